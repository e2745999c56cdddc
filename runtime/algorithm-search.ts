/**
 * The `<algorithm>` functions that search a range without changing it: mismatch, equal_range,
 * adjacent_find, is_sorted_until, the partition queries, search, search_n, find_end,
 * find_first_of, includes and lexicographical_compare. Each returns a position in the range's
 * array (the host printer makes it a pointer) or a bool, and calls its predicate or comparator
 * on the elements libstdc++'s loop calls it on (bits/stl_algo.h, stl_algobase.h), in that order.
 */
import { Pointer, type Elements } from './pointer.js';
import { at, bisect, checkRange, IteratorPair, lowerBound, upperBound, type Less } from './algorithm.js';

type Equal<T, U> = (x: T, y: U) => boolean;

/** `std::mismatch(first1, last1, first2)`: the first positions where the ranges differ, as a pair of pointers. */
export function mismatch<T, U>(values: Elements<T>, start: number, end: number, other: Elements<U> | Pointer<U>, position: number, equal: Equal<T, U>): IteratorPair<Pointer<T> | Pointer<U>> {
  checkRange(values, start, end);
  const [array, from] = at(other, position, end - start);
  let i = start;
  while (i !== end && equal(values[i], array[from + i - start])) i++;
  return new IteratorPair<Pointer<T> | Pointer<U>>(new Pointer(values, i), new Pointer(array, from + i - start));
}

/** `std::equal_range(first, last, value)`: libstdc++'s bisection, then lower_bound and upper_bound on the two halves. */
export function equalRange<T>(values: Elements<T>, start: number, end: number, value: T, less: Less<T>): IteratorPair<Pointer<T>> {
  checkRange(values, start, end);
  const { first, end: last, found } = bisect(start, end, (middle) => (less(values[middle], value) ? 'after' : less(value, values[middle]) ? 'before' : 'here'));
  if (found === null) return new IteratorPair(new Pointer(values, first), new Pointer(values, first));
  const left = lowerBound(values, first, found, value, less);
  const right = upperBound(values, found + 1, last, value, less);
  return new IteratorPair(new Pointer(values, left), new Pointer(values, right));
}

/** `std::adjacent_find`: the first element equal (by `equal`) to the one after it, or `end`. */
export function adjacentFind<T>(values: Elements<T>, start: number, end: number, equal: Equal<T, T>): number {
  checkRange(values, start, end);
  if (start === end) return end;
  for (let first = start, next = start + 1; next !== end; first = next, next++) if (equal(values[first], values[next])) return first;
  return end;
}

/** `std::is_sorted_until`: the first element less than the one before it, or `end`. */
export function isSortedUntil<T>(values: Elements<T>, start: number, end: number, less: Less<T>): number {
  checkRange(values, start, end);
  if (start === end) return end;
  let next = start + 1;
  for (let first = start; next !== end; first = next, next++) if (less(values[next], values[first])) return next;
  return next;
}

/** `std::is_partitioned`: every element `pred` accepts comes before every one it rejects. */
export function isPartitioned<T>(values: Elements<T>, start: number, end: number, pred: (x: T) => boolean): boolean {
  checkRange(values, start, end);
  let i = start;
  while (i !== end && pred(values[i])) i++;
  if (i === end) return true;
  for (i++; i !== end; i++) if (pred(values[i])) return false;
  return true;
}

/** `std::partition_point` of a partitioned range: the first element `pred` rejects, found by bisection. */
export function partitionPoint<T>(values: Elements<T>, start: number, end: number, pred: (x: T) => boolean): number {
  checkRange(values, start, end);
  return bisect(start, end, (middle) => (pred(values[middle]) ? 'after' : 'before')).first;
}

/** Whether `[i, i + n)` of `values` matches `[from, from + n)` of `array` element by element. */
function matchesAt<T, U>(values: Elements<T>, i: number, array: Elements<U>, from: number, n: number, equal: Equal<T, U>): boolean {
  for (let k = 0; k < n; k++) if (!equal(values[i + k], array[from + k])) return false;
  return true;
}

