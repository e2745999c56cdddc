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
