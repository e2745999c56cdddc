/**
 * WGSL memory layout (size, alignment, member offsets) of the types that
 * cross the host/device boundary: array_view/array elements and uniforms.
 * The runtime does not compute layouts: the host module passes it these
 * numbers, so WGSL and the host agree by construction.
 */
import type { StructInfo, Type } from '../sema/types.js';

export interface Layout {
  size: number;
  align: number;
}

export function roundUp(align: number, n: number): number {
  return Math.ceil(n / align) * align;
}

/** Layout of a type in the storage address space (WGSL §"Memory Layout"). */
export function storageLayout(t: Type): Layout {
  switch (t.kind) {
    case 'int': case 'bool':
      return { size: 4, align: 4 };
    // A double is a software double, `vec2<u32>`: the 8 bytes of the host's Float64Array element.
    case 'float':
      return t.bits === 64 ? { size: 8, align: 8 } : { size: 4, align: 4 };
    // i32, vec2/3/4<i32>, then array<i32, N> above rank 4 (src/library/index-wgsl.ts).
    case 'index': case 'extent':
      if (t.rank === 1) return { size: 4, align: 4 };
      if (t.rank === 2) return { size: 8, align: 8 };
      if (t.rank === 3) return { size: 12, align: 16 };
      return t.rank === 4 ? { size: 16, align: 16 } : { size: 4 * t.rank, align: 4 };
    case 'array': {
      const e = storageLayout(t.element);
      return { size: roundUp(e.align, e.size) * (t.length ?? 0), align: e.align };
    }
    case 'struct':
      return structLayout(t.info).layout;
    // WGSL's vecN (a struct member keeps it): vec2 8/8, vec3 12/16, vec4 16/16. A length-3 array
    // element is stored packed instead (`packedWgslType`), and the runtime's element type says so.
    case 'shortVector':
      return t.length === 1 ? { size: 4, align: 4 } : { size: 4 * t.length, align: t.length === 2 ? 8 : 16 };
    default:
      return { size: 4, align: 4 };
  }
}

export function structLayout(info: StructInfo): { layout: Layout; offsets: number[] } {
  let offset = 0;
  let align = 1;
  const offsets: number[] = [];
  for (const f of info.fields) {
    const l = storageLayout(f.type);
    offset = roundUp(l.align, offset);
    offsets.push(offset);
    offset += l.size;
    align = Math.max(align, l.align);
  }
  return { layout: { size: roundUp(align, offset), align }, offsets };
}
