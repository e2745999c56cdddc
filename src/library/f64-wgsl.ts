/**
 * Software binary64 (C++ `double`) for WGSL, which has no f64: IEEE-754 arithmetic on 32-bit
 * integers, rounding to nearest even, with subnormals, signed zeros, infinities and NaN.
 *
 * A double is a `vec2<u32>`: `.x` the low 32 bits, `.y` the high 32 (sign, 11-bit exponent, top
 * 20 mantissa bits), the little-endian layout of a Float64Array, so storage buffers hold the
 * host's doubles unconverted. + - * / sqrt fma, the conversions and the rounding functions
 * are bit-exact with IEEE (and so with the host's JavaScript numbers); a NaN result is some
 * quiet NaN (the first NaN operand's payload where there is one).
 *
 * The algorithms follow Berkeley SoftFloat 3 (add, sub, mul, div, the round-and-pack step)
 * and fdlibm's e_sqrt.c (bit-by-bit square root), rewritten for 32-bit words. Significands
 * wider than 32 bits are `vec2<u32>` (64-bit, `.x` low) or `vec4<u32>` (128-bit, `.x` lowest)
 * unsigned integers, handled by the `f64_u64_*` / `f64_u128_*` helpers below. WGSL takes a
 * run-time shift amount modulo 32, so every shift that may reach 32 branches.
 *
 * Each function is a `WgslHelper` (declared once per module through the printer context,
 * with the helpers in its `needs`), exported as a named const and in `f64Helpers`.
 */
import type { WgslHelper } from './math-wgsl.js';

const fn = (name: string, source: string, needs: readonly WgslHelper[] = []): WgslHelper => ({ name, source: source.trim(), needs });

/** The WGSL constant for a JS double, bit-exact (-0, infinities and NaN included). */
export function f64Literal(v: number): string {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, v, true);
  const hex = (n: number) => `0x${n.toString(16).padStart(8, '0')}u`;
  return `vec2<u32>(${hex(view.getUint32(0, true))}, ${hex(view.getUint32(4, true))})`;
}

// ---------------------------------------------------------------------------------------------
// 64- and 128-bit unsigned integers.

export const f64U64Add = fn('f64_u64_add', `
fn f64_u64_add(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  let lo = a.x + b.x;
  return vec2<u32>(lo, a.y + b.y + select(0u, 1u, lo < a.x));
}`);

export const f64U64Sub = fn('f64_u64_sub', `
fn f64_u64_sub(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  return vec2<u32>(a.x - b.x, a.y - b.y - select(0u, 1u, a.x < b.x));
}`);

export const f64U64Lt = fn('f64_u64_lt', `
fn f64_u64_lt(a: vec2<u32>, b: vec2<u32>) -> bool {
  return a.y < b.y || (a.y == b.y && a.x < b.x);
}`);

export const f64U64Clz = fn('f64_u64_clz', `
fn f64_u64_clz(a: vec2<u32>) -> u32 {
  if (a.y != 0u) { return countLeadingZeros(a.y); }
  return 32u + countLeadingZeros(a.x);
}`);

/** Shift left by n < 64. */
export const f64U64Shl = fn('f64_u64_shl', `
fn f64_u64_shl(a: vec2<u32>, n: u32) -> vec2<u32> {
  if (n == 0u) { return a; }
  if (n < 32u) { return vec2<u32>(a.x << n, (a.y << n) | (a.x >> (32u - n))); }
  return vec2<u32>(0u, a.x << (n - 32u));
}`);

/** Shift right by n < 64, dropping the bits shifted out. */
export const f64U64Shr = fn('f64_u64_shr', `
fn f64_u64_shr(a: vec2<u32>, n: u32) -> vec2<u32> {
  if (n == 0u) { return a; }
  if (n < 32u) { return vec2<u32>((a.x >> n) | (a.y << (32u - n)), a.y >> n); }
  return vec2<u32>(a.y >> (n - 32u), 0u);
}`);

/** Shift right by any n, ORing every bit shifted out into bit 0 ("jamming"), so rounding still sees them. */
export const f64U64ShrJam = fn('f64_u64_shr_jam', `
fn f64_u64_shr_jam(a: vec2<u32>, n: u32) -> vec2<u32> {
  if (n == 0u) { return a; }
  if (n < 32u) {
    let sticky = select(0u, 1u, (a.x << (32u - n)) != 0u);
    return vec2<u32>((a.x >> n) | (a.y << (32u - n)) | sticky, a.y >> n);
  }
  if (n < 64u) {
    let lost = a.x | select(0u, a.y << ((64u - n) & 31u), n > 32u);
    return vec2<u32>((a.y >> (n - 32u)) | select(0u, 1u, lost != 0u), 0u);
  }
  return vec2<u32>(select(0u, 1u, (a.x | a.y) != 0u), 0u);
}`);

/** The 64-bit product of two u32s, from 16-bit halves (WGSL has no mulhi). */
export const f64Mul32 = fn('f64_mul32', `
fn f64_mul32(a: u32, b: u32) -> vec2<u32> {
  let a0 = a & 0xffffu;
  let a1 = a >> 16u;
  let b0 = b & 0xffffu;
  let b1 = b >> 16u;
  let p00 = a0 * b0;
  let p10 = a1 * b0;
  // Cannot overflow: (2^16 - 1)^2 + 2 (2^16 - 1) < 2^32.
  let mid = a0 * b1 + (p00 >> 16u) + (p10 & 0xffffu);
  return vec2<u32>((mid << 16u) | (p00 & 0xffffu), a1 * b1 + (mid >> 16u) + (p10 >> 16u));
}`);

/** The 128-bit product of two 64-bit integers. */
export const f64U64Mul = fn('f64_u64_mul', `
fn f64_u64_mul(a: vec2<u32>, b: vec2<u32>) -> vec4<u32> {
  let p0 = f64_mul32(a.x, b.x);
  let p1 = f64_mul32(a.x, b.y);
  let p2 = f64_mul32(a.y, b.x);
  let p3 = f64_mul32(a.y, b.y);
  let m = f64_u64_add(p1, p2);
  let m2 = f64_u64_add(m, vec2<u32>(p0.y, p3.x));
  let carries = select(0u, 1u, f64_u64_lt(m, p1)) + select(0u, 1u, f64_u64_lt(m2, m));
  return vec4<u32>(p0.x, m2.x, m2.y, p3.y + carries);
}`, [f64Mul32, f64U64Add, f64U64Lt]);

