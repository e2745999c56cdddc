/**
 * How calls to the math library resolve: which namespaces declare which functions, the
 * overload each argument type picks (C++'s ranking, `<cmath>`'s integer-to-double rule), the
 * result types (C++ AMP's classification returns int, std's bool), where each may be called,
 * and the `&local` pointer arguments of frexp/modf/remquo/sincos.
 */
import type { Expr } from '../../src/sema/program.js';
import { typeToString } from '../../src/sema/types.js';
import { checkSource, lastExpr } from '../sema/helpers.js';

const decls = 'int i = 1; unsigned u = 2u; float f = 1.5f; double d = 2.5; int e = 0; float w = 0.0f; double dw = 0.0;';

function call(expr: string): Extract<Expr, { kind: 'Intrinsic' }> {
  const e = lastExpr(`${decls}\n${expr};`);
  if (e.kind !== 'Intrinsic') throw new Error(`${expr} is a ${e.kind}`);
  return e;
}

/** The rule ids of the diagnostics of a statement in a function, after the declarations. */
function codesOf(statement: string): string[] {
  return checkSource(`void g() { ${decls} ${statement} }`).diagnostics.map((d) => d.code);
}

/** `id(param types) -> result` of the overload a call resolves to. */
function resolved(expr: string): string {
  const c = call(expr);
  return `${c.intrinsic.id}(${c.signature.params.map(typeToString).join(', ')}) -> ${typeToString(c.type)}`;
}

describe('math overloads', () => {
  test('fast_math has float overloads only: a double argument converts to float', () => {
    expect(resolved('concurrency::fast_math::sqrt(f)')).toBe('fast_math::sqrt(float) -> float');
    expect(resolved('concurrency::fast_math::sqrt(d)')).toBe('fast_math::sqrt(float) -> float');
  });

  test('precise_math has float and double overloads, chosen by exact match', () => {
    expect(resolved('concurrency::precise_math::cbrt(f)')).toBe('precise_math::cbrt(float) -> float');
    expect(resolved('concurrency::precise_math::cbrt(d)')).toBe('precise_math::cbrt(double) -> double');
    expect(resolved('concurrency::precise_math::pow(f, f)')).toBe('precise_math::pow(float, float) -> float');
  });

  test("<cmath>'s names take an integer argument as double; C++ AMP's namespaces do not", () => {
    expect(resolved('sqrt(i)')).toBe('std::sqrt(double) -> double');
    expect(resolved('std::exp(u)')).toBe('std::exp(double) -> double');
    expect(resolved('sqrt(f)')).toBe('std::sqrt(float) -> float');
    // int -> float and int -> double are both conversions: ambiguous, as in Microsoft's header.
    expect(codesOf(`float r = concurrency::precise_math::sqrt(i);`)).toEqual(['ambiguous-call']);
  });

  test("fast_math::ldexp: an int exponent (HCC's) or a float one (Microsoft's, HLSL's x * 2^e)", () => {
    expect(resolved('concurrency::fast_math::ldexp(f, i)')).toBe('fast_math::ldexp(float, int) -> float');
    expect(resolved('concurrency::fast_math::ldexp(f, f)')).toBe('fast_math::ldexp(float, float) -> float');
    expect(resolved('concurrency::precise_math::ldexp(d, i)')).toBe('precise_math::ldexp(double, int) -> double');
    expect(codesOf('float r = concurrency::fast_math::ldexp(f, d);')).toEqual(['ambiguous-call']);
  });

  test('the f-suffixed names are float only, in every namespace that has the function', () => {
    expect(resolved('sqrtf(d)')).toBe('sqrtf(float) -> float');
    expect(resolved('concurrency::fast_math::expf(f)')).toBe('expf(float) -> float');
    expect(resolved('concurrency::precise_math::tgammaf(f)')).toBe('tgammaf(float) -> float');
  });

  test('classification returns int in C++ AMP and bool in std', () => {
    expect(resolved('concurrency::fast_math::isnan(f)')).toBe('fast_math::isnan(float) -> int');
    expect(resolved('concurrency::precise_math::isnormal(d)')).toBe('precise_math::isnormal(double) -> int');
    expect(resolved('std::signbit(d)')).toBe('std::signbit(double) -> bool');
    expect(resolved('isinf(f)')).toBe('std::isinf(float) -> bool');
    expect(resolved('concurrency::precise_math::ilogb(f)')).toBe('precise_math::ilogb(float) -> int');
  });

  test('functions C lacks are found only through their C++ AMP namespace', () => {
    expect(resolved('concurrency::precise_math::rsqrt(f)')).toBe('precise_math::rsqrt(float) -> float');
    expect(resolved('concurrency::precise_math::erfinv(d)')).toBe('precise_math::erfinv(double) -> double');
    expect(codesOf('float r = rsqrt(f);')).toEqual(['undeclared']);
    // fast_math has no erf (precise_math does).
    expect(codesOf('float r = concurrency::fast_math::erf(f);')).toEqual(['undeclared']);
  });

  test("std::min and std::max deduce their type from two arguments of one type; HCC's are int, float, double", () => {
    expect(resolved('std::max(d, d)')).toBe('std::max(double, double) -> double');
    expect(resolved('max(u, u)')).toBe('std::max(unsigned int, unsigned int) -> unsigned int');
    expect(resolved("std::min('a', 'b')")).toBe('std::min(char, char) -> char');
    expect(codesOf('double r = std::max(i, d);')).toEqual(['no-matching-function']);
    expect(resolved('concurrency::fast_math::max(i, i)')).toBe('max(int, int) -> int');
    expect(resolved('concurrency::precise_math::min(f, f)')).toBe('min(float, float) -> float');
  });

  test('direct3d functions are restrict(amp): a host call is an error', () => {
    const program = (body: string) => `#include <amp.h>\nusing namespace concurrency;\nvoid g(std::vector<int>& v) { array_view<int, 1> a(4, v); ${body} }`;
    const inKernel = checkSource(program('parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = direct3d::firstbithigh(a[i]) + (int)direct3d::countbits(7u); });'));
    expect(inKernel.diagnostics.map((d) => d.code)).toEqual([]);
    expect(checkSource(program('int x = concurrency::direct3d::imax(1, 2);')).diagnostics.map((d) => d.code)).toEqual(['cpu-call-amp']);
  });
});

