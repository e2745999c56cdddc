/**
 * WGSL helper functions for the math library's functions that WGSL has no builtin for, or
 * whose WGSL builtin means something else (C's round() rounds halfway cases away from zero,
 * WGSL's to even). Each is the whole text of one module-scope function, declared once per
 * module through the printer context's `helper(name, source)`.
 *
 * WGSL may assume that no NaN or infinity occurs at run time (its "finite math assumption"),
 * so classification reads the bits (`bitcast<u32>`) instead of comparing values, and a helper
 * that must return a NaN or an infinity builds it from bits too. Accuracy targets C++ AMP's
 * float functions: a few ULP where the WGSL builtins they rest on allow it.
 */

/** A helper's name and its source. */
export interface WgslHelper {
  name: string;
  source: string;
  /** Helpers this one calls. */
  needs: readonly WgslHelper[];
}

const fn = (name: string, source: string, needs: readonly WgslHelper[] = []): WgslHelper => ({ name, source: source.trim(), needs });

/** C's round(): halfway cases away from zero. `x - trunc(x)` is exact. */
export const roundHelper = fn('round_f32', `
fn round_f32(x: f32) -> f32 {
  let t = trunc(x);
  return select(t, t + sign(x), abs(x - t) >= 0.5);
}`);

/**
 * sinpi/cospi/tanpi: the argument is reduced exactly (x % 2, then steps that Sterbenz's lemma
 * keeps exact) to where sin's argument is small, so the zeros are exact.
 */
export const sinpiHelper = fn('sinpi_f32', `
fn sinpi_f32(x: f32) -> f32 {
  var r = x % 2.0;
  if (r > 1.0) { r = r - 2.0; } else if (r < -1.0) { r = r + 2.0; }
  if (r > 0.5) { r = 1.0 - r; } else if (r < -0.5) { r = -1.0 - r; }
  if (r == 0.0) { return 0.0 * x; }
  return sin(3.14159265 * r);
}`);

export const cospiHelper = fn('cospi_f32', `
fn cospi_f32(x: f32) -> f32 {
  var r = abs(x % 2.0);
  if (r > 1.0) { r = 2.0 - r; }
  // cos(pi r) = sin(pi (1/2 - r)), exactly 0 at r = 1/2.
  return sin(3.14159265 * (0.5 - r));
}`);

export const tanpiHelper = fn('tanpi_f32', `
fn tanpi_f32(x: f32) -> f32 {
  var r = x % 1.0;
  if (r > 0.5) { r = r - 1.0; } else if (r < -0.5) { r = r + 1.0; }
  if (r == 0.0) { return 0.0 * x; }
  return tan(3.14159265 * r);
}`);

/**
 * atan, asin, acos and atan2 by Cephes' single-precision algorithms (within 2 ULP): drivers
 * may lower WGSL's builtins with short polynomials (Mesa's asin is off by 3e-4 near 0.9, its
 * atan by 1e-6), while C++ AMP's precise_math promises C's accuracy.
 */
export const atanHelper = fn('atan_f32', `
fn atan_f32(v: f32) -> f32 {
  var x = abs(v);
  var y = 0.0;
  if (x > 2.414213562) {
    y = 1.5707963268;
    x = -1.0 / x;
  } else if (x > 0.4142135624) {
    y = 0.7853981634;
    x = (x - 1.0) / (x + 1.0);
  }
  let z = x * x;
  y = y + ((((0.0805374449538 * z - 0.138776856032) * z + 0.199777106478) * z - 0.333329491539) * z * x + x);
  return select(y, -y, v < 0.0);
}`);

export const atan2Helper = fn('atan2_f32', `
fn atan2_f32(y: f32, x: f32) -> f32 {
  let y_negative = (bitcast<u32>(y) & 0x80000000u) != 0u;
  let x_negative = (bitcast<u32>(x) & 0x80000000u) != 0u;
  if (x == 0.0) {
    // atan2(+-0, +0) = +-0, atan2(+-0, -0) = +-pi, atan2(y, +-0) = +-pi/2.
    let r = select(select(0.0, 3.1415926536, x_negative), 1.5707963268, y != 0.0);
    return select(r, -r, y_negative);
  }
  let z = ${atanHelper.name}(y / x);
  if (!x_negative) { return z; }
  return select(z + 3.1415926536, z - 3.1415926536, y_negative);
}`, [atanHelper]);

