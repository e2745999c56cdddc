/**
 * C++ AMP's containers: `array_view<T,N>` (ArrayView) and `array<T,N>` (AmpArray).
 *
 * An ArrayView aliases host data (a plain JS array, which is what C++
 * `std::vector<T>` and C arrays become) and keeps C++ AMP's coherence rules:
 *   - the data is uploaded to a GPU buffer when a kernel first uses the view
 *     (skipped after `discardData()`);
 *   - after a kernel that writes the view, the device copy is the newer one;
 *   - host access (`get`, `set`, `synchronize`) copies it back into the very
 *     same JS array the caller holds;
 *   - `set` makes the device copy stale; `refresh()` says the host array was
 *     changed behind the view's back;
 *   - all views of one JS array share one device copy, so a view made later
 *     sees what kernels wrote through an earlier one.
 * An AmpArray's data lives on the device; reading it copies it back.
 * A view over an AmpArray shares that array's buffer.
 *
 * Elements are addressed row-major: idx[0]*ext[1]*...*ext[N-1] + ... + idx[N-1].
 */
/// <reference types="@webgpu/types" />
import { RuntimeException } from './exceptions.js';
import { Extent, linearIndex } from './extent.js';
import {
  bufferByteSize,
  decodeElementsInto,
  elementStride,
  encodeElements,
  encodeElementsInto,
  type ElementType,
} from './element.js';
import { getDevice } from './device.js';
import { createStorageBuffer, readBytes, writeBytes } from './transfer.js';

/** What the kernel launcher needs from anything bound to a kernel. */
export interface KernelData {
  /**
   * The GPU buffer holding the data, created on first use and uploaded if the
   * device copy is stale (unless discarded). `writes` says the kernel may
   * write it, which makes the device copy the newer one.
   */
  bindBuffer(device: GPUDevice, writes: boolean): GPUBuffer;
}

function describe<T>(kind: string, elem: ElementType<T>, extent: Extent): string {
  return `${kind}<${elem.name},${extent.rank}> of extent ${extent.toString()}`;
}

function checkExtent(what: string, extent: Extent): number {
  for (let i = 0; i < extent.rank; i++) {
    if (extent.get(i) < 0) throw new RuntimeException(`${what}: an extent cannot have a negative dimension`);
  }
  return extent.size();
}

/** C++ `concurrency::array<T,N>`: data that lives on the accelerator. */
export class AmpArray<T> implements KernelData {
  readonly elem: ElementType<T>;
  readonly extent: Extent;
  private readonly count: number;
  private readonly label: string;
  private buffer: GPUBuffer | undefined;
  private bufferDevice: GPUDevice | undefined;
  /** The initial contents, kept until the buffer exists (no device is at hand in the constructor). */
  private initialBytes: ArrayBuffer | undefined;

  constructor(elem: ElementType<T>, extent: Extent, source?: T[]) {
    this.elem = elem;
    this.extent = extent;
    this.label = describe('array', elem, extent);
    this.count = checkExtent(this.label, extent);
    if (source !== undefined) {
      if (source.length < this.count) {
        throw new RuntimeException(
          `${this.label} needs ${this.count} elements, but its source has only ${source.length}`,
        );
      }
      // C++ copies the source at construction: later changes to it do not show.
      this.initialBytes = encodeElements(elem, source, this.count);
    }
  }

  bindBuffer(device: GPUDevice, _writes: boolean): GPUBuffer {
    if (this.buffer && this.bufferDevice !== device) {
      throw new RuntimeException(`${this.label} was created on a WebGPU device that has been shut down`);
    }
    if (!this.buffer) {
      // New buffers are zero-filled, which is the contents of an array made without a source.
      this.buffer = createStorageBuffer(device, bufferByteSize(this.elem, this.count), this.label);
      this.bufferDevice = device;
      if (this.initialBytes) {
        writeBytes(device, this.buffer, 0, this.initialBytes, this.initialBytes.byteLength);
        this.initialBytes = undefined;
      }
    }
    return this.buffer;
  }

  private async deviceBuffer(): Promise<[GPUDevice, GPUBuffer]> {
    const device = this.bufferDevice ?? (await getDevice());
    return [device, this.bindBuffer(device, false)];
  }

  async get(...idx: number[]): Promise<T> {
    return this.getLinear(linearIndex(this.extent, idx));
  }

  async set(value: T, ...idx: number[]): Promise<void> {
    return this.setLinear(value, linearIndex(this.extent, idx));
  }

