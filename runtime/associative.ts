/**
 * `<map>`, `<set>`, `<unordered_map>`, `<unordered_set>` and `<list>` (src/library/associative.ts).
 *
 * The ordered containers are one sorted array of entries searched by binary search (the
 * unordered ones are libstdc++'s hash table: hashtable.ts). An entry is a `Pair` whose `first` is the key and
 * `second` the mapped value (a set's entries have no `second`), and an iterator holds the
 * entry itself, not its position: inserting or erasing other elements leaves it valid, as
 * C++'s node-based iterators stay valid.
 *
 * Values are copied as C++ copies them (`copyValue`): sema admits as elements only types whose
 * host values are numbers, bigints, booleans, strings, objects with `clone()` (structs and
 * library classes) and arrays of those, so the copy can follow the value's own shape.
 */
import { copyFunction } from './closure.js';
import { OutOfRange } from './std-exceptions.js';
import { Vector } from './vector.js';

/** A copy with C++ value semantics of a value of one of the element types above. */
export function copyValue<T>(x: T): T {
  if (Array.isArray(x)) return x.map((e) => copyValue(e)) as T;
  // A std::vector of numbers held as its typed array's elements.
  if (ArrayBuffer.isView(x)) return (x as unknown as Int32Array).slice() as T;
  // A std::function holding a closure with state of its own (runtime/closure.ts).
  if (typeof x === 'function') return copyFunction(x);
  if (typeof x === 'object' && x !== null) return (x as unknown as { clone(): T }).clone();
  return x;
}

/** `a < b` for keys: numbers, bigints and strings by `<`, pairs and vectors lexicographically. */
export function lessValue(a: unknown, b: unknown): boolean {
  // A std::vector of numbers: its own elements, [0, size) of its storage.
  if (a instanceof Vector && b instanceof Vector) return a.less(b);
  if (isPair(a) && isPair(b)) {
    if (lessValue(a.first, b.first)) return true;
    if (lessValue(b.first, a.first)) return false;
    return lessValue(a.second, b.second);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      if (lessValue(a[i], b[i])) return true;
      if (lessValue(b[i], a[i])) return false;
    }
    return a.length < b.length;
  }
  return (a as number) < (b as number);
}

/**
 * `a == b` for elements (`list::remove`, a map's values in `m1 == m2`): numbers, bigints,
 * booleans and strings by `===` (NaN is not equal to itself, as in C++), pairs and vectors
 * member by member.
 */
export function equalValue(a: unknown, b: unknown): boolean {
  if (a instanceof Vector && b instanceof Vector) return a.equals(b);
  if (isPair(a) && isPair(b)) return equalValue(a.first, b.first) && equalValue(a.second, b.second);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equalValue(x, b[i]));
  return a === b;
}

/** A Pair, or a program's `std::pair` (a class of the prelude's template, with the same two members). */
function isPair(x: unknown): x is { first: unknown; second: unknown } {
  return typeof x === 'object' && x !== null && 'first' in x && 'second' in x;
}

/** `std::pair<T1, T2>`, and a map's `value_type` (`pair<const K, V>`). */
export class Pair<A, B> {
  constructor(public first: A, public second: B) {}
  clone(): Pair<A, B> {
    return new Pair(copyValue(this.first), copyValue(this.second));
  }
  equals(other: Pair<A, B>): boolean {
    return !lessValue(this, other) && !lessValue(other, this);
  }
  less(other: Pair<A, B>): boolean {
    return lessValue(this, other);
  }
}

/** `std::map`, `multimap`, `set`, `multiset`: entries sorted by key. */
export class SortedTree<K, V> {
  entries: Pair<K, V>[] = [];

  /**
   * `multi`: equal keys may repeat (multimap, multiset), each inserted after the equal ones.
   * `makeValue`: a value-initialised mapped value, for `m[k]` (unused by sets).
   * `what`: the container's name in libstdc++'s out_of_range messages (`map::at`).
   * `less`: the ordering of keys, the container's `Compare` (`std::greater<int>`, a lambda's
   * function); by default C++'s `<` of the keys the runtime orders itself.
   */
  constructor(readonly multi: boolean, readonly makeValue: () => V, readonly what: string, public less: (a: K, b: K) => boolean = lessValue) {}

