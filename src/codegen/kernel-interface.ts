/**
 * How a kernel's captures reach the GPU: which become storage buffers (in
 * binding order) and which become fields of its uniform block (with offsets).
 * The WGSL emitter declares them; the host emitter fills them. One plan, two
 * readers, so they cannot disagree.
 */
import { isViewType, viewArgumentRoot } from './wgsl/kernel-facts.js';
import type { Capture, Expr, Kernel, Variable } from '../sema/program.js';
import type { Type } from '../sema/types.js';
import { forEachExprInStmt } from '../sema/walk.js';
import { fieldChain, heldViews, structFieldSource, viewFieldPaths, type StructViews } from '../sema/struct-views.js';
import { formatOf } from '../library/graphics.js';
import { kernelMemoryUses } from '../sema/kernel-memory-uses.js';

/** `f64` is a C++ double: WGSL `vec2<u32>` (see `uniformWgslType`), 8 bytes aligned to 8. */
export type ScalarKind = 'i32' | 'u32' | 'f32' | 'f64';

/** The WGSL type of a uniform field of this kind. */
export function uniformWgslType(kind: ScalarKind): string {
  return kind === 'f64' ? 'vec2<u32>' : kind;
}

export type UniformSource =
  /** A captured scalar (bool travels as u32). */
  | { kind: 'scalar'; variable: Variable }
  /** Component `dim` of a captured extent/index. */
  | { kind: 'component'; variable: Variable; dim: number }
  /** Dimension `dim` of a captured array_view/array's extent. */
  | { kind: 'viewExtent'; variable: Variable; dim: number }
  /** Where a captured view's index (0,...,0) lies in its buffer (a section need not start it). */
  | { kind: 'viewOffset'; variable: Variable }
  /** Elements between neighbours along dimension `dim` (< rank-1; the last dimension's is 1). */
  | { kind: 'viewStride'; variable: Variable; dim: number }
  /**
   * A scalar member of a captured struct, or element of a captured C array, by its path of field names and
   * element numbers; `dim`: component `dim` of an extent/index/short vector member.
   */
  | { kind: 'field'; variable: Variable; path: string[]; dim?: number };

export interface UniformField {
  name: string;
  type: ScalarKind;
  offset: number;
  source: UniformSource;
}

export interface BufferBinding {
  capture: Capture;
  binding: number;
  /** How the runtime's messages name it: the captured variable, or the member a captured object's view copy was made from (`p.a`). */
  cppName: string;
  /** `write` only for a texture that the kernel writes and never reads. */
  access: 'read' | 'read_write' | 'write';
  /** A captured texture or texture view: a `texture_storage_Nd<format, access>` (src/library/graphics.ts). */
  texture?: { format: string; dimension: '1d' | '2d' | '3d' };
}

export interface KernelInterface {
  kernel: Kernel;
  entryPoint: string;
  /** WGSL order: x is C++'s last dimension. */
  workgroupSize: [number, number, number];
  buffers: BufferBinding[];
  uniforms: UniformField[];
  /**
   * A kernel over a domain of rank above 3 (never tiled in C++ AMP) runs as a flat range of
   * threads, since WebGPU dispatches have 3 dimensions: the runtime writes the domain's extent,
   * dimension 0 first, into these u32 fields (`domain.x` is then the number of threads), and the
   * kernel recomputes its index from its thread's number. Null for ranks 1 to 3.
   */
  flatDomain: { name: string; offset: number }[] | null;
  /**
   * The pipeline-overridable `bool` constants, one per WGSL axis of the domain (x, then y for rank 2),
   * that the runtime sets when that axis needs more workgroups than maxComputeWorkgroupsPerDimension:
   * the axis then continues in rows along the next unused dispatch axis, and the kernel recomputes its
   * ids from `num_workgroups`. False by default, which the shader compiler folds away, so a domain that
   * fits costs nothing. Null for rank 3 (no unused axis: see `foldGroups`) and above 3 (flattened).
   */
  folds: string[] | null;
  /**
   * Rank 3 has no unused dispatch axis to fold into: this pipeline-overridable `bool`, set by the runtime
   * when an axis needs more workgroups than maxComputeWorkgroupsPerDimension, makes the dispatch a range
   * of workgroups in rows (x, then y), and the kernel recomputes its ids from its workgroup's number: a
   * plain kernel decomposes its thread's number, a tiled one its tile's. False by default, folded away by
   * the shader compiler. Null for other ranks.
   */
  foldGroups: string | null;
  /** Bytes; a multiple of 16. The first 16 hold `domain: vec3<u32>`, written by the runtime. */
  uniformSize: number;
}

