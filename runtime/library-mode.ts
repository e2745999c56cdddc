/**
 * What library mode's exported functions call: a C++ function taking `std::vector<T>&` is
 * exported taking the caller's typed array (`Float32Array` for `vector<float>`, ...), which the
 * export wraps (`Vector.wrap`, no copy) as the vector the C++ code works on; `writeBackVector`
 * then checks that the C++ code left its length alone. `writeBack` copies back elements of
 * vectors that are JS arrays.
 */
import type { TypedArray, Vector } from './vector.js';

/** The part of a typed array that `writeBack` uses: `Float32Array`, `BigInt64Array`, .... */
export interface WritableElements<T> {
  readonly length: number;
  set(values: ArrayLike<T>): void;
}

/**
 * Copies `values`, a `std::vector&` parameter's elements after the call, into the caller's
 * typed array. A typed array cannot change length: when the C++ code resized the vector, this
 * throws a RangeError (a JS error, not a C++ one) rather than leave the caller part of the result.
 */
export function writeBack<T>(target: WritableElements<T>, values: readonly T[], functionName: string, parameter: string): void {
  if (values.length !== target.length) {
    throw new RangeError(
      `${functionName} resized its std::vector& parameter '${parameter}' from ${target.length} to ${values.length} elements, which the caller's typed array cannot follow`,
    );
  }
  target.set(values);
}

/**
 * After a call that took the caller's typed array as a `std::vector&` (wrapped, not copied, by
 * `Vector.wrap`): the writes are already in it, unless the C++ code reallocated the vector, whose
 * elements are then copied back. A changed length throws a RangeError, as `writeBack` does.
 */
export function writeBackVector<TA extends TypedArray>(target: TA, vector: Vector<TA>, functionName: string, parameter: string): void {
  if (vector.size !== target.length) {
    throw new RangeError(
      `${functionName} resized its std::vector& parameter '${parameter}' from ${target.length} to ${vector.size} elements, which the caller's typed array cannot follow`,
    );
  }
  if (vector.data !== target) (target as unknown as { set(values: TA): void }).set(vector.elements());
}
