/**
 * `<algorithm>` and `<numeric>` over ranges of host containers (JS arrays). A range is the
 * array and two positions `[start, end)`; a single iterator is a container (an array, or a
 * `Pointer` into one) and a position. Comparators, predicates and operations arrive as JS
 * functions that already do C++'s conversions (src/library/algorithm.ts prints them).
 *
 * A range or an output running outside its array is undefined behaviour in C++: here it throws.
 */
import { RuntimeException } from './exceptions.js';
import { Pointer } from './pointer.js';

type Less<T> = (x: T, y: T) => boolean;

function checkRange(values: readonly unknown[], start: number, end: number, what = 'range'): void {
  if (!(start >= 0 && start <= end && end <= values.length)) {
    throw new RuntimeException(`an iterator ${what} [${start}, ${end}) outside a container of ${values.length} elements`);
  }
}

/** A single iterator's array and absolute position, with room for `count` elements from it. */
function at<T>(container: T[] | Pointer<T>, position: number, count: number): [T[], number] {
  const [array, start] = container instanceof Pointer ? [container.array, container.offset + position] : [container, position];
  checkRange(array, start, start + count, 'output');
  return [array, start];
}

/** `std::sort` and `std::stable_sort` (stable: a valid order for std::sort too). */
export function sortRange<T>(values: T[], start: number, end: number, less: Less<T>): void {
  checkRange(values, start, end);
  const sorted = values.slice(start, end).sort((x, y) => (less(x, y) ? -1 : less(y, x) ? 1 : 0));
  for (let i = 0; i < sorted.length; i++) values[start + i] = sorted[i];
}

export function isSorted<T>(values: readonly T[], start: number, end: number, less: Less<T>): boolean {
  checkRange(values, start, end);
  for (let i = start + 1; i < end; i++) if (less(values[i], values[i - 1])) return false;
  return true;
}

export function reverseRange<T>(values: T[], start: number, end: number): void {
  checkRange(values, start, end);
  for (let i = start, j = end - 1; i < j; i++, j--) [values[i], values[j]] = [values[j], values[i]];
}

export function fillRange<T>(values: T[], start: number, end: number, value: T): void {
  checkRange(values, start, end);
  for (let i = start; i < end; i++) values[i] = value;
}

/** `std::fill_n(first, n, value)`: nothing for n <= 0. */
export function fillN<T>(container: T[] | Pointer<T>, position: number, count: number, value: T): void {
  const n = Math.max(count, 0);
  const [array, start] = at(container, position, n);
  for (let i = 0; i < n; i++) array[start + i] = value;
}

/** `std::iota`: `*it = value; ++value;` with `next` doing `++` in the value's type and `store` the assignment. */
export function iota<T, E>(values: E[], start: number, end: number, value: T, next: (x: T) => T, store: (x: T) => E): void {
  checkRange(values, start, end);
  let v = value;
  for (let i = start; i < end; i++, v = next(v)) values[i] = store(v);
}

export function forEach<T>(values: readonly T[], start: number, end: number, f: (x: T) => unknown): void {
  checkRange(values, start, end);
  for (let i = start; i < end; i++) f(values[i]);
}

export function generate<T>(values: T[], start: number, end: number, f: () => T): void {
  checkRange(values, start, end);
  for (let i = start; i < end; i++) values[i] = f();
}

export function countIf<T>(values: readonly T[], start: number, end: number, pred: (x: T) => boolean): number {
  checkRange(values, start, end);
  let n = 0;
  for (let i = start; i < end; i++) if (pred(values[i])) n++;
  return n;
}

export function allOf<T>(values: readonly T[], start: number, end: number, pred: (x: T) => boolean): boolean {
  return findIf(values, start, end, (x) => !pred(x)) === end;
}

export function anyOf<T>(values: readonly T[], start: number, end: number, pred: (x: T) => boolean): boolean {
  return findIf(values, start, end, pred) !== end;
}

export function noneOf<T>(values: readonly T[], start: number, end: number, pred: (x: T) => boolean): boolean {
  return findIf(values, start, end, pred) === end;
}

