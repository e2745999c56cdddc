/**
 * The C library's math functions that JavaScript's `Math` lacks or defines differently,
 * with glibc's results (`<cmath>`, and C++ AMP's `precise_math`/`fast_math` on the CPU).
 * The generated host code calls them as `cmath.erf(x)`.
 *
 * Every function takes and returns doubles. A `float` overload is the double function followed
 * by `Math.fround` wherever that single rounding gives the correctly rounded float result (the
 * operation is exact in double, or glibc's float function is itself not exact); where it does
 * not (stepping to the next float, fused multiply-add), there is a separate `...f` function.
 */
import { gammaP, gammaQ } from './gamma-coefficients.js';

// ---------------------------------------------------------------------------
// Bits of a double.

const scratch = new DataView(new ArrayBuffer(8));

function highWord(x: number): number {
  scratch.setFloat64(0, x);
  return scratch.getUint32(0);
}

/** The unbiased binary exponent of a finite nonzero x: floor(log2|x|), subnormals included. */
function exponentOf(x: number): number {
  scratch.setFloat64(0, x);
  const biased = (scratch.getUint32(0) >>> 20) & 0x7ff;
  if (biased !== 0) return biased - 1023;
  // Subnormal: scale into the normal range first.
  return exponentOf(x * 2 ** 64) - 64;
}

// ---------------------------------------------------------------------------
// Classification. The C++ overloads return bool (`std::isnan`) or int (C++ AMP's
// `precise_math::isnan`); the generated code converts.

export function signbit(x: number): boolean {
  return (highWord(x) & 0x80000000) !== 0;
}

export function isinf(x: number): boolean {
  return x === Infinity || x === -Infinity;
}

export function isfinite(x: number): boolean {
  return Number.isFinite(x);
}

/** Normal (not zero, subnormal, infinite or NaN) as a double. */
export function isnormal(x: number): boolean {
  const a = Math.abs(x);
  return a >= 2 ** -1022 && a !== Infinity;
}

/** Normal as a float: the argument is a float held in a double. */
export function isnormalf(x: number): boolean {
  const a = Math.abs(x);
  return a >= 2 ** -126 && a !== Infinity;
}

// ---------------------------------------------------------------------------
// NaN results. printf and iostream print a NaN's sign ("-nan"), so which NaN a function returns
// shows. glibc returns a NaN argument itself, sign kept. For a domain error (log of a negative,
// fmod by zero) most of its functions compute 0/0 at run time, which x86's SSE makes the
// "default NaN", sign set; acos, asin, log10 and tgamma return +NaN instead. JavaScript's Math
// functions return a positive NaN in both cases.

/** x86's default NaN (what 0.0 / 0.0 computes at run time): quiet, sign set. */
const defaultNaN = new Float64Array(new BigUint64Array([0xfff8000000000000n]).buffer)[0];

/**
 * `result` with glibc's NaN: the first NaN argument where there is one, else `domainError` (the
 * default NaN unless the function returns +NaN). Not exact when both arguments are NaNs of
 * different signs: which one glibc returns then depends on the function.
 */
function glibcNaN(result: number, x: number, y = 0, domainError = defaultNaN): number {
  if (!Number.isNaN(result)) return result;
  if (Number.isNaN(x)) return x;
  if (Number.isNaN(y)) return y;
  return domainError;
}

export const log = (x: number): number => glibcNaN(Math.log(x), x);
export const log2 = (x: number): number => glibcNaN(Math.log2(x), x);
export const log10 = (x: number): number => glibcNaN(Math.log10(x), x, 0, NaN);
export const log1p = (x: number): number => glibcNaN(Math.log1p(x), x);
export const asin = (x: number): number => glibcNaN(Math.asin(x), x, 0, NaN);
export const acos = (x: number): number => glibcNaN(Math.acos(x), x, 0, NaN);
export const acosh = (x: number): number => glibcNaN(Math.acosh(x), x);
export const atanh = (x: number): number => glibcNaN(Math.atanh(x), x);
/** C's fmod is JavaScript's % (both exact), but for the NaN of fmod(x, 0) and fmod(inf, y). */
export const fmod = (x: number, y: number): number => glibcNaN(x % y, x, y);

