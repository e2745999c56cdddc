/**
 * `<cmath>`/`<math.h>` and `<amp_math.h>`: the math functions, in every namespace C++ AMP
 * programs call them through, as Microsoft's amp_math.h declares them.
 *
 * - `concurrency::fast_math`: float overloads only (and the `f`-suffixed names).
 * - `concurrency::precise_math`: float and double overloads, a superset of C99's functions.
 * - `std` and the global namespace: C's functions, float and double, where an integer argument
 *   converts to double (`<cmath>`'s additional overloads); a few GNU extensions of glibc's
 *   `<math.h>` (exp10, sincos, scalb) are global only.
 *
 * C++ AMP's classification functions (`precise_math::isnan`, ...) return int; `std::isnan`
 * returns bool. In kernels a float signature prints f32 WGSL, and a double one calls the
 * software-double helper of the same function (f64-math-wgsl.ts, chosen by `dual`). The host
 * computes in double and rounds a float result to single precision (`runtime/math.ts` says
 * where that is exact).
 */
import { boolType, doubleType, floatType, intType, longLongType, longType, sameType, type Type } from '../sema/types.js';

import type { HostIntrinsicContext, HostPrinter, Intrinsic, WgslIntrinsicContext, WgslPrinter } from './intrinsics.js';
import { doubleComputedAsFloat, dual, declareHelper, f64HelperOf, takesDouble } from './f64-printers.js';
import { f64Literal } from './f64-wgsl.js';
import { direct3dIntrinsics } from './math-direct3d.js';
import { mathToIntegerIntrinsics } from './math-to-integer.js';
import * as W from './math-wgsl.js';
import { operand } from './print.js';

/** Which namespaces declare a function. */
interface Where {
  fast: boolean;
  precise: boolean;
  /** `std` and global (C99), global only (a glibc extension), or not in C. */
  c: 'std' | 'global' | null;
}

const everywhere: Where = { fast: true, precise: true, c: 'std' };
const preciseAndC: Where = { fast: false, precise: true, c: 'std' };
const ampOnly: Where = { fast: true, precise: true, c: null };
const preciseOnly: Where = { fast: false, precise: true, c: null };

interface MathFunction {
  name: string;
  /** The parameters of the overload whose floating type is `t`. */
  params: (t: Type) => Type[];
  /** Its result (default `t`). */
  result?: (t: Type) => Type;
  /** Pointer parameters (`int* exp`), written `&lvalue` at the call. */
  outParams?: number[];
  wgsl: WgslPrinter;
  host: HostPrinter;
  where: Where;
}

const unary = (t: Type) => [t];
const binary = (t: Type) => [t, t];
const ternary = (t: Type) => [t, t, t];

/** A WGSL builtin of the same meaning. */
const builtin = (wgslName: string): WgslPrinter => (args) => `${wgslName}(${args.join(', ')})`;

/** A WGSL helper function (declared once per module, with the helpers it calls). */
function declare(cx: WgslIntrinsicContext, h: W.WgslHelper): string {
  for (const dep of h.needs) declare(cx, dep);
  return cx.helper(h.name, h.source);
}
const helper = (h: W.WgslHelper): WgslPrinter => (args, cx) => `${declare(cx, h)}(${args.join(', ')})`;

const isFloat = (cx: HostIntrinsicContext) => cx.params[0].kind === 'float' && cx.params[0].bits === 32;

/** `Math.fn(...)`, rounded to the result type. */
const jsMath = (fn: string): HostPrinter => (args, cx) => cx.arith(cx.result, `Math.${fn}(${args.join(', ')})`);
/** `cmath.fn(...)` from runtime/math.ts; `floatFn` for the float overload where it differs. */
const runtime = (fn: string, floatFn: string = fn): HostPrinter => (args, cx) =>
  cx.arith(cx.result, `${cx.use('cmath')}.${isFloat(cx) ? floatFn : fn}(${args.join(', ')})`);

