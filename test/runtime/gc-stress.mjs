// GC stress for the runtime's WebGPU lifetime handling (run by gc-stress.test.ts):
//   node --expose-gc test/runtime/gc-stress.mjs
// Dawn's Node binding crashes (SIGSEGV / SIGABRT / hang) if the GPU object from
// create() is collected while work is alive; forcing a major GC after every
// submit makes that show at once. Prints "checksum <n>" and "launches <n>",
// then "shutdown-done <epoch ms>" right after shutdown(), and must then exit.
import { ArrayView, AmpArray, Extent, int32, float32, parallelForEach, cout, shutdown } from '../../dist/runtime/index.js';

if (typeof globalThis.gc !== 'function') {
  console.error('run with --expose-gc');
  process.exit(2);
}

const N = 512;
const SCALE = {
  wgsl: `struct Uniforms { domain: vec3<u32>, k: f32 }
    @group(0) @binding(0) var<storage, read> a: array<f32>;
    @group(0) @binding(1) var<storage, read_write> b: array<f32>;
    @group(0) @binding(2) var<uniform> u: Uniforms;
    @compute @workgroup_size(16, 16)
    fn main(@builtin(global_invocation_id) g: vec3<u32>) {
      if (g.x >= u.domain.x || g.y >= u.domain.y) { return; }
      let i = g.y * u.domain.x + g.x;
      b[i] = b[i] + a[i] * u.k;
    }`,
  entryPoint: 'main',
  workgroupSize: [16, 16, 1],
  tiled: false,
  buffers: [{ name: 'a', access: 'read' }, { name: 'b', access: 'read_write' }],
  uniforms: [{ name: 'k', type: 'f32', offset: 12 }],
  uniformSize: 16,
};
const COUNT = {
  wgsl: `struct Uniforms { domain: vec3<u32> }
    @group(0) @binding(0) var<storage, read_write> c: array<i32>;
    @group(0) @binding(1) var<uniform> u: Uniforms;
    @compute @workgroup_size(64)
    fn main(@builtin(global_invocation_id) g: vec3<u32>) {
      if (g.x >= u.domain.x) { return; }
      c[g.x] = c[g.x] + 1;
    }`,
  entryPoint: 'main',
  workgroupSize: [64, 1, 1],
  tiled: false,
  buffers: [{ name: 'c', access: 'read_write' }],
  uniforms: [],
  uniformSize: 16,
};

const extent = new Extent(N, N);
const a = Array.from({ length: N * N }, (_, i) => i % 7);
const launches = 50;
let total = 0;
const counter = new AmpArray(int32, new Extent(1000));
for (let launch = 0; launch < launches; launch++) {
  // Fresh views (and so fresh buffers) every time: plenty of garbage for the collector.
  const b = new Array(N * N).fill(launch);
  const bView = new ArrayView(float32, extent, b);
  await parallelForEach(extent, SCALE, [new ArrayView(float32, extent, a), bView], [2]);
  gc();
  await parallelForEach(new Extent(1000), COUNT, [counter], []);
  gc();
  if (launch % 10 === 9) {
    await bView.synchronize();
    gc();
    // b[i] = launch + 2 * (i % 7)
    for (let i = 0; i < b.length; i += 4099) total += b[i] - launch;
  }
}
const counts = await counter.toArray();
gc();
cout.str('checksum ').int(total).endl();
cout.str('launches ').int(counts[0]).str(' ').int(counts[999]).endl();
await shutdown();
cout.str('shutdown-done ').int(Date.now()).endl();
