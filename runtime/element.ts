/**
 * Element types: how one element of an array_view / array is laid out in a
 * GPU storage buffer (WGSL's storage layout rules).
 *
 * The compiler computes struct layouts (field offsets, size, alignment) from
 * WGSL's rules and passes them to `structType`; the runtime only follows them.
 * Elements sit in the buffer at a stride of `size` rounded up to `align`, as in
 * a WGSL `array<T>`.
 *
 * Bulk copies of scalars go through typed arrays (see `encodeElements`
 * and `decodeElementsInto`); only structs pay for a DataView per field.
 * Typed arrays use the platform's byte order, which is little-endian like
 * WebGPU's on every platform Dawn and browsers run on.
 */
import { RuntimeException } from './exceptions.js';

export type ScalarKind = 'i32' | 'u32' | 'f32' | 'f64' | 'bool';

export interface ElementType<T> {
  /** A name for messages, e.g. "int" or the C++ struct name. */
  readonly name: string;
  /** Bytes one element occupies (WGSL `SizeOf`). */
  readonly size: number;
  /** WGSL `AlignOf`. */
  readonly align: number;
  /** Present for the scalars, so bulk copies can use typed arrays. */
  readonly scalar?: ScalarKind;
  read(view: DataView, byteOffset: number): T;
  write(view: DataView, byteOffset: number, value: T): void;
}

/** C++ `int`, WGSL `i32`. */
export const int32: ElementType<number> = {
  name: 'int',
  size: 4,
  align: 4,
  scalar: 'i32',
  read: (view, offset) => view.getInt32(offset, true),
  write: (view, offset, value) => view.setInt32(offset, value, true),
};

/** C++ `unsigned int`, WGSL `u32`. */
export const uint32: ElementType<number> = {
  name: 'unsigned int',
  size: 4,
  align: 4,
  scalar: 'u32',
  read: (view, offset) => view.getUint32(offset, true),
  write: (view, offset, value) => view.setUint32(offset, value, true),
};

/** C++ `float`, WGSL `f32`. */
export const float32: ElementType<number> = {
  name: 'float',
  size: 4,
  align: 4,
  scalar: 'f32',
  read: (view, offset) => view.getFloat32(offset, true),
  write: (view, offset, value) => view.setFloat32(offset, value, true),
};

/**
 * C++ `double`: kernels hold it as a `vec2<u32>` (a software double, low word first), which is
 * exactly a Float64Array's little-endian bytes, so the host's doubles travel unconverted.
 */
export const float64: ElementType<number> = {
  name: 'double',
  size: 8,
  align: 8,
  scalar: 'f64',
  read: (view, offset) => view.getFloat64(offset, true),
  write: (view, offset, value) => view.setFloat64(offset, value, true),
};

/** C++ `bool`: WGSL has no host-shareable bool, so it is stored as a u32 0 or 1. */
export const bool32: ElementType<boolean> = {
  name: 'bool',
  size: 4,
  align: 4,
  scalar: 'bool',
  read: (view, offset) => view.getUint32(offset, true) !== 0,
  write: (view, offset, value) => view.setUint32(offset, value ? 1 : 0, true),
};

/**
 * A C++ struct as a WGSL struct. `fields` gives each member's element type and
 * byte offset inside the struct; `size` and `align` are the struct's own.
 * Reading builds a fresh host object with `make()` and fills its fields.
 */
export function structType<T>(
  name: string,
  make: () => T,
  fields: Array<[fieldName: string, type: ElementType<any>, byteOffset: number]>,
  size: number,
  align: number,
): ElementType<T> {
  for (const [fieldName, type, offset] of fields) {
    if (offset % type.align !== 0 || offset + type.size > size) {
      throw new RuntimeException(`struct ${name}: field ${fieldName} at offset ${offset} does not fit the layout`);
    }
  }
  return {
    name,
    size,
    align,
    read(view, byteOffset) {
      const value = make();
      const record = value as Record<string, unknown>;
      for (const [fieldName, type, offset] of fields) record[fieldName] = type.read(view, byteOffset + offset);
      return value;
    },
    write(view, byteOffset, value) {
      const record = value as Record<string, unknown>;
      for (const [fieldName, type, offset] of fields) type.write(view, byteOffset + offset, record[fieldName]);
    },
  };
}

/**
 * A fixed-length array member of a struct, WGSL's `array<T, length>`: `length` elements
 * `stride` bytes apart (the compiler's WGSL stride: the element's size rounded up to its
 * alignment, so a `vec3` member's array strides 16 though its element type writes 12 bytes).
 * Reading gives a fresh JS array (a C++ array member is one on the host); writing takes one.
 */