// ---------------------------------------------------------------------------
// Sign, comparison, rounding.

export function copysign(x: number, y: number): number {
  const magnitude = Math.abs(x);
  return signbit(y) ? -magnitude : magnitude;
}

/** C's fmax: a NaN argument is treated as missing data. */
export function fmax(x: number, y: number): number {
  if (Number.isNaN(x)) return y;
  if (Number.isNaN(y)) return x;
  return Math.max(x, y);
}

export function fmin(x: number, y: number): number {
  if (Number.isNaN(x)) return y;
  if (Number.isNaN(y)) return x;
  return Math.min(x, y);
}

/**
 * std::min and std::max: `b < a ? b : a` and `a < b ? b : a` (the first argument wins ties and
 * NaNs); bigints for `long` and `long long`; booleans for bool (false < true in JS as in C++).
 */
export function min<T extends number | bigint | boolean>(a: T, b: T): T {
  return b < a ? b : a;
}

export function max<T extends number | bigint | boolean>(a: T, b: T): T {
  return a < b ? b : a;
}

/** Positive difference: x - y when x > y, +0 otherwise. */
export function fdim(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return glibcNaN(NaN, x, y);
  return x > y ? x - y : 0;
}

/** C's round: halfway cases away from zero (JavaScript's Math.round goes towards +infinity). */
export function round(x: number): number {
  const t = Math.trunc(x);
  return Math.abs(x - t) >= 0.5 ? t + Math.sign(x) : t;
}

/**
 * lround/llround and lrint/llrint: round and nearbyint, as a long (a bigint). Where the result
 * does not fit (or x is NaN or infinite) C leaves the value unspecified; glibc's x86-64 code
 * converts with cvtsd2si, whose answer then is LONG_MIN.
 */
export function lround(x: number): bigint {
  return toLong(round(x));
}

export function lrint(x: number): bigint {
  return toLong(nearbyint(x));
}

function toLong(whole: number): bigint {
  return Number.isFinite(whole) && whole >= -(2 ** 63) && whole < 2 ** 63 ? BigInt(whole) : -(2n ** 63n);
}

/** nearbyint/rint in the default rounding mode: halfway cases to even. */
export function nearbyint(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= 2 ** 52) return x;
  const f = Math.floor(x);
  const diff = x - f;
  let r = diff > 0.5 || (diff === 0.5 && f % 2 !== 0) ? f + 1 : f;
  // Keep the sign of a zero result (rint(-0.4) is -0).
  if (r === 0) r = x < 0 || Object.is(x, -0) ? -0 : 0;
  return r;
}

// ---------------------------------------------------------------------------
// Exponents.

/** FP_ILOGB0 and FP_ILOGBNAN are INT_MIN on glibc's x86-64. */
const ilogbZeroOrNaN = -2147483648;

export function ilogb(x: number): number {
  if (Number.isNaN(x) || x === 0) return ilogbZeroOrNaN;
  if (!Number.isFinite(x)) return 2147483647;
  return exponentOf(x);
}

export function logb(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x === 0) return -Infinity;
  if (!Number.isFinite(x)) return Infinity;
  return exponentOf(x);
}

/**
 * x * 2^n, rounded once (musl's scalbn): large scalings go in steps that cannot round, and the
 * step into the subnormal range keeps 53 bits of headroom so that only the last step rounds.
 */
export function ldexp(x: number, n: number): number {
  let y = x;
  if (n > 1023) {
    y *= 2 ** 1023;
    n -= 1023;
    if (n > 1023) {
      y *= 2 ** 1023;
      n -= 1023;
      if (n > 1023) n = 1023;
    }
  } else if (n < -1022) {
    y *= 2 ** -1022 * 2 ** 53;
    n += 1022 - 53;
    if (n < -1022) {
      y *= 2 ** -1022 * 2 ** 53;
      n += 1022 - 53;
      if (n < -1022) n = -1022;
    }
  }
  return y * 2 ** n;
}

