/**
 * std::vector operations that are more than one JS array method (src/sema/vector-members.ts),
 * for the vectors that are JS arrays on the host (of bool, structs, strings, vectors; those of
 * numbers are runtime/vector.ts): these take and change the arrays in place.
 */
import { RuntimeException } from './exceptions.js';
import { Pointer } from './pointer.js';
import { copyValue } from './associative.js';
import { OutOfRange } from './std-exceptions.js';
import { Vector } from './vector.js';

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
  // Element by element: a spread of a long vector's elements as arguments overflows the stack.
  const saved = a.slice();
  a.length = b.length;
  for (let i = 0; i < b.length; i++) a[i] = b[i]!;
  b.length = saved.length;
  for (let i = 0; i < saved.length; i++) b[i] = saved[i]!;
}

/**
 * `v = w`, `v = {a, b}`, `v.assign(n, x)`, `v.assign(first, last)` of a vector that is a JS array:
 * `from` is the new contents, made for it (each element already its own copy). libstdc++
 * assigns the first min(old, new size) elements in place, so a reference or pointer to one of
 * them taken before sees the new value: a class object is assigned by its `copyAssign`
 * (operator=), a vector element's own elements likewise; the elements beyond are `from`'s
 * objects, and a shorter vector drops its last ones. (Where libstdc++ reallocates instead, the
 * old references are invalidated, and using them is undefined behaviour.) Only a class whose
 * copies and operator= run no user code reaches here (sema refuses the others), so which of them
 * builds an element cannot be told apart.
 */
export function vectorAssign<T>(v: T[], from: readonly T[]): void {
  if (v === from) return;
  const kept = Math.min(v.length, from.length);
  for (let i = 0; i < kept; i++) v[i] = assignedInPlace(v[i]!, from[i]!);
  v.length = from.length;
  for (let i = kept; i < from.length; i++) v[i] = from[i]!;
}

/** The slot's value after `slot = x`: the slot's own object assigned where it is one (see vectorAssign); `x` where the element is a value. */
function assignedInPlace<T>(slot: T, x: T): T {
  if (Array.isArray(slot) && Array.isArray(x)) {
    vectorAssign(slot, x);
    return slot;
  }
  if (slot instanceof Vector && x instanceof Vector) {
    slot.swap(x);
    return slot;
  }
  if (typeof slot === 'object' && slot !== null && typeof (slot as { copyAssign?: unknown }).copyAssign === 'function') {
    (slot as unknown as { copyAssign(o: T): unknown }).copyAssign(x);
    return slot;
  }
  return x;
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
 * The container adaptors (src/library/containers.ts) hold scalars, strings, and class objects,
 * pairs and vectors, which the code pushing them copies in: their copies (`clone`, C++'s copy
 * constructor) copy each element (`copyValue`), so two containers never share an object.
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
  clone(): Stack<T> { return new Stack(this.items.map(copyValue)); }
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
  clone(): Queue<T> { return new Queue(this.items.slice(this.head).map(copyValue)); }
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
  clone(): Deque<T> { return new Deque(this.items.map(copyValue)); }
  /** `d.resize(n, x)`: the first n elements, with copies of x added where there were fewer (`copy` makes an object's). */
  resize(n: number, x: T, copy?: (x: T) => T): void {
    while (this.items.length < n) this.items.push(copy ? copy(x) : x);
    this.items.length = n;
  }
  /**
   * The elements, which the deque's iterators point into (`Pointer`s: src/sema/element-iterators.ts).
   * The array keeps its identity while the deque lives, as `swap` exchanges them with their container.
   */
  elements(): T[] { return this.items; }
  /** `d.insert(it, x)`, `d.emplace(it, x)`: x before `it`; the iterator to it (the others are invalidated, as in C++). */
  insert(it: Pointer<T>, x: T): Pointer<T> {
    const i = this.position(it, 'insert');
    this.items.splice(i, 0, x);
    return new Pointer(this.items, i);
  }
  /** `d.erase(it)`, `d.erase(first, last)`: the elements removed; the iterator after them. */
  erase(first: Pointer<T>, last?: Pointer<T>): Pointer<T> {
    const from = this.position(first, 'erase');
    const to = last === undefined ? from + 1 : this.position(last, 'erase');
    if (from > to || to > this.items.length) throw new RuntimeException(`std::deque::erase of [${from}, ${to}), outside a deque of ${this.items.length} elements`);
    this.items.splice(from, to - from);
    return new Pointer(this.items, from);
  }
  private position(it: Pointer<T>, what: string): number {
    if (it.array !== this.items) throw new RuntimeException(`an iterator into another container passed to std::deque::${what}`);
    if (it.offset < 0 || it.offset > this.items.length) throw new RuntimeException(`an iterator at ${it.offset} outside a deque of ${this.items.length} elements`);
    return it.offset;
  }
}

/**
 * `std::priority_queue`: a heap in a vector, kept by libstdc++'s `push_heap` and `pop_heap` (the
 * hole moved down to a leaf, then the last element pushed up), so a comparator sees the calls it
 * sees under g++. `less` is the queue's `Compare` (`std::greater<T>` makes the top the smallest).
 */
export class PriorityQueue<T> {
  constructor(private heap: T[] = [], private less: (a: T, b: T) => boolean = (a, b) => a < b) {}
  /** `push(const T&)`: the queue's own copy of a class object (or vector) element. */
  push(x: T): void {
    this.emplace(copyValue(x));
  }
  /** `emplace(args...)`: `x` is the element constructed for the queue. */
  emplace(x: T): void {
    const h = this.heap;
    h.push(x);
    this.pushHeap(h.length - 1, 0, x);
  }
  pop(): void {
    const h = this.heap;
    if (h.length > 1) {
      // pop_heap: the last element leaves, the top takes its place at the end, and it sinks from the top.
      const value = h[h.length - 1];
      h[h.length - 1] = h[0];
      this.adjustHeap(0, h.length - 1, value);
    }
    h.pop();
  }
  /** libstdc++'s `__push_heap`: `value` rises from `hole` while its parent is less. */
  private pushHeap(hole: number, top: number, value: T): void {
    const h = this.heap;
    let parent = (hole - 1) >> 1;
    while (hole > top && this.less(h[parent], value)) {
      h[hole] = h[parent];
      hole = parent;
      parent = (hole - 1) >> 1;
    }
    h[hole] = value;
  }
  /** libstdc++'s `__adjust_heap` over the first `len` elements: the hole at `hole` moves to a leaf, then `value` is pushed up. */
  private adjustHeap(hole: number, len: number, value: T): void {
    const h = this.heap;
    const top = hole;
    let child = hole;
    while (child < ((len - 1) >> 1)) {
      child = 2 * (child + 1);
      if (this.less(h[child], h[child - 1])) child--;
      h[hole] = h[child];
      hole = child;
    }
    if ((len & 1) === 0 && child === ((len - 2) >> 1)) {
      child = 2 * (child + 1);
      h[hole] = h[child - 1];
      hole = child - 1;
    }
    this.pushHeap(hole, top, value);
  }
  top(): T { return this.heap[0]; }
  size(): number { return this.heap.length; }
  empty(): boolean { return this.heap.length === 0; }
  swap(other: PriorityQueue<T>): void {
    [this.heap, other.heap] = [other.heap, this.heap];
    [this.less, other.less] = [other.less, this.less];
  }
  clone(): PriorityQueue<T> { return new PriorityQueue(this.heap.map((x) => copyValue(x)), this.less); }
}