const functions: MathFunction[] = [
  // Trigonometric and hyperbolic.
  { name: 'sin', params: unary, wgsl: builtin('sin'), host: jsMath('sin'), where: everywhere },
  { name: 'cos', params: unary, wgsl: builtin('cos'), host: jsMath('cos'), where: everywhere },
  { name: 'tan', params: unary, wgsl: builtin('tan'), host: jsMath('tan'), where: everywhere },
  { name: 'asin', params: unary, wgsl: helper(W.asinHelper), host: runtime('asin'), where: everywhere },
  { name: 'acos', params: unary, wgsl: helper(W.acosHelper), host: runtime('acos'), where: everywhere },
  { name: 'atan', params: unary, wgsl: helper(W.atanHelper), host: jsMath('atan'), where: everywhere },
  { name: 'atan2', params: binary, wgsl: helper(W.atan2Helper), host: jsMath('atan2'), where: everywhere },
  { name: 'sinh', params: unary, wgsl: helper(W.sinhHelper), host: jsMath('sinh'), where: everywhere },
  { name: 'cosh', params: unary, wgsl: builtin('cosh'), host: jsMath('cosh'), where: everywhere },
  { name: 'tanh', params: unary, wgsl: helper(W.tanhHelper), host: jsMath('tanh'), where: everywhere },
  { name: 'asinh', params: unary, wgsl: helper(W.asinhHelper), host: jsMath('asinh'), where: preciseAndC },
  { name: 'acosh', params: unary, wgsl: builtin('acosh'), host: runtime('acosh'), where: preciseAndC },
  { name: 'atanh', params: unary, wgsl: helper(W.atanhHelper), host: runtime('atanh'), where: preciseAndC },
  { name: 'sinpi', params: unary, wgsl: helper(W.sinpiHelper), host: runtime('sinpi'), where: preciseOnly },
  { name: 'cospi', params: unary, wgsl: helper(W.cospiHelper), host: runtime('cospi'), where: preciseOnly },
  { name: 'tanpi', params: unary, wgsl: helper(W.tanpiHelper), host: runtime('tanpi'), where: preciseOnly },
  {
    name: 'sincos', params: (t) => [t, ptr(t), ptr(t)], result: () => ({ kind: 'void' }), outParams: [1, 2],
    wgsl: helper(W.sincosHelper), host: (a, cx) => `${cx.use('cmath')}.${isFloat(cx) ? 'sincosf' : 'sincos'}(${a.join(', ')})`,
    where: { fast: true, precise: true, c: 'global' },
  },

  // Exponential and logarithmic.
  { name: 'exp', params: unary, wgsl: builtin('exp'), host: jsMath('exp'), where: everywhere },
  { name: 'exp2', params: unary, wgsl: builtin('exp2'), host: (a, cx) => cx.arith(cx.result, `(2 ** ${operand(a[0])})`), where: everywhere },
  {
    name: 'exp10', params: unary, wgsl: (a) => `exp2(${operand(a[0])} * 3.3219280948873623)`, host: runtime('exp10'),
    where: { fast: false, precise: true, c: 'global' },
  },
  { name: 'expm1', params: unary, wgsl: helper(W.expm1Helper), host: jsMath('expm1'), where: preciseAndC },
  { name: 'log', params: unary, wgsl: builtin('log'), host: runtime('log'), where: everywhere },
  { name: 'log2', params: unary, wgsl: builtin('log2'), host: runtime('log2'), where: everywhere },
  { name: 'log10', params: unary, wgsl: (a) => `(log2(${a[0]}) * 0.30102999566398120)`, host: runtime('log10'), where: everywhere },
  { name: 'log1p', params: unary, wgsl: helper(W.log1pHelper), host: runtime('log1p'), where: preciseAndC },
  { name: 'logb', params: unary, wgsl: helper(W.logbHelper), host: runtime('logb'), where: preciseAndC },
  { name: 'ilogb', params: unary, result: () => intType, wgsl: helper(W.ilogbHelper), host: runtime('ilogb'), where: preciseAndC },
  {
    name: 'frexp', params: (t) => [t, ptr(intType)], outParams: [1],
    wgsl: helper(W.frexpHelper), host: runtime('frexp'), where: everywhere,
  },
  { name: 'ldexp', params: (t) => [t, intType], wgsl: helper(W.ldexpHelper), host: runtime('ldexp', 'ldexpf'), where: everywhere },
  { name: 'scalbn', params: (t) => [t, intType], wgsl: helper(W.ldexpHelper), host: runtime('ldexp', 'ldexpf'), where: preciseAndC },
  { name: 'scalb', params: binary, wgsl: helper(W.scalbHelper), host: runtime('scalb', 'scalbf'), where: { fast: false, precise: true, c: 'global' } },
  {
    name: 'modf', params: (t) => [t, ptr(t)], outParams: [1],
    wgsl: helper(W.modfHelper), host: runtime('modf'), where: everywhere,
  },

  // Powers and roots.
  { name: 'pow', params: binary, wgsl: helper(W.powHelper), host: runtime('pow'), where: everywhere },
  { name: 'sqrt', params: unary, wgsl: builtin('sqrt'), host: jsMath('sqrt'), where: everywhere },
  { name: 'rsqrt', params: unary, wgsl: builtin('inverseSqrt'), host: runtime('rsqrt'), where: ampOnly },
  { name: 'cbrt', params: unary, wgsl: helper(W.cbrtHelper), host: runtime('cbrt', 'cbrtf'), where: preciseAndC },
  { name: 'rcbrt', params: unary, wgsl: (a, cx) => `(1.0 / ${declare(cx, W.cbrtHelper)}(${a[0]}))`, host: runtime('rcbrt', 'rcbrtf'), where: preciseOnly },
  { name: 'hypot', params: binary, wgsl: helper(W.hypotHelper), host: runtime('hypot', 'hypotf'), where: preciseAndC },

  // Error and gamma functions.
  { name: 'erf', params: unary, wgsl: helper(W.erfHelper), host: runtime('erf'), where: preciseAndC },
  { name: 'erfc', params: unary, wgsl: helper(W.erfcHelper), host: runtime('erfc'), where: preciseAndC },
  { name: 'erfinv', params: unary, wgsl: helper(W.erfinvHelper), host: runtime('erfinv'), where: preciseOnly },
  { name: 'erfcinv', params: unary, wgsl: helper(W.erfcinvHelper), host: runtime('erfcinv'), where: preciseOnly },
  { name: 'tgamma', params: unary, wgsl: helper(W.tgammaHelper), host: runtime('tgamma'), where: preciseAndC },
  { name: 'lgamma', params: unary, wgsl: helper(W.lgammaHelper), host: runtime('lgamma'), where: preciseAndC },

  // Rounding and remainders.
  { name: 'ceil', params: unary, wgsl: builtin('ceil'), host: jsMath('ceil'), where: everywhere },
  { name: 'floor', params: unary, wgsl: builtin('floor'), host: jsMath('floor'), where: everywhere },
  { name: 'trunc', params: unary, wgsl: builtin('trunc'), host: jsMath('trunc'), where: everywhere },
  { name: 'round', params: unary, wgsl: helper(W.roundHelper), host: runtime('round'), where: everywhere },
  // The default rounding mode rounds halfway cases to even, as WGSL's round() does.
  { name: 'nearbyint', params: unary, wgsl: builtin('round'), host: runtime('nearbyint'), where: preciseAndC },
  { name: 'rint', params: unary, wgsl: builtin('round'), host: runtime('nearbyint'), where: { fast: false, precise: false, c: 'std' } },
  // fmod is exact in C, and JavaScript's % is C's fmod but for its NaNs (runtime/math.ts); WGSL's % is not exact (see fmodHelper).
  { name: 'fmod', params: binary, wgsl: helper(W.fmodHelper), host: runtime('fmod'), where: everywhere },
  { name: 'remainder', params: binary, wgsl: helper(W.remainderHelper), host: runtime('remainder'), where: preciseAndC },
  {
    name: 'remquo', params: (t) => [t, t, ptr(intType)], outParams: [2],
    wgsl: helper(W.remquoHelper), host: runtime('remquo'), where: preciseAndC,
  },

  // Sign, comparison, multiply-add.
  { name: 'fabs', params: unary, wgsl: builtin('abs'), host: jsMath('abs'), where: everywhere },
  {
    name: 'copysign', params: binary, where: preciseAndC, host: runtime('copysign'),
    wgsl: (a) => `bitcast<f32>((bitcast<u32>(${a[0]}) & 0x7fffffffu) | (bitcast<u32>(${a[1]}) & 0x80000000u))`,
  },
  { name: 'fmax', params: binary, wgsl: helper(W.fmaxHelper), host: runtime('fmax'), where: everywhere },
  { name: 'fmin', params: binary, wgsl: helper(W.fminHelper), host: runtime('fmin'), where: everywhere },
  // x - y when x > y, else +0; a NaN operand stays NaN through the subtraction.
  { name: 'fdim', params: binary, wgsl: (a) => `max(${operand(a[0])} - ${operand(a[1])}, 0.0)`, host: runtime('fdim'), where: preciseAndC },
  { name: 'fma', params: ternary, wgsl: helper(W.fmaHelper), host: runtime('fma', 'fmaf'), where: preciseAndC },
  { name: 'nextafter', params: binary, wgsl: helper(W.nextafterHelper), host: runtime('nextafter', 'nextafterf'), where: preciseAndC },

  // The normal distribution (precise_math only): phi(x) = erfc(-x / sqrt 2) / 2, probit its inverse.
  {
    name: 'phi', params: unary, where: preciseOnly,
    wgsl: (a, cx) => `(0.5 * ${declare(cx, W.erfcHelper)}(-${operand(a[0])} * 0.70710678118654752))`,
    host: (a, cx) => cx.arith(cx.result, `(0.5 * ${cx.use('cmath')}.erfc(-${operand(a[0])} * Math.SQRT1_2))`),
  },
  {
    name: 'probit', params: unary, where: preciseOnly,
    wgsl: (a, cx) => `(-1.4142135623730950 * ${declare(cx, W.erfcinvHelper)}(2.0 * ${operand(a[0])}))`,
    host: (a, cx) => cx.arith(cx.result, `(-Math.SQRT2 * ${cx.use('cmath')}.erfcinv(2 * ${operand(a[0])}))`),
  },
];