/** ldexpf: exact in double for every float and clamped n, so one Math.fround rounds it correctly. */
export function ldexpf(x: number, n: number): number {
  return Math.fround(x * 2 ** Math.max(-400, Math.min(400, n)));
}

/** scalb(x, n) with a floating-point n (glibc): NaN unless n is an integer or infinite. */
export function scalb(x: number, n: number): number {
  if (Number.isNaN(x) || Number.isNaN(n)) return x * n;
  if (!Number.isFinite(n)) return n > 0 ? x * n : x / -n;
  if (Math.trunc(n) !== n) return NaN;
  return ldexp(x, Math.max(-65000, Math.min(65000, n)));
}

export function scalbf(x: number, n: number): number {
  if (Number.isNaN(x) || Number.isNaN(n)) return x * n;
  if (!Number.isFinite(n)) return n > 0 ? x * n : x / -n;
  if (Math.trunc(n) !== n) return NaN;
  return ldexpf(x, n);
}

/** frexp: x = m * 2^e with 0.5 <= |m| < 1 (or m = x for zero, infinities and NaN). */
export function frexp(x: number, setExponent: (e: number) => void): number {
  if (x === 0 || !Number.isFinite(x)) {
    setExponent(0);
    return x;
  }
  const e = exponentOf(x) + 1;
  setExponent(e);
  return ldexp(x, -e);
}

/** modf: the fractional part, with x's sign; the integral part goes through `setIntegral`. */
export function modf(x: number, setIntegral: (i: number) => void): number {
  const whole = Math.trunc(x);
  setIntegral(whole);
  if (!Number.isFinite(x)) return Number.isNaN(x) ? x : copysign(0, x);
  return copysign(x - whole, x);
}

// ---------------------------------------------------------------------------
// Remainders.

/** IEEE remainder: x - n*y with n the integer nearest x/y, ties to even. Exact. */
export function remainder(x: number, y: number): number {
  return remquo(x, y, () => {});
}

/**
 * remquo: the remainder, and (through `setQuotient`) the low 3 bits of the quotient n with n's
 * sign, as glibc gives them. Computed exactly: fmod (JavaScript's %) is exact, and so is every
 * step that adjusts it.
 */
export function remquo(x: number, y: number, setQuotient: (q: number) => void): number {
  if (Number.isNaN(x) || Number.isNaN(y) || !Number.isFinite(x) || y === 0) {
    setQuotient(0);
    return glibcNaN(NaN, x, y);
  }
  if (!Number.isFinite(y)) {
    setQuotient(0);
    return x;
  }
  const ay = Math.abs(y);
  // r = |x| mod 2|y| keeps the quotient's lowest bit; the quotient's other bits come from
  // |x| mod 8|y|, when 8|y| is finite.
  const eight = ay * 8;
  let r = Number.isFinite(eight) ? Math.abs(x) % eight : Math.abs(x);
  let q = 0;
  for (let bit = 4; bit >= 1; bit /= 2) {
    if (r >= ay * bit && Number.isFinite(ay * bit)) {
      r -= ay * bit;
      q += bit;
    }
  }
  // Now 0 <= r < |y| (q counts the |y|s taken away, modulo 8). Round to nearest, ties to even.
  if (2 * r > ay || (2 * r === ay && q % 2 === 1)) {
    r -= ay;
    q += 1;
  }
  q &= 7;
  const negativeQuotient = x < 0 !== y < 0;
  setQuotient(negativeQuotient ? -q : q);
  const result = x < 0 ? -r : r;
  return result === 0 ? copysign(0, x) : result;
}

// ---------------------------------------------------------------------------
// Neighbours.

