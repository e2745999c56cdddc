/**
 * C++ AMP's `accelerator`, `accelerator_view` and `completion_future` over WebGPU.
 *
 * There are two accelerators, as on a C++ AMP machine with one GPU:
 * - the WebGPU adapter, the default one, which runs kernels. What it reports comes from the
 *   adapter: its description, `is_emulated` (a fallback adapter, such as lavapipe or
 *   SwiftShader, emulates a GPU on the CPU), and `dedicated_memory`. WebGPU exposes no memory
 *   size, so that is the largest buffer the device allows (`maxBufferSize`), in KB: the most
 *   one container can use. `supports_double_precision` is false: WGSL has no `f64`. So is
 *   `supports_limited_double_precision`: the hardware has no doubles at all, and a program
 *   that checks either takes its float path, which computes on the GPU what it asks for.
 * - `cpu_accelerator` (device path "cpu"), which C++ AMP has for staging data on the host; it
 *   cannot run kernels (`parallel_for_each` on its view throws `runtime_exception`, as C++ AMP
 *   does).
 * `direct3d\warp` and `direct3d\ref` are Direct3D's software devices, which WebGPU does not have:
 * constructing them throws `runtime_exception`.
 *
 * The runtime submits each launch and copy at once, so `flush()` has nothing to do; `wait()`
 * waits for everything submitted and reports the errors WebGPU gave for it.
 */
/// <reference types="@webgpu/types" preserve="true" />
import { deviceStarted, getAdapter, getDevice, throwDeferredErrors } from './device.js';
import { RuntimeException } from './exceptions.js';

/** `accelerator::default_accelerator` and the other well-known device paths. */
export const DEFAULT_ACCELERATOR = 'default';
export const CPU_ACCELERATOR = 'cpu';
export const DIRECT3D_WARP = 'direct3d\\warp';
export const DIRECT3D_REF = 'direct3d\\ref';

/** What an accelerator reports (C++ AMP's `get_*` properties). */
export interface AcceleratorFacts {
  readonly devicePath: string;
  readonly description: string;
  /** In KB, as C++ AMP reports it. */
  readonly dedicatedMemory: number;
  readonly supportsDoublePrecision: boolean;
  readonly supportsLimitedDoublePrecision: boolean;
  readonly hasDisplay: boolean;
  readonly isEmulated: boolean;
  readonly isDebug: boolean;
  /** Major version in the high 16 bits, minor in the low 16 (C++ AMP's `get_version()`). */
  readonly version: number;
  /** Whether kernels can run on it (the CPU accelerator only holds data). */
  readonly runsKernels: boolean;
  readonly supportsCpuSharedMemory: boolean;
}

const CPU_FACTS: AcceleratorFacts = {
  devicePath: CPU_ACCELERATOR,
  description: 'CPU accelerator',
  dedicatedMemory: 0,
  supportsDoublePrecision: false,
  supportsLimitedDoublePrecision: false,
  hasDisplay: false,
  isEmulated: true,
  isDebug: false,
  version: 0x10000,
  runsKernels: false,
  supportsCpuSharedMemory: true,
};

/** The facts of a WebGPU adapter. Exported for the runtime's tests. */
export function adapterFacts(adapter: GPUAdapter): AcceleratorFacts {
  const info = adapter.info;
  const parts = [info.vendor, info.architecture, info.device].filter((p) => p !== '');
  const fallback = (info as { isFallbackAdapter?: boolean }).isFallbackAdapter
    ?? (adapter as { isFallbackAdapter?: boolean }).isFallbackAdapter ?? false;
  return {
    // Path-like, as C++ AMP's device paths are, and stable for one adapter.
    devicePath: `webgpu\\${parts.length > 0 ? parts.join('\\') : 'adapter'}`,
    description: info.description || parts.join(' ') || 'WebGPU adapter',
    dedicatedMemory: Math.floor(adapter.limits.maxBufferSize / 1024),
    supportsDoublePrecision: false,
    supportsLimitedDoublePrecision: false,
    hasDisplay: false,
    isEmulated: fallback,
    isDebug: false,
    version: 0x10000,
    runsKernels: true,
    supportsCpuSharedMemory: false,
  };
}