export const asinHelper = fn('asin_f32', `
fn asin_f32(v: f32) -> f32 {
  let a = abs(v);
  var x = a;
  var z = a * a;
  let far = a > 0.5;
  if (far) {
    z = 0.5 * (1.0 - a);
    x = sqrt(z);
  }
  var r = ((((0.042163199048 * z + 0.024181311049) * z + 0.045470025998) * z + 0.074953002686) * z + 0.16666752422) * z * x + x;
  if (far) { r = 1.5707963268 - (r + r); }
  return select(r, -r, v < 0.0);
}`);

export const acosHelper = fn('acos_f32', `
fn acos_f32(x: f32) -> f32 {
  if (x < -0.5) { return 3.1415926536 - 2.0 * ${asinHelper.name}(sqrt(0.5 * (1.0 + x))); }
  if (x > 0.5) { return 2.0 * ${asinHelper.name}(sqrt(0.5 * (1.0 - x))); }
  return 1.5707963268 - ${asinHelper.name}(x);
}`, [asinHelper]);

/**
 * INFINITY and NAN. A constant expression may not be infinite or NaN in WGSL (a shader-creation
 * error), so the bits go through a \`let\`, which makes the bitcast a run-time expression.
 */
export const infinityHelper = fn('infinity_f32', `
fn infinity_f32() -> f32 {
  let bits = 0x7f800000u;
  return bitcast<f32>(bits);
}`);

export const nanHelper = fn('nan_f32', `
fn nan_f32() -> f32 {
  let bits = 0x7fc00000u;
  return bitcast<f32>(bits);
}`);

/** fmax/fmin treat a NaN argument as missing data. */
export const fmaxHelper = fn('fmax_f32', `
fn fmax_f32(x: f32, y: f32) -> f32 {
  if ((bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u) { return y; }
  if ((bitcast<u32>(y) & 0x7fffffffu) > 0x7f800000u) { return x; }
  return max(x, y);
}`);

export const fminHelper = fn('fmin_f32', `
fn fmin_f32(x: f32, y: f32) -> f32 {
  if ((bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u) { return y; }
  if ((bitcast<u32>(y) & 0x7fffffffu) > 0x7f800000u) { return x; }
  return min(x, y);
}`);

/** Cube root: exp2(log2|x| / 3), then one Newton step so that exact cubes come out exact. */
export const cbrtHelper = fn('cbrt_f32', `
fn cbrt_f32(x: f32) -> f32 {
  let a = abs(x);
  if (a == 0.0 || (bitcast<u32>(x) & 0x7f800000u) == 0x7f800000u) { return x; }
  var r = exp2(log2(a) / 3.0);
  r = r - (r * r * r - a) / (3.0 * r * r);
  return select(r, -r, x < 0.0);
}`);

/** e^x - 1: its Taylor series near 0, where exp(x) - 1 would cancel. */
export const expm1Helper = fn('expm1_f32', `
fn expm1_f32(x: f32) -> f32 {
  if (abs(x) >= 0.5) { return exp(x) - 1.0; }
  var term = x;
  var sum = x;
  for (var n = 2; n <= 10; n++) {
    term = term * x / f32(n);
    sum = sum + term;
  }
  return sum;
}`);

/**
 * The hyperbolic functions by Cephes' single-precision algorithms (within 3 ULP): WGSL's builtins
 * are only required to be as accurate as their textbook formulas, `(e^x - e^-x) / 2` and the like,
 * which cancel near 0 (lavapipe's tanh(1e-5) is 1.00136e-5, its asinh(1e-8) is 0). Near 0 an odd
 * polynomial; below 1e-4, where the next term is under half an ULP, x itself, which keeps -0.
 */
export const sinhHelper = fn('sinh_f32', `
fn sinh_f32(x: f32) -> f32 {
  let a = abs(x);
  if (a < 1e-4) { return x; }
  if (a <= 1.0) {
    let z = x * x;
    return ((2.03721912945e-4 * z + 8.33028376239e-3) * z + 1.66667160211e-1) * z * x + x;
  }
  var r: f32;
  if (a > 80.0) {
    // e^a alone would overflow below sinh's own limit: e^(a/2) squared, halved first.
    let h = exp(0.5 * a);
    r = (0.5 * h) * h;
  } else {
    let e = exp(a);
    r = 0.5 * e - 0.5 / e;
  }
  return select(r, -r, x < 0.0);
}`);