export function nextafter(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return x + y;
  if (x === y) return y;
  if (x === 0) return y > 0 ? 2 ** -1074 : -(2 ** -1074);
  scratch.setFloat64(0, x);
  let bits = scratch.getBigUint64(0);
  bits += (x < y) === (x > 0) ? 1n : -1n;
  scratch.setBigUint64(0, bits);
  return scratch.getFloat64(0);
}

const floatScratch = new DataView(new ArrayBuffer(4));

export function nextafterf(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return x + y;
  if (x === y) return Math.fround(y);
  if (x === 0) return y > 0 ? 2 ** -149 : -(2 ** -149);
  floatScratch.setFloat32(0, x);
  floatScratch.setUint32(0, floatScratch.getUint32(0) + ((x < y) === (x > 0) ? 1 : -1));
  return floatScratch.getFloat32(0);
}

// ---------------------------------------------------------------------------
// Fused multiply-add, rounded once: the exact value a*b + c is formed in integers.

/** A finite nonzero double as an exact mantissa * 2^exponent. */
function decompose(x: number): { m: bigint; e: number } {
  const e = exponentOf(x) - 52;
  return { m: BigInt(ldexp(x, -e)), e };
}

/**
 * Rounds m * 2^e (m an integer) to a binary float with `precision` significant bits whose
 * smallest exponent (of the last mantissa bit) is `minExponent`: ties to even.
 */
function roundScaled(m: bigint, e: number, precision: number, minExponent: number): number {
  if (m === 0n) return 0;
  const negative = m < 0n;
  let a = negative ? -m : m;
  const bitLength = a.toString(2).length;
  // Drop bits below the precision and below the subnormal quantum.
  const drop = Math.max(bitLength - precision, minExponent - e, 0);
  if (drop > 0) {
    const half = 1n << BigInt(drop - 1);
    const rest = a & ((1n << BigInt(drop)) - 1n);
    a >>= BigInt(drop);
    if (rest > half || (rest === half && (a & 1n) === 1n)) a += 1n;
    e += drop;
  }
  const magnitude = ldexp(Number(a), e);
  return negative ? -magnitude : magnitude;
}

function fusedMultiplyAdd(a: number, b: number, c: number, precision: number, minExponent: number, maxValue: number): number {
  // Zeros and non-finite operands: the plain expression is already exact (or the IEEE result),
  // except that a finite product is never infinite, however large.
  if (Number.isFinite(a) && Number.isFinite(b) && !Number.isFinite(c)) return c;
  if (!Number.isFinite(a) || !Number.isFinite(b) || !Number.isFinite(c) || a === 0 || b === 0 || c === 0) return a * b + c;
  const x = decompose(a);
  const y = decompose(b);
  const z = decompose(c);
  const pe = x.e + y.e;
  const e = Math.min(pe, z.e);
  const sum = ((x.m * y.m) << BigInt(pe - e)) + (z.m << BigInt(z.e - e));
  if (sum === 0n) return 0;
  const r = roundScaled(sum, e, precision, minExponent);
  return Math.abs(r) > maxValue ? (r > 0 ? Infinity : -Infinity) : r;
}

export function fma(a: number, b: number, c: number): number {
  return fusedMultiplyAdd(a, b, c, 53, -1074, Number.MAX_VALUE);
}

export function fmaf(a: number, b: number, c: number): number {
  return fusedMultiplyAdd(a, b, c, 24, -149, 3.4028234663852886e38);
}

// ---------------------------------------------------------------------------
// Powers.

/** C's pow, where it differs from JavaScript's: pow(1, y) and pow(-1, ±inf) are 1, and its NaNs. */
export function pow(x: number, y: number): number {
  if (x === 1 || y === 0) return 1;
  if (x === -1 && !Number.isFinite(y) && !Number.isNaN(y)) return 1;
  // A negative x to a non-integer y is a domain error.
  return glibcNaN(Math.pow(x, y), x, y);
}

export function exp10(x: number): number {
  return pow(10, x);
}

export function rsqrt(x: number): number {
  return 1 / Math.sqrt(x);
}

export function rcbrt(x: number): number {
  return 1 / cbrt(x);
}

