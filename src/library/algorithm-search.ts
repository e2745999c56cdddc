/**
 * `<algorithm>`'s searching functions beyond those in algorithm.ts: mismatch, equal_range,
 * adjacent_find, is_sorted_until, is_partitioned, partition_point, search, search_n, find_end,
 * find_first_of, includes and lexicographical_compare (runtime/algorithm-search.ts). Those
 * returning an iterator need elements with host pointers (scalars: src/sema/host-pointers.ts).
 * Elements compare with `==` / `<` (scalars, strings) or the call's predicate or comparator.
 */
import { boolType, commonArithmeticType, intType, isArithmetic, sameType, voidType, type Type } from '../sema/types.js';
import {
  accepts, adapt, algorithm, call, callableOf, defaultEqual, defaultLess, elementAt, elementOf, equatable, iteratorPairOf, iteratorResult,
  lessArg, ordered, pointerTo, predicateArg, range, signature, withPredicate, type RangeShape,
} from './algorithm.js';
import type { HostIntrinsicContext, Intrinsic, IntrinsicSignature } from './intrinsics.js';

const isPosition = (t: Type) => t.kind === 'int';

/** `x == y` of an element of each range: strings, or two arithmetic types in their common type. */
function comparableElements(x: Type, y: Type): boolean {
  return (x.kind === 'string' && y.kind === 'string') || (isArithmetic(x) && isArithmetic(y));
}

/** `a == b` of the JS names `a` (of type `x`) and `b` (of type `y`): strings, or arithmetic in the common type. */
function equals(a: string, b: string, x: Type, y: Type, cx: HostIntrinsicContext): string {
  if (x.kind === 'string') return `${a} === ${b}`;
  const common = commonArithmeticType(x, y);
  return `${cx.convert(a, x, common)} === ${cx.convert(b, y, common)}`;
}

/** `==` of an element of type `x` and one of type `y`, as a JS function. */
function elementsEqual(x: Type, y: Type, cx: HostIntrinsicContext): string {
  return `(x, y) => ${equals('x', 'y', x, y, cx)}`;
}

/** The binary predicate at parameter `i` over elements of `x` and `y`, or `==`. */
function equalArg(a: string[], cx: HostIntrinsicContext, i: number, x: Type, y: Type): string {
  return a.length > i ? adapt(a[i], callableOf(cx.params[i])!, [x, y], boolType, cx) : elementsEqual(x, y, cx);
}

/** `(first1, last1, first2, last2[, pred])` (the second range expanded by sema): `==` or pred between the elements. */
function twoRangesEqual(result: (element: Type) => Type | null) {
  return ({ element, rest }: RangeShape, params: readonly Type[]): IntrinsicSignature | null => {
    const other = elementOf(rest[0] ?? voidType);
    const r = result(element);
    if (!r || !other || !isPosition(rest[1] ?? voidType) || !isPosition(rest[2] ?? voidType)) return null;
    if (rest.length === 3) return comparableElements(element, other) ? signature(params, r) : null;
    return rest.length === 4 && accepts(callableOf(rest[3]), [element, other], boolType) ? signature(params, r) : null;
  };
}

/** `(first1, last1, first2, last2[, comp])` of one element type: `<` or comp. */
function twoRangesOrdered(result: Type) {
  return ({ element, rest }: RangeShape, params: readonly Type[]): IntrinsicSignature | null => {
    const other = elementOf(rest[0] ?? voidType);
    if (!other || !sameType(other, element) || !isPosition(rest[1] ?? voidType) || !isPosition(rest[2] ?? voidType)) return null;
    if (rest.length === 3) return defaultLess(element) ? signature(params, result) : null;
    return rest.length === 4 && accepts(callableOf(rest[3]), [element, element], boolType) ? signature(params, result) : null;
  };
}

