/**
 * Launching compiled kernels: C++ AMP's `parallel_for_each`.
 *
 * The compiler hands over a `Kernel` (WGSL text plus how its bindings and
 * captured scalars are laid out); `parallelForEach` checks the compute domain
 * against C++ AMP's rules and the device's limits, binds the data, writes the
 * domain and the captured scalars into the uniform buffer and submits one
 * dispatch. It does not wait for the GPU: reading data back waits.
 *
 * Binding layout (a contract with the code generator):
 *   @group(0) @binding(i)              buffers[i], `var<storage, read>` or `var<storage, read_write>`
 *   @group(0) @binding(buffers.length) a uniform struct whose first field is
 *                                      `domain: vec3<u32>` = (last C++ dimension, second-to-last,
 *                                      third-to-last; missing ones are 1), then the captured scalars
 *                                      at their offsets.
 * WGSL's x is C++'s last (fastest-varying) dimension.
 *
 * A domain of rank above 3 (never tiled) runs flattened, as WebGPU dispatches have 3 dimensions:
 * `domain` is then (threads in the domain, 1, 1), the kernel's `flatDomain` names the u32 fields
 * that receive the extent (dimension 0 first), and the dispatch is a range of 1-D workgroups,
 * wrapped into y rows when there are more than maxComputeWorkgroupsPerDimension of them. The
 * kernel numbers its thread `global_id.y * num_workgroups.x * workgroupSize.x + global_id.x`
 * and recomputes the index from that number, row-major.
 *
 * A domain of rank 1 or 2 whose workgroups along one axis exceed maxComputeWorkgroupsPerDimension
 * runs folded: that axis continues in rows along the first axis the domain does not use (y for
 * rank 1, z for rank 2), and the pipeline is made with the kernel's `folds` constant for the axis
 * set, which makes the kernel recompute its ids (global, tile) from its dispatch's ids. The rows
 * are balanced, so at most one workgroup a row is padding: the guard of a plain kernel drops its
 * threads, and a tiled kernel's padding workgroups return before their first barrier.
 *
 * A rank-3 domain has no unused axis: when one of its axes needs too many workgroups, the pipeline
 * is made with the kernel's `foldGroups` constant set and the dispatch is a range of workgroups in
 * balanced rows (x, then y), numbered workgroup_id.y * num_workgroups.x + workgroup_id.x. A plain
 * kernel then numbers its threads as the flattened one does and decomposes the number, row-major,
 * into its index; a tiled kernel decomposes its workgroup's number into its tile's, keeping its
 * local ids. Padding is as above.
 */
/// <reference types="@webgpu/types" preserve="true" />
import type { AcceleratorView } from './accelerator.js';
import { InvalidComputeDomain, RuntimeException } from './exceptions.js';
import { Extent, TiledExtent } from './extent.js';
import { getDevice, throwSettledErrors, withDeferredValidation, withValidation } from './device.js';
import type { KernelData } from './data.js';
import type { TextureData } from './texture.js';
import { describeCompilationMessages, type KernelSourceLines } from './kernel-source-lines.js';

export interface Kernel {
  /** The WGSL module text (may hold several entry points; one GPUShaderModule is made per distinct text). */
  wgsl: string;
  entryPoint: string;
  /** `@workgroup_size(x, y, z)` in WGSL order: x = C++'s last (fastest) dimension. */
  workgroupSize: [number, number, number];
  /** Launched over a tiled_extent (one workgroup per tile) rather than a plain extent. */
  tiled: boolean;
  /**
   * `@group(0) @binding(i)` for buffers[i]; one with `texture` is a `texture_storage_Nd<format, access>`
   * (runtime/texture.ts), whose access may also be `write`.
   */
  buffers: Array<{ name: string; access: 'read' | 'read_write' | 'write'; texture?: { format: string; dimension: '1d' | '2d' | '3d' } }>;
  /**
   * Captured scalars in the uniform struct at `@binding(buffers.length)`; offsets are ≥ 12 (after
   * `domain`). An `f64` (a C++ double, WGSL `vec2<u32>`) takes 8 bytes at a multiple of 8.
   */
  uniforms: Array<{ name: string; type: 'i32' | 'u32' | 'f32' | 'f64'; offset: number }>;
  /** Bytes of the uniform struct, a multiple of 16. */
  uniformSize: number;
  /** A kernel for a domain of rank above 3: the offsets of the u32 fields that receive its extent. */
  flatDomain?: number[];
  /**
   * The kernel's pipeline-overridable `bool` constants that fold WGSL axis x (then y) into the next
   * unused axis, for domains that need more workgroups than maxComputeWorkgroupsPerDimension along it.
   */
  folds?: string[];
  /**
   * A rank-3 kernel's pipeline-overridable `bool` constant that makes it number its workgroups in
   * rows, for domains that need more workgroups than maxComputeWorkgroupsPerDimension along an axis.
   */
  foldGroups?: string;
  /** Which C++ line each WGSL line comes from, to report WebGPU's compilation messages there. */
  sourceLines?: KernelSourceLines;
}

