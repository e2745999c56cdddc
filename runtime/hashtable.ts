/**
 * `std::unordered_map` and `std::unordered_set` (src/library/associative.ts), laid out as
 * libstdc++'s `_Hashtable` lays them out, so that iteration visits the elements in g++'s order:
 * one singly linked list of nodes, each bucket holding the node *before* its first (the list's
 * head for the bucket of the first node), a new node put at the front of its bucket (or of the
 * list, where its bucket is empty), and the bucket counts of `_Prime_rehash_policy` (load factor 1,
 * grown to the next prime of at least twice the count, from 13 at the first insertion), its
 * rehash relinking the nodes in list order.
 *
 * A key's hash code is a size_t (a bigint here): `std::hash` as libstdc++ computes it
 * (`hashIntegral`, `hashFloat`, `hashDouble`, `hashString`), or the program's `Hash`. The code is
 * kept in the node (libstdc++ caches it unless the hash is "fast" and noexcept: then it hashes
 * the node's key again, which gives the same code).
 */
import { Pair, copyValue, equalValue } from './associative.js';
import { OutOfRange } from './std-exceptions.js';

/** libstdc++'s `__prime_list` (shared/hashtable-aux.cc), the bucket counts past 13, up to 2^53. */
const primes: readonly number[] = [
  2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 103, 109, 113, 127, 137, 139,
  149, 157, 167, 179, 193, 199, 211, 227, 241, 257, 277, 293, 313, 337, 359, 383, 409, 439, 467, 503, 541, 577, 619, 661, 709,
  761, 823, 887, 953, 1031, 1109, 1193, 1289, 1381, 1493, 1613, 1741, 1879, 2029, 2179, 2357, 2549, 2753, 2971, 3209, 3469,
  3739, 4027, 4349, 4703, 5087, 5503, 5953, 6427, 6949, 7517, 8123, 8783, 9497, 10273, 11113, 12011, 12983, 14033, 15173,
  16411, 17749, 19183, 20753, 22447, 24281, 26267, 28411, 30727, 33223, 35933, 38873, 42043, 45481, 49201, 53201, 57557,
  62233, 67307, 72817, 78779, 85229, 92203, 99733, 107897, 116731, 126271, 136607, 147793, 159871, 172933, 187091, 202409,
  218971, 236897, 256279, 277261, 299951, 324503, 351061, 379787, 410857, 444487, 480881, 520241, 562841, 608903, 658753,
  712697, 771049, 834181, 902483, 976369, 1056323, 1142821, 1236397, 1337629, 1447153, 1565659, 1693859, 1832561, 1982627,
  2144977, 2320627, 2510653, 2716249, 2938679, 3179303, 3439651, 3721303, 4026031, 4355707, 4712381, 5098259, 5515729,
  5967347, 6456007, 6984629, 7556579, 8175383, 8844859, 9569143, 10352717, 11200489, 12117689, 13109983, 14183539,
  15345007, 16601593, 17961079, 19431899, 21023161, 22744717, 24607243, 26622317, 28802401, 31160981, 33712729, 36473443,
  39460231, 42691603, 46187573, 49969847, 54061849, 58488943, 63278561, 68460391, 74066549, 80131819, 86693767, 93793069,
  101473717, 109783337, 118773397, 128499677, 139022417, 150406843, 162723577, 176048909, 190465427, 206062531, 222936881,
  241193053, 260944219, 282312799, 305431229, 330442829, 357502601, 386778277, 418451333, 452718089, 489790921, 529899637,
  573292817, 620239453, 671030513, 725980837, 785430967, 849749479, 919334987, 994618837, 1076067617, 1160627039,
  1256744107, 1359738257, 1471129909, 1591642319, 1722194311, 1863326279, 2015710643, 2180865679, 2359522907, 2552825389,
  2762125181, 2988569989, 3233470703, 3498261223, 3784786961, 4094810599, 4430270093, 4793275909, 5185890191, 5610710393,
  6070379881, 6567721049, 7105788481, 7687896157, 8317747417, 8999145839, 9736348997, 10534129357, 11397145823,
  12330872281, 13340862427, 14433617141, 15615792227, 16894764599, 18278447567, 19775548591, 21395405461, 23148021173,
  25044291707, 27095821457, 29315478433, 31716870281, 34315004707, 37126006061, 40167205709, 43457566723,
];

