/**
 * `concurrency::graphics::texture<T, N>` on a WebGPU storage texture.
 *
 * The texture's data lives on the device, as C++ AMP's does; the host keeps a copy only while it
 * is the newer one (after construction from host data or a `copy` into the texture), and uploads
 * it when a kernel binds the texture. Read-back (`copy(tex, first)`) copies the texture into a
 * staging buffer whose rows are padded to WebGPU's 256-byte `bytesPerRow` alignment and drops the
 * padding. The views (`texture_view`, `writeonly_texture_view`) are this same object on the host.
 *
 * Texels on the host: a number for a one-channel format, a `ShortVector` for two or four. The
 * formats are those src/library/graphics.ts maps: r/rg/rgba 32-bit sint/uint/float, rgba16
 * sint/uint/float (half floats) and rgba8 sint/uint/snorm/unorm.
 */
/// <reference types="@webgpu/types" preserve="true" />
import { getDevice, throwDeferredErrors, messageOf } from './device.js';
import { OutOfMemory, RuntimeException } from './exceptions.js';
import type { Extent } from './extent.js';
import { ShortVector, type ShortVectorScalar } from './short-vectors.js';
import { transferCounters } from './transfer.js';

type ChannelKind = 'sint' | 'uint' | 'float' | 'snorm' | 'unorm';

interface FormatInfo {
  channels: number;
  bits: 8 | 16 | 32;
  kind: ChannelKind;
}

function parseFormat(format: string): FormatInfo {
  const m = /^(r|rg|rgba)(8|16|32)(sint|uint|float|snorm|unorm)$/.exec(format);
  if (!m) throw new RuntimeException(`texture: texel format '${format}' is not supported by ampc`);
  return { channels: m[1].length, bits: Number(m[2]) as 8 | 16 | 32, kind: m[3] as ChannelKind };
}

const scalarOf: Record<ChannelKind, ShortVectorScalar> = { sint: 'int', uint: 'uint', float: 'float', snorm: 'norm', unorm: 'unorm' };

/** IEEE half-precision bits of a float, rounded to nearest even (what a GPU stores in a 16float texel). */
export function toHalf(x: number): number {
  const f = new Float32Array([x]);
  const u = new Uint32Array(f.buffer)[0];
  const sign = (u >>> 16) & 0x8000;
  const exp = (u >>> 23) & 0xff;
  let mant = u & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0); // inf, NaN
  let e = exp - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00; // overflow: infinity
  if (e <= 0) {
    if (e < -10) return sign; // underflow: signed zero
    mant |= 0x800000;
    const shift = 14 - e;
    let half = mant >>> shift;
    const rest = mant & ((1 << shift) - 1);
    const mid = 1 << (shift - 1);
    if (rest > mid || (rest === mid && (half & 1))) half++;
    return sign | half;
  }
  let half = (e << 10) | (mant >>> 13);
  const rest = mant & 0x1fff;
  // Rounding up may carry into the exponent, which is right (up to infinity).
  if (rest > 0x1000 || (rest === 0x1000 && (half & 1))) half++;
  return sign | half;
}

/** The float a half-precision bit pattern holds. */
export function fromHalf(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >>> 10) & 0x1f;
  const mant = h & 0x3ff;
  if (exp === 0) return sign * mant * 2 ** -24;
  if (exp === 0x1f) return mant ? NaN : sign * Infinity;
  return sign * (1 + mant / 1024) * 2 ** (exp - 15);
}

/** Writes channel value `x` at byte `at` in the format's encoding. */
function encodeChannel(view: DataView, at: number, f: FormatInfo, x: number): void {
  switch (f.kind) {
    case 'float':
      if (f.bits === 32) view.setFloat32(at, x, true);
      else view.setUint16(at, toHalf(x), true);
      return;
    case 'sint':
      if (f.bits === 32) view.setInt32(at, x, true);
      else if (f.bits === 16) view.setInt16(at, x, true);
      else view.setInt8(at, x);
      return;
    case 'uint':
      if (f.bits === 32) view.setUint32(at, x, true);
      else if (f.bits === 16) view.setUint16(at, x, true);
      else view.setUint8(at, x);
      return;
    // WebGPU's float-to-normalized conversion: clamp, scale, round to nearest.
    case 'unorm': view.setUint8(at, Math.round(Math.min(Math.max(x, 0), 1) * 255)); return;
    case 'snorm': view.setInt8(at, Math.round(Math.min(Math.max(x, -1), 1) * 127)); return;
  }
}

function decodeChannel(view: DataView, at: number, f: FormatInfo): number {
  switch (f.kind) {
    case 'float': return f.bits === 32 ? view.getFloat32(at, true) : fromHalf(view.getUint16(at, true));
    case 'sint': return f.bits === 32 ? view.getInt32(at, true) : f.bits === 16 ? view.getInt16(at, true) : view.getInt8(at);
    case 'uint': return f.bits === 32 ? view.getUint32(at, true) : f.bits === 16 ? view.getUint16(at, true) : view.getUint8(at);
    case 'unorm': return Math.fround(view.getUint8(at) / 255);
    case 'snorm': return Math.fround(Math.max(view.getInt8(at) / 127, -1));
  }
}

/** What the kernel launcher binds for a texture (runtime/kernel.ts). */
export interface TextureData {
  readonly format: string;
  bindTexture(device: GPUDevice, writes: boolean): GPUTextureView;
}

export class Texture<T> implements TextureData {
  private readonly info: FormatInfo;
  /** The host's copy, while it is newer than the device's (null: the device holds the data). */
  private host: T[] | null;
  private gpu: GPUTexture | null = null;

