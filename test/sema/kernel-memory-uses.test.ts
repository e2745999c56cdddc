/**
 * What a kernel and its helpers do with the memory they bind (src/sema/kernel-memory-uses.ts): per
 * captured view, view member copy and texture, whether it is used at all, its elements read, written.
 * The binding plan, the host's copy-back and the barriers' fences all read this one analysis.
 */
import { kernelMemoryUses, memoryParamUses, structParamUses, type MemoryUses } from '../../src/sema/kernel-memory-uses.js';
import type { Program, Variable } from '../../src/sema/program.js';
import { checkClean, checkSource, fn, kernel, kernelProgram } from './helpers.js';

/** Per variable the kernel names, by name: `r` read, `w` written, `-` used but neither (an extent). */
function usesOf(program: Program, i = 0): Record<string, string> {
  const k = kernel(program, i);
  const uses = kernelMemoryUses(k, program.structViews);
  return named(uses, (v) => v.name.replace(String(k.id), '#'));
}

function named<K>(uses: MemoryUses<K>, name: (k: K) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of uses.used) out[name(k)] = `${uses.read.has(k) ? 'r' : ''}${uses.written.has(k) ? 'w' : ''}` || '-';
  // Nothing is read or written that is not used.
  for (const k of [...uses.read, ...uses.written]) expect(uses.used.has(k)).toBe(true);
  return out;
}

const kernelUses = (body: string, prelude = '') => usesOf(checkClean(kernelProgram({ prelude, lambda: `[=](index<1> idx) restrict(amp) { ${body} }` })));

describe('a kernel\'s own uses of its views', () => {
  test('read only, written only, both', () => {
    expect(kernelUses('b[idx] = a[idx];')).toEqual({ a: 'r', b: 'w' });
    expect(kernelUses('int x = b[idx] + a[idx];')).toEqual({ a: 'r', b: 'r' });
    expect(kernelUses('b(idx[0]) = 1;')).toEqual({ b: 'w' });
    // A compound assignment and an increment read the element they write.
    expect(kernelUses('b[idx] += a[idx];')).toEqual({ a: 'r', b: 'rw' });
    expect(kernelUses('b[idx]++;')).toEqual({ b: 'rw' });
    expect(kernelUses('--b[idx];')).toEqual({ b: 'rw' });
    expect(kernelUses('b[idx] = b[(idx[0] + 1) % 4];')).toEqual({ b: 'rw' });
  });

  test('an extent is a use that reads no element', () => {
    expect(kernelUses('b[idx] = a.extent[0];')).toEqual({ a: '-', b: 'w' });
  });

  test('through sections, view locals and views chosen by ?:', () => {
    expect(kernelUses('b[idx] = 1; int x = b.section(0, 4)[idx];')).toEqual({ b: 'rw' });
    expect(kernelUses('auto s = a.section(1, 2); b[idx] = s[0];')).toEqual({ a: 'r', b: 'w' });
    expect(kernelUses('(idx[0] > 1 ? a : b)[idx] = 3;')).toEqual({ a: 'w', b: 'w' });
  });

  test('a reference or pointer to an element may be read and written through', () => {
    expect(kernelUses('int& r = b[idx]; r = 1;')).toEqual({ b: 'rw' });
    expect(kernelUses('int* p = &b[idx]; *p = 1;')).toEqual({ b: 'rw' });
    expect(kernelUses('atomic_fetch_add(&b[idx], 1);')).toEqual({ b: 'rw' });
  });
});

describe('through helpers', () => {
  const helpers = [
    'void put(array_view<int, 1> v, int i, int x) restrict(amp) { v[i] = x; }',
    'int get(array_view<int, 1> v, int i) restrict(amp) { return v[i]; }',
    'void bump(int& x) restrict(amp) { x = x + 1; }',
    'void put_twice(array_view<int, 1> v, int i) restrict(amp) { put(v, i, 1); put(v, i + 1, 2); }',
    'int size_of(array_view<int, 1> v) restrict(amp) { return v.extent[0]; }',
  ].join('\n');

  test('a view passed to a helper is read or written as the helper (and those it calls) uses it', () => {
    expect(kernelUses('put(b, idx[0], get(a, idx[0]));', helpers)).toEqual({ a: 'r', b: 'w' });
    expect(kernelUses('put_twice(b, idx[0]);', helpers)).toEqual({ b: 'w' });
    expect(kernelUses('b[idx] = size_of(a);', helpers)).toEqual({ a: '-', b: 'w' });
    // An element passed by non-const reference may be read and written.
    expect(kernelUses('bump(b[idx]);', helpers)).toEqual({ b: 'rw' });
  });

  test("a helper's view parameter, on its own", () => {
    const program = checkClean(kernelProgram({ prelude: helpers, lambda: '[=](index<1> idx) restrict(amp) { put_twice(b, idx[0]); b[idx] = get(a, idx[0]); }' }));
    const param = (name: string) => named(memoryParamUses(fn(program, name), fn(program, name).params[0]), (p) => p || 'v');
    expect(param('put')).toEqual({ v: 'w' });
    expect(param('get')).toEqual({ v: 'r' });
    expect(param('put_twice')).toEqual({ v: 'w' });
  });
});