/** `_Prime_rehash_policy` with max_load_factor 1 (ampc has no `max_load_factor(f)`). */
class PrimeRehashPolicy {
  /** The element count past which the table grows; 0 before the first allocation. */
  nextResize = 0;

  /** `_M_next_bkt(n)`: a prime (by libstdc++'s table) no smaller than n. */
  nextBucketCount(n: number): number {
    const fast = [2, 2, 2, 3, 5, 5, 7, 7, 11, 11, 11, 11, 13, 13];
    if (n < fast.length) {
      if (n === 0) return 1;
      this.nextResize = fast[n];
      return fast[n];
    }
    // lower_bound from the seventh prime (17).
    let lo = 6, hi = primes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (primes[mid] < n) lo = mid + 1; else hi = mid;
    }
    if (lo === primes.length) throw new RangeError('ampc: an unordered container grew past the bucket counts ampc implements');
    this.nextResize = primes[lo];
    return primes[lo];
  }

  /** `_M_bkt_for_elements(n)`. */
  bucketsFor(elements: number): number { return Math.ceil(elements); }

  /** `_M_need_rehash`: the new bucket count where `inserting` more elements need one, else null. */
  needRehash(buckets: number, elements: number, inserting: number): number | null {
    if (elements + inserting <= this.nextResize) return null;
    const minBuckets = Math.max(elements + inserting, this.nextResize === 0 ? 11 : 0);
    if (minBuckets >= buckets) return this.nextBucketCount(Math.max(Math.floor(minBuckets) + 1, buckets * 2));
    this.nextResize = buckets;
    return null;
  }
}

/** A node: the element (a map's `pair<const K, V>`, a set's key with no `second`), its hash code and the next node. */
class HashNode<K, V> extends Pair<K, V> {
  constructor(first: K, second: V, public code: bigint, public next: HashNode<K, V> | null = null) {
    super(first, second);
  }
}

/** The list head `_M_before_begin`: a place whose `next` is the first node. */
interface Before<K, V> { next: HashNode<K, V> | null }

const mask64 = (1n << 64n) - 1n;
const mul = 0xc6a4a7935bd1e995n;
const shiftMix = (v: bigint): bigint => v ^ (v >> 47n);

/** libstdc++'s `_Hash_bytes(bytes, len, 0xc70f6907)` (libsupc++/hash_bytes.cc, 64-bit size_t). */
function hashBytes(bytes: Uint8Array): bigint {
  const len = bytes.length;
  let hash = (0xc70f6907n ^ ((BigInt(len) * mul) & mask64)) & mask64;
  const aligned = len & ~7;
  const load = (from: number, n: number): bigint => {
    let v = 0n;
    for (let i = n - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[from + i]);
    return v;
  };
  for (let p = 0; p < aligned; p += 8) {
    const data = (shiftMix((load(p, 8) * mul) & mask64) * mul) & mask64;
    hash = ((hash ^ data) * mul) & mask64;
  }
  if ((len & 7) !== 0) hash = ((hash ^ load(aligned, len & 7)) * mul) & mask64;
  hash = (shiftMix(hash) * mul) & mask64;
  return shiftMix(hash);
}

/** `std::hash` of an integral type (bool, char, int, long, ...): the value as a size_t. */
export function hashIntegral(k: number | bigint | boolean): bigint {
  return BigInt.asUintN(64, BigInt(typeof k === 'boolean' ? Number(k) : k));
}
/** `std::hash<std::string>`: its bytes (ampc's chars are bytes). */
export function hashString(k: string): bigint {
  const bytes = new Uint8Array(k.length);
  for (let i = 0; i < k.length; i++) bytes[i] = k.charCodeAt(i) & 0xff;
  return hashBytes(bytes);
}
/** `std::hash<double>`: 0 for ±0, else its 8 bytes. */
export function hashDouble(k: number): bigint {
  return k === 0 ? 0n : hashBytes(new Uint8Array(new Float64Array([k]).buffer));
}
/** `std::hash<float>`: 0 for ±0, else its 4 bytes. */
export function hashFloat(k: number): bigint {
  return k === 0 ? 0n : hashBytes(new Uint8Array(new Float32Array([k]).buffer));
}