/** Byte size of the `domain: vec3<u32>` that opens every kernel's uniform struct. */
const DOMAIN_BYTES = 12;

interface PreparedKernel {
  pipeline: GPUComputePipeline;
  bindGroupLayout: GPUBindGroupLayout;
}

interface DeviceCache {
  modules: Map<string, Promise<GPUShaderModule>>;
  /** Keyed by WGSL text, then by entry point and binding signature. */
  pipelines: Map<string, Map<string, Promise<PreparedKernel>>>;
  /** One uniform buffer per size, reused: queue.writeBuffer is ordered with earlier submits. */
  uniformBuffers: Map<number, GPUBuffer>;
}

const caches = new WeakMap<GPUDevice, DeviceCache>();

function cacheFor(device: GPUDevice): DeviceCache {
  let cache = caches.get(device);
  if (!cache) {
    cache = { modules: new Map(), pipelines: new Map(), uniformBuffers: new Map() };
    caches.set(device, cache);
  }
  return cache;
}

function shaderModule(device: GPUDevice, cache: DeviceCache, wgsl: string, sourceLines: KernelSourceLines | undefined): Promise<GPUShaderModule> {
  let module = cache.modules.get(wgsl);
  if (!module) {
    let created: GPUShaderModule | null = null;
    module = withValidation(device, 'the kernel\'s WGSL was rejected', () =>
      (created = device.createShaderModule({ label: 'ampc kernels', code: wgsl })),
    ).catch(async (e: unknown) => {
      // The compiler's messages, at the C++ lines the WGSL came from.
      const messages = created ? (await created.getCompilationInfo().catch(() => null))?.messages ?? [] : [];
      if (messages.length > 0 && e instanceof Error) e.message += `\n${describeCompilationMessages(messages, sourceLines)}`;
      throw e;
    });
    cache.modules.set(wgsl, module);
  }
  return module;
}

function bindingSignature(kernel: Kernel, constants: Record<string, number>): string {
  return `${kernel.entryPoint}|${kernel.buffers.map((b) => (b.texture ? `${b.access}:${b.texture.format}` : b.access)).join(',')}|${Object.keys(constants).join(',')}`;
}

const storageTextureAccess = { read: 'read-only', write: 'write-only', read_write: 'read-write' } as const;

