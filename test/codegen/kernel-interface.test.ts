import { planKernelInterface, scalarKind, type KernelInterface } from '../../src/codegen/kernel-interface.js';
import { checkClean, kernel } from '../sema/helpers.js';

function plan(text: string, i = 0): KernelInterface {
  const program = checkClean(text);
  return planKernelInterface(kernel(program, i), program.structViews);
}

const uniforms = (p: KernelInterface) => p.uniforms.map((u) => `${u.name}:${u.type}@${u.offset}`);
const buffers = (p: KernelInterface) => p.buffers.map((b) => `${b.binding}:${b.capture.outer.name}:${b.access}`);

describe('planKernelInterface', () => {
  test('buffers are bound in capture order, read-only unless the kernel writes; a const view stays read', () => {
    const p = plan(`
void run(std::vector<int>& v, std::vector<int>& w, std::vector<int>& x) {
  array_view<const int, 1> a(4, v);
  array_view<int, 1> b(4, w);
  array_view<int, 1> c(4, x);
  parallel_for_each(b.extent, [=](index<1> i) restrict(amp) { int t = c[i] + a[i]; b[i] = t; });
}`);
    expect(buffers(p)).toEqual(['0:c:read', '1:a:read', '2:b:read_write']);
  });

  test('uniforms start at offset 12 (after domain: vec3<u32>) and follow at 4-byte steps; the size is a multiple of 16', () => {
    const p = plan(`
void run(std::vector<float>& v, int n, float scale, unsigned int mask, bool flag) {
  array_view<float, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    if (flag) a[i] = a[i] * scale + (float)n + (float)(mask & 1u);
  });
}`);
    expect(uniforms(p)).toEqual(['flag:u32@12', 'scale:f32@16', 'n:i32@20', 'mask:u32@24']);
    expect(p.uniformSize).toBe(32);
  });

  test('with no uniforms the block still holds the domain: 16 bytes', () => {
    const p = plan(`
void run(std::vector<int>& v) {
  array_view<int, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = 1; });
}`);
    expect(p.uniforms).toEqual([]);
    expect(p.uniformSize).toBe(16);
  });

  test('one uniform ends exactly at 16', () => {
    const p = plan(`
void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = n; });
}`);
    expect(uniforms(p)).toEqual(['n:i32@12']);
    expect(p.uniformSize).toBe(16);
  });

  test('five uniforms end at 32, which is already a multiple of 16', () => {
    const p = plan(`
void run(std::vector<int>& v, int p1, int p2, int p3, int p4, int p5) {
  array_view<int, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = p1 + p2 + p3 + p4 + p5; });
}`);
    expect(uniforms(p).map((u) => u.split('@')[1])).toEqual(['12', '16', '20', '24', '28']);
    expect(p.uniformSize).toBe(32);
  });

  test('row-major views pass dimensions 1..N-1 of their extent; dimension 0 only when the kernel reads the extent', () => {
    const p = plan(`
void run(std::vector<int>& v, std::vector<int>& w) {
  array_view<int, 3> a(2, 3, 4, v);
  array_view<int, 2> b(3, 4, w);
  parallel_for_each(b.extent, [=](index<2> i) restrict(amp) { b[i] = a(0, i[0], i[1]) + b.extent[0]; });
}`);
    expect(uniforms(p)).toEqual(['b_extent0:i32@12', 'b_extent1:i32@16', 'a_extent1:i32@20', 'a_extent2:i32@24']);
  });

  test('a captured extent or index becomes one uniform per component', () => {
    const p = plan(`
void run(std::vector<int>& v) {
  array_view<int, 2> a(4, 4, v);
  index<2> origin(1, 2);
  parallel_for_each(a.extent, [=](index<2> i) restrict(amp) { a[i] = origin[0] + origin[1]; });
}`);
    expect(uniforms(p)).toEqual(['a_extent1:i32@12', 'origin_0:i32@16', 'origin_1:i32@20']);
  });

  test('a domain of rank above 3 runs flattened: its extent takes u32 fields right after domain, then the captures', () => {
    const p = plan(`
void run(std::vector<int>& v, int n) {
  int dims[5] = {3, 1, 4, 2, 5};
  extent<5> e(dims);
  array_view<int, 5> a(e, v);
  parallel_for_each(e, [=](index<5> i) restrict(amp) { a[i] = n; });
}`);
    expect(p.flatDomain).toEqual([
      { name: 'domain_0', offset: 12 }, { name: 'domain_1', offset: 16 }, { name: 'domain_2', offset: 20 },
      { name: 'domain_3', offset: 24 }, { name: 'domain_4', offset: 28 },
    ]);
    expect(p.workgroupSize).toEqual([256, 1, 1]);
    expect(uniforms(p)[0]).toBe('a_extent1:i32@32');
    expect(uniforms(p).at(-1)).toBe('n:i32@48');
    expect(p.uniformSize).toBe(64);
    expect(plan(`
void run(std::vector<int>& v) {
  array_view<int, 3> a(2, 3, 4, v);
  parallel_for_each(a.extent, [=](index<3> i) restrict(amp) { a[i] = 1; });
}`).flatDomain).toBeNull();
  });

  test('rank 3 folds by one constant for the whole dispatch (no axis is left to fold into); other ranks have none', () => {
    const rank3 = plan(`
void run(std::vector<int>& v) {
  array_view<int, 3> a(2, 3, 4, v);
  parallel_for_each(a.extent, [=](index<3> i) restrict(amp) { a[i] = 1; });
}`);
    expect(rank3.foldGroups).toBe('run_kernel0_fold_xyz');
    expect(rank3.folds).toBeNull();
    const rank2 = plan(`
void run(std::vector<int>& v) {
  array_view<int, 2> a(2, 3, v);
  parallel_for_each(a.extent, [=](index<2> i) restrict(amp) { a[i] = 1; });
}`);
    expect(rank2.foldGroups).toBeNull();
    expect(rank2.folds).toEqual(['run_kernel0_fold_x', 'run_kernel0_fold_y']);
  });

  test('workgroup size is the tile reversed (WGSL x is the last C++ dimension)', () => {
    const text = `
void run(std::vector<int>& v) {
  array_view<int, 3> a(4, 8, 16, v);
  array_view<int, 2> b(8, 16, v);
  array_view<int, 1> c(64, v);
  parallel_for_each(b.extent.tile<2, 8>(), [=](tiled_index<2, 8> t) restrict(amp) { b[t.global] = 1; });
  parallel_for_each(a.extent.tile<2, 4, 8>(), [=](tiled_index<2, 4, 8> t) restrict(amp) { a[t.global] = 1; });
  parallel_for_each(c.extent.tile<32>(), [=](tiled_index<32> t) restrict(amp) { c[t.global] = 1; });
  parallel_for_each(c.extent, [=](index<1> i) restrict(amp) { c[i] = 1; });
  parallel_for_each(b.extent, [=](index<2> i) restrict(amp) { b[i] = 1; });
}`;
    const program = checkClean(text);
    expect(program.kernels.map((k) => planKernelInterface(k, program.structViews).workgroupSize)).toEqual([
      [8, 2, 1], [8, 4, 2], [32, 1, 1], [256, 1, 1], [16, 16, 1],
    ]);
    expect(program.kernels.map((k) => planKernelInterface(k, program.structViews).entryPoint)).toEqual(['run_kernel0', 'run_kernel1', 'run_kernel2', 'run_kernel3', 'run_kernel4']);
  });

  test('scalar kinds: float is f32, double f64 (a software double), unsigned and bool are u32, the rest i32', () => {
    expect([
      scalarKind({ kind: 'float', bits: 32 }), scalarKind({ kind: 'float', bits: 64 }), scalarKind({ kind: 'int', signed: false, bits: 32 }),
      scalarKind({ kind: 'bool' }), scalarKind({ kind: 'int', signed: true, bits: 32 }),
    ]).toEqual(['f32', 'f64', 'u32', 'u32', 'i32']);
  });
});
