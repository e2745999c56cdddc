/**
 * A container larger than one storage buffer may be is C++ AMP's `out_of_memory` (a
 * `runtime_exception`) whose message names the WebGPU limit and the size, thrown before WebGPU
 * sees the buffer: never a Dawn validation error, never a kernel that silently sees a prefix.
 */
import { getDevice, shutdown } from '../../runtime/device.js';
import { createStorageBuffer } from '../../runtime/transfer.js';
import { ArrayView, Extent, OutOfMemory, RuntimeException, float32, parallelForEach, type Kernel } from '../../runtime/index.js';

beforeAll(async () => {
  // Defines WebGPU's constants (GPUBufferUsage) in Node.
  await getDevice();
});

afterAll(async () => {
  await shutdown();
});

/** A device with the given limits that records the buffers it is asked for. */
function fakeDevice(maxBufferSize: number, maxStorageBufferBindingSize: number): { device: GPUDevice; sizes: number[] } {
  const sizes: number[] = [];
  const device = {
    limits: { maxBufferSize, maxStorageBufferBindingSize },
    createBuffer: (descriptor: GPUBufferDescriptor) => {
      sizes.push(descriptor.size);
      return { label: descriptor.label } as GPUBuffer;
    },
  } as unknown as GPUDevice;
  return { device, sizes };
}

describe('the size limits of one buffer', () => {
  it('allows a buffer of exactly the limit', () => {
    const { device, sizes } = fakeDevice(1024, 4096);
    createStorageBuffer(device, 1024, 'at the limit');
    expect(sizes).toEqual([1024]);
  });

  it('names maxBufferSize when it is the smaller limit', () => {
    const { device, sizes } = fakeDevice(1024, 4096);
    const make = () => createStorageBuffer(device, 1025, 'array<int,1> of extent (257)');
    expect(make).toThrow(OutOfMemory);
    expect(make).toThrow(RuntimeException);
    // 1025 bytes round up to whole 4-byte words.
    expect(make).toThrow('array<int,1> of extent (257) needs a 1028-byte GPU buffer, but this device allows at most 1024 bytes per storage buffer (maxBufferSize)');
    expect(sizes).toEqual([]);
  });

  it('names maxStorageBufferBindingSize when it is the smaller limit', () => {
    const { device } = fakeDevice(1 << 20, 4096);
    expect(() => createStorageBuffer(device, 8192, 'v')).toThrow(/8192-byte GPU buffer, but this device allows at most 4096 bytes per storage buffer \(maxStorageBufferBindingSize\)/);
  });

  it('a view of 2^26 floats (256 MiB) runs where the device allows it, and is out_of_memory naming the limit where not', async () => {
    const device = await getDevice();
    const limit = Math.min(device.limits.maxBufferSize, device.limits.maxStorageBufferBindingSize);
    const n = 2 ** 26;
    // Pushed, not `new Array(n).fill(1)`: V8 keeps an array that large made by length as a slow dictionary.
    const host: number[] = [];
    for (let i = 0; i < n; i++) host.push(1);
    const view = new ArrayView(float32, new Extent(n), host);
    const doubling: Kernel = {
      wgsl: `struct U { domain: vec3<u32> }
        @group(0) @binding(0) var<storage, read_write> d: array<f32>;
        @group(0) @binding(1) var<uniform> u: U;
        override fold_x: bool = false;
        @compute @workgroup_size(256)
        fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) w: vec3<u32>) {
          let x = id.x + select(0u, id.y * w.x * 256u, fold_x);
          if (x < u.domain.x) { d[x] = d[x] * 2.0; }
        }`,
      entryPoint: 'main', workgroupSize: [256, 1, 1], tiled: false,
      buffers: [{ name: 'd', access: 'read_write' }], uniforms: [], uniformSize: 16, folds: ['fold_x'],
    };
    const launch = parallelForEach(new Extent(n), doubling, [view], []);
    if (4 * n > limit) {
      await expect(launch).rejects.toThrow(OutOfMemory);
      await expect(parallelForEach(new Extent(n), doubling, [view], [])).rejects.toThrow(
        new RegExp(`needs a ${4 * n}-byte GPU buffer, but this device allows at most ${limit} bytes per storage buffer \\(max(StorageBufferBindingSize|BufferSize)\\)`),
      );
    } else {
      await launch;
      await view.synchronize();
      expect([host[0], host[n / 2], host[n - 1]]).toEqual([2, 2, 2]);
    }
  });
});
