/**
 * Hexadecimal floating-point text (`0x1.8p3`, `-0X.8P-1`, `0x10`), as glibc's strtod and strtof
 * read it: hex digits with an optional point, then an optional binary exponent `p[+-]digits`
 * (taken only where digits follow). The value is exact in binary, so it is rounded once, to the
 * nearest double or float (ties to even), subnormals as glibc rounds them (below); beyond the
 * largest finite value it is infinity.
 */

const syntax = /^0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP]([+-]?\d+))?/;

/** The two formats: significand bits, and the exponent of the smallest normal. */
const formats = { 64: { precision: 53, minExponent: -1022 }, 32: { precision: 24, minExponent: -126 } } as const;

export interface HexFloat {
  /** The magnitude, rounded to the format (a double holding a float for 32). */
  value: number;
  /** The characters read (from the `0x`). */
  length: number;
  /** Below the smallest normal and inexact: glibc's ERANGE of an underflow. */
  underflow: boolean;
}

/** `text` from its `0x`: the number it starts with, or null where no hex digit follows the `0x` (then it is the decimal `0`). */
export function parseHexFloat(text: string, bits: 32 | 64): HexFloat | null {
  const m = syntax.exec(text);
  if (!m) return null;
  const [whole, fraction = ''] = m[1]!.split('.');
  const digits = `${whole}${fraction}`.replace(/^0+/, '');
  const length = m[0].length;
  if (digits === '') return { value: 0, length, underflow: false };
  // The value is M · 2^E, M the digits as an integer.
  const significand = BigInt(`0x${digits}`);
  const exponent = Number(m[2] ?? '0') - 4 * fraction.length;
  const { precision, minExponent } = formats[bits];
  const size = significand.toString(2).length;
  // The exponent of the top bit: far out of range, the result is plain (and M's shifts stay small).
  const top = size - 1 + exponent;
  if (top > 1100) return { value: Infinity, length, underflow: false };
  if (top < minExponent - precision - 1) return { value: 0, length, underflow: true };
  // The place of the last bit kept: `precision` bits, fewer below the normal range.
  const last = Math.max(top - precision + 1, minExponent - precision + 1);
  const shift = last - exponent;
  let kept = significand;
  let inexact = false;
  if (shift > 0) {
    let dropped = significand & ((1n << BigInt(shift)) - 1n);
    // glibc's rounding of a subnormal result leaves out the first bit past the format's
    // precision (it holds that bit apart while reading, then rounds from the bits it kept and
    // the rest): `0x1.000001p-150` is 0 as a float, not the 0x1p-149 the exact value rounds to.
    const apart = size - 1 - precision;
    if (top < minExponent && apart >= 0) dropped &= ~(1n << BigInt(apart));
    const half = 1n << BigInt(shift - 1);
    kept = significand >> BigInt(shift);
    if (dropped > half || (dropped === half && (kept & 1n) === 1n)) kept += 1n;
    inexact = dropped !== 0n;
  }
  const exact = scale(Number(kept), shift > 0 ? last : exponent);
  // A float beyond the largest finite one is infinity (the double holding it is not).
  const value = bits === 32 ? Math.fround(exact) : exact;
  return { value, length, underflow: inexact && tiny(significand, size, top, precision, minExponent) };
}

/**
 * Whether the value is below the normal range as glibc tells (after rounding): rounded to the
 * format's precision with an unbounded exponent, it stays below the smallest normal. Just below
 * it, only a significand whose first `precision + 1` bits are all ones rounds up to it.
 */
function tiny(significand: bigint, size: number, top: number, precision: number, minExponent: number): boolean {
  if (top !== minExponent - 1) return top < minExponent;
  const n = precision + 1;
  if (size < n) return true;
  return significand >> BigInt(size - n) !== (1n << BigInt(n)) - 1n;
}

/** `x · 2^e` for an `x` of at most 53 bits, in steps that neither overflow nor lose bits before the last. */
function scale(x: number, e: number): number {
  while (e > 1000) { x *= 2 ** 1000; e -= 1000; }
  while (e < -1000) { x *= 2 ** -1000; e += 1000; }
  return x * 2 ** e;
}