  /** The initializer_list constructor: `{{k, v}, ...}` (a set's keys as pairs of key and undefined), in order. */
  static of<K, V>(multi: boolean, makeValue: () => V, what: string, elements: Pair<K, V>[], less: (a: K, b: K) => boolean = lessValue): SortedTree<K, V> {
    const tree = new SortedTree<K, V>(multi, makeValue, what, less);
    for (const e of elements) tree.insert(e.first, e.second);
    return tree;
  }

  clone(): SortedTree<K, V> {
    const copy = new SortedTree<K, V>(this.multi, this.makeValue, this.what, this.less);
    copy.entries = this.entries.map((e) => new Pair(copyValue(e.first), copyValue(e.second)));
    return copy;
  }

  size(): number { return this.entries.length; }
  empty(): boolean { return this.entries.length === 0; }
  clear(): void { this.entries = []; }
  swap(other: SortedTree<K, V>): void {
    [this.entries, other.entries] = [other.entries, this.entries];
    [this.less, other.less] = [other.less, this.less];
  }

  /** The first position whose key is not less than `k`. */
  lowerIndex(k: K): number {
    let lo = 0, hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.less(this.entries[mid].first, k)) lo = mid + 1; else hi = mid;
    }
    return lo;
  }

  /** The first position whose key is greater than `k`. */
  upperIndex(k: K): number {
    let lo = 0, hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.less(k, this.entries[mid].first)) hi = mid; else lo = mid + 1;
    }
    return lo;
  }

  /** The position of an entry of this container (its iterator's); the size for end(). */
  indexOf(entry: Pair<K, V> | null): number {
    if (entry === null) return this.entries.length;
    for (let i = this.lowerIndex(entry.first); i < this.entries.length; i++) if (this.entries[i] === entry) return i;
    throw new Error('ampc: an iterator of an erased element was used (undefined behavior in C++)');
  }

  at(i: number): TreeIterator<K, V> { return new TreeIterator(this, this.entries[i] ?? null); }
  begin(): TreeIterator<K, V> { return this.at(0); }
  end(): TreeIterator<K, V> { return new TreeIterator(this, null); }

  find(k: K): TreeIterator<K, V> {
    const i = this.lowerIndex(k);
    return i < this.entries.length && !this.less(k, this.entries[i].first) ? this.at(i) : this.end();
  }
  count(k: K): number { return this.upperIndex(k) - this.lowerIndex(k); }
  contains(k: K): boolean { return this.count(k) > 0; }
  lowerBound(k: K): TreeIterator<K, V> { return this.at(this.lowerIndex(k)); }
  upperBound(k: K): TreeIterator<K, V> { return this.at(this.upperIndex(k)); }

  /** `m.at(k)`: the entry, or std::out_of_range as libstdc++ throws it. */
  entryAt(k: K): Pair<K, V> {
    const i = this.lowerIndex(k);
    if (i < this.entries.length && !this.less(k, this.entries[i].first)) return this.entries[i];
    throw new OutOfRange(`${this.what}::at`);
  }

  /** `m[k]`: the entry, inserted with a value-initialised value when absent. */
  entryFor(k: K): Pair<K, V> {
    const i = this.lowerIndex(k);
    if (i < this.entries.length && !this.less(k, this.entries[i].first)) return this.entries[i];
    const entry = new Pair(copyValue(k), this.makeValue());
    this.entries.splice(i, 0, entry);
    return entry;
  }

  /** `insert`/`emplace`: the element (holding copies of `k` and `v`) and whether it was inserted. */
  /** `insert(first, last)`: each entry of a range inserted in order (copies of its key and value). */
  insertEach(entries: Iterable<Pair<K, V>>): void {
    for (const e of entries) this.insert(e.first, e.second);
  }

  insert(key: K, value: V): Pair<TreeIterator<K, V>, boolean> {
    const k = copyValue(key);
    const v = copyValue(value);
    if (this.multi) {
      const i = this.upperIndex(k);
      this.entries.splice(i, 0, new Pair(k, v));
      return new Pair(this.at(i), true);
    }
    const i = this.lowerIndex(k);
    if (i < this.entries.length && !this.less(k, this.entries[i].first)) return new Pair(this.at(i), false);
    this.entries.splice(i, 0, new Pair(k, v));
    return new Pair(this.at(i), true);
  }

  /** `m.insert_or_assign(k, v)`. */
  insertOrAssign(k: K, v: V): Pair<TreeIterator<K, V>, boolean> {
    const inserted = this.insert(k, v);
    if (!inserted.second) inserted.first.entry!.second = copyValue(v);
    return inserted;
  }

  /** `erase(k)`: the number of elements removed. */
  eraseKey(k: K): number {
    const lo = this.lowerIndex(k);
    const n = this.upperIndex(k) - lo;
    this.entries.splice(lo, n);
    return n;
  }

  /** `erase(it)`: the iterator after the removed element. */
  eraseAt(it: TreeIterator<K, V>): TreeIterator<K, V> {
    const i = this.indexOf(it.entry);
    this.entries.splice(i, 1);
    return this.at(i);
  }

  /** `erase(first, last)`. */
  eraseRange(first: TreeIterator<K, V>, last: TreeIterator<K, V>): TreeIterator<K, V> {
    const i = this.indexOf(first.entry);
    this.entries.splice(i, this.indexOf(last.entry) - i);
    return this.at(i);
  }

  /** `a == b`: equal sizes and equal elements in order, by `==` (a NaN value is not equal to itself). */
  equals(other: SortedTree<K, V>): boolean {
    return this.entries.length === other.entries.length
      && this.entries.every((e, i) => equalValue(e.first, other.entries[i].first) && equalValue(e.second, other.entries[i].second));
  }
}