/** The second range of a two-range search, as its array and absolute bounds. */
function secondRange<U>(other: Elements<U> | Pointer<U>, otherStart: number, otherEnd: number): [Elements<U>, number, number] {
  const n = Math.max(otherEnd - otherStart, 0);
  const [array, from] = at(other, otherStart, n);
  checkRange(array, from, from + otherEnd - otherStart);
  return [array, from, n];
}

/** `std::search`: the first place the second range occurs in the first (`start` for an empty second range), or `end`. */
export function search<T, U>(values: Elements<T>, start: number, end: number, other: Elements<U> | Pointer<U>, otherStart: number, otherEnd: number, equal: Equal<T, U>): number {
  checkRange(values, start, end);
  const [array, from, n] = secondRange(other, otherStart, otherEnd);
  if (n === 0) return start;
  for (let i = start; i + n <= end; i++) if (matchesAt(values, i, array, from, n, equal)) return i;
  return end;
}

/** `std::find_end`: the last place the second range occurs in the first; `end` where it does not, or is empty. */
export function findEnd<T, U>(values: Elements<T>, start: number, end: number, other: Elements<U> | Pointer<U>, otherStart: number, otherEnd: number, equal: Equal<T, U>): number {
  checkRange(values, start, end);
  const [array, from, n] = secondRange(other, otherStart, otherEnd);
  if (n === 0) return end;
  for (let i = end - n; i >= start; i--) if (matchesAt(values, i, array, from, n, equal)) return i;
  return end;
}

/** `std::find_first_of`: the first element equal to any element of the second range, or `end`. */
export function findFirstOf<T, U>(values: Elements<T>, start: number, end: number, other: Elements<U> | Pointer<U>, otherStart: number, otherEnd: number, equal: Equal<T, U>): number {
  checkRange(values, start, end);
  const [array, from, n] = secondRange(other, otherStart, otherEnd);
  for (let i = start; i < end; i++) for (let k = 0; k < n; k++) if (equal(values[i], array[from + k])) return i;
  return end;
}

/** `std::search_n(first, last, count, value)`: the first run of `count` elements equal to the value (`start` for count <= 0), or `end`. */
export function searchN<T>(values: Elements<T>, start: number, end: number, count: number, matches: (x: T) => boolean): number {
  checkRange(values, start, end);
  if (count <= 0) return start;
  let run = 0;
  for (let i = start; i < end; i++) {
    run = matches(values[i]) ? run + 1 : 0;
    if (run === count) return i - count + 1;
  }
  return end;
}

/** `std::includes` of two sorted ranges: every element of the second is in the first (as libstdc++ walks them). */
export function includes<T>(values: Elements<T>, start: number, end: number, second: Elements<T> | Pointer<T>, secondStart: number, secondEnd: number, less: Less<T>): boolean {
  checkRange(values, start, end);
  const [other, otherStart, n] = secondRange(second, secondStart, secondEnd);
  const otherEnd = otherStart + n;
  let [i, j] = [start, otherStart];
  while (i !== end && j !== otherEnd) {
    if (less(other[j], values[i])) return false;
    if (!less(values[i], other[j])) j++;
    i++;
  }
  return j === otherEnd;
}

/** `std::lexicographical_compare`: the first range orders before the second. */
export function lexicographicalCompare<T>(values: Elements<T>, start: number, end: number, second: Elements<T> | Pointer<T>, secondStart: number, secondEnd: number, less: Less<T>): boolean {
  checkRange(values, start, end);
  const [other, otherStart, n] = secondRange(second, secondStart, secondEnd);
  const otherEnd = otherStart + n;
  let [i, j] = [start, otherStart];
  for (; i !== end && j !== otherEnd; i++, j++) {
    if (less(values[i], other[j])) return true;
    if (less(other[j], values[i])) return false;
  }
  return i === end && j !== otherEnd;
}
