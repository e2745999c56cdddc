/**
 * Checks the machine, not ampc: Dawn (the `webgpu` package) finds a WebGPU adapter and runs
 * a compute shader. When this fails, every runtime test would fail too, for the same reason.
 */
import { create, globals } from 'webgpu';

// The GPU object owns the Dawn instance; dawn.node's event loop keeps a raw pointer to it, so
// it must stay reachable while any adapter, device or promise from it lives, or the next
// poll reads freed memory (see /work/shared/notes/webgpu-on-linux.md). A module-level
// variable that the hooks below read keeps it alive for the whole file.
const gpu: GPU = create([]);

// Node has no browser globals; the flag objects come from the binding itself.
const { GPUBufferUsage: bufferUsage, GPUMapMode: mapMode } = globals as {
  GPUBufferUsage: typeof GPUBufferUsage;
  GPUMapMode: typeof GPUMapMode;
};

const noAdapterMessage =
  'No WebGPU adapter found. Dawn needs a Vulkan driver it accepts (on machines without a ' +
  'GPU: Mesa >= 23 lavapipe from bookworm-backports). Run `bash scripts/setup.sh`.';

let adapter: GPUAdapter | null | undefined;
let device: GPUDevice | undefined;

async function requireAdapter(): Promise<GPUAdapter> {
  adapter ??= await gpu.requestAdapter();
  if (adapter === null) throw new Error(noAdapterMessage);
  return adapter;
}

async function requireDevice(): Promise<GPUDevice> {
  device ??= await (await requireAdapter()).requestDevice();
  return device;
}

afterAll(async () => {
  // Lets the process exit promptly: a pending `device.lost` keeps Dawn polling.
  if (device !== undefined) {
    await device.queue.onSubmittedWorkDone();
    device.destroy();
    await device.lost;
  }
  // Reading the pin here keeps it reachable until the device is gone.
  expect(gpu).toBeDefined();
});

const doublingShader = /* wgsl */ `
@group(0) @binding(0) var<storage, read_write> values: array<f32>;

@compute @workgroup_size(4)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
  values[id.x] = values[id.x] * 2.0;
}
`;

describe('WebGPU environment', () => {
  it('finds an adapter', async () => {
    const found = await requireAdapter();
    expect(found.features).toBeDefined();
    expect(found.limits.maxComputeWorkgroupSizeX).toBeGreaterThanOrEqual(4);
  });

  it('round-trips four numbers through a compute shader that doubles them', async () => {
    const gpuDevice = await requireDevice();
    const input = new Float32Array([1, -2.5, 3, 1024]);
    const expected = [2, -5, 6, 2048];

    gpuDevice.pushErrorScope('validation');
    const module = gpuDevice.createShaderModule({ code: doublingShader });
    const compilation = await module.getCompilationInfo();
    const pipeline = gpuDevice.createComputePipeline({
      layout: 'auto',
      compute: { module, entryPoint: 'main' },
    });
    const storage = gpuDevice.createBuffer({
      size: input.byteLength,
      usage: bufferUsage.STORAGE | bufferUsage.COPY_SRC | bufferUsage.COPY_DST,
    });
    const readback = gpuDevice.createBuffer({
      size: input.byteLength,
      usage: bufferUsage.MAP_READ | bufferUsage.COPY_DST,
    });
    const bindGroup = gpuDevice.createBindGroup({
      layout: pipeline.getBindGroupLayout(0),
      entries: [{ binding: 0, resource: { buffer: storage } }],
    });
    gpuDevice.queue.writeBuffer(storage, 0, input);

    const encoder = gpuDevice.createCommandEncoder();
    const pass = encoder.beginComputePass();
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, bindGroup);
    pass.dispatchWorkgroups(1);
    pass.end();
    encoder.copyBufferToBuffer(storage, 0, readback, 0, input.byteLength);
    gpuDevice.queue.submit([encoder.finish()]);
    const validationError = await gpuDevice.popErrorScope();

    const shaderErrors = compilation.messages
      .filter((message) => message.type === 'error')
      .map((message) => `${message.lineNum}:${message.linePos} ${message.message}`);
    expect(shaderErrors).toEqual([]);
    expect(validationError?.message).toBeUndefined();

    await readback.mapAsync(mapMode.READ);
    const output = Array.from(new Float32Array(readback.getMappedRange().slice(0)));
    readback.unmap();
    storage.destroy();
    readback.destroy();

    expect(output).toEqual(expected);
  });
});