/** An iterator of a SortedTree: the entry it points at, null at end(). */
export class TreeIterator<K, V> {
  constructor(readonly tree: SortedTree<K, V>, public entry: Pair<K, V> | null) {}
  clone(): TreeIterator<K, V> { return new TreeIterator(this.tree, this.entry); }
  /** `*it` of a map: the entry itself, an lvalue whose `second` may be written. */
  deref(): Pair<K, V> { return this.entry!; }
  /** `*it` of a set: the key. */
  key(): K { return this.entry!.first; }
  increment(): TreeIterator<K, V> {
    this.entry = this.tree.entries[this.tree.indexOf(this.entry) + 1] ?? null;
    return this;
  }
  decrement(): TreeIterator<K, V> {
    this.entry = this.tree.entries[this.tree.indexOf(this.entry) - 1] ?? null;
    return this;
  }
  postIncrement(): TreeIterator<K, V> { const old = this.clone(); this.increment(); return old; }
  postDecrement(): TreeIterator<K, V> { const old = this.clone(); this.decrement(); return old; }
  equals(other: TreeIterator<K, V>): boolean { return this.entry === other.entry; }
  /** `std::advance(it, n)`: n entries on, back where n is negative (end() is one past the last). */
  advance(n: number): TreeIterator<K, V> {
    this.entry = this.tree.entries[this.tree.indexOf(this.entry) + n] ?? null;
    return this;
  }
  /** `std::distance(this, last)`: how many entries lie from this to last. */
  distanceTo(last: TreeIterator<K, V>): number {
    return this.tree.indexOf(last.entry) - this.tree.indexOf(this.entry);
  }
}

interface ListNode<T> { value: T; prev: ListNode<T>; next: ListNode<T> }

/** `std::list<T>`: a doubly linked ring through a sentinel node, which is end(). */
export class List<T> {
  private readonly sentinel: ListNode<T>;
  private count = 0;

  constructor(readonly makeValue: () => T) {
    const s = { prev: null, next: null } as unknown as ListNode<T>;
    s.prev = s;
    s.next = s;
    this.sentinel = s;
  }

  /** `list<T>(n)` and `list<T>(n, value)`. */
  static filled<T>(makeValue: () => T, n: number, value?: T): List<T> {
    const list = new List(makeValue);
    for (let i = 0; i < n; i++) list.pushBack(value === undefined ? makeValue() : copyValue(value));
    return list;
  }