export const tanhHelper = fn('tanh_f32', `
fn tanh_f32(x: f32) -> f32 {
  let a = abs(x);
  if (a < 1e-4) { return x; }
  if (a < 0.625) {
    let z = x * x;
    return ((((-5.70498872745e-3 * z + 2.06390887954e-2) * z - 5.37397155531e-2) * z + 1.33314422036e-1) * z - 3.33332819422e-1) * z * x + x;
  }
  // From 9 on, tanh rounds to 1 (and e^2a would overflow further on).
  let r = select(1.0 - 2.0 / (exp(2.0 * a) + 1.0), 1.0, a >= 9.0);
  return select(r, -r, x < 0.0);
}`);

export const asinhHelper = fn('asinh_f32', `
fn asinh_f32(x: f32) -> f32 {
  let a = abs(x);
  if (a < 1e-4) { return x; }
  if (a < 0.5) {
    let z = x * x;
    return (((2.0122003309e-2 * z - 4.2699340972e-2) * z + 7.4847586088e-2) * z - 1.6666288134e-1) * z * x + x;
  }
  // Above 1500, a^2 + 1 is a^2 (and a^2 overflows from 1.8e19): log(2a).
  let r = select(log(a + sqrt(a * a + 1.0)), log(a) + 0.693147180560, a > 1500.0);
  return select(r, -r, x < 0.0);
}`);

export const atanhHelper = fn('atanh_f32', `
fn atanh_f32(x: f32) -> f32 {
  let a = abs(x);
  if (a < 1e-4) { return x; }
  if (a < 0.5) {
    let z = x * x;
    return ((((1.81740078349e-1 * z + 8.24370301058e-2) * z + 1.46691431730e-1) * z + 1.99782164500e-1) * z + 3.33337300303e-1) * z * x + x;
  }
  return 0.5 * log((1.0 + x) / (1.0 - x));
}`);

/** log(1 + x): near 0 as 2 atanh(s) with s = x / (2 + x), summed as a series. */
export const log1pHelper = fn('log1p_f32', `
fn log1p_f32(x: f32) -> f32 {
  if (abs(x) >= 0.5) { return log(1.0 + x); }
  let s = x / (2.0 + x);
  let s2 = s * s;
  var power = s;
  var sum = s;
  for (var k = 3; k <= 15; k += 2) {
    power = power * s2;
    sum = sum + power / f32(k);
  }
  return 2.0 * sum;
}`);

/**
 * erfc for x >= 0 (Numerical Recipes' Chebyshev fit, relative error below 1.2e-7), and erf by
 * its Taylor series below 0.5, where 1 - erfc would cancel.
 */
export const erfcHelper = fn('erfc_f32', `
fn erfc_f32(x: f32) -> f32 {
  let z = abs(x);
  let t = 1.0 / (1.0 + 0.5 * z);
  let p = -1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806
    + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  let r = t * exp(-z * z + p);
  return select(r, 2.0 - r, x < 0.0);
}`);

export const erfHelper = fn('erf_f32', `
fn erf_f32(x: f32) -> f32 {
  if (abs(x) >= 0.5) { return 1.0 - ${erfcHelper.name}(x); }
  // 2/sqrt(pi) * (x - x^3/3 + x^5/10 - x^7/42 + x^9/216 - x^11/1320)
  let x2 = x * x;
  return 1.1283791671 * x * (1.0 + x2 * (-0.33333333 + x2 * (0.1 + x2 * (-0.023809524 + x2 * (0.0046296296 - x2 * 0.00075757576)))));
}`, [erfcHelper]);

/**
 * Inverse error function: Giles' single-precision approximation ("Approximating the erfinv
 * function", GPU Computing Gems, 2011), from x and w = -log((1 - x)(1 + x)); erfcinv passes a
 * w computed from its own argument, so the tails keep their digits.
 */
