/**
 * The `<algorithm>` functions that reorder a range in place or into an output: partial_sort,
 * nth_element, rotate, partition and their copies, swap_ranges and iter_swap. Where the standard
 * leaves an order open (partial_sort's tail, nth_element's two sides, partition's order), each
 * runs libstdc++'s steps (bits/stl_algo.h), so the program sees the order g++'s leaves.
 *
 * A range is an array and two absolute positions; a single iterator is a container (an array, or
 * a `Pointer` into one) and a position in it (runtime/algorithm.ts).
 */
import { RuntimeException } from './exceptions.js';
import { keepingObjects } from './element-slots.js';
import { Pointer, type Elements } from './pointer.js';
import {
  at, checkRange, heapSelect, insertionSort, makeHeap, adjustHeap, sortHeap, unguardedPartitionPivot, Writer,
  type Less, type Output, type OutputEnd,
} from './algorithm.js';

/**
 * The absolute position in the range's array `values` of an iterator given as a container and a
 * position (the `last` of `partial_sort(first, middle, last)`), which must be in that array.
 */
function samePosition<T>(values: Elements<T>, container: Elements<T> | Pointer<T>, position: number): number {
  const [array, absolute] = at(container, position, 0);
  if (array !== values) throw new RuntimeException('the iterators of one range point into different containers');
  return absolute;
}

function swapAt<T>(v: Elements<T>, i: number, j: number): void {
  const t = v[i];
  v[i] = v[j];
  v[j] = t;
}

/** `std::partial_sort(first, middle, last)`: libstdc++'s `__partial_sort`, a heap select then a heap sort of the front. */
export function partialSort<T>(values: Elements<T>, start: number, middle: number, last: Elements<T> | Pointer<T>, lastPosition: number, less: Less<T>): void {
  const end = samePosition(values, last, lastPosition);
  checkRange(values, start, middle);
  checkRange(values, middle, end);
  keepingObjects([[values, start, end]], () => {
    heapSelect(values, start, middle, end, less);
    sortHeap(values, start, middle, less);
  });
}

/** `std::nth_element(first, nth, last)`: libstdc++'s `__introselect`. */
export function nthElement<T>(values: Elements<T>, start: number, nth: number, last: Elements<T> | Pointer<T>, lastPosition: number, less: Less<T>): void {
  const end = samePosition(values, last, lastPosition);
  checkRange(values, start, nth);
  checkRange(values, nth, end);
  if (start === end || nth === end) return;
  keepingObjects([[values, start, end]], () => introselect(values, start, nth, end, less));
}

function introselect<T>(values: Elements<T>, first: number, nth: number, end: number, less: Less<T>): void {
  let depthLimit = 2 * Math.floor(Math.log2(end - first));
  while (end - first > 3) {
    if (depthLimit === 0) {
      heapSelect(values, first, nth + 1, end, less);
      swapAt(values, first, nth);
      return;
    }
    depthLimit--;
    const cut = unguardedPartitionPivot(values, first, end, less);
    if (cut <= nth) first = cut;
    else end = cut;
  }
  insertionSort(values, first, end, less);
}

/** `std::rotate(first, middle, last)`: `middle` becomes the first element; returns where `first`'s element went. */
export function rotate<T>(values: Elements<T>, start: number, middle: number, last: Elements<T> | Pointer<T>, lastPosition: number): number {
  const end = samePosition(values, last, lastPosition);
  checkRange(values, start, middle);
  checkRange(values, middle, end);
  const moved = [...Array.from({ length: end - middle }, (_, k) => values[middle + k]), ...Array.from({ length: middle - start }, (_, k) => values[start + k])];
  keepingObjects([[values, start, end]], () => moved.forEach((x, k) => (values[start + k] = x)));
  return start + (end - middle);
}

/** `std::rotate_copy(first, middle, last, out)`: `[middle, last)` then `[first, middle)`. */
export function rotateCopy<T, U, O extends Output<U>>(values: Elements<T>, start: number, middle: number, last: Elements<T> | Pointer<T>, lastPosition: number, out: O, position: number, f: (x: T) => U): OutputEnd<O, U> {
  const end = samePosition(values, last, lastPosition);
  checkRange(values, start, middle);
  checkRange(values, middle, end);
  const dest = new Writer(out, position, end - start);
  for (let i = middle; i < end; i++) dest.put(f(values[i]));
  for (let i = start; i < middle; i++) dest.put(f(values[i]));
  return dest.end<O>();
}

/** `std::partition`: libstdc++'s bidirectional `__partition`, swapping from both ends; returns the first element `pred` rejects. */
export function partition<T>(values: Elements<T>, start: number, end: number, pred: (x: T) => boolean): number {
  checkRange(values, start, end);
  return keepingObjects([[values, start, end]], () => partitionSteps(values, start, end, pred));
}

function partitionSteps<T>(values: Elements<T>, start: number, end: number, pred: (x: T) => boolean): number {
  let [first, last] = [start, end];
  for (;;) {
    for (;;) {
      if (first === last) return first;
      if (pred(values[first])) first++;
      else break;
    }
    last--;
    for (;;) {
      if (first === last) return first;
      if (!pred(values[last])) last--;
      else break;
    }
    swapAt(values, first, last);
    first++;
  }
}