let gpuFactsRequest: Promise<AcceleratorFacts> | undefined;
/** Set by `accelerator()` and by the device starting: `set_default` fails from then on. */
let defaultInUse = false;

function gpuFacts(): Promise<AcceleratorFacts> {
  if (!gpuFactsRequest) {
    const request = getAdapter().then(adapterFacts);
    gpuFactsRequest = request;
    request.catch(() => {
      if (gpuFactsRequest === request) gpuFactsRequest = undefined;
    });
  }
  return gpuFactsRequest;
}

/** `concurrency::accelerator`. Copies share the accelerator, as in C++ AMP. */
export class Accelerator {
  readonly facts: AcceleratorFacts;
  private defaultView: AcceleratorView | undefined;
  private static readonly byPath = new Map<string, Accelerator>();

  private constructor(facts: AcceleratorFacts) {
    this.facts = facts;
  }

  private static of(facts: AcceleratorFacts): Accelerator {
    let found = Accelerator.byPath.get(facts.devicePath);
    if (!found || found.facts !== facts) {
      found = new Accelerator(facts);
      Accelerator.byPath.set(facts.devicePath, found);
    }
    return found;
  }

  /** `accelerator()` (the default) and `accelerator(path)`; an unknown path throws runtime_exception. */
  static async create(path: string = DEFAULT_ACCELERATOR): Promise<Accelerator> {
    if (path === CPU_ACCELERATOR) return Accelerator.of(CPU_FACTS);
    const gpu = await gpuFacts();
    if (path === DEFAULT_ACCELERATOR) {
      defaultInUse = true;
      return Accelerator.of(gpu);
    }
    if (path === gpu.devicePath) return Accelerator.of(gpu);
    throw new RuntimeException(`there is no accelerator with the device path '${path}' (ampc has '${gpu.devicePath}' and '${CPU_ACCELERATOR}')`);
  }

  /** `accelerator::get_all()`: the WebGPU adapter, then the CPU accelerator. */
  static async getAll(): Promise<Accelerator[]> {
    return [Accelerator.of(await gpuFacts()), Accelerator.of(CPU_FACTS)];
  }

  /**
   * `accelerator::set_default(path)`: true when the default becomes that accelerator. Only the
   * WebGPU adapter can run kernels, so it is the only possible default; C++ AMP also refuses once
   * the default is in use (an `accelerator()` was made or the runtime started).
   */
  static async setDefault(path: string): Promise<boolean> {
    const gpu = await gpuFacts();
    if (path !== DEFAULT_ACCELERATOR && path !== gpu.devicePath) return false;
    return !(defaultInUse || deviceStarted());
  }

  get devicePath(): string { return this.facts.devicePath; }
  get description(): string { return this.facts.description; }
  get dedicatedMemory(): number { return this.facts.dedicatedMemory; }
  get supportsDoublePrecision(): boolean { return this.facts.supportsDoublePrecision; }
  get supportsLimitedDoublePrecision(): boolean { return this.facts.supportsLimitedDoublePrecision; }
  get hasDisplay(): boolean { return this.facts.hasDisplay; }
  get isEmulated(): boolean { return this.facts.isEmulated; }
  get isDebug(): boolean { return this.facts.isDebug; }
  get version(): number { return this.facts.version; }
  get supportsCpuSharedMemory(): boolean { return this.facts.supportsCpuSharedMemory; }

  /** `get_default_view()`: one view per accelerator. */
  getDefaultView(): AcceleratorView {
    this.defaultView ??= new AcceleratorView(this, QUEUING_MODE_AUTOMATIC);
    return this.defaultView;
  }

  /**
   * `create_view(qmode)`: a new view. ampc has one WebGPU queue, so work on any view runs in the order
   * it was submitted: one of the orders C++ AMP allows for independent views.
   */
  createView(queuingMode: number = QUEUING_MODE_AUTOMATIC): AcceleratorView {
    return new AcceleratorView(this, queuingMode);
  }

