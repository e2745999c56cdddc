/** runtime/algorithm.ts and runtime/string.ts: libstdc++'s results (taken from g++ runs), and undefined behaviour that throws. */
import { assignElement, copyBackward, copyIf, fillRange, lowerBound, removeIf, setOperation, sortRange, transform, unique, uniqueCopy, upperBound } from '../../runtime/algorithm.js';
import { permute } from '../../runtime/algorithm-reorder.js';
import { BackInsertIterator } from '../../runtime/output-iterator.js';
import { RuntimeException } from '../../runtime/exceptions.js';
import { Pointer } from '../../runtime/pointer.js';
import { InvalidArgument, OutOfRange } from '../../runtime/std-exceptions.js';
import { stringToFloat, stringToInteger, stringToUnsigned, substr } from '../../runtime/string.js';

test('unique and remove leave the tail as libstdc++ does', () => {
  // g++: int a[] = {1,1,2,2,2,3,1,4,4}; std::unique -> 5: 1 2 3 1 4 3 1 4 4
  const a = [1, 1, 2, 2, 2, 3, 1, 4, 4];
  expect(unique(a, 0, 9, (x, y) => x === y)).toBe(5);
  expect(a).toEqual([1, 2, 3, 1, 4, 3, 1, 4, 4]);
  // g++: int b[] = {5,2,5,5,7,5,8}; std::remove(b, b + 7, 5) -> 3: 2 7 8 5 7 5 8
  const b = [5, 2, 5, 5, 7, 5, 8];
  expect(removeIf(b, 0, 7, (x) => x === 5)).toBe(3);
  expect(b).toEqual([2, 7, 8, 5, 7, 5, 8]);
});

test('binary searches and sorts work inside the range only', () => {
  const v = [9, 1, 3, 3, 5, 0];
  sortRange(v, 1, 5, (x, y) => x > y);
  expect(v).toEqual([9, 5, 3, 3, 1, 0]);
  const s = [1, 3, 3, 3, 7];
  expect([lowerBound(s, 0, 5, 3, (x, y) => x < y), upperBound(s, 0, 5, 3, (x, y) => x < y)]).toEqual([1, 4]);
});

test('a range or an output outside its container throws instead of writing past it', () => {
  expect(() => sortRange([1, 2], 0, 3, (x, y) => x < y)).toThrow(RuntimeException);
  expect(() => transform([1, 2, 3], 0, 3, new Pointer([0, 0, 0], 1), 0, (x) => x)).toThrow(RuntimeException);
  const out = [0, 0, 0, 0];
  transform([1, 2], 0, 2, new Pointer(out, 1), 1, (x) => x * 10);
  expect(out).toEqual([0, 0, 10, 20]);
});

test('an output of unknown length is checked at each write, and the result is the end of what was written', () => {
  // copy_if into a container: the elements that fit are written, then the next write throws (UB in C++).
  const out = [0, 0];
  expect(() => copyIf([1, 2, 3], 0, 3, out, 0, () => true, (x) => x)).toThrow(RuntimeException);
  expect(out).toEqual([1, 2]);
  const end = copyIf([1, 2, 3, 4], 0, 4, [0, 0, 0], 1, (x) => x % 2 === 0, (x) => x);
  expect(end.offset).toBe(3);
  // Through an output iterator: the algorithm's own copy, returned.
  const grown: number[] = [];
  const it = new BackInsertIterator(grown);
  const result = setOperation('union', [1, 3, 5], 0, 3, [3, 4], 0, 2, it, 0, (x, y) => x < y, (x) => x);
  expect(grown).toEqual([1, 3, 4, 5]);
  expect(result).not.toBe(it);
  expect(result.container).toBe(grown);
});

test('sto* follow strtol/strtod and libstdc++ exceptions', () => {
  expect(stringToInteger(' \t-42xyz', 'stoi', 32)).toBe(-42);
  expect(() => stringToInteger('x1', 'stoi', 32)).toThrow(InvalidArgument);
  expect(() => stringToInteger('2147483648', 'stoi', 32)).toThrow(OutOfRange);
  expect(stringToInteger('-9223372036854775808', 'stoll', 64)).toBe(-9223372036854775808n);
  // g++: std::stod("0x1.8p1") == 3, std::stod("  -0x.4") == -0.25
  expect([stringToFloat('0x1.8p1', 'stod', 64), stringToFloat('  -0x.4', 'stod', 64)]).toEqual([3, -0.25]);
  expect(() => stringToFloat('1e39', 'stof', 32)).toThrow(OutOfRange);
  expect(() => stringToFloat('1e-310', 'stod', 64)).toThrow(OutOfRange);
  expect(stringToFloat('0e-999', 'stod', 64)).toBe(0);
  expect(() => substr('abc', 4)).toThrow(OutOfRange);
  expect(substr('abc', 3)).toBe('');
});

