/**
 * C++ pointers to scalars in host code. A `Pointer` is the JS array that holds the scalars (a C
 * array, a std::vector, the block `new T[n]` made, or the one-element box of a variable whose
 * address is taken) and the element offset it points at. Like a C++ pointer value it is
 * immutable: arithmetic makes another. The null pointer is `null`.
 *
 * Generated code reads and writes through it as `p.array[p.offset + i]`.
 */
import { RuntimeException } from './exceptions.js';

/** What a pointer points into: a JS array, or the typed array of a typed std::vector (runtime/vector.ts). */
export interface Elements<T> {
  [i: number]: T;
  readonly length: number;
}

export class Pointer<T> {
  constructor(
    readonly array: Elements<T>,
    readonly offset: number,
  ) {}

  /** `new T[n]`: `n` value-initialized scalars (`zero`). */
  static block<T>(count: number, zero: T): Pointer<T> {
    if (!Number.isInteger(count) || count < 0) throw new RuntimeException(`new[] of ${count} elements: std::bad_array_new_length`);
    return new Pointer(new Array<T>(count).fill(zero), 0);
  }

  /** `p[i]` read once, where the pointer is computed (`*f()`). */
  at(i: number): T {
    return this.array[this.offset + i]!;
  }

  /** `p + k` */
  plus(k: number): Pointer<T> {
    return new Pointer(this.array, this.offset + k);
  }

  /** `p - k` */
  minus(k: number): Pointer<T> {
    return new Pointer(this.array, this.offset - k);
  }

  /**
   * `p - q`, and the sign of a comparison: elements between two pointers into one array. C++
   * leaves it undefined for pointers into different arrays; here that is an error.
   */
  difference(q: Pointer<T>): number {
    if (q.array !== this.array) throw new RuntimeException('subtracting or ordering pointers into different arrays');
    return this.offset - q.offset;
  }

  /** `p[i]` read once, where the pointer is a call's value rather than a variable. */
  get(i: number): T {
    const [first, end] = offsetBounds(this.array);
    if (this.offset + i < first || this.offset + i >= end) throw new RuntimeException('reading through a pointer outside its array');
    return this.array[this.offset + i];
  }

  /** The whole array, for an array_view over the data a pointer starts. */
  elements(): Elements<T> {
    if (this.offset !== 0) throw new RuntimeException('an array_view over a pointer into the middle of an array is not supported by ampc');
    return this.array;
  }
}

/**
 * The offsets a pointer into `values` may take, one past the end included: `[0, length]`, or in
 * a reversed view (a reverse iterator's array: runtime/reverse-iterator.ts) `[-length, 0]`.
 */
export function offsetBounds(values: Elements<unknown>): [number, number] {
  return (values as { reversedOf?: unknown }).reversedOf ? [-values.length, 0] : [0, values.length];
}

/** `p == q`: both null, or the same element of the same array. */
export function samePointer<T>(p: Pointer<T> | null, q: Pointer<T> | null): boolean {
  return p === q || (p !== null && q !== null && p.array === q.array && p.offset === q.offset);
}

/** `v.erase(it)` with an iterator an algorithm returned: its position in v's elements (one into other elements is an error). */
export function indexIn<T>(p: Pointer<T>, elements: Elements<T>): number {
  if (p.array !== elements) throw new RuntimeException('an iterator into another container passed to std::vector::erase');
  return p.offset;
}