export const erfinvCoreHelper = fn('erfinv_from_w', `
fn erfinv_from_w(x: f32, w0: f32) -> f32 {
  var p: f32;
  if (w0 < 5.0) {
    let w = w0 - 2.5;
    p = 2.81022636e-08;
    p = 3.43273939e-07 + p * w;
    p = -3.5233877e-06 + p * w;
    p = -4.39150654e-06 + p * w;
    p = 0.00021858087 + p * w;
    p = -0.00125372503 + p * w;
    p = -0.00417768164 + p * w;
    p = 0.246640727 + p * w;
    p = 1.50140941 + p * w;
  } else {
    let w = sqrt(w0) - 3.0;
    p = -0.000200214257;
    p = 0.000100950558 + p * w;
    p = 0.00134934322 + p * w;
    p = -0.00367342844 + p * w;
    p = 0.00573950773 + p * w;
    p = -0.0076224613 + p * w;
    p = 0.00943887047 + p * w;
    p = 1.00167406 + p * w;
    p = 2.83297682 + p * w;
  }
  return p * x;
}`);

export const erfinvHelper = fn('erfinv_f32', `
fn erfinv_f32(x: f32) -> f32 {
  return ${erfinvCoreHelper.name}(x, -log((1.0 - x) * (1.0 + x)));
}`, [erfinvCoreHelper]);

export const erfcinvHelper = fn('erfcinv_f32', `
fn erfcinv_f32(x: f32) -> f32 {
  return ${erfinvCoreHelper.name}(1.0 - x, -log(x * (2.0 - x)));
}`, [erfinvCoreHelper]);

/**
 * gamma by Lanczos' approximation (g = 5, 6 terms; Numerical Recipes' gammln), for x >= 1/2:
 * relative error below 2e-10 before float rounding. The power is split in two so that it does
 * not overflow before exp(-t) brings it back down.
 */
export const lanczosSumHelper = fn('lanczos_sum_f32', `
fn lanczos_sum_f32(x: f32) -> f32 {
  return 1.0 + 76.180092 / (x + 1.0) - 86.505320 / (x + 2.0) + 24.014098 / (x + 3.0)
    - 1.2317396 / (x + 4.0) + 0.0012086510 / (x + 5.0) - 0.0000053952394 / (x + 6.0);
}`);

export const tgammaHelper = fn('tgamma_f32', `
fn tgamma_f32(x: f32) -> f32 {
  // Reflection below 1/2: gamma(x) = pi / (sin(pi x) gamma(1 - x)).
  let z = select(x, 1.0 - x, x < 0.5);
  let t = z + 5.5;
  let half_power = pow(t, 0.5 * (z + 0.5));
  let g = 2.5066283 * ${lanczosSumHelper.name}(z) / z * half_power * (half_power * exp(-t));
  if (x >= 0.5) { return g; }
  return 3.14159265 / (${sinpiHelper.name}(x) * g);
}`, [lanczosSumHelper, sinpiHelper]);

export const lgammaHelper = fn('lgamma_f32', `
fn lgamma_f32(x: f32) -> f32 {
  // Reflection below 1/2: lgamma(x) = log(pi / |sin(pi x)|) - lgamma(1 - x).
  let z = select(x, 1.0 - x, x < 0.5);
  let t = z + 5.5;
  let l = log(2.5066283 * ${lanczosSumHelper.name}(z) / z) + (z + 0.5) * log(t) - t;
  if (x >= 0.5) { return l; }
  return log(3.14159265 / abs(${sinpiHelper.name}(x))) - l;
}`, [lanczosSumHelper, sinpiHelper]);

/** pow with C's meaning for a negative base: defined when y is an integer, NaN otherwise. */
export const powHelper = fn('pow_f32', `
fn pow_f32(x: f32, y: f32) -> f32 {
  if (y == 0.0 || x == 1.0) { return 1.0; }
  if (x == 0.0) {
    let odd = abs(y % 2.0) == 1.0;
    let zero = select(0.0, x, odd);
    return select(zero, 1.0 / zero, y < 0.0);
  }
  if (x > 0.0) { return pow(x, y); }
  if (trunc(y) != y) { return bitcast<f32>(0x7fc00000u | (bitcast<u32>(y) & 0x80000000u)); }
  let magnitude = pow(-x, y);
  return select(magnitude, -magnitude, abs(y % 2.0) == 1.0);
}`);