export const f64U128Add = fn('f64_u128_add', `
fn f64_u128_add(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
  let lo = f64_u64_add(a.xy, b.xy);
  let carry = select(0u, 1u, f64_u64_lt(lo, a.xy));
  return vec4<u32>(lo, f64_u64_add(f64_u64_add(a.zw, b.zw), vec2<u32>(carry, 0u)));
}`, [f64U64Add, f64U64Lt]);

export const f64U128Sub = fn('f64_u128_sub', `
fn f64_u128_sub(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
  let borrow = select(0u, 1u, f64_u64_lt(a.xy, b.xy));
  return vec4<u32>(f64_u64_sub(a.xy, b.xy), f64_u64_sub(f64_u64_sub(a.zw, b.zw), vec2<u32>(borrow, 0u)));
}`, [f64U64Sub, f64U64Lt]);

export const f64U128Lt = fn('f64_u128_lt', `
fn f64_u128_lt(a: vec4<u32>, b: vec4<u32>) -> bool {
  return f64_u64_lt(a.zw, b.zw) || (all(a.zw == b.zw) && f64_u64_lt(a.xy, b.xy));
}`, [f64U64Lt]);

export const f64U128Clz = fn('f64_u128_clz', `
fn f64_u128_clz(a: vec4<u32>) -> u32 {
  if (a.w != 0u) { return countLeadingZeros(a.w); }
  if (a.z != 0u) { return 32u + countLeadingZeros(a.z); }
  if (a.y != 0u) { return 64u + countLeadingZeros(a.y); }
  return 96u + countLeadingZeros(a.x);
}`);

/** Shift left by n < 128. */
export const f64U128Shl = fn('f64_u128_shl', `
fn f64_u128_shl(a: vec4<u32>, n: u32) -> vec4<u32> {
  var w = array<u32, 4>(a.x, a.y, a.z, a.w);
  var r = array<u32, 4>(0u, 0u, 0u, 0u);
  let words = n >> 5u;
  let bits = n & 31u;
  for (var i = words; i < 4u; i++) {
    let j = i - words;
    var v = w[j] << bits;
    if (bits != 0u && j > 0u) { v |= w[j - 1u] >> (32u - bits); }
    r[i] = v;
  }
  return vec4<u32>(r[0], r[1], r[2], r[3]);
}`);

/** Shift right by any n, jamming the bits shifted out into bit 0. */
export const f64U128ShrJam = fn('f64_u128_shr_jam', `
fn f64_u128_shr_jam(a: vec4<u32>, n: u32) -> vec4<u32> {
  if (n == 0u) { return a; }
  if (n >= 128u) { return vec4<u32>(select(0u, 1u, any(a != vec4<u32>(0u))), 0u, 0u, 0u); }
  var w = array<u32, 4>(a.x, a.y, a.z, a.w);
  var r = array<u32, 4>(0u, 0u, 0u, 0u);
  let words = n >> 5u;
  let bits = n & 31u;
  var lost = 0u;
  for (var i = 0u; i < words; i++) { lost |= w[i]; }
  if (bits != 0u) { lost |= w[words] << (32u - bits); }
  for (var i = 0u; i + words < 4u; i++) {
    let j = i + words;
    var v = w[j] >> bits;
    if (bits != 0u && j < 3u) { v |= w[j + 1u] << (32u - bits); }
    r[i] = v;
  }
  return vec4<u32>(r[0] | select(0u, 1u, lost != 0u), r[1], r[2], r[3]);
}`);

// ---------------------------------------------------------------------------------------------
// Classification, sign and NaN.

export const f64Isnan = fn('f64_isnan', `
fn f64_isnan(d: vec2<u32>) -> bool {
  let h = d.y & 0x7fffffffu;
  return h > 0x7ff00000u || (h == 0x7ff00000u && d.x != 0u);
}`);

export const f64Isinf = fn('f64_isinf', `
fn f64_isinf(d: vec2<u32>) -> bool {
  return (d.y & 0x7fffffffu) == 0x7ff00000u && d.x == 0u;
}`);

export const f64Isfinite = fn('f64_isfinite', `
fn f64_isfinite(d: vec2<u32>) -> bool {
  return (d.y & 0x7ff00000u) != 0x7ff00000u;
}`);

export const f64Signbit = fn('f64_signbit', `
fn f64_signbit(d: vec2<u32>) -> bool {
  return (d.y & 0x80000000u) != 0u;
}`);

export const f64Neg = fn('f64_neg', `
fn f64_neg(a: vec2<u32>) -> vec2<u32> {
  return vec2<u32>(a.x, a.y ^ 0x80000000u);
}`);

export const f64Abs = fn('f64_abs', `
fn f64_abs(a: vec2<u32>) -> vec2<u32> {
  return vec2<u32>(a.x, a.y & 0x7fffffffu);
}`);

export const f64Copysign = fn('f64_copysign', `
fn f64_copysign(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  return vec2<u32>(a.x, (a.y & 0x7fffffffu) | (b.y & 0x80000000u));
}`);

/** The NaN result of an operation: the first NaN operand, quieted, else the default NaN (an invalid operation). */
export const f64Nan2 = fn('f64_nan2', `
fn f64_nan2(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  if (f64_isnan(a)) { return vec2<u32>(a.x, a.y | 0x00080000u); }
  if (f64_isnan(b)) { return vec2<u32>(b.x, b.y | 0x00080000u); }
  return vec2<u32>(0u, 0x7ff80000u);
}`, [f64Isnan]);

// ---------------------------------------------------------------------------------------------
// Rounding and packing (SoftFloat's roundPackToF64 and normRoundPackToF64).

/**
 * The double nearest (ties to even) to sig * 2^(exp - 1084), where sig has its leading bit at
 * bit 62 (or is smaller, for subnormals) and its low 10 bits are rounding bits. `exp` is the
 * biased exponent minus one: the leading bit, added into the exponent field, adds the one back.
 * Overflow gives infinity; exp < 0 shifts into the subnormals, rounding once.
 */
