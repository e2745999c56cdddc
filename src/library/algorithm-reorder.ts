/**
 * `<algorithm>`'s reordering functions beyond those in algorithm.ts: partial_sort, nth_element,
 * rotate, partition (runtime/algorithm-reorder.ts runs libstdc++'s steps, so what the standard
 * leaves unspecified is what g++'s program leaves), their copies, swap_ranges, iter_swap and
 * replace_copy(_if), next_permutation and prev_permutation. Ranges and iterators reach them as containers and positions
 * (src/sema/iterator-range.ts), as for the algorithms in algorithm.ts.
 *
 * `partial_sort(first, middle, last)`, `nth_element(first, nth, last)` and `rotate(first,
 * middle, last)` take `[first, middle)` as their range and `last` as a single iterator, which the
 * runtime checks points into the same container.
 */
import { boolType, commonArithmeticType, isArithmetic, sameType, voidType, type Type } from '../sema/types.js';
import {
  accepts, adapt, algorithm, call, callableOf, copiesTo, defaultLess, elementAt, elementOf, equalTo, equatable, iteratorResult, lessArg,
  ordered, outputAt, outputElementOf, outputResult, pointerTo, predicateArg, range, signature, store, type RangeShape,
} from './algorithm.js';
import type { HostIntrinsicContext, Intrinsic, IntrinsicSignature } from './intrinsics.js';
import { reordersObjects } from './reordered-objects.js';

const isPosition = (t: Type) => t.kind === 'int';

/** `(first, middle, last[, comp])` after sema: the range `[first, middle)`, then last's container and position. */
function withLast(result: (element: Type) => Type, compares: boolean) {
  return ({ element, rest }: RangeShape, params: readonly Type[]): IntrinsicSignature | null => {
    const other = elementOf(rest[0] ?? voidType);
    if (!other || !sameType(other, element) || !isPosition(rest[1] ?? voidType)) return null;
    if (!compares) return rest.length === 2 ? signature(params, result(element)) : null;
    if (rest.length === 2) return defaultLess(element) ? signature(params, result(element)) : null;
    return rest.length === 3 && accepts(callableOf(rest[2]), [element, element], boolType) ? signature(params, result(element)) : null;
  };
}

/** An iterator into the range where the element type has host pointers (scalars); elsewhere the call's result is void (it can only be discarded). */
const iteratorOrVoid = (element: Type): Type => iteratorResult(element) ?? voidType;

/** A runtime call returning a position in the range's container: a pointer to it where the result is one. */
function positionResult(text: string, a: string[], cx: HostIntrinsicContext): string {
  return cx.result.kind === 'pointer' ? pointerTo(a[0], text, cx) : text;
}

/** `x` (of type `from`) as the output's element type through `?:`'s common type `via` ([expr.cond]'s usual arithmetic conversions). */
function through(x: string, from: Type, via: Type, to: Type, cx: HostIntrinsicContext): string {
  return cx.convert(cx.convert(x, from, via), via, to);
}

/** `*out = pred(*it) ? new_value : *it` for replace_copy(_if): the two branches as JS functions, converted as the `?:` converts them. */
function replacementStores(cx: HostIntrinsicContext, element: Type, replacement: Type, out: Type): [string, string] {
  const via = isArithmetic(element) && isArithmetic(replacement) ? commonArithmeticType(element, replacement) : element;
  return [`(x) => ${through('x', element, via, out, cx)}`, `(r) => ${through('r', replacement, via, out, cx)}`];
}

