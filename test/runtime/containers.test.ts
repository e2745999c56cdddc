/** runtime/containers.ts: std::vector operations on the vectors that are JS arrays. */
import { vectorAssign, vectorResize } from '../../runtime/containers.js';
import { Vector } from '../../runtime/vector.js';

/** A class object of the program: assigned in place by its copyAssign, as the generated classes are. */
class Point {
  constructor(public x: number) {}
  copyAssign(o: Point): Point {
    this.x = o.x;
    return this;
  }
}

describe('vectorAssign', () => {
  it('assigns the kept elements in place and takes the new contents beyond them', () => {
    const kept = [new Point(1), new Point(2)];
    const v = [...kept];
    const from = [new Point(7), new Point(8), new Point(9)];
    vectorAssign(v, from);
    expect(v.map((p) => p.x)).toEqual([7, 8, 9]);
    // The old objects are still the first elements (a reference to one sees its new value) ...
    expect(v[0]).toBe(kept[0]);
    expect(v[1]).toBe(kept[1]);
    // ... and are not the source's: changing one changes nothing else.
    expect(v[0]).not.toBe(from[0]);
    v[0]!.x = 100;
    expect(from[0]!.x).toBe(7);
    expect(v[2]).toBe(from[2]);
  });

  it('drops the elements beyond a shorter source', () => {
    const first = new Point(1);
    const v = [first, new Point(2), new Point(3)];
    vectorAssign(v, [new Point(5)]);
    expect(v).toHaveLength(1);
    expect(v[0]).toBe(first);
    expect(first.x).toBe(5);
  });

  it('assigns nested vectors, JS arrays and typed ones, into the rows kept', () => {
    const row = [new Point(1)];
    const grid = [row];
    vectorAssign(grid, [[new Point(4), new Point(5)], [new Point(6)]]);
    expect(grid[0]).toBe(row);
    expect(row.map((p) => p.x)).toEqual([4, 5]);
    const numbers = Vector.of(Int32Array, [1, 2, 3]);
    const rows = [numbers];
    vectorAssign(rows, [Vector.of(Int32Array, [9])]);
    expect(rows[0]).toBe(numbers);
    expect(Array.from(numbers.elements())).toEqual([9]);
  });

  it('replaces values and is a no-op onto itself', () => {
    const v = ['a', 'b'];
    vectorAssign(v, ['c']);
    expect(v).toEqual(['c']);
    vectorAssign(v, v);
    expect(v).toEqual(['c']);
  });
});

describe('vectorResize', () => {
  it('keeps the first elements\' objects where it shrinks', () => {
    const first = new Point(1);
    const v = [first, new Point(2), new Point(3)];
    vectorResize(v, 1, new Point(0), (p) => new Point(p.x));
    expect(v).toEqual([first]);
    expect(v[0]).toBe(first);
  });
});