/** The position of the first element satisfying `pred`, or `end`. */
export function findIf<T>(values: readonly T[], start: number, end: number, pred: (x: T) => boolean): number {
  checkRange(values, start, end);
  for (let i = start; i < end; i++) if (pred(values[i])) return i;
  return end;
}

/** The first smallest element (`end` for an empty range). */
export function minElement<T>(values: readonly T[], start: number, end: number, less: Less<T>): number {
  checkRange(values, start, end);
  let best = start;
  for (let i = start + 1; i < end; i++) if (less(values[i], values[best])) best = i;
  return best;
}

/** The first largest element, as libstdc++'s `if (comp(*largest, *first)) largest = first`. */
export function maxElement<T>(values: readonly T[], start: number, end: number, less: Less<T>): number {
  checkRange(values, start, end);
  let best = start;
  for (let i = start + 1; i < end; i++) if (less(values[best], values[i])) best = i;
  return best;
}

/** The first position whose element is not less than `value`. */
export function lowerBound<T>(values: readonly T[], start: number, end: number, value: T, less: Less<T>): number {
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
export function upperBound<T>(values: readonly T[], start: number, end: number, value: T, less: Less<T>): number {
  checkRange(values, start, end);
  let [lo, hi] = [start, end];
  while (lo < hi) {
    const mid = lo + ((hi - lo) >> 1);
    if (!less(value, values[mid])) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function binarySearch<T>(values: readonly T[], start: number, end: number, value: T, less: Less<T>): boolean {
  const i = lowerBound(values, start, end, value, less);
  return i !== end && !less(value, values[i]);
}

/**
 * `std::unique`: the first of each run of equal elements moves to the front; returns the new end.
 * The tail keeps what was there, as libstdc++'s moves leave scalars (src/library/algorithm.ts
 * admits only scalar elements here: a moved-from std::string would be left empty).
 */
export function unique<T>(values: T[], start: number, end: number, equal: Less<T>): number {
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
export function removeIf<T>(values: T[], start: number, end: number, pred: (x: T) => boolean): number {
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

export function equalRanges<T, U>(values: readonly T[], start: number, end: number, other: U[] | Pointer<U>, position: number, equal: (x: T, y: U) => boolean): boolean {
  checkRange(values, start, end);
  const [array, from] = at(other, position, end - start);
  for (let i = start; i < end; i++) if (!equal(values[i], array[from + i - start])) return false;
  return true;
}

/** `std::copy` and `std::transform`: `*out++ = f(*it)`, element by element from the front, as C++ does. */
export function transform<T, U>(values: readonly T[], start: number, end: number, out: U[] | Pointer<U>, position: number, f: (x: T) => U): void {
  checkRange(values, start, end);
  const [array, to] = at(out, position, end - start);
  for (let i = start; i < end; i++) array[to + i - start] = f(values[i]);
}

/** `std::copy_n(first, n, out)`: nothing for n <= 0. */
export function copyN<T, U>(source: T[] | Pointer<T>, position: number, count: number, out: U[] | Pointer<U>, outPosition: number, f: (x: T) => U): void {
  const n = Math.max(count, 0);
  const [values, from] = at(source, position, n);
  const [array, to] = at(out, outPosition, n);
  for (let i = 0; i < n; i++) array[to + i] = f(values[from + i]);
}

/** `std::partial_sum`: the running sum in the input's value type (`add`), each stored through `store`. */
export function partialSum<T, U>(values: readonly T[], start: number, end: number, out: U[] | Pointer<U>, position: number, add: (x: T, y: T) => T, store: (x: T) => U): void {
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

export function innerProduct<T, U, A>(values: readonly T[], start: number, end: number, other: U[] | Pointer<U>, position: number, init: A, step: (acc: A, x: T, y: U) => A): A {
  checkRange(values, start, end);
  const [array, from] = at(other, position, end - start);
  let acc = init;
  for (let i = start; i < end; i++) acc = step(acc, values[i], array[from + i - start]);
  return acc;
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