/** The pipeline of `kernel` with its bindings and the override `constants` (a folded dispatch's), made once. */
function prepare(device: GPUDevice, kernel: Kernel, constants: Record<string, number>): Promise<PreparedKernel> {
  const cache = cacheFor(device);
  let byEntry = cache.pipelines.get(kernel.wgsl);
  if (!byEntry) {
    byEntry = new Map();
    cache.pipelines.set(kernel.wgsl, byEntry);
  }
  const key = bindingSignature(kernel, constants);
  let prepared = byEntry.get(key);
  if (!prepared) {
    prepared = (async () => {
      const module = await shaderModule(device, cache, kernel.wgsl, kernel.sourceLines);
      return withValidation(device, `kernel ${kernel.entryPoint} could not be prepared`, () => {
        // An explicit layout, not 'auto': 'auto' drops bindings the entry point never reads
        // (e.g. the uniform struct of a kernel that needs no domain guard), and then the
        // fixed set of bindings the launcher supplies would not match.
        const entries: GPUBindGroupLayoutEntry[] = kernel.buffers.map((b, i) => (b.texture
          ? { binding: i, visibility: GPUShaderStage.COMPUTE, storageTexture: { access: storageTextureAccess[b.access], format: b.texture.format as GPUTextureFormat, viewDimension: b.texture.dimension } }
          : { binding: i, visibility: GPUShaderStage.COMPUTE, buffer: { type: b.access === 'read' ? 'read-only-storage' : 'storage' } }));
        entries.push({ binding: kernel.buffers.length, visibility: GPUShaderStage.COMPUTE, buffer: { type: 'uniform' } });
        const bindGroupLayout = device.createBindGroupLayout({ label: kernel.entryPoint, entries });
        const pipeline = device.createComputePipeline({
          label: kernel.entryPoint,
          layout: device.createPipelineLayout({ bindGroupLayouts: [bindGroupLayout] }),
          compute: { module, entryPoint: kernel.entryPoint, ...(Object.keys(constants).length > 0 ? { constants } : {}) },
        });
        return { pipeline, bindGroupLayout };
      });
    })();
    byEntry.set(key, prepared);
  }
  return prepared;
}

/** C++ dimensions (most significant first) → WGSL (x, y, z), missing ones 1. */
function toXyz(dims: readonly number[]): [number, number, number] {
  const n = dims.length;
  return [dims[n - 1] ?? 1, n >= 2 ? dims[n - 2]! : 1, n >= 3 ? dims[n - 3]! : 1];
}

/** A texture binding: the texture must have the format the kernel's WGSL names. */
function bindTexture(data: KernelData | TextureData, format: string, device: GPUDevice, writes: boolean): GPUTextureView {
  if (!('bindTexture' in data) || data.format !== format) {
    throw new RuntimeException(`a kernel expects a texture of format ${format}, but was given ${'bindTexture' in data ? `one of format ${data.format}` : 'a buffer'}`);
  }
  return data.bindTexture(device, writes);
}

function checkKernelShape(kernel: Kernel, buffers: Array<KernelData | TextureData>, uniformValues: number[]): void {
  if (buffers.length !== kernel.buffers.length) {
    throw new RuntimeException(
      `kernel ${kernel.entryPoint} binds ${kernel.buffers.length} buffers, but ${buffers.length} were given`,
    );
  }
  if (uniformValues.length !== kernel.uniforms.length) {
    throw new RuntimeException(
      `kernel ${kernel.entryPoint} takes ${kernel.uniforms.length} captured scalars, but ${uniformValues.length} were given`,
    );
  }
  if (kernel.uniformSize < 16 || kernel.uniformSize % 16 !== 0) {
    throw new RuntimeException(`kernel ${kernel.entryPoint}: uniformSize ${kernel.uniformSize} is not a positive multiple of 16`);
  }
  for (const u of kernel.uniforms) {
    const size = u.type === 'f64' ? 8 : 4;
    if (u.offset < DOMAIN_BYTES || u.offset % size !== 0 || u.offset + size > kernel.uniformSize) {
      throw new RuntimeException(`kernel ${kernel.entryPoint}: uniform ${u.name} at offset ${u.offset} does not fit`);
    }
  }
  for (const w of kernel.workgroupSize) {
    if (!Number.isInteger(w) || w < 1) {
      throw new RuntimeException(`kernel ${kernel.entryPoint}: bad workgroup size (${kernel.workgroupSize.join(',')})`);
    }
  }
}

/** How one launch is dispatched: workgroups in (x, y, z), and the pipeline constants it needs. */
interface Dispatch {
  counts: [number, number, number];
  /** The fold constant of the axis that continues in rows (see the module comment), or none. */
  constants: Record<string, number>;
}