export function rcbrtf(x: number): number {
  return Math.fround(1 / cbrtf(x));
}

// ---------------------------------------------------------------------------
// Cube root and hypotenuse as glibc computes them (sysdeps/ieee754/dbl-64/s_cbrt.c,
// flt-32/s_cbrtf.c, dbl-64/e_hypot.c of glibc 2.35 and later, x86-64's builds, which have no FMA
// variant of these): JavaScript's Math.cbrt and Math.hypot differ from them in the last bit for
// about a third of all arguments. Checked bit for bit against glibc 2.36 on 300,000 arguments each.

const CBRT2 = 1.2599210498948731648; // 2^(1/3)
const SQR_CBRT2 = 1.5874010519681994748; // 2^(2/3)
const cbrtFactor = [1.0 / SQR_CBRT2, 1.0 / CBRT2, 1.0, CBRT2, SQR_CBRT2];

/** frexp's mantissa and exponent of a finite nonzero x. */
function mantissaExponent(x: number): [number, number] {
  let e = 0;
  const m = frexp(x, (exponent) => { e = exponent; });
  return [m, e];
}

export function cbrt(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return x + x;
  const [xm, xe] = mantissaExponent(Math.abs(x));
  const u = 0.354895765043919860 + ((1.50819193781584896 + ((-2.11499494167371287 + ((2.44693122563534430
    + ((-1.83469277483613086 + (0.784932344976639262 - 0.145263899385486377 * xm) * xm) * xm)) * xm)) * xm)) * xm);
  const t2 = u * u * u;
  const ym = u * (t2 + 2.0 * xm) / (2.0 * t2 + xm) * cbrtFactor[2 + (xe % 3)];
  // The result is a normal double (|x|^(1/3) of any double is), so the power of two scales it exactly.
  return (x > 0 ? ym : -ym) * 2 ** Math.trunc(xe / 3);
}

/** glibc's cbrtf: its float variables hold the double expressions' values rounded. */
export function cbrtf(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return x + x;
  const f = Math.fround;
  const [xm, xe] = mantissaExponent(Math.abs(x));
  const u = f(0.492659620528969547 + (0.697570460207922770 - 0.191502161678719066 * xm) * xm);
  const t2 = f(f(u * u) * u);
  const ym = f(u * (t2 + 2.0 * xm) / (2.0 * t2 + xm) * cbrtFactor[2 + (xe % 3)]);
  return f((x > 0 ? ym : -ym) * 2 ** Math.trunc(xe / 3));
}

const HYPOT_SCALE = 2 ** -600;
const HYPOT_LARGE = 2 ** 511;
const HYPOT_TINY = 2 ** -511;
const HYPOT_EPS = 2 ** -54;

/** sqrt(ax² + ay²) for ax >= ay >= 0 whose squares neither overflow nor underflow, corrected once. */
function hypotKernel(ax: number, ay: number): number {
  let h = Math.sqrt(ax * ax + ay * ay);
  let t1: number;
  let t2: number;
  if (h <= 2.0 * ay) {
    const delta = h - ay;
    t1 = ax * (2.0 * delta - ax);
    t2 = (delta - 2.0 * (ax - ay)) * delta;
  } else {
    const delta = h - ax;
    t1 = 2.0 * delta * (ax - 2.0 * ay);
    t2 = (4.0 * delta - ay) * ay + delta * delta;
  }
  h -= (t1 + t2) / (2.0 * h);
  return h;
}

export function hypot(x: number, y: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return Math.abs(x) === Infinity || Math.abs(y) === Infinity ? Infinity : x + y;
  x = Math.abs(x);
  y = Math.abs(y);
  const ax = x < y ? y : x;
  const ay = x < y ? x : y;
  if (ax > HYPOT_LARGE) return ay <= ax * HYPOT_EPS ? ax + ay : hypotKernel(ax * HYPOT_SCALE, ay * HYPOT_SCALE) / HYPOT_SCALE;
  if (ay < HYPOT_TINY) return ax >= ay / HYPOT_EPS ? ax + ay : hypotKernel(ax / HYPOT_SCALE, ay / HYPOT_SCALE) * HYPOT_SCALE;
  if (ay <= ax * HYPOT_EPS) return ax + ay;
  return hypotKernel(ax, ay);
}

