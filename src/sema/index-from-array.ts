/**
 * C++ AMP's `explicit index(const int _Array[])` and `explicit extent(const int _Array[])`:
 * an index or extent of rank N from the first N ints of a C array or an `int*`. It is lowered
 * to `MakeIndex`/`MakeExtent` of the N elements, `a[0]`, ..., `a[N-1]`, so the array expression
 * is evaluated N times: ampc accepts only one whose evaluation has no effects (a variable, a
 * member, a constant element of those), and asks for a variable otherwise.
 */
import type { Span } from '../source.js';
import { errorExpr, make } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import { intType, typeToString, type Type } from './types.js';

/** Whether `arg` is an int array or pointer that this constructor takes. */
export function isIntArrayArgument(arg: Expr): boolean {
  const t = arg.type;
  const element = t.kind === 'array' ? t.element : t.kind === 'pointer' ? t.pointee : null;
  return element !== null && element.kind === 'int' && element.bits === 32 && element.signed;
}

/** `extent<N> e(dims)` / `index<N> i(coords)`. */
export function indexFromArray(cx: CheckContext, type: Extract<Type, { kind: 'index' | 'extent' }>, arg: Expr, span: Span): Expr {
  if (arg.type.kind === 'array' && arg.type.length !== null && arg.type.length < type.rank) {
    cx.diags.error('rank-mismatch', `${typeToString(type)} reads ${type.rank} ints from '${typeToString(arg.type)}', which holds ${arg.type.length}`, arg.span);
    return errorExpr(span);
  }
  if (!isReplayable(arg)) {
    cx.diags.error('unsupported', `constructing ${typeToString(type)} from this expression is not supported by ampc; store the array or pointer in a variable first`, arg.span);
    return errorExpr(span);
  }
  const components = Array.from({ length: type.rank }, (_, d) =>
    make(intType, arg.span, { kind: 'Element', object: arg, index: make(intType, arg.span, { kind: 'Const', value: d }) }),
  );
  return make(type, span, type.kind === 'index' ? { kind: 'MakeIndex', components } : { kind: 'MakeExtent', components });
}

/** An expression that reads the same place every time and changes nothing. */
function isReplayable(e: Expr): boolean {
  switch (e.kind) {
    case 'VarRef': return true;
    case 'Field': return e.object.type.kind !== 'pointer' && isReplayable(e.object);
    case 'Element': return e.index.kind === 'Const' && isReplayable(e.object);
    default: return false;
  }
}
