import { keepingObjects } from '../../runtime/element-slots.js';
import { reverseRange, sortRange } from '../../runtime/algorithm.js';
import { rotate, swapRanges } from '../../runtime/algorithm-reorder.js';

/** A class object as ampc prints one: fields, `clone()` and `copyAssign()`. */
class Obj {
  constructor(public a: number, public tags: number[] = []) {}
  clone(): Obj { return new Obj(this.a, [...this.tags]); }
  copyAssign(o: Obj): Obj { this.a = o.a; this.tags = [...o.tags]; return this; }
}

const objects = (...xs: number[]) => xs.map((x) => new Obj(x, [x]));

describe('keepingObjects', () => {
  it('leaves each object in its element, holding the value moved there', () => {
    const v = objects(3, 1, 2);
    const [o0, o1, o2] = v;
    sortRange(v, 0, 3, (x, y) => x.a < y.a);
    expect(v.map((o) => o.a)).toEqual([1, 2, 3]);
    expect(v[0]).toBe(o0);
    expect(v[1]).toBe(o1);
    expect(v[2]).toBe(o2);
    expect(o0.tags).toEqual([1]);
  });

  it('copies values, so no two elements become one object', () => {
    const v = objects(1, 2, 3);
    keepingObjects([[v, 0, 3]], () => { v[0] = v[2]; v[1] = v[2]; });
    expect(v.map((o) => o.a)).toEqual([3, 3, 3]);
    v[0]!.a = 9;
    v[0]!.tags.push(5);
    expect(v.map((o) => o.a)).toEqual([9, 3, 3]);
    expect(v[1]!.tags).toEqual([3]);
  });

  it('keeps the objects of two containers in their own (swap_ranges)', () => {
    const v = objects(1, 2);
    const w = objects(7, 8, 9);
    const [v0, w1] = [v[0], w[1]];
    swapRanges(v, 0, 2, w, 1);
    expect(v.map((o) => o.a)).toEqual([8, 9]);
    expect(w.map((o) => o.a)).toEqual([7, 1, 2]);
    expect(v[0]).toBe(v0);
    expect(w[1]).toBe(w1);
  });

  it('moves numbers and strings as they are, and returns what the steps return', () => {
    const v = [1, 2, 3, 4];
    expect(rotate(v, 0, 1, v, 4)).toBe(3);
    expect(v).toEqual([2, 3, 4, 1]);
    const s = ['a', 'b', 'c'];
    reverseRange(s, 0, 3);
    expect(s).toEqual(['c', 'b', 'a']);
  });
});
