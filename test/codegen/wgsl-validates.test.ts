/**
 * Dawn (the WGSL implementation Node and Chromium use) accepts the WGSL ampc emits for every
 * sample: the shader module compiles with no message at all — not even a warning, since a
 * warning in a generated kernel is a codegen bug the user cannot fix — and every entry point
 * makes a compute pipeline with an automatic layout.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create } from 'webgpu';
import { compile, type CompileOptions } from '../../src/driver.js';

// The GPU object owns the Dawn instance; dawn.node's event loop keeps a raw pointer to it, so
// it must stay reachable while any adapter, device or promise from it lives, or the next poll
// reads freed memory (see /work/shared/notes/webgpu-on-linux.md). afterAll reads it last.
const gpu: GPU = create([]);

const samplesDir = fileURLToPath(new URL('../../samples/', import.meta.url));

interface SampleCase {
  name: string;
  file: string;
  defines: ReadonlyMap<string, string>;
}

const plainSamples: SampleCase[] = readdirSync(samplesDir)
  .filter((entry) => entry.endsWith('.cpp'))
  .sort()
  .map((entry) => ({ name: basename(entry, '.cpp'), file: join(samplesDir, entry), defines: new Map<string, string>() }));

// sampling-example's tile size is a macro; 4 gives different tile_static arrays and workgroup sizes.
const samples: SampleCase[] = [
  ...plainSamples,
  { name: 'sampling-example -D SAMPLESIZE=4', file: join(samplesDir, 'sampling-example.cpp'), defines: new Map([['SAMPLESIZE', '4']]) },
];

const noAdapterMessage =
  'No WebGPU adapter found: Dawn needs a Vulkan driver it accepts (on machines without a GPU: ' +
  'Mesa >= 23 lavapipe from bookworm-backports, see /work/shared/notes/webgpu-on-linux.md). ' +
  'This test fails rather than skips without one, in CI and elsewhere.';

let devicePromise: Promise<GPUDevice> | undefined;

/** One device for the whole file; a missing adapter fails each test that needs it (never a skip). */
function requireDevice(): Promise<GPUDevice> {
  devicePromise ??= (async () => {
    const adapter = await gpu.requestAdapter();
    if (adapter === null) throw new Error(noAdapterMessage);
    return adapter.requestDevice();
  })();
  return devicePromise;
}

afterAll(async () => {
  if (devicePromise !== undefined) {
    const device = await devicePromise.catch(() => undefined);
    if (device !== undefined) {
      // A pending `device.lost` keeps Dawn polling and the worker alive after the tests.
      await device.queue.onSubmittedWorkDone();
      device.destroy();
      await device.lost;
    }
  }
  // Reading the pin here keeps it reachable until the device is gone.
  expect(gpu).toBeDefined();
});

function compileSample(sample: SampleCase): string {
  const options: CompileOptions = { defines: sample.defines };
  const result = compile(sample.file, readFileSync(sample.file, 'utf8'), options);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.span.start.line}:${d.span.start.column} ${d.message}`);
  expect(errors).toEqual([]);
  if (result.output === null) throw new Error(`${sample.name}: the compiler produced no output`);
  return result.output.wgsl;
}

/** The names of the `@compute` functions: each `fn NAME(` that follows an `@compute` attribute. */
function computeEntryPoints(wgsl: string): string[] {
  return [...wgsl.matchAll(/@compute\b[\s\S]*?\bfn\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(/g)].map((match) => match[1]!);
}

describe('computeEntryPoints', () => {
  it('finds each @compute function after its attributes, and no other function', () => {
    const wgsl = [
      'fn helper(x: i32) -> i32 { return x; }',
      '@compute @workgroup_size(2, 3, 1)',
      'fn first(@builtin(global_invocation_id) id: vec3<u32>) {}',
      'fn other() {}',
      '@compute',
      '@workgroup_size(1)',
      'fn second() {}',
    ].join('\n');
    expect(computeEntryPoints(wgsl)).toEqual(['first', 'second']);
  });
});

describe('Dawn accepts the WGSL emitted for each sample', () => {
  it('covers every sample (a renamed or empty samples folder would make this file test nothing)', () => {
    expect(plainSamples.map((s) => s.name)).toEqual(expect.arrayContaining(['tiling-description', 'sampling-example', 'matmul-tile-static']));
  });

  test.each(samples.map((sample) => [sample.name, sample] as const))('%s', async (_name, sample) => {
    const wgsl = compileSample(sample);
    const entryPoints = computeEntryPoints(wgsl);
    // Every sample launches at least one parallel_for_each.
    expect(entryPoints.length).toBeGreaterThan(0);

    const device = await requireDevice();
    device.pushErrorScope('validation');
    const module = device.createShaderModule({ code: wgsl });
    const info = await module.getCompilationInfo();
    const moduleError = await device.popErrorScope();
    const messages = info.messages.map((m) => `${m.type} ${m.lineNum}:${m.linePos} ${m.message}`);
    expect(messages).toEqual([]);
    expect(moduleError?.message).toBeUndefined();

    const pipelineErrors: string[] = [];
    for (const entryPoint of entryPoints) {
      device.pushErrorScope('validation');
      device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint } });
      const pipelineError = await device.popErrorScope();
      if (pipelineError !== null) pipelineErrors.push(`${entryPoint}: ${pipelineError.message}`);
    }
    expect(pipelineErrors).toEqual([]);
  });
});
