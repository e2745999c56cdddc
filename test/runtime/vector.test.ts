/** Typed vectors (runtime/vector.ts): std::vector of numbers as a growable typed array. */
import { ArrayView, Extent, Vector, float32, int32, writeBackVector } from '../../runtime/index.js';

describe('Vector', () => {
  it('grows by doubling and keeps its elements; size and capacity are apart', () => {
    const v = new Vector(Int32Array);
    for (let i = 0; i < 100; i++) v.push(i * 3);
    expect(v.size).toBe(100);
    expect(v.data.length).toBeGreaterThanOrEqual(100);
    expect(v.data.length).toBeLessThan(256);
    expect(Array.from(v.elements())).toEqual(Array.from({ length: 100 }, (_, i) => i * 3));
  });

  it('stores as C++ converts: wrap-around for narrow integers, rounding for float', () => {
    const u = new Vector(Uint8Array);
    u.push(300);
    u.push(-1);
    expect(Array.from(u.elements())).toEqual([44, 255]);
    const f = new Vector(Float32Array);
    f.push(0.1);
    expect(f.data[0]).toBe(Math.fround(0.1));
    const b = new Vector(BigInt64Array);
    b.push(2n ** 63n);
    expect(b.data[0]).toBe(-(2n ** 63n));
  });

  it('resize value-initializes the new elements, also after a shrink left old values in the storage', () => {
    const v = Vector.of(Float64Array, [1, 2, 3, 4]);
    v.resize(1);
    v.resize(3);
    expect(Array.from(v.elements())).toEqual([1, 0, 0]);
    v.resize(5, 7);
    expect(Array.from(v.elements())).toEqual([1, 0, 0, 7, 7]);
    expect(Object.is(Vector.filled(Float64Array, 2, -0).data[1], -0)).toBe(true);
    const big = new Vector(BigUint64Array);
    big.resize(2);
    expect(Array.from(big.elements())).toEqual([0n, 0n]);
  });

  it('insert, erase, assign, swap, pop_back and clear', () => {
    const v = Vector.of(Int16Array, [1, 2, 3]);
    v.insert(1, 2, 9);
    expect(Array.from(v.elements())).toEqual([1, 9, 9, 2, 3]);
    v.erase(0, 2);
    expect(Array.from(v.elements())).toEqual([9, 2, 3]);
    const w = Vector.filled(Int16Array, 2, 5);
    v.swap(w);
    expect(Array.from(v.elements())).toEqual([5, 5]);
    expect(Array.from(w.elements())).toEqual([9, 2, 3]);
    w.pop();
    expect(w.size).toBe(2);
    w.assign(3, -1);
    expect(Array.from(w.elements())).toEqual([-1, -1, -1]);
    w.clear();
    expect(w.size).toBe(0);
  });

  it('copies have their own storage; comparisons are by elements', () => {
    const a = Vector.of(Int32Array, [1, 2, 3]);
    const b = a.clone();
    b.data[0] = 7;
    expect(a.data[0]).toBe(1);
    expect(a.equals(a.clone())).toBe(true);
    expect(a.equals(b)).toBe(false);
    expect(a.less(b)).toBe(true);
    expect(b.less(a)).toBe(false);
    a.push(0);
    expect(a.clone().less(a)).toBe(false);
    expect(Vector.of(Int32Array, [1, 2, 3]).less(a)).toBe(true);
  });

  it('wraps a caller\'s typed array without copying; writeBackVector checks the length', () => {
    const caller = Int32Array.from([1, 2, 3]);
    const v = Vector.wrap(caller);
    v.data[1] = 20;
    expect(caller[1]).toBe(20);
    writeBackVector(caller, v, 'f', 'v');
    v.push(4);
    expect(() => writeBackVector(caller, v, 'f', 'v')).toThrow(/f resized its std::vector& parameter 'v' from 3 to 4 elements/);
  });
});

describe('array_view over a typed vector', () => {
  it('uses the vector\'s storage in place and needs as many elements as the extent', () => {
    const v = Vector.of(Float32Array, [1, 2, 3, 4]);
    const av = new ArrayView(float32, new Extent(2, 2), v);
    expect(av.peek(1, 0)).toBe(3);
    v.data[2] = 30;
    expect(av.peek(1, 0)).toBe(30);
    expect(() => new ArrayView(int32, new Extent(5), Vector.of(Int32Array, [1, 2]))).toThrow(/needs 5 elements, but its source has only 2/);
  });

  it('peek checks the index like get', () => {
    const av = new ArrayView(int32, new Extent(3), Vector.of(Int32Array, [1, 2, 3]));
    expect(av.peek(2)).toBe(3);
    expect(() => av.peek(3)).toThrow(/outside the extent/);
    expect(() => av.peek(0.5)).toThrow(/outside the extent/);
  });
});
