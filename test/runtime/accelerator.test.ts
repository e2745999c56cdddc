/**
 * What the accelerator reports comes from the WebGPU adapter, and WebGPU's errors reach the
 * program as C++ AMP's exception classes.
 */
import { getAdapter, getDevice, shutdown } from '../../runtime/device.js';
import { createStorageBuffer } from '../../runtime/transfer.js';
import {
  Accelerator, AcceleratorViewRemoved, AmpArray, ArrayView, CompletionFuture, Extent, OutOfMemory, RuntimeException, int32, parallelForEach, type Kernel,
} from '../../runtime/index.js';
import { adapterFacts } from '../../runtime/accelerator.js';

afterAll(async () => {
  await shutdown();
});

/** A kernel writing `body` into d[0]; `body` may be invalid WGSL. */
function kernel(body: string): Kernel {
  return {
    wgsl: `struct U { domain: vec3<u32> }
      @group(0) @binding(0) var<storage, read_write> d: array<i32>;
      @group(0) @binding(1) var<uniform> u: U;
      @compute @workgroup_size(1) fn main() { d[0] = ${body}; }`,
    entryPoint: 'main', workgroupSize: [1, 1, 1], tiled: false,
    buffers: [{ name: 'd', access: 'read_write' }], uniforms: [], uniformSize: 16,
  };
}

describe('accelerator', () => {
  it("reports the WebGPU adapter's own information", async () => {
    const adapter = await getAdapter();
    const info = adapter.info;
    const gpu = (await Accelerator.getAll())[0]!;
    const expectedDescription = info.description || [info.vendor, info.architecture, info.device].filter((p) => p).join(' ');
    expect(gpu.description).toBe(expectedDescription);
    expect(gpu.devicePath.startsWith('webgpu\\')).toBe(true);
    if (info.vendor) expect(gpu.devicePath).toContain(info.vendor);
    const fallback = (info as { isFallbackAdapter?: boolean }).isFallbackAdapter ?? (adapter as { isFallbackAdapter?: boolean }).isFallbackAdapter ?? false;
    expect(gpu.isEmulated).toBe(fallback);
    expect(gpu.dedicatedMemory).toBe(Math.floor(adapter.limits.maxBufferSize / 1024));
    expect(gpu.supportsDoublePrecision).toBe(false);
    expect(gpu.supportsLimitedDoublePrecision).toBe(false);
    expect(gpu.facts).toEqual(adapterFacts(adapter));
  });

  it('has the default accelerator first and the CPU accelerator second', async () => {
    const all = await Accelerator.getAll();
    expect(all.map((a) => a.devicePath)).toEqual([all[0]!.devicePath, 'cpu']);
    expect((await Accelerator.create()).equals(all[0]!)).toBe(true);
    expect((await Accelerator.create(all[0]!.devicePath)).equals(all[0]!)).toBe(true);
    const cpu = await Accelerator.create('cpu');
    expect([cpu.isEmulated, cpu.dedicatedMemory, cpu.equals(all[0]!)]).toEqual([true, 0, false]);
    expect(() => cpu.getDefaultView().checkLaunch()).toThrow(RuntimeException);
    expect(() => all[0]!.getDefaultView().checkLaunch()).not.toThrow();
  });

  it('throws runtime_exception for a device path it does not have', async () => {
    await expect(Accelerator.create('direct3d\\ref')).rejects.toThrow(RuntimeException);
    await expect(Accelerator.create('direct3d\\warp')).rejects.toThrow(/no accelerator with the device path 'direct3d\\warp'/);
  });
});

describe('errors as C++ AMP exceptions', () => {
  it("a validation error is a runtime_exception carrying WebGPU's text", async () => {
    const view = new ArrayView(int32, new Extent(1), [0]);
    const failure = parallelForEach(new Extent(1), kernel('undeclared_name_xyz'), [view], []);
    await expect(failure).rejects.toThrow(RuntimeException);
    await expect(parallelForEach(new Extent(1), kernel('undeclared_name_xyz'), [view], [])).rejects.toThrow(/undeclared_name_xyz/);
  });

  it('an array on the CPU accelerator (a staging array) cannot be used by a kernel: runtime_exception', async () => {
    const cpu = (await Accelerator.create('cpu')).getDefaultView();
    const gpu = (await Accelerator.create()).getDefaultView();
    const staging = new AmpArray(int32, new Extent(1)).on(cpu, gpu);
    expect(await staging.getAcceleratorView()).toBe(cpu);
    expect(await staging.getAssociatedAcceleratorView()).toBe(gpu);
    await expect(parallelForEach(new Extent(1), kernel('7'), [staging], [])).rejects.toThrow(/on the accelerator 'cpu', which cannot run kernels/);
    // On the GPU's view, the same array works.
    const onGpu = new AmpArray(int32, new Extent(1)).on(gpu);
    await parallelForEach(new Extent(1), kernel('7'), [onGpu], []);
    expect(await onGpu.get(0)).toBe(7);
    expect(await new AmpArray(int32, new Extent(1)).getAcceleratorView()).toBe(gpu);
  });

  it('a buffer larger than the device allows is out_of_memory', async () => {
    const device = await getDevice();
    const tooBig = Math.min(device.limits.maxBufferSize, device.limits.maxStorageBufferBindingSize) + 4;
    expect(() => createStorageBuffer(device, tooBig, 'huge')).toThrow(OutOfMemory);
  });

  it('a lost device is accelerator_view_removed, for every later use, until shutdown', async () => {
    const view = new ArrayView(int32, new Extent(1), [0]);
    await parallelForEach(new Extent(1), kernel('5'), [view], []);
    expect(await view.get(0)).toBe(5);
    // Lost from under the runtime (not by shutdown()): what a driver reset looks like to it.
    const device = await getDevice();
    device.destroy();
    await device.lost;
    await expect(getDevice()).rejects.toThrow(AcceleratorViewRemoved);
    await expect(parallelForEach(new Extent(1), kernel('6'), [view], [])).rejects.toThrow(AcceleratorViewRemoved);
    await shutdown();
    const fresh = new ArrayView(int32, new Extent(1), [0]);
    await parallelForEach(new Extent(1), kernel('7'), [fresh], []);
    expect(await fresh.get(0)).toBe(7);
  });
});

describe('completion_future', () => {
  it('is ready once its work has finished, and get() rethrows what the work threw', async () => {
    let finish!: () => void;
    const future = new CompletionFuture(new Promise<void>((resolve) => { finish = resolve; }));
    expect([future.valid(), future.isReady()]).toEqual([true, false]);
    const order: string[] = [];
    future.then(() => order.push('then'));
    finish();
    await future.wait();
    expect(future.isReady()).toBe(true);
    expect(order).toEqual(['then']);
    const failed = CompletionFuture.run(async () => { throw new RuntimeException('copy failed'); });
    await failed.wait();
    await expect(failed.get()).rejects.toThrow('copy failed');
    expect(new CompletionFuture().valid()).toBe(false);
  });
});
