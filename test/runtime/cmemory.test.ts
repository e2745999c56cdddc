/**
 * runtime/cmemory.ts: C's raw memory over typed blocks. The programs' results are checked against
 * g++ (test/e2e/oracle-programs/c-memory-functions.cpp); these are the cases a UB-free program
 * cannot show: what the runtime refuses rather than guess.
 */
import { callocBlock, mallocBlock, memcpy, memset, reallocBlock } from '../../runtime/cmemory.js';
import { RuntimeException } from '../../runtime/exceptions.js';
import { Pointer } from '../../runtime/pointer.js';

test('a size that is not a whole number of elements is refused, not rounded', () => {
  const a = mallocBlock<number>(16n, 'i32');
  const b = mallocBlock<number>(16n, 'i32');
  expect(a.array.length).toBe(4);
  expect(() => memcpy(a, b, 6n, 'i32')).toThrow(RuntimeException);
  expect(() => memset(a, 0, 3, 'i32')).toThrow(RuntimeException);
});

test('copies and fills stay inside the block the pointer points into', () => {
  const a = mallocBlock<number>(16n, 'f32');
  expect(() => memset(a.plus(2), 0, 12n, 'f32')).toThrow(RuntimeException);
  expect(() => memcpy(null, a, 4n, 'f32')).toThrow(RuntimeException);
  // Zero bytes through a null pointer touch nothing.
  expect(memcpy(null, null, 0n, 'f32')).toBeNull();
});

test('memset writes the byte pattern of each element, little-endian', () => {
  const d = mallocBlock<number>(16n, 'f64');
  memset(d, 0x3f, 16n, 'f64');
  expect(d.array[0]).toBe(new DataView(new Uint8Array(8).fill(0x3f).buffer).getFloat64(0, true));
  const s = mallocBlock<number>(4n, 'i16');
  memset(s, 0x80, 4n, 'i16');
  expect(s.array[1]).toBe(-32640);
  const flags = callocBlock<boolean>(2, 1, 'bool');
  expect(() => memset(flags, 2, 2, 'bool')).toThrow(RuntimeException);
});

test('realloc keeps what fits, refuses a pointer into the middle of a block, and of NULL is malloc', () => {
  const a = mallocBlock<bigint>(24n, 'i64');
  a.array[2] = 7n;
  expect(reallocBlock(a, 32n, 'i64').array).toEqual([0n, 0n, 7n, 0n]);
  expect(() => reallocBlock(new Pointer(a.array, 1), 8n, 'i64')).toThrow(RuntimeException);
  expect(reallocBlock<number>(0, 8n, 'u8').array.length).toBe(8);
});