describe('pointer arguments of the math library', () => {
  test('frexp, modf, remquo and sincos take the address of a local', () => {
    expect(resolved('concurrency::precise_math::frexp(f, &e)')).toBe('precise_math::frexp(float, int *) -> float');
    expect(resolved('modf(d, &dw)')).toBe('std::modf(double, double *) -> double');
    expect(resolved('concurrency::precise_math::remquo(f, f, &e)')).toBe('precise_math::remquo(float, float, int *) -> float');
    expect(resolved('concurrency::fast_math::sincos(f, &w, &w)')).toBe('fast_math::sincos(float, float *, float *) -> void');
    const c = call('concurrency::precise_math::frexp(f, &e)');
    expect(c.args[1].kind).toBe('AddressOf');
  });

  test('the pointee type must match exactly: a float* is no int*', () => {
    expect(codesOf('float m = concurrency::precise_math::frexp(f, &w);')).toEqual(['no-matching-function']);
    // modf(float, float*) vs modf(double, double *): a double local picks the double overload.
    expect(resolved('concurrency::precise_math::modf(f, &dw)')).toBe('precise_math::modf(double, double *) -> double');
  });

  test('a pointer that is not the address of a local is not supported', () => {
    const src = `#include <amp.h>\nusing namespace concurrency;\nvoid g(std::vector<float>& v) { array_view<float, 1> a(4, v); int e = 0;
      parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = precise_math::frexp(a[i], &e); }); }`;
    expect(checkSource(src).diagnostics.map((d) => d.code)).toContain('pointer-argument');
  });
});
