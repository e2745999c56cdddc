/**
 * Small golden tests of the WGSL emitter. Each expectation was written out and
 * reviewed by hand against the C++ AMP → WGSL mapping (not captured from the
 * emitter): bindings, the uniform block, thread-id builtins with x as the last
 * C++ dimension, row-major addressing, barrier mapping.
 */
import { emitWgsl } from '../../src/codegen/wgsl/emit-wgsl.js';
import { checkClean } from '../sema/helpers.js';

function wgslOf(text: string): string {
  const result = emitWgsl(checkClean(text));
  expect(result.diagnostics.map((d) => d.message)).toEqual([]);
  return result.code;
}

/** The lines of the kernel function's body, trimmed. */
function bodyLines(code: string): string[] {
  const start = code.indexOf('@compute');
  const open = code.indexOf('{\n', start);
  const close = code.lastIndexOf('\n}');
  return code.slice(open + 2, close).split('\n').map((l) => l.trim());
}

describe('WGSL golden output', () => {
  test('a tiny non-tiled kernel', () => {
    const code = wgslOf(`void run(std::vector<int>& v, std::vector<int>& w, int n) {
  array_view<const int, 1> a(n, v);
  array_view<int, 1> b(n, w);
  parallel_for_each(b.extent, [=](index<1> idx) restrict(amp) {
    b[idx] = a[idx] * 2 + n;
  });
}`);
    expect(code).toBe(`// parallel_for_each at t.cpp:4
struct run_kernel0_Params {
  domain: vec3<u32>,
  n: i32,
}
@group(0) @binding(0) var<storage, read_write> run_kernel0_b: array<i32>;
@group(0) @binding(1) var<storage, read> run_kernel0_a: array<i32>;
@group(0) @binding(2) var<uniform> run_kernel0_params: run_kernel0_Params;
// Set by the launcher when an axis needs more workgroups than maxComputeWorkgroupsPerDimension: it then continues in rows along y.
override run_kernel0_fold_x: bool = false;
@compute @workgroup_size(256, 1, 1)
fn run_kernel0(@builtin(global_invocation_id) dispatch_id: vec3<u32>, @builtin(num_workgroups) num_workgroups: vec3<u32>) {
  let global_id = vec3<u32>(dispatch_id.x + select(0u, dispatch_id.y * num_workgroups.x * 256u, run_kernel0_fold_x), 0u, 0u);
  if (global_id.x >= run_kernel0_params.domain.x) {
    return;
  }
  let idx = i32(global_id.x);
  let n = run_kernel0_params.n;
  run_kernel0_b[idx] = run_kernel0_a[idx] * 2 + n;
}
`);
  });

  test('a tiled kernel with tile_static memory and a barrier', () => {
    const code = wgslOf(`void run(std::vector<float>& v) {
  array_view<float, 2> a(8, 8, v);
  parallel_for_each(a.extent.tile<4, 4>(), [=](tiled_index<4, 4> t) restrict(amp) {
    tile_static float cache[4][4];
    cache[t.local[0]][t.local[1]] = a[t.global];
    t.barrier.wait();
    a[t.global] = cache[0][t.local[1]];
  });
}`);
    expect(code).toBe(`// parallel_for_each at t.cpp:3
struct run_kernel0_Params {
  domain: vec3<u32>,
  a_extent1: i32,
}
@group(0) @binding(0) var<storage, read_write> run_kernel0_a: array<f32>;
@group(0) @binding(1) var<uniform> run_kernel0_params: run_kernel0_Params;
// Set by the launcher when an axis needs more workgroups than maxComputeWorkgroupsPerDimension: it then continues in rows along z.
override run_kernel0_fold_x: bool = false;
override run_kernel0_fold_y: bool = false;
var<workgroup> run_kernel0_cache: array<array<f32, 4>, 4>;
@compute @workgroup_size(4, 4, 1)
fn run_kernel0(@builtin(global_invocation_id) dispatch_id: vec3<u32>, @builtin(num_workgroups) num_workgroups: vec3<u32>, @builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) dispatch_tile_id: vec3<u32>) {
  let global_id = vec3<u32>(dispatch_id.x + select(0u, dispatch_id.z * num_workgroups.x * 4u, run_kernel0_fold_x), dispatch_id.y + select(0u, dispatch_id.z * num_workgroups.y * 4u, run_kernel0_fold_y), 0u);
  let tile_id = vec3<u32>(dispatch_tile_id.x + select(0u, dispatch_tile_id.z * num_workgroups.x, run_kernel0_fold_x), dispatch_tile_id.y + select(0u, dispatch_tile_id.z * num_workgroups.y, run_kernel0_fold_y), 0u);
  if ((run_kernel0_fold_x || run_kernel0_fold_y) && (tile_id.x * 4u >= run_kernel0_params.domain.x || tile_id.y * 4u >= run_kernel0_params.domain.y)) {
    return;
  }
  let t_global = vec2<i32>(i32(global_id.y), i32(global_id.x));
  let t_local = vec2<i32>(i32(local_id.y), i32(local_id.x));
  let a_extent1 = run_kernel0_params.a_extent1;
  run_kernel0_cache[t_local.x][t_local.y] = run_kernel0_a[t_global.x * a_extent1 + t_global.y];
  storageBarrier();
  workgroupBarrier();
  run_kernel0_a[t_global.x * a_extent1 + t_global.y] = run_kernel0_cache[0][t_local.y];
}
`);
  });

  test('rank 3 folds into rows of workgroups: a plain kernel numbers its thread and decomposes the number', () => {
    const code = wgslOf(`void run(std::vector<int>& v) {
  array_view<int, 3> a(2, 3, 4, v);
  parallel_for_each(a.extent, [=](index<3> i) restrict(amp) { a[i] = i[2]; });
}`);
    expect(code).toBe(`// parallel_for_each at t.cpp:3
struct run_kernel0_Params {
  domain: vec3<u32>,
  a_extent1: i32,
  a_extent2: i32,
}
@group(0) @binding(0) var<storage, read_write> run_kernel0_a: array<i32>;
@group(0) @binding(1) var<uniform> run_kernel0_params: run_kernel0_Params;
// Set by the launcher when an axis needs more workgroups than maxComputeWorkgroupsPerDimension: rank 3 leaves no axis to
// continue along, so the dispatch is then a range of workgroups in rows (x, then y), each finding its place from its number.
override run_kernel0_fold_xyz: bool = false;
@compute @workgroup_size(8, 8, 4)
fn run_kernel0(@builtin(global_invocation_id) dispatch_id: vec3<u32>, @builtin(num_workgroups) num_workgroups: vec3<u32>, @builtin(workgroup_id) dispatch_tile_id: vec3<u32>, @builtin(local_invocation_index) local_index: u32) {
  // Folded: this thread's number in the domain, row-major, decomposed into its index.
  let flat_id = (dispatch_tile_id.y * num_workgroups.x + dispatch_tile_id.x) * 256u + local_index;
  let global_id = select(dispatch_id, vec3<u32>(flat_id % run_kernel0_params.domain.x, flat_id / run_kernel0_params.domain.x % run_kernel0_params.domain.y, flat_id / (run_kernel0_params.domain.x * run_kernel0_params.domain.y)), run_kernel0_fold_xyz);
  if (global_id.x >= run_kernel0_params.domain.x || global_id.y >= run_kernel0_params.domain.y || global_id.z >= run_kernel0_params.domain.z) {
    return;
  }
  let i = vec3<i32>(i32(global_id.z), i32(global_id.y), i32(global_id.x));
  let a_extent1 = run_kernel0_params.a_extent1;
  let a_extent2 = run_kernel0_params.a_extent2;
  run_kernel0_a[(i.x * a_extent1 + i.y) * a_extent2 + i.z] = i.z;
}
`);
  });

  test('rank 3 tiled folds into rows of tiles: the workgroup\'s number decomposes into its tile, padding leaves before the barrier', () => {
    const code = wgslOf(`void run(std::vector<int>& v) {
  array_view<int, 3> a(2, 4, 8, v);
  parallel_for_each(a.extent.tile<1, 2, 4>(), [=](tiled_index<1, 2, 4> t) restrict(amp) {
    t.barrier.wait();
    a[t.global] = t.tile[0];
  });
}`);
    expect(code).toContain('override run_kernel0_fold_xyz: bool = false;');
    expect(code).toContain('@compute @workgroup_size(4, 2, 1)\nfn run_kernel0(@builtin(global_invocation_id) dispatch_id: vec3<u32>, @builtin(num_workgroups) num_workgroups: vec3<u32>, @builtin(local_invocation_id) local_id: vec3<u32>, @builtin(workgroup_id) dispatch_tile_id: vec3<u32>) {');
    expect(bodyLines(code).slice(0, 11)).toEqual([
      '// Folded: this workgroup\'s number, decomposed into its tile\'s position among the domain\'s tiles.',
      'let groups = run_kernel0_params.domain / vec3<u32>(4u, 2u, 1u);',
      'let group_number = dispatch_tile_id.y * num_workgroups.x + dispatch_tile_id.x;',
      'let tile_id = select(dispatch_tile_id, vec3<u32>(group_number % groups.x, group_number / groups.x % groups.y, group_number / (groups.x * groups.y)), run_kernel0_fold_xyz);',
      'let global_id = select(dispatch_id, tile_id * vec3<u32>(4u, 2u, 1u) + local_id, run_kernel0_fold_xyz);',
      'if (run_kernel0_fold_xyz && tile_id.z >= groups.z) {',
      'return;',
      '}',
      'let t_global = vec3<i32>(i32(global_id.z), i32(global_id.y), i32(global_id.x));',
      'let t_tile = vec3<i32>(i32(tile_id.z), i32(tile_id.y), i32(tile_id.x));',
      'let a_extent1 = run_kernel0_params.a_extent1;',
    ]);
  });

  describe('each barrier maps to its WGSL barriers', () => {
    // Global memory only, so that no fence variant leaves a tile_static race for sema to warn about.
    const kernelWith = (call: string) => wgslOf(`void run(std::vector<int>& v) {
  array_view<int, 1> a(64, v);
  parallel_for_each(a.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    a[t.global] = a[t.global] + 1;
    ${call};
    a[t.global] = a[t.global] * 2;
  });
}`);
    const between = (code: string) => {
      const lines = bodyLines(code);
      const first = lines.indexOf('run_kernel0_a[t_global] = run_kernel0_a[t_global] + 1;');
      const last = lines.indexOf('run_kernel0_a[t_global] = run_kernel0_a[t_global] * 2;');
      expect(first).toBeGreaterThanOrEqual(0);
      return lines.slice(first + 1, last);
    };

    test('wait() and wait_with_all_memory_fence(): storage and workgroup barriers', () => {
      expect(between(kernelWith('t.barrier.wait()'))).toEqual(['storageBarrier();', 'workgroupBarrier();']);
      expect(between(kernelWith('t.barrier.wait_with_all_memory_fence()'))).toEqual(['storageBarrier();', 'workgroupBarrier();']);
    });

    test('wait_with_global_memory_fence(): storageBarrier only', () => {
      expect(between(kernelWith('t.barrier.wait_with_global_memory_fence()'))).toEqual(['storageBarrier();']);
    });

    test('wait_with_tile_static_memory_fence(): workgroupBarrier only', () => {
      expect(between(kernelWith('t.barrier.wait_with_tile_static_memory_fence()'))).toEqual(['workgroupBarrier();']);
    });

    // wait() fences global memory only where a thread can see another's global writes: some buffer is
    // both read and written, as src/sema/kernel-memory-uses.ts finds (also through sections and helpers).
    const fencesOf = (prelude: string, body: string) => bodyLines(wgslOf(`${prelude}
void run(std::vector<int>& v, std::vector<int>& w) {
  array_view<int, 1> a(8, v);
  array_view<int, 1> b(8, w);
  parallel_for_each(a.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    ${body}
  });
}`)).filter((l) => l.endsWith('Barrier();'));

    test('wait(): a buffer written, then read through a section, needs the storage fence', () => {
      expect(fencesOf('', 'a[t.global] = 1; t.barrier.wait(); b[t.global] = a.section(t.tile_origin, t.tile_extent)[(t.local[0] + 1) % 4];'))
        .toEqual(['storageBarrier();', 'workgroupBarrier();']);
    });

    test('wait(): a buffer a helper only reads and another it only writes need no storage fence', () => {
      const helpers = 'int get(array_view<int, 1> x, int i) restrict(amp) { return x[i]; }\nvoid put(array_view<int, 1> x, int i, int v) restrict(amp) { x[i] = v; }';
      expect(fencesOf(helpers, 'int v = get(a, t.global[0]); t.barrier.wait(); put(b, t.global[0], v);')).toEqual(['workgroupBarrier();']);
      expect(fencesOf(helpers, 'int v = get(a, t.global[0]); t.barrier.wait(); put(a, t.global[0], v);')).toEqual(['storageBarrier();', 'workgroupBarrier();']);
    });
  });

  test('row-major addressing parenthesises compound components', () => {
    const code = wgslOf(`void run(std::vector<int>& v, std::vector<int>& w) {
  array_view<const int, 2> b(4, 4, v);
  array_view<int, 2> c(4, 4, w);
  parallel_for_each(c.extent, [=](index<2> idx) restrict(amp) {
    int row = idx[0]; int col = idx[1];
    int i = row % 2;
    c[idx] = b(row + i, col) + b(row, col - i) + b(row * 2, col) + b(row, col << 1);
  });
}`);
    // The entry point reads each uniform field once, into a let of the field's name.
    expect(code).toContain('let b_extent1 = run_kernel0_params.b_extent1;');
    const e1 = 'b_extent1';
    expect(code).toContain(`run_kernel0_b[(row + i) * ${e1} + col]`);
    expect(code).toContain(`run_kernel0_b[row * ${e1} + (col - i)]`);
    // (row * 2) * e1 needs no parentheses: * is left-associative.
    expect(code).toContain(`run_kernel0_b[row * 2 * ${e1} + col]`);
    expect(code).toMatch(/run_kernel0_b\[row \* b_extent1 \+ \(col << u32\(1\)\)\]/);
    expect(code).toContain(`run_kernel0_c[idx.x * c_extent1 + idx.y]`);
  });

  test('rank-3 addressing nests: (i0 * e1 + i1) * e2 + i2', () => {
    const code = wgslOf(`void run(std::vector<int>& v) {
  array_view<int, 3> a(2, 3, 4, v);
  parallel_for_each(a.extent, [=](index<3> i) restrict(amp) { a(i[0], i[1], i[2] + 1) = 0; });
}`);
    expect(code).toContain('run_kernel0_a[(i.x * a_extent1 + i.y) * a_extent2 + (i.z + 1)] = 0;');
    expect(code).toContain('let i = vec3<i32>(i32(global_id.z), i32(global_id.y), i32(global_id.x));');
  });

  test('an amp function called from a kernel is emitted once, before the kernel', () => {
    const code = wgslOf(`int square(int x) restrict(amp) { return x * x; }
void run(std::vector<int>& v) {
  array_view<int, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = square(a[i]); });
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = square(i[0]); });
}`);
    expect(code.match(/fn square\(x: i32\) -> i32 \{\n  return x \* x;\n\}/g)).toHaveLength(1);
    expect(code.indexOf('fn square')).toBeLessThan(code.indexOf('fn run_kernel0'));
    expect(code).toContain('run_kernel0_a[i] = square(run_kernel0_a[i]);');
    expect(code).toContain('run_kernel1_a[i] = square(i);');
  });

  test('float uniforms and int → float conversions', () => {
    const code = wgslOf(`void run(std::vector<float>& v, float scale, int n) {
  array_view<float, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = a[i] * scale + n; });
}`);
    expect(code).toContain('let scale = run_kernel0_params.scale;\n  let n = run_kernel0_params.n;\n');
    expect(code).toContain('run_kernel0_a[i] = run_kernel0_a[i] * scale + f32(n);');
  });
});
