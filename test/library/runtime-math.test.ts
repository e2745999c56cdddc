/**
 * The host's C math functions (runtime/math.ts) against glibc: exact functions to the bit
 * (values worked out by hand or from IEEE 754's definitions), the special functions against
 * glibc's values (taken with Python's math module, which calls the C library), to a few ULP.
 */
import { cmath } from '../../runtime/index.js';
import { tgammaReference } from './tgamma-reference.js';

const scratch = new DataView(new ArrayBuffer(8));
/** Distance in ULPs between two doubles of the same sign (0 for equal ones, infinities included). */
const ulps = (got: number, want: number): number => {
  if (Object.is(got, want)) return 0;
  const bits = (v: number) => {
    scratch.setFloat64(0, v);
    const b = scratch.getBigInt64(0);
    return b < 0n ? -(b & 0x7fffffffffffffffn) : b;
  };
  const d = bits(got) - bits(want);
  return Number.isNaN(got) || Number.isNaN(want) ? Infinity : Number(d < 0n ? -d : d);
};

/** Relative distance, for the functions that are not exact. */
const close = (got: number, want: number, tolerance = 4e-15) => {
  expect(Math.abs(got - want)).toBeLessThanOrEqual(tolerance * Math.abs(want));
};

describe('exact functions', () => {
  test('round rounds halfway cases away from zero, nearbyint to even; both keep the sign of zero', () => {
    expect([-2.5, -0.5, 0.5, 2.5, 0.49999999999999994].map(cmath.round)).toEqual([-3, -1, 1, 3, 0]);
    expect([-2.5, -1.5, 0.5, 1.5, 2.5].map(cmath.nearbyint)).toEqual([-2, -2, 0, 2, 2]);
    expect(Object.is(cmath.round(-0.3), -0)).toBe(true);
    expect(Object.is(cmath.nearbyint(-0.4), -0)).toBe(true);
  });

  test('fmax and fmin ignore a NaN; std::min and std::max keep their first argument on ties', () => {
    expect([cmath.fmax(NaN, 2), cmath.fmax(3, NaN), cmath.fmin(NaN, -1)]).toEqual([2, 3, -1]);
    expect(Number.isNaN(cmath.fmax(NaN, NaN))).toBe(true);
    expect(Object.is(cmath.min(0, -0), 0)).toBe(true);
    expect(Object.is(cmath.max(-0, 0), -0)).toBe(true);
    expect(Number.isNaN(cmath.min(NaN, 1))).toBe(true);
    expect(cmath.min(1, NaN)).toBe(1);
  });

  test('fdim, copysign, signbit', () => {
    expect([cmath.fdim(1, 3), cmath.fdim(5, 3)]).toEqual([0, 2]);
    expect(cmath.copysign(2, -0)).toBe(-2);
    expect([cmath.signbit(-0), cmath.signbit(0), cmath.signbit(-3)]).toEqual([true, false, true]);
  });

  test('ilogb and logb, with glibc\'s FP_ILOGB0 (INT_MIN) and subnormals', () => {
    expect([cmath.ilogb(1), cmath.ilogb(0.75), cmath.ilogb(1024), cmath.ilogb(5e-324), cmath.ilogb(0), cmath.ilogb(NaN), cmath.ilogb(Infinity)])
      .toEqual([0, -1, 10, -1074, -2147483648, -2147483648, 2147483647]);
    expect([cmath.logb(0), cmath.logb(-Infinity), cmath.logb(3)]).toEqual([-Infinity, Infinity, 1]);
  });

  test('ldexp rounds once, into the subnormals too; ldexpf rounds to float', () => {
    expect(cmath.ldexp(1, -1074)).toBe(5e-324);
    // 3 * 2^-1075 = 1.5 * 2^-1074: a tie, to even (2 * 2^-1074).
    expect(cmath.ldexp(3, -1075)).toBe(1e-323);
    expect(cmath.ldexp(1, 2000)).toBe(Infinity);
    expect(cmath.ldexp(2 ** 1000, -2000)).toBe(2 ** -1000);
    expect(cmath.ldexpf(1.5, -149)).toBe(2 ** -148);
    expect(cmath.ldexpf(1, 128)).toBe(Infinity);
  });

  test('frexp and modf store through their setters', () => {
    let e = 0;
    expect(cmath.frexp(8, (v) => { e = v; })).toBe(0.5);
    expect(e).toBe(4);
    expect(cmath.frexp(-5e-324, (v) => { e = v; })).toBe(-0.5);
    expect(e).toBe(-1073);
    let whole = 0;
    expect(cmath.modf(-3.75, (v) => { whole = v; })).toBe(-0.75);
    expect(whole).toBe(-3);
    expect(Object.is(cmath.modf(-2, () => {}), -0)).toBe(true);
  });

  test('remainder and remquo: the quotient rounded to even, its low 3 bits with its sign', () => {
    expect([cmath.remainder(10.5, 3), cmath.remainder(-7, 2), cmath.remainder(5.5, 1)]).toEqual([-1.5, 1, -0.5]);
    let q = 0;
    expect(cmath.remquo(10.5, 3, (v) => { q = v; })).toBe(-1.5);
    expect(q).toBe(4);
    expect(cmath.remquo(-29, 3, (v) => { q = v; })).toBe(1);
    expect(q).toBe(-2); // n = -10: its low three bits, 2, with its sign
    expect(Object.is(cmath.remainder(-6, 3), -0)).toBe(true);
  });

  test('nextafter steps one ULP, in float for nextafterf', () => {
    expect(cmath.nextafter(1, 2)).toBe(1 + 2 ** -52);
    expect(cmath.nextafter(1, 0)).toBe(1 - 2 ** -53);
    expect(cmath.nextafter(-0, 1)).toBe(5e-324);
    expect(cmath.nextafterf(1, 2)).toBe(1 + 2 ** -23);
    expect(cmath.nextafterf(-1, 0)).toBe(-(1 - 2 ** -24));
  });

  test('fma rounds a*b + c once', () => {
    // (1 + 2^-52)(1 - 2^-52) - 1 = -2^-104 exactly; a*b + c in doubles gives 0.
    expect(cmath.fma(1 + 2 ** -52, 1 - 2 ** -52, -1)).toBe(-(2 ** -104));
    expect(cmath.fma(2, 3, 4)).toBe(10);
    expect(cmath.fma(1e308, 10, -Infinity)).toBe(-Infinity);
    // In float: (1 + 2^-23)^2 - 1 = 2^-22 + 2^-46, which float keeps only as 2^-22 + 2^-46 rounded once.
    expect(cmath.fmaf(1 + 2 ** -23, 1 + 2 ** -23, -1)).toBe(Math.fround(2 ** -22 + 2 ** -46));
  });

  test("pow where C and JavaScript differ", () => {
    expect([cmath.pow(1, NaN), cmath.pow(NaN, 0), cmath.pow(-1, Infinity)]).toEqual([1, 1, 1]);
    expect(cmath.pow(-2, 3)).toBe(-8);
  });

  test('sinpi, cospi and tanpi are exact at the integers and half-integers', () => {
    expect([cmath.sinpi(1), cmath.sinpi(-2), cmath.sinpi(0.5), cmath.sinpi(1.5)]).toEqual([0, -0, 1, -1]);
    expect([cmath.cospi(0.5), cmath.cospi(1), cmath.cospi(2)]).toEqual([0, -1, 1]);
    expect([cmath.tanpi(0.5), cmath.tanpi(1.5), cmath.tanpi(0.25)]).toEqual([Infinity, -Infinity, 1]);
    close(cmath.sinpi(0.3), 0.8090169943749475);
    close(cmath.cospi(0.3), 0.5877852522924731);
  });
});

