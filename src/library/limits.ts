/**
 * `std::numeric_limits<T>` for the arithmetic types: its static members and member functions
 * are compile-time constants of T (C++ [numeric.limits]), with glibc/x86-64 values. ampc's
 * `long` is 32-bit, as in C++ AMP's MSVC.
 */
import { boolType, intType, type Type } from '../sema/types.js';

export interface Limit {
  /** A bigint for 64-bit integer types, as every 64-bit constant is. */
  value: number | bigint | boolean;
  type: Type;
}

const floatLimits = (bits: 32 | 64) => {
  const mantissa = bits === 32 ? 24 : 53;
  const max = bits === 32 ? 3.4028234663852886e38 : Number.MAX_VALUE;
  const min = bits === 32 ? 1.1754943508222875e-38 : 2.2250738585072014e-308;
  const denorm = bits === 32 ? 1.401298464324817e-45 : Number.MIN_VALUE;
  return { mantissa, max, min, denorm, epsilon: 2 ** (1 - mantissa), digits10: bits === 32 ? 6 : 15, maxDigits10: bits === 32 ? 9 : 17 };
};

/** `numeric_limits<t>::member` (or `member()`), or null when there is no such member for `t`. */
export function numericLimit(t: Type, member: string): Limit | null {
  if (t.kind === 'int' && t.bits === 64) {
    switch (member) {
      case 'max': return { value: t.signed ? 2n ** 63n - 1n : 2n ** 64n - 1n, type: t };
      case 'min': case 'lowest': return { value: t.signed ? -(2n ** 63n) : 0n, type: t };
      case 'epsilon': case 'round_error': case 'infinity': case 'quiet_NaN': case 'signaling_NaN': case 'denorm_min': return { value: 0n, type: t };
    }
    // The other members are ints and bools, as for the narrower types below.
  }
  if (t.kind === 'int' || t.kind === 'bool') {
    const bits = t.kind === 'bool' ? 1 : t.bits;
    const signed = t.kind === 'int' && t.signed;
    const max = t.kind === 'bool' ? 1 : signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1;
    const min = signed ? -(2 ** (bits - 1)) : 0;
    const value = (v: number): Limit => ({ value: t.kind === 'bool' ? v !== 0 : v, type: t });
    switch (member) {
      case 'max': return value(max);
      case 'min': case 'lowest': return value(min);
      case 'epsilon': case 'round_error': case 'infinity': case 'quiet_NaN': case 'signaling_NaN': case 'denorm_min': return value(0);
      case 'digits': return { value: signed ? bits - 1 : bits, type: intType };
      case 'digits10': return { value: Math.floor((signed ? bits - 1 : bits) * Math.log10(2)), type: intType };
      case 'is_signed': return { value: signed, type: boolType };
      case 'is_integer': case 'is_exact': case 'is_specialized': case 'is_bounded': return { value: true, type: boolType };
      case 'has_infinity': case 'has_quiet_NaN': case 'is_iec559': return { value: false, type: boolType };
      case 'radix': return { value: 2, type: intType };
      default: return null;
    }
  }
  if (t.kind === 'float') {
    const l = floatLimits(t.isLongDouble ? 64 : t.bits);
    const value = (v: number): Limit => ({ value: v, type: t });
    switch (member) {
      case 'max': return value(l.max);
      case 'min': return value(l.min);
      case 'lowest': return value(-l.max);
      case 'epsilon': return value(l.epsilon);
      case 'round_error': return value(0.5);
      case 'infinity': return value(Infinity);
      case 'quiet_NaN': case 'signaling_NaN': return value(NaN);
      case 'denorm_min': return value(l.denorm);
      case 'digits': return { value: l.mantissa, type: intType };
      case 'digits10': return { value: l.digits10, type: intType };
      case 'max_digits10': return { value: l.maxDigits10, type: intType };
      case 'is_signed': case 'is_specialized': case 'is_bounded': case 'has_infinity': case 'has_quiet_NaN': case 'is_iec559': return { value: true, type: boolType };
      case 'is_integer': case 'is_exact': return { value: false, type: boolType };
      case 'radix': return { value: 2, type: intType };
      default: return null;
    }
  }
  return null;
}
