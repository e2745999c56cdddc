/**
 * C++ AMP's containers: `array_view<T,N>` (ArrayView) and `array<T,N>` (AmpArray).
 *
 * Every view and array sits on a HostBacking: one JS array on the host (the
 * caller's own for a view of a `std::vector` or C array, a private one for an
 * `array`) and one GPU buffer, with C++ AMP's coherence rules:
 *   - the data is uploaded when a kernel first uses it, and again only after
 *     the host wrote it (skipped after `discardData()`);
 *   - after a kernel that writes it, the device copy is the newer one;
 *   - host access (`get`, `set`, `synchronize`) copies it back, lazily, into
 *     the very same JS array the caller holds;
 *   - `refresh()` says the host array was changed behind the view's back;
 *   - all views of one JS array share one backing, so a view made later sees
 *     what kernels wrote through an earlier one.
 *
 * A view is a window on its backing: an element offset, an extent and a
 * stride per dimension (the last is always 1), so a section, a projection
 * (`av[i]` of a rank-2 view) and `view_as` share the data of the view they
 * come from, and kernels address them as offset + Σ idx[d] * stride[d].
 */
/// <reference types="@webgpu/types" preserve="true" />
import { RuntimeException } from './exceptions.js';
import { Extent, Index } from './extent.js';
import {
  bufferByteSize,
  decodeElementsInto,
  elementStride,
  encodeElements,
  type ElementType,
} from './element.js';
import { getDevice } from './device.js';
import { Accelerator, CPU_ACCELERATOR, type AcceleratorView } from './accelerator.js';
import { createStorageBuffer, readBytes, writeBytes } from './transfer.js';
import { Texture } from './texture.js';
import { Vector, type TypedArray } from './vector.js';

/**
 * The host elements a backing holds: a JS array, or the typed array of a typed std::vector
 * (runtime/vector.ts), indexed alike.
 */
export interface HostElements<T> {
  [i: number]: T;
  readonly length: number;
}

/** A typed array whose bytes are already the buffer's layout of `elem`: uploaded and read back without converting. */
function sameLayout<T>(elem: ElementType<T>, host: HostElements<T>): host is HostElements<T> & TypedArray {
  switch (elem.scalar) {
    case 'i32': return host instanceof Int32Array;
    case 'u32': return host instanceof Uint32Array;
    case 'f32': return host instanceof Float32Array;
    case 'f64': return host instanceof Float64Array;
    default: return false;
  }
}

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

/**
 * What a view needs of the data it is a window on: a HostBacking, or a ReinterpretedBacking
 * (`reinterpret_as`), which is the same data seen as other elements.
 */
interface Backing<T> {
  readonly host: HostElements<T>;
  readonly elem: ElementType<T>;
  readonly size: number;
  readonly hostIsCurrent: boolean;
  current(): Promise<HostElements<T>>;
  synchronize(): Promise<void>;
  hostChanged(): void;
  discard(): void;
  refresh(): void;
  bindBuffer(device: GPUDevice, writes: boolean): GPUBuffer;
}

/**
 * The GPU side of one host array, shared by every view over it: C++ AMP keeps
 * all array_views of the same data coherent (a second view sees what a kernel
 * wrote through the first, without an explicit synchronize).
 */
class HostBacking<T> implements Backing<T> {
  readonly host: HostElements<T>;
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

  private constructor(host: HostElements<T>, elem: ElementType<T>, count: number, label: string) {
    this.host = host;
    this.elem = elem;
    this.count = count;
    this.label = label;
  }

  private static readonly byHostArray = new WeakMap<object, HostBacking<unknown>>();

  /** A backing of its own, over a private host array (an `array`, or a view made without a data source). */
  static owned<T>(host: T[], elem: ElementType<T>, label: string): HostBacking<T> {
    return new HostBacking(host, elem, host.length, label);
  }

  /** Elements the device copy covers. */
  get size(): number {
    return this.count;
  }

  /** The host array with the latest data (read back from the device first if that is newer). */
  async current(): Promise<HostElements<T>> {
    await this.synchronize();
    return this.host;
  }

