/**
 * `<algorithm>` and `<numeric>` over ranges of host containers (JS arrays). A range is the
 * array and two positions `[start, end)`; a single iterator is a container (an array, or a
 * `Pointer` into one) and a position. Comparators, predicates and operations arrive as JS
 * functions that already do C++'s conversions (src/library/algorithm.ts prints them).
 *
 * A range or an output running outside its array is undefined behaviour in C++: here it throws.
 */
import { RuntimeException } from './exceptions.js';
import { Pair } from './associative.js';
import { offsetBounds, Pointer, type Elements } from './pointer.js';

type Less<T> = (x: T, y: T) => boolean;

function checkRange(values: Elements<unknown>, start: number, end: number, what = 'range'): void {
  // A reverse range's positions count back from 0 (runtime/reverse-iterator.ts).
  const [first, last] = offsetBounds(values);
  if (!(start >= first && start <= end && end <= last)) {
    throw new RuntimeException(`an iterator ${what} [${start}, ${end}) outside a container of ${values.length} elements`);
  }
}

/** A single iterator's array and absolute position, with room for `count` elements from it. */
function at<T>(container: Elements<T> | Pointer<T>, position: number, count: number): [Elements<T>, number] {
  const [array, start] = container instanceof Pointer ? [container.array, container.offset + position] : [container, position];
  checkRange(array, start, start + count, 'output');
  return [array, start];
}

/**
 * `std::sort` exactly as libstdc++ does it, so that equivalent elements (class objects with equal
 * keys) end in the order g++'s program leaves them: introsort (median-of-three quicksort down to
 * runs of 16, heapsort past 2·log2(n) levels), then one insertion sort over the whole range.
 * Each step below is the libstdc++ function of the same name (bits/stl_algo.h, stl_heap.h); the
 * elements only move, so objects keep their identity.
 */
export function sortRange<T>(values: Elements<T>, start: number, end: number, less: Less<T>): void {
  checkRange(values, start, end);
  if (end - start < 2) return;
  introsortLoop(values, start, end, 2 * Math.floor(Math.log2(end - start)), less);
  finalInsertionSort(values, start, end, less);
}

/** libstdc++'s `_S_threshold`: runs this short are left to the final insertion sort. */
const threshold = 16;

function introsortLoop<T>(v: Elements<T>, first: number, last: number, depthLimit: number, less: Less<T>): void {
  while (last - first > threshold) {
    if (depthLimit === 0) {
      heapSelect(v, first, last, last, less);
      sortHeap(v, first, last, less);
      return;
    }
    depthLimit--;
    const cut = unguardedPartitionPivot(v, first, last, less);
    introsortLoop(v, cut, last, depthLimit, less);
    last = cut;
  }
}

function swap<T>(v: Elements<T>, i: number, j: number): void {
  const t = v[i];
  v[i] = v[j];
  v[j] = t;
}

function unguardedPartitionPivot<T>(v: Elements<T>, first: number, last: number, less: Less<T>): number {
  const mid = first + Math.floor((last - first) / 2);
  moveMedianToFirst(v, first, first + 1, mid, last - 1, less);
  return unguardedPartition(v, first + 1, last, first, less);
}

function moveMedianToFirst<T>(v: Elements<T>, result: number, a: number, b: number, c: number, less: Less<T>): void {
  if (less(v[a], v[b])) {
    if (less(v[b], v[c])) swap(v, result, b);
    else if (less(v[a], v[c])) swap(v, result, c);
    else swap(v, result, a);
  } else if (less(v[a], v[c])) swap(v, result, a);
  else if (less(v[b], v[c])) swap(v, result, c);
  else swap(v, result, b);
}

function unguardedPartition<T>(v: Elements<T>, first: number, last: number, pivot: number, less: Less<T>): number {
  for (;;) {
    while (less(v[first], v[pivot])) first++;
    last--;
    while (less(v[pivot], v[last])) last--;
    if (!(first < last)) return first;
    swap(v, first, last);
    first++;
  }
}

