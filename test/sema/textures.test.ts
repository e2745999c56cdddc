/**
 * `<amp_graphics.h>` textures: which element types and bits_per_scalar_element map to a WGSL
 * storage texel format (the rest is an error at the declaration that says "not supported by
 * ampc"), the access each kernel binds a texture with, the index order of textureLoad/Store, and
 * the C++ AMP rules on captures, set() and views. Running programs: test/e2e/oracle-programs/textures-*.cpp.
 */
import { compile } from '../../src/driver.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import { texelFormat } from '../../src/library/graphics.js';
import { floatType, intType, uintType, type Type } from '../../src/sema/types.js';

const sv = (scalar: 'int' | 'uint' | 'float' | 'double' | 'norm' | 'unorm', length: 1 | 2 | 3 | 4): Type => ({ kind: 'shortVector', scalar, length });

function program(body: string): string {
  return ['#include <amp.h>', '#include <amp_graphics.h>', '#include <vector>', 'using namespace concurrency;', 'using namespace concurrency::graphics;', 'int main() {', body, '  return 0;', '}'].join('\n');
}

function build(body: string): { errors: Diagnostic[]; wgsl: string } {
  const result = compile('t.cpp', program(body));
  return { errors: result.diagnostics.filter((d) => d.severity === 'error'), wgsl: result.output?.wgsl ?? '' };
}

/** The one error of `body`: its rule id and message. */
function oneError(body: string): { code: string; message: string } {
  const { errors } = build(body);
  expect(errors.map((e) => `${e.code}: ${e.message}`)).toHaveLength(1);
  return { code: errors[0].code, message: errors[0].message };
}

describe('texel formats', () => {
  test.each([
    [intType, 32, 'r32sint'],
    [uintType, 32, 'r32uint'],
    [floatType, 32, 'r32float'],
    [sv('int', 2), 32, 'rg32sint'],
    [sv('uint', 2), 32, 'rg32uint'],
    [sv('float', 2), 32, 'rg32float'],
    [sv('int', 4), 32, 'rgba32sint'],
    [sv('uint', 4), 32, 'rgba32uint'],
    [sv('float', 4), 32, 'rgba32float'],
    [sv('int', 4), 16, 'rgba16sint'],
    [sv('uint', 4), 16, 'rgba16uint'],
    [sv('float', 4), 16, 'rgba16float'],
    [sv('int', 4), 8, 'rgba8sint'],
    [sv('uint', 4), 8, 'rgba8uint'],
    [sv('unorm', 4), 8, 'rgba8unorm'],
    [sv('norm', 4), 8, 'rgba8snorm'],
  ])('%j at %d bits is %s', (element, bits, format) => {
    expect(texelFormat(element, bits)).toEqual(expect.objectContaining({ format }));
  });

  test.each([
    [sv('float', 3), 32, /3-channel/],
    [sv('int', 3), 32, /3-channel/],
    [intType, 16, /1 channel of 16-bit int/],
    [intType, 8, /1 channel of 8-bit int/],
    [floatType, 16, /16-bit float/],
    [sv('float', 2), 16, /2 channels of 16-bit float/],
    [sv('unorm', 4), 32, /32-bit unorm/],
    [sv('unorm', 4), 16, /16-bit unorm/],
    [sv('norm', 2), 8, /2 channels of 8-bit norm/],
    [sv('unorm', 1), 8, /1 channel of 8-bit unorm/],
    [sv('float', 4), 8, /8-bit float/],
    [intType, 64, /64-bit/],
  ])('%j at %d bits does not map', (element, bits, why) => {
    const f = texelFormat(element, bits);
    expect('unsupported' in f && f.unsupported).toMatch(why);
  });
});

describe('declarations that cannot map are errors there', () => {
  test.each([
    ['texture<float_3, 2> t(4, 4);', /texture<float_3,2> with 32 bits per scalar element is not supported by ampc: WGSL storage textures have no 3-channel/],
    ['texture<int, 2> t(4, 4, 16u);', /texture<int,2> with 16 bits per scalar element is not supported by ampc/],
    ['texture<float_2, 1> t(extent<1>(8), 16);', /not supported by ampc: WGSL has no storage texel format for 2 channels of 16-bit float/],
    ['texture<unorm_4, 2> t(4, 4);', /texture<unorm_4,2> with 32 bits per scalar element is not supported by ampc/],
  ])('%s', (decl, message) => {
    const e = oneError(`  ${decl}`);
    expect(e.code).toBe('unsupported');
    expect(e.message).toMatch(message);
  });

  test('bits_per_scalar_element must be a compile-time constant', () => {
    const e = oneError('  unsigned bits = 8;\n  texture<int_4, 2> t(4, 4, bits);');
    expect(e.message).toMatch(/bits_per_scalar_element that is not a compile-time constant is not supported by ampc/);
  });

  test('texture<double, 1> is not a texture element type', () => {
    expect(oneError('  texture<double, 1> t(4);').code).toBe('view-element-type');
  });

  test('a texture of another bits cannot be passed on as the type says', () => {
    const { errors } = compile('t.cpp', ['#include <amp_graphics.h>', 'using namespace concurrency::graphics;', 'void f(texture<int_4, 1>& t) {}', 'int main() {', '  texture<int_4, 1> t(4, 8u);', '  f(t);', '  return 0;', '}'].join('\n')).diagnostics.reduce(
      (acc, d) => (d.severity === 'error' ? { errors: [...acc.errors, d] } : acc), { errors: [] as Diagnostic[] });
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/8 bits per scalar element.*is not supported by ampc/)]);
  });
});