  /** The backing shared by views of `elem` over `host`, grown to cover `count` elements. */
  static of<T>(host: HostElements<T>, elem: ElementType<T>, count: number, label: string): HostBacking<T> {
    const existing = HostBacking.byHostArray.get(host) as HostBacking<T> | undefined;
    if (existing && (existing.elem === elem || (existing.elem.name === elem.name && existing.elem.size === elem.size))) {
      existing.count = Math.max(existing.count, count);
      // A view made now sees the host data as it is now: the host may have changed it since the
      // device copy was made (`std::partial_sum(v...)` after a synchronize). Unless a kernel
      // wrote the data since, which the new view must see, the device copy is uploaded again.
      if (existing.hostCurrent) existing.deviceCurrent = false;
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
    if (sameLayout(this.elem, this.host)) {
      // A typed vector's bytes are the buffer's: uploaded as they are, without a copy.
      const width = this.host.BYTES_PER_ELEMENT;
      writeBytes(device, buffer, from * width, this.host.buffer as ArrayBuffer, (to - from) * width, this.host.byteOffset + from * width);
      return;
    }
    const values = from === 0 ? this.host : Array.prototype.slice.call(this.host, from, to) as T[];
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

  /** Whether the host array holds the latest data, so it can be read without waiting. */
  get hostIsCurrent(): boolean {
    return this.hostCurrent;
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

/**
 * The data of another backing as elements of another type (C++ `reinterpret_as<T2>()`): the
 * same bytes, so the GPU buffer, and with it every coherence flag, is the base's own; a
 * kernel's write through either view is what a host read through the other sees. On the host
 * the base holds JS values, not bytes, so element `i` here is encoded from and decoded into
 * the base elements its bytes lie in. Only types whose buffer layout is C++'s (4-byte words,
 * no padding) are reinterpreted (src/sema/check-views.ts).
 */
class ReinterpretedBacking<T, B> implements Backing<T> {
  readonly host: HostElements<T>;
  readonly size: number;

  constructor(readonly base: Backing<B>, readonly elem: ElementType<T>) {
    this.size = Math.floor((base.size * base.elem.size) / elem.size);
    const read = (i: number) => this.read(i);
    const write = (i: number, value: T) => this.write(i, value);
    const size = this.size;
    const index = (prop: string | symbol) => (typeof prop === 'string' && /^\d+$/.test(prop) ? Number(prop) : null);
    this.host = new Proxy([] as T[], {
      get: (target, prop) => {
        if (prop === 'length') return size;
        const i = index(prop);
        return i === null ? Reflect.get(target, prop) : i < size ? read(i) : undefined;
      },
      set: (_target, prop, value) => {
        const i = index(prop);
        if (i === null || i >= size) throw new RuntimeException(`reinterpret_as: element ${String(prop)} is outside the ${size} elements of the view`);
        write(i, value as T);
        return true;
      },
    });
  }

  /** The base elements holding element i's bytes: the first, how many, and the bytes before i's in the first. */
  private span(i: number): { first: number; count: number; skip: number } {
    const b = this.base.elem.size;
    const start = i * this.elem.size;
    const first = Math.floor(start / b);
    return { first, count: Math.ceil((start + this.elem.size) / b) - first, skip: start - first * b };
  }

  /** The bytes of `count` base elements from `first`. */
  private baseBytes(first: number, count: number): DataView {
    const bytes = new DataView(new ArrayBuffer(count * this.base.elem.size));
    for (let k = 0; k < count; k++) this.base.elem.write(bytes, k * this.base.elem.size, this.base.host[first + k]!);
    return bytes;
  }

  private read(i: number): T {
    const { first, count, skip } = this.span(i);
    return this.elem.read(this.baseBytes(first, count), skip);
  }

  private write(i: number, value: T): void {
    const { first, count, skip } = this.span(i);
    const bytes = this.baseBytes(first, count);
    this.elem.write(bytes, skip, value);
    const width = this.base.elem.size;
    const check = new DataView(new ArrayBuffer(width));
    for (let k = 0; k < count; k++) {
      const element = this.base.elem.read(bytes, k * width);
      // A float NaN's payload may not survive a JS number; C++ keeps the bits. Say so rather than change them.
      this.base.elem.write(check, 0, element);
      for (let j = 0; j < width; j++) {
        if (check.getUint8(j) !== bytes.getUint8(k * width + j)) {
          throw new RuntimeException(`reinterpret_as: these bits are a NaN with a payload as a '${this.base.elem.name}', which ampc cannot keep on the host: not supported`);
        }
      }
      (this.base.host as B[])[first + k] = element;
    }
  }

  get hostIsCurrent(): boolean {
    return this.base.hostIsCurrent;
  }

  async current(): Promise<HostElements<T>> {
    await this.base.current();
    return this.host;
  }

  synchronize(): Promise<void> {
    return this.base.synchronize();
  }

  hostChanged(): void {
    this.base.hostChanged();
  }

  discard(): void {
    this.base.discard();
  }

  refresh(): void {
    this.base.refresh();
  }

  bindBuffer(device: GPUDevice, writes: boolean): GPUBuffer {
    return this.base.bindBuffer(device, writes);
  }
}

/** Row-major strides of `extent`: the last dimension is contiguous. */
function rowMajorStrides(extent: Extent): number[] {
  const strides = new Array<number>(extent.rank).fill(1);
  for (let d = extent.rank - 2; d >= 0; d--) strides[d] = strides[d + 1]! * extent.get(d + 1);
  return strides;
}

/** Fresh elements with all bytes zero: what a buffer made without data holds. */
function zeroElements<T>(elem: ElementType<T>, count: number): T[] {
  const values: T[] = [];
  decodeElementsInto(elem, new ArrayBuffer(bufferByteSize(elem, count)), count, values);
  return values;
}

function components(idx: Index | readonly number[]): readonly number[] {
  return idx instanceof Index ? idx.toArray() : idx;
}

/** Where a view lies in its backing; `backing`: another than its source's (a reinterpret_as). */
interface Window<T> {
  offset: number;
  strides: readonly number[];
  backing?: Backing<T>;
}

/** C++ `concurrency::array_view<T,N>`: a window on host data or on an `array` that kernels can use. */
export class ArrayView<T> implements KernelData {
  readonly elem: ElementType<T>;
  readonly extent: Extent;
  /** Element position of index (0,...,0) in the backing. */
  readonly offset: number;
  private readonly strides: readonly number[];
  /** The extent's dimensions, for peek's bounds checks. */
  private readonly dims: readonly number[];
  private readonly label: string;
  /** @internal */
  readonly backing: Backing<T>;
  /** The array whose data this is (through sections, copies, reinterpret_as); unset for host data. */
  private readonly sourceArray: AmpArray<unknown> | undefined;

  /**
   * A view of `extent` over `source`: a JS array (a `std::vector` or C array, used in place),
   * an AmpArray, or another view (C++'s copy constructor: the extents must agree). Without a
   * source the view gets zero-filled storage of its own, as C++'s `array_view(extent)` does.
   */
  constructor(elem: ElementType<T>, extent: Extent, source?: HostElements<T> | Vector<TypedArray> | AmpArray<T> | ArrayView<T>, window?: Window<T>) {
    this.elem = elem;
    this.extent = extent;
    this.dims = extent.toArray();
    this.label = describe('array_view', elem, extent);
    const count = checkExtent(this.label, extent);
    this.offset = window?.offset ?? 0;
    this.strides = window?.strides ?? rowMajorStrides(extent);
    this.sourceArray = source instanceof AmpArray ? source : source instanceof ArrayView ? source.sourceArray : undefined;
    if (window) {
      this.backing = window.backing ?? (source as ArrayView<T>).backing;
    } else if (source instanceof ArrayView) {
      if (!source.extent.equals(extent)) {
        throw new RuntimeException(`${this.label} cannot be made from ${describe('array_view', source.elem, source.extent)}: the extents differ`);
      }
      this.backing = source.backing;
      this.offset = source.offset;
      this.strides = source.strides;
    } else if (source instanceof AmpArray) {
      if (source.extent.size() < count) {
        throw new RuntimeException(`${this.label} cannot view ${describe('array', source.elem, source.extent)}: it has fewer elements`);
      }
      this.backing = source.backing;
    } else if (source === undefined) {
      this.backing = HostBacking.owned(zeroElements(elem, count), elem, this.label);
    } else if (source instanceof Vector) {
      // The typed vector's storage itself: a later reallocation leaves the view on the old
      // storage, as it leaves a C++ array_view on freed memory.
      if (source.size < count) {
        throw new RuntimeException(`${this.label} needs ${count} elements, but its source has only ${source.size}`);
      }
      this.backing = HostBacking.of(source.data as unknown as HostElements<T>, elem, count, this.label);
    } else {
      if (!Array.isArray(source) && !ArrayBuffer.isView(source)) throw new RuntimeException(`${this.label}: the source must be an array`);
      if (source.length < count) {
        throw new RuntimeException(`${this.label} needs ${count} elements, but its source has only ${source.length}`);
      }
      this.backing = HostBacking.of(source, elem, count, this.label);
    }
  }

  bindBuffer(device: GPUDevice, writes: boolean): GPUBuffer {
    return this.backing.bindBuffer(device, writes);
  }

  /** Elements between neighbours along dimension `d` (what a kernel multiplies an index component by). */
  stride(d: number): number {
    const s = this.strides[d];
    if (s === undefined) throw new RuntimeException(`${this.label} has no dimension ${d}`);
    return s;
  }

  /**
   * Position of an element in the backing. Out-of-range indices throw (C++ leaves them
   * undefined; reading a wrong element silently is worse).
   */
  private address(idx: readonly number[]): number {
    if (idx.length !== this.extent.rank) {
      throw new RuntimeException(`an index of rank ${idx.length} used with ${this.label}`);
    }
    let at = this.offset;
    for (let d = 0; d < idx.length; d++) {
      const c = idx[d]!;
      if (!Number.isInteger(c) || c < 0 || c >= this.extent.get(d)) {
        throw new RuntimeException(`index (${idx.join(',')}) is outside the extent ${this.extent.toString()} of ${this.label}`);
      }
      at += c * this.strides[d]!;
    }
    return at;
  }

  async get(...idx: number[]): Promise<T> {
    const at = this.address(idx);
    return (await this.backing.current())[at]!;
  }

  /**
   * The element when the host copy is current, without waiting; undefined when a read-back is
   * due. Generated code reads `av.peek(i) ?? (await av.get(i))`: after one read-back, every
   * element read is a plain array access, not a promise.
   */
  peek(i0: number, i1?: number, i2?: number, ...more: number[]): T | undefined {
    if (!this.backing.hostIsCurrent) return undefined;
    // Ranks 1 to 3 without building an index array: this is the host's per-element read.
    const rank = this.extent.rank;
    const s = this.strides;
    if (rank === 1 && i1 === undefined && this.inside(0, i0)) return this.backing.host[this.offset + i0];
    if (rank === 2 && i2 === undefined && this.inside(0, i0) && this.inside(1, i1!)) return this.backing.host[this.offset + i0 * s[0]! + i1!];
    if (rank === 3 && more.length === 0 && this.inside(0, i0) && this.inside(1, i1!) && this.inside(2, i2!)) {
      return this.backing.host[this.offset + i0 * s[0]! + i1! * s[1]! + i2!];
    }
    // Any other rank, or an index outside the extent (which address() reports).
    const idx = [i0, i1, i2, ...more].filter((c): c is number => c !== undefined);
    return this.backing.host[this.address(idx)];
  }

  /** Whether `c` is a valid index component in dimension `d`. */
  private inside(d: number, c: number): boolean {
    return c >= 0 && c < this.dims[d]! && Number.isInteger(c);
  }

  async set(value: T, ...idx: number[]): Promise<void> {
    const at = this.address(idx);
    (await this.backing.current())[at] = value;
    this.backing.hostChanged();
  }

  /** Replaces an element by `f` of it (C++ `++av[i]`, `av[i]--`); returns the old and the new value. */
  async update(f: (value: T) => T, ...idx: number[]): Promise<[old: T, updated: T]> {
    const at = this.address(idx);
    const host = await this.backing.current();
    const old = host[at]!;
    const updated = f(old);
    host[at] = updated;
    this.backing.hostChanged();
    return [old, updated];
  }

  /**
   * C++ `av[i].a.b = value`, `av[i].v[k] = value` for struct elements: sets the member at `path`
   * of the element (a name for a member, a number for an element of an array member).
   */
  async setField(path: ReadonlyArray<string | number>, value: unknown, ...idx: number[]): Promise<void> {
    const at = this.address(idx);
    let object = (await this.backing.current())[at] as Record<string | number, unknown>;
    for (const name of path.slice(0, -1)) object = object[name] as Record<string | number, unknown>;
    object[path[path.length - 1]!] = value;
    this.backing.hostChanged();
  }

  /** C++ `section(origin, ext)`, `section(origin)` (to the end) and `section(ext)` (from the origin). */
  section(origin: Index | readonly number[] | null, ext?: Extent): ArrayView<T> {
    const from = origin ? components(origin) : new Array<number>(this.extent.rank).fill(0);
    const dims = ext ? ext.toArray() : this.extent.toArray().map((d, i) => d - from[i]!);
    const label = `section (${from.join(',')}) + (${dims.join(',')}) of ${this.label}`;
    if (from.length !== this.extent.rank || dims.length !== this.extent.rank) throw new RuntimeException(`${label}: the ranks differ`);
    let offset = this.offset;
    for (let d = 0; d < dims.length; d++) {
      if (from[d]! < 0 || dims[d]! < 0 || from[d]! + dims[d]! > this.extent.get(d)) throw new RuntimeException(`${label} is not inside the view`);
      offset += from[d]! * this.strides[d]!;
    }
    return new ArrayView(this.elem, new Extent(...dims), this, { offset, strides: this.strides });
  }

  /** C++ `av[i]` on a view of rank ≥ 2: row `i`, a view of rank N-1 sharing the data. */
  project(i: number): ArrayView<T> {
    if (this.extent.rank < 2) throw new RuntimeException(`${this.label}: only a view of rank 2 or more has rows`);
    if (!Number.isInteger(i) || i < 0 || i >= this.extent.get(0)) {
      throw new RuntimeException(`row ${i} is outside the extent ${this.extent.toString()} of ${this.label}`);
    }
    const rest = this.extent.toArray().slice(1);
    return new ArrayView(this.elem, new Extent(...rest), this, { offset: this.offset + i * this.strides[0]!, strides: this.strides.slice(1) });
  }

  /** Whether the elements lie next to each other in row-major order. */
  private isContiguous(): boolean {
    const rowMajor = rowMajorStrides(this.extent);
    return this.extent.size() <= 1 || this.strides.every((s, d) => this.extent.get(d) <= 1 || s === rowMajor[d]);
  }

  /** C++ `view_as(ext)`: the same elements in another shape (only for contiguous data, as in C++). */
  viewAs(ext: Extent): ArrayView<T> {
    if (!this.isContiguous()) throw new RuntimeException(`view_as: ${this.label} is not contiguous`);
    if (ext.size() > this.extent.size()) throw new RuntimeException(`view_as: extent ${ext.toString()} is larger than ${this.label}`);
    return new ArrayView(this.elem, ext, this, { offset: this.offset, strides: rowMajorStrides(ext) });
  }

  /**
   * C++ `reinterpret_as<T2>()` of a rank-1 view: its bytes as elements of `elem`, sharing the
   * data and its coherence. C++ AMP asserts that the sizes divide; ampc throws.
   */
  reinterpretAs<T2>(elem: ElementType<T2>): ArrayView<T2> {
    if (this.extent.rank !== 1) throw new RuntimeException(`reinterpret_as: ${this.label} is not of rank 1`);
    const bytes = this.extent.size() * this.elem.size;
    const start = this.offset * this.elem.size;
    if (bytes % elem.size !== 0 || start % elem.size !== 0) {
      throw new RuntimeException(`reinterpret_as: the ${bytes} bytes of ${this.label}${start % elem.size !== 0 ? `, from byte ${start},` : ''} are not a whole number of '${elem.name}' elements (${elem.size} bytes each)`);
    }
    const backing = new ReinterpretedBacking<T2, T>(this.backing, elem);
    return new ArrayView<T2>(elem, new Extent(bytes / elem.size), this as unknown as ArrayView<T2>, { offset: start / elem.size, strides: [1], backing });
  }

  /** C++ `get_source_accelerator_view()`: an array's view for a view of one, else the CPU accelerator's default view. */
  async getSourceAcceleratorView(): Promise<AcceleratorView> {
    if (this.sourceArray) return this.sourceArray.getAcceleratorView();
    return (await Accelerator.create(CPU_ACCELERATOR)).getDefaultView();
  }

  /**
   * C++ `synchronize_to(av)`: to the CPU accelerator's view it is synchronize(). To the WebGPU
   * device's it has nothing to do: the runtime uploads data that is stale there when a kernel
   * binds it (HostBacking.bindBuffer), before any work on the device can read it, so an upload
   * now would be observable only as being earlier. The host's copy is left as it is, as C++
   * AMP leaves it.
   */
  async synchronizeTo(view: AcceleratorView): Promise<void> {
    if (!view.accelerator.facts.runsKernels) await this.synchronize();
  }

  /** All elements in row-major order, read back from the device if it has newer data. */
  async toArray(): Promise<T[]> {
    const host = await this.backing.current();
    const out: T[] = [];
    this.forEachAddress((at) => out.push(host[at]!));
    return out;
  }

  /** Overwrites the elements, in row-major order, with `values` (from position `from`). */
  async assign(values: ArrayLike<T>, from = 0): Promise<void> {
    const count = this.extent.size();
    if (values.length - from < count) throw new RuntimeException(`copying into ${this.label} needs ${count} elements, the source has ${Math.max(0, values.length - from)}`);
    const host = await this.backing.current();
    let i = from;
    this.forEachAddress((at) => {
      host[at] = values[i++]!;
    });
    this.backing.hostChanged();
  }

  private forEachAddress(visit: (at: number) => void): void {
    const rank = this.extent.rank;
    const count = this.extent.size();
    const idx = new Array<number>(rank).fill(0);
    for (let n = 0; n < count; n++) {
      let at = this.offset;
      for (let d = 0; d < rank; d++) at += idx[d]! * this.strides[d]!;
      visit(at);
      for (let d = rank - 1; d >= 0; d--) {
        if (++idx[d]! < this.extent.get(d)) break;
        idx[d] = 0;
      }
    }
  }

  /** C++ `copy_to(dest)`: dest is an array or a view of the same extent. */
  async copyTo(dest: AmpArray<T> | ArrayView<T>): Promise<void> {
    await copy(this, dest);
  }

  /**
   * C++ `data()`: the host elements, current, for a contiguous view. The caller may write
   * through the result, so the device copy counts as stale from here on.
   */
  async data(): Promise<HostElements<T>> {
    if (this.offset !== 0 || !this.isContiguous()) throw new RuntimeException(`data(): ${this.label} does not start its data`);
    const host = await this.backing.current();
    this.backing.hostChanged();
    return host;
  }

  /** Whether this view covers every element of its backing. */
  private coversBacking(): boolean {
    return this.offset === 0 && this.isContiguous() && this.extent.size() >= this.backing.size;
  }

  /**
   * C++ `discard_data()`: the current contents are not needed, so the next kernel uploads
   * nothing. For a part of the data it does nothing: the rest must still reach the device.
   */
  discardData(): void {
    if (this.coversBacking()) this.backing.discard();
  }

  /** C++ `synchronize()`: copies the device data back into the source array if it is newer. */
  async synchronize(): Promise<void> {
    await this.backing.synchronize();
  }

  /** C++ `refresh()`: the source array was changed outside the view; the device copy is stale. */
  refresh(): void {
    this.backing.refresh();
  }
}

/** C++ `concurrency::array<T,N>`: data of its own that kernels can use (captured by reference). */
export class AmpArray<T> implements KernelData {
  readonly elem: ElementType<T>;
  readonly extent: Extent;
  /** @internal */
  readonly backing: HostBacking<T>;
  /** The whole array as a view: host access goes through it. */
  private readonly whole: ArrayView<T>;
  /** The accelerator_view it was made on (`on`); unset, the default accelerator's default view. */
  private placedOn: AcceleratorView | undefined;
  /** A staging array's associated view: the one its data is meant to move to. */
  private associatedWith: AcceleratorView | undefined;

  /** An array of `extent`, copying `source` (C++ copies at construction), or zero-filled without one. */
  constructor(elem: ElementType<T>, extent: Extent, source?: ArrayLike<T>, from = 0) {
    this.elem = elem;
    this.extent = extent;
    const label = describe('array', elem, extent);
    const count = checkExtent(label, extent);
    let host: T[];
    if (source === undefined) {
      host = zeroElements(elem, count);
    } else {
      if (source.length - from < count) {
        throw new RuntimeException(`${label} needs ${count} elements, but its source has only ${Math.max(0, source.length - from)}`);
      }
      host = Array.prototype.slice.call(source, from, from + count) as T[];
    }
    this.backing = HostBacking.owned(host, elem, label);
    this.whole = new ArrayView(elem, extent, this);
  }

  /** C++ `array(src)` / `array<T,N> b = a;` from an array or a view: a copy of its current elements. */
  static async copyOf<T>(elem: ElementType<T>, source: AmpArray<T> | ArrayView<T>): Promise<AmpArray<T>> {
    const copied = new AmpArray(elem, source.extent, await source.toArray());
    // C++ AMP: a copy of an array lives on the same accelerator_view.
    return source instanceof AmpArray && source.placedOn ? copied.on(source.placedOn, source.associatedWith) : copied;
  }

  /**
   * C++ `array(..., av)` and the staging array `array(..., cpu_av, associated_av)`: the array lives
   * on `view`. ampc keeps every array's data on the host and on the one WebGPU device alike, so the
   * view decides only what `get_accelerator_view()` says and whether kernels may use the array.
   */
  on(view: AcceleratorView, associated?: AcceleratorView): this {
    this.placedOn = view;
    this.associatedWith = associated;
    return this;
  }

  /** C++ `get_accelerator_view()`. */
  async getAcceleratorView(): Promise<AcceleratorView> {
    return this.placedOn ?? (await Accelerator.create()).getDefaultView();
  }

  /** C++ `get_associated_accelerator_view()`: a staging array's second view, else the array's own. */
  async getAssociatedAcceleratorView(): Promise<AcceleratorView> {
    return this.associatedWith ?? this.getAcceleratorView();
  }

  bindBuffer(device: GPUDevice, writes: boolean): GPUBuffer {
    // C++ AMP: a kernel may use only arrays on an accelerator that runs it (a staging array on the CPU may not).
    if (this.placedOn && !this.placedOn.accelerator.facts.runsKernels) {
      throw new RuntimeException(`${describe('array', this.elem, this.extent)} is on the accelerator '${this.placedOn.accelerator.devicePath}', which cannot run kernels: a parallel_for_each cannot use it`);
    }
    return this.backing.bindBuffer(device, writes);
  }

  /** The array as an `array_view` (C++ `array_view<T,N> v(a)`). */
  view(): ArrayView<T> {
    return this.whole;
  }

  get offset(): number {
    return 0;
  }

  stride(d: number): number {
    return this.whole.stride(d);
  }

  async get(...idx: number[]): Promise<T> {
    return this.whole.get(...idx);
  }

  peek(i0: number, i1?: number, i2?: number, ...more: number[]): T | undefined {
    return this.whole.peek(i0, i1, i2, ...more);
  }

  async set(value: T, ...idx: number[]): Promise<void> {
    return this.whole.set(value, ...idx);
  }

  async update(f: (value: T) => T, ...idx: number[]): Promise<[old: T, updated: T]> {
    return this.whole.update(f, ...idx);
  }

  async setField(path: ReadonlyArray<string | number>, value: unknown, ...idx: number[]): Promise<void> {
    return this.whole.setField(path, value, ...idx);
  }

  section(origin: Index | readonly number[] | null, ext?: Extent): ArrayView<T> {
    return this.whole.section(origin, ext);
  }

  project(i: number): ArrayView<T> {
    return this.whole.project(i);
  }

  viewAs(ext: Extent): ArrayView<T> {
    return this.whole.viewAs(ext);
  }

  /** C++ `reinterpret_as<T2>()`: the whole array, flattened, as a rank-1 view of `elem`. */
  reinterpretAs<T2>(elem: ElementType<T2>): ArrayView<T2> {
    return new ArrayView(this.elem, new Extent(this.extent.size()), this).reinterpretAs(elem);
  }

  async data(): Promise<HostElements<T>> {
    return this.whole.data();
  }

  /** All elements, row-major, in a new JS array (C++ `std::vector<T> v = arr;`). */
  async toArray(): Promise<T[]> {
    return Array.from(await this.backing.current() as ArrayLike<T>);
  }

  /**
   * C++ `copy_to(dest)` to an array or a view; to a JS array (C++ `copy(arr, v.begin())`) the
   * elements replace its contents.
   */
  async copyTo(dest: T[] | Vector<TypedArray> | AmpArray<T> | ArrayView<T>): Promise<void> {
    if (dest instanceof Vector) {
      const host = await this.backing.current();
      dest.resize(0);
      dest.resize(host.length);
      (dest.data as unknown as { set(values: ArrayLike<T>): void }).set(host);
      return;
    }
    if (Array.isArray(dest)) {
      const host = await this.backing.current();
      dest.length = 0;
      // Element by element, not push(...): spreading a million elements overflows the call stack.
      for (let i = 0; i < host.length; i++) dest.push(host[i]!);
      return;
    }
    await copy(this, dest);
  }

  discardData(): void {
    this.whole.discardData();
  }

  async synchronize(): Promise<void> {
    await this.backing.synchronize();
  }

  refresh(): void {
    this.backing.refresh();
  }
}

/**
 * C++ `concurrency::copy(src, dest)` between arrays and views of the same number of
 * elements, row-major. The source is read whole before the destination is written, so
 * overlapping views copy as if through a temporary.
 */
export async function copy<T>(src: AmpArray<T> | ArrayView<T>, dest: AmpArray<T> | ArrayView<T>): Promise<void> {
  if (src.extent.size() !== dest.extent.size()) {
    throw new RuntimeException(`copy: the source has ${src.extent.size()} elements and the destination ${dest.extent.size()}`);
  }
  const destView = dest instanceof AmpArray ? dest.view() : dest;
  await destView.assign(await src.toArray());
}

/**
 * C++ `dest = src` between arrays (`array::operator=`): C++ gives `dest` src's extent and copies
 * the elements, and `dest` stays the same object, so a reference to it sees the new contents.
 * Of the same extent, the elements are copied in place; of another, `dest` becomes a new array,
 * which only a variable that is not a reference can take (`inPlace` false): through a reference
 * ampc throws rather than leave the referenced array unchanged.
 */
export async function assignArray<T>(dest: AmpArray<T>, src: AmpArray<T>, inPlace: boolean): Promise<AmpArray<T>> {
  if (dest === src) return dest;
  const sameExtent = dest.extent.rank === src.extent.rank && Array.from({ length: dest.extent.rank }, (_, d) => dest.extent.get(d) === src.extent.get(d)).every((x) => x);
  if (sameExtent) {
    await copy(src, dest);
    return dest;
  }
  if (inPlace) throw new RuntimeException(`assigning an array of extent ${src.extent.toString()} to one of extent ${dest.extent.toString()} through a reference is not supported by ampc`);
  return src;
}

/**
 * C++ `copy(first, last, dest)` / `copy(first, dest)` from host iterators: elements
 * `from .. from + count` of a JS array (a `std::vector` or C array) into an array or view.
 */
export async function copyFromHost<T>(source: ArrayLike<T>, from: number, count: number | null, dest: AmpArray<T> | ArrayView<T> | Texture<T>): Promise<void> {
  // `<amp_graphics.h>`'s copy(first, last, tex).
  if (dest instanceof Texture) return dest.assign(source, from, count);
  const destView = dest instanceof AmpArray ? dest.view() : dest;
  const n = destView.extent.size();
  if (count !== null && count !== n) throw new RuntimeException(`copy: the iterator range has ${count} elements and the destination ${n}`);
  await destView.assign(source, from);
}

/** C++ `copy(src, first)`: writes the elements of an array or view, row-major, into a JS array from position `from`. */
export async function copyToHost<T>(src: AmpArray<T> | ArrayView<T> | Texture<T>, dest: HostElements<T>, from: number): Promise<void> {
  const values = await src.toArray();
  for (let i = 0; i < values.length; i++) dest[from + i] = values[i]!;
}
