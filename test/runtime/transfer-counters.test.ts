/**
 * The runtime's transfer counters: the bytes uploaded and read back through
 * array_views, on the real WebGPU device (lavapipe here). The benchmark
 * compares them with the bytes a program's kernels need, so they must count
 * every transfer once and nothing else.
 */
import {
  ArrayView,
  Extent,
  float32,
  parallelForEach,
  resetTransferCounters,
  shutdown,
  transferCounters,
  type Kernel,
} from '../../runtime/index.js';

afterAll(async () => {
  await shutdown();
});

/** output[i] = input[i] * 2. */
const DOUBLE: Kernel = {
  wgsl: `struct Uniforms { domain: vec3<u32> }
    @group(0) @binding(0) var<storage, read> input: array<f32>;
    @group(0) @binding(1) var<storage, read_write> output: array<f32>;
    @group(0) @binding(2) var<uniform> u: Uniforms;
    @compute @workgroup_size(64)
    fn main(@builtin(global_invocation_id) g: vec3<u32>) {
      if (g.x >= u.domain.x) { return; }
      output[g.x] = input[g.x] * 2.0;
    }`,
  entryPoint: 'main',
  workgroupSize: [64, 1, 1],
  tiled: false,
  buffers: [
    { name: 'input', access: 'read' },
    { name: 'output', access: 'read_write' },
  ],
  uniforms: [],
  uniformSize: 16,
};

function counts() {
  return { ...transferCounters };
}

describe('transfer counters', () => {
  test('count an upload per input, none for a discarded output, and the read-back', async () => {
    const n = 100;
    const input = new ArrayView(float32, new Extent(n), Array.from({ length: n }, (_, i) => i));
    const output = new ArrayView(float32, new Extent(n), new Array<number>(n).fill(0));
    output.discardData();
    resetTransferCounters();
    await parallelForEach(new Extent(n), DOUBLE, [input, output], []);
    expect(counts()).toEqual({ uploads: 1, uploadedBytes: 4 * n, downloads: 0, downloadedBytes: 0 });
    await output.synchronize();
    expect(counts()).toEqual({ uploads: 1, uploadedBytes: 4 * n, downloads: 1, downloadedBytes: 4 * n });
    expect(await output.get(7)).toBe(14);
  });

  test('a second launch on unchanged data moves nothing; an output not discarded is uploaded', async () => {
    const n = 64;
    const input = new ArrayView(float32, new Extent(n), new Array<number>(n).fill(1));
    const output = new ArrayView(float32, new Extent(n), new Array<number>(n).fill(0));
    resetTransferCounters();
    await parallelForEach(new Extent(n), DOUBLE, [input, output], []);
    expect(counts()).toEqual({ uploads: 2, uploadedBytes: 8 * n, downloads: 0, downloadedBytes: 0 });
    await parallelForEach(new Extent(n), DOUBLE, [input, output], []);
    expect(counts().uploadedBytes).toBe(8 * n);
    await output.synchronize();
    // Reading again without a kernel in between needs no transfer.
    await output.synchronize();
    expect(counts()).toEqual({ uploads: 2, uploadedBytes: 8 * n, downloads: 1, downloadedBytes: 4 * n });
  });

  test('reset sets every counter to zero', () => {
    transferCounters.uploads = 3;
    transferCounters.downloadedBytes = 12;
    resetTransferCounters();
    expect(counts()).toEqual({ uploads: 0, uploadedBytes: 0, downloads: 0, downloadedBytes: 0 });
  });
});
