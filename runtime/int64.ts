/**
 * Conversions between C++'s 64-bit integers and floating point, for the host code ampc emits.
 * A `long long` or `unsigned long long` is a JS bigint there (exact); `float` and `double` are
 * numbers. Integer conversions are inline (`BigInt(x)`, `BigInt.asIntN(64, x)`, `Number(x)`).
 */

const TWO_63 = 2 ** 63;
const INT64_MIN = -(2n ** 63n);

/**
 * `(long long)x` for a double or float: truncation toward zero. Out of range, and for NaN, C++
 * leaves the result undefined; this gives what x86-64's cvttsd2si gives, LLONG_MIN.
 */
export function int64FromDouble(x: number): bigint {
  return x >= -TWO_63 && x < TWO_63 ? BigInt(Math.trunc(x)) : INT64_MIN;
}

/**
 * `(unsigned long long)x` for a double or float: truncation toward zero. Out of range (negative
 * values included) C++ leaves the result undefined; this gives what g++'s x86-64 code gives: a
 * negative value wraps modulo 2^64, 2^64 and above give 0, NaN gives 2^63.
 */
export function uint64FromDouble(x: number): bigint {
  if (!(x >= TWO_63)) return BigInt.asUintN(64, int64FromDouble(x));
  return BigInt.asUintN(64, int64FromDouble(x - TWO_63) ^ INT64_MIN);
}

/** `std::abs`/`labs` of a `long` or `long long` (of the most negative value C++ leaves it undefined; here it wraps). */
export function int64Abs(v: bigint): bigint {
  return v < 0n ? BigInt.asIntN(64, -v) : v;
}

/**
 * `(float)v` for a 64-bit integer, rounded once to the nearest float (ties to even).
 * `Math.fround(Number(v))` would round twice, through double, and can land one float off
 * (2^60 + 2^36 + 1 would become 2^60). Keeping 53 bits with a sticky low bit for what is
 * dropped makes the first step exact enough for the second to round correctly.
 */
export function floatFromInt64(v: bigint): number {
  const negative = v < 0n;
  let m = negative ? -v : v;
  const extra = m.toString(2).length - 53;
  let scale = 1;
  if (extra > 0) {
    const dropped = m & ((1n << BigInt(extra)) - 1n);
    m = (m >> BigInt(extra)) | (dropped !== 0n ? 1n : 0n);
    scale = 2 ** extra;
  }
  const x = Math.fround(Number(m) * scale);
  return negative ? -x : x;
}
