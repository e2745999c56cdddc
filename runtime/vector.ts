/**
 * `std::vector<T>` of an arithmetic `T` other than bool on the host: a growable typed array.
 *
 * `data` is a typed array of the element's own width (`Float32Array` for `float`,
 * `Uint8Array` for `unsigned char`, `BigInt64Array` for `long long`, ...) whose length is the
 * capacity; the elements are `data[0 .. size)`. Generated code reads and writes them as
 * `v.data[i]`, which V8 compiles to the same machine code as a loop over a hand-written typed
 * array, and a store converts as C++ does (300 stored in an `unsigned char` is 44; a double
 * stored in a `float` rounds). An array_view over the vector uploads `data`'s bytes as they are.
 *
 * Growing reallocates `data` (capacity doubles), so a typed array taken from `data` before a
 * growth no longer sees the vector's elements, exactly as a C++ pointer into it is invalidated.
 *
 * Vectors of bool, structs, strings and vectors stay JS arrays (src/codegen/host/emit-host.ts).
 */
export type TypedArray =
  | Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array
  | Float32Array | Float64Array | BigInt64Array | BigUint64Array;

/** The JS value one element of `TA` is: a bigint for the 64-bit integer arrays, else a number. */
export type ElementOf<TA extends TypedArray> = TA extends BigInt64Array | BigUint64Array ? bigint : number;

export interface TypedArrayType<TA extends TypedArray> {
  new (length: number): TA;
  readonly BYTES_PER_ELEMENT: number;
}

export class Vector<TA extends TypedArray> {
  /** The storage: `data.length` is the capacity, the first `size` elements are the vector's. */
  data: TA;
  size: number;
  readonly type: TypedArrayType<TA>;

  /** `std::vector<T> v(n)`: `n` value-initialized (zero) elements. */
  constructor(type: TypedArrayType<TA>, size = 0) {
    this.type = type;
    this.data = new type(size);
    this.size = size;
  }

  /** `std::vector<T> v(n, value)`. */
  static filled<TA extends TypedArray>(type: TypedArrayType<TA>, size: number, value: ElementOf<TA>): Vector<TA> {
    const v = new Vector(type, size);
    // The storage starts zeroed; -0.0 is not +0 and is filled in too.
    if (size > 0 && !Object.is(value, 0) && value !== 0n) (v.data as unknown as { fill(x: ElementOf<TA>): void }).fill(value);
    return v;
  }

  /** `std::vector<T> v = {a, b, c}`, and a copy of any elements (each converted on store). */
  static of<TA extends TypedArray>(type: TypedArrayType<TA>, values: ArrayLike<ElementOf<TA>>): Vector<TA> {
    const v = new Vector(type, values.length);
    (v.data as unknown as { set(x: ArrayLike<ElementOf<TA>>): void }).set(values);
    return v;
  }

  /** Wraps `data` without copying: a typed array from a TypeScript caller (library mode). */
  static wrap<TA extends TypedArray>(data: TA): Vector<TA> {
    const v = new Vector(data.constructor as TypedArrayType<TA>, 0);
    v.data = data;
    v.size = data.length;
    return v;
  }

  /** The elements as a typed array of exactly `size` elements, sharing the storage. */
  elements(): TA {
    return this.data.length === this.size ? this.data : (this.data.subarray(0, this.size) as TA);
  }

  push(value: ElementOf<TA>): void {
    if (this.size === this.data.length) this.grow(this.size + 1);
    (this.data as unknown as ElementOf<TA>[])[this.size++] = value;
  }

  pop(): void {
    if (this.size > 0) this.size--;
  }

  clear(): void {
    this.size = 0;
  }

  /** `v.resize(n)` / `v.resize(n, value)`: new elements are `value`, or value-initialized (zero). */
  resize(size: number, value?: ElementOf<TA>): void {
    if (size > this.data.length) this.grow(size);
    if (size > this.size) {
      const fill = this.data as unknown as { fill(x: ElementOf<TA>, from: number, to: number): void };
      fill.fill(value ?? ((this.data instanceof BigInt64Array || this.data instanceof BigUint64Array ? 0n : 0) as ElementOf<TA>), this.size, size);
    }
    this.size = size;
  }

  /** `v.reserve(n)`: room for `n` elements without reallocating. */
  reserve(capacity: number): void {
    if (capacity > this.data.length) this.realloc(capacity);
  }

  /** `v.assign(n, value)`. */
  assign(count: number, value: ElementOf<TA>): void {
    this.size = 0;
    this.resize(count, value);
  }

  /** `v.insert(pos, value)` and `v.insert(pos, n, value)`. */
  insert(position: number, count: number, value: ElementOf<TA>): void {
    if (this.size + count > this.data.length) this.grow(this.size + count);
    this.data.copyWithin(position + count, position, this.size);
    (this.data as unknown as { fill(x: ElementOf<TA>, from: number, to: number): void }).fill(value, position, position + count);
    this.size += count;
  }

  /** `v.erase(first, last)`: removes the elements at positions [first, last). */
  erase(first: number, last: number): void {
    this.data.copyWithin(first, last, this.size);
    this.size -= last - first;
  }

  /** `a.swap(b)`: exchanges the contents (the storage itself, as C++ does). */
  swap(other: Vector<TA>): void {
    [this.data, other.data] = [other.data, this.data];
    [this.size, other.size] = [other.size, this.size];
  }

  /** A copy with its own storage (C++'s copy constructor and assignment). */
  clone(): Vector<TA> {
    const v = new Vector(this.type, 0);
    v.data = this.data.slice(0, this.size) as TA;
    v.size = this.size;
    return v;
  }

  /** `a == b`. */
  equals(other: Vector<TA>): boolean {
    if (this.size !== other.size) return false;
    for (let i = 0; i < this.size; i++) if (this.data[i] !== other.data[i]) return false;
    return true;
  }

  /** `a < b`: lexicographic. */
  less(other: Vector<TA>): boolean {
    const n = Math.min(this.size, other.size);
    for (let i = 0; i < n; i++) {
      if (this.data[i]! < other.data[i]!) return true;
      if (other.data[i]! < this.data[i]!) return false;
    }
    return this.size < other.size;
  }

  *[Symbol.iterator](): IterableIterator<ElementOf<TA>> {
    for (let i = 0; i < this.size; i++) yield this.data[i] as ElementOf<TA>;
  }

  /** Room for at least `needed` elements: the capacity doubles, as libstdc++'s does. */
  private grow(needed: number): void {
    this.realloc(Math.max(needed, this.data.length * 2, 4));
  }

  private realloc(capacity: number): void {
    const data = new this.type(capacity);
    (data as unknown as { set(x: TA): void }).set(this.elements());
    this.data = data;
  }
}
