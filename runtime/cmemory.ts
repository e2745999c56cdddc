/**
 * C's raw memory functions over host pointers to scalars (`Pointer`: a JS array and an offset):
 * `malloc`, `calloc`, `realloc`, `free` and `memcpy`, `memmove`, `memset`. A block is
 * an array of the scalar type the program casts `malloc`'s result to, so sizes in bytes are
 * divided by that type's size; `memset` of a non-zero byte goes through the little-endian
 * representation x86-64 gives each scalar. (`memcmp` is not here: glibc's x86-64 result is a
 * byte difference for some lengths and ±1 for others.)
 */
import { RuntimeException } from './exceptions.js';
import { offsetBounds, Pointer, type Elements } from './pointer.js';

/** How a scalar is laid out in memory: its size and its representation. */
export type ScalarLayout = 'i8' | 'u8' | 'i16' | 'u16' | 'i32' | 'u32' | 'i64' | 'u64' | 'f32' | 'f64' | 'bool';

const sizes: Record<ScalarLayout, number> = { i8: 1, u8: 1, bool: 1, i16: 2, u16: 2, i32: 4, u32: 4, f32: 4, i64: 8, u64: 8, f64: 8 };

/** Elements of `layout` in `bytes`: a size that is not a whole number of them is not supported (C would copy part of one). */
function elementCount(bytes: bigint | number, layout: ScalarLayout, what: string): number {
  const n = Number(bytes);
  const size = sizes[layout];
  if (n % size !== 0) throw new RuntimeException(`${what} of ${n} bytes, not a whole number of ${size}-byte elements, is not supported by ampc`);
  return n / size;
}

/** `n` elements from `p` must lie in its array. */
function checkSpan(p: Pointer<unknown> | null, n: number, what: string): Pointer<unknown> {
  if (p === null) {
    if (n === 0) return new Pointer([], 0);
    throw new RuntimeException(`${what} through a null pointer`);
  }
  const [first, end] = offsetBounds(p.array);
  if (p.offset < first || p.offset + n > end) throw new RuntimeException(`${what} of ${n} elements outside the block the pointer points into`);
  return p;
}

function zeroOf(layout: ScalarLayout): unknown {
  return layout === 'bool' ? false : layout === 'i64' || layout === 'u64' ? 0n : 0;
}

/**
 * `(T*)malloc(bytes)`: room for bytes / sizeof(T) elements (a partial one at the end cannot be
 * reached through a T*). C leaves them indeterminate; reading one is undefined, so zeros serve.
 */
export function mallocBlock<T>(bytes: bigint | number, layout: ScalarLayout): Pointer<T> {
  const n = Math.floor(Number(bytes) / sizes[layout]);
  return new Pointer(new Array<T>(n).fill(zeroOf(layout) as T), 0);
}

/** `(T*)calloc(count, size)`: count·size bytes of zeros. */
export function callocBlock<T>(count: bigint | number, size: bigint | number, layout: ScalarLayout): Pointer<T> {
  return mallocBlock(BigInt(count) * BigInt(size), layout);
}

/** `(T*)realloc(p, bytes)`: a block of the new size holding the old one's elements (as many as fit); `realloc(NULL, n)` is malloc. */
export function reallocBlock<T>(p: Pointer<T> | null | 0, bytes: bigint | number, layout: ScalarLayout): Pointer<T> {
  const block = mallocBlock<T>(bytes, layout);
  // A null pointer: `nullptr`, or `NULL`, which is the int 0 here.
  if (p === null || p === 0) return block;
  if (p.offset !== 0) throw new RuntimeException('realloc of a pointer that does not start a block');
  const kept = Math.min(p.array.length, block.array.length);
  const target = block.array as T[];
  for (let i = 0; i < kept; i++) target[i] = p.array[i];
  return block;
}

/** `free(p)`: the garbage collector frees the block once nothing refers to it. */
export function free(_p: Pointer<unknown> | null | 0): void {}

/** `memcpy(dst, src, bytes)` between blocks of one scalar type; overlapping ranges are undefined in C and copied forwards here. */
export function memcpy<T>(dst: Pointer<T> | null, src: Pointer<T> | null, bytes: bigint | number, layout: ScalarLayout): Pointer<T> | null {
  const n = elementCount(bytes, layout, 'memcpy');
  const d = checkSpan(dst, n, 'memcpy into') as Pointer<T>;
  const s = checkSpan(src, n, 'memcpy from') as Pointer<T>;
  const out = d.array as Elements<T> & { [i: number]: T };
  for (let i = 0; i < n; i++) out[d.offset + i] = s.array[s.offset + i];
  return dst;
}

/** `memmove(dst, src, bytes)`: as memcpy, right where the ranges overlap. */
export function memmove<T>(dst: Pointer<T> | null, src: Pointer<T> | null, bytes: bigint | number, layout: ScalarLayout): Pointer<T> | null {
  const n = elementCount(bytes, layout, 'memmove');
  const d = checkSpan(dst, n, 'memmove into') as Pointer<T>;
  const s = checkSpan(src, n, 'memmove from') as Pointer<T>;
  const copy = Array.from({ length: n }, (_, i) => s.array[s.offset + i]);
  const out = d.array as Elements<T> & { [i: number]: T };
  for (let i = 0; i < n; i++) out[d.offset + i] = copy[i];
  return dst;
}

/** The element whose every byte is `byte`. */
function filledWith(byte: number, layout: ScalarLayout): unknown {
  const view = new DataView(new ArrayBuffer(8));
  for (let i = 0; i < 8; i++) view.setUint8(i, byte);
  switch (layout) {
    // A bool's byte other than 0 or 1 is no value C++ defines.
    case 'bool':
      if (byte > 1) throw new RuntimeException(`memset of a bool to ${byte}, which is neither false nor true`);
      return byte === 1;
    case 'i8': return view.getInt8(0);
    case 'u8': return view.getUint8(0);
    case 'i16': return view.getInt16(0, true);
    case 'u16': return view.getUint16(0, true);
    case 'i32': return view.getInt32(0, true);
    case 'u32': return view.getUint32(0, true);
    case 'i64': return view.getBigInt64(0, true);
    case 'u64': return view.getBigUint64(0, true);
    case 'f32': return view.getFloat32(0, true);
    case 'f64': return view.getFloat64(0, true);
  }
}

/** `memset(p, c, bytes)`: every byte becomes `(unsigned char)c`. */
export function memset<T>(dst: Pointer<T> | null, c: number, bytes: bigint | number, layout: ScalarLayout): Pointer<T> | null {
  const n = elementCount(bytes, layout, 'memset');
  const d = checkSpan(dst, n, 'memset') as Pointer<T>;
  const value = filledWith(c & 0xff, layout) as T;
  const out = d.array as Elements<T> & { [i: number]: T };
  for (let i = 0; i < n; i++) out[d.offset + i] = value;
  return dst;
}