/** glibc's hypotf: the sum of squares in double (exact products), one square root, rounded to float. */
export function hypotf(x: number, y: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return Math.abs(x) === Infinity || Math.abs(y) === Infinity ? Infinity : x + y;
  return Math.fround(Math.sqrt(x * x + y * y));
}

// ---------------------------------------------------------------------------
// Trigonometry in half-turns: sinpi(x) = sin(pi x), exact at the integers and half-integers.

export function sinpi(x: number): number {
  if (!Number.isFinite(x)) return NaN;
  // r = x mod 2 is exact; sin(pi r) by the octant.
  const r = x % 2;
  const a = Math.abs(r);
  let s: number;
  if (a === 0 || a === 1) s = 0;
  else if (a <= 0.25) s = Math.sin(Math.PI * a);
  else if (a <= 0.75) s = Math.cos(Math.PI * (a - 0.5));
  else if (a <= 1.25) s = Math.sin(Math.PI * (1 - a));
  else if (a <= 1.75) s = -Math.cos(Math.PI * (a - 1.5));
  else s = -Math.sin(Math.PI * (2 - a));
  if (s === 0) return copysign(0, x);
  return r < 0 ? -s : s;
}

export function cospi(x: number): number {
  if (!Number.isFinite(x)) return NaN;
  const a = Math.abs(x % 2);
  if (a === 0.5 || a === 1.5) return 0;
  if (a <= 0.25) return Math.cos(Math.PI * a);
  if (a <= 0.75) return -Math.sin(Math.PI * (a - 0.5));
  if (a <= 1.25) return -Math.cos(Math.PI * (a - 1));
  if (a <= 1.75) return Math.sin(Math.PI * (a - 1.5));
  return Math.cos(Math.PI * (2 - a));
}

export function tanpi(x: number): number {
  if (!Number.isFinite(x)) return NaN;
  const r = x % 1;
  if (r === 0) return copysign(0, x);
  // The poles x = n + 1/2 (C23): +infinity for even n, -infinity for odd n.
  if (Math.abs(r) === 0.5) return Math.abs((x - 0.5) % 2) === 0 ? Infinity : -Infinity;
  // tan has period pi: move r into (-1/2, 1/2) (exactly), where tan(pi/4) = 1 is exact.
  const s = r > 0.5 ? r - 1 : r < -0.5 ? r + 1 : r;
  if (Math.abs(s) === 0.25) return Math.sign(s);
  return sinpi(s) / cospi(s);
}

/** sincos (glibc, and C++ AMP's) stores sin x and cos x through its two pointers. */
export function sincos(x: number, setSin: (s: number) => void, setCos: (c: number) => void): void {
  setSin(Math.sin(x));
  setCos(Math.cos(x));
}

export function sincosf(x: number, setSin: (s: number) => void, setCos: (c: number) => void): void {
  setSin(Math.fround(Math.sin(x)));
  setCos(Math.fround(Math.cos(x)));
}

// ---------------------------------------------------------------------------
// Error function. erf by its everywhere-positive series for |x| < 2.5, erfc by its continued
// fraction from 1; exp(-x*x) is formed as exp(-h*h) * exp(-(x-h)(x+h)) with h*h exact, so the
// rounding of x*x does not cost relative accuracy for large x.

const twoOverSqrtPi = 1.1283791670955126;

function expMinusSquare(x: number): number {
  const h = Math.fround(x);
  return Math.exp(-h * h) * Math.exp(-(x - h) * (x + h));
}

