/**
 * The WebGPU device: one per process, created on first use.
 *
 * In a browser it comes from `navigator.gpu`; in Node from Dawn's `webgpu`
 * package. Dawn's Node binding has a use-after-free if the `GPU` object that
 * `create()` returns is garbage-collected while anything from it is alive
 * (see shared/notes/webgpu-on-linux.md), so that object is pinned in a module
 * variable and on `globalThis` for the life of the process and never cleared.
 *
 * Errors: WebGPU reports validation errors asynchronously. Pipelines are
 * created inside an error scope and a failure throws at once; errors from
 * launches (bind groups, dispatch) are collected and thrown by the next
 * read-back (`throwDeferredErrors`), so a program never silently reads
 * garbage that a rejected kernel left behind. Each error keeps C++ AMP's class:
 * a validation error is a `runtime_exception`, an out-of-memory error an
 * `out_of_memory`, and a lost device an `accelerator_view_removed`, which every
 * later use of the device throws again until `shutdown()` (a program's arrays
 * lived on the lost device: starting a fresh one would silently lose them).
 */
/// <reference types="@webgpu/types" preserve="true" />
import { AcceleratorViewRemoved, OutOfMemory, RuntimeException } from './exceptions.js';

/** Limits whose WebGPU defaults are below what C++ AMP programs assume (1024 threads, 32 KiB tile_static). */
const RAISED_LIMITS = [
  'maxComputeInvocationsPerWorkgroup',
  'maxComputeWorkgroupSizeX',
  'maxComputeWorkgroupSizeY',
  'maxComputeWorkgroupSizeZ',
  'maxComputeWorkgroupStorageSize',
  'maxStorageBufferBindingSize',
  'maxBufferSize',
  'maxStorageBuffersPerShaderStage',
  'maxComputeWorkgroupsPerDimension',
] as const;

const NO_ADAPTER_HINT =
  'no WebGPU adapter found: WebGPU needs a GPU driver. On Linux without a GPU, install Mesa\'s ' +
  'software Vulkan driver (lavapipe, package mesa-vulkan-drivers; Mesa 25 or newer, e.g. from ' +
  'bookworm-backports, together with libvulkan1); in a browser, enable WebGPU';

declare global {
  // The pin that keeps Dawn's GPU object alive; see the module comment.
  var __ampcPinnedGpu: GPU | undefined;
}

let pinnedGpu: GPU | undefined;
let deviceRequest: Promise<GPUDevice> | undefined;
let liveDevice: GPUDevice | undefined;
let adapterRequest: Promise<GPUAdapter> | undefined;
/** Why the device was lost, when it was lost other than by `shutdown()`. */
let lostMessage: string | null = null;

/** Errors that happened after the call that caused them returned. */
const deferredErrors: RuntimeException[] = [];
/** Error scopes popped but not yet settled. */
const pendingScopes = new Set<Promise<void>>();

function isNode(): boolean {
  const proc = (globalThis as { process?: { versions?: { node?: string } } }).process;
  return typeof proc?.versions?.node === 'string';
}

async function acquireGpu(): Promise<GPU> {
  if (pinnedGpu) return pinnedGpu;
  const browserGpu = (globalThis as { navigator?: { gpu?: GPU } }).navigator?.gpu;
  if (browserGpu) {
    pinnedGpu = browserGpu;
  } else if (isNode()) {
    let dawn: typeof import('webgpu');
    try {
      dawn = await import('webgpu');
    } catch (e) {
      throw new RuntimeException(`could not load the 'webgpu' package (Dawn for Node): ${messageOf(e)}`);
    }
    // The WebGPU constants (GPUBufferUsage, GPUMapMode, ...) as globals, like in a browser.
    Object.assign(globalThis, dawn.globals);
    pinnedGpu = dawn.create([]);
  } else {
    throw new RuntimeException('this environment has no WebGPU (navigator.gpu is missing)');
  }
  globalThis.__ampcPinnedGpu = pinnedGpu;
  return pinnedGpu;
}

/** The process's WebGPU adapter, the one accelerator that runs kernels (requested once). */
export function getAdapter(): Promise<GPUAdapter> {
  if (!adapterRequest) {
    const request = acquireGpu().then(async (gpu) => {
      const adapter = await gpu.requestAdapter({ powerPreference: 'high-performance' });
      if (!adapter) throw new RuntimeException(NO_ADAPTER_HINT);
      return adapter;
    });
    adapterRequest = request;
    request.catch(() => {
      if (adapterRequest === request) adapterRequest = undefined;
    });
  }
  return adapterRequest;
}

/** Whether the device exists (or is being created): C++ AMP's default accelerator is then in use. */
export function deviceStarted(): boolean {
  return deviceRequest !== undefined;
}