const sameKey = (a: unknown, b: unknown): boolean => a === b;

/** `std::unordered_map<K, V>` (a set: V undefined). */
export class HashTable<K, V> {
  private before: Before<K, V> = { next: null };
  /** Each bucket's node before its first node (`before` itself for the first node's), or null where empty. */
  private buckets: (Before<K, V> | null)[] = [null];
  private elements = 0;
  private policy = new PrimeRehashPolicy();

  /**
   * `makeValue`: a value-initialised mapped value, for `m[k]`. `what`: the container's name in
   * libstdc++'s out_of_range message. `hash`, `equal`: the container's `Hash` and `KeyEqual`.
   * `bucketHint`: the constructor's bucket count (`unordered_map<K, V> m(n)`).
   */
  constructor(readonly makeValue: () => V, readonly what: string, public hash: (k: K) => bigint, public equal: (a: K, b: K) => boolean = sameKey, bucketHint = 0) {
    const n = this.policy.nextBucketCount(bucketHint);
    if (n > this.buckets.length) this.buckets = new Array(n).fill(null);
  }

  /** The initializer_list constructor: each element inserted in order (a repeated key keeps its first). */
  static of<K, V>(makeValue: () => V, what: string, hash: (k: K) => bigint, equal: ((a: K, b: K) => boolean) | undefined, elements: Pair<K, V>[]): HashTable<K, V> {
    const table = new HashTable<K, V>(makeValue, what, hash, equal);
    for (const e of elements) table.insert(e.first, e.second);
    return table;
  }

  /** A copy laid out as this one is (libstdc++'s `_M_assign`: the same bucket count, the nodes in order). */
  clone(): HashTable<K, V> {
    const copy = new HashTable<K, V>(this.makeValue, this.what, this.hash, this.equal);
    copy.buckets = new Array(this.buckets.length).fill(null);
    copy.policy.nextResize = this.policy.nextResize;
    let prev: Before<K, V> = copy.before;
    for (let n = this.before.next; n; n = n.next) {
      const node = new HashNode(copyValue(n.first), copyValue(n.second), n.code);
      prev.next = node;
      const b = copy.bucketOf(node.code);
      if (!copy.buckets[b]) copy.buckets[b] = prev;
      prev = node;
    }
    copy.elements = this.elements;
    return copy;
  }

  private bucketOf(code: bigint, buckets = this.buckets.length): number {
    return Number(code % BigInt(buckets));
  }

  size(): number { return this.elements; }
  empty(): boolean { return this.elements === 0; }
  bucketCount(): number { return this.buckets.length; }
  bucket(k: K): number { return this.bucketOf(this.hash(k)); }
  loadFactor(): number { return this.elements / this.buckets.length; }

  /** `clear()`: no elements; the bucket count stays. */
  clear(): void {
    this.buckets.fill(null);
    this.before.next = null;
    this.elements = 0;
  }

  swap(other: HashTable<K, V>): void {
    [this.before, other.before] = [other.before, this.before];
    [this.buckets, other.buckets] = [other.buckets, this.buckets];
    [this.elements, other.elements] = [other.elements, this.elements];
    [this.policy, other.policy] = [other.policy, this.policy];
    [this.hash, other.hash] = [other.hash, this.hash];
    [this.equal, other.equal] = [other.equal, this.equal];
  }

  begin(): HashIterator<K, V> { return new HashIterator(this, this.before.next); }
  end(): HashIterator<K, V> { return new HashIterator(this, null); }

