// A translated program's life through runProgram (run by run-program.test.ts):
// prints through cout, launches a kernel, then throws a C++ AMP exception that
// nobody catches. Expected: its text on stdout (and nothing else there), the
// terminate message on stderr, exit code 134.
import { ArrayView, Extent, int32, parallelForEach, cout, runProgram } from '../../dist/runtime/index.js';

const FILL = {
  wgsl: `struct Uniforms { domain: vec3<u32> }
    @group(0) @binding(0) var<storage, read_write> out: array<i32>;
    @group(0) @binding(1) var<uniform> u: Uniforms;
    @compute @workgroup_size(2, 4)
    fn main(@builtin(global_invocation_id) g: vec3<u32>) {
      out[g.y * u.domain.x + g.x] = i32(g.y * 10u + g.x);
    }`,
  entryPoint: 'main',
  workgroupSize: [2, 4, 1],
  tiled: true,
  buffers: [{ name: 'out', access: 'read_write' }],
  uniforms: [],
  uniformSize: 16,
};

const mode = process.argv[2] ?? 'throw';
const code = await runProgram(async () => {
  const data = new Array(8 * 8).fill(0);
  const view = new ArrayView(int32, new Extent(8, 8), data);
  await parallelForEach(new Extent(8, 8).tile(4, 2), FILL, [view], []);
  cout.str('data[7][5] = ').int(await view.get(7, 5)).endl();
  cout.str('unflushed tail');
  if (mode === 'throw') await parallelForEach(new Extent(8, 9).tile(4, 2), FILL, [view], []);
  if (mode === 'return') return 3;
});
process.exitCode = code;
