/**
 * The iterators library algorithms return (`std::find`, `std::max_element`, `std::unique`) are
 * host pointers to the element (src/library/algorithm.ts); the iterators a program names
 * (`v.begin()`, `v.end()`, `std::end(a)`) keep their container type (src/library/iterator.ts).
 * Where the two meet in a pointer operation (`it - v.begin()`, `it != v.end()`), in iterator
 * arithmetic (`v.begin() + k`), and where a named iterator is kept (`auto it = v.begin()`), the
 * named iterator becomes the pointer to its position: `&v[0]`, or one past the last element.
 * A vector's (and a C array's, and a std::array's) iterator is a random-access iterator over
 * contiguous storage, so every operation a program applies to it (`*it`, `++it`, `it + k`,
 * `it - v.begin()`, `it != v.end()`, `*it = x`) means what it means on that pointer.
 */
import { reverseIteratorClass } from '../library/iterator.js';
import { hostPosition } from './check-views.js';
import { errorExpr, make } from './check-expr.js';
import type { CheckContext } from './context.js';
import { isHostPointee } from './host-pointers.js';
import type { Expr } from './program.js';
import type { Span } from '../source.js';
import { typeToString } from './types.js';

function isNamedIterator(e: Expr): boolean {
  return (e.kind === 'Library' && (e.op === 'vector.begin' || e.op === 'vector.end' || e.op === 'vector.data'))
    || (e.kind === 'Intrinsic' && (e.intrinsic.id === 'std::begin' || e.intrinsic.id === 'std::end'))
    || isObjectIteratorOffset(e);
}

/** `v.begin() + k` into class objects or strings (objectIteratorOffset): a named iterator too. */
function isObjectIteratorOffset(e: Expr): boolean {
  return e.kind === 'Binary' && (e.op === '+' || e.op === '-') && e.type.kind !== 'pointer' && e.type === e.left.type && isNamedIterator(e.left);
}

/**
 * `v.begin() + k`, `k + v.begin()`, `v.end() - k` where the elements have no host pointers (class
 * objects, strings): the named iterator moved by k, kept in the container's type as the named
 * iterator is, so that it serves where a range's bound or an algorithm's iterator is read as a
 * container and a position (check-views.ts's hostPosition: `std::vector<P> tail(v.begin() + 1,
 * v.end())`, `std::sort(v.begin() + k, v.end(), ...)`). Kept in a variable it is refused as any
 * named iterator into such elements is (keptIterator). Null for other operands.
 */
export function objectIteratorOffset(cx: CheckContext, op: string, left: Expr, right: Expr, span: Span): Expr | null {
  if (op !== '+' && op !== '-') return null;
  const movable = (it: Expr) => isNamedIterator(it) && it.type.kind !== 'pointer' && namedIteratorPointer(cx, it) === null && hostPosition(cx, it) !== null;
  const [it, k] = movable(left) && right.type.kind === 'int' ? [left, right] : op === '+' && movable(right) && left.type.kind === 'int' ? [right, left] : [null, null];
  if (!it || !k) return null;
  return make(it.type, span, { kind: 'Binary', op, left: it, right: k });
}

/**
 * A named iterator as the pointer to its position, for elements a host pointer may point to
 * (scalars). Null for anything else, or for elements without host pointers (strings, class
 * objects).
 */
export function namedIteratorPointer(cx: CheckContext, e: Expr): Expr | null {
  if (!isNamedIterator(e)) return null;
  const at = hostPosition(cx, e);
  const container = at?.container.type;
  const element = container?.kind === 'vector' || container?.kind === 'array' ? container.element : null;
  if (!at || !element || !isHostPointee(element)) return null;
  // The address of the element at the position, never read: one past the end is a valid pointer.
  const place = make(element, e.span, { kind: 'Element', object: at.container, index: at.start });
  return make({ kind: 'pointer', pointee: element }, e.span, { kind: 'AddressOf', operand: place });
}

/**
 * The operands of a binary operator with a pointer or another named iterator on one side and a
 * named iterator on the other, or a named iterator plus or minus an integer (`v.begin() + 3`).
 */
export function iteratorsAsPointers(cx: CheckContext, op: string, left: Expr, right: Expr): [Expr, Expr] {
  const integral = (e: Expr) => e.type.kind === 'int';
  const l = namedIteratorPointer(cx, left);
  const r = namedIteratorPointer(cx, right);
  const leftWith = right.type.kind === 'pointer' || r !== null || ((op === '+' || op === '-') && integral(right));
  const rightWith = left.type.kind === 'pointer' || l !== null || (op === '+' && integral(left));
  return [l && leftWith ? l : left, r && rightWith ? r : right];
}

/**
 * The value of `auto it = <iterator>;`: a named iterator becomes the pointer to its position. One
 * into elements without host pointers (`std::vector<std::string>`) is reported: kept as the
 * container, it would be a copy of it.
 */
export function keptIterator(cx: CheckContext, e: Expr): Expr {
  const pointer = namedIteratorPointer(cx, e);
  if (pointer) return pointer;
  // `auto r = v.rbegin();` into class objects or strings: a range's end only (reverse-iterators.ts).
  if (e.type.kind === 'libraryClass' && e.type.decl === reverseIteratorClass) {
    cx.diags.error('unsupported-library', `a reverse iterator into a '${typeToString(e.type.typeArgs[0])}' kept in a variable is not supported by ampc (only into containers of scalars); use an index or a range-based for`, e.span);
    return errorExpr(e.span);
  }
  if (!isNamedIterator(e)) return e;
  const container = hostPosition(cx, e)?.container.type ?? e.type;
  cx.diags.error('unsupported-library', `an iterator into a '${typeToString(container)}' kept in a variable is not supported by ampc (only into containers of scalars); use an index or a range-based for`, e.span);
  return errorExpr(e.span);
}
