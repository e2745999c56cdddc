/**
 * Dawn validation for tests: a device, and the messages Dawn has about a WGSL module and the
 * compute pipelines of its entry points. Free of jest, so the offline fuzzer (test/fuzz/cli.ts)
 * uses it too; a test file gets its device through `useDawnDevice` (dawn-device.ts).
 *
 * A test file that needs the adapter fails without one (never skips): on a machine with no GPU
 * Dawn needs lavapipe, see /work/shared/notes/webgpu-on-linux.md.
 */
const noAdapterMessage =
  'No WebGPU adapter found: Dawn needs a Vulkan driver it accepts (on machines without a GPU: ' +
  'Mesa >= 23 lavapipe from bookworm-backports, see /work/shared/notes/webgpu-on-linux.md). ' +
  'This test fails rather than skips without one, in CI and elsewhere.';

/** The limits a kernel may need beyond the defaults; the runtime requests the adapter's own. */
const computeLimits = [
  'maxComputeInvocationsPerWorkgroup', 'maxComputeWorkgroupSizeX', 'maxComputeWorkgroupSizeY', 'maxComputeWorkgroupSizeZ',
  'maxComputeWorkgroupStorageSize', 'maxStorageBufferBindingSize', 'maxBufferSize', 'maxStorageBuffersPerShaderStage',
  'maxComputeWorkgroupsPerDimension',
] as const;

export interface DawnDeviceOptions {
  /** Request the adapter's highest compute limits, as the runtime does, rather than WebGPU's defaults. */
  adapterLimits?: boolean;
}

/** A device from `gpu`'s adapter; rejects, never skips, when there is no adapter. */
export async function requestDawnDevice(gpu: GPU, options: DawnDeviceOptions = {}): Promise<GPUDevice> {
  const adapter = await gpu.requestAdapter();
  if (adapter === null) throw new Error(noAdapterMessage);
  if (!options.adapterLimits) return adapter.requestDevice();
  const requiredLimits: Record<string, number> = {};
  for (const name of computeLimits) requiredLimits[name] = adapter.limits[name];
  return adapter.requestDevice({ requiredLimits });
}

/** The names of the `@compute` functions: each `fn NAME(` that follows an `@compute` attribute. */
export function computeEntryPoints(wgsl: string): string[] {
  return [...wgsl.matchAll(/@compute\b[\s\S]*?\bfn\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(/g)].map((match) => match[1]!);
}

/**
 * Everything Dawn says about a module: its compilation messages (warnings too: a warning in a
 * generated kernel is a codegen bug the user cannot fix), a validation error creating it, and
 * the validation error of each entry point's compute pipeline (automatic layout), named.
 * Empty when Dawn takes it all silently.
 */
export async function dawnMessages(device: GPUDevice, wgsl: string): Promise<string[]> {
  device.pushErrorScope('validation');
  const module = device.createShaderModule({ code: wgsl });
  const info = await module.getCompilationInfo();
  const moduleError = await device.popErrorScope();
  const messages = info.messages.map((m) => `${m.type} ${m.lineNum}:${m.linePos} ${m.message}`);
  if (moduleError !== null) messages.push(`module: ${moduleError.message}`);
  for (const entryPoint of computeEntryPoints(wgsl)) {
    device.pushErrorScope('validation');
    device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint } });
    const pipelineError = await device.popErrorScope();
    if (pipelineError !== null) messages.push(`${entryPoint}: ${pipelineError.message}`);
  }
  return messages;
}
