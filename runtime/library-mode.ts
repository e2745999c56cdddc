/**
 * What library mode's exported functions call: a C++ function taking `std::vector<T>&` is
 * exported taking the caller's typed array (`Float32Array` for `vector<float>`, ...). The
 * export copies it into the vector the C++ code works on, and afterwards copies the vector's
 * elements back, through `writeBack`, into the caller's array.
 */
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