/** erf for 0 <= x < 2.5: 2/sqrt(pi) exp(-x^2) sum 2^n x^(2n+1) / (1*3*...*(2n+1)). */
function erfSeries(x: number): number {
  const x2 = x * x;
  let term = x;
  let sum = x;
  for (let n = 1; n < 200; n++) {
    term *= (2 * x2) / (2 * n + 1);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return twoOverSqrtPi * expMinusSquare(x) * sum;
}

/** erfc for x >= 2.5: exp(-x^2)/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))), by Lentz's method. */
function erfcFraction(x: number): number {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = x + a * d;
    d = d === 0 ? 1 / tiny : 1 / d;
    c = x + a / c;
    if (c === 0) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return (twoOverSqrtPi / 2) * expMinusSquare(x) / f;
}

/** erf for |x| < 1 by its Taylor series, whose terms fall fast enough there that nothing cancels. */
function erfTaylor(x: number): number {
  const x2 = x * x;
  let power = x;
  let sum = x;
  for (let n = 1; n < 40; n++) {
    power *= -x2 / n;
    const term = power / (2 * n + 1);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * 1e-17) break;
  }
  return twoOverSqrtPi * sum;
}

export function erf(x: number): number {
  if (Number.isNaN(x)) return x;
  const a = Math.abs(x);
  if (a >= 6) return x > 0 ? 1 : -1;
  if (x === 0) return x;
  if (a < 1) return erfTaylor(x);
  const r = a < 2.5 ? erfSeries(a) : 1 - erfcFraction(a);
  return x < 0 ? -r : r === 0 ? x : r;
}

export function erfc(x: number): number {
  if (Number.isNaN(x)) return x;
  // Below 1, 1 - erf(x) loses under a bit; from 1 the continued fraction converges in < 200 steps.
  if (x < 1) return 1 - erf(x);
  if (x > 27.3) return 0;
  return erfcFraction(x);
}

/**
 * Inverse error function (C++ AMP's precise_math::erfinv; C has none): Giles' single-precision
 * approximation, then Newton steps on erf to double precision.
 */
export function erfinv(x: number): number {
  if (Number.isNaN(x) || x < -1 || x > 1) return NaN;
  if (x === 1) return Infinity;
  if (x === -1) return -Infinity;
  if (x === 0) return x;
  let w = -Math.log((1 - x) * (1 + x));
  let p: number;
  if (w < 5) {
    w -= 2.5;
    p = 2.81022636e-8;
    for (const c of [3.43273939e-7, -3.5233877e-6, -4.39150654e-6, 0.00021858087, -0.00125372503, -0.00417768164, 0.246640727, 1.50140941]) p = c + p * w;
  } else {
    w = Math.sqrt(w) - 3;
    p = -0.000200214257;
    for (const c of [0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613, 0.00943887047, 1.00167406, 2.83297682]) p = c + p * w;
  }
  let y = p * x;
  // Near |x| = 1, erf(y) - x loses everything; refine against erfc there instead.
  for (let i = 0; i < 3; i++) {
    const residual = Math.abs(x) > 0.5 ? Math.sign(x) * (1 - Math.abs(x) - erfc(Math.abs(y))) : erf(y) - x;
    const step = residual / (twoOverSqrtPi * expMinusSquare(y));
    if (!Number.isFinite(step)) break;
    y -= step;
  }
  return y;
}

export function erfcinv(x: number): number {
  if (Number.isNaN(x) || x < 0 || x > 2) return NaN;
  if (x === 0) return Infinity;
  if (x === 2) return -Infinity;
  if (x <= 1e-3 || x >= 2 - 1e-3) {
    // Far tails: erfinv(1 - x) would lose x's digits; Newton on erfc from the same start.
    const tail = x < 1;
    const t = tail ? x : 2 - x;
    let y = erfinv(1 - t);
    if (!Number.isFinite(y)) y = Math.sqrt(-Math.log(t));
    // Newton on log(erfc(y)) = log(t), which is nearly quadratic in y out here.
    const target = Math.log(t);
    for (let i = 0; i < 100; i++) {
      const e = erfc(y);
      const step = (Math.log(e) - target) / (-twoOverSqrtPi * expMinusSquare(y) / e);
      if (!Number.isFinite(step)) break;
      y -= step;
      if (Math.abs(step) <= 1e-16 * y) break;
    }
    return tail ? y : -y;
  }
  return erfinv(1 - x);
}