  /** `list<T>{a, b, c}`: the values, already copies. */
  static of<T>(makeValue: () => T, values: T[]): List<T> {
    const list = new List(makeValue);
    for (const v of values) list.pushBack(v);
    return list;
  }

  clone(): List<T> {
    const copy = new List(this.makeValue);
    for (let n = this.sentinel.next; n !== this.sentinel; n = n.next) copy.pushBack(copyValue(n.value));
    return copy;
  }

  size(): number { return this.count; }
  empty(): boolean { return this.count === 0; }
  begin(): ListIterator<T> { return new ListIterator(this, this.sentinel.next); }
  end(): ListIterator<T> { return new ListIterator(this, this.sentinel); }
  isEnd(node: ListNode<T>): boolean { return node === this.sentinel; }

  /** `front()`/`back()` as lvalues: the node, whose `value` is the element. */
  frontNode(): ListNode<T> { return this.sentinel.next; }
  backNode(): ListNode<T> { return this.sentinel.prev; }

  private link(before: ListNode<T>, value: T): ListNode<T> {
    const node = { value, prev: before.prev, next: before };
    before.prev.next = node;
    before.prev = node;
    this.count++;
    return node;
  }

  private unlink(node: ListNode<T>): ListNode<T> {
    node.prev.next = node.next;
    node.next.prev = node.prev;
    this.count--;
    return node.next;
  }

  /** The element is a copy of `value`, as C++ copies it into the list. */
  pushBack(value: T): void { this.link(this.sentinel, copyValue(value)); }
  pushFront(value: T): void { this.link(this.sentinel.next, copyValue(value)); }
  popBack(): void { if (this.count > 0) this.unlink(this.sentinel.prev); }
  popFront(): void { if (this.count > 0) this.unlink(this.sentinel.next); }
  clear(): void {
    this.sentinel.next = this.sentinel;
    this.sentinel.prev = this.sentinel;
    this.count = 0;
  }

  /** `insert(pos, value)`: an iterator to the new element, before `pos`. */
  insert(pos: ListIterator<T>, value: T): ListIterator<T> {
    return new ListIterator(this, this.link(pos.node, copyValue(value)));
  }

  /** `erase(pos)`: the iterator after the removed element. */
  erase(pos: ListIterator<T>): ListIterator<T> {
    return new ListIterator(this, this.unlink(pos.node));
  }

  /** `remove(value)`: erases every element equal to it; the number removed (C++20). */
  remove(value: T): number {
    let removed = 0;
    for (let n = this.sentinel.next; n !== this.sentinel;) {
      if (equalValue(n.value, value)) { n = this.unlink(n); removed++; } else n = n.next;
    }
    return removed;
  }

  /** `remove_if(pred)`: erases every element `pred` accepts, in order; the number removed (C++20). */
  removeIf(pred: (x: T) => boolean): number {
    let removed = 0;
    for (let n = this.sentinel.next; n !== this.sentinel;) {
      if (pred(n.value)) { n = this.unlink(n); removed++; } else n = n.next;
    }
    return removed;
  }

  /**
   * `unique()`, `unique(pred)`: erases each element equal to (`pred(kept, x)` of) the last one kept
   * before it, as libstdc++ compares; the number removed (C++20).
   */
  unique(equal: (x: T, y: T) => boolean = equalValue): number {
    let removed = 0;
    for (let n = this.sentinel.next; n !== this.sentinel && n.next !== this.sentinel;) {
      if (equal(n.value, n.next.value)) { this.unlink(n.next); removed++; } else n = n.next;
    }
    return removed;
  }

  /** `reverse()`: the nodes relinked in the other order (iterators stay on their elements). */
  reverse(): void {
    let n = this.sentinel;
    do {
      [n.prev, n.next] = [n.next, n.prev];
      n = n.prev;
    } while (n !== this.sentinel);
  }