function ptr(t: Type): Type {
  return { kind: 'pointer', pointee: t };
}

/**
 * Classification: C++ AMP's return int (1 or 0), `std::`'s return bool. In kernels they read the
 * bits, since WGSL may assume no NaN or infinity exists.
 */
interface Classifier {
  name: string;
  /** A WGSL bool expression of the argument, which it uses once. */
  wgsl: (x: string) => string;
  /** A JS boolean expression (double and float overloads). */
  host: (x: string, cx: HostIntrinsicContext) => string;
  fast: boolean;
}

const classifiers: Classifier[] = [
  { name: 'isnan', wgsl: (x) => `(bitcast<u32>(${x}) & 0x7fffffffu) > 0x7f800000u`, host: (x) => `Number.isNaN(${x})`, fast: true },
  { name: 'isinf', wgsl: (x) => `(bitcast<u32>(${x}) & 0x7fffffffu) == 0x7f800000u`, host: (x, cx) => `${cx.use('cmath')}.isinf(${x})`, fast: true },
  { name: 'isfinite', wgsl: (x) => `(bitcast<u32>(${x}) & 0x7fffffffu) < 0x7f800000u`, host: (x) => `Number.isFinite(${x})`, fast: true },
  {
    // Normal: the exponent field is neither 0 (zero, subnormal) nor all ones (infinity, NaN).
    name: 'isnormal', wgsl: (x) => `(bitcast<u32>(${x}) & 0x7f800000u) - 0x00800000u < 0x7f000000u`,
    host: (x, cx) => `${cx.use('cmath')}.${isFloat(cx) ? 'isnormalf' : 'isnormal'}(${x})`, fast: false,
  },
  { name: 'signbit', wgsl: (x) => `(bitcast<u32>(${x}) & 0x80000000u) != 0u`, host: (x, cx) => `${cx.use('cmath')}.signbit(${x})`, fast: true },
];