// ---------------------------------------------------------------------------
// Gamma. tgamma: Cephes' rational approximation of gamma on [2, 3], and the recurrence
// gamma(x) = (x - 1) gamma(x - 1) to get there, its product kept as a double-double so that it
// adds no error: within 4 ulp of the true value (glibc's is within 5) from -190 to 171.7.
// lgamma: Lanczos' approximation (g = 7, 9 terms) from 15 on, with the reflection formula below 1/2.

const lanczos = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
const halfLogTwoPi = 0.91893853320467274;

function lanczosSum(z: number): number {
  let a = lanczos[0];
  for (let i = 1; i < 9; i++) a += lanczos[i] / (z + i);
  return a;
}

/** c[0] + u (c[1] + u (c[2] + ...)), as the kernels' f64_poly rounds it. */
function horner(u: number, c: readonly number[]): number {
  let p = c[c.length - 1];
  for (let i = c.length - 2; i >= 0; i--) p = c[i] + u * p;
  return p;
}

/** The rounding error of a * b (Dekker's exact product; what fma(a, b, -a*b) gives the kernels). */
function productError(a: number, b: number, p: number): number {
  const split = (v: number) => {
    const c = 134217729 * v;
    const hi = c - (c - v);
    return [hi, v - hi];
  };
  const [ah, al] = split(a);
  const [bh, bl] = split(b);
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

export function tgamma(x: number): number {
  if (Number.isNaN(x) || x === Infinity) return x;
  if (x === 0) return 1 / x;
  const whole = Math.floor(x);
  // The poles, and -infinity.
  if (x < 0 && whole === x) return NaN;
  if (x > 171.7) return Infinity;
  // Below -190, |gamma| is under the smallest subnormal: zero, negative where floor(x) is odd.
  if (x < -190) return whole % 2 === 0 ? 0 : -0;
  // gamma(x) = gamma(2 + u) * (x - 1) ... (2 + u) above 3, gamma(2 + u) / (x (x + 1) ... (1 + u)) below 2.
  const u = x - whole;
  const n = whole - 2;
  let hi = 1;
  let lo = 0;
  let scale = 0;
  for (let k = 0; k < Math.abs(n); k++) {
    const factor = x + (n > 0 ? -(k + 1) : k);
    const p = hi * factor;
    lo = lo * factor + productError(hi, factor, p);
    hi = p;
    // The divisor passes 2^1024 below about -170; scaled by powers of two, which are exact.
    if (Math.abs(hi) > 2 ** 512) {
      hi *= 2 ** -512;
      lo *= 2 ** -512;
      scale += 512;
    }
  }
  const g = horner(u, gammaP) / horner(u, gammaQ);
  const product = hi + lo;
  const r = n >= 0 ? g * product : g / product;
  return r * 2 ** (n >= 0 ? scale : -scale);
}

export function lgamma(x: number): number {
  if (Number.isNaN(x)) return x;
  if (!Number.isFinite(x)) return Infinity;
  if (x <= 0 && Math.trunc(x) === x) return Infinity;
  if (x === 1 || x === 2) return 0;
  // Tiny |x|: lgamma(x) = -log|x| - Euler's constant * x + ..., and sinpi(x) below would overflow pi/x.
  if (Math.abs(x) < 2 ** -52) return -Math.log(Math.abs(x));
  if (x < 0.5) return Math.log(Math.PI / Math.abs(sinpi(x))) - lgamma(1 - x);
  if (x < 15) return Math.log(Math.abs(tgamma(x)));
  const z = x - 1;
  const t = z + 7.5;
  return halfLogTwoPi + (z + 0.5) * Math.log(t) - t + Math.log(lanczosSum(z));
}