/** Workgroup size for a kernel that is not tiled: 256 threads shaped to the rank. */
function defaultWorkgroupSize(rank: number): [number, number, number] {
  if (rank === 1 || isFlattened(rank)) return [256, 1, 1];
  if (rank === 2) return [16, 16, 1];
  return [8, 8, 4];
}

/** A non-tiled domain of this rank runs flattened (see `KernelInterface.flatDomain`). */
export function isFlattened(rank: number): boolean {
  return rank > 3;
}

export function scalarKind(t: Type): ScalarKind {
  // double_N components travel as f32, as kernels compute short vectors of double in f32.
  if (t.kind === 'shortVector') return t.scalar === 'int' ? 'i32' : t.scalar === 'uint' ? 'u32' : 'f32';
  if (t.kind === 'float') return t.bits === 64 ? 'f64' : 'f32';
  if (t.kind === 'int' && !t.signed) return 'u32';
  if (t.kind === 'bool') return 'u32';
  return 'i32';
}

export function planKernelInterface(kernel: Kernel, structViews: StructViews): KernelInterface {
  const tile = kernel.tile;
  const workgroupSize: [number, number, number] = tile
    ? [tile[tile.length - 1], tile.length > 1 ? tile[tile.length - 2] : 1, tile.length > 2 ? tile[0] : 1]
    : defaultWorkgroupSize(kernel.rank);
  const buffers: BufferBinding[] = [];
  const uniforms: UniformField[] = [];
  let offset = 12; // after domain: vec3<u32>
  const addUniform = (name: string, type: ScalarKind, source: UniformSource) => {
    const size = type === 'f64' ? 8 : 4;
    offset = Math.ceil(offset / size) * size;
    uniforms.push({ name, type, offset, source });
    offset += size;
  };
  const flatDomain = !tile && isFlattened(kernel.rank)
    ? Array.from({ length: kernel.rank }, (_, d) => {
      const field = { name: `domain_${d}`, offset };
      offset += 4;
      return field;
    })
    : null;
  const extentDimsUsed = viewExtentDimsNeeded(kernel, structViews);
  const cppNames = viewMemberCopyNames(kernel, structViews);
  // What the kernel and its helpers do with each view and texture (src/sema/kernel-memory-uses.ts) decides how it is bound.
  const uses = kernelMemoryUses(kernel, structViews);
  for (const capture of kernel.captures) {
    const v = capture.outer;
    if (capture.kind === 'texture' && v.type.kind === 'texture') {
      const access = uses.written.has(v) ? (uses.read.has(v) ? 'read_write' : 'write') : 'read';
      buffers.push({ capture, binding: buffers.length, cppName: v.name, access, texture: { format: formatOf(v.type).format, dimension: `${v.type.rank}d` as '1d' | '2d' | '3d' } });
    } else if (capture.kind === 'buffer') {
      const isConstView = v.type.kind === 'arrayView' && v.type.isConst;
      // A captured object's view member that the kernel and its helpers never name is not bound.
      const member = cppNames.get(v);
      if (member && !uses.used.has(v)) continue;
      const writes = uses.written.has(v);
      buffers.push({ capture, binding: buffers.length, cppName: member ?? v.name, access: writes && !isConstView ? 'read_write' : 'read' });
      const rank = v.type.kind === 'arrayView' || v.type.kind === 'ampArray' ? v.type.rank : 1;
      // A whole view is addressed row-major by its extent; any other by its offset and strides.
      if (!v.isWholeView) {
        addUniform(`${v.name}_offset`, 'i32', { kind: 'viewOffset', variable: v });
        for (let d = 0; d < rank - 1; d++) addUniform(`${v.name}_stride${d}`, 'i32', { kind: 'viewStride', variable: v, dim: d });
      }
      for (let d = 0; d < rank; d++) {
        const addressing = v.isWholeView && d > 0;
        if (addressing || extentDimsUsed.has(v)) addUniform(`${v.name}_extent${d}`, 'i32', { kind: 'viewExtent', variable: v, dim: d });
      }
    } else if (v.type.kind === 'struct' || v.type.kind === 'array') {
      // A captured C array travels as an array member does, its path starting at its element numbers (`w[1][2]`).
      const flatten = (t: Type, path: string[]) => {
        // A view member is a capture of its own (StructViews.captures): the WGSL struct leaves it out.
        if (t.kind === 'struct') {
          for (const f of t.info.fields) if (!isViewType(f.type)) flatten(f.type, [...path, f.name]);
        } else if (t.kind === 'array') {
          // An array member travels element by element, numbered in the path.
          for (let k = 0; k < (t.length ?? 0); k++) flatten(t.element, [...path, String(k)]);
        } else if (t.kind === 'extent' || t.kind === 'index') {
          // An extent/index member travels as its components, as a captured extent does.
          for (let d = 0; d < t.rank; d++) addUniform(`${v.name}_${path.join('_')}_${d}`, 'i32', { kind: 'field', variable: v, path, dim: d });
        } else if (t.kind === 'shortVector' && t.length > 1) {
          // A short vector member travels as its components, as a captured short vector does (scalars: no vec3 padding).
          for (let d = 0; d < t.length; d++) addUniform(`${v.name}_${path.join('_')}_${'xyzw'[d]}`, scalarKind(t), { kind: 'field', variable: v, path, dim: d });
        } else addUniform(`${v.name}_${path.join('_')}`, scalarKind(t), { kind: 'field', variable: v, path });
      };
      flatten(v.type, []);
    } else if (v.type.kind === 'shortVector' && v.type.length > 1) {
      // A captured short vector travels as its components, rebuilt into a vecN in the kernel.
      for (let d = 0; d < v.type.length; d++) addUniform(`${v.name}_${'xyzw'[d]}`, scalarKind(v.type), { kind: 'component', variable: v, dim: d });
    } else if (v.type.kind === 'extent' || v.type.kind === 'index' || v.type.kind === 'tiledExtent') {
      // A tiled_extent travels as its extent: its tile is part of its type, a constant in the kernel.
      const rank = v.type.kind === 'tiledExtent' ? v.type.tile.length : v.type.rank;
      for (let d = 0; d < rank; d++) addUniform(`${v.name}_${d}`, 'i32', { kind: 'component', variable: v, dim: d });
    } else {
      addUniform(v.name, scalarKind(v.type), { kind: 'scalar', variable: v });
    }
  }
  const folds = kernel.rank <= 2 ? ['x', 'y'].slice(0, kernel.rank).map((axis) => `${kernel.name}_fold_${axis}`) : null;
  const foldGroups = kernel.rank === 3 ? `${kernel.name}_fold_xyz` : null;
  return {
    kernel, entryPoint: kernel.name, workgroupSize, buffers, uniforms, flatDomain, folds, foldGroups,
    uniformSize: Math.max(16, Math.ceil(offset / 16) * 16),
  };
}