/**
 * hypot without overflow in the squares. An infinity wins over a NaN, as in C; a NaN is the
 * operand's, quieted, as glibc's `x + y` gives it (WGSL's max would drop it for the other operand).
 * Infinity is built from the operands' bits: a constant infinity is a shader-creation error.
 */
export const hypotHelper = fn('hypot_f32', `
fn hypot_f32(x: f32, y: f32) -> f32 {
  let ux = bitcast<u32>(x) & 0x7fffffffu;
  let uy = bitcast<u32>(y) & 0x7fffffffu;
  if (ux == 0x7f800000u || uy == 0x7f800000u) { return bitcast<f32>(max(ux, uy) & 0x7f800000u); }
  if (ux > 0x7f800000u || uy > 0x7f800000u) { return bitcast<f32>(bitcast<u32>(select(y, x, ux > 0x7f800000u)) | 0x00400000u); }
  let a = max(abs(x), abs(y));
  let b = min(abs(x), abs(y));
  if (a == 0.0 || (bitcast<u32>(a) & 0x7f800000u) == 0x7f800000u) { return a; }
  let r = b / a;
  return a * sqrt(1.0 + r * r);
}`);

/** ilogb: FP_ILOGB0 and FP_ILOGBNAN are INT_MIN, an infinity gives INT_MAX (as glibc's). */
export const ilogbHelper = fn('ilogb_f32', `
fn ilogb_f32(x: f32) -> i32 {
  let bits = bitcast<u32>(x) & 0x7fffffffu;
  if (bits == 0u || bits > 0x7f800000u) { return i32(-2147483647 - 1); }
  if (bits == 0x7f800000u) { return 2147483647; }
  return frexp(x).exp - 1;
}`);

/** logb: the exponent as a float; -infinity for zero. */
export const logbHelper = fn('logb_f32', `
fn logb_f32(x: f32) -> f32 {
  let bits = bitcast<u32>(x) & 0x7fffffffu;
  if (bits >= 0x7f800000u) { return abs(x); }
  if (bits == 0u) { return bitcast<f32>(0xff800000u | bits); }
  return f32(frexp(x).exp - 1);
}`);

/**
 * ldexp for any int exponent: WGSL's ldexp is indeterminate once the exponent passes the
 * float range, so a clamped exponent is applied in three steps that each stay inside it.
 */
export const ldexpHelper = fn('ldexp_f32', `
fn ldexp_f32(x: f32, e: i32) -> f32 {
  let n = clamp(e, -300, 300);
  let a = n / 3;
  let b = (n - a) / 2;
  return ldexp(ldexp(ldexp(x, a), b), n - a - b);
}`);

/** scalb(x, n) with a float n: NaN unless n is an integer. */
export const scalbHelper = fn('scalb_f32', `
fn scalb_f32(x: f32, n: f32) -> f32 {
  if (trunc(n) != n) { return bitcast<f32>(0x7fc00000u | (bitcast<u32>(n) & 0x80000000u)); }
  return ${ldexpHelper.name}(x, i32(clamp(n, -300.0, 300.0)));
}`, [ldexpHelper]);

/** nextafter: one step of the bit pattern towards y. */
export const nextafterHelper = fn('nextafter_f32', `
fn nextafter_f32(x: f32, y: f32) -> f32 {
  let xb = bitcast<u32>(x);
  let yb = bitcast<u32>(y);
  if ((xb & 0x7fffffffu) > 0x7f800000u) { return x; }
  if ((yb & 0x7fffffffu) > 0x7f800000u) { return y; }
  if (x == y) { return y; }
  if ((xb & 0x7fffffffu) == 0u) { return bitcast<f32>((yb & 0x80000000u) | 1u); }
  let away = (x < y) == (x > 0.0);
  return bitcast<f32>(select(xb - 1u, xb + 1u, away));
}`);

/**
 * C's fmod, exactly (WGSL's % is x - y * trunc(x / y), off by up to an ULP of x): long division
 * in binary, subtracting |y| scaled by a power of two, which Sterbenz's lemma makes exact. Each
 * step lowers the remainder's exponent, so it loops at most (exponent of x - exponent of y) times.
 */
