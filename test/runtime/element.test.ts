import {
  arrayType,
  bool32,
  decodeElementsInto,
  elementStride,
  encodeElements,
  float32,
  float64,
  int32,
  structType,
  uint32,
  bufferByteSize,
  type ElementType,
} from '../../runtime/element.js';

class Vec2 {
  x = 0;
  y = 0;
}

class Particle {
  pos = new Vec2();
  id = 0;
  alive = false;
  mass = 0;
}

// WGSL layout: struct Vec2 { x: f32, y: f32 } (size 8, align 4);
// struct Particle { pos: Vec2 @0, id: i32 @8, alive: u32 @12, mass: f32 @16 } (size 20, align 4).
const vec2 = structType('Vec2', () => new Vec2(), [['x', float32, 0], ['y', float32, 4]], 8, 4);
const particle = structType(
  'Particle',
  () => new Particle(),
  [
    ['pos', vec2, 0],
    ['id', int32, 8],
    ['alive', bool32, 12],
    ['mass', float32, 16],
  ],
  20,
  4,
);

describe('scalar element types', () => {
  it('are 4-byte little-endian values', () => {
    const view = new DataView(new ArrayBuffer(16));
    int32.write(view, 0, -2);
    uint32.write(view, 4, 4000000000);
    float32.write(view, 8, 1.5);
    bool32.write(view, 12, true);
    expect([...new Uint8Array(view.buffer, 0, 4)]).toEqual([0xfe, 0xff, 0xff, 0xff]);
    expect(view.getUint32(4, true)).toBe(4000000000);
    expect([...new Uint8Array(view.buffer, 8, 4)]).toEqual([0x00, 0x00, 0xc0, 0x3f]);
    expect(view.getUint32(12, true)).toBe(1);
    expect([int32.read(view, 0), uint32.read(view, 4), float32.read(view, 8), bool32.read(view, 12)]).toEqual([
      -2, 4000000000, 1.5, true,
    ]);
    const scalars: ElementType<number | boolean>[] = [int32, uint32, float32, bool32];
    for (const t of scalars) expect([t.size, t.align, elementStride(t)]).toEqual([4, 4, 4]);
  });

  it('round-trip through the typed-array fast path, rounding floats to f32', () => {
    const values = [0.1, -3, 1e30, 7];
    const bytes = encodeElements(float32, values, 4);
    const back: number[] = [];
    decodeElementsInto(float32, bytes, 4, back);
    expect(back).toEqual(values.map(Math.fround));

    const ints = [1, -1, 2147483647, -2147483648];
    const intBack: number[] = [99, 99, 99, 99, 99];
    decodeElementsInto(int32, encodeElements(int32, ints, 4), 4, intBack);
    expect(intBack).toEqual([...ints, 99]); // only the first `count` elements are replaced

    const flags = [true, false, true];
    const flagBack: boolean[] = [];
    decodeElementsInto(bool32, encodeElements(bool32, flags, 3), 3, flagBack);
    expect(flagBack).toEqual(flags);
  });

  it('carries doubles unconverted: 8 bytes, little-endian (a software double\'s vec2<u32>, low word first)', () => {
    expect([float64.size, float64.align, elementStride(float64)]).toEqual([8, 8, 8]);
    const values = [0.1, -0, 1e-310, -Infinity, 123456789.123, 2 ** 53 + 2];
    const bytes = encodeElements(float64, values, values.length);
    expect(bytes.byteLength).toBe(48);
    const words = new Uint32Array(bytes);
    expect([words[0], words[1]]).toEqual([0x9999999a, 0x3fb99999]); // 0.1
    expect(words[3]).toBe(0x80000000); // -0: the sign in the high word
    const back: number[] = [];
    decodeElementsInto(float64, bytes, values.length, back);
    expect(back).toEqual(values);
    expect(Object.is(back[1], -0)).toBe(true);
  });

  it('encodes only the first `count` elements of a longer source', () => {
    const bytes = encodeElements(uint32, [5, 6, 7, 8], 2);
    expect(bytes.byteLength).toBe(8);
    expect([...new Uint32Array(bytes)]).toEqual([5, 6]);
  });

  it('sizes buffers to a multiple of 4 and at least 4 bytes', () => {
    expect(bufferByteSize(int32, 0)).toBe(4);
    expect(bufferByteSize(int32, 3)).toBe(12);
    expect(bufferByteSize(particle, 3)).toBe(60);
  });
});

