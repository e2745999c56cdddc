/**
 * C strings on the host (runtime/cstring.ts): literals, char arrays, argv, and <cstring>'s
 * functions reading and writing through pointers into the middle of arrays, with the undefined
 * behaviours C++ leaves silent (no NUL, writing past the array, null) made errors.
 */
import { cArgv, charArray, cString, strcat, strcmp, strcpy, strlen, strncmp, strncpy, stringOf } from '../../runtime/cstring.js';
import { RuntimeException } from '../../runtime/exceptions.js';
import { Pointer } from '../../runtime/pointer.js';

test('a literal is its chars and a NUL, one array per distinct text', () => {
  const p = cString('ab');
  expect(p.array).toEqual([97, 98, 0]);
  expect(p.offset).toBe(0);
  expect(cString('ab')).toBe(p);
  expect(cString('ab!')).not.toBe(p);
});

test('a char array from a literal is padded with NULs to its length', () => {
  expect(charArray('abc', 6)).toEqual([97, 98, 99, 0, 0, 0]);
  expect(charArray('abc')).toEqual([97, 98, 99, 0]);
});

test('argv holds one C string per argument and a null pointer after them', () => {
  const argv = cArgv(['prog', 'x']);
  expect(argv.array.length).toBe(3);
  expect(stringOf(argv.array[0])).toBe('prog');
  expect(stringOf(argv.array[1])).toBe('x');
  expect(argv.array[2]).toBeNull();
});

test('stringOf and strlen read from the pointer to the first NUL', () => {
  const p = new Pointer([104, 105, 0, 120, 0], 1);
  expect(stringOf(p)).toBe('i');
  expect(strlen(p)).toBe(1);
  expect(strlen(new Pointer([104, 105, 0, 120, 0], 2))).toBe(0);
  expect(strlen('literal')).toBe(7);
});

test('strcmp and strncmp compare as unsigned char, as glibc does', () => {
  expect(strcmp('abc', 'abd')).toBeLessThan(0);
  expect(strcmp('abd', 'abc')).toBeGreaterThan(0);
  expect(strcmp('ab', 'abc')).toBeLessThan(0);
  expect(strcmp(cString('same'), 'same')).toBe(0);
  // char is signed: -1 is 255 as unsigned char, which sorts after 'a'.
  expect(strcmp(new Pointer([-1, 0], 0), 'a')).toBeGreaterThan(0);
  expect(strncmp('restrict', 'result', 3)).toBe(0);
  expect(strncmp('restrict', 'result', 4)).toBeLessThan(0);
});

test('strcpy, strcat and strncpy write through the destination and return it', () => {
  const buf = new Array(10).fill(9);
  const dest = new Pointer(buf, 1);
  expect(strcpy(dest, 'ab')).toBe(dest);
  expect(buf.slice(0, 5)).toEqual([9, 97, 98, 0, 9]);
  strcat(dest, 'cd');
  expect(stringOf(dest)).toBe('abcd');
  strncpy(dest, 'xy', 4);
  expect(buf.slice(1, 7)).toEqual([120, 121, 0, 0, 0, 9]);
  strncpy(dest, 'uvwxyz', 3);
  expect(buf.slice(1, 5)).toEqual([117, 118, 119, 0]);
});

test('reading past the array, writing past it and null pointers are errors', () => {
  expect(() => strlen(new Pointer([97, 98], 0))).toThrow(RuntimeException);
  expect(() => strcpy(new Pointer([0, 0], 0), 'abc')).toThrow(RuntimeException);
  expect(() => strlen(null)).toThrow(RuntimeException);
  expect(() => stringOf(null)).toThrow(RuntimeException);
});
