/**
 * std::vector operations that are more than one JS array method (src/sema/vector-members.ts),
 * for the vectors that are JS arrays on the host (of bool, structs, strings, vectors; those of
 * numbers are runtime/vector.ts): these take and change the arrays in place.
 */
import { OutOfRange } from './std-exceptions.js';

/** `v.erase(first, last)`: removes the elements at positions [first, last). */
export function vectorErase<T>(v: T[], first: number, last: number): void {
  v.splice(first, last - first);
}

/** `v.resize(n)` / `v.resize(n, value)`: new elements are `value` (each its own `copy` of it, for objects). */
export function vectorResize<T>(v: T[], n: number, value: T, copy?: (x: T) => T): void {
  if (n <= v.length) {
    v.length = n;
    return;
  }
  while (v.length < n) v.push(copy ? copy(value) : value);
}

/** `a.swap(b)`: exchanges the contents; both arrays stay the objects the variables hold. */
export function vectorSwap<T>(a: T[], b: T[]): void {
  if (a === b) return;
  const saved = a.slice();
  a.splice(0, a.length, ...b);
  b.splice(0, b.length, ...saved);
}

/** `a == b`: the same length and equal elements (numbers, bigints, booleans or strings). */
export function vectorEqual<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** `a < b`: lexicographic, as std::lexicographical_compare with the elements' `<`. */
export function vectorLess<T>(a: readonly T[], b: readonly T[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] < b[i]) return true;
    if (b[i] < a[i]) return false;
  }
  return a.length < b.length;
}

/**
 * The container adaptors (src/library/containers.ts) hold scalars and strings only, so their
 * copies (`clone`, C++'s copy constructor) copy the values and never alias an object.
 */

/** `std::stack<T>`: last in, first out. */
export class Stack<T> {
  constructor(private items: T[] = []) {}
  push(x: T): void { this.items.push(x); }
  pop(): void { this.items.pop(); }
  top(): T { return this.items[this.items.length - 1]; }
  size(): number { return this.items.length; }
  empty(): boolean { return this.items.length === 0; }
  swap(other: Stack<T>): void { [this.items, other.items] = [other.items, this.items]; }
  clone(): Stack<T> { return new Stack(this.items.slice()); }
}

/** `std::queue<T>`: first in, first out. */
export class Queue<T> {
  constructor(private items: T[] = [], private head = 0) {}
  push(x: T): void { this.items.push(x); }
  pop(): void {
    this.head++;
    // Drop the popped prefix now and then, so that a long-lived queue does not grow without bound.
    if (this.head > 32 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }
  front(): T { return this.items[this.head]; }
  back(): T { return this.items[this.items.length - 1]; }
  size(): number { return this.items.length - this.head; }
  empty(): boolean { return this.size() === 0; }
  swap(other: Queue<T>): void {
    [this.items, other.items] = [other.items, this.items];
    [this.head, other.head] = [other.head, this.head];
  }
  clone(): Queue<T> { return new Queue(this.items.slice(this.head)); }
}

/** `std::deque<T>`: a double-ended queue. */
export class Deque<T> {
  constructor(private items: T[] = []) {}
  pushBack(x: T): void { this.items.push(x); }
  pushFront(x: T): void { this.items.unshift(x); }
  popBack(): void { this.items.pop(); }
  popFront(): void { this.items.shift(); }
  front(): T { return this.items[0]; }
  back(): T { return this.items[this.items.length - 1]; }
  /** `d.at(n)`: std::out_of_range past the end, with libstdc++'s message. */
  at(n: number): T {
    if (n < 0 || n >= this.items.length) {
      throw new OutOfRange(`deque::_M_range_check: __n (which is ${n < 0 ? BigInt.asUintN(64, BigInt(n)) : n})>= this->size() (which is ${this.items.length})`);
    }
    return this.items[n];
  }
  size(): number { return this.items.length; }
  empty(): boolean { return this.items.length === 0; }
  clear(): void { this.items.length = 0; }
  swap(other: Deque<T>): void { [this.items, other.items] = [other.items, this.items]; }
  clone(): Deque<T> { return new Deque(this.items.slice()); }
}

/** `std::priority_queue<T>`: a binary max-heap under `<` (std::less<T>), as libstdc++'s. */
export class PriorityQueue<T> {
  constructor(private heap: T[] = []) {}
  push(x: T): void {
    const h = this.heap;
    let i = h.push(x) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!(h[parent] < h[i])) break;
      [h[parent], h[i]] = [h[i], h[parent]];
      i = parent;
    }
  }
  pop(): void {
    const h = this.heap;
    const last = h.pop();
    if (h.length === 0 || last === undefined) return;
    h[0] = last;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let largest = i;
      if (l < h.length && h[largest] < h[l]) largest = l;
      if (r < h.length && h[largest] < h[r]) largest = r;
      if (largest === i) break;
      [h[largest], h[i]] = [h[i], h[largest]];
      i = largest;
    }
  }
  top(): T { return this.heap[0]; }
  size(): number { return this.heap.length; }
  empty(): boolean { return this.heap.length === 0; }
  swap(other: PriorityQueue<T>): void { [this.heap, other.heap] = [other.heap, this.heap]; }
  clone(): PriorityQueue<T> { return new PriorityQueue(this.heap.slice()); }
}
