/**
 * A variable's own name in its initialiser. C++ puts a variable in scope at the end of its
 * declarator, before its initialiser ([basic.scope.pdecl]): in `long long x = sizeof(x);` under
 * an outer `int x`, `x` is the new variable (8), not the outer one (4). ampc checks an
 * initialiser before it declares the variable (a std::function's excepted, for recursive
 * lambdas: recursive-std-function.ts), so the name would silently mean the outer variable, or be
 * undeclared. Such an initialiser is refused. Lambda bodies are not searched: a name there may be
 * the lambda's own parameter or local.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';

/** Where `init` names the variable `name` it initialises, or null. */
export function ownNameInInitializer(name: string, init: NonNullable<A.VarDecl['init']>): Span | null {
  return search(name, init);
}

function search(name: string, node: unknown): Span | null {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = search(name, item);
      if (found) return found;
    }
    return null;
  }
  if (typeof node !== 'object' || node === null) return null;
  const kind = (node as { kind?: unknown }).kind;
  if (kind === 'Lambda') return null;
  if (kind === 'NameExpr') {
    const e = node as Extract<A.Expr, { kind: 'NameExpr' }>;
    return e.name.parts.length === 1 && e.name.parts[0] === name && e.name.rooted !== true ? e.span : null;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'span') continue;
    const found = search(name, value);
    if (found) return found;
  }
  return null;
}