describe('structType', () => {
  it('writes fields at the compiler-given offsets', () => {
    const p = new Particle();
    p.pos.x = 1.5;
    p.pos.y = -2;
    p.id = 42;
    p.alive = true;
    p.mass = 0.25;
    const view = new DataView(new ArrayBuffer(20));
    particle.write(view, 0, p);
    expect(view.getFloat32(0, true)).toBe(1.5);
    expect(view.getFloat32(4, true)).toBe(-2);
    expect(view.getInt32(8, true)).toBe(42);
    expect(view.getUint32(12, true)).toBe(1);
    expect(view.getFloat32(16, true)).toBe(0.25);
  });

  it('reads back objects made by make(), element after element at the stride', () => {
    const ps = [0, 1, 2].map((i) => {
      const p = new Particle();
      p.pos.x = i;
      p.pos.y = i * 10;
      p.id = 100 + i;
      p.alive = i % 2 === 0;
      p.mass = i / 2;
      return p;
    });
    const bytes = encodeElements(particle, ps, 3);
    expect(bytes.byteLength).toBe(60);
    expect(new DataView(bytes).getInt32(20 + 8, true)).toBe(101);
    const back: Particle[] = [];
    decodeElementsInto(particle, bytes, 3, back);
    expect(back).toEqual(ps);
    expect(back[0]).toBeInstanceOf(Particle);
    expect(back[0]!.pos).toBeInstanceOf(Vec2);
    expect(back[0]).not.toBe(ps[0]);
  });

  it('rejects a field that does not fit the struct', () => {
    expect(() => structType('Bad', () => ({}), [['x', int32, 6]], 8, 4)).toThrow(/offset 6/);
    expect(() => structType('Bad', () => ({}), [['x', int32, 8]], 8, 4)).toThrow(/offset 8/);
  });
});

describe('arrayType (a struct\'s fixed-length array member, WGSL array<T, N>)', () => {
  class Cell {
    v: number[] = [0, 0, 0];
    w = 0;
    m: number[][] = [[0, 0], [0, 0]];
  }
  // struct Cell { v: array<i32, 3> @0, w: f32 @12, m: array<array<u32, 2>, 2> @16 } (size 32, align 4).
  const cell = structType(
    'Cell',
    () => new Cell(),
    [['v', arrayType(int32, 3, 4), 0], ['w', float32, 12], ['m', arrayType(arrayType(uint32, 2, 4), 2, 8), 16]],
    32,
    4,
  );

  it('has the size of its elements at the stride and its element\'s alignment', () => {
    const doubles = arrayType(float64, 2, 8);
    expect([doubles.size, doubles.align, doubles.name]).toEqual([16, 8, 'double[2]']);
    expect(arrayType(arrayType(int32, 3, 4), 2, 12).size).toBe(24);
  });

  it('writes each element at its stride and reads a fresh JS array back', () => {
    const view = new DataView(new ArrayBuffer(32));
    const ints = arrayType(int32, 3, 4);
    const values = [7, -1, 2147483647];
    ints.write(view, 4, values);
    expect([view.getInt32(4, true), view.getInt32(8, true), view.getInt32(12, true)]).toEqual(values);
    const back = ints.read(view, 4);
    expect(back).toEqual(values);
    expect(back).not.toBe(values);
  });

  it('follows a stride larger than the element (a vec3 is 12 bytes at a 16-byte stride)', () => {
    const vec3 = structType('V3', () => ({ x: 0, y: 0, z: 0 }), [['x', float32, 0], ['y', float32, 4], ['z', float32, 8]], 12, 4);
    const vs = arrayType(vec3, 2, 16);
    expect(vs.size).toBe(32);
    const view = new DataView(new ArrayBuffer(32));
    view.setFloat32(28, 99, true); // the second vec3's padding: left as it is
    vs.write(view, 0, [{ x: 1, y: 2, z: 3 }, { x: 4, y: 5, z: 6 }]);
    expect([view.getFloat32(0, true), view.getFloat32(16, true), view.getFloat32(24, true), view.getFloat32(28, true)]).toEqual([1, 4, 6, 99]);
    expect(vs.read(view, 0)).toEqual([{ x: 1, y: 2, z: 3 }, { x: 4, y: 5, z: 6 }]);
  });

  it('round-trips struct elements holding arrays, nested arrays included', () => {
    const cells = [0, 1].map((i) => {
      const c = new Cell();
      c.v = [i, i + 1, i - 5];
      c.w = i / 4;
      c.m = [[4000000000 + i, 1], [2, 3 + i]];
      return c;
    });
    const bytes = encodeElements(cell, cells, 2);
    expect(bytes.byteLength).toBe(64);
    expect(new DataView(bytes).getUint32(32 + 16, true)).toBe(4000000001);
    expect(new DataView(bytes).getUint32(32 + 28, true)).toBe(4);
    const back: Cell[] = [];
    decodeElementsInto(cell, bytes, 2, back);
    expect(back).toEqual(cells);
    expect(back[1]!.m[1]).not.toBe(cells[1]!.m[1]);
  });

  it('rejects a length or stride that does not fit the layout', () => {
    expect(() => arrayType(int32, 0, 4)).toThrow(/does not fit/);
    expect(() => arrayType(float64, 2, 4)).toThrow(/does not fit/);
    expect(() => arrayType(float64, 2, 12)).toThrow(/does not fit/);
    expect(() => structType('Bad', () => ({}), [['v', arrayType(int32, 3, 4), 4]], 12, 4)).toThrow(/offset 4/);
  });
});