export const f64RoundPack = fn('f64_round_pack', `
fn f64_round_pack(sign: u32, exp: i32, sig_in: vec2<u32>) -> vec2<u32> {
  var e = exp;
  var sig = sig_in;
  if (bitcast<u32>(e) >= 0x7fdu) {
    if (e < 0) {
      sig = f64_u64_shr_jam(sig, u32(min(-e, 64)));
      e = 0;
    } else if (e > 0x7fd || f64_u64_add(sig, vec2<u32>(0x200u, 0u)).y >= 0x80000000u) {
      return vec2<u32>(0u, sign | 0x7ff00000u);
    }
  }
  let round_bits = sig.x & 0x3ffu;
  let s = f64_u64_add(sig, vec2<u32>(0x200u, 0u));
  var z = vec2<u32>((s.x >> 10u) | (s.y << 22u), s.y >> 10u);
  if (round_bits == 0x200u) { z.x &= 0xfffffffeu; }
  if ((z.x | z.y) == 0u) { e = 0; }
  return f64_u64_add(vec2<u32>(0u, sign | (u32(e) << 20u)), z);
}`, [f64U64ShrJam, f64U64Add]);

/** f64_round_pack for a significand not yet normalized (its leading bit anywhere, or zero). */
export const f64NormRoundPack = fn('f64_norm_round_pack', `
fn f64_norm_round_pack(sign: u32, exp: i32, sig: vec2<u32>) -> vec2<u32> {
  let shift = i32(f64_u64_clz(sig)) - 1;
  let e = exp - shift;
  if (shift >= 10 && bitcast<u32>(e) < 0x7fdu) {
    // Exact: no rounding bits are set.
    let z = f64_u64_shl(sig, u32(shift - 10));
    return f64_u64_add(vec2<u32>(0u, sign | select(0u, u32(e) << 20u, (sig.x | sig.y) != 0u)), z);
  }
  return f64_round_pack(sign, e, f64_u64_shl(sig, u32(shift)));
}`, [f64U64Clz, f64U64Shl, f64U64Add, f64RoundPack]);

// ---------------------------------------------------------------------------------------------
// Arithmetic.

/** |a| + |b| with the sign `sign` (SoftFloat's addMagsF64). */
export const f64AddMags = fn('f64_add_mags', `
fn f64_add_mags(a: vec2<u32>, b: vec2<u32>, sign: u32) -> vec2<u32> {
  let ea = i32((a.y >> 20u) & 0x7ffu);
  let eb = i32((b.y >> 20u) & 0x7ffu);
  var ma = vec2<u32>(a.x, a.y & 0xfffffu);
  var mb = vec2<u32>(b.x, b.y & 0xfffffu);
  let d = ea - eb;
  if (d == 0) {
    // Two subnormals (or zeros): the sum's carry into the exponent field is right as it is.
    if (ea == 0) { return f64_u64_add(a, mb); }
    if (ea == 0x7ff) {
      if ((ma.x | ma.y | mb.x | mb.y) != 0u) { return f64_nan2(a, b); }
      return a;
    }
    let sig = f64_u64_shl(f64_u64_add(f64_u64_add(vec2<u32>(0u, 0x00200000u), ma), mb), 9u);
    return f64_round_pack(sign, ea, sig);
  }
  ma = f64_u64_shl(ma, 9u);
  mb = f64_u64_shl(mb, 9u);
  var ez: i32;
  if (d < 0) {
    if (eb == 0x7ff) {
      if ((mb.x | mb.y) != 0u) { return f64_nan2(a, b); }
      return vec2<u32>(0u, sign | 0x7ff00000u);
    }
    ez = eb;
    if (ea != 0) { ma.y += 0x20000000u; } else { ma = f64_u64_shl(ma, 1u); }
    ma = f64_u64_shr_jam(ma, u32(-d));
  } else {
    if (ea == 0x7ff) {
      if ((ma.x | ma.y) != 0u) { return f64_nan2(a, b); }
      return vec2<u32>(0u, sign | 0x7ff00000u);
    }
    ez = ea;
    if (eb != 0) { mb.y += 0x20000000u; } else { mb = f64_u64_shl(mb, 1u); }
    mb = f64_u64_shr_jam(mb, u32(d));
  }
  var sig = f64_u64_add(f64_u64_add(vec2<u32>(0u, 0x20000000u), ma), mb);
  if (sig.y < 0x40000000u) {
    ez -= 1;
    sig = f64_u64_shl(sig, 1u);
  }
  return f64_round_pack(sign, ez, sig);
}`, [f64U64Add, f64U64Shl, f64U64ShrJam, f64Nan2, f64RoundPack]);

/** |a| - |b|, negated when `sign` is set (SoftFloat's subMagsF64). */
export const f64SubMags = fn('f64_sub_mags', `
fn f64_sub_mags(a: vec2<u32>, b: vec2<u32>, sign: u32) -> vec2<u32> {
  let ea = i32((a.y >> 20u) & 0x7ffu);
  let eb = i32((b.y >> 20u) & 0x7ffu);
  var ma = vec2<u32>(a.x, a.y & 0xfffffu);
  var mb = vec2<u32>(b.x, b.y & 0xfffffu);
  let d = ea - eb;
  var sz = sign;
  if (d == 0) {
    if (ea == 0x7ff) { return f64_nan2(a, b); }
    var diff: vec2<u32>;
    if (f64_u64_lt(ma, mb)) {
      sz ^= 0x80000000u;
      diff = f64_u64_sub(mb, ma);
    } else {
      diff = f64_u64_sub(ma, mb);
    }
    // An exact zero difference is +0 when rounding to nearest.
    if ((diff.x | diff.y) == 0u) { return vec2<u32>(0u, 0u); }
    var e = ea;
    if (e != 0) { e -= 1; }
    var shift = i32(f64_u64_clz(diff)) - 11;
    var ez = e - shift;
    if (ez < 0) {
      shift = e;
      ez = 0;
    }
    return f64_u64_add(vec2<u32>(0u, sz | (u32(ez) << 20u)), f64_u64_shl(diff, u32(shift)));
  }
  ma = f64_u64_shl(ma, 10u);
  mb = f64_u64_shl(mb, 10u);
  var ez: i32;
  var sig: vec2<u32>;
  if (d < 0) {
    sz ^= 0x80000000u;
    if (eb == 0x7ff) {
      if ((mb.x | mb.y) != 0u) { return f64_nan2(a, b); }
      return vec2<u32>(0u, sz | 0x7ff00000u);
    }
    if (ea != 0) { ma.y += 0x40000000u; } else { ma = f64_u64_add(ma, ma); }
    ma = f64_u64_shr_jam(ma, u32(-d));
    mb.y |= 0x40000000u;
    ez = eb;
    sig = f64_u64_sub(mb, ma);
  } else {
    if (ea == 0x7ff) {
      if ((ma.x | ma.y) != 0u) { return f64_nan2(a, b); }
      return vec2<u32>(0u, sz | 0x7ff00000u);
    }
    if (eb != 0) { mb.y += 0x40000000u; } else { mb = f64_u64_add(mb, mb); }
    mb = f64_u64_shr_jam(mb, u32(d));
    ma.y |= 0x40000000u;
    ez = ea;
    sig = f64_u64_sub(ma, mb);
  }
  return f64_norm_round_pack(sz, ez - 1, sig);
}`, [f64U64Add, f64U64Sub, f64U64Lt, f64U64Clz, f64U64Shl, f64U64ShrJam, f64Nan2, f64NormRoundPack]);

