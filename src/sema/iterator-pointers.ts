/**
 * The iterators library algorithms return (`std::find`, `std::max_element`, `std::unique`) are
 * host pointers to the element (src/library/algorithm.ts); the iterators a program names
 * (`v.begin()`, `v.end()`, `std::end(a)`) keep their container type (src/library/iterator.ts).
 * Where the two meet in a pointer operation (`it - v.begin()`, `it != v.end()`), and in iterator
 * arithmetic (`v.begin() + k`), the named iterator becomes the pointer to its position: `&v[0]`,
 * or one past the last element.
 */
import { hostPosition } from './check-views.js';
import { make } from './check-expr.js';
import type { CheckContext } from './context.js';
import { isHostPointee } from './host-pointers.js';
import type { Expr } from './program.js';

function isNamedIterator(e: Expr): boolean {
  return (e.kind === 'Library' && (e.op === 'vector.begin' || e.op === 'vector.end' || e.op === 'vector.data'))
    || (e.kind === 'Intrinsic' && (e.intrinsic.id === 'std::begin' || e.intrinsic.id === 'std::end'));
}

function asPointer(cx: CheckContext, e: Expr): Expr {
  if (!isNamedIterator(e) || e.type.kind !== 'vector' || !isHostPointee(e.type.element)) return e;
  const at = hostPosition(cx, e);
  if (!at) return e;
  // The address of the element at the position, never read: one past the end is a valid pointer.
  const element = make(e.type.element, e.span, { kind: 'Element', object: at.container, index: at.start });
  return make({ kind: 'pointer', pointee: e.type.element }, e.span, { kind: 'AddressOf', operand: element });
}

/**
 * The operands of a binary operator with a pointer on one side and a named vector iterator on the
 * other, or a named iterator plus or minus an integer (`v.begin() + 3`).
 */
export function iteratorsAsPointers(cx: CheckContext, op: string, left: Expr, right: Expr): [Expr, Expr] {
  const integral = (e: Expr) => e.type.kind === 'int';
  if (left.type.kind === 'vector' && (right.type.kind === 'pointer' || ((op === '+' || op === '-') && integral(right)))) return [asPointer(cx, left), right];
  if (right.type.kind === 'vector' && (left.type.kind === 'pointer' || (op === '+' && integral(left)))) return [left, asPointer(cx, right)];
  return [left, right];
}