export const fmodHelper = fn('fmod_f32', `
fn fmod_f32(x: f32, y: f32) -> f32 {
  let ay = abs(y);
  var r = abs(x);
  if (ay == 0.0 || (bitcast<u32>(r) & 0x7f800000u) == 0x7f800000u || (bitcast<u32>(ay) & 0x7fffffffu) > 0x7f800000u) {
    return x % y;
  }
  let ey = frexp(ay).exp;
  while (r >= ay) {
    var d = ldexp(ay, frexp(r).exp - ey);
    if (d > r) { d = d * 0.5; }
    r = r - d;
  }
  return select(r, -r, (bitcast<u32>(x) & 0x80000000u) != 0u);
}`);

/**
 * remquo, exactly: the remainder of |x| by 8|y| (exact), then |y| times 4, 2 and 1 taken away
 * where they fit (exact), which leaves the quotient's low three bits; then rounding to nearest,
 * ties to even. remainder is remquo without the quotient.
 */
export const remquoHelper = fn('remquo_f32', `
fn remquo_f32(x: f32, y: f32, quo: ptr<function, i32>) -> f32 {
  let ay = abs(y);
  var r = abs(x);
  if ((bitcast<u32>(ay) & 0x7f800000u) < 0x7c000000u) { r = ${fmodHelper.name}(r, 8.0 * ay); }
  var q = 0;
  for (var bit = 4; bit >= 1; bit = bit / 2) {
    let step = f32(bit) * ay;
    if (r >= step) {
      r = r - step;
      q = q + bit;
    }
  }
  if (r > 0.5 * ay || (r == 0.5 * ay && (q & 1) == 1)) {
    r = r - ay;
    q = q + 1;
  }
  q = q & 7;
  *quo = select(q, -q, (x < 0.0) != (y < 0.0));
  return select(r, -r, (bitcast<u32>(x) & 0x80000000u) != 0u);
}`, [fmodHelper]);

export const remainderHelper = fn('remainder_f32', `
fn remainder_f32(x: f32, y: f32) -> f32 {
  var quotient: i32;
  return ${remquoHelper.name}(x, y, &quotient);
}`, [remquoHelper]);

/**
 * Fused multiply-add rounded once, as C's fma (WGSL's fma may round twice). The exact a*b + c is
 * formed in 64-bit integers (two u32s, `vec2(low, high)`): the 48-bit product and c's 24-bit
 * significand, both moved up to bit 61, the smaller shifted right with the bits it loses kept
 * as a "sticky" bit 0, so that round-to-nearest-even sees exactly which side of a tie the sum
 * lies. Zero, infinite, NaN and subnormal operands go through `a * b + c`.
 */
export const shiftRightJamHelper = fn('shift_right_jam_u64', `
fn shift_right_jam_u64(v: vec2<u32>, n: u32) -> vec2<u32> {
  if (n == 0u) { return v; }
  if (n >= 64u) { return vec2<u32>(select(0u, 1u, (v.x | v.y) != 0u), 0u); }
  if (n >= 32u) {
    let k = n - 32u;
    let lost = v.x | select(0u, v.y << (32u - k), k > 0u);
    let low = select(v.y, v.y >> k, k > 0u);
    return vec2<u32>(low | select(0u, 1u, lost != 0u), 0u);
  }
  let lost = v.x << (32u - n);
  return vec2<u32>((v.x >> n) | (v.y << (32u - n)) | select(0u, 1u, lost != 0u), v.y >> n);
}`);