/** The dispatch for `domain`, after checking it against C++ AMP's rules and the device. */
function planDispatch(device: GPUDevice, domain: Extent | TiledExtent, kernel: Kernel): Dispatch {
  const extent = domain instanceof TiledExtent ? domain.extent : domain;
  const flatRank = kernel.flatDomain?.length ?? 0;
  if (flatRank > 0 ? extent.rank !== flatRank : extent.rank < 1 || extent.rank > 3) {
    throw new RuntimeException(
      `kernel ${kernel.entryPoint} was compiled for a domain of rank ${flatRank > 0 ? flatRank : '1 to 3'} but launched over an extent of rank ${extent.rank}`,
    );
  }
  for (let i = 0; i < extent.rank; i++) {
    if (extent.get(i) <= 0) {
      throw new InvalidComputeDomain(
        `concurrency::invalid_compute_domain: the extent ${extent.toString()} has a dimension that is not positive`,
      );
    }
  }
  if (kernel.tiled !== domain instanceof TiledExtent) {
    throw new RuntimeException(
      `kernel ${kernel.entryPoint} is ${kernel.tiled ? '' : 'not '}tiled but was launched over ${
        domain instanceof TiledExtent ? 'a tiled extent' : 'a plain extent'
      }`,
    );
  }

  // A domain this device cannot launch (too many threads per tile, or too many tiles) is C++ AMP's
  // invalid_compute_domain, like one its rules forbid.
  const limits = device.limits;
  const [wx, wy, wz] = kernel.workgroupSize;
  const threads = wx * wy * wz;
  const tileText = domain instanceof TiledExtent ? `(${domain.tileDims.join(',')})` : `(${[wz, wy, wx].join(',')})`;
  if (threads > limits.maxComputeInvocationsPerWorkgroup) {
    throw new InvalidComputeDomain(
      `a tile ${tileText} of ${threads} threads exceeds this device's limit of ${limits.maxComputeInvocationsPerWorkgroup} threads per tile (maxComputeInvocationsPerWorkgroup)`,
    );
  }
  const sizeLimits = [limits.maxComputeWorkgroupSizeX, limits.maxComputeWorkgroupSizeY, limits.maxComputeWorkgroupSizeZ];
  kernel.workgroupSize.forEach((w, axis) => {
    if (w > sizeLimits[axis]!) {
      throw new InvalidComputeDomain(
        `a tile ${tileText} is ${w} threads along WGSL's ${'xyz'[axis]} axis; this device allows ${sizeLimits[axis]} (maxComputeWorkgroupSize${'XYZ'[axis]})`,
      );
    }
  });

  if (flatRank > 0) return { counts: flatCounts(extent, wx, limits.maxComputeWorkgroupsPerDimension), constants: {} };
  const global = toXyz(extent.toArray());
  let counts: [number, number, number];
  if (domain instanceof TiledExtent) {
    const tile = domain.tileDims;
    for (let i = 0; i < extent.rank; i++) {
      if (extent.get(i) % tile[i]! !== 0) {
        throw new InvalidComputeDomain(
          `concurrency::invalid_compute_domain: the extent ${extent.toString()} is not evenly divisible by the tile (${tile.join(',')})`,
        );
      }
    }
    const tileXyz = toXyz(tile);
    if (tileXyz.some((t, axis) => t !== kernel.workgroupSize[axis])) {
      throw new RuntimeException(
        `kernel ${kernel.entryPoint} was compiled for tiles of (${[wz, wy, wx].slice(3 - extent.rank).join(',')}) but launched with tiles of (${tile.join(',')})`,
      );
    }
    counts = [global[0] / tileXyz[0], global[1] / tileXyz[1], global[2] / tileXyz[2]];
  } else {
    counts = [Math.ceil(global[0] / wx), Math.ceil(global[1] / wy), Math.ceil(global[2] / wz)];
  }
  return foldWide(extent, kernel, counts, limits.maxComputeWorkgroupsPerDimension);
}

/**
 * `counts` as a dispatch this device can launch: an axis with more than `maxCount` workgroups
 * continues in balanced rows along the first axis the domain does not use, when the kernel can
 * fold it; otherwise the domain is one this device cannot launch.
 */