test("sto* store the characters read through pos, read in a base, and stof rounds the text once (g++'s results)", () => {
  const pos = new Pointer([99n], 0);
  // std::stoi("  -0x1F rest", &pos, 0) == -31, pos 7; std::stoi("0x", &pos, 16) == 0, pos 1
  expect([stringToInteger('  -0x1F rest', 'stoi', 32, pos, 0), pos.array[0]]).toEqual([-31, 7n]);
  expect([stringToInteger('0x', 'stoi', 32, pos, 16), pos.array[0]]).toEqual([0, 1n]);
  expect(stringToInteger('zz', 'stoi', 32, null, 36)).toBe(1295);
  // std::stoul("-1") == ULONG_MAX (strtoul negates in unsigned arithmetic); 2^64 is out of range.
  expect(stringToUnsigned('-1', 'stoul')).toBe(18446744073709551615n);
  expect([stringToUnsigned('  ff', 'stoul', pos, 16), pos.array[0]]).toEqual([255n, 4n]);
  expect(() => stringToUnsigned('18446744073709551616', 'stoul')).toThrow(OutOfRange);
  expect(() => stringToUnsigned('  +', 'stoull')).toThrow(InvalidArgument);
  expect([stringToFloat('  3.25e2xyz', 'stod', 64, pos), pos.array[0]]).toEqual([325, 8n]);
  expect([stringToFloat('0x1.8p1!', 'stod', 64, pos), pos.array[0]]).toEqual([3, 7n]);
  // Just above halfway between the floats 1 and 1 + 2^-23: the nearest double is the halfway
  // point itself, which would round to even (1); the text rounds up.
  expect(stringToFloat('1.00000005960464477539062500001', 'stof', 32)).toBe(1.00000011920928955078125);
});

test('next_permutation and prev_permutation step through every distinct arrangement in order and wrap around', () => {
  // g++: int a[] = {1, 2, 2}; do ... while (std::next_permutation(a, a + 3)) -> 122 212 221, then 122 and false.
  const a = [1, 2, 2];
  const seen: string[] = [a.join('')];
  while (permute(a, 0, 3, (x, y) => x < y, true)) seen.push(a.join(''));
  expect(seen).toEqual(['122', '212', '221']);
  expect(a).toEqual([1, 2, 2]);
  // g++: int b[] = {9, 4, 3, 1, 2}; std::prev_permutation(b + 1, b + 5) -> true, 9 4 2 3 1.
  const b = [9, 4, 3, 1, 2];
  expect(permute(b, 1, 5, (x, y) => x < y, false)).toBe(true);
  expect(b).toEqual([9, 4, 2, 3, 1]);
  // A range of fewer than two elements has one arrangement.
  expect(permute([7], 0, 1, (x, y) => x < y, true)).toBe(false);
});

/** A generated class's shape (emit-host.ts): `copyAssign` is its operator=, which counts its calls here. */
class Obj {
  static assignments = 0;
  constructor(public a: number) {}
  copyAssign(o: Obj): Obj {
    Obj.assignments++;
    this.a = o.a;
    return this;
  }
}

test('a write into a slot holding a class object assigns it in place; a value replaces the slot', () => {
  const objects = [new Obj(1), new Obj(2)];
  const [first, second] = objects;
  const source = new Obj(7);
  assignElement(objects, 0, source);
  expect(objects[0]).toBe(first);
  expect(objects[0]!.a).toBe(7);
  source.a = 8;
  expect(objects[0]!.a).toBe(7);
  const numbers = [1, 2];
  assignElement(numbers, 1, 5);
  expect(numbers).toEqual([1, 5]);
  // The algorithms write through it: the objects stay, each assigned once, none shared.
  Obj.assignments = 0;
  transform([new Obj(3), new Obj(4)], 0, 2, objects, 0, (x) => x);
  fillRange(objects, 0, 1, source);
  expect(objects[0]).toBe(first);
  expect(objects[1]).toBe(second);
  expect(objects.map((o) => o.a)).toEqual([8, 4]);
  expect(Obj.assignments).toBe(3);
});

test('copy_backward writes from the end, so a range copied right over itself keeps its values', () => {
  // g++: int a[] = {1,2,3,4,5}; std::copy_backward(a, a + 3, a + 5) -> 1 2 1 2 3, returns a + 2
  const a = [1, 2, 3, 4, 5];
  expect(copyBackward(a, 0, 3, a, 5)).toBe(2);
  expect(a).toEqual([1, 2, 1, 2, 3]);
  const objects = [new Obj(1), new Obj(2), new Obj(3)];
  const kept = [...objects];
  copyBackward(objects, 0, 2, objects, 3);
  expect(objects.every((o, i) => o === kept[i])).toBe(true);
  expect(objects.map((o) => o.a)).toEqual([1, 1, 2]);
  expect(() => copyBackward([1, 2, 3], 0, 3, [0, 0], 2)).toThrow(RuntimeException);
});

test('unique_copy compares with what it last wrote into a container, and with the source through an output iterator', () => {
  // g++: double d[] = {1.5, 1.0, 2.5, 2.0, 2.7}; std::unique_copy into int[5] -> 1 2 2, 3 written
  const d = [1.5, 1.0, 2.5, 2.0, 2.7];
  const out = [-1, -1, -1, -1, -1];
  const end = uniqueCopy(d, 0, 5, out, 0, (x, y) => x === y, (x: number, y) => x === y, (x) => Math.trunc(x));
  expect(out).toEqual([1, 2, 2, -1, -1]);
  expect(end.offset).toBe(3);
  // Through back_inserter: the doubles themselves are compared, so all five differ.
  const pushed: number[] = [];
  uniqueCopy(d, 0, 5, new BackInsertIterator(pushed), 0, (x, y) => x === y, () => true, (x) => Math.trunc(x));
  expect(pushed).toEqual([1, 1, 2, 2, 2]);
});