/**
 * A whole view is addressed by dimensions 1..N-1 of its extent, any other view by its offset and
 * strides; the rest of the extent is passed only when
 * the kernel reads it (`a.extent`, `a.get_extent()`, also of a section or row of the view, and
 * a section that runs to the end of the view).
 */
function viewExtentDimsNeeded(kernel: Kernel, structViews: StructViews): Set<Variable> {
  // Only the kernel's own body can name its captures (amp functions it calls get them as arguments).
  const needs = new Set<Variable>();
  const need = (view: Expr) => {
    const v = viewArgumentRoot(view);
    if (v) needs.add(v);
  };
  forEachExprInStmt(kernel.body, (e) => {
    if (e.kind === 'ExtentOf') need(e.view);
    if (e.kind === 'Subview' && e.part.kind === 'section' && !e.part.extent) need(e.view);
    // A function the view is passed to may read its extent, also of a view in a class object passed to it.
    if (e.kind === 'Call') {
      for (const a of e.args) {
        if (isViewType(a.type)) need(a);
        for (const { path } of viewFieldPaths(a.type)) {
          const source = structFieldSource(fieldChain(a, path), heldViews(structViews, kernel.captures));
          if (source) need(source);
        }
      }
    }
  });
  return needs;
}

/** The host copies of captured objects' view members (src/sema/struct-views.ts), by the member they copy: `p.a`. */
function viewMemberCopyNames(kernel: Kernel, structViews: StructViews): Map<Variable, string> {
  const names = new Map<Variable, string>();
  for (const c of kernel.captures) {
    for (const [path, copy] of structViews.captures.get(c) ?? []) names.set(copy, `${c.outer.name}.${path}`);
  }
  return names;
}
