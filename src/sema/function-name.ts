/**
 * The predefined names of the enclosing function: `__func__` (C++11), and GCC's
 * `__FUNCTION__` and `__PRETTY_FUNCTION__`, which `assert` prints. g++ spells the pretty name
 * as a declaration: `int main()`, `void fill(float*, int)`.
 */
import type { Span } from '../source.js';
import type { CheckContext } from './context.js';
import { make } from './check-expr.js';
import type { Expr, FunctionInfo } from './program.js';
import { stringType, typeToString, type Type } from './types.js';
import { classDisplayName } from './class-members.js';

/**
 * A function's name as C++ spells it in messages: `N::f`, `N::P::m`, a constructor `N::P::P`,
 * `B<N::P>::B` (not the generated `N_P_m`, `B_N_P_new`).
 */
export function functionDisplayName(fn: FunctionInfo): string {
  if (fn.member) {
    const owner = classDisplayName(fn.member.owner);
    return `${owner}::${fn.member.kind === 'constructor' ? unqualifiedClassName(owner) : fn.member.cppName}`;
  }
  return [...(fn.namespaceScope?.namespaces ?? []), fn.name].join('::');
}

/** `N::B<N::P>` → `B`: a class's own name, a constructor's. */
function unqualifiedClassName(display: string): string {
  let depth = 0;
  let end = display.length;
  let start = 0;
  for (let i = display.length - 1; i >= 0; i--) {
    const c = display[i];
    if (c === '>') depth++;
    else if (c === '<' && --depth === 0) end = i;
    else if (depth === 0 && c === ':' && i < end) {
      start = i + 1;
      break;
    }
  }
  return display.slice(start, end);
}

const predefined: ReadonlySet<string> = new Set(['__func__', '__FUNCTION__', '__PRETTY_FUNCTION__']);

/** The string a predefined function name stands for here, or null when `id` is not one. */
export function predefinedFunctionName(cx: CheckContext, id: string, span: Span): Expr | null {
  if (!predefined.has(id)) return null;
  const fn = cx.currentFunction;
  // At namespace scope g++ gives "top level" for __PRETTY_FUNCTION__ and "" for __func__.
  const value = !fn ? (id === '__PRETTY_FUNCTION__' ? 'top level' : '') : id === '__PRETTY_FUNCTION__' ? prettyName(fn) : fn.name;
  return make(stringType, span, { kind: 'StringConst', value });
}

function prettyName(fn: FunctionInfo): string {
  const params = fn.params.map((p) => `${p.isConst && p.isReference ? 'const ' : ''}${gccType(p.type)}${p.isReference ? '&' : ''}`);
  return `${gccType(fn.returnType)} ${fn.name}(${params.join(', ')})`;
}

/** g++'s spelling: no space before `*`. */
function gccType(t: Type): string {
  if (t.kind === 'pointer') return `${gccType(t.pointee)}*`;
  return typeToString(t);
}