export const f64Add = fn('f64_add', `
fn f64_add(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  let sa = a.y & 0x80000000u;
  if (sa == (b.y & 0x80000000u)) { return f64_add_mags(a, b, sa); }
  return f64_sub_mags(a, b, sa);
}`, [f64AddMags, f64SubMags]);

export const f64Sub = fn('f64_sub', `
fn f64_sub(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  return f64_add(a, vec2<u32>(b.x, b.y ^ 0x80000000u));
}`, [f64Add]);

/** A subnormal's significand shifted up to a normal one's place, and its true exponent (`1 - shift`). */
export const f64NormalizeSubnormal = fn('f64_normalize_subnormal', `
fn f64_normalize_subnormal(m: ptr<function, vec2<u32>>, e: ptr<function, i32>) {
  let s = f64_u64_clz(*m) - 11u;
  *m = f64_u64_shl(*m, s);
  *e = 1 - i32(s);
}`, [f64U64Clz, f64U64Shl]);

export const f64Mul = fn('f64_mul', `
fn f64_mul(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  let sz = (a.y ^ b.y) & 0x80000000u;
  var ea = i32((a.y >> 20u) & 0x7ffu);
  var eb = i32((b.y >> 20u) & 0x7ffu);
  var ma = vec2<u32>(a.x, a.y & 0xfffffu);
  var mb = vec2<u32>(b.x, b.y & 0xfffffu);
  let a_zero = ea == 0 && (ma.x | ma.y) == 0u;
  let b_zero = eb == 0 && (mb.x | mb.y) == 0u;
  if (ea == 0x7ff || eb == 0x7ff) {
    if (f64_isnan(a) || f64_isnan(b) || a_zero || b_zero) { return f64_nan2(a, b); }
    return vec2<u32>(0u, sz | 0x7ff00000u);
  }
  if (a_zero || b_zero) { return vec2<u32>(0u, sz); }
  if (ea == 0) {
    f64_normalize_subnormal(&ma, &ea);
  }
  if (eb == 0) {
    f64_normalize_subnormal(&mb, &eb);
  }
  var ez = ea + eb - 0x3ff;
  // Leading bits at 62 and 63: the product's high word has its leading bit at 61 or 62.
  let p = f64_u64_mul(f64_u64_shl(vec2<u32>(ma.x, ma.y | 0x00100000u), 10u), f64_u64_shl(vec2<u32>(mb.x, mb.y | 0x00100000u), 11u));
  var sig = vec2<u32>(p.z | select(0u, 1u, (p.x | p.y) != 0u), p.w);
  if (sig.y < 0x40000000u) {
    ez -= 1;
    sig = f64_u64_shl(sig, 1u);
  }
  return f64_round_pack(sz, ez, sig);
}`, [f64Isnan, f64Nan2, f64U64Clz, f64U64Shl, f64U64Mul, f64RoundPack, f64NormalizeSubnormal]);

/** Restoring division, one quotient bit a step: 54 bits and a sticky bit round exactly. */
export const f64Div = fn('f64_div', `
fn f64_div(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  let sz = (a.y ^ b.y) & 0x80000000u;
  var ea = i32((a.y >> 20u) & 0x7ffu);
  var eb = i32((b.y >> 20u) & 0x7ffu);
  var ma = vec2<u32>(a.x, a.y & 0xfffffu);
  var mb = vec2<u32>(b.x, b.y & 0xfffffu);
  let a_zero = ea == 0 && (ma.x | ma.y) == 0u;
  let b_zero = eb == 0 && (mb.x | mb.y) == 0u;
  if (f64_isnan(a) || f64_isnan(b)) { return f64_nan2(a, b); }
  if (ea == 0x7ff) {
    if (eb == 0x7ff) { return f64_nan2(a, b); }
    return vec2<u32>(0u, sz | 0x7ff00000u);
  }
  if (eb == 0x7ff) { return vec2<u32>(0u, sz); }
  if (b_zero) {
    if (a_zero) { return f64_nan2(a, b); }
    return vec2<u32>(0u, sz | 0x7ff00000u);
  }
  if (a_zero) { return vec2<u32>(0u, sz); }
  if (ea == 0) {
    f64_normalize_subnormal(&ma, &ea);
  }
  if (eb == 0) {
    f64_normalize_subnormal(&mb, &eb);
  }
  var ez = ea - eb + 0x3fe;
  var r = vec2<u32>(ma.x, ma.y | 0x00100000u);
  let dv = vec2<u32>(mb.x, mb.y | 0x00100000u);
  if (f64_u64_lt(r, dv)) {
    r = f64_u64_add(r, r);
    ez -= 1;
  }
  // r < 2 dv < 2^54 throughout, so r and the quotient fit in 64 bits.
  var q = vec2<u32>(0u, 0u);
  for (var i = 0; i < 54; i++) {
    q = f64_u64_add(q, q);
    if (!f64_u64_lt(r, dv)) {
      r = f64_u64_sub(r, dv);
      q.x |= 1u;
    }
    r = f64_u64_add(r, r);
  }
  var sig = f64_u64_shl(q, 9u);
  if ((r.x | r.y) != 0u) { sig.x |= 1u; }
  return f64_round_pack(sz, ez, sig);
}`, [f64Isnan, f64Nan2, f64U64Clz, f64U64Shl, f64U64Lt, f64U64Add, f64U64Sub, f64RoundPack, f64NormalizeSubnormal]);