  /** `sort()`, `sort(comp)`: stable, by `<` or `comp`, relinking the nodes (iterators stay on their elements). */
  sort(less: (x: T, y: T) => boolean = lessValue): void {
    const nodes: ListNode<T>[] = [];
    for (let n = this.sentinel.next; n !== this.sentinel; n = n.next) nodes.push(n);
    // Array.prototype.sort is stable; a comparator of `<` alone orders as std::list::sort does.
    nodes.sort((a, b) => (less(a.value, b.value) ? -1 : less(b.value, a.value) ? 1 : 0));
    let prev = this.sentinel;
    for (const n of nodes) {
      prev.next = n;
      n.prev = prev;
      prev = n;
    }
    prev.next = this.sentinel;
    this.sentinel.prev = prev;
  }

  swap(other: List<T>): void {
    const mine = this.clone();
    this.clear();
    for (let n = other.sentinel.next; n !== other.sentinel; n = n.next) this.pushBack(n.value);
    other.clear();
    for (let n = mine.sentinel.next; n !== mine.sentinel; n = n.next) other.pushBack(n.value);
  }

  equals(other: List<T>): boolean {
    if (this.count !== other.count) return false;
    for (let a = this.sentinel.next, b = other.sentinel.next; a !== this.sentinel; a = a.next, b = b.next) {
      if (!equalValue(a.value, b.value)) return false;
    }
    return true;
  }
}

/** An iterator of a List: its node (the sentinel at end()). */
export class ListIterator<T> {
  constructor(readonly list: List<T>, public node: ListNode<T>) {}
  clone(): ListIterator<T> { return new ListIterator(this.list, this.node); }
  /** `*it` as an lvalue: the node, whose `value` is the element. */
  deref(): ListNode<T> { return this.node; }
  increment(): ListIterator<T> { this.node = this.node.next; return this; }
  decrement(): ListIterator<T> { this.node = this.node.prev; return this; }
  postIncrement(): ListIterator<T> { const old = this.clone(); this.increment(); return old; }
  postDecrement(): ListIterator<T> { const old = this.clone(); this.decrement(); return old; }
  equals(other: ListIterator<T>): boolean { return this.node === other.node; }
  /** `std::advance(it, n)`: n steps, backward where n is negative. */
  advance(n: number): ListIterator<T> {
    for (let i = 0; i < n; i++) this.increment();
    for (let i = 0; i > n; i--) this.decrement();
    return this;
  }
  /** `std::distance(this, last)`: the steps forward from this to last (C++ requires last reachable). */
  distanceTo(last: ListIterator<T>): number {
    let steps = 0;
    for (let n = this.node; n !== last.node; n = n.next, steps++) {
      if (this.list.isEnd(n)) throw new Error('ampc: std::distance reached the end of the list before its last iterator (undefined behavior in C++)');
    }
    return steps;
  }
}

/** What a reverse iterator needs of the iterator it reverses (TreeIterator, ListIterator). */
interface Bidirectional<I> {
  clone(): I;
  deref(): unknown;
  increment(): I;
  decrement(): I;
  equals(other: I): boolean;
  advance(n: number): I;
  distanceTo(last: I): number;
}

/**
 * `std::reverse_iterator` of a map's, set's or list's iterator, as C++ defines it: it holds the
 * iterator one past the element it refers to (`rbegin()` holds `end()`), `*it` is the element
 * before that, and `++it` moves the held iterator back.
 */
export class ReverseIterator<I extends Bidirectional<I>> {
  constructor(public base: I) {}
  clone(): ReverseIterator<I> { return new ReverseIterator(this.base.clone()); }
  deref(): ReturnType<I['deref']> { return this.base.clone().decrement().deref() as ReturnType<I['deref']>; }
  increment(): ReverseIterator<I> { this.base.decrement(); return this; }
  decrement(): ReverseIterator<I> { this.base.increment(); return this; }
  postIncrement(): ReverseIterator<I> { const old = this.clone(); this.increment(); return old; }
  postDecrement(): ReverseIterator<I> { const old = this.clone(); this.decrement(); return old; }
  equals(other: ReverseIterator<I>): boolean { return this.base.equals(other.base); }
  advance(n: number): ReverseIterator<I> { this.base.advance(-n); return this; }
  distanceTo(last: ReverseIterator<I>): number { return last.base.distanceTo(this.base); }
}