const base = { restriction: { cpu: true, amp: true }, header: 'amp_math.h' } as const;

function mathIntrinsicsOf(f: MathFunction): Intrinsic[] {
  const sig = (t: Type) => ({ params: f.params(t), result: f.result ? f.result(t) : t, ...(f.outParams ? { outParams: f.outParams } : {}) });
  const shared = { ...base, wgsl: dual(f.name, f.wgsl), host: f.host, ...(doubleComputedAsFloat(f.name) ? { ampDoubleAsFloat: true } : {}) };
  const out: Intrinsic[] = [];
  if (f.where.precise) out.push({ ...shared, id: `precise_math::${f.name}`, name: f.name, namespaces: ['precise_math'], signatures: [sig(floatType), sig(doubleType)] });
  if (f.where.fast) out.push({ ...shared, id: `fast_math::${f.name}`, name: f.name, namespaces: ['fast_math'], signatures: [sig(floatType)] });
  if (f.where.c) {
    out.push({
      ...shared, id: f.where.c === 'std' ? `std::${f.name}` : f.name, name: f.name, namespaces: f.where.c === 'std' ? ['', 'std'] : [''],
      signatures: [sig(floatType), sig(doubleType)], integerArgsAsDouble: true, header: 'cmath',
    });
  }
  // `sinf`: float only. C declares it globally (libstdc++ does not put it in std).
  const floatNamespaces = [...(f.where.fast ? ['fast_math'] : []), ...(f.where.precise ? ['precise_math'] : []), ...(f.where.c ? [''] : [])];
  out.push({ ...shared, id: `${f.name}f`, name: `${f.name}f`, namespaces: floatNamespaces, signatures: [sig(floatType)] });
  return out;
}

