/**
 * printf-exact formatting of doubles (`%.Ng`, `%.Nf`, `%.Ne`) as glibc does it,
 * which is what libstdc++'s ostream uses for floating-point output.
 *
 * JS's toFixed/toExponential round exact ties away from zero and give up
 * above 1e21, while glibc rounds the exact binary value half-to-even. So the
 * digits come from the double's exact decimal expansion (a double is
 * m·2^e, i.e. m·5^-e·10^e when e < 0), computed with BigInt, and are rounded
 * half-to-even by hand.
 *
 * That is slow (microseconds per number), so when the double cannot be an
 * exact tie at the rounding position, the digits come from toExponential /
 * toFixed, which round the exact value correctly in every other case. A tie
 * needs a short exact expansion: with x = odd·2^-k, the expansion has exactly
 * k fractional digits and at least k·log10(5) significant ones.
 */

export type FloatStyle = 'general' | 'fixed' | 'scientific';

/** Scratch space for taking doubles apart (one, reused: formatting is synchronous). */
const scratch = new DataView(new ArrayBuffer(8));

/** The exact value of a finite, non-zero |x| as `digits` × 10^`exponent`. */
interface ExactDecimal {
  digits: bigint;
  exponent: number;
}

function exactDecimal(magnitude: number): ExactDecimal {
  const view = scratch;
  view.setFloat64(0, magnitude);
  const high = view.getUint32(0);
  const low = view.getUint32(4);
  const biasedExponent = (high >>> 20) & 0x7ff;
  let mantissa = (BigInt(high & 0xfffff) << 32n) | BigInt(low);
  let binaryExponent: number;
  if (biasedExponent === 0) {
    binaryExponent = -1074; // subnormal
  } else {
    mantissa |= 1n << 52n;
    binaryExponent = biasedExponent - 1075;
  }
  if (binaryExponent >= 0) return { digits: mantissa << BigInt(binaryExponent), exponent: 0 };
  return { digits: mantissa * 5n ** BigInt(-binaryExponent), exponent: binaryExponent };
}

/** k such that |x| = odd × 2^-k (0 for integers): the number of decimal fractional digits of x's exact value. */
function binaryFractionDigits(magnitude: number): number {
  const view = scratch;
  view.setFloat64(0, magnitude);
  const high = view.getUint32(0);
  const low = view.getUint32(4);
  const biasedExponent = (high >>> 20) & 0x7ff;
  const exponent = biasedExponent === 0 ? -1074 : biasedExponent - 1075;
  const mantissaHigh = (high & 0xfffff) | (biasedExponent === 0 ? 0 : 0x100000);
  const trailingZeros = low !== 0 ? 31 - Math.clz32(low & -low) : 32 + 31 - Math.clz32(mantissaHigh & -mantissaHigh);
  return Math.max(0, -(exponent + trailingZeros));
}

const LOG10_5 = Math.log10(5);

/** `n / 10^shift` rounded half-to-even (shift > 0). */
function roundShift(n: bigint, shift: number): bigint {
  const divisor = 10n ** BigInt(shift);
  const quotient = n / divisor;
  const remainder = n % divisor;
  const twice = remainder * 2n;
  if (twice > divisor || (twice === divisor && quotient % 2n === 1n)) return quotient + 1n;
  return quotient;
}

function digitCount(n: bigint): number {
  return n.toString().length;
}

/** `%.{precision}f` of a finite non-negative value. */
function fixedDigits(value: number, precision: number): string {
  // An exact tie at the precision-th fractional digit needs exactly precision + 1 fractional digits.
  if (value < 1e21 && precision <= 100 && binaryFractionDigits(value) !== precision + 1) {
    return value.toFixed(precision);
  }
  let scaled: bigint;
  if (value === 0) {
    scaled = 0n;
  } else {
    const { digits, exponent } = exactDecimal(value);
    // value × 10^precision = digits × 10^(exponent + precision)
    const shift = -(exponent + precision);
    scaled = shift > 0 ? roundShift(digits, shift) : digits * 10n ** BigInt(-shift);
  }
  const text = scaled.toString().padStart(precision + 1, '0');
  if (precision === 0) return text;
  return `${text.slice(0, text.length - precision)}.${text.slice(text.length - precision)}`;
}

