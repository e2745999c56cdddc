/**
 * An array or array_view passed to an amp function: the function is emitted once per captured
 * view it is called with, naming that view's buffer, and takes no WGSL parameter for it.
 */
import { emitWgsl } from '../../src/codegen/wgsl/emit-wgsl.js';
import { checkClean, checkSource } from '../sema/helpers.js';

const program = `template <typename T>
void swap_pairs(array<T, 1>& a, tiled_index<2> t) restrict(amp) {
  tile_static T buf[2];
  buf[t.local[0]] = a[t.global];
  t.barrier.wait();
  a[t.global] = buf[1 - t.local[0]];
}
int first(array_view<const int, 1> v) restrict(amp) { return v[0]; }
void run(std::vector<int>& x, std::vector<float>& y) {
  array<int, 1> ai(8, x.begin());
  array<float, 1> af(8, y.begin());
  array_view<const int, 1> in(8, x);
  array_view<int, 1> out(8, x);
  parallel_for_each(ai.extent.tile<2>(), [&ai, &af](tiled_index<2> t) restrict(amp) {
    swap_pairs(ai, t);
    swap_pairs(af, t);
  });
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = first(in) + first(out); });
}`;

test('a helper called with two views has one copy for each, addressing its buffer', () => {
  const result = emitWgsl(checkClean(program));
  expect(result.diagnostics.map((d) => d.message)).toEqual([]);
  const code = result.code;
  expect(code).toMatch(/fn swap_pairs_run_kernel0_1\(\) \{[^}]*run_kernel0_ai\[/);
  expect(code).toMatch(/fn swap_pairs_2_run_kernel0_1\(\) \{[^}]*run_kernel0_af\[/);
  // Each instance's tile_static memory is its own module-scope workgroup variable.
  expect(code).toContain('var<workgroup> swap_pairs_buf: array<i32, 2>;');
  expect(code).toContain('var<workgroup> swap_pairs_buf_2: array<f32, 2>;');
  // A helper writing through its array makes the binding read_write.
  expect(code).toContain('var<storage, read_write> run_kernel0_af: array<f32>;');
  // One copy of `first` per view, each reading its own buffer; `in` stays read-only.
  expect(code).toContain('fn first_run_kernel1_1() -> i32');
  expect(code).toContain('fn first_run_kernel1_2() -> i32');
  expect(code).toContain('var<storage, read> run_kernel1_in: array<i32>;');
});

test('a view passed to a helper that only reads its elements stays read-only: bound var<storage, read>, not copied back', () => {
  const result = emitWgsl(checkClean(`int sum3(array_view<int, 1> v, int i) restrict(amp) { return v[i] + v[i + 1] + v[i + 2]; }
int peek(array<int, 1>& a, int i) restrict(amp) { return a[i]; }
int twice(array_view<int, 1> v, int i) restrict(amp) { return 2 * sum3(v, i); }
void put(array_view<int, 1> v, int i, int x) restrict(amp) { v[i] = x; }
void bump(array_view<int, 1> v, int i) restrict(amp) { put(v, i, v[i] + 1); }
void run(std::vector<int>& x, std::vector<int>& y, std::vector<int>& z, std::vector<int>& w) {
  array_view<int, 1> src(10, x), dst(8, y), other(8, z), counts(8, w);
  array<int, 1> arr(10, x.begin());
  parallel_for_each(dst.extent, [=, &arr](index<1> i) restrict(amp) {
    put(dst, i[0], sum3(src, i[0]) + peek(arr, i[0]) + twice(other, i[0]));
    bump(counts, i[0]);
  });
}`));
  expect(result.diagnostics.map((d) => d.message)).toEqual([]);
  // Read through helpers only, also through a helper passing it on.
  expect(result.code).toContain('var<storage, read> run_kernel0_src: array<i32>;');
  expect(result.code).toContain('var<storage, read> run_kernel0_arr: array<i32>;');
  expect(result.code).toContain('var<storage, read> run_kernel0_other: array<i32>;');
  // Written by a helper, also by one a helper passes it on to.
  expect(result.code).toContain('var<storage, read_write> run_kernel0_dst: array<i32>;');
  expect(result.code).toContain('var<storage, read_write> run_kernel0_counts: array<i32>;');
  const plan = result.interfaces[0]!.buffers.map((b) => `${b.cppName}:${b.access}`);
  expect(plan.sort()).toEqual(['arr:read', 'counts:read_write', 'dst:read_write', 'other:read', 'src:read']);
});

test('a section passed to a helper is a window on its view: offset and extent arrive as parameters', () => {
  const result = emitWgsl(checkClean(`int first(array_view<int, 1> v) restrict(amp) { return v[0] + v.extent[0]; }
void run(std::vector<int>& x) {
  array_view<int, 1> out(8, x);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = first(out.section(2, 4)) + first(out); });
}`));
  expect(result.diagnostics.map((d) => d.message)).toEqual([]);
  expect(result.code).toContain('fn first_run_kernel0_1(v_offset: i32, v_extent0: i32) -> i32 {\n  return run_kernel0_out[v_offset] + v_extent0;');
  expect(result.code).toContain('fn first_run_kernel0_2() -> i32 {\n  return run_kernel0_out[0] + run_kernel0_params.out_extent0;');
});

test('a view the kernel cannot name (a conditional of two views) is refused by sema, before the back end', () => {
  const { diagnostics } = checkSource(`int first(array_view<int, 1> v) restrict(amp) { return v[0]; }
void run(std::vector<int>& x, std::vector<int>& y) {
  array_view<int, 1> a(8, x), b(8, y);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = first(i[0] > 2 ? a : b); });
}`);
  expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual(['wgsl-unsupported: passing this view to a function is not supported by ampc in kernels']);
});
