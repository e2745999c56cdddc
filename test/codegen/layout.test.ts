/**
 * WGSL memory layout (wgsl.bs §"Memory Layout"): for host-shareable types
 * i32/u32/f32 are 4/4 (size/align), vec2<i32> 8/8, vec3<i32> 12/16,
 * array<E, N> has align(E) and stride roundUp(align(E), size(E)), and a struct
 * places each member at roundUp(align(member), end of previous member), has the
 * largest member alignment, and a size rounded up to that alignment.
 */
import { roundUp, storageLayout, structLayout } from '../../src/codegen/layout.js';
import { doubleType, floatType, intType, uintType, type StructInfo, type Type } from '../../src/sema/types.js';

const vec2: Type = { kind: 'index', rank: 2 };
const vec3: Type = { kind: 'index', rank: 3 };
const ext2: Type = { kind: 'extent', rank: 2 };
const arrayOf = (element: Type, length: number): Type => ({ kind: 'array', element, length });

function struct(name: string, fields: [string, Type][]): StructInfo {
  return { name, fields: fields.map(([n, type]) => ({ name: n, type })), isUnion: false, methods: [] };
}

describe('roundUp', () => {
  test('rounds up to a multiple of the alignment', () => {
    expect([roundUp(4, 0), roundUp(4, 1), roundUp(4, 4), roundUp(16, 17), roundUp(8, 12)]).toEqual([0, 4, 4, 32, 16]);
  });
});

describe('storageLayout of scalars, vectors and arrays', () => {
  test('scalars are 4 bytes aligned to 4', () => {
    for (const t of [intType, uintType, floatType]) expect(storageLayout(t)).toEqual({ size: 4, align: 4 });
  });

  test('index<1> is i32, index<2> vec2<i32>, index<3> vec3<i32> (size 12, align 16)', () => {
    expect(storageLayout({ kind: 'index', rank: 1 })).toEqual({ size: 4, align: 4 });
    expect(storageLayout(vec2)).toEqual({ size: 8, align: 8 });
    expect(storageLayout(ext2)).toEqual({ size: 8, align: 8 });
    expect(storageLayout(vec3)).toEqual({ size: 12, align: 16 });
  });

  test('arrays: element stride is the element size rounded up to its alignment', () => {
    expect(storageLayout(arrayOf(floatType, 5))).toEqual({ size: 20, align: 4 });
    expect(storageLayout(arrayOf(vec3, 2))).toEqual({ size: 32, align: 16 });
    expect(storageLayout(arrayOf(arrayOf(intType, 3), 2))).toEqual({ size: 24, align: 4 });
  });
});

describe('structLayout', () => {
  test('scalars pack at 4-byte steps', () => {
    expect(structLayout(struct('P', [['a', intType], ['b', floatType], ['c', uintType]]))).toEqual({ layout: { size: 12, align: 4 }, offsets: [0, 4, 8] });
  });

  test('a vec2 member is aligned to 8 and makes the struct 8-aligned', () => {
    expect(structLayout(struct('S', [['a', intType], ['e', ext2]]))).toEqual({ layout: { size: 16, align: 8 }, offsets: [0, 8] });
    expect(structLayout(struct('S', [['e', ext2], ['a', intType]]))).toEqual({ layout: { size: 16, align: 8 }, offsets: [0, 8] });
  });

  test('a vec3 member is aligned to 16; a scalar after it fills its last 4 bytes', () => {
    expect(structLayout(struct('S', [['a', intType], ['v', vec3], ['c', intType]]))).toEqual({ layout: { size: 32, align: 16 }, offsets: [0, 16, 28] });
    expect(structLayout(struct('S', [['v', vec3], ['w', floatType]]))).toEqual({ layout: { size: 16, align: 16 }, offsets: [0, 12] });
  });

  test('array members', () => {
    expect(structLayout(struct('S', [['x', floatType], ['arr', arrayOf(intType, 3)], ['p', vec2]]))).toEqual({ layout: { size: 24, align: 8 }, offsets: [0, 4, 16] });
  });

  test('nested structs: the inner struct keeps its alignment and rounded size', () => {
    const inner = struct('Inner', [['a', intType], ['b', vec3]]); // size 32, align 16
    expect(structLayout(inner).layout).toEqual({ size: 32, align: 16 });
    const outer = struct('Outer', [['f', floatType], ['in', { kind: 'struct', info: inner }], ['g', floatType]]);
    expect(structLayout(outer)).toEqual({ layout: { size: 64, align: 16 }, offsets: [0, 16, 48] });
    expect(storageLayout({ kind: 'struct', info: outer })).toEqual({ size: 64, align: 16 });
  });

  test('array members of array_view elements: arrays of arrays, of doubles, of structs, of vec3s', () => {
    // struct Cell { m: array<array<i32, 3>, 2> @0, d: array<vec2<u32>, 2> @24 (a double is 8/8), w: f32 @40 }.
    const cell = struct('Cell', [['m', arrayOf(arrayOf(intType, 3), 2)], ['d', arrayOf(doubleType, 2)], ['w', floatType]]);
    expect(structLayout(cell)).toEqual({ layout: { size: 48, align: 8 }, offsets: [0, 24, 40] });
    // An array of a 12-byte struct strides 12; an array of vec3 strides 16.
    const p = struct('P', [['x', intType], ['y', floatType], ['z', uintType]]);
    const holder = struct('H', [['ps', arrayOf({ kind: 'struct', info: p }, 2)], ['vs', arrayOf({ kind: 'shortVector', scalar: 'float', length: 3 }, 2)], ['k', intType]]);
    expect(structLayout(holder)).toEqual({ layout: { size: 80, align: 16 }, offsets: [0, 32, 64] });
  });

  test('an array of structs strides by the struct size', () => {
    const s = struct('S', [['v', vec3], ['w', floatType]]);
    expect(storageLayout(arrayOf({ kind: 'struct', info: s }, 3))).toEqual({ size: 48, align: 16 });
  });
});
