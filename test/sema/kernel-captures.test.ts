import { kernelMemoryUses } from '../../src/sema/kernel-memory-uses.js';
import type { Capture, Program } from '../../src/sema/program.js';
import { checkClean, checkSource, fn, kernel, kernelProgram, where } from './helpers.js';

/** A capture as `name:kind`, a buffer's with whether the kernel writes it (src/sema/kernel-memory-uses.ts). */
const view = (program: Program) => (c: Capture) => {
  const written = kernelMemoryUses(kernel(program), program.structViews).written.has(c.outer);
  return `${c.outer.name}:${c.kind}${c.kind === 'buffer' ? (written ? ':writes' : ':reads') : ''}${c.byReference ? ':ref' : ''}`;
};

describe('kernel capture analysis', () => {
  test('only the variables the body uses are captured, in order of first use; buffers vs uniforms', () => {
    const program = checkClean(kernelProgram({
      decls: '  int unused = 7;\n  extent<1> e(4);',
      lambda: '[=](index<1> idx) restrict(amp) { int local = a[idx] * n; b[idx] = local + (int)scale + e[0]; }',
    }));
    expect(kernel(program).captures.map(view(program))).toEqual(['a:buffer:reads', 'n:uniform', 'b:buffer:writes', 'scale:uniform', 'e:uniform']);
  });

  test('locals of the lambda and the index parameter are not captures', () => {
    const program = checkClean(kernelProgram({ lambda: '[=](index<1> idx) restrict(amp) { int t = idx[0]; t = t + 1; b[idx] = t; }' }));
    expect(kernel(program).captures.map(view(program))).toEqual(['b:buffer:writes']);
  });

  test('global constants are folded, not captured', () => {
    const program = checkClean(kernelProgram({
      prelude: 'static const int K = 3;',
      lambda: '[=](index<1> idx) restrict(amp) { b[idx] = K; }',
    }));
    expect(kernel(program).captures.map(view(program))).toEqual(['b:buffer:writes']);
  });

  test('writes: plain assignment, compound assignment, increments, and reads through a view', () => {
    const writesOf = (body: string) => {
      const program = checkClean(kernelProgram({ lambda: `[=](index<1> idx) restrict(amp) { ${body} }` }));
      return kernel(program).captures.map(view(program));
    };
    expect(writesOf('b[idx] += a[idx];')).toEqual(['b:buffer:writes', 'a:buffer:reads']);
    expect(writesOf('b[idx]++;')).toEqual(['b:buffer:writes']);
    expect(writesOf('--b[idx];')).toEqual(['b:buffer:writes']);
    expect(writesOf('int x = b[idx] + a[idx];')).toEqual(['b:buffer:reads', 'a:buffer:reads']);
    expect(writesOf('b(idx[0]) = 1;')).toEqual(['b:buffer:writes']);
  });

  test('a write through a view in a called amp function with a reference parameter counts', () => {
    const program = checkClean(kernelProgram({
      prelude: 'void bump(int& x) restrict(amp) { x = x + 1; }',
      lambda: '[=](index<1> idx) restrict(amp) { bump(b[idx]); }',
    }));
    expect(kernel(program).captures.map(view(program))).toEqual(['b:buffer:writes']);
  });

  test('concurrency::array is captured by reference as a buffer', () => {
    const program = checkClean(`
void run(std::vector<int>& v) {
  array<int, 1> arr(16, v.begin(), v.end());
  parallel_for_each(arr.extent, [&arr](index<1> i) restrict(amp) { arr[i] = arr[i] * 2; });
}`);
    expect(kernel(program).captures.map(view(program))).toEqual(['arr:buffer:writes:ref']);
  });

  test('extents and scalars captured as uniforms', () => {
    const program = checkClean(kernelProgram({
      decls: '  bool flag = true; unsigned int mask = 3u;',
      lambda: '[=](index<1> idx) restrict(amp) { if (flag) b[idx] = (int)(mask & 1u); }',
    }));
    expect(kernel(program).captures.map(view(program))).toEqual(['flag:uniform', 'b:buffer:writes', 'mask:uniform']);
  });

  test('kernel rank, tile and name', () => {
    const program = checkClean(`
void run(std::vector<int>& v) {
  array_view<int, 2> a(8, 8, v);
  parallel_for_each(a.extent, [=](index<2> i) restrict(amp) { a[i] = 1; });
  parallel_for_each(a.extent.tile<4, 2>(), [=](tiled_index<4, 2> t) restrict(amp) { a[t.global] = 2; });
}`);
    expect(program.kernels.map((k) => [k.name, k.rank, k.tile])).toEqual([['run_kernel0', 2, null], ['run_kernel1', 2, [4, 2]]]);
  });
});