function classifierIntrinsics(c: Classifier): Intrinsic[] {
  const ampNamespaces = [...(c.fast ? ['fast_math'] : []), 'precise_math'];
  // A double argument is classified by the software-double helper (f64_isnan, ...).
  const f64 = f64HelperOf(c.name);
  const test = (x: string, cx: WgslIntrinsicContext) => (takesDouble(cx) ? `${declareHelper(cx, f64)}(${x})` : c.wgsl(x));
  const asInt: Pick<Intrinsic, 'wgsl' | 'host'> = {
    wgsl: (a, cx) => `i32(${test(a[0], cx)})`,
    host: (a, cx) => `(${c.host(a[0], cx)} ? 1 : 0)`,
  };
  return [
    { ...base, ...asInt, id: `precise_math::${c.name}`, name: c.name, namespaces: ['precise_math'], signatures: [{ params: [floatType], result: intType }, { params: [doubleType], result: intType }] },
    ...(c.fast ? [{ ...base, ...asInt, id: `fast_math::${c.name}`, name: c.name, namespaces: ['fast_math'], signatures: [{ params: [floatType], result: intType }] }] : []),
    { ...base, ...asInt, id: `${c.name}f`, name: `${c.name}f`, namespaces: ampNamespaces, signatures: [{ params: [floatType], result: intType }] },
    {
      ...base, id: `std::${c.name}`, name: c.name, namespaces: ['', 'std'], header: 'cmath', integerArgsAsDouble: true,
      signatures: [{ params: [floatType], result: boolType }, { params: [doubleType], result: boolType }],
      wgsl: (a, cx) => `(${test(a[0], cx)})`,
      host: (a, cx) => c.host(a[0], cx),
    },
  ];
}

/**
 * abs, min and max. `abs` has int, float and double overloads (`<cstdlib>`'s and `<cmath>`'s).
 * `std::min`/`std::max` are templates: T is deduced from two arguments of one arithmetic type
 * (mixed types do not deduce, as in C++; bool is one too), and the result is `b < a ? b : a`, which differs from
 * Math.min for NaN and signed zeros. HCC declares `min`/`max` in both math namespaces as plain
 * int, float and double overloads.
 */
const allNamespaces = ['', 'std', 'fast_math', 'precise_math'];
const integerAndFloating = (arity: number) =>
  [intType, floatType, doubleType].map((t) => ({ params: Array.from({ length: arity }, () => t), result: t }));