function finalInsertionSort<T>(v: Elements<T>, first: number, last: number, less: Less<T>): void {
  if (last - first > threshold) {
    insertionSort(v, first, first + threshold, less);
    for (let i = first + threshold; i < last; i++) unguardedLinearInsert(v, i, less);
  } else insertionSort(v, first, last, less);
}

function insertionSort<T>(v: Elements<T>, first: number, last: number, less: Less<T>): void {
  for (let i = first + 1; i < last; i++) {
    if (less(v[i], v[first])) {
      const value = v[i];
      for (let j = i; j > first; j--) v[j] = v[j - 1];
      v[first] = value;
    } else unguardedLinearInsert(v, i, less);
  }
}

function unguardedLinearInsert<T>(v: Elements<T>, last: number, less: Less<T>): void {
  const value = v[last];
  let next = last - 1;
  while (less(value, v[next])) {
    v[last] = v[next];
    last = next;
    next--;
  }
  v[last] = value;
}

/** `__heap_select(first, middle, last)` then `__sort_heap(first, middle)`: libstdc++'s `__partial_sort`. */
function heapSelect<T>(v: Elements<T>, first: number, middle: number, last: number, less: Less<T>): void {
  makeHeap(v, first, middle, less);
  for (let i = middle; i < last; i++) if (less(v[i], v[first])) popHeap(v, first, middle, i, less);
}

function makeHeap<T>(v: Elements<T>, first: number, last: number, less: Less<T>): void {
  const len = last - first;
  if (len < 2) return;
  for (let parent = Math.floor((len - 2) / 2); ; parent--) {
    adjustHeap(v, first, parent, len, v[first + parent], less);
    if (parent === 0) return;
  }
}

function adjustHeap<T>(v: Elements<T>, first: number, holeIndex: number, len: number, value: T, less: Less<T>): void {
  const topIndex = holeIndex;
  let secondChild = holeIndex;
  while (secondChild < Math.floor((len - 1) / 2)) {
    secondChild = 2 * (secondChild + 1);
    if (less(v[first + secondChild], v[first + secondChild - 1])) secondChild--;
    v[first + holeIndex] = v[first + secondChild];
    holeIndex = secondChild;
  }
  if ((len & 1) === 0 && secondChild === Math.floor((len - 2) / 2)) {
    secondChild = 2 * (secondChild + 1);
    v[first + holeIndex] = v[first + secondChild - 1];
    holeIndex = secondChild - 1;
  }
  // __push_heap
  let parent = Math.floor((holeIndex - 1) / 2);
  while (holeIndex > topIndex && less(v[first + parent], value)) {
    v[first + holeIndex] = v[first + parent];
    holeIndex = parent;
    parent = Math.floor((holeIndex - 1) / 2);
  }
  v[first + holeIndex] = value;
}

function popHeap<T>(v: Elements<T>, first: number, last: number, result: number, less: Less<T>): void {
  const value = v[result];
  v[result] = v[first];
  adjustHeap(v, first, 0, last - first, value, less);
}

function sortHeap<T>(v: Elements<T>, first: number, last: number, less: Less<T>): void {
  while (last - first > 1) {
    last--;
    popHeap(v, first, last, last, less);
  }
}

/** `std::stable_sort`: equivalent elements keep their order (JS's sort is stable), as libstdc++'s merge sort leaves them. */
export function stableSortRange<T>(values: Elements<T>, start: number, end: number, less: Less<T>): void {
  checkRange(values, start, end);
  // Copied one by one: a reverse range's positions are negative, which slice() would count from the end.
  const sorted = Array.from({ length: end - start }, (_, k) => values[start + k]).sort((x, y) => (less(x, y) ? -1 : less(y, x) ? 1 : 0));
  for (let i = 0; i < sorted.length; i++) values[start + i] = sorted[i];
}