/** fdlibm's e_sqrt.c: the root bit by bit, rounded by its remainder (a square root is never a tie). */
export const f64Sqrt = fn('f64_sqrt', `
fn f64_sqrt(a: vec2<u32>) -> vec2<u32> {
  var ix0 = a.y;
  var ix1 = a.x;
  if ((ix0 & 0x7ff00000u) == 0x7ff00000u) {
    // NaN, +inf, or -inf (an invalid operation).
    if (f64_isnan(a) || (ix0 & 0x80000000u) != 0u) { return f64_nan2(a, a); }
    return a;
  }
  if (((ix0 & 0x7fffffffu) | ix1) == 0u) { return a; }
  if ((ix0 & 0x80000000u) != 0u) { return vec2<u32>(0u, 0x7ff80000u); }
  var m = i32(ix0 >> 20u);
  if (m == 0) {
    // Subnormal: normalize.
    while (ix0 == 0u) {
      m -= 21;
      ix0 |= ix1 >> 11u;
      ix1 <<= 21u;
    }
    let i = countLeadingZeros(ix0) - 11u;
    m -= i32(i) - 1;
    if (i > 0u) {
      ix0 = (ix0 << i) | (ix1 >> (32u - i));
      ix1 <<= i;
    }
  }
  m -= 1023;
  ix0 = (ix0 & 0x000fffffu) | 0x00100000u;
  if ((m & 1) != 0) {
    ix0 += ix0 + (ix1 >> 31u);
    ix1 += ix1;
  }
  m >>= 1u;
  ix0 += ix0 + (ix1 >> 31u);
  ix1 += ix1;
  var q = 0u;
  var q1 = 0u;
  var s0 = 0u;
  var s1 = 0u;
  var r = 0x00200000u;
  while (r != 0u) {
    let t = s0 + r;
    if (t <= ix0) {
      s0 = t + r;
      ix0 -= t;
      q += r;
    }
    ix0 += ix0 + (ix1 >> 31u);
    ix1 += ix1;
    r >>= 1u;
  }
  r = 0x80000000u;
  while (r != 0u) {
    let t1 = s1 + r;
    let t = s0;
    if (t < ix0 || (t == ix0 && t1 <= ix1)) {
      s1 = t1 + r;
      if ((t1 & 0x80000000u) != 0u && (s1 & 0x80000000u) == 0u) { s0 += 1u; }
      ix0 -= t;
      if (ix1 < t1) { ix0 -= 1u; }
      ix1 -= t1;
      q1 += r;
    }
    ix0 += ix0 + (ix1 >> 31u);
    ix1 += ix1;
    r >>= 1u;
  }
  // A nonzero remainder: round up when the extra bit (q1's lowest) is set.
  if ((ix0 | ix1) != 0u) {
    if (q1 == 0xffffffffu) {
      q1 = 0u;
      q += 1u;
    } else {
      q1 += q1 & 1u;
    }
  }
  var lo = q1 >> 1u;
  if ((q & 1u) == 1u) { lo |= 0x80000000u; }
  return vec2<u32>(lo, (q >> 1u) + 0x3fe00000u + bitcast<u32>(m << 20u));
}`, [f64Isnan, f64Nan2]);

/**
 * a * b + c rounded once: the 106-bit product and c, both placed with their leading bit at
 * bit 125 of a 128-bit integer, aligned (the smaller jammed), added, and rounded. Jamming
 * only happens when the exponents differ by 20 bits or more, so the result keeps its leading
 * bit at 124 or above and the jammed bit lies far below the rounding position.
 */
export const f64Fma = fn('f64_fma', `
fn f64_fma(a: vec2<u32>, b: vec2<u32>, c: vec2<u32>) -> vec2<u32> {
  var ea = i32((a.y >> 20u) & 0x7ffu);
  var eb = i32((b.y >> 20u) & 0x7ffu);
  var ec = i32((c.y >> 20u) & 0x7ffu);
  var ma = vec2<u32>(a.x, a.y & 0xfffffu);
  var mb = vec2<u32>(b.x, b.y & 0xfffffu);
  var mc = vec2<u32>(c.x, c.y & 0xfffffu);
  let sp = (a.y ^ b.y) & 0x80000000u;
  let sc = c.y & 0x80000000u;
  if (f64_isnan(a) || f64_isnan(b)) { return f64_nan2(a, b); }
  if (f64_isnan(c)) { return f64_nan2(c, c); }
  let a_zero = ea == 0 && (ma.x | ma.y) == 0u;
  let b_zero = eb == 0 && (mb.x | mb.y) == 0u;
  if (ea == 0x7ff || eb == 0x7ff) {
    // inf * 0, or inf - inf.
    if (a_zero || b_zero || (ec == 0x7ff && sc != sp)) { return vec2<u32>(0u, 0x7ff80000u); }
    return vec2<u32>(0u, sp | 0x7ff00000u);
  }
  if (ec == 0x7ff) { return c; }
  // An exact zero product: the sum's sign follows IEEE's rules for zeros.
  if (a_zero || b_zero) { return f64_add(vec2<u32>(0u, sp), c); }
  // c = 0 with a nonzero product: the product rounded once, with its own sign.
  if (ec == 0 && (mc.x | mc.y) == 0u) { return f64_mul(a, b); }
  if (ea == 0) {
    f64_normalize_subnormal(&ma, &ea);
  }
  if (eb == 0) {
    f64_normalize_subnormal(&mb, &eb);
  }
  if (ec == 0) {
    let s = f64_u64_clz(mc) - 11u;
    mc = f64_u64_shl(mc, s);
    ec = 1 - i32(s);
  }
  ma.y |= 0x00100000u;
  mb.y |= 0x00100000u;
  mc.y |= 0x00100000u;
  // product = p * 2^xp, c = cc * 2^xc, each with its leading bit at 125.
  var p = f64_u64_mul(ma, mb);
  let ps = select(21u, 20u, (p.w & 0x200u) != 0u);
  p = f64_u128_shl(p, ps);
  let xp = ea + eb - 2150 - i32(ps);
  let cc = vec4<u32>(0u, 0u, f64_u64_shl(mc, 9u));
  let xc = ec - 1075 - 73;
  var big: vec4<u32>;
  var small: vec4<u32>;
  var sign: u32;
  var x: i32;
  if (xp > xc || (xp == xc && !f64_u128_lt(p, cc))) {
    big = p;
    sign = sp;
    small = f64_u128_shr_jam(cc, u32(min(xp - xc, 128)));
    x = xp;
  } else {
    big = cc;
    sign = sc;
    small = f64_u128_shr_jam(p, u32(min(xc - xp, 128)));
    x = xc;
  }
  var r: vec4<u32>;
  if (sp == sc) { r = f64_u128_add(big, small); } else { r = f64_u128_sub(big, small); }
  if (all(r == vec4<u32>(0u))) { return vec2<u32>(0u, 0u); }
  let top = 127 - i32(f64_u128_clz(r));
  var sig: vec2<u32>;
  if (top >= 62) {
    sig = f64_u128_shr_jam(r, u32(top - 62)).xy;
  } else {
    sig = f64_u64_shl(r.xy, u32(62 - top));
  }
  return f64_round_pack(sign, x + top + 1022, sig);
}`, [f64Isnan, f64Nan2, f64Add, f64Mul, f64U64Clz, f64U64Shl, f64U64Mul, f64U128Shl, f64U128Lt, f64U128ShrJam,
  f64U128Add, f64U128Sub, f64U128Clz, f64RoundPack, f64NormalizeSubnormal]);

