/**
 * The runtime's ordering and equality of container elements (runtime/associative.ts): a
 * std::vector of numbers is a `Vector` whose storage may be longer than its size, and only its
 * elements count, lexicographically, as C++'s `<` and `==` of vectors compare them.
 */
import { SortedTree, equalValue, lessValue } from '../../runtime/associative.js';
import { Vector } from '../../runtime/vector.js';

const grown = (values: number[]): Vector<Int32Array> => {
  const v = new Vector(Int32Array);
  for (const x of values) v.push(x); // capacity 4, 8, ...: past the size
  return v;
};

test('vectors order by their elements, not their storage', () => {
  const a = grown([1, 2, 3, 4, 5]);
  const b = Vector.of(Int32Array, [1, 2, 3, 4, 5]);
  expect(a.data.length).toBeGreaterThan(a.size);
  expect(lessValue(a, b)).toBe(false);
  expect(lessValue(b, a)).toBe(false);
  expect(equalValue(a, b)).toBe(true);
  expect(lessValue(Vector.of(Int32Array, [1]), Vector.of(Int32Array, [1, 0]))).toBe(true);
  expect(lessValue(Vector.of(Int32Array, [0, 9]), Vector.of(Int32Array, [1]))).toBe(true);
});

test('vectors of vectors and pairs holding vectors compare element by element', () => {
  const v = (xs: number[]) => Vector.of(Int32Array, xs);
  expect(lessValue([v([1, 2]), v([3])], [v([1, 2]), v([3, 0])])).toBe(true);
  expect(equalValue([v([1]), v([])], [grown([1]), v([])])).toBe(true);
  expect(lessValue({ first: v([2]), second: 0 }, { first: v([2]), second: 1 })).toBe(true);
  expect(equalValue(Number.NaN, Number.NaN)).toBe(false);
});

test('a set of vectors finds an equal key and hands out the stored vector', () => {
  const set = new SortedTree<Vector<Int32Array>, undefined>(false, () => undefined, 'set');
  set.insert(grown([3, 1]), undefined);
  set.insert(Vector.of(Int32Array, [0, 5, 6]), undefined);
  expect(set.insert(Vector.of(Int32Array, [3, 1]), undefined).second).toBe(false);
  expect(set.count(Vector.of(Int32Array, [3, 1]))).toBe(1);
  expect(set.begin().deref().first.size).toBe(3);
  expect([...set.find(grown([3, 1])).deref().first]).toEqual([3, 1]);
});

test('containers compare equal by their elements\' ==, so a NaN value makes them unequal', () => {
  const m = new SortedTree<number, number>(false, () => 0, 'map');
  m.insert(1, NaN);
  expect(m.equals(m.clone())).toBe(false);
  const n = new SortedTree<number, number>(false, () => 0, 'map');
  n.insert(1, 2);
  expect(n.equals(n.clone())).toBe(true);
});