export function isSorted<T>(values: Elements<T>, start: number, end: number, less: Less<T>): boolean {
  checkRange(values, start, end);
  for (let i = start + 1; i < end; i++) if (less(values[i], values[i - 1])) return false;
  return true;
}

export function reverseRange<T>(values: Elements<T>, start: number, end: number): void {
  checkRange(values, start, end);
  for (let i = start, j = end - 1; i < j; i++, j--) [values[i], values[j]] = [values[j], values[i]];
}

export function fillRange<T>(values: Elements<T>, start: number, end: number, value: T): void {
  checkRange(values, start, end);
  for (let i = start; i < end; i++) values[i] = value;
}

/** `std::fill_n(first, n, value)`: nothing for n <= 0. */
export function fillN<T>(container: Elements<T> | Pointer<T>, position: number, count: number, value: T): void {
  const n = Math.max(count, 0);
  const [array, start] = at(container, position, n);
  for (let i = 0; i < n; i++) array[start + i] = value;
}

/** `std::iota`: `*it = value; ++value;` with `next` doing `++` in the value's type and `store` the assignment. */
export function iota<T, E>(values: Elements<E>, start: number, end: number, value: T, next: (x: T) => T, store: (x: T) => E): void {
  checkRange(values, start, end);
  let v = value;
  for (let i = start; i < end; i++, v = next(v)) values[i] = store(v);
}

export function forEach<T>(values: Elements<T>, start: number, end: number, f: (x: T) => unknown): void {
  checkRange(values, start, end);
  for (let i = start; i < end; i++) f(values[i]);
}

export function generate<T>(values: Elements<T>, start: number, end: number, f: () => T): void {
  checkRange(values, start, end);
  for (let i = start; i < end; i++) values[i] = f();
}

export function countIf<T>(values: Elements<T>, start: number, end: number, pred: (x: T) => boolean): number {
  checkRange(values, start, end);
  let n = 0;
  for (let i = start; i < end; i++) if (pred(values[i])) n++;
  return n;
}

export function allOf<T>(values: Elements<T>, start: number, end: number, pred: (x: T) => boolean): boolean {
  return findIf(values, start, end, (x) => !pred(x)) === end;
}

export function anyOf<T>(values: Elements<T>, start: number, end: number, pred: (x: T) => boolean): boolean {
  return findIf(values, start, end, pred) !== end;
}

export function noneOf<T>(values: Elements<T>, start: number, end: number, pred: (x: T) => boolean): boolean {
  return findIf(values, start, end, pred) === end;
}

/** The position of the first element satisfying `pred`, or `end`. */
export function findIf<T>(values: Elements<T>, start: number, end: number, pred: (x: T) => boolean): number {
  checkRange(values, start, end);
  for (let i = start; i < end; i++) if (pred(values[i])) return i;
  return end;
}

/** The first smallest element (`end` for an empty range). */
export function minElement<T>(values: Elements<T>, start: number, end: number, less: Less<T>): number {
  checkRange(values, start, end);
  let best = start;
  for (let i = start + 1; i < end; i++) if (less(values[i], values[best])) best = i;
  return best;
}

/** The first largest element, as libstdc++'s `if (comp(*largest, *first)) largest = first`. */
export function maxElement<T>(values: Elements<T>, start: number, end: number, less: Less<T>): number {
  checkRange(values, start, end);
  let best = start;
  for (let i = start + 1; i < end; i++) if (less(values[best], values[i])) best = i;
  return best;
}

/**
 * The `std::pair<It, It>` minmax_element returns. Its iterators (a `Pointer`, or the class object
 * an iterator into objects is) are copied as they are, where a `Pair` copies its members' values.
 */
export class IteratorPair<I> extends Pair<I, I> {
  override clone(): IteratorPair<I> {
    return new IteratorPair(this.first, this.second);
  }
}