// ---------------------------------------------------------------------------------------------
// Comparisons (IEEE: a NaN is unordered, -0 == +0).

export const f64Eq = fn('f64_eq', `
fn f64_eq(a: vec2<u32>, b: vec2<u32>) -> bool {
  if (f64_isnan(a) || f64_isnan(b)) { return false; }
  return all(a == b) || (((a.y | b.y) & 0x7fffffffu) | a.x | b.x) == 0u;
}`, [f64Isnan]);

export const f64Ne = fn('f64_ne', `
fn f64_ne(a: vec2<u32>, b: vec2<u32>) -> bool {
  return !f64_eq(a, b);
}`, [f64Eq]);

export const f64Lt = fn('f64_lt', `
fn f64_lt(a: vec2<u32>, b: vec2<u32>) -> bool {
  if (f64_isnan(a) || f64_isnan(b)) { return false; }
  if ((((a.y | b.y) & 0x7fffffffu) | a.x | b.x) == 0u) { return false; }
  let sa = a.y >> 31u;
  if (sa != (b.y >> 31u)) { return sa == 1u; }
  if (sa == 0u) { return f64_u64_lt(a, b); }
  return f64_u64_lt(b, a);
}`, [f64Isnan, f64U64Lt]);

export const f64Le = fn('f64_le', `
fn f64_le(a: vec2<u32>, b: vec2<u32>) -> bool {
  return f64_lt(a, b) || f64_eq(a, b);
}`, [f64Lt, f64Eq]);

export const f64Gt = fn('f64_gt', `
fn f64_gt(a: vec2<u32>, b: vec2<u32>) -> bool {
  return f64_lt(b, a);
}`, [f64Lt]);

export const f64Ge = fn('f64_ge', `
fn f64_ge(a: vec2<u32>, b: vec2<u32>) -> bool {
  return f64_le(b, a);
}`, [f64Le]);

/** C's fmin/fmax: a NaN argument yields the other; fmin(-0, +0) is -0 and fmax +0, as the host's Math.min/max. */
export const f64Min = fn('f64_min', `
fn f64_min(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  if (f64_isnan(a)) { return b; }
  if (f64_isnan(b)) { return a; }
  if (f64_lt(a, b)) { return a; }
  if (f64_lt(b, a)) { return b; }
  return vec2<u32>(a.x, a.y | (b.y & 0x80000000u));
}`, [f64Isnan, f64Lt]);

export const f64Max = fn('f64_max', `
fn f64_max(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  if (f64_isnan(a)) { return b; }
  if (f64_isnan(b)) { return a; }
  if (f64_lt(a, b)) { return b; }
  if (f64_lt(b, a)) { return a; }
  return vec2<u32>(a.x, a.y & (b.y | 0x7fffffffu));
}`, [f64Isnan, f64Lt]);

// ---------------------------------------------------------------------------------------------
// Conversions.

/** Exact. f32 subnormals are kept if the device keeps them. */
export const f64FromF32 = fn('f64_from_f32', `
fn f64_from_f32(f: f32) -> vec2<u32> {
  let bits = bitcast<u32>(f);
  let sign = bits & 0x80000000u;
  let e = (bits >> 23u) & 0xffu;
  let m = bits & 0x7fffffu;
  if (e == 0xffu) { return vec2<u32>(m << 29u, sign | 0x7ff00000u | (m >> 3u)); }
  if (e == 0u) {
    if (m == 0u) { return vec2<u32>(0u, sign); }
    // m 2^-149, normalized: its leading bit moved to bit 23.
    let s = countLeadingZeros(m) - 8u;
    let mm = (m << s) & 0x7fffffu;
    return vec2<u32>(mm << 29u, sign | ((897u - s) << 20u) | (mm >> 3u));
  }
  return vec2<u32>(m << 29u, sign | ((e + 896u) << 20u) | (m >> 3u));
}`);

export const f64FromU32 = fn('f64_from_u32', `
fn f64_from_u32(u: u32) -> vec2<u32> {
  if (u == 0u) { return vec2<u32>(0u, 0u); }
  let n = 31u - countLeadingZeros(u);
  let m = f64_u64_shl(vec2<u32>(u, 0u), 52u - n);
  return vec2<u32>(m.x, ((1023u + n) << 20u) | (m.y & 0xfffffu));
}`, [f64U64Shl]);

export const f64FromI32 = fn('f64_from_i32', `
fn f64_from_i32(i: i32) -> vec2<u32> {
  let d = f64_from_u32(select(u32(i), 0u - u32(i), i < 0));
  return vec2<u32>(d.x, d.y | select(0u, 0x80000000u, i < 0));
}`, [f64FromU32]);