describe('kernels', () => {
  test('index<2>(row, col) is (x = col, y = row); a texture read and written binds read_write', () => {
    const { errors, wgsl } = build([
      '  texture<int, 2> t(3, 5);',
      '  parallel_for_each(t.extent, [&t](index<2> i) restrict(amp) { t.set(i, t[i] + t(i[0], 1)); });',
    ].join('\n'));
    expect(errors).toEqual([]);
    expect(wgsl).toMatch(/^requires readonly_and_readwrite_storage_textures;/);
    expect(wgsl).toContain('var main_kernel0_t: texture_storage_2d<r32sint, read_write>;');
    expect(wgsl).toContain('textureLoad(main_kernel0_t, i.yx).x');
    expect(wgsl).toContain('textureStore(main_kernel0_t, i.yx, vec4<i32>(');
  });

  test('rank 3 reverses all three; a texture only written binds write and needs no extension', () => {
    const { errors, wgsl } = build([
      '  texture<float_4, 3> t(2, 3, 4);',
      '  writeonly_texture_view<float_4, 3> w(t);',
      '  parallel_for_each(t.extent, [w](index<3> i) restrict(amp) { w.set(i, float_4(1.0f)); });',
    ].join('\n'));
    expect(errors).toEqual([]);
    expect(wgsl).not.toContain('requires');
    expect(wgsl).toContain('texture_storage_3d<rgba32float, write>');
    expect(wgsl).toMatch(/textureStore\(main_kernel0_w, i\.zyx, /);
  });

  test('a read-only view binds read', () => {
    const { errors, wgsl } = build([
      '  texture<unorm_4, 2> t(2, 2, 8);',
      '  texture_view<const unorm_4, 2> v(t);',
      '  std::vector<float> out(4);',
      '  array_view<float, 2> o(2, 2, out);',
      '  parallel_for_each(o.extent, [=](index<2> i) restrict(amp) { o[i] = v[i].x; });',
    ].join('\n'));
    expect(errors).toEqual([]);
    expect(wgsl).toContain('texture_storage_2d<rgba8unorm, read>');
  });

  test('set on a multi-component texture is an error (C++ AMP: write through a writeonly_texture_view)', () => {
    const e = oneError('  texture<int_4, 1> t(4);\n  parallel_for_each(t.extent, [&t](index<1> i) restrict(amp) { t.set(i, int_4(1)); });');
    expect(e.code).toBe('no-matching-function');
    expect(e.message).toMatch(/writeonly_texture_view/);
  });

  test('a writeonly_texture_view cannot be read', () => {
    const e = oneError('  texture<int, 1> t(4);\n  writeonly_texture_view<int, 1> w(t);\n  parallel_for_each(t.extent, [w](index<1> i) restrict(amp) { int x = w[i]; });');
    expect(e.message).toMatch(/write-only/);
  });

  test('a texture_view<const T> cannot be written', () => {
    expect(oneError('  texture<int, 1> t(4);\n  texture_view<const int, 1> v(t);\n  parallel_for_each(t.extent, [v](index<1> i) restrict(amp) { v.set(i, 1); });').code).toBe('const-write');
  });

  test('a texture is captured by reference, a view by value', () => {
    expect(oneError('  texture<int, 1> t(4);\n  parallel_for_each(t.extent, [=](index<1> i) restrict(amp) { int x = t[i]; });').code).toBe('capture-by-reference');
    expect(oneError('  texture<int, 1> t(4);\n  texture_view<int, 1> v(t);\n  parallel_for_each(t.extent, [&](index<1> i) restrict(amp) { int x = v[i]; });').code).toBe('capture-by-reference');
  });

  test('a view made in a kernel is not supported by ampc', () => {
    const { errors } = build('  texture<int, 1> t(4);\n  parallel_for_each(t.extent, [&t](index<1> i) restrict(amp) { writeonly_texture_view<int, 1> w(t); w.set(i, 1); });');
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/'w' of type 'writeonly_texture_view<int,1>' in restrict\(amp\) code is not supported by ampc/),
      expect.stringMatching(/constructing a writeonly_texture_view<int,1> in restrict\(amp\) code is not supported by ampc/),
    ]);
  });

  test('a texture parameter of a restrict(amp) function is not supported by ampc', () => {
    const text = ['#include <amp_graphics.h>', 'using namespace concurrency;', 'using namespace concurrency::graphics;', 'int twice(const texture<int, 1>& t, index<1> i) restrict(amp) { return t[i] * 2; }'].join('\n');
    const errors = compile('t.cpp', text).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((e) => `${e.code}: ${e.message}`)).toEqual([expect.stringMatching(/^unsupported: 't' of type 'texture<int,1>' in restrict\(amp\) code is not supported by ampc/)]);
  });

  test('texels are read in kernels only', () => {
    expect(oneError('  texture<int, 1> t(4);\n  int x = t[index<1>(0)];').code).toBe('cpu-call-amp');
  });
});

describe('host copies', () => {
  test('copy(tex, first) and copy(first, last, tex) check element types', () => {
    expect(build('  texture<int, 1> t(4);\n  std::vector<int> v(4);\n  copy(v.begin(), v.end(), t);\n  copy(t, v.begin());').errors).toEqual([]);
    expect(oneError('  texture<int, 1> t(4);\n  std::vector<float> v(4);\n  copy(t, v.begin());').code).toBe('no-matching-function');
  });
});