  equals(other: Accelerator): boolean {
    return this.facts.devicePath === other.facts.devicePath;
  }

  clone(): Accelerator {
    return this;
  }
}

/** C++ AMP's `queuing_mode_automatic` (`enum queuing_mode { queuing_mode_immediate, queuing_mode_automatic }`). */
const QUEUING_MODE_AUTOMATIC = 1;

/**
 * `concurrency::accelerator_view`: a queue of work on an accelerator. Its queuing mode is only
 * reported: every launch and copy is submitted at once, as both modes allow.
 */
export class AcceleratorView {
  readonly accelerator: Accelerator;
  readonly queuingMode: number;

  constructor(accelerator: Accelerator, queuingMode: number) {
    this.accelerator = accelerator;
    this.queuingMode = queuingMode;
  }

  get isDebug(): boolean { return this.accelerator.isDebug; }
  get version(): number { return this.accelerator.version; }

  /** `wait()`: until everything submitted has finished; throws the errors WebGPU reported for it. */
  async wait(): Promise<void> {
    if (!this.accelerator.facts.runsKernels) return;
    const device = await getDevice();
    await device.queue.onSubmittedWorkDone();
    await throwDeferredErrors();
  }

  /** `flush()`: the runtime submits every launch and copy at once, so there is nothing queued to send. */
  flush(): void {}

  /** `create_marker()`: a future that is ready when the work submitted so far has finished. */
  createMarker(): CompletionFuture {
    return CompletionFuture.run(() => this.wait());
  }

  /** Throws C++ AMP's error for a parallel_for_each on a view that cannot run kernels. */
  checkLaunch(): void {
    if (!this.accelerator.facts.runsKernels) {
      throw new RuntimeException(`parallel_for_each is not supported on the accelerator '${this.accelerator.devicePath}': it cannot run kernels`);
    }
  }

  equals(other: AcceleratorView): boolean {
    return this === other;
  }

  clone(): AcceleratorView {
    return this;
  }
}

/**
 * `concurrency::completion_future`: the result of `copy_async` and `create_marker`. Copies share
 * the state, like the `std::shared_future` it wraps. A failure is kept and rethrown by `get()`;
 * a future nobody asks is not an unhandled rejection.
 */
export class CompletionFuture {
  private readonly done: Promise<void> | null;
  private ready = false;
  private failed = false;
  private error: unknown;

  /** Without work: C++'s default-constructed future, which has no state (`valid()` is false). */
  constructor(work?: Promise<void>) {
    this.done = work === undefined ? null : work.then(
      () => { this.ready = true; },
      (e: unknown) => { this.ready = true; this.failed = true; this.error = e; },
    );
  }

  /** A future for `work`, started now. */
  static run(work: () => Promise<unknown>): CompletionFuture {
    return new CompletionFuture(work().then(() => undefined));
  }

  valid(): boolean {
    return this.done !== null;
  }

  /** `is_ready()`: the work has finished (or failed). */
  isReady(): boolean {
    return this.ready;
  }

  /** `wait()`: until the work has finished; a failure is left for `get()`. */
  async wait(): Promise<void> {
    await this.state();
  }

  /** `get()`: waits, and throws what the work threw. */
  async get(): Promise<void> {
    await this.state();
    if (this.failed) throw this.error;
  }

  /**
   * `then(f)`: calls `f` once the work has finished; at once when it already has (C++ AMP runs
   * it on another thread at some later point: calling it now is one of the orders it allows).
   */
  then(callback: () => unknown): void {
    if (this.ready) {
      void callback();
      return;
    }
    void this.state().then(() => callback());
  }

  clone(): CompletionFuture {
    return this;
  }

  private state(): Promise<void> {
    if (this.done === null) throw new RuntimeException('this completion_future has no associated state (it was default-constructed)');
    return this.done;
  }
}
