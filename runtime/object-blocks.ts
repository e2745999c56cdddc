/**
 * Arrays of class objects on the host: blocks from C++'s `new S[n]`, and the elements of a C
 * array or a std::vector once a pointer points into them (`&arr[i]`, `arr` decayed). On the host
 * a pointer to a class object is the object itself, so pointers compare and alias as objects do;
 * an object of such an array also knows its array and its position there, which `p[i]`, `p + k`,
 * `p - q` and `delete[] p` need. Each array has a stand-in for its one-past-the-end position: a
 * pointer may point there (it is what `p + n` gives) but has no object to read.
 */
import { RuntimeException } from './exceptions.js';

interface Position {
  readonly block: readonly object[];
  readonly index: number;
}

const positions = new WeakMap<object, Position>();
/** Each array's one-past-the-end stand-in. */
const ends = new WeakMap<readonly object[], object>();
/** The arrays `new S[n]` made (only their first object may be given to `delete[]`). */
const newBlocks = new WeakSet<readonly object[]>();

/** `new S[count]`: `count` objects, made first to last by `make` (the default constructor). */
export function newObjects<T extends object>(count: number, make: () => T): T {
  if (!Number.isInteger(count) || count < 0) throw new RuntimeException(`new[] of ${count} elements: std::bad_array_new_length`);
  const block: object[] = [];
  for (let i = 0; i < count; i++) block.push(make());
  newBlocks.add(block);
  return objectIn(block, 0) as T;
}

/**
 * `&elements[index]` of a C array or a vector of class objects (`index` may be its length: the
 * one-past-the-end position). The object learns where it is, so arithmetic on it finds its neighbours.
 */
export function objectIn<T extends object>(elements: readonly T[], index: number): T {
  if (!Number.isInteger(index) || index < 0 || index > elements.length) throw new RuntimeException(`pointer to element ${index} of an array of ${elements.length}`);
  const object = index === elements.length ? endOf(elements) : elements[index]!;
  positions.set(object, { block: elements, index });
  return object as T;
}

function endOf(block: readonly object[]): object {
  let end = ends.get(block);
  if (!end) ends.set(block, (end = {}));
  return end;
}

/**
 * Where `p` is now: the position it was given, or, where the array has changed since (a vector
 * grown, elements swapped), where it is found again. Undefined for an object of no known array.
 */
function positionOf(p: object): Position | undefined {
  const at = positions.get(p);
  if (!at) return undefined;
  const { block } = at;
  if (block[at.index] === p) return at;
  if (ends.get(block) === p) return { block, index: block.length };
  const index = block.indexOf(p);
  return index < 0 ? undefined : { block, index };
}

/** `p[k]` and `p + k`: the object k places after the one `p` points to. */
export function objectAt<T extends object>(p: T, k: number): T {
  if (k === 0) return p;
  const at = positionOf(p);
  const index = at ? at.index + k : -1;
  // C++ leaves arithmetic outside the array undefined; here it stops the program.
  if (!at || index < 0 || index > at.block.length) throw new RuntimeException(`pointer arithmetic (${k}) outside the array the pointer points into`);
  return objectIn(at.block, index) as T;
}

/** `p - q` of two pointers into the same array. */
export function objectDistance(p: object, q: object): number {
  if (p === q) return 0;
  const a = positionOf(p);
  const b = positionOf(q);
  if (!a || !b || a.block !== b.block) throw new RuntimeException('subtraction of pointers into different arrays');
  return a.index - b.index;
}

/** `delete[] p`: destroys the block's objects last to first (the garbage collector frees them). Null does nothing. */
export function deleteObjects<T extends object>(p: T | null | undefined, destroy?: (o: T) => void): void {
  if (!p) return;
  const at = positionOf(p);
  if (!at || at.index !== 0 || !newBlocks.has(at.block)) throw new RuntimeException("delete[] of a pointer that 'new[]' did not return");
  if (!destroy) return;
  for (let i = at.block.length - 1; i >= 0; i--) destroy(at.block[i] as T);
}