describe('capture diagnostics', () => {
  test('using a variable with an empty capture list', () => {
    const { diagnostics } = checkSource(kernelProgram({ lambda: '[](index<1> idx) restrict(amp) { int k = n; }' }));
    expect(where(diagnostics)).toContain('capture-missing@6:72');
  });

  test('an explicit capture list: listed variables are fine, others are missing', () => {
    const { diagnostics } = checkSource(kernelProgram({ lambda: '[b, n](index<1> idx) restrict(amp) { b[idx] = n + (int)scale; }' }));
    expect(where(diagnostics)).toEqual(['capture-missing@6:86']);
    expect(diagnostics[0].message).toContain("'scale'");
  });

  test('an array_view captured by reference', () => {
    const { diagnostics } = checkSource(kernelProgram({ lambda: '[=, &b](index<1> idx) restrict(amp) { b[idx] = 1; }' }));
    expect(where(diagnostics)).toEqual(['capture-by-reference@6:35']);
  });

  test('a concurrency::array captured by value', () => {
    const { diagnostics } = checkSource(`
void run(std::vector<int>& v) {
  array<int, 1> arr(16, v.begin(), v.end());
  parallel_for_each(arr.extent, [=](index<1> i) restrict(amp) { arr[i] = 0; });
}`);
    expect(where(diagnostics)).toEqual(['capture-array-by-value@4:65']);
  });

  test('assigning a variable captured by value', () => {
    const { diagnostics } = checkSource(kernelProgram({ lambda: '[=](index<1> idx) restrict(amp) { n = 2; b[idx] = n; }' }));
    expect(where(diagnostics)).toEqual(['capture-write@6:65']);
  });

  test('a type that cannot travel to the GPU', () => {
    const { diagnostics } = checkSource(kernelProgram({ lambda: '[=](index<1> idx) restrict(amp) { b[idx] = (int)v.size(); }' }));
    expect(where(diagnostics)[0]).toBe('capture-type@6:79');
  });

  test('C arrays of ints, floats and short vectors, and classes with short-vector members, travel as uniforms', () => {
    const program = checkClean(kernelProgram({
      prelude: '#include <amp_short_vectors.h>\nusing namespace concurrency::graphics;\nstruct V { float_2 o; float s; int_3 k[2]; };',
      decls: '  int lut[4] = {};\n  float f[2][3] = {};\n  float_2 p[2];\n  V o{};',
      lambda: '[=](index<1> idx) restrict(amp) { b[idx] = lut[idx[0]] + (int)f[1][idx[0] % 3] + (int)p[1].y + (int)o.o.x + o.k[1].z; }',
    }));
    expect(kernel(program).captures.map(view(program))).toEqual(['b:buffer:writes', 'lut:uniform', 'f:uniform', 'p:uniform', 'o:uniform']);
  });

  test('C arrays of other elements, or of too many values, stay refused', () => {
    const refused = (decl: string, use: string) => where(checkSource(kernelProgram({
      prelude: 'struct T { int n; };', decls: `  ${decl}`, lambda: `[=](index<1> idx) restrict(amp) { b[idx] = ${use}; }`,
    })).diagnostics);
    expect(refused('T t[2] = {};', 't[1].n')[0]).toMatch(/^capture-type@/);
    expect(refused('double d[2] = {};', '(int)d[1]')[0]).toMatch(/^capture-type@/);
    expect(refused('int big[16][17] = {};', 'big[1][2]')[0]).toMatch(/^unsupported@/);
  });

  test('writing through an array_view of const elements', () => {
    const { diagnostics } = checkSource(`
void run(std::vector<int>& v) {
  array_view<const int, 1> c(16, v);
  parallel_for_each(c.extent, [=](index<1> i) restrict(amp) { c[i] = 1; });
}`);
    expect(where(diagnostics)).toEqual(['const-write@4:63']);
  });
});

describe('async marking of host functions', () => {
  test('launching a kernel, reading a view on the host, synchronize(), and calling such a function make a function async', () => {
    const program = checkClean(`
int pure(int x) { return x * 2; }
void launch(std::vector<int>& v) {
  array_view<int, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = 1; });
}
int readBack(std::vector<int>& v) { array_view<int, 1> a(4, v); return a[0]; }
void sync(std::vector<int>& v) { array_view<int, 1> a(4, v); a.synchronize(); }
void caller(std::vector<int>& v) { pure(1); launch(v); }
void callerOfCaller(std::vector<int>& v) { caller(v); }
void notCaller(std::vector<int>& v) { pure(2); }
int twice(int x) restrict(amp) { return 2 * x; }
`);
    const names = ['pure', 'launch', 'readBack', 'sync', 'caller', 'callerOfCaller', 'notCaller', 'twice'];
    expect(names.map((n) => [n, fn(program, n).isAsync])).toEqual([
      ['pure', false], ['launch', true], ['readBack', true], ['sync', true], ['caller', true], ['callerOfCaller', true], ['notCaller', false], ['twice', false],
    ]);
  });

  test('a caller defined before its async callee through a prototype is still marked', () => {
    const program = checkClean(`
void later(std::vector<int>& v);
void early(std::vector<int>& v) { later(v); }
void later(std::vector<int>& v) { array_view<int, 1> a(4, v); a.synchronize(); }
`);
    expect([fn(program, 'early').isAsync, fn(program, 'later').isAsync]).toEqual([true, true]);
  });
});
