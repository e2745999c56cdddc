/**
 * How a kernel's captures reach the GPU: which become storage buffers (in
 * binding order) and which become fields of its uniform block (with offsets).
 * The WGSL emitter declares them; the host emitter fills them. One plan, two
 * readers, so they cannot disagree.
 */
import type { Capture, Kernel, Variable } from '../sema/program.js';
import type { Type } from '../sema/types.js';
import { forEachExprInStmt } from '../sema/walk.js';

export type ScalarKind = 'i32' | 'u32' | 'f32';

export type UniformSource =
  /** A captured scalar (bool travels as u32). */
  | { kind: 'scalar'; variable: Variable }
  /** Component `dim` of a captured extent/index. */
  | { kind: 'component'; variable: Variable; dim: number }
  /** Dimension `dim` of a captured array_view/array's extent. */
  | { kind: 'viewExtent'; variable: Variable; dim: number }
  /** A scalar member of a captured struct, by its path of field names. */
  | { kind: 'field'; variable: Variable; path: string[] };

export interface UniformField {
  name: string;
  type: ScalarKind;
  offset: number;
  source: UniformSource;
}

export interface BufferBinding {
  capture: Capture;
  binding: number;
  access: 'read' | 'read_write';
}

export interface KernelInterface {
  kernel: Kernel;
  entryPoint: string;
  /** WGSL order: x is C++'s last dimension. */
  workgroupSize: [number, number, number];
  buffers: BufferBinding[];
  uniforms: UniformField[];
  /** Bytes; a multiple of 16. The first 16 hold `domain: vec3<u32>`, written by the runtime. */
  uniformSize: number;
}

/** Workgroup size for a kernel that is not tiled: 256 threads shaped to the rank. */
function defaultWorkgroupSize(rank: number): [number, number, number] {
  if (rank === 1) return [256, 1, 1];
  if (rank === 2) return [16, 16, 1];
  return [8, 8, 4];
}

export function scalarKind(t: Type): ScalarKind {
  if (t.kind === 'float') return 'f32';
  if (t.kind === 'int' && !t.signed) return 'u32';
  if (t.kind === 'bool') return 'u32';
  return 'i32';
}

export function planKernelInterface(kernel: Kernel): KernelInterface {
  const tile = kernel.tile;
  const workgroupSize: [number, number, number] = tile
    ? [tile[tile.length - 1], tile.length > 1 ? tile[tile.length - 2] : 1, tile.length > 2 ? tile[0] : 1]
    : defaultWorkgroupSize(kernel.rank);
  const buffers: BufferBinding[] = [];
  const uniforms: UniformField[] = [];
  let offset = 12; // after domain: vec3<u32>
  const addUniform = (name: string, type: ScalarKind, source: UniformSource) => {
    uniforms.push({ name, type, offset, source });
    offset += 4;
  };
  const extentDimsUsed = viewExtentDimsNeeded(kernel);
  for (const capture of kernel.captures) {
    const v = capture.outer;
    if (capture.kind === 'buffer') {
      const isConstView = v.type.kind === 'arrayView' && v.type.isConst;
      buffers.push({ capture, binding: buffers.length, access: capture.writes && !isConstView ? 'read_write' : 'read' });
      const rank = v.type.kind === 'arrayView' || v.type.kind === 'ampArray' ? v.type.rank : 1;
      for (let d = 0; d < rank; d++) {
        if (d > 0 || extentDimsUsed.has(v)) addUniform(`${v.name}_extent${d}`, 'i32', { kind: 'viewExtent', variable: v, dim: d });
      }
    } else if (v.type.kind === 'struct') {
      const flatten = (t: Type, path: string[]) => {
        if (t.kind === 'struct') for (const f of t.info.fields) flatten(f.type, [...path, f.name]);
        else addUniform(`${v.name}_${path.join('_')}`, scalarKind(t), { kind: 'field', variable: v, path });
      };
      flatten(v.type, []);
    } else if (v.type.kind === 'extent' || v.type.kind === 'index') {
      for (let d = 0; d < v.type.rank; d++) addUniform(`${v.name}_${d}`, 'i32', { kind: 'component', variable: v, dim: d });
    } else {
      addUniform(v.name, scalarKind(v.type), { kind: 'scalar', variable: v });
    }
  }
  return {
    kernel, entryPoint: kernel.name, workgroupSize, buffers, uniforms,
    uniformSize: Math.max(16, Math.ceil(offset / 16) * 16),
  };
}

/**
 * Row-major addressing needs dimensions 1..N-1 of each view; dimension 0 is
 * passed only when the kernel reads the whole extent (`a.extent[0]`, `a.extent`).
 */
function viewExtentDimsNeeded(kernel: Kernel): Set<Variable> {
  // Only the kernel's own body can name its captures (amp functions it calls cannot).
  const needs = new Set<Variable>();
  forEachExprInStmt(kernel.body, (e) => {
    if (e.kind === 'ExtentOf' && e.view.kind === 'VarRef') needs.add(e.view.variable);
  });
  return needs;
}