/** `std::stable_partition`: the elements `pred` accepts, then the others, each group in its order. */
export function stablePartition<T>(values: Elements<T>, start: number, end: number, pred: (x: T) => boolean): number {
  checkRange(values, start, end);
  const kept: T[] = [];
  const rest: T[] = [];
  for (let i = start; i < end; i++) (pred(values[i]) ? kept : rest).push(values[i]);
  keepingObjects([[values, start, end]], () => [...kept, ...rest].forEach((x, k) => (values[start + k] = x)));
  return start + kept.length;
}

/**
 * `std::partial_sort_copy(first, last, d_first, d_last)`: libstdc++'s, the output filled, made a
 * heap, each further element that is smaller than its top put in its place, then the heap sorted.
 * Returns the position past the last element written.
 */
export function partialSortCopy<T>(values: Elements<T>, start: number, end: number, result: Elements<T> | Pointer<T>, resultStart: number, resultEnd: number, less: Less<T>): Pointer<T> {
  checkRange(values, start, end);
  const [out, outStart] = at(result, resultStart, Math.max(resultEnd - resultStart, 0));
  const outEnd = outStart + resultEnd - resultStart;
  checkRange(out, outStart, outEnd);
  if (outStart === outEnd) return new Pointer(out, outEnd);
  // The output's objects stay in their elements, assigned the values copied there (element-slots.ts).
  return keepingObjects([[out, outStart, outEnd]], () => partialSortCopySteps(values, start, end, out, outStart, outEnd, less));
}

function partialSortCopySteps<T>(values: Elements<T>, start: number, end: number, out: Elements<T>, outStart: number, outEnd: number, less: Less<T>): Pointer<T> {
  let realLast = outStart;
  let first = start;
  while (first !== end && realLast !== outEnd) out[realLast++] = values[first++];
  makeHeap(out, outStart, realLast, less);
  for (; first !== end; first++) {
    if (less(values[first], out[outStart])) adjustHeap(out, outStart, 0, realLast - outStart, values[first], less);
  }
  sortHeap(out, outStart, realLast, less);
  return new Pointer(out, realLast);
}

/** `std::swap_ranges(first1, last1, first2)`: returns a pointer into the second container past the last swapped. */
export function swapRanges<T>(values: Elements<T>, start: number, end: number, other: Elements<T> | Pointer<T>, otherPosition: number): Pointer<T> {
  checkRange(values, start, end);
  const [array, from] = at(other, otherPosition, end - start);
  keepingObjects([[values, start, end], [array, from, from + end - start]], () => {
    for (let i = start; i < end; i++) {
      const t = values[i];
      values[i] = array[from + i - start];
      array[from + i - start] = t;
    }
  });
  return new Pointer(array, from + end - start);
}

/** `std::iter_swap(a, b)`: the two elements the iterators point to trade values. */
export function iterSwap<T>(a: Elements<T> | Pointer<T>, i: number, b: Elements<T> | Pointer<T>, j: number): void {
  const [x, p] = at(a, i, 1);
  const [y, q] = at(b, j, 1);
  keepingObjects([[x, p, p + 1], [y, q, q + 1]], () => {
    const t = x[p];
    x[p] = y[q];
    y[q] = t;
  });
}

/** `std::replace_copy(_if)`: `*out++ = matches(*it) ? replacement : *it`, each branch converted by its store (`keep`, `replace`). */
export function replaceCopyIf<T, R, U, O extends Output<U>>(values: Elements<T>, start: number, end: number, out: O, position: number, matches: (x: T) => boolean, replacement: R, keep: (x: T) => U, replace: (r: R) => U): OutputEnd<O, U> {
  checkRange(values, start, end);
  const dest = new Writer(out, position, end - start);
  for (let i = start; i < end; i++) dest.put(matches(values[i]) ? replace(replacement) : keep(values[i]));
  return dest.end<O>();
}

/**
 * `std::next_permutation` (`next`) and `std::prev_permutation`: libstdc++'s steps. From the end,
 * find the last `i` with `*i` ordered before `*(i + 1)` (after it, for prev), swap it with the
 * last element ordered after (before) it, and reverse the tail; where there is none, the range was
 * the last (first) permutation: it is reversed and the result is false.
 */
export function permute<T>(values: Elements<T>, start: number, end: number, less: Less<T>, next: boolean): boolean {
  checkRange(values, start, end);
  if (end - start < 2) return false;
  return keepingObjects([[values, start, end]], () => permuteSteps(values, start, end, less, next));
}

function permuteSteps<T>(values: Elements<T>, start: number, end: number, less: Less<T>, next: boolean): boolean {
  const before = next ? less : (x: T, y: T) => less(y, x);
  for (let i = end - 1; ;) {
    const ii = i;
    i--;
    if (before(values[i], values[ii])) {
      let j = end - 1;
      while (!before(values[i], values[j])) j--;
      swapAt(values, i, j);
      reverseSlice(values, ii, end);
      return true;
    }
    if (i === start) {
      reverseSlice(values, start, end);
      return false;
    }
  }
}

function reverseSlice<T>(values: Elements<T>, start: number, end: number): void {
  for (let i = start, j = end - 1; i < j; i++, j--) swapAt(values, i, j);
}