/** Round to nearest even (SoftFloat's roundPackToF32): overflow to infinity, subnormal results rounded once. */
export const f64ToF32 = fn('f64_to_f32', `
fn f64_to_f32(d: vec2<u32>) -> f32 {
  let sign = d.y & 0x80000000u;
  let e = i32((d.y >> 20u) & 0x7ffu);
  let mhi = d.y & 0xfffffu;
  if (e == 0x7ff) {
    if ((mhi | d.x) != 0u) { return bitcast<f32>(sign | 0x7fc00000u | (mhi << 3u) | (d.x >> 29u)); }
    return bitcast<f32>(sign | 0x7f800000u);
  }
  // A double subnormal is far below f32's smallest subnormal.
  if (e == 0) { return bitcast<f32>(sign); }
  // The 53-bit significand with its leading bit at 30, the last 22 bits jammed into bit 0.
  var sig = ((mhi | 0x100000u) << 10u) | (d.x >> 22u) | select(0u, 1u, (d.x & 0x3fffffu) != 0u);
  var exp = e - 897;
  if (bitcast<u32>(exp) >= 0xfdu) {
    if (exp < 0) {
      let n = u32(min(-exp, 31));
      sig = (sig >> n) | select(0u, 1u, (sig << (32u - n)) != 0u);
      exp = 0;
    } else if (exp > 0xfd || sig + 0x40u >= 0x80000000u) {
      return bitcast<f32>(sign | 0x7f800000u);
    }
  }
  let round_bits = sig & 0x7fu;
  var z = (sig + 0x40u) >> 7u;
  if (round_bits == 0x40u) { z &= 0xfffffffeu; }
  if (z == 0u) { exp = 0; }
  return bitcast<f32>(sign | ((u32(exp) << 23u) + z));
}`);

/** Truncation toward zero; C++ leaves out-of-range values undefined: they saturate, NaN gives 0. */
export const f64ToI32 = fn('f64_to_i32', `
fn f64_to_i32(d: vec2<u32>) -> i32 {
  let e = i32((d.y >> 20u) & 0x7ffu);
  let negative = (d.y & 0x80000000u) != 0u;
  if (f64_isnan(d) || e < 1023) { return 0; }
  if (e >= 1023 + 31) { return select(2147483647, bitcast<i32>(0x80000000u), negative); }
  let mag = i32(f64_u64_shr(vec2<u32>(d.x, (d.y & 0xfffffu) | 0x100000u), u32(1075 - e)).x);
  return select(mag, -mag, negative);
}`, [f64Isnan, f64U64Shr]);

/** Truncation toward zero; negative values and NaN give 0, values of 2^32 and more saturate. */
export const f64ToU32 = fn('f64_to_u32', `
fn f64_to_u32(d: vec2<u32>) -> u32 {
  let e = i32((d.y >> 20u) & 0x7ffu);
  if (f64_isnan(d) || e < 1023 || (d.y & 0x80000000u) != 0u) { return 0u; }
  if (e >= 1023 + 32) { return 0xffffffffu; }
  return f64_u64_shr(vec2<u32>(d.x, (d.y & 0xfffffu) | 0x100000u), u32(1075 - e)).x;
}`, [f64Isnan, f64U64Shr]);

export const f64ToBool = fn('f64_to_bool', `
fn f64_to_bool(d: vec2<u32>) -> bool {
  return ((d.y & 0x7fffffffu) | d.x) != 0u;
}`);

// ---------------------------------------------------------------------------------------------
// Rounding to integers, fmod, ldexp, ilogb: all exact.

export const f64Trunc = fn('f64_trunc', `
fn f64_trunc(d: vec2<u32>) -> vec2<u32> {
  let e = i32((d.y >> 20u) & 0x7ffu);
  if (e >= 1075) { return d; }
  if (e < 1023) { return vec2<u32>(0u, d.y & 0x80000000u); }
  let mask = f64_u64_sub(f64_u64_shl(vec2<u32>(1u, 0u), u32(1075 - e)), vec2<u32>(1u, 0u));
  return d & ~mask;
}`, [f64U64Sub, f64U64Shl]);

export const f64Floor = fn('f64_floor', `
fn f64_floor(d: vec2<u32>) -> vec2<u32> {
  let t = f64_trunc(d);
  if ((d.y & 0x80000000u) != 0u && any(t != d)) { return f64_sub(t, vec2<u32>(0u, 0x3ff00000u)); }
  return t;
}`, [f64Trunc, f64Sub]);

export const f64Ceil = fn('f64_ceil', `
fn f64_ceil(d: vec2<u32>) -> vec2<u32> {
  let t = f64_trunc(d);
  if ((d.y & 0x80000000u) == 0u && any(t != d)) { return f64_add(t, vec2<u32>(0u, 0x3ff00000u)); }
  return t;
}`, [f64Trunc, f64Add]);

/** C's round: halfway cases away from zero. Adding half an integer's ULP to the bits carries into the exponent as it should. */
export const f64Round = fn('f64_round', `
fn f64_round(d: vec2<u32>) -> vec2<u32> {
  let e = i32((d.y >> 20u) & 0x7ffu);
  if (e >= 1075) { return d; }
  let sign = d.y & 0x80000000u;
  if (e < 1022) { return vec2<u32>(0u, sign); }
  if (e == 1022) { return vec2<u32>(0u, sign | 0x3ff00000u); }
  let f = u32(1075 - e);
  let mask = f64_u64_sub(f64_u64_shl(vec2<u32>(1u, 0u), f), vec2<u32>(1u, 0u));
  return f64_u64_add(d, f64_u64_shl(vec2<u32>(1u, 0u), f - 1u)) & ~mask;
}`, [f64U64Sub, f64U64Shl, f64U64Add]);

