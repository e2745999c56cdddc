/**
 * The WGSL types of the memory a kernel uses atomically (which memory that is, is sema's:
 * src/sema/kernel-memory.ts). A float is kept as its bits.
 */
import type { Type } from '../../sema/types.js';

/** The WGSL atomic that holds a C++ scalar: a float is kept as its bits. */
export function atomicScalarType(t: Type): 'i32' | 'u32' {
  return t.kind === 'int' && t.signed ? 'i32' : 'u32';
}

/** The WGSL type of atomic memory of C++ type `t`: `array<array<atomic<u32>, 10>, 10>` for `unsigned[10][10]`. */
export function atomicWgslType(t: Type): string {
  if (t.kind === 'array') return `array<${atomicWgslType(t.element)}, ${t.length ?? 0}>`;
  return `atomic<${atomicScalarType(t)}>`;
}
