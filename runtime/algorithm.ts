/**
 * `<algorithm>` and `<numeric>` over ranges of host containers (JS arrays). A range is the
 * array and two positions `[start, end)`; a single iterator is a container (an array, or a
 * `Pointer` into one) and a position. Comparators, predicates and operations arrive as JS
 * functions that already do C++'s conversions (src/library/algorithm.ts prints them).
 *
 * A range or an output running outside its array is undefined behaviour in C++: here it throws.
 */
import { RuntimeException } from './exceptions.js';
import { keepingObjects } from './element-slots.js';
import { Pair } from './associative.js';
import { isOutputIterator, type OutputIterator } from './output-iterator.js';
import { offsetBounds, Pointer, type Elements } from './pointer.js';
import { UniformInt64Distribution, type AnyRandomEngine } from './random.js';

export type Less<T> = (x: T, y: T) => boolean;

/** Where an algorithm writes: a container (an array, or a `Pointer` into one) at a position, or an output iterator (position 0). */
export type Output<T> = Elements<T> | Pointer<T> | OutputIterator<T>;

export function checkRange(values: Elements<unknown>, start: number, end: number, what = 'range'): void {
  // A reverse range's positions count back from 0 (runtime/reverse-iterator.ts).
  const [first, last] = offsetBounds(values);
  if (!(start >= first && start <= end && end <= last)) {
    throw new RuntimeException(`an iterator ${what} [${start}, ${end}) outside a container of ${values.length} elements`);
  }
}

/** A single iterator's array and absolute position, with room for `count` elements from it. */
export function at<T>(container: Elements<T> | Pointer<T>, position: number, count: number): [Elements<T>, number] {
  const [array, start] = container instanceof Pointer ? [container.array, container.offset + position] : [container, position];
  checkRange(array, start, start + count, 'output');
  return [array, start];
}

/** A class object of the program: its generated class's `copyAssign` is its operator= (user-written or member by member). */
interface AssignedObject {
  copyAssign(from: unknown): unknown;
}

function isAssignedObject(x: unknown): x is AssignedObject {
  return typeof x === 'object' && x !== null && typeof (x as Partial<AssignedObject>).copyAssign === 'function';
}

/**
 * `*it = x` into a container's slot, as C++ assigns: a class object in the slot is assigned in
 * place by its operator= (so a reference or pointer to the element sees the new value, and the
 * slot never shares `x`'s object); a value (a number, a string) replaces what is there.
 *
 * The slot tells which, rather than the printer passing a store function to every algorithm:
 * the generated call then reads as the C++ one (`copy(a, 0, n, v, 0)`), and no algorithm can
 * forget to assign. Only the program's classes have `copyAssign` (src/library/algorithm.ts admits
 * no other class objects as elements these algorithms write).
 */
export function assignElement<T>(values: Elements<T>, i: number, x: T): void {
  const slot = values[i];
  if (isAssignedObject(slot)) slot.copyAssign(x);
  else values[i] = x;
}

/**
 * An algorithm's output, written `*out++ = x` by `put(x)`: into a container from a position
 * (room for `count` elements checked first where the algorithm knows how many it writes, each
 * write checked where it does not: `std::copy_if`), or through the algorithm's own copy of an
 * output iterator (C++ passes iterators by value). `end()` is the iterator the algorithm
 * returns: that copy, or a pointer one past the last element written.
 */
export class Writer<T> {
  private readonly iterator: OutputIterator<T> | null = null;
  private readonly array: Elements<T> | null = null;
  private readonly start: number = 0;
  private written = 0;

  constructor(out: Output<T>, position: number, private readonly count: number | null) {
    if (isOutputIterator<T>(out)) this.iterator = out.clone();
    else [this.array, this.start] = at(out, position, count ?? 0);
  }

  put(x: T): void {
    if (this.iterator) this.iterator.put(x);
    else {
      if (this.count === null) checkRange(this.array!, this.start, this.start + this.written + 1, 'output');
      assignElement(this.array!, this.start + this.written, x);
    }
    this.written++;
  }

  /** The element last written into a container, read back (`*result`); null through an output iterator, which cannot be read. */
  lastWritten(): { value: T } | null {
    return this.iterator || this.written === 0 ? null : { value: this.array![this.start + this.written - 1]! };
  }