/** rint/nearbyint: halfway cases to even. */
export const f64Rint = fn('f64_rint', `
fn f64_rint(d: vec2<u32>) -> vec2<u32> {
  let e = i32((d.y >> 20u) & 0x7ffu);
  if (e >= 1075) { return d; }
  let sign = d.y & 0x80000000u;
  if (e < 1022) { return vec2<u32>(0u, sign); }
  if (e == 1022) { return vec2<u32>(0u, sign | select(0x3ff00000u, 0u, (d.y & 0xfffffu) == 0u && d.x == 0u)); }
  let f = u32(1075 - e);
  let unit = f64_u64_shl(vec2<u32>(1u, 0u), f);
  let mask = f64_u64_sub(unit, vec2<u32>(1u, 0u));
  let half = f64_u64_shl(vec2<u32>(1u, 0u), f - 1u);
  let frac = d & mask;
  let base = d & ~mask;
  // The integer's lowest bit: bit f of the significand, the implicit one when f is 52.
  let odd = f == 52u || any((base & unit) != vec2<u32>(0u));
  if (f64_u64_lt(half, frac) || (all(frac == half) && odd)) { return f64_u64_add(base, unit); }
  return base;
}`, [f64U64Sub, f64U64Shl, f64U64Add, f64U64Lt]);

/**
 * C's fmod: a - trunc(a / b) b, exact, with a's sign. Long division of the significands, one
 * bit per step of the exponent difference (up to about 2100 steps for extreme operands).
 */
export const f64Fmod = fn('f64_fmod', `
fn f64_fmod(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  var ea = i32((a.y >> 20u) & 0x7ffu);
  var eb = i32((b.y >> 20u) & 0x7ffu);
  var ma = vec2<u32>(a.x, a.y & 0xfffffu);
  var mb = vec2<u32>(b.x, b.y & 0xfffffu);
  let sa = a.y & 0x80000000u;
  if (f64_isnan(a) || f64_isnan(b)) { return f64_nan2(a, b); }
  if (ea == 0x7ff || (eb == 0 && (mb.x | mb.y) == 0u)) { return vec2<u32>(0u, 0x7ff80000u); }
  if (eb == 0x7ff) { return a; }
  if (f64_u64_lt(vec2<u32>(a.x, a.y & 0x7fffffffu), vec2<u32>(b.x, b.y & 0x7fffffffu))) { return a; }
  if (ea == 0) {
    f64_normalize_subnormal(&ma, &ea);
  } else {
    ma.y |= 0x00100000u;
  }
  if (eb == 0) {
    f64_normalize_subnormal(&mb, &eb);
  } else {
    mb.y |= 0x00100000u;
  }
  var r = ma;
  var e = ea;
  loop {
    if (!f64_u64_lt(r, mb)) {
      r = f64_u64_sub(r, mb);
      if ((r.x | r.y) == 0u) { return vec2<u32>(0u, sa); }
    }
    if (e == eb) { break; }
    r = f64_u64_add(r, r);
    e -= 1;
  }
  // r < mb: normalize it, then pack (a subnormal result is exact: it is a multiple of b's ULP).
  let s = f64_u64_clz(r) - 11u;
  r = f64_u64_shl(r, s);
  e -= i32(s);
  if (e >= 1) { return f64_u64_add(vec2<u32>(0u, sa | (u32(e - 1) << 20u)), r); }
  r = f64_u64_shr(r, u32(1 - e));
  return vec2<u32>(r.x, sa | r.y);
}`, [f64Isnan, f64Nan2, f64U64Lt, f64U64Clz, f64U64Shl, f64U64Shr, f64U64Sub, f64U64Add, f64NormalizeSubnormal]);

/** d 2^n, rounded once (into the subnormals too). */
export const f64Ldexp = fn('f64_ldexp', `
fn f64_ldexp(d: vec2<u32>, n: i32) -> vec2<u32> {
  var e = i32((d.y >> 20u) & 0x7ffu);
  var m = vec2<u32>(d.x, d.y & 0xfffffu);
  if (e == 0x7ff || (e == 0 && (m.x | m.y) == 0u)) { return d; }
  if (e == 0) {
    let s = f64_u64_clz(m) - 11u;
    m = f64_u64_shl(m, s);
    e = 1 - i32(s);
  } else {
    m.y |= 0x00100000u;
  }
  // Beyond +-4000 the result is infinite or zero anyway; the clamp keeps e + n from wrapping.
  return f64_round_pack(d.y & 0x80000000u, e + clamp(n, -4000, 4000) - 1, f64_u64_shl(m, 10u));
}`, [f64U64Clz, f64U64Shl, f64RoundPack]);

/** glibc's values: FP_ILOGB0 and FP_ILOGBNAN are INT_MIN, infinity gives INT_MAX. */
export const f64Ilogb = fn('f64_ilogb', `
fn f64_ilogb(d: vec2<u32>) -> i32 {
  let e = i32((d.y >> 20u) & 0x7ffu);
  let m = vec2<u32>(d.x, d.y & 0xfffffu);
  if (e == 0x7ff) { return select(2147483647, bitcast<i32>(0x80000000u), (m.x | m.y) != 0u); }
  if (e == 0) {
    if ((m.x | m.y) == 0u) { return bitcast<i32>(0x80000000u); }
    return -1011 - i32(f64_u64_clz(m));
  }
  return e - 1023;
}`, [f64U64Clz]);

/** Every helper of this module by its WGSL name. */
export const f64Helpers: Record<string, WgslHelper> = Object.fromEntries([
  f64U64Add, f64U64Sub, f64U64Lt, f64U64Clz, f64U64Shl, f64U64Shr, f64U64ShrJam, f64Mul32, f64U64Mul,
  f64U128Add, f64U128Sub, f64U128Lt, f64U128Clz, f64U128Shl, f64U128ShrJam,
  f64Isnan, f64Isinf, f64Isfinite, f64Signbit, f64Neg, f64Abs, f64Copysign, f64Nan2,
  f64RoundPack, f64NormRoundPack, f64NormalizeSubnormal, f64AddMags, f64SubMags,
  f64Add, f64Sub, f64Mul, f64Div, f64Sqrt, f64Fma,
  f64Eq, f64Ne, f64Lt, f64Le, f64Gt, f64Ge, f64Min, f64Max,
  f64FromF32, f64FromU32, f64FromI32, f64ToF32, f64ToI32, f64ToU32, f64ToBool,
  f64Trunc, f64Floor, f64Ceil, f64Round, f64Rint, f64Fmod, f64Ldexp, f64Ilogb,
].map((h) => [h.name, h]));