export const algorithmReorderIntrinsics: Intrinsic[] = [
  { ...algorithm('partial_sort', 'algorithm', withLast(() => voidType, true), (a, cx) => {
    return call(cx, 'partialSort', [...range(a), a[3], a[4], lessArg(a, cx, 5, elementAt(cx, 0))]);
  }, () => [2]), checkCall: reordersObjects('partial_sort') },
  { ...algorithm('nth_element', 'algorithm', withLast(() => voidType, true), (a, cx) => {
    return call(cx, 'nthElement', [...range(a), a[3], a[4], lessArg(a, cx, 5, elementAt(cx, 0))]);
  }, () => [2]), checkCall: reordersObjects('nth_element') },
  // `rotate` returns the iterator to where the first element went: `first + (last - middle)`.
  { ...algorithm('rotate', 'algorithm', withLast(iteratorOrVoid, false), (a, cx) => positionResult(call(cx, 'rotate', [...range(a), a[3], a[4]]), a, cx), () => [2]), checkCall: reordersObjects('rotate') },
  algorithm('rotate_copy', 'algorithm', ({ element, rest }, p) => {
    const other = elementOf(rest[0] ?? voidType);
    if (rest.length !== 4 || !other || !sameType(other, element) || !isPosition(rest[1]) || !isPosition(rest[3]) || !copiesTo(element, rest[2])) return null;
    return signature(p, outputResult(p[5]));
  }, (a, cx) => call(cx, 'rotateCopy', [...range(a), a[3], a[4], a[5], a[6], store(cx, 0, 5)]), () => [2, 3], () => 5),
  ...(['partition', 'stable_partition'] as const).map((name) => ({ ...algorithm(name, 'algorithm', ({ element, rest }, p) => {
    return rest.length === 1 && accepts(callableOf(rest[0]), [element], boolType) ? signature(p, iteratorOrVoid(element)) : null;
  }, (a, cx) => positionResult(call(cx, name === 'partition' ? 'partition' : 'stablePartition', [...range(a), predicateArg(a, cx, elementAt(cx, 0))]), a, cx)), checkCall: reordersObjects(name) })),
  // `partial_sort_copy(first, last, d_first, d_last[, comp])`: the output is a second range (of the same element type here).
  {
    ...algorithm('partial_sort_copy', 'algorithm', ({ element, rest }, p) => {
      const other = elementOf(rest[0] ?? voidType);
      if (!other || !sameType(other, element) || !isPosition(rest[1] ?? voidType) || !isPosition(rest[2] ?? voidType)) return null;
      if (rest.length === 3) return defaultLess(element) ? signature(p, iteratorOrVoid(element)) : null;
      return rest.length === 4 && accepts(callableOf(rest[3]), [element, element], boolType) ? signature(p, iteratorOrVoid(element)) : null;
    }, (a, cx) => call(cx, 'partialSortCopy', [...range(a), a[3], a[4], a[5], lessArg(a, cx, 6, elementAt(cx, 0))]), undefined, () => 3),
    secondRange: true,
    checkCall: reordersObjects('partial_sort_copy', [3]),
  },
  // `swap_ranges(first1, last1, first2)`: returns the iterator past the last element swapped in the second range.
  { ...algorithm('swap_ranges', 'algorithm', ({ element, rest }, p) => {
    const other = elementOf(rest[0] ?? voidType);
    return rest.length === 2 && other && sameType(other, element) && isPosition(rest[1]) ? signature(p, iteratorOrVoid(element)) : null;
  }, (a, cx) => call(cx, 'swapRanges', [...range(a), a[3], a[4]]), () => [2], () => 3), checkCall: reordersObjects('swap_ranges') },
  // `replace_copy(first, last, out, old, new)` and `replace_copy_if(first, last, out, pred, new)`:
  // `*out = pred(*it) ? new : *it`. The old and new values are read once (bound by const&).
  algorithm('replace_copy', 'algorithm', ({ element, rest }, p) => {
    const out = outputElementOf(rest[0] ?? voidType);
    if (rest.length !== 4 || !out || !isPosition(rest[1]) || !copiesTo(element, rest[0]) || !equatable(element, rest[2]) || !sameType(rest[2], rest[3])) return null;
    return signature(p, outputResult(p[3]));
  }, (a, cx) => {
    const element = elementAt(cx, 0);
    const matches = equalTo(element, cx.params[5], a[5], cx)!;
    return call(cx, 'replaceCopyIf', [...range(a), a[3], a[4], matches, a[6], ...replacementStores(cx, element, cx.params[6], outputAt(cx, 3))]);
  }, () => [2], () => 3),
  algorithm('replace_copy_if', 'algorithm', ({ element, rest }, p) => {
    const out = outputElementOf(rest[0] ?? voidType);
    if (rest.length !== 4 || !out || !isPosition(rest[1]) || !copiesTo(element, rest[0]) || !accepts(callableOf(rest[2]), [element], boolType) || !copiesTo(rest[3], rest[0])) return null;
    return signature(p, outputResult(p[3]));
  }, (a, cx) => {
    const element = elementAt(cx, 0);
    const pred = adapt(a[5], callableOf(cx.params[5])!, [element], boolType, cx);
    return call(cx, 'replaceCopyIf', [...range(a), a[3], a[4], pred, a[6], ...replacementStores(cx, element, cx.params[6], outputAt(cx, 3))]);
  }, () => [2], () => 3),
  // `next_permutation(first, last[, comp])`, `prev_permutation`: the range rearranged in place, and whether it was not the last (first).
  ...(['next_permutation', 'prev_permutation'] as const).map((name) => ({ ...algorithm(name, 'algorithm', ordered(() => boolType), (a, cx) => {
    return call(cx, 'permute', [...range(a), lessArg(a, cx, 3, elementAt(cx, 0)), String(name === 'next_permutation')]);
  }), checkCall: reordersObjects(name) })),
  {
    // `iter_swap(a, b)`: two single iterators, each passed on as its container and position.
    id: 'std::iter_swap', name: 'iter_swap', namespaces: ['std'], header: 'algorithm', restriction: { cpu: true, amp: false },
    signatures: [],
    iterators: () => [0, 1],
    deduce: (args) => {
      const types = args.map((x) => x.type);
      const [x, y] = [elementOf(types[0] ?? voidType), elementOf(types[2] ?? voidType)];
      if (types.length !== 4 || !x || !y || !sameType(x, y) || !isPosition(types[1]) || !isPosition(types[3])) return null;
      return signature(types, voidType);
    },
    checkCall: reordersObjects('iter_swap'),
    wgsl: null,
    host: (a, cx) => call(cx, 'iterSwap', a),
  },
];