  /** `_M_find_before_node`: the node before the one of key `k` (hash `code`) in bucket `b`, or null. */
  private findBefore(b: number, k: K, code: bigint): Before<K, V> | null {
    const start = this.buckets[b];
    if (!start) return null;
    for (let prev = start, n = start.next!; ; prev = n, n = n.next!) {
      if (n.code === code && this.equal(k, n.first)) return prev;
      if (!n.next || this.bucketOf(n.next.code) !== b) return null;
    }
  }

  private findNode(k: K): HashNode<K, V> | null {
    const code = this.hash(k);
    return this.findBefore(this.bucketOf(code), k, code)?.next ?? null;
  }

  find(k: K): HashIterator<K, V> { return new HashIterator(this, this.findNode(k)); }
  count(k: K): number { return this.findNode(k) ? 1 : 0; }
  contains(k: K): boolean { return this.findNode(k) !== null; }

  /** `m.at(k)`: the element, or std::out_of_range as libstdc++ throws it. */
  entryAt(k: K): Pair<K, V> {
    const node = this.findNode(k);
    if (node) return node;
    throw new OutOfRange(`${this.what}::at`);
  }

  /** `m[k]`: the element, inserted with a value-initialised value when absent. */
  entryFor(k: K): Pair<K, V> {
    const code = this.hash(k);
    const found = this.findBefore(this.bucketOf(code), k, code)?.next;
    return found ?? this.insertNode(new HashNode(copyValue(k), this.makeValue(), code));
  }

  /** `insert`/`emplace`: the element (holding copies of `k` and `v`) and whether it was inserted. */
  /** `insert(first, last)`: each entry of a range inserted in order (copies of its key and value). */
  insertEach(entries: Iterable<Pair<K, V>>): void {
    for (const e of entries) this.insert(e.first, e.second);
  }

  insert(key: K, value: V): Pair<HashIterator<K, V>, boolean> {
    const code = this.hash(key);
    const found = this.findBefore(this.bucketOf(code), key, code)?.next;
    if (found) return new Pair(new HashIterator(this, found), false);
    const node = this.insertNode(new HashNode(copyValue(key), copyValue(value), code));
    return new Pair(new HashIterator(this, node), true);
  }

  /** `m.insert_or_assign(k, v)`. */
  insertOrAssign(k: K, v: V): Pair<HashIterator<K, V>, boolean> {
    const inserted = this.insert(k, v);
    if (!inserted.second) inserted.first.node!.second = copyValue(v);
    return inserted;
  }

  /** `_M_insert_unique_node`: grown first where the policy says so, then at the front of its bucket. */
  private insertNode(node: HashNode<K, V>): HashNode<K, V> {
    const grown = this.policy.needRehash(this.buckets.length, this.elements, 1);
    if (grown !== null) this.rehashTo(grown);
    const b = this.bucketOf(node.code);
    const start = this.buckets[b];
    if (start) {
      node.next = start.next;
      start.next = node;
    } else {
      node.next = this.before.next;
      this.before.next = node;
      // The bucket of the former first node now starts after this one.
      if (node.next) this.buckets[this.bucketOf(node.next.code)] = node;
      this.buckets[b] = this.before;
    }
    this.elements++;
    return node;
  }

  /** `_M_rehash_aux` for unique keys: the nodes relinked, in list order, into `n` buckets. */
  private rehashTo(n: number): void {
    const buckets: (Before<K, V> | null)[] = new Array(n).fill(null);
    let p = this.before.next;
    this.before.next = null;
    let beginBucket = 0;
    while (p) {
      const next = p.next;
      const b = this.bucketOf(p.code, n);
      const start = buckets[b];
      if (!start) {
        p.next = this.before.next;
        this.before.next = p;
        buckets[b] = this.before;
        if (p.next) buckets[beginBucket] = p;
        beginBucket = b;
      } else {
        p.next = start.next;
        start.next = p;
      }
      p = next;
    }
    this.buckets = buckets;
  }

  /** `rehash(n)`: at least n buckets (and enough for the elements), fewer too. */
  rehash(n: number): void {
    const saved = this.policy.nextResize;
    const buckets = this.policy.nextBucketCount(Math.max(this.policy.bucketsFor(this.elements + 1), n));
    if (buckets !== this.buckets.length) this.rehashTo(buckets);
    else this.policy.nextResize = saved;
  }

