/**
 * How a function template's instance is named in a candidate note, as g++ names it: by the
 * template's declaration as written and its arguments (`void f(T*) [with T = int]`), so that
 * two instances with the same parameter types (`f(int *)` from `f(T)` and from `f(T*)`) are told
 * apart by the template each comes from.
 */
import type * as A from '../parser/ast.js';
import type { FunctionInfo } from './program.js';
import { functionDisplayName } from './function-name.js';
import { instanceOrigin, shownInstanceArguments } from './templates.js';

/** `void f(T*) [with T = int]` for an instance of a template; null for any other function. */
export function templateCandidateSignature(fn: FunctionInfo): string | null {
  const origin = instanceOrigin(fn);
  if (!origin) return null;
  const d = origin.template.decl.decl;
  const returned = origin.template.member?.kind === 'constructor' ? '' : `${d.storage.isStatic ? 'static ' : ''}${writtenType(d.returnType)} `;
  const params = d.params.map((p) => writtenType(p.type)).join(', ');
  const arguments_ = shownInstanceArguments(origin, writtenType);
  return `${returned}${functionDisplayName(fn)}(${params})${d.isConstMethod ? ' const' : ''}${arguments_ ? ` [with ${arguments_}]` : ''}`;
}

/** A type as the program wrote it (`const std::vector<T>&`), for messages. */
export function writtenType(t: A.TypeRef): string {
  let text = `${t.isConst ? 'const ' : ''}${writtenSpec(t.spec)}`;
  for (const p of t.pointers) text += p.isConst ? '* const' : '*';
  const dims = t.arrayDims.map((dim) => `[${dim ? writtenValue(dim) : ''}]`).join('');
  // A reference to an array is `T (&)[N]`.
  if (t.reference && dims) return `${text} (${t.reference})${dims}`;
  return `${text}${t.reference ?? ''}${dims}`;
}

function writtenSpec(spec: A.TypeSpec): string {
  switch (spec.kind) {
    case 'BuiltinTypeSpec': return spec.keywords.join(' ');
    case 'AutoTypeSpec': return 'auto';
    case 'DecltypeTypeSpec': return 'decltype(...)';
    case 'NamedTypeSpec': {
      const args = spec.name.templateArgs;
      return `${spec.name.parts.join('::')}${args ? `<${args.map((a) => (a.kind === 'TypeArg' ? writtenType(a.type) : writtenValue(a.expr))).join(', ')}>` : ''}`;
    }
  }
}

/** A template argument or array bound: a name or a number as written; anything else elided. */
function writtenValue(e: A.Expr): string {
  if (e.kind === 'NameExpr') return e.name.parts.join('::');
  if (e.kind === 'IntLiteral') return e.text;
  return '...';
}