export const fmaHelper = fn('fma_f32', `
fn fma_f32(a: f32, b: f32, c: f32) -> f32 {
  let ab = bitcast<u32>(a);
  let bb = bitcast<u32>(b);
  let cb = bitcast<u32>(c);
  let ea = (ab >> 23u) & 0xffu;
  let eb = (bb >> 23u) & 0xffu;
  let ec = (cb >> 23u) & 0xffu;
  if (ea == 0u || ea == 255u || eb == 0u || eb == 255u || ec == 0u || ec == 255u) { return a * b + c; }
  // a = ma * 2^(ea - 150): the product of the 24-bit significands, from 16-bit halves.
  let ma = (ab & 0x7fffffu) | 0x800000u;
  let mb = (bb & 0x7fffffu) | 0x800000u;
  let low = (ma & 0xffffu) * (mb & 0xffffu);
  let middle = (ma & 0xffffu) * (mb >> 16u) + (ma >> 16u) * (mb & 0xffffu);
  let product_low = low + (middle << 16u);
  let product_high = (ma >> 16u) * (mb >> 16u) + (middle >> 16u) + select(0u, 1u, product_low < low);
  // Both up to bit 61: the product (top bit 46 or 47) by 14, c's significand (bit 23) by 38.
  var p = vec2<u32>(product_low << 14u, (product_high << 14u) | (product_low >> 18u));
  var q = vec2<u32>(0u, ((cb & 0x7fffffu) | 0x800000u) << 6u);
  // The exponents of their lowest bits, and of the sum's once aligned.
  let product_exponent = i32(ea) + i32(eb) - 314;
  let c_exponent = i32(ec) - 188;
  let exponent = max(product_exponent, c_exponent);
  p = ${shiftRightJamHelper.name}(p, u32(exponent - product_exponent));
  q = ${shiftRightJamHelper.name}(q, u32(exponent - c_exponent));
  let product_negative = ((ab ^ bb) & 0x80000000u) != 0u;
  let c_negative = (cb & 0x80000000u) != 0u;
  var negative = product_negative;
  var m: vec2<u32>;
  if (product_negative == c_negative) {
    let sum_low = p.x + q.x;
    m = vec2<u32>(sum_low, p.y + q.y + select(0u, 1u, sum_low < p.x));
  } else {
    var big = p;
    var small = q;
    if (p.y < q.y || (p.y == q.y && p.x < q.x)) {
      big = q;
      small = p;
      negative = c_negative;
    }
    m = vec2<u32>(big.x - small.x, big.y - small.y - select(0u, 1u, big.x < small.x));
  }
  // An exact zero sum is +0 when rounding to nearest.
  if (m.x == 0u && m.y == 0u) { return 0.0; }
  // Keep the top 24 bits, rounded to nearest, ties to even.
  let top = select(31u - countLeadingZeros(m.x), 63u - countLeadingZeros(m.y), m.y != 0u);
  var shift = i32(top) - 23;
  var significand: u32;
  if (shift <= 0) {
    significand = m.x << u32(-shift);
  } else {
    var round_bit = false;
    var sticky = false;
    if (shift == 1) {
      significand = m.x >> 1u;
      round_bit = (m.x & 1u) != 0u;
    } else {
      // Down to 26 bits: the significand, the round bit, and a sticky bit 0 for all below.
      let kept = ${shiftRightJamHelper.name}(m, u32(shift - 2)).x;
      significand = kept >> 2u;
      round_bit = (kept & 2u) != 0u;
      sticky = (kept & 1u) != 0u;
    }
    if (round_bit && (sticky || (significand & 1u) != 0u)) { significand = significand + 1u; }
    if (significand == 0x1000000u) {
      significand = 0x800000u;
      shift = shift + 1;
    }
  }
  // significand * 2^(exponent + shift), with the significand's top bit at 23.
  let biased = exponent + shift + 150;
  if (biased >= 255) { return bitcast<f32>(select(0x7f800000u, 0xff800000u, negative)); }
  if (biased <= 0) { return select(1.0, -1.0, negative) * ldexp(f32(significand), biased - 150); }
  return bitcast<f32>(select(0u, 0x80000000u, negative) | (u32(biased) << 23u) | (significand & 0x7fffffu));
}`, [shiftRightJamHelper]);

/** frexp, modf and sincos store through their pointer arguments, as C's do. */
export const frexpHelper = fn('frexp_f32', `
fn frexp_f32(x: f32, e: ptr<function, i32>) -> f32 {
  let r = frexp(x);
  *e = r.exp;
  return r.fract;
}`);

export const modfHelper = fn('modf_f32', `
fn modf_f32(x: f32, whole: ptr<function, f32>) -> f32 {
  let r = modf(x);
  *whole = r.whole;
  return r.fract;
}`);

export const sincosHelper = fn('sincos_f32', `
fn sincos_f32(x: f32, s: ptr<function, f32>, c: ptr<function, f32>) {
  *s = sin(x);
  *c = cos(x);
}`);
