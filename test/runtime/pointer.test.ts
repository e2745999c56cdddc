/** Host pointers to scalars (runtime/pointer.ts): an array and an offset, immutable like a C++ pointer value. */
import { Pointer, RuntimeException, samePointer } from '../../runtime/index.js';

describe('Pointer', () => {
  it('new T[n] is a block of value-initialized scalars; arithmetic makes new pointers into it', () => {
    const p = Pointer.block(4, 0);
    expect(p.array).toEqual([0, 0, 0, 0]);
    const q = p.plus(3);
    q.array[q.offset] = 9;
    expect(p.array[3]).toBe(9);
    expect(p.offset).toBe(0);
    expect(q.minus(1).offset).toBe(2);
    expect(q.difference(p)).toBe(3);
    expect(p.difference(q)).toBe(-3);
    expect(q.at(0)).toBe(9);
  });

  it('equality is the same element of the same array; null equals only null', () => {
    const a = [1, 2, 3];
    expect(samePointer(new Pointer(a, 1), new Pointer(a, 1))).toBe(true);
    expect(samePointer(new Pointer(a, 1), new Pointer(a, 2))).toBe(false);
    expect(samePointer(new Pointer(a, 0), new Pointer([1, 2, 3], 0))).toBe(false);
    expect(samePointer<number>(null, null)).toBe(true);
    expect(samePointer(new Pointer(a, 0), null)).toBe(false);
  });

  it('rejects what C++ leaves undefined: differences across arrays, negative new[] sizes', () => {
    expect(() => new Pointer([1], 0).difference(new Pointer([1], 0))).toThrow(RuntimeException);
    expect(() => Pointer.block(-1, 0)).toThrow(/bad_array_new_length/);
  });

  it('an array_view takes the array a pointer starts, and refuses one into its middle', () => {
    const a = [1, 2, 3];
    expect(new Pointer(a, 0).elements()).toBe(a);
    expect(() => new Pointer(a, 1).elements()).toThrow(/not supported by ampc/);
  });
});