  /** @internal element `linear` in row-major order (used by views over this array). */
  async getLinear(linear: number): Promise<T> {
    const [device, buffer] = await this.deviceBuffer();
    const stride = elementStride(this.elem);
    const bytes = await readBytes(device, buffer, linear * stride, stride);
    return this.elem.read(new DataView(bytes), 0);
  }

  /** @internal */
  async setLinear(value: T, linear: number): Promise<void> {
    const [device, buffer] = await this.deviceBuffer();
    const stride = elementStride(this.elem);
    const bytes = new ArrayBuffer(stride);
    encodeElementsInto(this.elem, [value], 1, bytes, 0);
    writeBytes(device, buffer, linear * stride, bytes, stride);
  }

  /** All elements, row-major, in a new JS array (C++ `std::vector<T> v = arr;`). */
  async toArray(): Promise<T[]> {
    const result: T[] = [];
    await this.copyTo(result);
    return result;
  }

  /** Replaces `dest`'s contents in place with the elements (C++ `v = arr;` / `copy(arr, v)`). */
  async copyTo(dest: T[]): Promise<void> {
    const [device, buffer] = await this.deviceBuffer();
    const bytes = await readBytes(device, buffer, 0, bufferByteSize(this.elem, this.count));
    // Element by element, not push(...): spreading a million elements overflows the call stack.
    dest.length = 0;
    decodeElementsInto(this.elem, bytes, this.count, dest);
  }
}

/**
 * The GPU side of one host array, shared by every view over it: C++ AMP keeps
 * all array_views of the same data coherent (a second view sees what a kernel
 * wrote through the first, without an explicit synchronize).
 */
class HostBacking<T> {
  readonly host: T[];
  readonly elem: ElementType<T>;
  private readonly label: string;
  /** Elements the data needs on the device: the largest extent any view over it has. */
  private count: number;
  private buffer: GPUBuffer | undefined;
  private bufferDevice: GPUDevice | undefined;
  /** Elements the current buffer holds (less than `count` once a larger view appears). */
  private bufferCount = 0;
  /** The host array holds the latest data. */
  private hostCurrent = true;
  /** The GPU buffer holds the latest data (or data nobody needs, after discardData). */
  private deviceCurrent = false;
  /** discardData() was called: the next kernel needs no upload. */
  private discarded = false;
  /** Bumped whenever a kernel may write the buffer; tells a finished read-back whether it is still current. */
  private deviceVersion = 0;
  private readingBack: Promise<void> | undefined;

  private constructor(host: T[], elem: ElementType<T>, count: number, label: string) {
    this.host = host;
    this.elem = elem;
    this.count = count;
    this.label = label;
  }

  private static readonly byHostArray = new WeakMap<object, HostBacking<unknown>>();

  /** The backing shared by views of `elem` over `host`, grown to cover `count` elements. */
  static of<T>(host: T[], elem: ElementType<T>, count: number, label: string): HostBacking<T> {
    const existing = HostBacking.byHostArray.get(host) as HostBacking<T> | undefined;
    if (existing && (existing.elem === elem || (existing.elem.name === elem.name && existing.elem.size === elem.size))) {
      existing.count = Math.max(existing.count, count);
      return existing;
    }
    const backing = new HostBacking(host, elem, count, label);
    // Views of one array as different element types (rare) each get their own copy.
    if (!existing) HostBacking.byHostArray.set(host, backing as HostBacking<unknown>);
    return backing;
  }

  bindBuffer(device: GPUDevice, writes: boolean): GPUBuffer {
    if (this.buffer && this.bufferDevice !== device) {
      if (!this.hostCurrent) {
        throw new RuntimeException(
          `${this.label}: its latest data was on a WebGPU device that was shut down before it was read back`,
        );
      }
      this.buffer = undefined;
      this.deviceCurrent = false;
    }
    if (this.buffer && this.bufferCount < this.count) this.grow(device, this.buffer);
    if (!this.buffer) {
      this.buffer = createStorageBuffer(device, bufferByteSize(this.elem, this.count), this.label);
      this.bufferDevice = device;
      this.bufferCount = this.count;
    }
    if (!this.deviceCurrent) {
      if (!this.discarded) this.upload(device, this.buffer, 0, this.bufferCount);
      this.deviceCurrent = true;
    }
    this.discarded = false;
    if (writes) {
      this.hostCurrent = false;
      this.deviceVersion++;
    }
    return this.buffer;
  }