function foldWide(extent: Extent, kernel: Kernel, counts: [number, number, number], maxCount: number): Dispatch {
  const wide = [0, 1, 2].filter((axis) => counts[axis]! > maxCount);
  if (wide.length === 0) return { counts, constants: {} };
  if (extent.rank === 3 && kernel.foldGroups !== undefined) return foldGroups(extent, kernel, counts, maxCount, kernel.foldGroups);
  const axis = wide[0]!;
  const into = extent.rank;
  const fold = wide.length === 1 && into < 3 ? kernel.folds?.[axis] : undefined;
  const rows = Math.ceil(counts[axis]! / maxCount);
  if (fold === undefined || rows > maxCount) {
    const why =
      wide.length > 1 ? `; ampc can fold only one dimension into rows, and ${wide.length} exceed it`
      : fold === undefined ? '; this kernel was compiled without folding' : '';
    throw new InvalidComputeDomain(
      `concurrency::invalid_compute_domain: the compute domain ${extent.toString()} needs ${counts[axis]} ${
        kernel.tiled ? 'tiles' : 'workgroups'
      } along C++ dimension ${extent.rank - 1 - axis}, above this device's maxComputeWorkgroupsPerDimension of ${maxCount}${why}`,
    );
  }
  const folded: [number, number, number] = [...counts];
  folded[axis] = Math.ceil(counts[axis]! / rows);
  folded[into] = rows;
  return { counts: folded, constants: { [fold]: 1 } };
}

/**
 * Rank 3 leaves no axis to fold into (see the module comment): a plain domain runs as a range of
 * threads, a tiled one as a range of tiles, in rows.
 */
function foldGroups(extent: Extent, kernel: Kernel, counts: [number, number, number], maxCount: number, constant: string): Dispatch {
  const [wx, wy, wz] = kernel.workgroupSize;
  if (!kernel.tiled) return { counts: flatCounts(extent, wx * wy * wz, maxCount), constants: { [constant]: 1 } };
  const tiles = counts[0] * counts[1] * counts[2];
  const rows = inRows(tiles, maxCount);
  if (!rows) {
    throw new InvalidComputeDomain(
      `concurrency::invalid_compute_domain: the compute domain ${extent.toString()} has ${tiles} tiles, more than this device can launch (maxComputeWorkgroupsPerDimension of ${maxCount}, squared)`,
    );
  }
  return { counts: rows, constants: { [constant]: 1 } };
}

/** `groups` workgroups as balanced rows of at most `maxCount` along x, as many rows along y as they need; null if too many. */
function inRows(groups: number, maxCount: number): [number, number, number] | null {
  const rows = Math.ceil(groups / maxCount);
  return rows > maxCount ? null : [Math.ceil(groups / rows), rows, 1];
}

/**
 * Workgroups of `groupSize` threads for a flattened domain, in balanced rows. Thread numbers,
 * padding included, and the domain's size must fit the kernel's u32 arithmetic.
 */
function flatCounts(extent: Extent, groupSize: number, maxCount: number): [number, number, number] {
  const counts = inRows(Math.ceil(extent.size() / groupSize), maxCount);
  if (!counts || counts[0] * counts[1] * groupSize > 2 ** 32 || extent.size() >= 2 ** 32) {
    throw new InvalidComputeDomain(
      `the compute domain ${extent.toString()} has ${extent.size()} threads, more than this device can launch as one flattened dispatch`,
    );
  }
  return counts;
}

function uniformBytes(domain: Extent | TiledExtent, kernel: Kernel, values: number[]): ArrayBuffer {
  const extent = domain instanceof TiledExtent ? domain.extent : domain;
  const bytes = new ArrayBuffer(kernel.uniformSize);
  const view = new DataView(bytes);
  const [x, y, z] = kernel.flatDomain ? [extent.size(), 1, 1] : toXyz(extent.toArray());
  kernel.flatDomain?.forEach((offset, d) => view.setUint32(offset, extent.get(d), true));
  view.setUint32(0, x, true);
  view.setUint32(4, y, true);
  view.setUint32(8, z, true);
  kernel.uniforms.forEach((u, i) => {
    const value = values[i]!;
    switch (u.type) {
      case 'i32':
        view.setInt32(u.offset, value, true);
        break;
      case 'u32':
        view.setUint32(u.offset, value, true);
        break;
      case 'f32':
        view.setFloat32(u.offset, value, true);
        break;
      case 'f64':
        view.setFloat64(u.offset, value, true);
        break;
    }
  });
  return bytes;
}

