import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getDevice, shutdown } from '../../runtime/device.js';
import { ArrayView, Extent, int32, parallelForEach, type Kernel } from '../../runtime/index.js';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

afterAll(async () => {
  await shutdown();
});

describe('getDevice', () => {
  it('returns one device, with the limits C++ AMP programs need', async () => {
    const device = await getDevice();
    expect(await getDevice()).toBe(device);
    expect(device.limits.maxComputeInvocationsPerWorkgroup).toBeGreaterThanOrEqual(1024);
    expect(device.limits.maxComputeWorkgroupStorageSize).toBeGreaterThanOrEqual(32768);
    expect(device.limits.maxComputeWorkgroupSizeX).toBeGreaterThanOrEqual(1024);
  });

  it('pins the GPU object on globalThis', async () => {
    await getDevice();
    expect(globalThis.__ampcPinnedGpu).toBeDefined();
  });

  it('throws a RuntimeException with a hint when there is no adapter', () => {
    const runtime = here('../../dist/runtime/index.js');
    if (!existsSync(runtime)) throw new Error('dist/runtime is missing: run `npm run build` first');
    const script = `
      const { getDevice, RuntimeException } = await import(${JSON.stringify(runtime)});
      try { await getDevice(); console.log('unexpected device'); }
      catch (e) { console.log(e instanceof RuntimeException, e.message); }`;
    // Point the Vulkan loader at no driver at all.
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, XDG_RUNTIME_DIR: '/tmp', VK_ICD_FILENAMES: '/nonexistent-icd.json', VK_DRIVER_FILES: '/nonexistent-icd.json' },
      timeout: 30_000,
    });
    expect(result.stdout).toMatch(/^true no WebGPU adapter found: .*lavapipe/);
    expect(result.status).toBe(0);
  });
});

describe('shutdown', () => {
  it('is safe twice, and a later getDevice() starts a fresh device that works', async () => {
    const first = await getDevice();
    await shutdown();
    await shutdown();
    const second = await getDevice();
    expect(second).not.toBe(first);
    const k: Kernel = {
      wgsl: `struct U { domain: vec3<u32> }
        @group(0) @binding(0) var<storage, read_write> d: array<i32>;
        @group(0) @binding(1) var<uniform> u: U;
        @compute @workgroup_size(1) fn main() { d[0] = 77; }`,
      entryPoint: 'main',
      workgroupSize: [1, 1, 1],
      tiled: false,
      buffers: [{ name: 'd', access: 'read_write' }],
      uniforms: [],
      uniformSize: 16,
    };
    const view = new ArrayView(int32, new Extent(1), [0]);
    await parallelForEach(new Extent(1), k, [view], []);
    expect(await view.get(0)).toBe(77);
  });
});