describe('through view members of class objects', () => {
  const prelude = [
    'struct Pair { array_view<int, 1> a; array_view<const int, 1> b; array_view<int, 1> spare; int scale; };',
    'int get(const Pair& p, index<1> i) restrict(amp) { return p.b[i] * p.scale; }',
    'void put(const Pair& p, index<1> i, int v) restrict(amp) { p.a[i] = v; }',
  ].join('\n');
  const withPair = (body: string) => usesOf(checkClean(kernelProgram({ prelude, decls: '  Pair p{a, b, a, 2};', lambda: `[=](index<1> i) restrict(amp) { ${body} }` })));

  test("the kernel's own uses of a captured object's members", () => {
    expect(withPair('p.a[i] = p.b[i];')).toEqual({ 'p_a#': 'w', 'p_b#': 'r' });
    expect(withPair('p.a[i] += 1;')).toEqual({ 'p_a#': 'rw' });
  });

  test('a helper taking the object reads and writes the members it uses, and not the others', () => {
    expect(withPair('put(p, i, get(p, i));')).toEqual({ 'p_a#': 'w', 'p_b#': 'r' });
    const program = checkClean(kernelProgram({ prelude, decls: '  Pair p{a, b, a, 2};', lambda: '[=](index<1> i) restrict(amp) { put(p, i, get(p, i)); }' }));
    expect(named(structParamUses(fn(program, 'put'), fn(program, 'put').params[0]), (path) => path)).toEqual({ a: 'w' });
    expect(named(structParamUses(fn(program, 'get'), fn(program, 'get').params[0]), (path) => path)).toEqual({ b: 'r' });
  });

  test('views an object built in the kernel is initialised from count as read and written', () => {
    // Passed on to an initialiser, as to anything but an element access or a helper's parameter, a view may
    // be read and written through (a helper's own objects are not followed): `a` is only read, through `q.b`.
    expect(withPair('Pair q{b, a, b, 3}; q.a[i] = q.b[i];')).toEqual({ a: 'rw', b: 'rw' });
  });
});

describe('textures', () => {
  const textures = (lambda: string, prelude = '') => [
    '#include <amp_graphics.h>',
    'using namespace concurrency::graphics;',
    prelude,
    'void run() {',
    '  texture<int, 1> t(8);',
    '  texture<int, 1> u(8);',
    '  texture<float, 1> f(8);',
    '  writeonly_texture_view<float, 1> w(f);',
    `  parallel_for_each(t.extent, ${lambda});`,
    '}',
  ].join('\n');
  const textureUses = (body: string) => usesOf(checkClean(textures(`[&t, &u, w](index<1> i) restrict(amp) { ${body} }`)));

  test('get reads texels, set writes them, get_extent does neither', () => {
    expect(textureUses('u.set(i, t[i]);')).toEqual({ t: 'r', u: 'w' });
    expect(textureUses('t.set(i, t(i[0]) + u.get(i));')).toEqual({ t: 'rw', u: 'r' });
    expect(textureUses('w.set(i, (float)t.get_extent()[0]);')).toEqual({ t: '-', w: 'w' });
  });

  test("a helper's texture parameter is analysed as a view parameter is (sema refuses textures in helpers for now)", () => {
    const helper = 'void put(texture<int, 1>& x, index<1> i, int v) restrict(amp) { x.set(i, v); }\nint get(texture<int, 1>& x, index<1> i) restrict(amp) { return x[i]; }';
    const { program, diagnostics } = checkSource(textures('[&t](index<1> i) restrict(amp) { t.set(i, 1); }', helper));
    // The only errors: a texture parameter of amp code (a WGSL storage texture is a module binding).
    expect(diagnostics.map((d) => d.message)).toEqual([
      "'x' of type 'texture<int,1>' in restrict(amp) code is not supported by ampc: use the texture the kernel captures",
      "'x' of type 'texture<int,1>' in restrict(amp) code is not supported by ampc: use the texture the kernel captures",
    ]);
    const param = (name: string) => named(memoryParamUses(fn(program, name), fn(program, name).params[0] as Variable), (p) => p || 'x');
    expect(param('put')).toEqual({ x: 'w' });
    expect(param('get')).toEqual({ x: 'r' });
  });
});
