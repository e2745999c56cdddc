/**
 * Blocks of class objects (`new S[n]`, runtime/object-blocks.ts): a pointer is an object of the
 * block, which finds its neighbours; the one-past-the-end position exists but holds no object.
 * A pointer into a C array or vector of objects (`&arr[i]`, `objectIn`) finds them alike.
 */
import { deleteObjects, newObjects, objectAt, objectDistance, objectIn } from '../../runtime/object-blocks.js';

describe('object blocks', () => {
  test('objects are made first to last, and a pointer reaches every position of its block', () => {
    const made: number[] = [];
    const first = newObjects(3, () => ({ id: made.push(made.length) - 1 }));
    expect(made).toEqual([0, 1, 2]);
    expect([0, 1, 2].map((k) => objectAt(first, k).id)).toEqual([0, 1, 2]);
    const last = objectAt(first, 2);
    expect(objectAt(last, -2)).toBe(first);
    const end = objectAt(first, 3);
    expect(objectDistance(end, first)).toBe(3);
    expect(objectDistance(first, last)).toBe(-2);
  });

  test('arithmetic outside the block, across blocks or on a lone object stops the program', () => {
    const a = newObjects(2, () => ({ x: 0 }));
    const b = newObjects(2, () => ({ x: 0 }));
    expect(() => objectAt(a, 4)).toThrow(/outside the array/);
    expect(() => objectAt(a, -1)).toThrow(/outside the array/);
    expect(() => objectDistance(a, b)).toThrow(/different arrays/);
    expect(() => objectAt({ x: 1 }, 1)).toThrow(/outside the array/);
    expect(() => newObjects(-1, () => ({}))).toThrow(/bad_array_new_length/);
  });

  test('delete[] destroys last to first, only from the start of a block, and ignores null', () => {
    const first = newObjects(3, (() => { let n = 0; return () => ({ id: n++ }); })());
    const destroyed: number[] = [];
    deleteObjects(first, (o) => destroyed.push(o.id));
    expect(destroyed).toEqual([2, 1, 0]);
    expect(() => deleteObjects(objectAt(first, 1), () => {})).toThrow(/did not return/);
    expect(() => deleteObjects(null, () => { throw new Error('ran'); })).not.toThrow();
    const empty = newObjects(0, () => ({ id: 0 }));
    expect(() => deleteObjects(empty, () => { throw new Error('ran'); })).not.toThrow();
  });

  test('a pointer into an existing array finds its neighbours, its end, and its place after the array changes', () => {
    const elements = [{ id: 0 }, { id: 1 }, { id: 2 }];
    const second = objectIn(elements, 1);
    expect(second).toBe(elements[1]);
    expect(objectAt(second, 1)).toBe(elements[2]);
    expect(objectAt(second, -1)).toBe(elements[0]);
    const end = objectAt(second, 2);
    expect(objectIn(elements, 3)).toBe(end);
    expect(objectDistance(end, objectIn(elements, 0))).toBe(3);
    expect(() => objectAt(second, 3)).toThrow(/outside the array/);
    expect(() => objectAt(second, -2)).toThrow(/outside the array/);
    expect(() => objectIn(elements, 4)).toThrow(/element 4 of an array of 3/);
    // A vector grown after `&v[i]`: the pointer's neighbours are the vector's elements now.
    elements.push({ id: 3 });
    expect(objectAt(second, 2)).toBe(elements[3]);
    expect(() => objectDistance(second, objectIn([{ id: 9 }], 0))).toThrow(/different arrays/);
    expect(() => deleteObjects(objectIn(elements, 0), () => {})).toThrow(/did not return/);
  });
});