async function createDevice(): Promise<GPUDevice> {
  const adapter = await getAdapter();
  const requiredLimits: Record<string, number> = {};
  for (const name of RAISED_LIMITS) {
    const value = adapter.limits[name];
    if (typeof value === 'number') requiredLimits[name] = value;
  }
  let device: GPUDevice;
  try {
    device = await adapter.requestDevice({ label: 'ampc', requiredLimits });
  } catch (e) {
    throw new RuntimeException(`could not create a WebGPU device: ${messageOf(e)}`);
  }
  device.addEventListener('uncapturederror', (event) => {
    deferredErrors.push(exceptionFor((event as GPUUncapturedErrorEvent).error, ''));
  });
  void device.lost.then((info) => {
    // `shutdown()` forgets the device before destroying it: a loss of the live device is real.
    if (liveDevice !== device) return;
    liveDevice = undefined;
    lostMessage = `the WebGPU device was lost (${info.reason}): ${info.message || 'no reason given'}`;
    deferredErrors.push(new AcceleratorViewRemoved(lostMessage));
  });
  liveDevice = device;
  return device;
}

/** The process's device, created on first use; after a device loss, `accelerator_view_removed`. */
export function getDevice(): Promise<GPUDevice> {
  if (lostMessage !== null) return Promise.reject(new AcceleratorViewRemoved(lostMessage));
  if (!deviceRequest) {
    const request = createDevice();
    deviceRequest = request;
    // A failed attempt is not cached: a later call tries again.
    request.catch(() => {
      if (deviceRequest === request) deviceRequest = undefined;
    });
  }
  return deviceRequest;
}

/**
 * Waits for submitted work, destroys the device and waits for it to be lost,
 * so that Dawn stops polling and Node can exit at once. Safe to call twice; a
 * later `getDevice()` creates a fresh device.
 */
export async function shutdown(): Promise<void> {
  lostMessage = null;
  deferredErrors.length = 0;
  // An adapter gives one device: a device after this one needs a fresh adapter.
  adapterRequest = undefined;
  const request = deviceRequest;
  if (!request) return;
  let device: GPUDevice;
  try {
    device = await request;
  } catch {
    return;
  }
  if (deviceRequest === request) deviceRequest = undefined;
  if (liveDevice === device) liveDevice = undefined;
  await device.queue.onSubmittedWorkDone().catch(() => undefined);
  device.destroy();
  await device.lost;
}

/**
 * Runs `create` inside a validation error scope and throws a RuntimeException
 * carrying WebGPU's message if it failed (used for shader modules and pipelines).
 */
export async function withValidation<T>(device: GPUDevice, what: string, create: () => T): Promise<T> {
  device.pushErrorScope('validation');
  let created: T;
  try {
    created = create();
  } finally {
    const error = await device.popErrorScope();
    if (error) throw exceptionFor(error, `${what}: `);
  }
  return created;
}

/**
 * Runs `work` inside a validation error scope without waiting for the verdict;
 * an error is thrown later by `throwDeferredErrors`.
 */
export function withDeferredValidation(device: GPUDevice, what: string, work: () => void): void {
  device.pushErrorScope('validation');
  try {
    work();
  } finally {
    const settled: Promise<void> = device.popErrorScope().then(
      (error) => {
        if (error) deferredErrors.push(exceptionFor(error, `${what}: `));
      },
      (e: unknown) => {
        deferredErrors.push(lostMessage !== null ? new AcceleratorViewRemoved(lostMessage) : new RuntimeException(`${what}: ${messageOf(e)}`));
      },
    );
    pendingScopes.add(settled);
    void settled.then(() => pendingScopes.delete(settled));
  }
}

/** Throws the errors recorded since the last call, if any (waits for pending error scopes first). */
export async function throwDeferredErrors(): Promise<void> {
  if (pendingScopes.size > 0) await Promise.all([...pendingScopes]);
  throwSettledErrors();
}

/** Like `throwDeferredErrors`, but only for errors already known (no waiting). */
export function throwSettledErrors(): void {
  if (lostMessage !== null) {
    deferredErrors.length = 0;
    throw new AcceleratorViewRemoved(lostMessage);
  }
  if (deferredErrors.length > 0) {
    const errors = deferredErrors.splice(0, deferredErrors.length);
    // One exception for all of them, of the class of the first (as the first would have been thrown).
    const first = errors[0]!;
    const message = errors.map((e) => e.message).join('\n');
    throw first instanceof OutOfMemory ? new OutOfMemory(message) : first instanceof AcceleratorViewRemoved ? new AcceleratorViewRemoved(message) : new RuntimeException(message);
  }
}

/** The C++ AMP exception for a WebGPU error: out-of-memory errors are `out_of_memory`, the rest `runtime_exception`. */
function exceptionFor(error: GPUError, prefix: string): RuntimeException {
  const outOfMemory = typeof GPUOutOfMemoryError !== 'undefined' && error instanceof GPUOutOfMemoryError;
  return outOfMemory ? new OutOfMemory(`${prefix}${error.message}`) : new RuntimeException(`${prefix}${error.message}`);
}

export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