  /** A larger view appeared: move to a buffer that covers it, keeping what the device holds. */
  private grow(device: GPUDevice, old: GPUBuffer): void {
    const bigger = createStorageBuffer(device, bufferByteSize(this.elem, this.count), this.label);
    if (this.deviceCurrent) {
      const encoder = device.createCommandEncoder();
      encoder.copyBufferToBuffer(old, 0, bigger, 0, bufferByteSize(this.elem, this.bufferCount));
      device.queue.submit([encoder.finish()]);
      // The part beyond the old buffer was never on the device: the host has it.
      this.upload(device, bigger, this.bufferCount, this.count);
    }
    this.buffer = bigger;
    this.bufferCount = this.count;
  }

  private upload(device: GPUDevice, buffer: GPUBuffer, from: number, to: number): void {
    if (to <= from) return;
    const values = from === 0 ? this.host : this.host.slice(from, to);
    const bytes = encodeElements(this.elem, values, to - from);
    writeBytes(device, buffer, from * elementStride(this.elem), bytes, bytes.byteLength);
  }

  async synchronize(): Promise<void> {
    if (this.hostCurrent) return;
    this.readingBack ??= this.readBack().finally(() => {
      this.readingBack = undefined;
    });
    await this.readingBack;
  }

  /** The host array was changed: the device copy (if any) is stale. */
  hostChanged(): void {
    this.deviceCurrent = false;
  }

  discard(): void {
    this.discarded = true;
  }

  refresh(): void {
    this.hostCurrent = true;
    this.deviceCurrent = false;
    this.discarded = false;
  }

  private async readBack(): Promise<void> {
    const version = this.deviceVersion;
    const count = this.bufferCount;
    const bytes = await readBytes(this.bufferDevice!, this.buffer!, 0, bufferByteSize(this.elem, count));
    decodeElementsInto(this.elem, bytes, count, this.host);
    // A kernel launched while the copy was in flight may have written the buffer again.
    if (this.deviceVersion === version) this.hostCurrent = true;
  }
}

/** C++ `concurrency::array_view<T,N>`: a view of host data (or of an AmpArray) that kernels can use. */
export class ArrayView<T> implements KernelData {
  readonly elem: ElementType<T>;
  readonly extent: Extent;
  private readonly count: number;
  private readonly label: string;
  /** Set for a view of a host array. */
  private readonly backing: HostBacking<T> | undefined;
  /** Set for a view of an AmpArray. */
  private readonly array: AmpArray<T> | undefined;

  constructor(elem: ElementType<T>, extent: Extent, source: T[] | AmpArray<T>) {
    this.elem = elem;
    this.extent = extent;
    this.label = describe('array_view', elem, extent);
    this.count = checkExtent(this.label, extent);
    if (source instanceof AmpArray) {
      if (source.extent.size() < this.count) {
        throw new RuntimeException(
          `${this.label} cannot view ${describe('array', source.elem, source.extent)}: it has fewer elements`,
        );
      }
      this.array = source;
    } else {
      if (!Array.isArray(source)) throw new RuntimeException(`${this.label}: the source must be an array`);
      if (source.length < this.count) {
        throw new RuntimeException(
          `${this.label} needs ${this.count} elements, but its source has only ${source.length}`,
        );
      }
      this.backing = HostBacking.of(source, elem, this.count, this.label);
    }
  }

  bindBuffer(device: GPUDevice, writes: boolean): GPUBuffer {
    if (this.array) return this.array.bindBuffer(device, writes);
    return this.backing!.bindBuffer(device, writes);
  }

  async get(...idx: number[]): Promise<T> {
    const linear = linearIndex(this.extent, idx);
    if (this.array) return this.array.getLinear(linear);
    await this.backing!.synchronize();
    return this.backing!.host[linear]!;
  }

  async set(value: T, ...idx: number[]): Promise<void> {
    const linear = linearIndex(this.extent, idx);
    if (this.array) return this.array.setLinear(value, linear);
    await this.backing!.synchronize();
    this.backing!.host[linear] = value;
    this.backing!.hostChanged();
  }

  /** C++ `discard_data()`: the current contents are not needed, so the next kernel uploads nothing. */
  discardData(): void {
    this.backing?.discard();
  }

  /** C++ `synchronize()`: copies the device data back into the source array if it is newer. */
  async synchronize(): Promise<void> {
    await this.backing?.synchronize();
  }

  /** C++ `refresh()`: the source array was changed outside the view; the device copy is stale. */
  refresh(): void {
    this.backing?.refresh();
  }
}