describe('lround and lrint', () => {
  test('round halfway cases away from zero and to even, into a long (bigint); LONG_MIN where it does not fit, as x86-64 glibc', () => {
    expect([2.5, -2.5, 3.5, -0.5, 1.4999999999999998, 4503599627370495.5].map(cmath.lround)).toEqual([3n, -3n, 4n, -1n, 1n, 4503599627370496n]);
    expect([2.5, -2.5, 3.5, -0.5, 1.5, 2.7].map(cmath.lrint)).toEqual([2n, -2n, 4n, 0n, 2n, 3n]);
    expect([1e300, NaN, -Infinity, 2 ** 63].map(cmath.lround)).toEqual(Array(4).fill(-(2n ** 63n)));
    expect(cmath.lrint(-(2 ** 63))).toBe(-(2n ** 63n));
  });
});

describe("NaN results carry glibc's sign (printed as \"-nan\" or \"nan\")", () => {
  const signOf = (x: number): '-' | '+' => {
    scratch.setFloat64(0, x);
    return scratch.getUint8(0) & 0x80 ? '-' : '+';
  };
  const negativeNaN = new Float64Array(new BigUint64Array([0xfff8000000000000n]).buffer)[0];
  // glibc 2.36 on x86-64, the results of these calls at run time (not folded by the compiler).
  test.each([
    ['log(-1)', () => cmath.log(-1), '-'], ['log2(-1)', () => cmath.log2(-1), '-'], ['log1p(-2)', () => cmath.log1p(-2), '-'],
    ['log10(-1)', () => cmath.log10(-1), '+'], ['acos(2)', () => cmath.acos(2), '+'], ['asin(2)', () => cmath.asin(2), '+'],
    ['acosh(0.5)', () => cmath.acosh(0.5), '-'], ['atanh(2)', () => cmath.atanh(2), '-'], ['pow(-2, 0.5)', () => cmath.pow(-2, 0.5), '-'],
    ['fmod(1, 0)', () => cmath.fmod(1, 0), '-'], ['fmod(inf, 2)', () => cmath.fmod(Infinity, 2), '-'], ['remainder(1, 0)', () => cmath.remainder(1, 0), '-'],
    ['log(-nan)', () => cmath.log(negativeNaN), '-'], ['acos(-nan)', () => cmath.acos(negativeNaN), '-'], ['log10(-nan)', () => cmath.log10(negativeNaN), '-'],
    ['fdim(-nan, 1)', () => cmath.fdim(negativeNaN, 1), '-'], ['fmod(2, -nan)', () => cmath.fmod(2, negativeNaN), '-'], ['remainder(-nan, 2)', () => cmath.remainder(negativeNaN, 2), '-'],
    ['log(nan)', () => cmath.log(NaN), '+'], ['fmod(nan, 0)', () => cmath.fmod(NaN, 0), '+'],
  ] as const)('%s is %snan', (_, call, sign) => {
    const result = call();
    expect(Number.isNaN(result)).toBe(true);
    expect(signOf(result)).toBe(sign);
  });
});