const minMax = (fn: 'min' | 'max'): Pick<Intrinsic, 'wgsl' | 'host'> => {
  const arithmetic = dual(fn, builtin(fn));
  return {
    // WGSL's min and max take no bools: of two bools, max is `||` and min is `&&` (false < true).
    wgsl: (a, cx) => (cx.result.kind === 'bool' ? `(${a[0]} ${fn === 'max' ? '||' : '&&'} ${a[1]})` : arithmetic(a, cx)),
    host: (a, cx) => `${cx.use('cmath')}.${fn}(${a.join(', ')})`,
  };
};

const absMinMax: Intrinsic[] = [
  {
    // `long` and `long long` too (host only in effect: restrict(amp) code has no 64-bit integers).
    ...base, id: 'abs', name: 'abs', namespaces: allNamespaces, header: 'cmath',
    signatures: [...integerAndFloating(1), ...[longType, longLongType].map((t) => ({ params: [t], result: t }))],
    wgsl: dual('abs', builtin('abs')),
    host: (a, cx) => (cx.result.kind === 'int' && cx.result.bits === 64 ? `${cx.use('int64Abs')}(${a[0]})` : cx.arith(cx.result, `Math.abs(${a[0]})`)),
  },
  ...(['min', 'max'] as const).flatMap((fn): Intrinsic[] => [
    {
      ...base, ...minMax(fn), id: `std::${fn}`, name: fn, namespaces: ['', 'std'], header: 'algorithm', signatures: [],
      deduce: (args) => {
        const [a, b] = args.map((x) => x.type);
        if (args.length !== 2 || (a.kind !== 'int' && a.kind !== 'float' && a.kind !== 'bool') || !sameType(a, b)) return null;
        return { params: [a, a], result: a };
      },
    },
    { ...base, ...minMax(fn), id: `${fn}`, name: fn, namespaces: ['fast_math', 'precise_math'], signatures: integerAndFloating(2) },
  ]),
];

/**
 * What `<cmath>`'s INFINITY, NAN, HUGE_VAL and HUGE_VALF expand to (glibc's spell them with
 * GCC builtins; ampc's headers with these).
 */
const specialValues: Intrinsic[] = [
  { name: '__ampc_inff', result: floatType, wgsl: W.infinityHelper, host: 'Infinity' },
  { name: '__ampc_nanf', result: floatType, wgsl: W.nanHelper, host: 'NaN' },
  { name: '__ampc_huge_val', result: doubleType, wgsl: W.infinityHelper, host: 'Infinity' },
].map(({ name, result, wgsl, host }) => ({
  ...base, id: name, name, namespaces: [''], header: 'cmath', signatures: [{ params: [], result }],
  // HUGE_VAL is a double: in kernels the software double's infinity.
  wgsl: (_args, cx) => (cx.result.kind === 'float' && cx.result.bits === 64 ? f64Literal(Infinity) : `${declare(cx, wgsl)}()`),
  host: () => host,
}));

/**
 * Microsoft's fast_math::ldexp takes a float exponent (HLSL's ldexp: x * 2^exp, for any exp);
 * HCC's an int one, like precise_math's. Both overloads are declared: an int argument picks
 * the exact one, a float one Microsoft's meaning, which agrees wherever the exponent is whole.
 */
const fastLdexpFloatExponent: Intrinsic[] = ['ldexp', 'ldexpf'].map((name) => ({
  ...base, id: `fast_math::${name}`, name, namespaces: ['fast_math'],
  signatures: [{ params: [floatType, floatType], result: floatType }],
  wgsl: (a) => `(${operand(a[0])} * exp2(${a[1]}))`,
  host: (a, cx) => cx.arith(floatType, `${operand(a[0])} * 2 ** ${operand(a[1])}`),
}));

export const mathIntrinsics: Intrinsic[] = [
  ...specialValues,
  ...fastLdexpFloatExponent,
  ...functions.flatMap(mathIntrinsicsOf),
  ...classifiers.flatMap(classifierIntrinsics),
  ...absMinMax,
  ...direct3dIntrinsics,
  ...mathToIntegerIntrinsics,
];