/**
 * `std::minmax_element`: the first smallest and the last largest element, found as libstdc++'s
 * `__minmax_element` finds them (elements taken in pairs, three comparisons per pair), so a
 * comparator that counts its calls, or one that is not a strict weak order (NaN), sees what g++'s
 * program sees. `at` makes the iterator for a position: a `Pointer`, or the class object itself.
 */
export function minmaxElement<T, I>(values: Elements<T>, start: number, end: number, less: Less<T>, at: (values: Elements<T>, i: number) => I): IteratorPair<I> {
  checkRange(values, start, end);
  const result = (lo: number, hi: number) => new IteratorPair(at(values, lo), at(values, hi));
  if (end - start < 2) return result(start, start);
  let [min, max] = less(values[start + 1], values[start]) ? [start + 1, start] : [start, start + 1];
  let first = start + 2;
  while (first !== end) {
    const next = first + 1;
    if (next === end) {
      if (less(values[first], values[min])) min = first;
      else if (!less(values[first], values[max])) max = first;
      break;
    }
    if (less(values[next], values[first])) {
      if (less(values[next], values[min])) min = next;
      if (!less(values[first], values[max])) max = first;
    } else {
      if (less(values[first], values[min])) min = first;
      if (!less(values[next], values[max])) max = next;
    }
    first = next + 1;
  }
  return result(min, max);
}

/** A minmax_element iterator into scalars: a pointer to the position. */
export function elementPointer<T>(values: Elements<T>, i: number): Pointer<T> {
  return new Pointer(values, i);
}

/** A minmax_element iterator into class objects: the object itself (src/sema/host-pointers.ts). */
export function elementObject<T>(values: Elements<T>, i: number): T {
  return values[i];
}

