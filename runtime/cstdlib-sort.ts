/**
 * `<cstdlib>`'s `qsort` and `bsearch` as glibc 2.36 runs them (src/library/cstdlib-sort.ts), so
 * that the comparator is called on the same pairs in the same order as under g++, and equal
 * elements end where they end there.
 *
 * glibc 2.36's qsort is msort.c's top-down merge sort: n1 = n / 2 elements on the left, the
 * rest on the right, each sorted the same way, then merged into a buffer taking from the left run
 * while cmp(left, right) <= 0 (so it is stable) and copied back. Elements over 32 bytes are
 * sorted indirectly, through pointers, with the same comparisons. glibc falls back to an in-place
 * quicksort only when the buffer would exceed a quarter of the machine's physical memory, which
 * no array a program here holds reaches.
 *
 * A comparator receives `const void*` pointers to two elements: for scalars a runtime `Pointer`
 * into the array, for class objects the objects themselves (ampc's model of a pointer to one).
 */
import { Pointer, type Elements } from './pointer.js';
import { RuntimeException } from './exceptions.js';

type Compare<P> = (a: P, b: P) => number;

/** The count argument (a size_t, a bigint on the host) as an index. */
function countOf(n: bigint | number, length: number, offset: number): number {
  const count = Number(n);
  if (count < 0 || offset + count > length) throw new RuntimeException(`qsort/bsearch of ${count} elements past the end of an array of ${length}`);
  return count;
}

/** msort_with_tmp over `elements[lo, lo + n)`, comparing what `at(i)` gives for position i. */
function mergeSort<T, P>(elements: { [i: number]: T }, lo: number, n: number, buffer: T[], compare: Compare<P>, at: (i: number) => P): void {
  if (n <= 1) return;
  const n1 = Math.floor(n / 2);
  const n2 = n - n1;
  mergeSort(elements, lo, n1, buffer, compare, at);
  mergeSort(elements, lo + n1, n2, buffer, compare, at);
  let left = lo;
  let right = lo + n1;
  let leftLeft = n1;
  let rightLeft = n2;
  let k = 0;
  while (leftLeft > 0 && rightLeft > 0) {
    if (compare(at(left), at(right)) <= 0) {
      buffer[k++] = elements[left++]!;
      leftLeft--;
    } else {
      buffer[k++] = elements[right++]!;
      rightLeft--;
    }
  }
  while (leftLeft-- > 0) buffer[k++] = elements[left++]!;
  // What is left of the right run is in its place already.
  for (let i = 0; i < n - rightLeft; i++) elements[lo + i] = buffer[i]!;
}

/** `qsort(base, n, sizeof(T), cmp)` of scalars: `cmp` receives pointers into the array. */
export function qsort<T>(base: Pointer<T>, n: bigint | number, compare: Compare<Pointer<T>>): void {
  const count = countOf(n, base.array.length, base.offset);
  const elements = base.array as Elements<T> & { [i: number]: T };
  mergeSort(elements, base.offset, count, new Array<T>(count), compare, (i) => new Pointer(base.array, i));
}

/**
 * `qsort(objects, n, sizeof(S), cmp)` of class objects: `cmp` receives the objects. C++ moves the
 * objects' bytes, so each place in the array keeps its object (a reference to `a[0]` sees the
 * first after sorting): the sorted values are copied into the array's objects in order.
 */
export function qsortObjects<T extends object>(array: T[], n: bigint | number, compare: Compare<T>, clone: (object: T) => T): void {
  const count = countOf(n, array.length, 0);
  const homes = array.slice(0, count);
  mergeSort(array, 0, count, new Array<T>(count), compare, (i) => array[i]!);
  const values = array.slice(0, count).map(clone);
  for (let i = 0; i < count; i++) array[i] = Object.assign(homes[i]!, values[i]!);
}

/** glibc's bsearch: the index of an element equal to the key (cmp(key, element) == 0), or -1. */
function search<P>(count: number, key: P, compare: Compare<P>, at: (i: number) => P): number {
  let l = 0;
  let u = count;
  while (l < u) {
    const idx = Math.floor((l + u) / 2);
    const comparison = compare(key, at(idx));
    if (comparison < 0) u = idx;
    else if (comparison > 0) l = idx + 1;
    else return idx;
  }
  return -1;
}

/** `bsearch(&key, base, n, sizeof(T), cmp)` of scalars: a pointer to the element found, or null. */
export function bsearch<T>(key: Pointer<T>, base: Pointer<T>, n: bigint | number, compare: Compare<Pointer<T>>): Pointer<T> | null {
  const count = countOf(n, base.array.length, base.offset);
  const found = search(count, key, compare, (i) => new Pointer(base.array, base.offset + i));
  return found < 0 ? null : new Pointer(base.array, base.offset + found);
}

/** `bsearch(&key, objects, n, sizeof(S), cmp)` of class objects: the object found, or null. */
export function bsearchObjects<T extends object>(key: T, array: T[], n: bigint | number, compare: Compare<T>): T | null {
  const count = countOf(n, array.length, 0);
  const found = search(count, key, compare, (i) => array[i]!);
  return found < 0 ? null : array[found]!;
}