/** Significant digits of a finite non-negative value rounded to `significant` digits, and its decimal exponent. */
function scientificParts(value: number, significant: number): { digits: string; exponent: number } {
  if (value === 0) return { digits: '0'.repeat(significant), exponent: 0 };
  const fractionDigits = binaryFractionDigits(value);
  // A tie needs exactly significant + 1 significant digits; there are at least k·log10(5) of them.
  if (significant <= 100 && fractionDigits > 0 && Math.floor(fractionDigits * LOG10_5) > significant + 1) {
    const text = value.toExponential(significant - 1);
    const e = text.indexOf('e');
    return { digits: text.slice(0, e).replace('.', ''), exponent: Number(text.slice(e + 1)) };
  }
  const { digits, exponent } = exactDecimal(value);
  const count = digitCount(digits);
  let decimalExponent = count - 1 + exponent;
  const shift = count - significant;
  let rounded = shift > 0 ? roundShift(digits, shift) : digits * 10n ** BigInt(-shift);
  if (digitCount(rounded) > significant) {
    // Rounding carried into a new digit (9.99 → 10.0).
    rounded /= 10n;
    decimalExponent++;
  }
  return { digits: rounded.toString(), exponent: decimalExponent };
}

function exponentText(exponent: number): string {
  const sign = exponent < 0 ? '-' : '+';
  return `e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

/** `%.{precision}e` of a finite non-negative value. */
function scientificDigits(value: number, precision: number): string {
  const { digits, exponent } = scientificParts(value, precision + 1);
  const mantissa = precision === 0 ? digits : `${digits[0]}.${digits.slice(1)}`;
  return mantissa + exponentText(exponent);
}

/** `%.{precision}g` of a finite non-negative value; `alternate` (`%#g`) keeps the trailing zeros and the point. */
function generalDigits(value: number, precision: number, alternate = false): string {
  const significant = precision === 0 ? 1 : precision;
  const { digits, exponent } = scientificParts(value, significant);
  let text: string;
  if (exponent < -4 || exponent >= significant) {
    text = (significant === 1 ? digits : `${digits[0]}.${digits.slice(1)}`) + exponentText(exponent);
  } else if (exponent >= 0) {
    // The same rounded digits with the point moved: %g rounds once, to `significant` digits.
    const whole = digits.slice(0, exponent + 1);
    const fraction = digits.slice(exponent + 1);
    text = fraction === '' ? whole : `${whole}.${fraction}`;
  } else {
    text = `0.${'0'.repeat(-exponent - 1)}${digits}`;
  }
  if (alternate) return text.includes('.') ? text : text.replace(/(e|$)/, '.$1');
  return stripTrailingZeros(text);
}

/** `%#.{precision}g` of a finite non-negative value (printf's `#` flag: trailing zeros and the point stay). */
export function generalAlternate(value: number, precision: number): string {
  return generalDigits(value, Math.max(0, Math.trunc(precision)), true);
}

/** %g drops trailing zeros of the fraction, and the point if nothing is left after it. */
function stripTrailingZeros(text: string): string {
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  const suffix = e < 0 ? '' : text.slice(e);
  if (!mantissa.includes('.')) return text;
  return mantissa.replace(/0+$/, '').replace(/\.$/, '') + suffix;
}

function signBitSet(x: number): boolean {
  const view = scratch;
  view.setFloat64(0, x);
  return (view.getUint8(0) & 0x80) !== 0;
}

/** Formats `x` exactly as glibc's printf would with `%.{precision}g/f/e`. */
export function formatDouble(x: number, style: FloatStyle, precision: number): string {
  const negative = signBitSet(x);
  const sign = negative ? '-' : '';
  if (Number.isNaN(x)) return `${sign}nan`;
  const magnitude = Math.abs(x);
  if (magnitude === Infinity) return `${sign}inf`;
  const p = Math.max(0, Math.trunc(precision));
  switch (style) {
    case 'general':
      return sign + generalDigits(magnitude, p);
    case 'fixed':
      return sign + fixedDigits(magnitude, p);
    case 'scientific':
      return sign + scientificDigits(magnitude, p);
  }
}