/** The first position whose element is not less than `value`. */
export function lowerBound<T>(values: Elements<T>, start: number, end: number, value: T, less: Less<T>): number {
  checkRange(values, start, end);
  let [lo, hi] = [start, end];
  while (lo < hi) {
    const mid = lo + ((hi - lo) >> 1);
    if (less(values[mid], value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first position whose element is greater than `value`. */
export function upperBound<T>(values: Elements<T>, start: number, end: number, value: T, less: Less<T>): number {
  checkRange(values, start, end);
  let [lo, hi] = [start, end];
  while (lo < hi) {
    const mid = lo + ((hi - lo) >> 1);
    if (!less(value, values[mid])) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function binarySearch<T>(values: Elements<T>, start: number, end: number, value: T, less: Less<T>): boolean {
  const i = lowerBound(values, start, end, value, less);
  return i !== end && !less(value, values[i]);
}

/**
 * `std::unique`: the first of each run of equal elements moves to the front; returns the new end.
 * The tail keeps what was there, as libstdc++'s moves leave scalars (src/library/algorithm.ts
 * admits only scalar elements here: a moved-from std::string would be left empty).
 */
export function unique<T>(values: Elements<T>, start: number, end: number, equal: Less<T>): number {
  checkRange(values, start, end);
  if (start === end) return end;
  // As libstdc++: find the first adjacent pair, then move each kept element down.
  let first = start;
  while (first + 1 < end && !equal(values[first], values[first + 1])) first++;
  if (first + 1 >= end) return end;
  let dest = first;
  for (let i = first + 2; i < end; i++) {
    if (!equal(values[dest], values[i])) {
      values[++dest] = values[i];
    }
  }
  return dest + 1;
}

/** `std::remove_if` (and `std::remove`): the kept elements move to the front; returns the new end. */
export function removeIf<T>(values: Elements<T>, start: number, end: number, pred: (x: T) => boolean): number {
  const first = findIf(values, start, end, pred);
  if (first === end) return end;
  let dest = first;
  for (let i = first + 1; i < end; i++) {
    if (!pred(values[i])) {
      values[dest++] = values[i];
    }
  }
  return dest;
}

export function equalRanges<T, U>(values: Elements<T>, start: number, end: number, other: Elements<U> | Pointer<U>, position: number, equal: (x: T, y: U) => boolean): boolean {
  checkRange(values, start, end);
  const [array, from] = at(other, position, end - start);
  for (let i = start; i < end; i++) if (!equal(values[i], array[from + i - start])) return false;
  return true;
}

/** `std::copy` and `std::transform`: `*out++ = f(*it)`, element by element from the front, as C++ does. */
export function transform<T, U>(values: Elements<T>, start: number, end: number, out: Elements<U> | Pointer<U>, position: number, f: (x: T) => U): void {
  checkRange(values, start, end);
  const [array, to] = at(out, position, end - start);
  for (let i = start; i < end; i++) array[to + i - start] = f(values[i]);
}

/** `std::transform(first1, last1, first2, out, op)`: `*out++ = op(*first1++, *first2++)`, from the front. */
export function transformBinary<T, U, V>(values: Elements<T>, start: number, end: number, other: Elements<U> | Pointer<U>, otherPosition: number, out: Elements<V> | Pointer<V>, position: number, f: (x: T, y: U) => V): void {
  checkRange(values, start, end);
  const [second, from] = at(other, otherPosition, end - start);
  const [array, to] = at(out, position, end - start);
  for (let i = start; i < end; i++) array[to + i - start] = f(values[i], second[from + i - start]);
}

/** `std::copy_n(first, n, out)`: nothing for n <= 0. */
export function copyN<T, U>(source: Elements<T> | Pointer<T>, position: number, count: number, out: Elements<U> | Pointer<U>, outPosition: number, f: (x: T) => U): void {
  const n = Math.max(count, 0);
  const [values, from] = at(source, position, n);
  const [array, to] = at(out, outPosition, n);
  for (let i = 0; i < n; i++) array[to + i] = f(values[from + i]);
}

/** `std::partial_sum`: the running sum in the input's value type (`add`), each stored through `store`. */
export function partialSum<T, U>(values: Elements<T>, start: number, end: number, out: Elements<U> | Pointer<U>, position: number, add: (x: T, y: T) => T, store: (x: T) => U): void {
  checkRange(values, start, end);
  if (start === end) return;
  const [array, to] = at(out, position, end - start);
  let acc = values[start];
  array[to] = store(acc);
  for (let i = start + 1; i < end; i++) {
    acc = add(acc, values[i]);
    array[to + i - start] = store(acc);
  }
}

export function innerProduct<T, U, A>(values: Elements<T>, start: number, end: number, other: Elements<U> | Pointer<U>, position: number, init: A, step: (acc: A, x: T, y: U) => A): A {
  checkRange(values, start, end);
  const [array, from] = at(other, position, end - start);
  let acc = init;
  for (let i = start; i < end; i++) acc = step(acc, values[i], array[from + i - start]);
  return acc;
}

/** `std::inner_product(first1, last1, first2, init, op1, op2)`: `acc = op1(acc, op2(*first1, *first2))`. */
export function innerProductWith<T, U, A, R>(values: Elements<T>, start: number, end: number, other: Elements<U> | Pointer<U>, position: number, init: A, sum: (acc: A, p: R) => A, product: (x: T, y: U) => R): A {
  return innerProduct(values, start, end, other, position, init, (acc, x, y) => sum(acc, product(x, y)));
}

/** `std::clamp(v, lo, hi)`: `v < lo ? lo : hi < v ? hi : v`. */
export function clamp<T>(v: T, lo: T, hi: T): T {
  return v < lo ? lo : hi < v ? hi : v;
}

/** `std::less<T>()` and `std::greater<T>()`. */
export function less<T>(x: T, y: T): boolean {
  return x < y;
}

export function greater<T>(x: T, y: T): boolean {
  return x > y;
}
