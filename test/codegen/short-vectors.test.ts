/**
 * Short vectors (`<amp_short_vectors.h>`): how sema types and rejects their uses (the rules are
 * Microsoft's header's: which constructors are explicit, which operators exist), the WGSL forms
 * (vecN, norm clamping, float_3 packed at C++'s 12-byte stride in buffers), and the runtime's
 * C++ arithmetic. Results on the adapter are checked against g++ by
 * test/e2e/oracle-programs/short-vectors-*.cpp.
 */
import { compile } from '../../src/driver.js';
import { elementStride } from '../../runtime/element.js';
import { ShortVector, shortVectorElement, svScalar } from '../../runtime/short-vectors.js';
import { diagnosticsOf, lastExpr } from '../sema/helpers.js';
import { typeToString } from '../../src/sema/types.js';

const header = '#include <amp.h>\n#include <amp_short_vectors.h>\nusing namespace concurrency;\nusing namespace concurrency::graphics;\n';

function codes(body: string): string[] {
  return diagnosticsOf(`${header}void probe() {\n${body}\n}`).map((d) => d.split('@')[0]);
}

function wgslOf(body: string): string {
  const r = compile('t.cpp', `${header}int main() {\n${body}\nreturn 0;\n}`, { readFile: () => undefined });
  expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
  return r.output!.wgsl;
}

describe('types of short vector expressions', () => {
  test.each([
    ['n + 1.0f', 'norm n(0.5f);', 'float'], // no operator+(norm, float): the built-in one, through operator float
    ['n + u', 'norm n; unorm u;', 'norm'], // unorm converts to norm implicitly, not the reverse
    ['u + u', 'unorm u;', 'unorm'],
    ['v.zx', 'float_3 v;', 'float_2'],
    ['v.b', 'int_4 v;', 'int'],
    ['v.get_x()', 'norm_3 v;', 'norm'],
    ['v.get_wzyx()', 'uint_4 v;', 'uint_4'],
    ['v == w', 'double_2 v, w;', 'bool'],
    ['f * 2', 'float_2 f;', 'float_2'], // 2 → float → float_2 (the broadcast constructor is implicit)
    ['-v', 'int_3 v;', 'int_3'],
    ['~v', 'uint_2 v;', 'uint_2'],
    ['static_cast<float>(n)', 'norm n;', 'float'],
    ['float_2(i)', 'int_2 i;', 'float_2'],
    ['NORM_MAX', '', 'norm'],
    ['+n', 'norm n;', 'float'],
  ])('%s with %s is %s', (expr, declarations, type) => {
    expect(typeToString(lastExpr(`${declarations}\n${expr};`, header).type)).toBe(type);
  });
});

describe('what the header does not allow', () => {
  test.each([
    ['float_2 f = int_2(1);', 'type-mismatch', 'conversions between vector types are explicit'],
    ['norm_2 x = 0.5f;', 'type-mismatch', 'norm_2 from float is explicit'],
    ['norm n = 0.5f;', 'type-mismatch', 'norm from float is explicit'],
    ['unorm u = norm(0.5f);', 'type-mismatch', 'unorm from norm is explicit'],
    ['int_2 a; float_2 b; a + b;', 'operand-type', 'no operator mixes vector types'],
    ['float_2 a; a % a;', 'operand-type', 'no % on float vectors'],
    ['float_2 a; a << a;', 'operand-type', 'no shifts on float vectors'],
    ['float_2 a, b; a < b;', 'operand-type', 'vectors have no ordering'],
    ['unorm u; -u;', 'operand-type', 'unorm has no unary minus'],
    ['float_2 f; +f;', 'operand-type', 'vectors have no unary plus'],
    ['float_3 v; v.xx;', 'no-member', 'swizzles name each component once'],
    ['float_3 v; v.w;', 'no-member', 'no w in a 3-vector'],
    ['float_3 v; v.xg;', 'no-member', 'xyzw and rgba do not mix'],
    ['float_2 f; f.set_xy(1.0f, 2.0f);', 'call-arity', 'set_xy takes one float_2'],
    ['int_2 a; int_2 b = a++;', 'unsupported', 'the old value of a postfix increment is not modelled'],
    ['int_2 a[4]; int i = 0; a[i++] += int_2(1);', 'unsupported', 'the target would be evaluated twice'],
  ])('%s', (body, code) => {
    expect(codes(body)).toContain(code);
  });

  test('a postfix increment as a statement is accepted', () => {
    expect(codes('int_2 a; a++; for (float_2 f; f.x < 3.0f; f++) {}')).toEqual([]);
  });

  test('double vectors in a kernel are computed as f32, with the amp-double warning', () => {
    const body = 'array_view<int, 1> a(4); parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { double_2 d(1.0f, 2.0f); a[i] = int(d.x); });';
    expect(codes(body)).toContain('amp-double');
  });
});