  end<O extends Output<T>>(): OutputEnd<O, T> {
    return (this.iterator ?? new Pointer(this.array!, this.start + this.written)) as OutputEnd<O, T>;
  }
}

/** What an algorithm returns for its output `O`: the output iterator, or a pointer into the container. */
export type OutputEnd<O, T> = O extends OutputIterator<T> ? O : Pointer<T>;

/**
 * `std::sort` exactly as libstdc++ does it, so that equivalent elements (class objects with equal
 * keys) end in the order g++'s program leaves them: introsort (median-of-three quicksort down to
 * runs of 16, heapsort past 2·log2(n) levels), then one insertion sort over the whole range.
 * Each step below is the libstdc++ function of the same name (bits/stl_algo.h, stl_heap.h); the
 * steps move the JS values, and class objects then go back to their elements (element-slots.ts).
 */
export function sortRange<T>(values: Elements<T>, start: number, end: number, less: Less<T>): void {
  checkRange(values, start, end);
  if (end - start < 2) return;
  keepingObjects([[values, start, end]], () => {
    introsortLoop(values, start, end, 2 * Math.floor(Math.log2(end - start)), less);
    finalInsertionSort(values, start, end, less);
  });
}

/** libstdc++'s `_S_threshold`: runs this short are left to the final insertion sort. */
const threshold = 16;