export function arrayType<T>(element: ElementType<T>, length: number, stride: number): ElementType<T[]> {
  if (!Number.isInteger(length) || length < 1 || stride < element.size || stride % element.align !== 0) {
    throw new RuntimeException(`array of ${length} ${element.name} at stride ${stride} does not fit the layout`);
  }
  return {
    name: `${element.name}[${length}]`,
    size: stride * length,
    align: element.align,
    read(view, byteOffset) {
      const values: T[] = [];
      for (let i = 0; i < length; i++) values.push(element.read(view, byteOffset + i * stride));
      return values;
    },
    write(view, byteOffset, values) {
      for (let i = 0; i < length; i++) element.write(view, byteOffset + i * stride, values[i]!);
    },
  };
}

/** Distance in bytes between consecutive elements in a buffer (WGSL array stride). */
export function elementStride<T>(elem: ElementType<T>): number {
  return Math.ceil(elem.size / elem.align) * elem.align;
}

/** Bytes a GPU buffer for `count` elements needs: a multiple of 4, at least 4 (WebGPU rules). */
export function bufferByteSize<T>(elem: ElementType<T>, count: number): number {
  return Math.max(4, Math.ceil((elementStride(elem) * count) / 4) * 4);
}

/** Lays out the first `count` values in a fresh buffer-sized ArrayBuffer. */
export function encodeElements<T>(elem: ElementType<T>, values: ArrayLike<T>, count: number): ArrayBuffer {
  const bytes = new ArrayBuffer(bufferByteSize(elem, count));
  encodeElementsInto(elem, values, count, bytes, 0);
  return bytes;
}

/** Writes `count` values into `bytes` starting at element position `firstElement`. */
export function encodeElementsInto<T>(
  elem: ElementType<T>,
  values: ArrayLike<T>,
  count: number,
  bytes: ArrayBuffer,
  firstElement: number,
): void {
  const stride = elementStride(elem);
  switch (elem.scalar) {
    case 'i32':
    case 'u32':
    case 'f32':
    case 'f64': {
      const target = scalarView(elem.scalar, bytes, firstElement, count);
      // TypedArray.set converts a whole JS array in native code.
      target.set(values.length === count ? (values as ArrayLike<number>) : sliceOf(values as ArrayLike<number>, count));
      return;
    }
    case 'bool': {
      const target = new Uint32Array(bytes, firstElement * 4, count);
      for (let i = 0; i < count; i++) target[i] = values[i] ? 1 : 0;
      return;
    }
    case undefined: {
      const view = new DataView(bytes);
      for (let i = 0; i < count; i++) elem.write(view, (firstElement + i) * stride, values[i]!);
      return;
    }
  }
}

/** Reads `count` elements from `bytes` into `dest[0..count)`, replacing what was there. */
export function decodeElementsInto<T>(elem: ElementType<T>, bytes: ArrayBuffer, count: number, dest: { [i: number]: T; readonly length: number }): void {
  const stride = elementStride(elem);
  switch (elem.scalar) {
    case 'i32':
    case 'u32':
    case 'f32':
    case 'f64': {
      const source = scalarView(elem.scalar, bytes, 0, count);
      // Into a typed vector's storage of the same type (runtime/vector.ts): one native copy.
      if (dest.constructor === source.constructor) {
        (dest as unknown as typeof source).set(source as never);
        return;
      }
      const numbers = dest as unknown as number[];
      for (let i = 0; i < count; i++) numbers[i] = source[i]!;
      return;
    }
    case 'bool': {
      const source = new Uint32Array(bytes, 0, count);
      const flags = dest as unknown as boolean[];
      for (let i = 0; i < count; i++) flags[i] = source[i] !== 0;
      return;
    }
    case undefined: {
      const view = new DataView(bytes);
      for (let i = 0; i < count; i++) dest[i] = elem.read(view, i * stride);
      return;
    }
  }
}

function scalarView(
  kind: 'i32' | 'u32' | 'f32' | 'f64',
  bytes: ArrayBuffer,
  firstElement: number,
  count: number,
): Int32Array | Uint32Array | Float32Array | Float64Array {
  switch (kind) {
    case 'i32':
      return new Int32Array(bytes, firstElement * 4, count);
    case 'u32':
      return new Uint32Array(bytes, firstElement * 4, count);
    case 'f32':
      return new Float32Array(bytes, firstElement * 4, count);
    case 'f64':
      return new Float64Array(bytes, firstElement * 8, count);
  }
}

function sliceOf(values: ArrayLike<number>, count: number): ArrayLike<number> {
  return Array.isArray(values) ? values.slice(0, count) : Array.prototype.slice.call(values, 0, count);
}