describe('WGSL', () => {
  test('an array_view<float_3> is a packed array<f32, 3> buffer, read and written through pack helpers', () => {
    const wgsl = wgslOf('std::vector<float_3> v(4); array_view<float_3, 1> av(4, v); parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] + float_3(1.0f); });');
    expect(wgsl).toMatch(/var<storage, read_write> \w+: array<array<f32, 3>>;/);
    expect(wgsl).toContain('fn unpack_f32x3(p: array<f32, 3>) -> vec3<f32>');
    expect(wgsl).toMatch(/(\w+)\[i\] = pack_f32x3\(\(unpack_f32x3\(\1\[i\]\) \+ vec3<f32>\(1\.0\)\)\);/);
  });

  test('vec2 and vec4 elements keep their own WGSL type (their layout is C++\'s)', () => {
    const wgsl = wgslOf('std::vector<int_4> v(4); array_view<int_4, 1> av(4, v); parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] << int_4(1); });');
    expect(wgsl).toMatch(/array<vec4<i32>>;/);
    expect(wgsl).toContain('vec4<u32>(vec4<i32>(1))'); // WGSL's shift count is unsigned
  });

  test('norm arithmetic is clamped after the operation', () => {
    const wgsl = wgslOf('std::vector<norm> v(4); array_view<norm, 1> av(4, v); parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] + av[i]; });');
    expect(wgsl).toMatch(/clamp\(\(\w+\[i\] \+ \w+\[i\]\), -1\.0, 1\.0\)/);
  });

  test('a captured vector arrives as its components and is rebuilt', () => {
    const wgsl = wgslOf('float_3 p(1.0f, 2.0f, 3.0f); array_view<float, 1> av(4); parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = p.z; });');
    expect(wgsl).toMatch(/p_x: f32,\s+p_y: f32,\s+p_z: f32,/);
    expect(wgsl).toMatch(/let p_x = \w+_params\.p_x;\s+let p_y = \w+_params\.p_y;\s+let p_z = \w+_params\.p_z;/);
    expect(wgsl).toContain('vec3<f32>(p_x, p_y, p_z)');
  });
});

describe('runtime', () => {
  test('a float_3 element takes 12 bytes, as in C++', () => {
    const e = shortVectorElement('float', 3);
    expect([e.size, elementStride(e)]).toEqual([12, 12]);
    const buffer = new DataView(new ArrayBuffer(24));
    e.write(buffer, 12, ShortVector.of('float', 3, [1.5, -2, 0.1]));
    expect([buffer.getFloat32(12, true), buffer.getFloat32(16, true), buffer.getFloat32(20, true)]).toEqual([1.5, -2, Math.fround(0.1)]);
    expect(e.read(buffer, 12).components).toEqual([1.5, -2, Math.fround(0.1)]);
  });

  test('components keep C++ arithmetic', () => {
    const i = ShortVector.of('int', 2, [2147483647, -7]);
    expect(i.binary('+', ShortVector.of('int', 2, [1])).components).toEqual([-2147483648, -6]);
    expect(i.binary('/', ShortVector.of('int', 2, [2])).components).toEqual([1073741823, -3]);
    expect(ShortVector.of('uint', 2, [0, 5]).binary('-', ShortVector.of('uint', 2, [1])).components).toEqual([4294967295, 4]);
    expect(ShortVector.of('float', 2, [0.1, 0.2]).binary('+', ShortVector.of('float', 2, [0.2])).get(0)).toBe(Math.fround(Math.fround(0.1) + Math.fround(0.2)));
    expect(ShortVector.of('float', 2, [1.9, -1.9]).cast('int').components).toEqual([1, -1]);
  });

  test('norm and unorm clamp on construction and after each operation', () => {
    expect([svScalar('norm', 2), svScalar('norm', -3), svScalar('unorm', -0.5), svScalar('unorm', 0.25)]).toEqual([1, -1, 0, 0.25]);
    const n = ShortVector.of('norm', 2, [0.75, -0.5]);
    expect(n.binary('+', n).components).toEqual([1, -1]);
    expect(ShortVector.of('unorm', 2, [0.25, 1]).binary('-', ShortVector.of('unorm', 2, [0.5])).components).toEqual([0, 0.5]);
  });
});
