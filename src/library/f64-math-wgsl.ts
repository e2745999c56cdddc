/**
 * `<cmath>` and `precise_math` on doubles in WGSL, built on the software double of
 * f64-wgsl.ts (a double is a `vec2<u32>`: `.x` the low word, `.y` the high word, so fdlibm's
 * GET_HIGH_WORD/SET_LOW_WORD are `.y` and `vec2<u32>(0u, v.y)`).
 *
 * The host computes these functions with V8's Math (ports of fdlibm) and runtime/math.ts, so the
 * kernels use the same algorithms: fdlibm/FreeBSD for exp, log, the trigonometric and hyperbolic
 * functions, pow and cbrt; V8's hypot; and runtime/math.ts's own erf, gamma and *pi functions,
 * step for step. Every core operation is correctly rounded, so a port computes the same
 * doubles as the original, and results agree with the host to the bit in nearly all cases.
 *
 * Each helper lists the helpers its source calls (`needs`), found from the `f64_` names in it.
 */
import { f64Helpers, f64Literal } from './f64-wgsl.js';
import { gammaP, gammaQ } from '../../runtime/gamma-coefficients.js';
import type { WgslHelper } from './math-wgsl.js';

export const f64MathHelpers: Record<string, WgslHelper> = {};

/** Declares a helper; its `needs` are the other f64 helpers its source calls. */
function fn(name: string, source: string): WgslHelper {
  const text = source.trim();
  const called = new Set([...text.matchAll(/\b(f64_[a-z0-9_]+)\(/g)].map((m) => m[1]!));
  called.delete(name);
  const needs = [...called].map((callee) => {
    const h = f64MathHelpers[callee] ?? f64Helpers[callee];
    if (!h) throw new Error(`f64 helper ${name} calls ${callee}, which is not declared (yet)`);
    return h;
  });
  const helper: WgslHelper = { name, source: text, needs };
  f64MathHelpers[name] = helper;
  return helper;
}

// ---------------------------------------------------------------------------
// Writing double arithmetic as calls.

const add = (a: string, b: string) => `f64_add(${a}, ${b})`;
const sub = (a: string, b: string) => `f64_sub(${a}, ${b})`;
const mul = (a: string, b: string) => `f64_mul(${a}, ${b})`;
const div = (a: string, b: string) => `f64_div(${a}, ${b})`;
const neg = (a: string) => `f64_neg(${a})`;
/** A double constant, bit-exact. */
const k = (v: number) => f64Literal(v);
/** `const NAME = <double>;` for each entry, at function scope. */
const consts = (table: Record<string, number>) =>
  Object.entries(table).map(([name, v]) => `  const ${name} = ${k(v)};`).join('\n');
/**
 * c[0] + x*(c[1] + x*(c[2] + ...)), the coefficients named: a call of f64_poly, whose loop
 * is one multiply and one add in the shader, however many terms (drivers inline every call,
 * so each written operation costs shader size and compile time).
 */
const horner = (x: string, cs: readonly string[]): string => {
  if (cs.length > polyTerms) throw new Error(`internal: a polynomial of ${cs.length} terms`);
  const padded = [...cs, ...Array.from({ length: polyTerms - cs.length }, () => ZERO)];
  return `f64_poly(${x}, array<vec2<u32>, ${polyTerms}>(${padded.join(', ')}), ${cs.length})`;
};
const polyTerms = 8;

const ZERO = k(0);
// (horner's padding)
const ONE = k(1);
const TWO = k(2);
const HALF = k(0.5);
const NAN = k(NaN);
const INF = k(Infinity);
const NEG_INF = k(-Infinity);

/** c[0] + z*(c[1] + ... + z*c[n-1]), by Horner's rule: the same roundings as the expression written out. */
export const f64Poly = fn('f64_poly', `
fn f64_poly(z: vec2<u32>, c: array<vec2<u32>, ${polyTerms}>, n: i32) -> vec2<u32> {
  var p = c[n - 1];
  for (var i = n - 2; i >= 0; i--) {
    p = f64_add(c[i], f64_mul(z, p));
  }
  return p;
}`);

// ---------------------------------------------------------------------------
// Exponentials (fdlibm e_exp.c, s_expm1.c).

export const f64Exp = fn('f64_exp', `
fn f64_exp(x_in: vec2<u32>) -> vec2<u32> {
${consts({
  ln2_hi: 6.93147180369123816490e-01, ln2_lo: 1.90821492927058770002e-10, inv_ln2: 1.44269504088896338700e+00,
  P1: 1.66666666666666019037e-01, P2: -2.77777777770155933842e-03, P3: 6.61375632143793436117e-05,
  P4: -1.65339022054652515390e-06, P5: 4.13813679705723846039e-08,
  o_threshold: 7.09782712893383973096e+02, u_threshold: -7.45133219101941108420e+02,
})}
  var x = x_in;
  let hx = x.y & 0x7fffffffu;
  let negative = (x.y >> 31u) != 0u;
  if (hx >= 0x40862e42u) {
    if (hx >= 0x7ff00000u) {
      if (((hx & 0xfffffu) | x.x) != 0u) { return f64_add(x, x); }
      return select(x, ${ZERO}, negative);
    }
    if (f64_gt(x, o_threshold)) { return ${INF}; }
    if (f64_lt(x, u_threshold)) { return ${ZERO}; }
  }
  // x = k ln2 + (hi - lo), |hi - lo| <= ln2 / 2.
  var hi = ${ZERO};
  var lo = ${ZERO};
  var k = 0;
  if (hx > 0x3fd62e42u) {
    if (hx < 0x3ff0a2b2u) {
      hi = f64_sub(x, select(ln2_hi, f64_neg(ln2_hi), negative));
      lo = select(ln2_lo, f64_neg(ln2_lo), negative);
      k = select(1, -1, negative);
    } else {
      k = f64_to_i32(${add(mul('inv_ln2', 'x'), `select(${HALF}, ${k(-0.5)}, negative)`)});
      let t = f64_from_i32(k);
      hi = ${sub('x', mul('t', 'ln2_hi'))};
      lo = ${mul('t', 'ln2_lo')};
    }
    x = f64_sub(hi, lo);
  } else if (hx < 0x3e300000u) {
    return f64_add(${ONE}, x);
  }
  let t = f64_mul(x, x);
  let c = ${sub('x', mul('t', horner('t', ['P1', 'P2', 'P3', 'P4', 'P5'])))};
  if (k == 0) { return ${sub(ONE, sub(div(mul('x', 'c'), sub('c', TWO)), 'x'))}; }
  let y = ${sub(ONE, sub(sub('lo', div(mul('x', 'c'), sub(TWO, 'c'))), 'hi'))};
  return f64_ldexp(y, k);
}`);

export const f64Expm1 = fn('f64_expm1', `
fn f64_expm1(x_in: vec2<u32>) -> vec2<u32> {
${consts({
  o_threshold: 7.09782712893383973096e+02, ln2_hi: 6.93147180369123816490e-01, ln2_lo: 1.90821492927058770002e-10,
  inv_ln2: 1.44269504088896338700e+00,
  Q1: -3.33333333333331316428e-02, Q2: 1.58730158725481460165e-03, Q3: -7.93650757867487942473e-05,
  Q4: 4.00821782732936239552e-06, Q5: -2.01099218183624371326e-07,
})}
  var x = x_in;
  let negative = (x.y >> 31u) != 0u;
  let hx = x.y & 0x7fffffffu;
  if (hx >= 0x4043687au) {
    if (hx >= 0x40862e42u) {
      if (hx >= 0x7ff00000u) {
        if (((hx & 0xfffffu) | x.x) != 0u) { return f64_add(x, x); }
        return select(x, ${k(-1)}, negative);
      }
      if (f64_gt(x, o_threshold)) { return ${INF}; }
    }
    if (negative) { return ${k(-1)}; }
  }
  var k = 0;
  var c = ${ZERO};
  if (hx > 0x3fd62e42u) {
    // x = k ln2 + (hi - lo); k = +-1 below 1.5 ln2, where t ln2_hi is then exact.
    k = select(1, -1, negative);
    if (hx >= 0x3ff0a2b2u) { k = f64_to_i32(${add(mul('inv_ln2', 'x'), `select(${HALF}, ${k(-0.5)}, negative)`)}); }
    let t = f64_from_i32(k);
    let hi = ${sub('x', mul('t', 'ln2_hi'))};
    let lo = ${mul('t', 'ln2_lo')};
    x = f64_sub(hi, lo);
    c = ${sub(sub('hi', 'x'), 'lo')};
  } else if (hx < 0x3c900000u) {
    return x;
  }
  let hfx = f64_mul(${HALF}, x);
  let hxs = f64_mul(x, hfx);
  let r1 = ${add(ONE, mul('hxs', horner('hxs', ['Q1', 'Q2', 'Q3', 'Q4', 'Q5'])))};
  let t = ${sub(k(3), mul('r1', 'hfx'))};
  var e = ${mul('hxs', div(sub('r1', 't'), sub(k(6), mul('x', 't'))))};
  // fdlibm's e = x (e - c) - c - hxs, and x e - hxs where k = 0 (then c = 0).
  e = ${sub(sub(mul('x', sub('e', 'c')), 'c'), 'hxs')};
  // fdlibm's seven returns are a - m d (m d exact), d = (e + t2) - s, scaled by 2^k from k = -2
  // and k = 2 on, and less 1 for k <= -2 and k > 56; x - y is -(y - x) and y - 0 is y:
  //   k = 0: x - e;  k = -1: 0.5 (x - e) - 0.5;  k = 1: -2 (e - (x + 0.5)) for x < -1/4, else
  //   1 + 2 (x - e);  k <= -2, k > 56: 1 - (e - x);  k < 20: (1 - 2^-k) - (e - x);  else
  //   (x - (e + 2^-k)) + 1.
  let scaled = k <= -2 || k >= 2;
  let less_one = k <= -2 || k > 56;
  var a = ${ONE};
  var m = ${ONE};
  var s = x;
  var t2 = ${ZERO};
  if (k == 0) {
    a = x;
    s = ${ZERO};
  } else if (k == -1) {
    a = ${k(-0.5)};
    m = ${HALF};
  } else if (k == 1) {
    m = ${TWO};
    if (f64_lt(x, ${k(-0.25)})) {
      a = ${ZERO};
      s = f64_add(x, ${HALF});
    }
  } else if (!less_one) {
    if (k < 20) {
      a = vec2<u32>(0u, 0x3ff00000u - (0x200000u >> u32(k)));
    } else {
      t2 = vec2<u32>(0u, u32(0x3ff - k) << 20u);
    }
  }
  let d = ${sub(add('e', 't2'), 's')};
  let r = ${sub('a', mul('m', 'd'))};
  return f64_sub(select(r, f64_ldexp(r, k), scaled), select(${ZERO}, ${ONE}, less_one));
}`);


// ---------------------------------------------------------------------------
// Logarithms (fdlibm e_log.c, s_log1p.c, e_log10.c; FreeBSD e_log2.c).

const Lg = {
  Lg1: 6.666666666666735130e-01, Lg2: 3.999999999940941908e-01, Lg3: 2.857142874366239149e-01,
  Lg4: 2.222219843214978396e-01, Lg5: 1.818357216161805012e-01, Lg6: 1.531383769920937332e-01,
  Lg7: 1.479819860511658591e-01,
};

/**
 * fdlibm's log polynomial around f (s = f / (2 + f), R = z (Lg1 + ...) with z = s^2), shared by
 * f64_log and f64_k_log1p as text: each keeps it inline, since a call would be inlined anyway.
 */
function logPolynomial(indent: string): string {
  return [
    `let s = ${div('f', add(TWO, 'f'))};`,
    'let z = f64_mul(s, s);',
    'let w = f64_mul(z, z);',
    `let t1 = ${mul('w', horner('w', ['Lg2', 'Lg4', 'Lg6']))};`,
    `let t2 = ${mul('z', horner('w', ['Lg1', 'Lg3', 'Lg5', 'Lg7']))};`,
    'let R = f64_add(t2, t1);',
  ].map((line) => indent + line).join('\n');
}

export const f64Log = fn('f64_log', `
fn f64_log(x_in: vec2<u32>) -> vec2<u32> {
${consts({ ln2_hi: 6.93147180369123816490e-01, ln2_lo: 1.90821492927058770002e-10, two54: 1.80143985094819840000e+16, ...Lg })}
  var x = x_in;
  var hx = bitcast<i32>(x.y);
  var k = 0;
  if (hx < 0x00100000) {
    if (((u32(hx) & 0x7fffffffu) | x.x) == 0u) { return ${NEG_INF}; }
    if (hx < 0) { return ${NAN}; }
    k = -54;
    x = f64_mul(x, two54);
    hx = bitcast<i32>(x.y);
  }
  if (hx >= 0x7ff00000) { return f64_add(x, x); }
  k += (hx >> 20u) - 1023;
  hx = hx & 0x000fffff;
  let i = (hx + 0x95f64) & 0x100000;
  // x or x/2 into [sqrt(2)/2, sqrt(2)).
  x = vec2<u32>(x.x, u32(hx | (i ^ 0x3ff00000)));
  k += i >> 20u;
  let f = f64_sub(x, ${ONE});
  let dk = f64_from_i32(k);
  // fdlibm's seven returns are one expression, k ln2_hi - ((h - (s_r + k ln2_lo)) - f), with the
  // same roundings: where k = 0 the terms in k are +0, and 0 - (a - b) is b - a; s_r is 0 but in
  // the middle of the range, where h = f^2/2 and s_r = s (h + R).
  var h: vec2<u32>;
  var s_r = ${ZERO};
  if ((0x000fffff & (2 + hx)) < 3) {
    // |f| < 2^-20.
    h = ${mul(mul('f', 'f'), sub(HALF, mul(k(0.33333333333333333), 'f')))};
  } else {
${logPolynomial('    ')}
    if (((hx - 0x6147a) | (0x6b851 - hx)) > 0) {
      h = ${mul(mul(HALF, 'f'), 'f')};
      s_r = ${mul('s', add('h', 'R'))};
    } else {
      h = ${mul('s', sub('f', 'R'))};
    }
  }
  return ${sub(mul('dk', 'ln2_hi'), sub(sub('h', add('s_r', mul('dk', 'ln2_lo'))), 'f'))};
}`);

export const f64Log1p = fn('f64_log1p', `
fn f64_log1p(x: vec2<u32>) -> vec2<u32> {
${consts({ ln2_hi: 6.93147180369123816490e-01, ln2_lo: 1.90821492927058770002e-10, two54: 1.80143985094819840000e+16, ...Lg })}
  let hx = bitcast<i32>(x.y);
  let ax = u32(hx) & 0x7fffffffu;
  var k = 1;
  var f = ${ZERO};
  var hu = 0;
  var c = ${ZERO};
  if (hx < 0x3fda827a) {
    if (ax >= 0x3ff00000u) {
      if (f64_eq(x, ${k(-1)})) { return ${NEG_INF}; }
      return ${NAN};
    }
    if (ax < 0x3e200000u) {
      if (ax < 0x3c900000u) { return x; }
      return ${sub('x', mul(mul('x', 'x'), HALF))};
    }
    if (hx > 0 || hx <= bitcast<i32>(0xbfd2bec4u)) {
      k = 0;
      f = x;
      hu = 1;
    }
  }
  if (hx >= 0x7ff00000) { return f64_add(x, x); }
  if (k != 0) {
    var u: vec2<u32>;
    if (hx < 0x43400000) {
      u = f64_add(${ONE}, x);
      hu = bitcast<i32>(u.y);
      k = (hu >> 20u) - 1023;
      // The rounding error of 1 + x: x - (u - 1), or 1 - (u - x) when k > 0.
      c = ${sub(`select(x, ${ONE}, k > 0)`, sub('u', `select(${ONE}, x, k > 0)`))};
      c = f64_div(c, u);
    } else {
      u = x;
      hu = bitcast<i32>(u.y);
      k = (hu >> 20u) - 1023;
      c = ${ZERO};
    }
    hu = hu & 0x000fffff;
    if (hu < 0x6a09e) {
      u = vec2<u32>(u.x, u32(hu) | 0x3ff00000u);
    } else {
      k += 1;
      u = vec2<u32>(u.x, u32(hu) | 0x3fe00000u);
      hu = (0x00100000 - hu) >> 2u;
    }
    f = f64_sub(u, ${ONE});
  }
  let hfsq = ${mul(mul(HALF, 'f'), 'f')};
  let dk = f64_from_i32(k);
  // fdlibm's five returns are one expression, k ln2_hi - ((h - (s_r + (k ln2_lo + c))) - f),
  // with the same roundings: where k = 0 the terms in k are +0, and so is c (fdlibm drops it
  // there), and 0 - (a - b) is b - a; for |f| < 2^-20, h = f^2/2 (1 - 2f/3) and s_r = 0.
  var h = hfsq;
  var s_r = ${ZERO};
  if (hu == 0) {
    h = ${mul('hfsq', sub(ONE, mul(k(0.66666666666666666), 'f')))};
  } else {
    let s = ${div('f', add(TWO, 'f'))};
    let z = f64_mul(s, s);
    let R = ${mul('z', horner('z', ['Lg1', 'Lg2', 'Lg3', 'Lg4', 'Lg5', 'Lg6', 'Lg7']))};
    s_r = ${mul('s', add('hfsq', 'R'))};
  }
  let cc = select(c, ${ZERO}, k == 0);
  return ${sub(mul('dk', 'ln2_hi'), sub(sub('h', add('s_r', add(mul('dk', 'ln2_lo'), 'cc'))), 'f'))};
}`);

/** FreeBSD's k_log1p: log(1 + f) - f + f*f/2 for f in [sqrt(2)/2 - 1, sqrt(2) - 1]. */
export const f64KLog1p = fn('f64_k_log1p', `
fn f64_k_log1p(f: vec2<u32>) -> vec2<u32> {
${consts(Lg)}
${logPolynomial('  ')}
  let hfsq = ${mul(mul(HALF, 'f'), 'f')};
  return ${mul('s', add('hfsq', 'R'))};
}`);

/** FreeBSD e_log2.c: log2(x) = k + log2(1 + f), with f split so that k + hi*ivln2hi is exact. */
export const f64Log2 = fn('f64_log2', `
fn f64_log2(x_in: vec2<u32>) -> vec2<u32> {
${consts({ two54: 1.80143985094819840000e+16, ivln2hi: 1.44269504072144627571e+00, ivln2lo: 1.67517131648865118353e-10 })}
  var x = x_in;
  var hx = bitcast<i32>(x.y);
  var k = 0;
  if (hx < 0x00100000) {
    if (((u32(hx) & 0x7fffffffu) | x.x) == 0u) { return ${NEG_INF}; }
    if (hx < 0) { return ${NAN}; }
    k = -54;
    x = f64_mul(x, two54);
    hx = bitcast<i32>(x.y);
  }
  if (hx >= 0x7ff00000) { return f64_add(x, x); }
  if (hx == 0x3ff00000 && x.x == 0u) { return ${ZERO}; }
  k += (hx >> 20u) - 1023;
  hx = hx & 0x000fffff;
  let i = (hx + 0x95f64) & 0x100000;
  x = vec2<u32>(x.x, u32(hx | (i ^ 0x3ff00000)));
  k += i >> 20u;
  let y = f64_from_i32(k);
  let f = f64_sub(x, ${ONE});
  let hfsq = ${mul(mul(HALF, 'f'), 'f')};
  let r = f64_k_log1p(f);
  let hi = vec2<u32>(0u, f64_sub(f, hfsq).y);
  let lo = ${add(sub(sub('f', 'hi'), 'hfsq'), 'r')};
  var val_hi = f64_mul(hi, ivln2hi);
  var val_lo = ${add(mul(add('lo', 'hi'), 'ivln2lo'), mul('lo', 'ivln2hi'))};
  let w = f64_add(y, val_hi);
  val_lo = ${add('val_lo', add(sub('y', 'w'), 'val_hi'))};
  val_hi = w;
  return f64_add(val_lo, val_hi);
}`);

/** fdlibm e_log10.c: log10(x) = n log10(2) + log10(x / 2^n), as V8 computes it. */
export const f64Log10 = fn('f64_log10', `
fn f64_log10(x_in: vec2<u32>) -> vec2<u32> {
${consts({ two54: 1.80143985094819840000e+16, ivln10: 4.34294481903251816668e-01, log10_2hi: 3.01029995663611771306e-01, log10_2lo: 3.69423907715893078616e-13 })}
  var x = x_in;
  var hx = bitcast<i32>(x.y);
  var k = 0;
  if (hx < 0x00100000) {
    if (((u32(hx) & 0x7fffffffu) | x.x) == 0u) { return ${NEG_INF}; }
    if (hx < 0) { return ${NAN}; }
    k = -54;
    x = f64_mul(x, two54);
    hx = bitcast<i32>(x.y);
  }
  if (hx >= 0x7ff00000) { return f64_add(x, x); }
  if (hx == 0x3ff00000 && x.x == 0u) { return ${ZERO}; }
  k += (hx >> 20u) - 1023;
  let i = select(0, 1, k < 0);
  hx = (hx & 0x000fffff) | ((0x3ff - i) << 20u);
  let y = f64_from_i32(k + i);
  x = vec2<u32>(x.x, u32(hx));
  let z = ${add(mul('y', 'log10_2lo'), mul('ivln10', 'f64_log(x)'))};
  return ${add('z', mul('y', 'log10_2hi'))};
}`);


// ---------------------------------------------------------------------------
// pow (fdlibm e_pow.c), with C's pow(1, y) = pow(x, 0) = pow(-1, +-inf) = 1.

/** x, negated when `negate` (multiplying by -1 or 1, without a multiplication in the shader). */
export const f64Signed = fn('f64_signed', `
fn f64_signed(x: vec2<u32>, negate: bool) -> vec2<u32> {
  return vec2<u32>(x.x, x.y ^ select(0u, 0x80000000u, negate));
}`);

export const f64PowFdlibm = fn('f64_pow_fdlibm', `
fn f64_pow_fdlibm(x: vec2<u32>, y: vec2<u32>) -> vec2<u32> {
${consts({
  dp_h1: 5.84962487220764160156e-01, dp_l1: 1.35003920212974897128e-08, two53: 9007199254740992.0,
  huge: 1.0e300, tiny: 1.0e-300,
  L1: 5.99999999999994648725e-01, L2: 4.28571428578550184252e-01, L3: 3.33333329818377432918e-01,
  L4: 2.72728123808534006489e-01, L5: 2.30660745775561754067e-01, L6: 2.06975017800338417784e-01,
  P1: 1.66666666666666019037e-01, P2: -2.77777777770155933842e-03, P3: 6.61375632143793436117e-05,
  P4: -1.65339022054652515390e-06, P5: 4.13813679705723846039e-08,
  lg2: 6.93147180559945286227e-01, lg2_h: 6.93147182464599609375e-01, lg2_l: -1.90465429995776804525e-09,
  ovt: 8.0085662595372944372e-17, cp: 9.61796693925975554329e-01, cp_h: 9.61796700954437255859e-01,
  cp_l: -7.02846165095275826516e-09, ivln2: 1.44269504088896338700e+00, ivln2_h: 1.44269502162933349609e+00,
  ivln2_l: 1.92596299112661746887e-08,
})}
  let hx = bitcast<i32>(x.y);
  let lx = x.x;
  let hy = bitcast<i32>(y.y);
  let ly = y.x;
  var ix = hx & 0x7fffffff;
  let iy = hy & 0x7fffffff;
  if ((u32(iy) | ly) == 0u) { return ${ONE}; }
  if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lx != 0u) || iy > 0x7ff00000 || (iy == 0x7ff00000 && ly != 0u)) {
    return f64_add(x, y);
  }
  // yisint: 0 when y is not an integer, 1 when it is odd, 2 when even (asked for x < 0 only).
  var yisint = 0;
  if (hx < 0) {
    if (iy >= 0x43400000) {
      yisint = 2;
    } else if (iy >= 0x3ff00000) {
      let e = (iy >> 20u) - 0x3ff;
      if (e > 20) {
        let j = ly >> u32(52 - e);
        if ((j << u32(52 - e)) == ly) { yisint = 2 - i32(j & 1u); }
      } else if (ly == 0u) {
        let j = iy >> u32(20 - e);
        if ((j << u32(20 - e)) == iy) { yisint = 2 - (j & 1); }
      }
    }
  }
  if (ly == 0u) {
    if (iy == 0x7ff00000) {
      if (((ix - 0x3ff00000) | i32(lx)) == 0) { return f64_sub(y, y); }
      if (ix >= 0x3ff00000) { return select(${ZERO}, y, hy >= 0); }
      return select(${ZERO}, f64_neg(y), hy < 0);
    }
    if (iy == 0x3ff00000) {
      if (hy < 0) { return f64_div(${ONE}, x); }
      return x;
    }
    if (hy == 0x40000000) { return f64_mul(x, x); }
    if (hy == 0x3fe00000 && hx >= 0) { return f64_sqrt(x); }
  }
  var ax = f64_abs(x);
  if (lx == 0u && (ix == 0x7ff00000 || ix == 0 || ix == 0x3ff00000)) {
    var z = ax;
    if (hy < 0) { z = f64_div(${ONE}, z); }
    if (hx < 0) {
      if (((ix - 0x3ff00000) | yisint) == 0) {
        z = ${NAN};
      } else if (yisint == 1) {
        z = f64_neg(z);
      }
    }
    return z;
  }
  // A negative x to a non-integer power.
  if (hx < 0 && yisint == 0) { return ${NAN}; }
  // The result's sign: negative for a negative x to an odd power (a sign flip, not fdlibm's s * r).
  let negate = hx < 0 && yisint == 1;
  var t1: vec2<u32>;
  var t2: vec2<u32>;
  if (iy > 0x41e00000) {
    // |y| > 2^31.
    if (iy > 0x43f00000) {
      if (ix <= 0x3fefffff) { return select(${ZERO}, ${INF}, hy < 0); }
      if (ix >= 0x3ff00000) { return select(${ZERO}, ${INF}, hy > 0); }
    }
    if (ix < 0x3fefffff) { return f64_signed(select(${ZERO}, ${INF}, hy < 0), negate); }
    if (ix > 0x3ff00000) { return f64_signed(select(${ZERO}, ${INF}, hy > 0), negate); }
    // |1 - x| <= 2^-20: log(x) by x - x^2/2 + x^3/3 - x^4/4.
    let t = f64_sub(ax, ${ONE});
    let w = ${mul(mul('t', 't'), sub(HALF, mul('t', sub(k(0.3333333333333333333333), mul('t', k(0.25))))))};
    let u = f64_mul(ivln2_h, t);
    let v = ${sub(mul('t', 'ivln2_l'), mul('w', 'ivln2'))};
    t1 = vec2<u32>(0u, f64_add(u, v).y);
    t2 = ${sub('v', sub('t1', 'u'))};
  } else {
    var n = 0;
    if (ix < 0x00100000) {
      ax = f64_mul(ax, two53);
      n -= 53;
      ix = bitcast<i32>(ax.y);
    }
    n += (ix >> 20u) - 0x3ff;
    let j = ix & 0x000fffff;
    ix = j | 0x3ff00000;
    var k = 0;
    if (j <= 0x3988e) {
      k = 0;
    } else if (j < 0xbb67a) {
      k = 1;
    } else {
      k = 0;
      n += 1;
      ix -= 0x00100000;
    }
    ax = vec2<u32>(ax.x, u32(ix));
    let bp = select(${ONE}, ${k(1.5)}, k == 1);
    let dp_h = select(${ZERO}, dp_h1, k == 1);
    let dp_l = select(${ZERO}, dp_l1, k == 1);
    // ss = s_h + s_l = (x - 1)/(x + 1) or (x - 1.5)/(x + 1.5).
    let u = f64_sub(ax, bp);
    let v = ${div(ONE, add('ax', 'bp'))};
    let ss = f64_mul(u, v);
    let s_h = vec2<u32>(0u, ss.y);
    var t_h = vec2<u32>(0u, u32(((ix >> 1u) | 0x20000000) + 0x00080000 + (k << 18u)));
    var t_l = ${sub('ax', sub('t_h', 'bp'))};
    let s_l = ${mul('v', sub(sub('u', mul('s_h', 't_h')), mul('s_h', 't_l')))};
    // log(ax).
    var s2 = f64_mul(ss, ss);
    var r = ${mul(mul('s2', 's2'), horner('s2', ['L1', 'L2', 'L3', 'L4', 'L5', 'L6']))};
    r = ${add('r', mul('s_l', add('s_h', 'ss')))};
    s2 = f64_mul(s_h, s_h);
    t_h = vec2<u32>(0u, ${add(add(k(3), 's2'), 'r')}.y);
    t_l = ${sub('r', sub(sub('t_h', k(3)), 's2'))};
    let uu = f64_mul(s_h, t_h);
    let vv = ${add(mul('s_l', 't_h'), mul('t_l', 'ss'))};
    let p_h = vec2<u32>(0u, f64_add(uu, vv).y);
    let p_l = ${sub('vv', sub('p_h', 'uu'))};
    let z_h = f64_mul(cp_h, p_h);
    let z_l = ${add(add(mul('cp_l', 'p_h'), mul('p_l', 'cp')), 'dp_l')};
    // log2(ax) = n + dp_h + z_h + z_l.
    let t = f64_from_i32(n);
    t1 = vec2<u32>(0u, ${add(add(add('z_h', 'z_l'), 'dp_h'), 't')}.y);
    t2 = ${sub('z_l', sub(sub(sub('t1', 't'), 'dp_h'), 'z_h'))};
  }
  // (y1 + y2) * (t1 + t2), y1 the top of y.
  let y1 = vec2<u32>(0u, y.y);
  let p_l = ${add(mul(sub('y', 'y1'), 't1'), mul('y', 't2'))};
  var p_h = f64_mul(y1, t1);
  var z = f64_add(p_l, p_h);
  var j = bitcast<i32>(z.y);
  let i = z.x;
  if (j >= 0x40900000) {
    if (((j - 0x40900000) | i32(i)) != 0) { return f64_signed(${INF}, negate); }
    if (f64_gt(f64_add(p_l, ovt), f64_sub(z, p_h))) { return f64_signed(${INF}, negate); }
  } else if ((j & 0x7fffffff) >= 0x4090cc00) {
    if ((u32(j - bitcast<i32>(0xc090cc00u)) | i) != 0u) { return f64_signed(${ZERO}, negate); }
    if (f64_le(p_l, f64_sub(z, p_h))) { return f64_signed(${ZERO}, negate); }
  }
  // 2^(p_h + p_l).
  let iz = j & 0x7fffffff;
  var e = (iz >> 20u) - 0x3ff;
  var n = 0;
  if (iz > 0x3fe00000) {
    n = j + (0x00100000 >> u32(e + 1));
    e = ((n & 0x7fffffff) >> 20u) - 0x3ff;
    let t = vec2<u32>(0u, u32(n & ~(0x000fffff >> u32(e))));
    n = ((n & 0x000fffff) | 0x00100000) >> u32(20 - e);
    if (j < 0) { n = -n; }
    p_h = f64_sub(p_h, t);
  }
  let t = vec2<u32>(0u, f64_add(p_l, p_h).y);
  let u = f64_mul(t, lg2_h);
  let v = ${add(mul(sub('p_l', sub('t', 'p_h')), 'lg2'), mul('t', 'lg2_l'))};
  z = f64_add(u, v);
  let w = ${sub('v', sub('z', 'u'))};
  let tt = f64_mul(z, z);
  let tt1 = ${sub('z', mul('tt', horner('tt', ['P1', 'P2', 'P3', 'P4', 'P5'])))};
  let r = ${sub(div(mul('z', 'tt1'), sub('tt1', TWO)), add('w', mul('z', 'w')))};
  z = ${sub(ONE, sub('r', 'z'))};
  return f64_signed(f64_ldexp(z, n), negate);
}`);

export const f64Pow = fn('f64_pow', `
fn f64_pow(x: vec2<u32>, y: vec2<u32>) -> vec2<u32> {
  // C's pow, where it differs from JavaScript's: pow(1, y) and pow(-1, +-inf) are 1.
  if (f64_eq(x, ${ONE}) || f64_eq(y, ${ZERO})) { return ${ONE}; }
  if (f64_eq(x, ${k(-1)}) && f64_isinf(y)) { return ${ONE}; }
  return f64_pow_fdlibm(x, y);
}`);

/** 2^x and 10^x as the host computes them (`2 ** x`, pow(10, x)). */
export const f64Exp2 = fn('f64_exp2', `
fn f64_exp2(x: vec2<u32>) -> vec2<u32> {
  return f64_pow(${TWO}, x);
}`);

export const f64Exp10 = fn('f64_exp10', `
fn f64_exp10(x: vec2<u32>) -> vec2<u32> {
  return f64_pow(${k(10)}, x);
}`);

// ---------------------------------------------------------------------------
// Roots (FreeBSD s_cbrt.c; V8's hypot).

export const f64Cbrt = fn('f64_cbrt', `
fn f64_cbrt(x: vec2<u32>) -> vec2<u32> {
${consts({
  P0: 1.87595182427177009643, P1: -1.88497979543377169875, P2: 1.621429720105354466140,
  P3: -0.758397934778766047437, P4: 0.145996192886612446982, two54: 18014398509481984.0,
})}
  let sign_bit = x.y & 0x80000000u;
  let hx = x.y & 0x7fffffffu;
  if (hx >= 0x7ff00000u) { return f64_add(x, x); }
  var t: vec2<u32>;
  if (hx < 0x00100000u) {
    if ((hx | x.x) == 0u) { return x; }
    let scaled = f64_mul(two54, x);
    t = vec2<u32>(0u, sign_bit | ((scaled.y & 0x7fffffffu) / 3u + 696219795u));
  } else {
    t = vec2<u32>(0u, sign_bit | (hx / 3u + 715094163u));
  }
  // t to within 2^-23.5 of cbrt(x) by a polynomial in r = t^3 / x.
  var r = ${mul(mul('t', 't'), div('t', 'x'))};
  t = ${mul('t', add(horner('r', ['P0', 'P1', 'P2']), mul(mul(mul('r', 'r'), 'r'), horner('r', ['P3', 'P4']))))};
  // Rounded away from zero to 23 bits.
  let low = t.x + 0x80000000u;
  t = vec2<u32>(low & 0xc0000000u, t.y + select(0u, 1u, low < t.x));
  // One Newton step to 53 bits.
  let s = f64_mul(t, t);
  r = f64_div(x, s);
  let w = f64_add(t, t);
  r = ${div(sub('r', 't'), add('w', 'r'))};
  return ${add('t', mul('t', 'r'))};
}`);

export const f64Rcbrt = fn('f64_rcbrt', `
fn f64_rcbrt(x: vec2<u32>) -> vec2<u32> {
  return f64_div(${ONE}, f64_cbrt(x));
}`);

export const f64Rsqrt = fn('f64_rsqrt', `
fn f64_rsqrt(x: vec2<u32>) -> vec2<u32> {
  return f64_div(${ONE}, f64_sqrt(x));
}`);

/** V8's Math.hypot for two arguments: both scaled by the larger, the squares summed with Kahan's compensation. */
export const f64Hypot = fn('f64_hypot', `
fn f64_hypot(x: vec2<u32>, y: vec2<u32>) -> vec2<u32> {
  let a = f64_abs(x);
  let b = f64_abs(y);
  if (f64_isinf(a) || f64_isinf(b)) { return ${INF}; }
  if (f64_isnan(a) || f64_isnan(b)) { return ${NAN}; }
  let m = select(a, b, f64_gt(b, a));
  if (f64_eq(m, ${ZERO})) { return ${ZERO}; }
  // With two terms, Kahan's compensation after the first is exactly 0.
  let na = f64_div(a, m);
  let nb = f64_div(b, m);
  let sum = ${add(mul('na', 'na'), mul('nb', 'nb'))};
  return f64_mul(f64_sqrt(sum), m);
}`);

// ---------------------------------------------------------------------------
// Trigonometric functions (fdlibm k_sin.c, k_cos.c, k_tan.c, e_rem_pio2.c).

export const f64KernelSin = fn('f64_kernel_sin', `
fn f64_kernel_sin(x: vec2<u32>, y: vec2<u32>, iy: i32) -> vec2<u32> {
${consts({
  S1: -1.66666666666666324348e-01, S2: 8.33333333332248946124e-03, S3: -1.98412698298579493134e-04,
  S4: 2.75573137070700676789e-06, S5: -2.50507602534068634195e-08, S6: 1.58969099521155010221e-10,
})}
  if ((x.y & 0x7fffffffu) < 0x3e400000u) { return x; }
  let z = f64_mul(x, x);
  let v = f64_mul(z, x);
  let r = ${horner('z', ['S2', 'S3', 'S4', 'S5', 'S6'])};
  if (iy == 0) { return ${add('x', mul('v', add('S1', mul('z', 'r'))))}; }
  return ${sub('x', sub(sub(mul('z', sub(mul(HALF, 'y'), mul('v', 'r'))), 'y'), mul('v', 'S1')))};
}`);

export const f64KernelCos = fn('f64_kernel_cos', `
fn f64_kernel_cos(x: vec2<u32>, y: vec2<u32>) -> vec2<u32> {
${consts({
  C1: 4.16666666666666019037e-02, C2: -1.38888888888741095749e-03, C3: 2.48015872894767294178e-05,
  C4: -2.75573143513906633035e-07, C5: 2.08757232129817482790e-09, C6: -1.13596475577881948265e-11,
})}
  let ix = x.y & 0x7fffffffu;
  if (ix < 0x3e400000u) { return ${ONE}; }
  let z = f64_mul(x, x);
  let r = ${mul('z', horner('z', ['C1', 'C2', 'C3', 'C4', 'C5', 'C6']))};
  if (ix < 0x3fd33333u) { return ${sub(ONE, sub(mul(HALF, 'z'), sub(mul('z', 'r'), mul('x', 'y'))))}; }
  // 1 - qx is exact, and hz small.
  var qx = ${k(0.28125)};
  if (ix <= 0x3fe90000u) { qx = vec2<u32>(0u, ix - 0x00200000u); }
  let hz = ${sub(mul(HALF, 'z'), 'qx')};
  let a = f64_sub(${ONE}, qx);
  return ${sub('a', sub('hz', sub(mul('z', 'r'), mul('x', 'y'))))};
}`);

export const f64KernelTan = fn('f64_kernel_tan', `
fn f64_kernel_tan(x_in: vec2<u32>, y_in: vec2<u32>, iy: i32) -> vec2<u32> {
${consts({
  T0: 3.33333333333334091986e-01, T1: 1.33333333333201242699e-01, T2: 5.39682539762260521377e-02,
  T3: 2.18694882948595424599e-02, T4: 8.86323982359930005737e-03, T5: 3.59207910759131235356e-03,
  T6: 1.45620945432529025516e-03, T7: 5.88041240820264096874e-04, T8: 2.46463134818469906812e-04,
  T9: 7.81794442939557092300e-05, T10: 7.14072491382608190305e-05, T11: -1.85586374855275456654e-05,
  T12: 2.59073051863633712884e-05, pio4: 7.85398163397448278999e-01, pio4lo: 3.06161699786838301793e-17,
})}
  var x = x_in;
  var y = y_in;
  let hx = bitcast<i32>(x.y);
  let ix = u32(hx) & 0x7fffffffu;
  var r: vec2<u32>;
  var w: vec2<u32>;
  if (ix < 0x3e300000u) {
    if ((ix | x.x) == 0u && iy == -1) { return f64_div(${ONE}, f64_abs(x)); }
    if (iy == 1) { return x; }
    r = y;
    w = f64_add(x, y);
  } else {
    let big = ix >= 0x3fe59428u;
    if (big) {
      if (hx < 0) {
        x = f64_neg(x);
        y = f64_neg(y);
      }
      let z = f64_sub(pio4, x);
      let w0 = f64_sub(pio4lo, y);
      x = f64_add(z, w0);
      y = ${ZERO};
    }
    let z = f64_mul(x, x);
    w = f64_mul(z, z);
    r = ${horner('w', ['T1', 'T3', 'T5', 'T7', 'T9', 'T11'])};
    var v = ${mul('z', horner('w', ['T2', 'T4', 'T6', 'T8', 'T10', 'T12']))};
    let s = f64_mul(z, x);
    r = ${add('y', mul('z', add(mul('s', add('r', 'v')), 'y')))};
    r = ${add('r', mul('T0', 's'))};
    w = f64_add(x, r);
    if (big) {
      v = f64_from_i32(iy);
      let sgn = f64_from_i32(1 - ((hx >> 30u) & 2));
      return ${mul('sgn', sub('v', mul(TWO, sub('x', sub(div(mul('w', 'w'), add('w', 'v')), 'r')))))};
    }
    if (iy == 1) { return w; }
  }
  // -1 / (x + r), carefully: w = x + r split, the quotient's top half corrected.
  let zz = vec2<u32>(0u, w.y);
  let vv = ${sub('r', sub('zz', 'x'))};
  let a = ${div(k(-1), 'w')};
  let t = vec2<u32>(0u, a.y);
  let ss = ${add(ONE, mul('t', 'zz'))};
  return ${add('t', mul('a', add('ss', mul('t', 'vv'))))};
}`);

/**
 * The bits of 2/pi, 32 to a word, most significant first (2/pi = 0.a2f9836e... in hex), for
 * Payne and Hanek's reduction of huge arguments. Worked out here from Machin's formula in
 * BigInt arithmetic, with 64 guard bits.
 */
function twoOverPiWords(count: number): number[] {
  const bits = BigInt(32 * count);
  const scale = 1n << (bits + 64n);
  const arctanInverse = (n: bigint): bigint => {
    let sum = 0n;
    let power = scale / n;
    for (let i = 0n; power !== 0n; i++, power /= n * n) sum += (i % 2n === 0n ? 1n : -1n) * (power / (2n * i + 1n));
    return sum;
  };
  const pi = 16n * arctanInverse(5n) - 4n * arctanInverse(239n);
  const fraction = ((2n * scale) << bits) / pi;
  return Array.from({ length: count }, (_, i) => Number((fraction >> (bits - 32n * BigInt(i + 1))) & 0xffffffffn));
}

const twoOverPi = twoOverPiWords(40);

/**
 * x mod pi/2 for |x| >= 2^20 pi/2, finite (Payne-Hanek): x = M 2^e with M a 53-bit integer; only
 * the bits of 2/pi from 2^(1-e) on matter modulo 4, so a 192-bit window of them times M gives
 * x 2/pi's last two integer bits (the quadrant) and over 100 good bits of its fraction, which
 * times pi/2 in double-double arithmetic is the reduced argument y0 + y1.
 */
export const f64RemPio2Large = fn('f64_rem_pio2_large', `
fn f64_rem_pio2_large(x: vec2<u32>, y: ptr<function, vec4<u32>>) -> i32 {
  var two_over_pi = array<u32, ${twoOverPi.length}>(${twoOverPi.map((w) => `0x${w.toString(16).padStart(8, '0')}u`).join(', ')});
${consts({ pio2_hi: 1.57079632679489655800e+00, pio2_lo: 6.12323399573676603587e-17 })}
  let e = i32((x.y >> 20u) & 0x7ffu) - 1075;
  let m_low = x.x;
  let m_high = (x.y & 0xfffffu) | 0x100000u;
  let j0 = max(0, (e - 2) / 32);
  // p = M * window, little-endian words; the window's lowest bit weighs 2^-32(j0 + 6).
  var p = array<u32, 8>(0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u);
  for (var i = 0; i < 6; i++) {
    let w = two_over_pi[j0 + 5 - i];
    for (var part = 0; part < 2; part++) {
      let m = select(m_low, m_high, part == 1);
      // The 64-bit product m * w, from 16-bit halves.
      let ll = (m & 0xffffu) * (w & 0xffffu);
      let mid1 = (m >> 16u) * (w & 0xffffu);
      let mid2 = (m & 0xffffu) * (w >> 16u);
      let hh = (m >> 16u) * (w >> 16u);
      let mid = mid1 + mid2;
      let mid_carry = select(0u, 0x10000u, mid < mid1);
      let lo = ll + (mid << 16u);
      let hi = hh + (mid >> 16u) + mid_carry + select(0u, 1u, lo < ll);
      var at = i + part;
      var carry = hi;
      let sum = p[at] + lo;
      carry = carry + select(0u, 1u, sum < lo);
      p[at] = sum;
      at++;
      while (carry != 0u && at < 8) {
        let s = p[at] + carry;
        carry = select(0u, 1u, s < carry);
        p[at] = s;
        at++;
      }
    }
  }
  // The binary point of x 2/pi lies s bits up in p.
  let s = 32 * (j0 + 6) - e;
  var words: array<u32, 5>;
  for (var i = 0; i < 5; i++) {
    // The 32 bits of p from bit s - 32 i.
    let at = s - 32 * i;
    let word = at / 32;
    let shift = u32(at % 32);
    let low_part = select(0u, p[word] >> shift, word < 8);
    let high_part = select(0u, p[min(word + 1, 7)] << (32u - shift), shift != 0u && word + 1 < 8);
    words[i] = low_part | high_part;
  }
  var n = i32(words[0] & 3u);
  var f0 = words[1];
  var f1 = words[2];
  var f2 = words[3];
  var f3 = words[4];
  var negative = (x.y & 0x80000000u) != 0u;
  if ((f0 & 0x80000000u) != 0u) {
    // The fraction is >= 1/2: take 1 - fraction, rounding the quotient up.
    n += 1;
    negative = !negative;
    f3 = ~f3 + 1u;
    f2 = ~f2 + select(0u, 1u, f3 == 0u);
    f1 = ~f1 + select(0u, 1u, f3 == 0u && f2 == 0u);
    f0 = ~f0 + select(0u, 1u, f3 == 0u && f2 == 0u && f1 == 0u);
  }
  // Normalize the 128-bit fraction: whole words, then bits.
  var scale = -64;
  for (var i = 0; i < 3 && f0 == 0u; i++) {
    f0 = f1;
    f1 = f2;
    f2 = f3;
    f3 = 0u;
    scale -= 32;
  }
  let lz = countLeadingZeros(f0);
  if (lz != 0u && lz < 32u) {
    f0 = (f0 << lz) | (f1 >> (32u - lz));
    f1 = (f1 << lz) | (f2 >> (32u - lz));
    f2 = (f2 << lz) | (f3 >> (32u - lz));
  }
  scale -= i32(lz);
  // fraction = (f0 2^32 + f1 + f2 2^-32) 2^scale as a double-double.
  let a = f64_ldexp(f64_from_u32(f0), 32);
  let b = f64_from_u32(f1);
  let c = f64_ldexp(f64_from_u32(f2), -32);
  let hi0 = f64_add(a, b);
  let lo0 = ${add(add(sub('a', 'hi0'), 'b'), 'c')};
  let hi = f64_ldexp(hi0, scale);
  let lo = f64_ldexp(lo0, scale);
  // Times pi/2, the product's error kept by fma.
  let ph = f64_mul(hi, pio2_hi);
  let pl = ${add(add('f64_fma(hi, pio2_hi, f64_neg(ph))', mul('hi', 'pio2_lo')), mul('lo', 'pio2_hi'))};
  var y0 = f64_add(ph, pl);
  var y1 = ${sub('pl', sub('y0', 'ph'))};
  if (negative) {
    y0 = f64_neg(y0);
    y1 = f64_neg(y1);
  }
  *y = vec4<u32>(y0, y1);
  return select(n, -n, (x.y & 0x80000000u) != 0u);
}`);

/** x = n pi/2 + y0 + y1 with |y0 + y1| <= pi/4: fdlibm's e_rem_pio2.c for |x| < 2^20 pi/2, Payne-Hanek above. */
export const f64RemPio2 = fn('f64_rem_pio2', `
fn f64_rem_pio2(x: vec2<u32>, y: ptr<function, vec4<u32>>) -> i32 {
${consts({
  invpio2: 6.36619772367581382433e-01, pio2_1: 1.57079632673412561417e+00, pio2_1t: 6.07710050650619224932e-11,
  pio2_2: 6.07710050630396597660e-11, pio2_2t: 2.02226624879595063154e-21, pio2_3: 2.02226624871116645580e-21,
  pio2_3t: 8.47842766036889956997e-32,
})}
  let hx = bitcast<i32>(x.y);
  let ix = hx & 0x7fffffff;
  if (ix <= 0x3fe921fb) {
    *y = vec4<u32>(x, ${ZERO});
    return 0;
  }
  if (ix < 0x4002d97c) {
    // |x| < 3pi/4: n = +-1 (x + c is x - (-c) to the bit); near pi/2 with 33 more bits of pi/2.
    let negative = hx < 0;
    var z = f64_sub(x, select(pio2_1, ${k(-1.57079632673412561417e+00)}, negative));
    var tail = select(pio2_1t, ${k(-6.07710050650619224932e-11)}, negative);
    if (ix == 0x3ff921fb) {
      z = f64_sub(z, select(pio2_2, ${k(-6.07710050630396597660e-11)}, negative));
      tail = select(pio2_2t, ${k(-2.02226624879595063154e-21)}, negative);
    }
    let y0 = f64_sub(z, tail);
    *y = vec4<u32>(y0, ${sub(sub('z', 'y0'), 'tail')});
    return select(1, -1, negative);
  }
  if (ix <= 0x413921fb) {
    let t = f64_abs(x);
    let n = f64_to_i32(${add(mul('t', 'invpio2'), HALF)});
    let fn_ = f64_from_i32(n);
    var r = ${sub('t', mul('fn_', 'pio2_1'))};
    // fn_ * pio2_1 is exact; a second and third step when cancellation took too many bits.
    var w = f64_mul(fn_, pio2_1t);
    let j = ix >> 20u;
    var y0 = f64_sub(r, w);
    var i = j - i32((y0.y >> 20u) & 0x7ffu);
    // A second and a third step with the next 33 bits of pi/2, while cancellation took too many bits.
    for (var step = 0; step < 2 && i > select(16, 49, step == 1); step++) {
      let t2 = r;
      w = f64_mul(fn_, select(pio2_2, pio2_3, step == 1));
      r = f64_sub(t2, w);
      w = ${sub(mul('fn_', 'select(pio2_2t, pio2_3t, step == 1)'), sub(sub('t2', 'r'), 'w'))};
      y0 = f64_sub(r, w);
      i = j - i32((y0.y >> 20u) & 0x7ffu);
    }
    let y1 = ${sub(sub('r', 'y0'), 'w')};
    if (hx < 0) {
      *y = vec4<u32>(f64_neg(y0), f64_neg(y1));
      return -n;
    }
    *y = vec4<u32>(y0, y1);
    return n;
  }
  if (ix >= 0x7ff00000) {
    *y = vec4<u32>(${NAN}, ${NAN});
    return 0;
  }
  return f64_rem_pio2_large(x, y);
}`);

/**
 * sin(x) (cosine = false) or cos(x): the quadrant picks the kernel and the sign. Each kernel is
 * called from one place, to keep the inlined shader small.
 */
export const f64SinCos = fn('f64_sin_or_cos', `
fn f64_sin_or_cos(x: vec2<u32>, cosine: bool) -> vec2<u32> {
  if ((x.y & 0x7fffffffu) >= 0x7ff00000u) { return ${NAN}; }
  var y: vec4<u32>;
  let n = f64_rem_pio2(x, &y);
  // |x| <= pi/4 is its own reduction, and the sine kernel then takes no tail (iy = 0).
  let reduced = (x.y & 0x7fffffffu) > 0x3fe921fbu;
  let quadrant = u32(n + select(0, 1, cosine)) & 3u;
  var r: vec2<u32>;
  if ((quadrant & 1u) == 0u) {
    r = f64_kernel_sin(y.xy, y.zw, select(0, 1, reduced));
  } else {
    r = f64_kernel_cos(y.xy, y.zw);
  }
  return select(r, f64_neg(r), (quadrant & 2u) != 0u);
}`);

export const f64Sin = fn('f64_sin', `
fn f64_sin(x: vec2<u32>) -> vec2<u32> {
  return f64_sin_or_cos(x, false);
}`);

export const f64Cos = fn('f64_cos', `
fn f64_cos(x: vec2<u32>) -> vec2<u32> {
  return f64_sin_or_cos(x, true);
}`);

export const f64Tan = fn('f64_tan', `
fn f64_tan(x: vec2<u32>) -> vec2<u32> {
  if ((x.y & 0x7fffffffu) >= 0x7ff00000u) { return ${NAN}; }
  var y: vec4<u32>;
  let n = f64_rem_pio2(x, &y);
  return f64_kernel_tan(y.xy, y.zw, 1 - ((n & 1) << 1u));
}`);

export const f64Sincos = fn('f64_sincos', `
fn f64_sincos(x: vec2<u32>, s: ptr<function, vec2<u32>>, c: ptr<function, vec2<u32>>) {
  for (var i = 0; i < 2; i++) {
    let r = f64_sin_or_cos(x, i == 1);
    if (i == 0) { *s = r; } else { *c = r; }
  }
}`);

// Inverse trigonometric functions (fdlibm s_atan.c, e_atan2.c, e_asin.c, e_acos.c).

export const f64Atan = fn('f64_atan', `
fn f64_atan(x_in: vec2<u32>) -> vec2<u32> {
${consts({
  atanhi0: 4.63647609000806093515e-01, atanhi1: 7.85398163397448278999e-01, atanhi2: 9.82793723247329054082e-01,
  atanhi3: 1.57079632679489655800e+00,
  atanlo0: 2.26987774529616870924e-17, atanlo1: 3.06161699786838301793e-17, atanlo2: 1.39033110312309984516e-17,
  atanlo3: 6.12323399573676603587e-17,
  aT0: 3.33333333333329318027e-01, aT1: -1.99999999998764832476e-01, aT2: 1.42857142725034663711e-01,
  aT3: -1.11111104054623557880e-01, aT4: 9.09088713343650656196e-02, aT5: -7.69187620504482999495e-02,
  aT6: 6.66107313738753120669e-02, aT7: -5.83357013379057348645e-02, aT8: 4.97687799461593236017e-02,
  aT9: -3.65315727442169155270e-02, aT10: 1.62858201153657823623e-02,
})}
  var x = x_in;
  let negative = (x.y & 0x80000000u) != 0u;
  let ix = x.y & 0x7fffffffu;
  if (ix >= 0x44100000u) {
    if (ix > 0x7ff00000u || (ix == 0x7ff00000u && x.x != 0u)) { return f64_add(x, x); }
    let r = ${add('atanhi3', 'atanlo3')};
    return select(r, f64_neg(r), negative);
  }
  var id = -1;
  if (ix < 0x3fdc0000u) {
    if (ix < 0x3e400000u) { return x; }
  } else {
    x = f64_abs(x);
    if (ix < 0x3ff30000u) {
      if (ix < 0x3fe60000u) {
        id = 0;
        x = ${div(sub(mul(TWO, 'x'), ONE), add(TWO, 'x'))};
      } else {
        id = 1;
        x = ${div(sub('x', ONE), add('x', ONE))};
      }
    } else if (ix < 0x40038000u) {
      id = 2;
      x = ${div(sub('x', k(1.5)), add(ONE, mul(k(1.5), 'x')))};
    } else {
      id = 3;
      x = f64_div(${k(-1)}, x);
    }
  }
  let z = f64_mul(x, x);
  let w = f64_mul(z, z);
  let s1 = ${mul('z', horner('w', ['aT0', 'aT2', 'aT4', 'aT6', 'aT8', 'aT10']))};
  let s2 = ${mul('w', horner('w', ['aT1', 'aT3', 'aT5', 'aT7', 'aT9']))};
  if (id < 0) { return ${sub('x', mul('x', add('s1', 's2')))}; }
  var hi = atanhi0;
  var lo = atanlo0;
  if (id == 1) {
    hi = atanhi1;
    lo = atanlo1;
  } else if (id == 2) {
    hi = atanhi2;
    lo = atanlo2;
  } else if (id == 3) {
    hi = atanhi3;
    lo = atanlo3;
  }
  let r = ${sub('hi', sub(sub(mul('x', add('s1', 's2')), 'lo'), 'x'))};
  return select(r, f64_neg(r), negative);
}`);

export const f64Atan2 = fn('f64_atan2', `
fn f64_atan2(y: vec2<u32>, x: vec2<u32>) -> vec2<u32> {
${consts({ pi_o_4: 7.8539816339744827900e-01, pi_o_2: 1.5707963267948965580e+00, pi: 3.1415926535897931160e+00, pi_lo: 1.2246467991473531772e-16 })}
  if (f64_isnan(x) || f64_isnan(y)) { return f64_add(x, y); }
  if (x.y == 0x3ff00000u && x.x == 0u) { return f64_atan(y); }
  // m = 2 sign(x) + sign(y).
  var m = ((y.y >> 31u) & 1u) | ((x.y >> 30u) & 2u);
  let ix = x.y & 0x7fffffffu;
  let iy = y.y & 0x7fffffffu;
  if ((iy | y.x) == 0u) {
    switch (m) {
      case 0u, 1u: { return y; }
      case 2u: { return pi; }
      default: { return f64_neg(pi); }
    }
  }
  if ((ix | x.x) == 0u) { return select(pi_o_2, f64_neg(pi_o_2), (y.y & 0x80000000u) != 0u); }
  if (ix == 0x7ff00000u) {
    if (iy == 0x7ff00000u) {
      switch (m) {
        case 0u: { return pi_o_4; }
        case 1u: { return f64_neg(pi_o_4); }
        case 2u: { return ${k(3 * 7.8539816339744827900e-01)}; }
        default: { return ${k(-3 * 7.8539816339744827900e-01)}; }
      }
    }
    switch (m) {
      case 0u: { return ${ZERO}; }
      case 1u: { return ${k(-0)}; }
      case 2u: { return pi; }
      default: { return f64_neg(pi); }
    }
  }
  if (iy == 0x7ff00000u) { return select(pi_o_2, f64_neg(pi_o_2), (y.y & 0x80000000u) != 0u); }
  let e = (i32(iy) - i32(ix)) >> 20u;
  var z: vec2<u32>;
  if (e > 60) {
    z = ${add('pi_o_2', mul(HALF, 'pi_lo'))};
    m = m & 1u;
  } else if ((x.y & 0x80000000u) != 0u && e < -60) {
    z = ${ZERO};
  } else {
    z = f64_atan(f64_abs(f64_div(y, x)));
  }
  switch (m) {
    case 0u: { return z; }
    case 1u: { return f64_neg(z); }
    case 2u: { return ${sub('pi', sub('z', 'pi_lo'))}; }
    default: { return ${sub(sub('z', 'pi_lo'), 'pi')}; }
  }
}`);

const asinCoefficients = {
  pS0: 1.66666666666666657415e-01, pS1: -3.25565818622400915405e-01, pS2: 2.01212532134862925881e-01,
  pS3: -4.00555345006794114027e-02, pS4: 7.91534994289814532176e-04, pS5: 3.47933107596021167570e-05,
  qS1: -2.40339491173441421878e+00, qS2: 2.02094576023350569471e+00, qS3: -6.88283971605453293030e-01,
  qS4: 7.70381505559019352791e-02,
};
const asinP = (t: string) => mul(t, horner(t, ['pS0', 'pS1', 'pS2', 'pS3', 'pS4', 'pS5']));
const asinQ = (t: string) => add(ONE, mul(t, horner(t, ['qS1', 'qS2', 'qS3', 'qS4'])));

export const f64Asin = fn('f64_asin', `
fn f64_asin(x: vec2<u32>) -> vec2<u32> {
${consts({ pio2_hi: 1.57079632679489655800e+00, pio2_lo: 6.12323399573676603587e-17, pio4_hi: 7.85398163397448278999e-01, ...asinCoefficients })}
  let ix = x.y & 0x7fffffffu;
  if (ix >= 0x3ff00000u) {
    if (((ix - 0x3ff00000u) | x.x) == 0u) { return ${add(mul('x', 'pio2_hi'), mul('x', 'pio2_lo'))}; }
    return ${NAN};
  }
  if (ix < 0x3fe00000u) {
    if (ix < 0x3e400000u) { return x; }
    let t = f64_mul(x, x);
    let w = f64_div(${asinP('t')}, ${asinQ('t')});
    return ${add('x', mul('x', 'w'))};
  }
  let w0 = f64_sub(${ONE}, f64_abs(x));
  var t = f64_mul(w0, ${HALF});
  var p = ${asinP('t')};
  var q = ${asinQ('t')};
  let s = f64_sqrt(t);
  if (ix >= 0x3fef3333u) {
    let w = f64_div(p, q);
    t = ${sub('pio2_hi', sub(mul(TWO, add('s', mul('s', 'w'))), 'pio2_lo'))};
  } else {
    let w = vec2<u32>(0u, s.y);
    let c = ${div(sub('t', mul('w', 'w')), add('s', 'w'))};
    let r = f64_div(p, q);
    p = ${sub(mul(mul(TWO, 's'), 'r'), sub('pio2_lo', mul(TWO, 'c')))};
    q = ${sub('pio4_hi', mul(TWO, 'w'))};
    t = ${sub('pio4_hi', sub('p', 'q'))};
  }
  return select(t, f64_neg(t), (x.y & 0x80000000u) != 0u);
}`);

export const f64Acos = fn('f64_acos', `
fn f64_acos(x: vec2<u32>) -> vec2<u32> {
${consts({ pi: 3.14159265358979311600e+00, pio2_hi: 1.57079632679489655800e+00, pio2_lo: 6.12323399573676603587e-17, ...asinCoefficients })}
  let negative = (x.y & 0x80000000u) != 0u;
  let ix = x.y & 0x7fffffffu;
  if (ix >= 0x3ff00000u) {
    if (((ix - 0x3ff00000u) | x.x) == 0u) { return select(${ZERO}, ${k(3.14159265358979311600e+00 + 2.0 * 6.12323399573676603587e-17)}, negative); }
    return ${NAN};
  }
  if (ix < 0x3fe00000u) {
    if (ix <= 0x3c600000u) { return ${add('pio2_hi', 'pio2_lo')}; }
    let z = f64_mul(x, x);
    let r = f64_div(${asinP('z')}, ${asinQ('z')});
    return ${sub('pio2_hi', sub('x', sub('pio2_lo', mul('x', 'r'))))};
  }
  if (negative) {
    let z = ${mul(add(ONE, 'x'), HALF)};
    let s = f64_sqrt(z);
    let r = f64_div(${asinP('z')}, ${asinQ('z')});
    let w = ${sub(mul('r', 's'), 'pio2_lo')};
    return ${sub('pi', mul(TWO, add('s', 'w')))};
  }
  let z = ${mul(sub(ONE, 'x'), HALF)};
  let s = f64_sqrt(z);
  let df = vec2<u32>(0u, s.y);
  let c = ${div(sub('z', mul('df', 'df')), add('s', 'df'))};
  let r = f64_div(${asinP('z')}, ${asinQ('z')});
  let w = ${add(mul('r', 's'), 'c')};
  return ${mul(TWO, add('df', 'w'))};
}`);

// ---------------------------------------------------------------------------
// Hyperbolic functions (fdlibm, as V8 has them).

/**
 * fdlibm's e_sinh.c and e_cosh.c as V8 has them, each with one call of exp (of |x|, or of |x|/2
 * near overflow, the result then h e e): drivers inline every call, and exp is large.
 */
export const f64Sinh = fn('f64_sinh', `
fn f64_sinh(x: vec2<u32>) -> vec2<u32> {
  let ix = x.y & 0x7fffffffu;
  if (ix >= 0x7ff00000u) { return f64_add(x, x); }
  let h = select(${HALF}, ${k(-0.5)}, (x.y & 0x80000000u) != 0u);
  let ax = f64_abs(x);
  if (ix < 0x40360000u) {
    if (ix < 0x3e300000u) { return x; }
    let t = f64_expm1(ax);
    if (ix < 0x3ff00000u) { return ${mul('h', sub(mul(TWO, 't'), div(mul('t', 't'), add('t', ONE))))}; }
    return ${mul('h', add('t', div('t', add('t', ONE))))};
  }
  if (f64_gt(ax, ${k(710.4758600739439)})) { return f64_mul(x, ${INF}); }
  let huge = ix >= 0x40862e42u;
  let w = f64_exp(select(ax, f64_mul(${HALF}, ax), huge));
  let t = f64_mul(h, w);
  return select(t, f64_mul(t, w), huge);
}`);

export const f64Cosh = fn('f64_cosh', `
fn f64_cosh(x: vec2<u32>) -> vec2<u32> {
  let ix = x.y & 0x7fffffffu;
  let ax = f64_abs(x);
  if (ix < 0x3fd62e43u) {
    let t = f64_expm1(ax);
    let w = f64_add(${ONE}, t);
    if (ix < 0x3c800000u) { return w; }
    return ${add(ONE, div(mul('t', 't'), add('w', 'w')))};
  }
  if (ix >= 0x7ff00000u) { return f64_mul(x, x); }
  if (f64_gt(ax, ${k(710.4758600739439)})) { return ${INF}; }
  let huge = ix >= 0x40862e42u;
  let w = f64_exp(select(ax, f64_mul(${HALF}, ax), huge));
  let t = f64_mul(${HALF}, w);
  if (ix < 0x40360000u) { return f64_add(t, f64_div(${HALF}, w)); }
  return select(t, f64_mul(t, w), huge);
}`);

/** fdlibm's s_tanh.c, its two calls of expm1 (on 2|x| and -2|x|) made one. */
export const f64Tanh = fn('f64_tanh', `
fn f64_tanh(x: vec2<u32>) -> vec2<u32> {
  let negative = (x.y & 0x80000000u) != 0u;
  let ix = x.y & 0x7fffffffu;
  if (ix >= 0x7ff00000u) {
    if (f64_isnan(x)) { return x; }
    return select(${ONE}, ${k(-1)}, negative);
  }
  if (ix < 0x3e300000u) { return x; }
  if (ix >= 0x40360000u) { return select(${ONE}, ${k(-1)}, negative); }
  // |x| >= 1: 1 - 2/(t + 2), t = expm1(2|x|); below: -t/(t + 2), t = expm1(-2|x|).
  let large = ix >= 0x3ff00000u;
  let t = f64_expm1(f64_mul(select(${k(-2)}, ${TWO}, large), f64_abs(x)));
  let r = f64_div(select(f64_neg(t), ${TWO}, large), f64_add(t, ${TWO}));
  var z = r;
  if (large) { z = f64_sub(${ONE}, r); }
  return select(z, f64_neg(z), negative);
}`);

/**
 * fdlibm's s_asinh.c, its logarithms made one call of log1p as in f64_acosh below: log(a) + ln2
 * above 2^28 is log1p(a - 1) + ln2, and log(b) on (2, 2^28] is log1p(b - 1), b > 4. The two
 * square roots, of x^2 + 1 and 1 + x^2, are one; so are 1/(s + a) and t/(1 + s).
 */
export const f64Asinh = fn('f64_asinh', `
fn f64_asinh(x: vec2<u32>) -> vec2<u32> {
  let ix = x.y & 0x7fffffffu;
  if (ix >= 0x7ff00000u) { return f64_add(x, x); }
  if (ix < 0x3e300000u) { return x; }
  let a = f64_abs(x);
  let big = ix > 0x41b00000u;
  let middle = !big && ix > 0x40000000u;
  // Below 2: a + t/(1 + s); up to 2^28: 2a + 1/(s + a) (then less 1); t = x^2, s = sqrt(t + 1).
  let t = f64_mul(x, x);
  let s = f64_sqrt(f64_add(t, ${ONE}));
  let r = f64_div(select(t, ${ONE}, middle), f64_add(s, select(${ONE}, a, middle)));
  var arg = f64_add(select(a, f64_mul(${TWO}, a), middle), r);
  if (big || middle) { arg = f64_sub(select(arg, a, big), ${ONE}); }
  if (ix >= 0x43400000u) { arg = a; }
  let w = f64_add(f64_log1p(arg), select(${ZERO}, ${k(6.93147180559945286227e-01)}, big));
  return select(w, f64_neg(w), (x.y & 0x80000000u) != 0u);
}`);

/**
 * fdlibm's e_acosh.c, its logarithms made one call of log1p on an argument picked by range
 * (drivers inline every call: each call site would be another copy of a logarithm). fdlibm's
 * log(x) + ln2 above 2^28 is log1p(x - 1) + ln2 (x - 1 is exact below 2^53; above, log1p(x) is
 * log(x) to well under an ulp); its log(a) on (2, 2^28) is log1p(a - 1), exact as a >= 3; and
 * on [1, 2] it calls log1p itself. The two square roots' arguments, x^2 - 1 and 2t + t^2, are
 * one sum of two products.
 */
export const f64Acosh = fn('f64_acosh', `
fn f64_acosh(x: vec2<u32>) -> vec2<u32> {
  let hx = bitcast<i32>(x.y);
  if (hx < 0x3ff00000) { return ${NAN}; }
  if (hx >= 0x7ff00000) { return f64_add(x, x); }
  let t = f64_sub(x, ${ONE});
  let big = hx >= 0x41b00000;
  let middle = !big && hx > 0x40000000;
  // sqrt(x^2 - 1) on (2, 2^28), sqrt(2t + t^2) below.
  let q = ${add(mul(`select(${TWO}, x, middle)`, `select(t, x, middle)`), mul(`select(t, ${k(-1)}, middle)`, `select(t, ${ONE}, middle)`))};
  let w = f64_add(select(t, x, middle), f64_sqrt(q));
  var arg = w;
  if (middle) { arg = ${sub(sub(mul(TWO, 'x'), div(ONE, 'w')), ONE)}; }
  if (big) { arg = select(t, x, hx >= 0x43400000); }
  return f64_add(f64_log1p(arg), select(${ZERO}, ${k(6.93147180559945286227e-01)}, big));
}`);

export const f64Atanh = fn('f64_atanh', `
fn f64_atanh(x_in: vec2<u32>) -> vec2<u32> {
  let ix = x_in.y & 0x7fffffffu;
  if (ix > 0x3ff00000u || (ix == 0x3ff00000u && x_in.x != 0u)) {
    if (f64_isnan(x_in)) { return x_in; }
    return ${NAN};
  }
  let negative = (x_in.y & 0x80000000u) != 0u;
  if (ix == 0x3ff00000u) { return select(${INF}, ${NEG_INF}, negative); }
  if (ix < 0x3e300000u) { return x_in; }
  let x = vec2<u32>(x_in.x, ix);
  var t: vec2<u32>;
  if (ix < 0x3fe00000u) {
    let t2 = f64_add(x, x);
    t = f64_mul(${HALF}, f64_log1p(${add('t2', div(mul('t2', 'x'), sub(ONE, 'x')))}));
  } else {
    t = f64_mul(${HALF}, f64_log1p(${div(add('x', 'x'), sub(ONE, 'x'))}));
  }
  return select(t, f64_neg(t), negative);
}`);

// ---------------------------------------------------------------------------
// sinpi, cospi, tanpi: runtime/math.ts's reductions, which are exact.

/**
 * sinpi(x) (cosine = false) or cospi(x), finite x: x mod 2 (exact) picks an octant, and
 * sin or cos of pi t with |t| <= 1/4 comes from the kernels directly (what f64_sin and f64_cos
 * compute for such an argument), each kernel called from one place.
 */
export const f64SinpiCospi = fn('f64_sinpi_or_cospi', `
fn f64_sinpi_or_cospi(x: vec2<u32>, cosine: bool) -> vec2<u32> {
${consts({ pi: Math.PI })}
  let r = f64_fmod(x, ${TWO});
  let a = f64_abs(r);
  var t = a;
  var use_cos = cosine;
  var negate = false;
  if (f64_le(a, ${k(0.25)})) {
  } else if (f64_le(a, ${k(0.75)})) {
    t = f64_sub(a, ${HALF});
    use_cos = !cosine;
    negate = cosine;
  } else if (f64_le(a, ${k(1.25)})) {
    // cos is even: cos(pi (a - 1)) = cos(pi (1 - a)) to the bit.
    t = f64_sub(${ONE}, a);
    negate = cosine;
  } else if (f64_le(a, ${k(1.75)})) {
    t = f64_sub(a, ${k(1.5)});
    use_cos = !cosine;
    negate = !cosine;
  } else {
    t = f64_sub(${TWO}, a);
    negate = !cosine;
  }
  let v = f64_mul(pi, t);
  var s: vec2<u32>;
  if (use_cos) { s = f64_kernel_cos(v, ${ZERO}); } else { s = f64_kernel_sin(v, ${ZERO}, 0); }
  // sinpi's exact zeros take x's sign; cospi's (at the half-integers) are +0.
  if (f64_eq(s, ${ZERO})) { return select(f64_copysign(${ZERO}, x), ${ZERO}, cosine); }
  if (!cosine && f64_lt(r, ${ZERO})) { negate = !negate; }
  return select(s, f64_neg(s), negate);
}`);

export const f64Sinpi = fn('f64_sinpi', `
fn f64_sinpi(x: vec2<u32>) -> vec2<u32> {
  if (!f64_isfinite(x)) { return ${NAN}; }
  return f64_sinpi_or_cospi(x, false);
}`);

export const f64Cospi = fn('f64_cospi', `
fn f64_cospi(x: vec2<u32>) -> vec2<u32> {
  if (!f64_isfinite(x)) { return ${NAN}; }
  return f64_sinpi_or_cospi(x, true);
}`);

export const f64Tanpi = fn('f64_tanpi', `
fn f64_tanpi(x: vec2<u32>) -> vec2<u32> {
  if (!f64_isfinite(x)) { return ${NAN}; }
  let r = f64_fmod(x, ${ONE});
  if (f64_eq(r, ${ZERO})) { return f64_copysign(${ZERO}, x); }
  // The poles x = n + 1/2: +infinity for even n, -infinity for odd n.
  if (f64_eq(f64_abs(r), ${HALF})) {
    return select(${NEG_INF}, ${INF}, f64_eq(f64_abs(f64_fmod(f64_sub(x, ${HALF}), ${TWO})), ${ZERO}));
  }
  var s = r;
  if (f64_gt(r, ${HALF})) { s = f64_sub(r, ${ONE}); } else if (f64_lt(r, ${k(-0.5)})) { s = f64_add(r, ${ONE}); }
  if (f64_eq(f64_abs(s), ${k(0.25)})) { return f64_copysign(${ONE}, s); }
  return f64_div(f64_sinpi_or_cospi(s, false), f64_sinpi_or_cospi(s, true));
}`);

// ---------------------------------------------------------------------------
// Error functions: runtime/math.ts's series and continued fraction, step for step.

const twoOverSqrtPi = 1.1283791670955126;

export const f64ExpMinusSquare = fn('f64_exp_minus_square', `
fn f64_exp_minus_square(x: vec2<u32>) -> vec2<u32> {
  // exp(-x^2) as exp(-h^2) exp(-(x - h)(x + h)), h = x to float precision, so h^2 is exact.
  let h = f64_from_f32(f64_to_f32(x));
  let e1 = ${mul(neg('h'), 'h')};
  let e2 = ${mul(neg(sub('x', 'h')), add('x', 'h'))};
  // 1 * exp(e1) * exp(e2) = exp(e1) * exp(e2), with exp called from one place.
  var r = ${ONE};
  for (var i = 0; i < 2; i++) { r = f64_mul(r, f64_exp(select(e1, e2, i == 1))); }
  return r;
}`);

/** The sum of runtime/math.ts's erfSeries: erf(x) = 2/sqrt(pi) exp(-x^2) sum, for 0 <= x < 2.5. */
export const f64ErfSeriesSum = fn('f64_erf_series_sum', `
fn f64_erf_series_sum(x: vec2<u32>) -> vec2<u32> {
  let x2 = f64_mul(x, x);
  var term = x;
  var sum = x;
  for (var n = 1; n < 200; n++) {
    term = f64_mul(term, ${div(mul(TWO, 'x2'), 'f64_from_i32(2 * n + 1)')});
    sum = f64_add(sum, term);
    if (f64_lt(term, f64_mul(sum, ${k(1e-17)}))) { break; }
  }
  return sum;
}`);

/**
 * The continued fraction of runtime/math.ts's erfcFraction, by Lentz's method: erfc(x) =
 * exp(-x^2)/sqrt(pi) / f, f = x + (1/2)/(x + 1/(x + (3/2)/(x + ...))), for x >= 1.
 */
export const f64ErfcFractionDenominator = fn('f64_erfc_fraction_denominator', `
fn f64_erfc_fraction_denominator(x: vec2<u32>) -> vec2<u32> {
  let tiny = ${k(1e-300)};
  var f = x;
  var c = x;
  var d = ${ZERO};
  for (var n = 1; n < 500; n++) {
    let a = f64_div(f64_from_i32(n), ${TWO});
    d = f64_add(x, f64_mul(a, d));
    d = select(f64_div(${ONE}, d), f64_div(${ONE}, tiny), f64_eq(d, ${ZERO}));
    c = f64_add(x, f64_div(a, c));
    if (f64_eq(c, ${ZERO})) { c = tiny; }
    let delta = f64_mul(c, d);
    f = f64_mul(f, delta);
    if (f64_lt(f64_abs(f64_sub(delta, ${ONE})), ${k(1e-16)})) { break; }
  }
  return f;
}`);

export const f64ErfTaylor = fn('f64_erf_taylor', `
fn f64_erf_taylor(x: vec2<u32>) -> vec2<u32> {
  let x2 = f64_mul(x, x);
  var power = x;
  var sum = x;
  for (var n = 1; n < 40; n++) {
    power = f64_mul(power, f64_div(f64_neg(x2), f64_from_i32(n)));
    let term = f64_div(power, f64_from_i32(2 * n + 1));
    sum = f64_add(sum, term);
    if (f64_lt(f64_abs(term), f64_mul(f64_abs(sum), ${k(1e-17)}))) { break; }
  }
  return f64_mul(${k(twoOverSqrtPi)}, sum);
}`);

/**
 * runtime/math.ts's erf (complement = false) or erfc, step for step, with exp(-x^2) formed in one
 * place for the series and the continued fraction (drivers inline every call, and it holds exp).
 * `*ems` gets exp(-x^2), which f64_erfinv's Newton steps need too.
 */
export const f64ErfOrErfc = fn('f64_erf_or_erfc', `
fn f64_erf_or_erfc(x: vec2<u32>, complement: bool, ems: ptr<function, vec2<u32>>) -> vec2<u32> {
  if (f64_isnan(x)) {
    *ems = x;
    return x;
  }
  let a = f64_abs(x);
  let e = f64_exp_minus_square(a);
  *ems = e;
  let negative = f64_lt(x, ${ZERO});
  // erfc from 1 on is the continued fraction (0 beyond 27.3); below, it is 1 - erf.
  let direct = complement && f64_ge(x, ${ONE});
  if (direct && f64_gt(x, ${k(27.3)})) { return ${ZERO}; }
  // erf(x), or erfc(x) where direct.
  var r: vec2<u32>;
  if (!direct && f64_ge(a, ${k(6)})) {
    r = select(${ONE}, ${k(-1)}, negative);
  } else if (!direct && f64_eq(x, ${ZERO})) {
    r = x;
  } else if (!direct && f64_lt(a, ${ONE})) {
    r = f64_erf_taylor(x);
  } else {
    if (!direct && f64_lt(a, ${k(2.5)})) {
      r = ${mul(mul(k(twoOverSqrtPi), 'e'), 'f64_erf_series_sum(a)')};
    } else {
      let fraction = ${div(mul(k(twoOverSqrtPi / 2), 'e'), 'f64_erfc_fraction_denominator(a)')};
      r = select(f64_sub(${ONE}, fraction), fraction, direct);
    }
    if (!direct) { r = select(select(r, x, f64_eq(r, ${ZERO})), f64_neg(r), negative); }
  }
  if (complement && !direct) { return f64_sub(${ONE}, r); }
  return r;
}`);

export const f64Erf = fn('f64_erf', `
fn f64_erf(x: vec2<u32>) -> vec2<u32> {
  var ems: vec2<u32>;
  return f64_erf_or_erfc(x, false, &ems);
}`);

export const f64Erfc = fn('f64_erfc', `
fn f64_erfc(x: vec2<u32>) -> vec2<u32> {
  var ems: vec2<u32>;
  return f64_erf_or_erfc(x, true, &ems);
}`);

const giles = {
  small: [3.43273939e-7, -3.5233877e-6, -4.39150654e-6, 0.00021858087, -0.00125372503, -0.00417768164, 0.246640727, 1.50140941],
  large: [0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613, 0.00943887047, 1.00167406, 2.83297682],
};

/**
 * runtime/math.ts's erfinv step for step, each large helper called from one place: Giles'
 * polynomials by one loop over the chosen coefficients, and erf or erfc (whichever the Newton
 * step refines against) by one call, which also gives the step's exp(-y^2).
 */
export const f64Erfinv = fn('f64_erfinv', `
fn f64_erfinv(x: vec2<u32>) -> vec2<u32> {
  if (f64_isnan(x) || f64_lt(x, ${k(-1)}) || f64_gt(x, ${ONE})) { return ${NAN}; }
  if (f64_eq(x, ${ONE})) { return ${INF}; }
  if (f64_eq(x, ${k(-1)})) { return ${NEG_INF}; }
  if (f64_eq(x, ${ZERO})) { return x; }
  // Giles' single-precision approximation, then Newton steps on erf to double precision.
  var w = f64_neg(f64_log(${mul(sub(ONE, 'x'), add(ONE, 'x'))}));
  let small = f64_lt(w, ${k(5)});
  w = f64_sub(select(f64_sqrt(w), w, small), select(${k(3)}, ${k(2.5)}, small));
  let small_steps = array<vec2<u32>, 9>(${[2.81022636e-8, ...giles.small].map(k).join(', ')});
  let large_steps = array<vec2<u32>, 9>(${[-0.000200214257, ...giles.large].map(k).join(', ')});
  var p = select(large_steps[0], small_steps[0], small);
  for (var i = 1; i < 9; i++) { p = f64_add(select(large_steps[i], small_steps[i], small), f64_mul(p, w)); }
  var y = f64_mul(p, x);
  let sgn = select(${ONE}, ${k(-1)}, f64_lt(x, ${ZERO}));
  // Near |x| = 1, erf(y) - x loses everything; against erfc there instead.
  let against_erfc = f64_gt(f64_abs(x), ${HALF});
  for (var i = 0; i < 3; i++) {
    var ems: vec2<u32>;
    let v = f64_erf_or_erfc(select(y, f64_abs(y), against_erfc), against_erfc, &ems);
    let residual = select(f64_sub(v, x), ${mul('sgn', sub(sub(ONE, 'f64_abs(x)'), 'v'))}, against_erfc);
    let newton_step = f64_div(residual, f64_mul(${k(twoOverSqrtPi)}, ems));
    if (!f64_isfinite(newton_step)) { break; }
    y = f64_sub(y, newton_step);
  }
  return y;
}`);

/**
 * runtime/math.ts's erfcinv step for step: erfinv(1 - x), and in the far tails Newton on
 * log(erfc(y)) = log(t) from erfinv(1 - t). Its logarithms (erfinv's, log(t), each step's
 * log(erfc(y))) and its erf and erfc (erfinv's Newton steps, the tail's) are one call of each in
 * one loop, which runs the stages in turn: drivers inline every call, and both are large.
 */
export const f64Erfcinv = fn('f64_erfcinv', `
fn f64_erfcinv(x: vec2<u32>) -> vec2<u32> {
  if (f64_isnan(x) || f64_lt(x, ${ZERO}) || f64_gt(x, ${TWO})) { return ${NAN}; }
  if (f64_eq(x, ${ZERO})) { return ${INF}; }
  if (f64_eq(x, ${TWO})) { return ${NEG_INF}; }
  // Far tails: erfinv(1 - x) would lose x's digits; Newton on erfc from the same start.
  let tails = f64_le(x, ${k(1e-3)}) || f64_ge(x, ${k(2 - 1e-3)});
  let tail = f64_lt(x, ${ONE});
  let t = select(f64_sub(${TWO}, x), x, tail);
  // erfinv(v): Giles' approximation, then Newton steps against erf, or erfc where |v| > 1/2.
  let v = f64_sub(${ONE}, select(x, t, tails));
  if (f64_eq(v, ${ZERO})) { return v; }
  let small_steps = array<vec2<u32>, 9>(${[2.81022636e-8, ...giles.small].map(k).join(', ')});
  let large_steps = array<vec2<u32>, 9>(${[-0.000200214257, ...giles.large].map(k).join(', ')});
  let sgn = select(${ONE}, ${k(-1)}, f64_lt(v, ${ZERO}));
  let against_erfc = f64_gt(f64_abs(v), ${HALF});
  // Stages: 0 erfinv's log and Giles, 1 erfinv's Newton steps (3), 2 log(t), 3 the tail's steps (100).
  var stage = 0;
  var steps = 0;
  var y = ${ZERO};
  var goal = ${ZERO};
  loop {
    let complement = (stage == 1 && against_erfc) || stage == 3;
    var ems: vec2<u32>;
    let erf_y = f64_erf_or_erfc(select(y, f64_abs(y), stage == 1 && against_erfc), complement, &ems);
    var log_arg = ${ONE};
    if (stage == 0) {
      log_arg = ${mul(sub(ONE, 'v'), add(ONE, 'v'))};
    } else if (stage == 2) {
      log_arg = t;
    } else if (stage == 3) {
      log_arg = erf_y;
    }
    let log_y = f64_log(log_arg);
    if (stage == 0) {
      if (f64_eq(v, ${ONE})) {
        y = ${INF};
        stage = 2;
      } else {
        var w = f64_neg(log_y);
        let small = f64_lt(w, ${k(5)});
        w = f64_sub(select(f64_sqrt(w), w, small), select(${k(3)}, ${k(2.5)}, small));
        var p = select(large_steps[0], small_steps[0], small);
        for (var i = 1; i < 9; i++) { p = f64_add(select(large_steps[i], small_steps[i], small), f64_mul(p, w)); }
        y = f64_mul(p, v);
        stage = 1;
      }
      continue;
    }
    if (stage == 1) {
      let residual = select(f64_sub(erf_y, v), ${mul('sgn', sub(sub(ONE, 'f64_abs(v)'), 'erf_y'))}, against_erfc);
      let newton_step = f64_div(residual, f64_mul(${k(twoOverSqrtPi)}, ems));
      steps += 1;
      if (f64_isfinite(newton_step)) { y = f64_sub(y, newton_step); }
      if (!f64_isfinite(newton_step) || steps == 3) {
        if (!tails) { return y; }
        stage = 2;
        steps = 0;
      }
      continue;
    }
    if (stage == 2) {
      goal = log_y;
      if (!f64_isfinite(y)) { y = f64_sqrt(f64_neg(goal)); }
      stage = 3;
      continue;
    }
    // Newton on log(erfc(y)) = log(t), nearly quadratic in y out here.
    let newton_step = ${div(sub('log_y', 'goal'), div(mul(k(-twoOverSqrtPi), 'ems'), 'erf_y'))};
    if (!f64_isfinite(newton_step)) { break; }
    y = f64_sub(y, newton_step);
    steps += 1;
    if (f64_le(f64_abs(newton_step), f64_mul(${k(1e-16)}, y)) || steps == 100) { break; }
  }
  return select(f64_neg(y), y, tail);
}`);

/** The normal distribution's CDF and its inverse (precise_math only), as the host writes them. */
export const f64Phi = fn('f64_phi', `
fn f64_phi(x: vec2<u32>) -> vec2<u32> {
  return f64_mul(${HALF}, f64_erfc(f64_mul(f64_neg(x), ${k(Math.SQRT1_2)})));
}`);

export const f64Probit = fn('f64_probit', `
fn f64_probit(x: vec2<u32>) -> vec2<u32> {
  return f64_mul(${k(-Math.SQRT2)}, f64_erfcinv(f64_mul(${TWO}, x)));
}`);

// ---------------------------------------------------------------------------
// Gamma: tgamma as runtime/math.ts computes it; lgamma from 15 on by Lanczos' approximation (g = 7, 9 terms).

const lanczos = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

export const f64LanczosSum = fn('f64_lanczos_sum', `
fn f64_lanczos_sum(z: vec2<u32>) -> vec2<u32> {
  let c = array<vec2<u32>, ${lanczos.length}>(${lanczos.map(k).join(', ')});
  var a = c[0];
  for (var i = 1; i < ${lanczos.length}; i++) { a = f64_add(a, f64_div(c[i], f64_add(z, f64_from_i32(i)))); }
  return a;
}`);

/**
 * runtime/math.ts's tgamma, step for step: gamma(2 + u) by Cephes' rational function, times or
 * divided by the recurrence's product, which a loop keeps as a double-double (the error of each
 * step's product from fma, exact). One loop and two polynomial calls, so the shader stays small
 * (the Lanczos form it replaces needed pow, exp and sinpi: minutes to compile on lavapipe).
 */
export const f64Tgamma = fn('f64_tgamma', `
fn f64_tgamma(x: vec2<u32>) -> vec2<u32> {
  if (f64_isnan(x) || f64_eq(x, ${INF})) { return x; }
  if (f64_eq(x, ${ZERO})) { return f64_div(${ONE}, x); }
  let whole = f64_floor(x);
  // The poles, and -infinity.
  if (f64_lt(x, ${ZERO}) && f64_eq(whole, x)) { return ${NAN}; }
  if (f64_gt(x, ${k(171.7)})) { return ${INF}; }
  let n = f64_to_i32(f64_max(whole, ${k(-200)})) - 2;
  // Below -190, |gamma| is under the smallest subnormal: zero, negative where floor(x) is odd.
  if (f64_lt(x, ${k(-190)})) { return select(${k(-0)}, ${ZERO}, f64_eq(f64_fmod(whole, ${TWO}), ${ZERO})); }
  // gamma(x) = gamma(2 + u) (x - 1) ... (2 + u) above 3, gamma(2 + u) / (x (x + 1) ... (1 + u)) below 2.
  let u = f64_sub(x, whole);
  var hi = ${ONE};
  var lo = ${ZERO};
  var scale = 0;
  for (var i = 0; i < abs(n); i++) {
    let factor = f64_add(x, f64_from_i32(select(i, -(i + 1), n > 0)));
    let p = f64_mul(hi, factor);
    lo = f64_add(f64_mul(lo, factor), f64_fma(hi, factor, f64_neg(p)));
    hi = p;
    // The divisor passes 2^1024 below about -170; scaled by powers of two, which are exact.
    if (f64_gt(f64_abs(hi), ${k(2 ** 512)})) {
      hi = f64_ldexp(hi, -512);
      lo = f64_ldexp(lo, -512);
      scale += 512;
    }
  }
  let g = f64_div(${horner('u', gammaP.map(k))}, ${horner('u', gammaQ.map(k))});
  let product = f64_add(hi, lo);
  let r = select(f64_div(g, product), f64_mul(g, product), n >= 0);
  return f64_ldexp(r, select(-scale, scale, n >= 0));
}`);

/**
 * runtime/math.ts's lgamma step for step, with the up to three logarithms that one argument
 * needs (of pi/|sinpi(x)| when reflecting, or |x| when tiny; of |tgamma(y)| or t; of the Lanczos
 * sum) taken by one call in a loop: drivers inline every call, and log is large.
 */
export const f64Lgamma = fn('f64_lgamma', `
fn f64_lgamma(x: vec2<u32>) -> vec2<u32> {
  if (f64_isnan(x)) { return x; }
  if (!f64_isfinite(x)) { return ${INF}; }
  if (f64_le(x, ${ZERO}) && f64_eq(f64_trunc(x), x)) { return ${INF}; }
  if (f64_eq(x, ${ONE}) || f64_eq(x, ${TWO})) { return ${ZERO}; }
  // Tiny |x|: lgamma(x) = -log|x| - Euler's constant x + ..., and pi / sinpi(x) would overflow.
  let tiny = f64_lt(f64_abs(x), ${k(2 ** -52)});
  // Reflection below 1/2: lgamma(x) = log(pi / |sin(pi x)|) - lgamma(1 - x).
  let reflect = !tiny && f64_lt(x, ${HALF});
  let y = select(x, f64_sub(${ONE}, x), reflect);
  // From 15 on, Lanczos: 0.5 log(2 pi) + (z + 0.5) log(t) - t + log(sum); below, log |gamma(y)|.
  let lanczos = f64_ge(y, ${k(15)});
  let z = f64_sub(y, ${ONE});
  let t = f64_add(z, ${k(7.5)});
  let args = array<vec2<u32>, 3>(
    select(f64_div(${k(Math.PI)}, f64_abs(f64_sinpi(x))), f64_abs(x), tiny),
    select(f64_abs(f64_tgamma(y)), t, lanczos),
    f64_lanczos_sum(z),
  );
  var logs: array<vec2<u32>, 3>;
  for (var i = 0; i < 3; i++) { logs[i] = f64_log(args[i]); }
  var positive = logs[1];
  if (lanczos) { positive = ${add(sub(add(k(0.91893853320467274), mul(add('z', HALF), 'logs[1]')), 't'), 'logs[2]')}; }
  if (tiny) { return f64_neg(logs[0]); }
  if (reflect) { return f64_sub(logs[0], positive); }
  return positive;
}`);

// ---------------------------------------------------------------------------
// Exponents, remainders and neighbours: exact functions, as runtime/math.ts defines them.

export const f64Logb = fn('f64_logb', `
fn f64_logb(x: vec2<u32>) -> vec2<u32> {
  if (f64_isnan(x)) { return x; }
  if (f64_eq(x, ${ZERO})) { return ${NEG_INF}; }
  if (f64_isinf(x)) { return ${INF}; }
  return f64_from_i32(f64_ilogb(x));
}`);

export const f64Frexp = fn('f64_frexp', `
fn f64_frexp(x: vec2<u32>, e: ptr<function, i32>) -> vec2<u32> {
  if (f64_eq(x, ${ZERO}) || !f64_isfinite(x)) {
    *e = 0;
    return x;
  }
  let n = f64_ilogb(x) + 1;
  *e = n;
  return f64_ldexp(x, -n);
}`);

export const f64Modf = fn('f64_modf', `
fn f64_modf(x: vec2<u32>, whole: ptr<function, vec2<u32>>) -> vec2<u32> {
  let w = f64_trunc(x);
  *whole = w;
  if (!f64_isfinite(x)) {
    if (f64_isnan(x)) { return x; }
    return f64_copysign(${ZERO}, x);
  }
  return f64_copysign(f64_sub(x, w), x);
}`);

/** scalb(x, n) with a double n (glibc): NaN unless n is an integer or infinite. */
export const f64Scalb = fn('f64_scalb', `
fn f64_scalb(x: vec2<u32>, n: vec2<u32>) -> vec2<u32> {
  if (f64_isnan(x) || f64_isnan(n)) { return f64_mul(x, n); }
  if (f64_isinf(n)) {
    if (f64_gt(n, ${ZERO})) { return f64_mul(x, n); }
    return f64_div(x, f64_neg(n));
  }
  if (!f64_eq(f64_trunc(n), n)) { return ${NAN}; }
  return f64_ldexp(x, f64_to_i32(f64_max(${k(-65000)}, f64_min(${k(65000)}, n))));
}`);

export const f64Remquo = fn('f64_remquo', `
fn f64_remquo(x: vec2<u32>, y: vec2<u32>, quo: ptr<function, i32>) -> vec2<u32> {
  if (f64_isnan(x) || f64_isnan(y) || !f64_isfinite(x) || f64_eq(y, ${ZERO})) {
    *quo = 0;
    return ${NAN};
  }
  if (!f64_isfinite(y)) {
    *quo = 0;
    return x;
  }
  // r = |x| mod 8|y| keeps the quotient's low three bits; all steps are exact.
  let ay = f64_abs(y);
  let eight = f64_mul(ay, ${k(8)});
  var r = f64_abs(x);
  if (f64_isfinite(eight)) { r = f64_fmod(r, eight); }
  var q = 0;
  for (var bit = 4; bit >= 1; bit = bit / 2) {
    let multiple = f64_mul(ay, f64_from_i32(bit));
    if (f64_ge(r, multiple) && f64_isfinite(multiple)) {
      r = f64_sub(r, multiple);
      q += bit;
    }
  }
  let twice = f64_mul(${TWO}, r);
  if (f64_gt(twice, ay) || (f64_eq(twice, ay) && (q & 1) == 1)) {
    r = f64_sub(r, ay);
    q += 1;
  }
  q = q & 7;
  let x_negative = f64_lt(x, ${ZERO});
  *quo = select(q, -q, x_negative != f64_lt(y, ${ZERO}));
  let result = select(r, f64_neg(r), x_negative);
  if (f64_eq(result, ${ZERO})) { return f64_copysign(${ZERO}, x); }
  return result;
}`);

export const f64Remainder = fn('f64_remainder', `
fn f64_remainder(x: vec2<u32>, y: vec2<u32>) -> vec2<u32> {
  var quotient: i32;
  return f64_remquo(x, y, &quotient);
}`);

export const f64Nextafter = fn('f64_nextafter', `
fn f64_nextafter(x: vec2<u32>, y: vec2<u32>) -> vec2<u32> {
  if (f64_isnan(x) || f64_isnan(y)) { return f64_add(x, y); }
  if (f64_eq(x, y)) { return y; }
  if (f64_eq(x, ${ZERO})) { return vec2<u32>(1u, y.y & 0x80000000u); }
  // One step of the 64-bit pattern, away from zero or towards it.
  if (f64_lt(x, y) == f64_gt(x, ${ZERO})) {
    let low = x.x + 1u;
    return vec2<u32>(low, x.y + select(0u, 1u, low == 0u));
  }
  return vec2<u32>(x.x - 1u, x.y - select(0u, 1u, x.x == 0u));
}`);

/** Positive difference: x - y when x > y, +0 otherwise; NaN when either is. */
export const f64Fdim = fn('f64_fdim', `
fn f64_fdim(x: vec2<u32>, y: vec2<u32>) -> vec2<u32> {
  if (f64_isnan(x) || f64_isnan(y)) { return ${NAN}; }
  if (f64_gt(x, y)) { return f64_sub(x, y); }
  return ${ZERO};
}`);

/** std::min and std::max (and HCC's math-namespace min/max): the first argument wins ties and NaNs. */
export const f64StdMin = fn('f64_std_min', `
fn f64_std_min(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  return select(a, b, f64_lt(b, a));
}`);

export const f64StdMax = fn('f64_std_max', `
fn f64_std_max(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  return select(a, b, f64_lt(a, b));
}`);

/** Normal: the exponent field is neither 0 (zero, subnormal) nor all ones (infinity, NaN). */
export const f64Isnormal = fn('f64_isnormal', `
fn f64_isnormal(x: vec2<u32>) -> bool {
  return (x.y & 0x7ff00000u) - 0x00100000u < 0x7fe00000u;
}`);

/** C's round for doubles is the core's; HLSL's mad on doubles is a*b + c rounded twice. */
export const f64Mad = fn('f64_mad', `
fn f64_mad(a: vec2<u32>, b: vec2<u32>, c: vec2<u32>) -> vec2<u32> {
  return f64_add(f64_mul(a, b), c);
}`);

export const f64Rcp = fn('f64_rcp', `
fn f64_rcp(x: vec2<u32>) -> vec2<u32> {
  return f64_div(${ONE}, x);
}`);

/**
 * The double helper for each math library function name, where it is not `f64_<name>` from
 * this module or the core.
 */
const aliases: Record<string, string> = {
  fabs: 'f64_abs', abs: 'f64_abs', fmax: 'f64_max', fmin: 'f64_min', rint: 'f64_rint', nearbyint: 'f64_rint',
  scalbn: 'f64_ldexp', min: 'f64_std_min', max: 'f64_std_max',
};

/** The WGSL helper computing the library function `name` on doubles, or undefined where there is none. */
export function f64HelperFor(name: string): WgslHelper | undefined {
  const helperName = aliases[name] ?? `f64_${name}`;
  return f64MathHelpers[helperName] ?? f64Helpers[helperName];
}