export function introsortLoop<T>(v: Elements<T>, first: number, last: number, depthLimit: number, less: Less<T>): void {
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

export function unguardedPartitionPivot<T>(v: Elements<T>, first: number, last: number, less: Less<T>): number {
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

export function insertionSort<T>(v: Elements<T>, first: number, last: number, less: Less<T>): void {
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
export function heapSelect<T>(v: Elements<T>, first: number, middle: number, last: number, less: Less<T>): void {
  makeHeap(v, first, middle, less);
  for (let i = middle; i < last; i++) if (less(v[i], v[first])) popHeap(v, first, middle, i, less);
}

export function makeHeap<T>(v: Elements<T>, first: number, last: number, less: Less<T>): void {
  const len = last - first;
  if (len < 2) return;
  for (let parent = Math.floor((len - 2) / 2); ; parent--) {
    adjustHeap(v, first, parent, len, v[first + parent], less);
    if (parent === 0) return;
  }
}

export function adjustHeap<T>(v: Elements<T>, first: number, holeIndex: number, len: number, value: T, less: Less<T>): void {
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

export function sortHeap<T>(v: Elements<T>, first: number, last: number, less: Less<T>): void {
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
  keepingObjects([[values, start, end]], () => {
    for (let i = 0; i < sorted.length; i++) values[start + i] = sorted[i];
  });
}

export function isSorted<T>(values: Elements<T>, start: number, end: number, less: Less<T>): boolean {
  checkRange(values, start, end);
  for (let i = start + 1; i < end; i++) if (less(values[i], values[i - 1])) return false;
  return true;
}

export function reverseRange<T>(values: Elements<T>, start: number, end: number): void {
  checkRange(values, start, end);
  keepingObjects([[values, start, end]], () => {
    for (let i = start, j = end - 1; i < j; i++, j--) [values[i], values[j]] = [values[j], values[i]];
  });
}

export function fillRange<T>(values: Elements<T>, start: number, end: number, value: T): void {
  checkRange(values, start, end);
  for (let i = start; i < end; i++) assignElement(values, i, value);
}

/** `std::fill_n(first, n, value)`: nothing for n <= 0. */
export function fillN<T, O extends Output<T>>(container: O, position: number, count: number, value: T): OutputEnd<O, T> {
  const n = Math.max(count, 0);
  const out = new Writer(container, position, n);
  for (let i = 0; i < n; i++) out.put(value);
  return out.end();
}

/** `std::generate_n(first, n, gen)`: `*first++ = gen()` n times; nothing for n <= 0. */
export function generateN<T, O extends Output<T>>(container: O, position: number, count: number, f: () => T): OutputEnd<O, T> {
  const n = Math.max(count, 0);
  const out = new Writer(container, position, n);
  for (let i = 0; i < n; i++) out.put(f());
  return out.end();
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
  for (let i = start; i < end; i++) assignElement(values, i, f());
}

/**
 * The predicate of `std::count`, `find`, `remove`, `replace`: `*it == value`, the value evaluated
 * once by the caller (`std::count(b, e, next())` calls next() once). `common` converts an element to
 * the type the two compare in (C++'s usual arithmetic conversions, `value` converted already); none
 * where the element is already of that type.
 */
export function equalTo<T, V>(value: V, common?: (x: T) => V): (x: T) => boolean {
  return common ? (x) => common(x) === value : (x) => (x as unknown) === value;
}

/** `*it != value`, as `equalTo` (`std::remove_copy` keeps those). */
export function notEqualTo<T, V>(value: V, common?: (x: T) => V): (x: T) => boolean {
  const equal = equalTo(value, common);
  return (x) => !equal(x);
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

/** Which way a bisection goes from the element it tests: past it, before it, or it is what was sought. */
export type BisectionSide = 'after' | 'before' | 'here';

/**
 * libstdc++'s bisection (bits/stl_algobase.h `__lower_bound`, stl_algo.h `__upper_bound`,
 * `__partition_point`, `__equal_range`): the range [first, first + len) is tested at
 * `first + (len >> 1)` until it is empty or `side` says the tested element is the one sought. So
 * a comparator is called on the elements, in the order, that libstdc++ calls it on. Returns the
 * range left and the element found (null when the range emptied).
 */
export function bisect(start: number, end: number, side: (middle: number) => BisectionSide): { first: number; end: number; found: number | null } {
  let first = start;
  let len = end - start;
  while (len > 0) {
    const half = len >> 1;
    const middle = first + half;
    switch (side(middle)) {
      case 'after':
        first = middle + 1;
        len = len - half - 1;
        break;
      case 'before':
        len = half;
        break;
      case 'here':
        return { first, end: first + len, found: middle };
    }
  }
  return { first, end: first, found: null };
}

/** The first position whose element is not less than `value`. */
export function lowerBound<T>(values: Elements<T>, start: number, end: number, value: T, less: Less<T>): number {
  checkRange(values, start, end);
  return bisect(start, end, (middle) => (less(values[middle], value) ? 'after' : 'before')).first;
}

/** The first position whose element is greater than `value`. */
export function upperBound<T>(values: Elements<T>, start: number, end: number, value: T, less: Less<T>): number {
  checkRange(values, start, end);
  return bisect(start, end, (middle) => (less(value, values[middle]) ? 'before' : 'after')).first;
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
/** `std::replace` / `std::replace_if`: each element the predicate holds for becomes `value`. */
export function replaceIf<T>(values: Elements<T>, start: number, end: number, pred: (x: T) => boolean, value: T): void {
  checkRange(values, start, end);
  for (let i = start; i < end; i++) if (pred(values[i])) assignElement(values, i, value);
}

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
export function transform<T, U, O extends Output<U>>(values: Elements<T>, start: number, end: number, out: O, position: number, f: (x: T) => U): OutputEnd<O, U> {
  checkRange(values, start, end);
  const dest = new Writer(out, position, end - start);
  for (let i = start; i < end; i++) dest.put(f(values[i]));
  return dest.end<O>();
}

/** `std::transform(first1, last1, first2, out, op)`: `*out++ = op(*first1++, *first2++)`, from the front. */
export function transformBinary<T, U, V, O extends Output<V>>(values: Elements<T>, start: number, end: number, other: Elements<U> | Pointer<U>, otherPosition: number, out: O, position: number, f: (x: T, y: U) => V): OutputEnd<O, V> {
  checkRange(values, start, end);
  const [second, from] = at(other, otherPosition, end - start);
  const dest = new Writer(out, position, end - start);
  for (let i = start; i < end; i++) dest.put(f(values[i], second[from + i - start]));
  return dest.end<O>();
}

/**
 * `std::copy_backward(first, last, d_last)`: `*--d_last = *--last` from the end, as libstdc++
 * copies, so a range copied right over itself keeps its values. Returns the position of the
 * first element written (`d_last - (last - first)`).
 */
export function copyBackward<T>(values: Elements<T>, start: number, end: number, out: Elements<T> | Pointer<T>, position: number): number {
  checkRange(values, start, end);
  const n = end - start;
  const [array, first] = at(out, position - n, n);
  for (let i = 1; i <= n; i++) assignElement(array, first + n - i, values[end - i]);
  return position - n;
}

/** `std::copy_n(first, n, out)`: nothing for n <= 0. */
export function copyN<T, U, O extends Output<U>>(source: Elements<T> | Pointer<T>, position: number, count: number, out: O, outPosition: number, f: (x: T) => U): OutputEnd<O, U> {
  const n = Math.max(count, 0);
  const [values, from] = at(source, position, n);
  const dest = new Writer(out, outPosition, n);
  for (let i = 0; i < n; i++) dest.put(f(values[from + i]));
  return dest.end<O>();
}

/** `std::partial_sum`: the running sum in the input's value type (`add`), each stored through `store`. */
export function partialSum<T, U, O extends Output<U>>(values: Elements<T>, start: number, end: number, out: O, position: number, add: (x: T, y: T) => T, store: (x: T) => U): OutputEnd<O, U> {
  checkRange(values, start, end);
  const dest = new Writer(out, position, end - start);
  if (start === end) return dest.end<O>();
  let acc = values[start];
  dest.put(store(acc));
  for (let i = start + 1; i < end; i++) {
    acc = add(acc, values[i]);
    dest.put(store(acc));
  }
  return dest.end<O>();
}

/**
 * `std::adjacent_difference`: `*out = *first`, then each element's difference from the one
 * before it (`diff(current, previous)`, converted to the output's type in `store`), as libstdc++.
 */
export function adjacentDifference<T, U, O extends Output<U>>(values: Elements<T>, start: number, end: number, out: O, position: number, diff: (x: T, y: T) => U, store: (x: T) => U): OutputEnd<O, U> {
  checkRange(values, start, end);
  const dest = new Writer(out, position, end - start);
  if (start === end) return dest.end<O>();
  // The previous element is kept, as libstdc++ keeps it: in place (`out` = `first`) it is overwritten.
  let previous = values[start];
  dest.put(store(previous));
  for (let i = start + 1; i < end; i++) {
    const current = values[i];
    dest.put(diff(current, previous));
    previous = current;
  }
  return dest.end<O>();
}

/** `std::copy_if` (and `remove_copy_if`, `remove_copy` with the predicate negated): the elements `pred` keeps, in order. */
export function copyIf<T, U, O extends Output<U>>(values: Elements<T>, start: number, end: number, out: O, position: number, pred: (x: T) => boolean, f: (x: T) => U): OutputEnd<O, U> {
  checkRange(values, start, end);
  const dest = new Writer(out, position, null);
  for (let i = start; i < end; i++) if (pred(values[i])) dest.put(f(values[i]));
  return dest.end<O>();
}

/**
 * `std::unique_copy`: the first of each run of equal elements, compared as libstdc++ compares
 * them. Into an output iterator (its forward-input, output-iterator form) each element is
 * compared with the last one copied (`equal(kept, next)`); into a container (its form for a
 * forward output) with the element last written there (`equalWritten(*result, next)`), which
 * differs where the write converts (doubles into ints) or a class's operator= changes what it copies.
 */
export function uniqueCopy<T, U, O extends Output<U>>(values: Elements<T>, start: number, end: number, out: O, position: number, equal: Less<T>, equalWritten: (x: U, y: T) => boolean, f: (x: T) => U): OutputEnd<O, U> {
  checkRange(values, start, end);
  const dest = new Writer(out, position, null);
  if (start === end) return dest.end<O>();
  let kept = start;
  dest.put(f(values[kept]));
  for (let i = start + 1; i < end; i++) {
    const written = dest.lastWritten();
    if (!(written ? equalWritten(written.value, values[i]) : equal(values[kept], values[i]))) {
      kept = i;
      dest.put(f(values[kept]));
    }
  }
  return dest.end<O>();
}

/** `std::reverse_copy`: the range from its last element to its first. */
export function reverseCopy<T, U, O extends Output<U>>(values: Elements<T>, start: number, end: number, out: O, position: number, f: (x: T) => U): OutputEnd<O, U> {
  checkRange(values, start, end);
  const dest = new Writer(out, position, end - start);
  for (let i = end - 1; i >= start; i--) dest.put(f(values[i]));
  return dest.end<O>();
}

/** Which of `std::merge` and the sorted-range set operations: what each writes as libstdc++'s loops write it. */
export type SetOperation = 'merge' | 'union' | 'intersection' | 'difference' | 'symmetric_difference';

/**
 * `std::merge`, `std::set_union`, `std::set_intersection`, `std::set_difference` and
 * `std::set_symmetric_difference` of two sorted ranges, each step libstdc++'s (bits/stl_algo.h):
 * which element is written and which range advances depends only on `less`, so equivalent
 * elements come from the range they come from in g++'s program.
 */
export function setOperation<T, U, O extends Output<U>>(
  op: SetOperation,
  values: Elements<T>, start: number, end: number,
  other: Elements<T> | Pointer<T>, otherStart: number, otherEnd: number,
  out: O, position: number, less: Less<T>, f: (x: T) => U,
): OutputEnd<O, U> {
  checkRange(values, start, end);
  const [second, from] = at(other, otherStart, Math.max(otherEnd - otherStart, 0));
  const to = from + otherEnd - otherStart;
  checkRange(second, from, to);
  const dest = new Writer(out, position, null);
  let [i, j] = [start, from];
  while (i !== end && j !== to) {
    const [x, y] = [values[i], second[j]];
    switch (op) {
      case 'merge':
        if (less(y, x)) { dest.put(f(y)); j++; } else { dest.put(f(x)); i++; }
        break;
      case 'union':
        if (less(x, y)) { dest.put(f(x)); i++; } else if (less(y, x)) { dest.put(f(y)); j++; } else { dest.put(f(x)); i++; j++; }
        break;
      case 'intersection':
        if (less(x, y)) i++; else if (less(y, x)) j++; else { dest.put(f(x)); i++; j++; }
        break;
      case 'difference':
        if (less(x, y)) { dest.put(f(x)); i++; } else if (less(y, x)) j++; else { i++; j++; }
        break;
      case 'symmetric_difference':
        if (less(x, y)) { dest.put(f(x)); i++; } else if (less(y, x)) { dest.put(f(y)); j++; } else { i++; j++; }
        break;
    }
  }
  // What is left of the first range, then of the second, as each operation copies it.
  if (op !== 'intersection') for (; i !== end; i++) dest.put(f(values[i]));
  if (op === 'merge' || op === 'union' || op === 'symmetric_difference') for (; j !== to; j++) dest.put(f(second[j]));
  return dest.end<O>();
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

/** `std::iter_swap` of two positions of one range. */
function swapAt<T>(values: Elements<T>, i: number, j: number): void {
  const t = values[i];
  values[i] = values[j];
  values[j] = t;
}

/**
 * `std::shuffle(first, last, g)`, libstdc++'s: a `uniform_int_distribution<unsigned long>`
 * picks each swap, and where the engine's range covers the square of the range's length, one
 * draw picks the partners of two successive elements (`__gen_two_uniform_ints`).
 */
export function shuffleRange<T>(values: Elements<T>, start: number, end: number, g: AnyRandomEngine): void {
  checkRange(values, start, end);
  if (start === end) return;
  keepingObjects([[values, start, end]], () => shuffleSteps(values, start, end, g));
}

function shuffleSteps<T>(values: Elements<T>, start: number, end: number, g: AnyRandomEngine): void {
  const urngrange = BigInt(g.max) - BigInt(g.min);
  const urange = BigInt(end - start);
  const uniform = (b: bigint) => new UniformInt64Distribution(false, 0n, b).sample(g);
  if (urngrange / urange >= urange) {
    let i = start + 1;
    // An even length leaves an odd number of swaps: the first is made alone.
    if (urange % 2n === 0n) swapAt(values, i++, start + Number(uniform(1n)));
    while (i !== end) {
      const swapRange = BigInt(i - start) + 1n;
      const x = uniform(swapRange * (swapRange + 1n) - 1n);
      swapAt(values, i++, start + Number(x / (swapRange + 1n)));
      swapAt(values, i++, start + Number(x % (swapRange + 1n)));
    }
    return;
  }
  for (let i = start + 1; i !== end; i++) swapAt(values, i, start + Number(uniform(BigInt(i - start))));
}

/**
 * `std::random_shuffle(first, last)` (deprecated in C++14, still in libstdc++): position i swaps
 * with `rand() % (i + 1)`, glibc's `rand()` being `draw`; with a generator, `gen(i + 1)`.
 */
export function randomShuffleRange<T>(values: Elements<T>, start: number, end: number, draw: (n: number) => number): void {
  checkRange(values, start, end);
  if (start === end) return;
  keepingObjects([[values, start, end]], () => {
    for (let i = start + 1; i !== end; i++) {
      const j = start + draw(i - start + 1);
      if (i !== j) swapAt(values, i, j);
    }
  });
}
