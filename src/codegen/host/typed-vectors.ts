/**
 * Which std::vectors the host stores in typed arrays (runtime/vector.ts): those of arithmetic
 * elements other than bool, in the typed array of the element's own width, so that a store
 * converts as C++ does and an array_view uploads the bytes without converting them. Vectors of
 * bool, structs, strings and vectors stay JS arrays of values.
 */
import type { Type } from '../../sema/types.js';

/** The typed array class a `std::vector<element>` is stored in, or null where it is a JS array. */
export function typedArrayOf(element: Type): string | null {
  switch (element.kind) {
    case 'int':
      if (element.bits === 64) return element.signed ? 'BigInt64Array' : 'BigUint64Array';
      return `${element.signed ? 'Int' : 'Uint'}${element.bits}Array`;
    case 'float':
      return element.bits === 32 ? 'Float32Array' : 'Float64Array';
    default:
      return null;
  }
}

/** Whether `t` is a std::vector stored as a runtime `Vector` over a typed array. */
export function isTypedVector(t: Type): boolean {
  return t.kind === 'vector' && typedArrayOf(t.element) !== null;
}

/** The typed array class of a std::vector type, or null where it is not a typed vector. */
export function vectorStorage(t: Type): string | null {
  return t.kind === 'vector' ? typedArrayOf(t.element) : null;
}
