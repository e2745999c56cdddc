/**
 * amp functions whose WGSL depends on the calling kernel (a barrier's fences, the thread's
 * ids) are emitted once per kernel, so a helper shared by two kernels is right for both.
 */
import { emitWgsl } from '../../src/codegen/wgsl/emit-wgsl.js';
import { checkClean } from '../sema/helpers.js';

function wgslOf(text: string): string {
  const result = emitWgsl(checkClean(text));
  expect(result.diagnostics.map((d) => d.message)).toEqual([]);
  return result.code;
}

/** The text of the WGSL function called `name`. */
function functionText(code: string, name: string): string {
  const start = code.indexOf(`fn ${name}(`);
  expect(start).toBeGreaterThanOrEqual(0);
  return code.slice(start, code.indexOf('\n}', start) + 2);
}

const twoKernels = `void sync(tiled_index<4> t) restrict(amp) { t.barrier.wait(); }
int lid(tiled_index<4> t) restrict(amp) { return t.local[0]; }
int twice(int x) restrict(amp) { return 2 * x; }
void run(std::vector<int>& a, std::vector<int>& b) {
  array_view<const int, 1> in(8, b);
  array_view<int, 1> out(8, a);
  parallel_for_each(out.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    int x = in[t.global];
    sync(t);
    out[t.global] = twice(x) + lid(t);
  });
  parallel_for_each(out.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    int x = out[t.global];
    sync(t);
    out[t.global] = twice(x + out[(t.global[0] + 1) % 8]);
  });
}`;

test('a barrier helper shared by two kernels has the fences of each kernel', () => {
  const code = wgslOf(twoKernels);
  // The first kernel only reads `in` and only writes `out`: a tile_static fence is enough.
  expect(functionText(code, 'sync_run_kernel0')).not.toContain('storageBarrier');
  expect(functionText(code, 'sync_run_kernel0')).toContain('workgroupBarrier();');
  // The second reads and writes `out`: its threads communicate through global memory.
  expect(functionText(code, 'sync_run_kernel1')).toContain('storageBarrier();');
  expect(functionText(code, 'sync_run_kernel1')).toContain('workgroupBarrier();');
});

test('a helper that does not depend on the kernel is emitted once', () => {
  const code = wgslOf(twoKernels);
  expect(code.split('fn twice(').length - 1).toBe(1);
});

test('a helper taking a tiled_index reads the thread ids the entry point saved', () => {
  const code = wgslOf(twoKernels);
  const lid = functionText(code, 'lid_run_kernel0');
  expect(lid.startsWith('fn lid_run_kernel0() -> i32')).toBe(true);
  expect(lid).toContain('thread_local_id.x');
  expect(code).toContain('var<private> thread_local_id: vec3<u32>;');
  const entry = code.slice(code.indexOf('fn run_kernel0('));
  expect(entry.slice(0, entry.indexOf('{'))).toContain('@builtin(local_invocation_id) local_id: vec3<u32>');
  expect(entry).toContain('thread_local_id = local_id;');
});