export const algorithmSearchIntrinsics: Intrinsic[] = [
  // `mismatch(first1, last1, first2[, pred])`: the pair of iterators where the ranges first differ (one element type here).
  algorithm('mismatch', 'algorithm', ({ element, rest }, p) => {
    const other = elementOf(rest[0] ?? voidType);
    const it = iteratorResult(element);
    if (!it || !other || !sameType(other, element) || !isPosition(rest[1] ?? voidType)) return null;
    if (rest.length === 2) return defaultEqual(element) ? signature(p, iteratorPairOf(it)) : null;
    return rest.length === 3 && accepts(callableOf(rest[2]), [element, other], boolType) ? signature(p, iteratorPairOf(it)) : null;
  }, (a, cx) => call(cx, 'mismatch', [...range(a), a[3], a[4], equalArg(a, cx, 5, elementAt(cx, 0), elementAt(cx, 3))]), () => [2]),
  // `equal_range(first, last, value[, comp])`: the pair of lower_bound and upper_bound, as libstdc++ finds them.
  algorithm('equal_range', 'algorithm', ({ element, rest }, p) => {
    const it = iteratorResult(element);
    if (!it || rest.length < 1 || rest.length > 2 || !(sameType(rest[0], element) || (isArithmetic(rest[0]) && isArithmetic(element)))) return null;
    if (rest.length === 1) return defaultLess(element) ? signature(p, iteratorPairOf(it)) : null;
    return accepts(callableOf(rest[1]), [element, element], boolType) ? signature(p, iteratorPairOf(it)) : null;
  }, (a, cx) => {
    const element = elementAt(cx, 0);
    return call(cx, 'equalRange', [...range(a), cx.convert(a[3], cx.params[3], element), lessArg(a, cx, 4, element)]);
  }),
  algorithm('adjacent_find', 'algorithm', ({ element, rest }, p) => {
    const it = iteratorResult(element);
    if (!it) return null;
    if (rest.length === 0) return defaultEqual(element) ? signature(p, it) : null;
    return rest.length === 1 && accepts(callableOf(rest[0]), [element, element], boolType) ? signature(p, it) : null;
  }, (a, cx) => {
    const element = elementAt(cx, 0);
    return pointerTo(a[0], call(cx, 'adjacentFind', [...range(a), equalArg(a, cx, 3, element, element)]), cx);
  }),
  algorithm('is_sorted_until', 'algorithm', ordered((e) => iteratorResult(e)), (a, cx) => {
    return pointerTo(a[0], call(cx, 'isSortedUntil', [...range(a), lessArg(a, cx, 3, elementAt(cx, 0))]), cx);
  }),
  algorithm('is_partitioned', 'algorithm', withPredicate(boolType), (a, cx) => call(cx, 'isPartitioned', [...range(a), predicateArg(a, cx, elementAt(cx, 0))])),
  algorithm('partition_point', 'algorithm', withPredicate('iterator'), (a, cx) => {
    return pointerTo(a[0], call(cx, 'partitionPoint', [...range(a), predicateArg(a, cx, elementAt(cx, 0))]), cx);
  }),
  // Two ranges searched for the second's elements: after sema (container, start, end) twice.
  ...(['search', 'find_end', 'find_first_of'] as const).map((name) => ({
    ...algorithm(name, 'algorithm', twoRangesEqual(iteratorResult), (a, cx) => {
      const fn = ({ search: 'search', find_end: 'findEnd', find_first_of: 'findFirstOf' } as const)[name];
      return pointerTo(a[0], call(cx, fn, [...range(a), a[3], a[4], a[5], equalArg(a, cx, 6, elementAt(cx, 0), elementAt(cx, 3))]), cx);
    }),
    secondRange: true,
  })),
  // `search_n(first, last, count, value[, pred])`: `*it == value` (or `pred(*it, value)`), the value read once.
  algorithm('search_n', 'algorithm', ({ element, rest }, p) => {
    const it = iteratorResult(element);
    if (!it || rest.length < 2 || rest.length > 3 || !isArithmetic(rest[0]) || rest[0].kind === 'bool') return null;
    if (rest.length === 2) return equatable(element, rest[1]) ? signature(p, it) : null;
    return accepts(callableOf(rest[2]), [element, rest[1]], boolType) ? signature(p, it) : null;
  }, (a, cx) => {
    const [element, value] = [elementAt(cx, 0), cx.params[4]];
    const test = a.length > 5 ? `(${adapt(a[5], callableOf(cx.params[5])!, [element, value], boolType, cx)})(x, v)` : equals('x', 'v', element, value, cx);
    const matches = `((v) => (x) => ${test})(${a[4]})`;
    return pointerTo(a[0], call(cx, 'searchN', [...range(a), cx.convert(a[3], cx.params[3], intType), matches]), cx);
  }),
  ...(['includes', 'lexicographical_compare'] as const).map((name) => ({
    ...algorithm(name, 'algorithm', twoRangesOrdered(boolType), (a, cx) => {
      return call(cx, name === 'includes' ? 'includes' : 'lexicographicalCompare', [...range(a), a[3], a[4], a[5], lessArg(a, cx, 6, elementAt(cx, 0))]);
    }),
    secondRange: true,
  })),
];