describe('special functions, against glibc', () => {
  test('erf and erfc, including erfc far in the tail', () => {
    close(cmath.erf(0.5), 0.5204998778130465);
    close(cmath.erf(-1.7), -0.9837904585907745);
    close(cmath.erfc(3.2), 6.025761151762088e-6);
    close(cmath.erfc(10), 2.088487583762545e-45, 1e-14);
    close(cmath.erfc(-0.3), 1.3286267594591274);
    expect(Object.is(cmath.erf(-0), -0)).toBe(true);
    expect(Math.fround(cmath.erf(Math.fround(0.3)))).toBe(0.3286267817020416);
  });

  test('tgamma and lgamma, with the reflection formula for negative arguments', () => {
    close(cmath.tgamma(0.1), 9.513507698668732, 1e-14);
    close(cmath.tgamma(4.5), 11.631728396567446, 1e-14);
    close(cmath.tgamma(-2.5), -0.9453087204829417, 1e-14);
    expect(cmath.tgamma(6)).toBe(120);
    close(cmath.lgamma(0.1), 2.2527126517342055, 1e-14);
    close(cmath.lgamma(30.5), 72.9534711841694, 1e-14);
    close(cmath.lgamma(-2.5), -0.05624371649767457, 1e-13);
    expect([cmath.lgamma(1), cmath.lgamma(2), cmath.lgamma(0), cmath.lgamma(-3)]).toEqual([0, 0, Infinity, Infinity]);
    expect(Number.isNaN(cmath.tgamma(-3))).toBe(true);
  });

  test('tgamma is within 4 ulp of the true gamma from -190 to 171.7 (glibc tgamma: 5), with its zeros and infinities', () => {
    const worst = new Map<string, number>();
    for (const [x, want] of tgammaReference) {
      const range = x < -171 ? 'below -171' : x < -1 ? '-171..-1' : x < 1 ? '-1..1' : x < 30 ? '1..30' : '30..171.7';
      worst.set(range, Math.max(worst.get(range) ?? 0, ulps(cmath.tgamma(x), want)));
    }
    expect([...worst].filter(([, u]) => u > 4)).toEqual([]);
    expect(worst.size).toBe(5);
    // Integers are factorials to the bit, as far as the recurrence's double-double product holds them.
    expect([1, 2, 3, 6, 11, 21, 24].map(cmath.tgamma)).toEqual([1, 1, 2, 120, 3628800, 2432902008176640000, 25852016738884976640000]);
    expect([Object.is(cmath.tgamma(-0), -Infinity), Object.is(cmath.tgamma(-200.5), -0), Object.is(cmath.tgamma(-201.5), 0)]).toEqual([true, true, true]);
    expect([cmath.tgamma(171.7), cmath.tgamma(172), cmath.tgamma(Infinity)]).toEqual([Infinity, Infinity, Infinity]);
    expect([cmath.tgamma(-Infinity), cmath.tgamma(-1), cmath.tgamma(-1e300), cmath.tgamma(NaN)].every(Number.isNaN)).toBe(true);
  });

  test('erfinv and erfcinv invert erf and erfc', () => {
    for (const x of [-0.999, -0.5, 1e-6, 0.3, 0.9, 0.999999]) close(cmath.erf(cmath.erfinv(x)), x, 1e-14);
    for (const y of [1e-300, 1e-20, 0.01, 0.7, 1.3, 1.99]) close(cmath.erfc(cmath.erfcinv(y)), y, 1e-13);
    expect([cmath.erfinv(1), cmath.erfinv(-1), cmath.erfcinv(0)]).toEqual([Infinity, -Infinity, Infinity]);
  });
});