/**
 * C++ `parallel_for_each(domain, kernel)`: submits one dispatch of `kernel`
 * over `domain` with `buffers` bound in order and `uniformValues` as the
 * captured scalars. Async only because the device is acquired lazily; it
 * does not wait for the kernel to finish.
 */
export async function parallelForEach(
  domain: Extent | TiledExtent,
  kernel: Kernel,
  buffers: Array<KernelData | TextureData>,
  uniformValues: number[],
  view?: AcceleratorView,
): Promise<void> {
  // `parallel_for_each(view, ...)`: the CPU accelerator's view cannot run kernels.
  view?.checkLaunch();
  const device = await getDevice();
  // A failure of an earlier launch stops the program here rather than at its next read-back.
  throwSettledErrors();
  checkKernelShape(kernel, buffers, uniformValues);
  const { counts, constants } = planDispatch(device, domain, kernel);
  const { pipeline, bindGroupLayout } = await prepare(device, kernel, constants);

  const cache = cacheFor(device);
  let uniformBuffer = cache.uniformBuffers.get(kernel.uniformSize);
  if (!uniformBuffer) {
    uniformBuffer = device.createBuffer({
      label: `ampc uniforms (${kernel.uniformSize} bytes)`,
      size: kernel.uniformSize,
      usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST,
    });
    cache.uniformBuffers.set(kernel.uniformSize, uniformBuffer);
  }
  const uniforms = uniformBuffer;

  withDeferredValidation(device, `launching kernel ${kernel.entryPoint} failed`, () => {
    const entries: GPUBindGroupEntry[] = buffers.map((data, i) => {
      const b = kernel.buffers[i]!;
      if (b.texture) return { binding: i, resource: bindTexture(data, b.texture.format, device, b.access !== 'read') };
      if (!('bindBuffer' in data)) throw new RuntimeException(`kernel ${kernel.entryPoint}: binding ${i} ('${b.name}') is a buffer, but a texture was given`);
      return { binding: i, resource: { buffer: data.bindBuffer(device, b.access === 'read_write') } };
    });
    checkAliasing(kernel, entries);
    entries.push({ binding: buffers.length, resource: { buffer: uniforms } });
    device.queue.writeBuffer(uniforms, 0, uniformBytes(domain, kernel, uniformValues));
    const bindGroup = device.createBindGroup({ label: kernel.entryPoint, layout: bindGroupLayout, entries });
    const encoder = device.createCommandEncoder({ label: kernel.entryPoint });
    const pass = encoder.beginComputePass({ label: kernel.entryPoint });
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, bindGroup);
    pass.dispatchWorkgroups(counts[0], counts[1], counts[2]);
    pass.end();
    device.queue.submit([encoder.finish()]);
  });
}

/**
 * Two captured views over the same data (two array_views of one vector, a view and its
 * reinterpret_as) are two bindings of one GPU buffer. WebGPU allows that only when the kernel
 * writes neither; otherwise its validation error would name buffers, not the C++ views.
 */
function checkAliasing(kernel: Kernel, entries: GPUBindGroupEntry[]): void {
  const seen = new Map<GPUBuffer, number>();
  entries.forEach((entry, i) => {
    const resource = entry.resource as { buffer?: GPUBuffer };
    if (!resource.buffer || kernel.buffers[i]!.texture) return;
    const j = seen.get(resource.buffer);
    if (j === undefined) {
      seen.set(resource.buffer, i);
      return;
    }
    if (kernel.buffers[i]!.access !== 'read' || kernel.buffers[j]!.access !== 'read') {
      throw new RuntimeException(
        `kernel ${kernel.entryPoint}: '${kernel.buffers[j]!.name}' and '${kernel.buffers[i]!.name}' are views of the same data, and the kernel writes one of them: not supported by ampc (WebGPU cannot bind one buffer twice when it is written); capture one view`,
      );
    }
  });
}