  constructor(readonly format: string, readonly extent: Extent, source?: ArrayLike<T>, from = 0, count?: number) {
    this.info = parseFormat(format);
    const n = extent.size();
    for (let d = 0; d < extent.rank; d++) {
      if (extent.get(d) <= 0) throw new RuntimeException(`texture: extent ${extent.toString()} has a dimension that is not positive`);
    }
    if (source !== undefined && count !== undefined && count !== n) {
      throw new RuntimeException(`texture: the iterator range has ${count} elements and the texture ${n}`);
    }
    // A texture made from an extent alone holds zeros, as a freshly created WebGPU texture does.
    this.host = source === undefined ? null : Array.from({ length: n }, (_, i) => source[from + i]!);
  }

  get rank(): number {
    return this.extent.rank;
  }

  /** WebGPU's size: x is C++'s last dimension. */
  private size(): [number, number, number] {
    const e = this.extent;
    const dims = Array.from({ length: e.rank }, (_, d) => e.get(d)).reverse();
    return [dims[0] ?? 1, dims[1] ?? 1, dims[2] ?? 1];
  }

  private bytesPerTexel(): number {
    return (this.info.channels * this.info.bits) / 8;
  }

  private texture(device: GPUDevice): GPUTexture {
    if (this.gpu) return this.gpu;
    const [w, h, d] = this.size();
    const limit = this.rank === 1 ? device.limits.maxTextureDimension1D : this.rank === 2 ? device.limits.maxTextureDimension2D : device.limits.maxTextureDimension3D;
    if (Math.max(w, h, d) > limit) {
      throw new OutOfMemory(`texture of extent ${this.extent.toString()}: the device allows at most ${limit} texels per dimension of a ${this.rank}-D texture`);
    }
    this.gpu = device.createTexture({
      label: `texture<${this.format},${this.rank}>`,
      size: [w, h, d],
      dimension: `${this.rank}d` as GPUTextureDimension,
      format: this.format as GPUTextureFormat,
      usage: GPUTextureUsage.STORAGE_BINDING | GPUTextureUsage.COPY_SRC | GPUTextureUsage.COPY_DST,
    });
    return this.gpu;
  }

  /** Uploads the host's copy, if it is the newer one. */
  private upload(device: GPUDevice): void {
    const texture = this.texture(device);
    if (!this.host) return;
    const [w, h, d] = this.size();
    const bpt = this.bytesPerTexel();
    const bytes = new ArrayBuffer(this.host.length * bpt);
    const view = new DataView(bytes);
    const cb = this.info.bits / 8;
    this.host.forEach((value, i) => {
      for (let c = 0; c < this.info.channels; c++) {
        const x = this.info.channels === 1 ? (value as number) : (value as ShortVector).get(c);
        encodeChannel(view, i * bpt + c * cb, this.info, x);
      }
    });
    // queue.writeTexture has no 256-byte row alignment (only buffer copies do).
    device.queue.writeTexture({ texture }, bytes, { bytesPerRow: w * bpt, rowsPerImage: h }, [w, h, d]);
    transferCounters.uploads++;
    transferCounters.uploadedBytes += bytes.byteLength;
    this.host = null;
  }

  bindTexture(device: GPUDevice, _writes: boolean): GPUTextureView {
    this.upload(device);
    return this.texture(device).createView();
  }

  /** The texels, row-major (C++ AMP's order: the last dimension fastest). */
  async toArray(): Promise<T[]> {
    if (this.host) return this.host.slice();
    const device = await getDevice();
    const texture = this.texture(device);
    const [w, h, d] = this.size();
    const bpt = this.bytesPerTexel();
    const rowBytes = w * bpt;
    const paddedRow = Math.ceil(rowBytes / 256) * 256;
    const size = paddedRow * h * d;
    const staging = device.createBuffer({ label: `read-back of ${texture.label}`, size, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
    try {
      const encoder = device.createCommandEncoder();
      encoder.copyTextureToBuffer({ texture }, { buffer: staging, bytesPerRow: paddedRow, rowsPerImage: h }, [w, h, d]);
      device.queue.submit([encoder.finish()]);
      try {
        await staging.mapAsync(GPUMapMode.READ);
      } catch (e) {
        await throwDeferredErrors();
        throw new RuntimeException(`reading ${texture.label} back from the GPU failed: ${messageOf(e)}`);
      }
      const view = new DataView(staging.getMappedRange());
      const out: T[] = [];
      const cb = this.info.bits / 8;
      for (let row = 0; row < h * d; row++) {
        for (let x = 0; x < w; x++) {
          const at = row * paddedRow + x * bpt;
          const channels = Array.from({ length: this.info.channels }, (_, c) => decodeChannel(view, at + c * cb, this.info));
          out.push((this.info.channels === 1 ? channels[0] : ShortVector.of(scalarOf[this.info.kind], this.info.channels, channels)) as T);
        }
      }
      staging.unmap();
      transferCounters.downloads++;
      transferCounters.downloadedBytes += size;
      await throwDeferredErrors();
      return out;
    } finally {
      staging.destroy();
    }
  }

  /** `copy(first, last, tex)`: `count` texels (null: as many as the texture has) from `source[from..]`. */
  async assign(source: ArrayLike<T>, from: number, count: number | null): Promise<void> {
    const n = this.extent.size();
    if (count !== null && count !== n) throw new RuntimeException(`copy: the iterator range has ${count} elements and the texture ${n}`);
    if (source.length - from < n) throw new RuntimeException(`copy: the source has ${source.length - from} elements and the texture ${n}`);
    this.host = Array.from({ length: n }, (_, i) => source[from + i]!);
  }
}