  /** `reserve(n)`: room for n elements. */
  reserve(n: number): void { this.rehash(this.policy.bucketsFor(n)); }

  /** `_M_erase(bkt, prev, n)`: unlinks `node`, keeping the buckets' before-nodes right; the node after it. */
  private unlink(b: number, prev: Before<K, V>, node: HashNode<K, V>): HashNode<K, V> | null {
    const next = node.next;
    if (prev === this.buckets[b]) {
      const nextBucket = next ? this.bucketOf(next.code) : 0;
      if (!next || nextBucket !== b) {
        if (next) this.buckets[nextBucket] = this.buckets[b];
        if (this.buckets[b] === this.before) this.before.next = next;
        this.buckets[b] = null;
      }
    } else if (next) {
      const nextBucket = this.bucketOf(next.code);
      if (nextBucket !== b) this.buckets[nextBucket] = prev;
    }
    prev.next = next;
    this.elements--;
    return next;
  }

  /** The node before `node` in its bucket. */
  private beforeNode(node: HashNode<K, V>): Before<K, V> {
    let prev = this.buckets[this.bucketOf(node.code)];
    while (prev && prev.next !== node) prev = prev.next;
    if (!prev) throw new Error('ampc: an iterator of an erased element was used (undefined behavior in C++)');
    return prev;
  }

  /** `erase(k)`: the number of elements removed. */
  eraseKey(k: K): number {
    const code = this.hash(k);
    const b = this.bucketOf(code);
    const prev = this.findBefore(b, k, code);
    if (!prev) return 0;
    this.unlink(b, prev, prev.next!);
    return 1;
  }

  /** `erase(it)`: the iterator after the removed element. */
  eraseAt(it: HashIterator<K, V>): HashIterator<K, V> {
    const node = it.node!;
    return new HashIterator(this, this.unlink(this.bucketOf(node.code), this.beforeNode(node), node));
  }

  /** `erase(first, last)`. */
  eraseRange(first: HashIterator<K, V>, last: HashIterator<K, V>): HashIterator<K, V> {
    let n = first.node;
    while (n !== last.node) n = this.eraseAt(new HashIterator(this, n)).node;
    return new HashIterator(this, last.node);
  }

  /** `a == b`: the same size, and each element of a found in b with an equal value. */
  equals(other: HashTable<K, V>): boolean {
    if (this.elements !== other.elements) return false;
    for (let n = this.before.next; n; n = n.next) {
      const found = other.findNode(n.first);
      if (!found || !equalValue(n.second, found.second)) return false;
    }
    return true;
  }
}

/** An iterator of a HashTable (forward only): its node, null at end(). */
export class HashIterator<K, V> {
  constructor(readonly table: HashTable<K, V>, public node: HashNode<K, V> | null) {}
  clone(): HashIterator<K, V> { return new HashIterator(this.table, this.node); }
  /** `*it` of a map: the element itself, an lvalue whose `second` may be written. */
  deref(): Pair<K, V> { return this.node!; }
  increment(): HashIterator<K, V> { this.node = this.node!.next; return this; }
  postIncrement(): HashIterator<K, V> { const old = this.clone(); this.increment(); return old; }
  equals(other: HashIterator<K, V>): boolean { return this.node === other.node; }
  /** `std::advance(it, n)` (n >= 0: forward iterators). */
  advance(n: number): HashIterator<K, V> {
    for (let i = 0; i < n; i++) this.increment();
    if (n < 0) throw new Error('ampc: std::advance by a negative count on a forward iterator (undefined behavior in C++)');
    return this;
  }
  /** `std::distance(this, last)`. */
  distanceTo(last: HashIterator<K, V>): number {
    let steps = 0;
    for (let n = this.node; n !== last.node; n = n.next, steps++) {
      if (!n) throw new Error('ampc: std::distance reached the end before its last iterator (undefined behavior in C++)');
    }
    return steps;
  }
}
