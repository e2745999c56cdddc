/**
 * Blocks of class objects, from C++'s `new S[n]`. On the host a pointer to a class object is the
 * object itself, so pointers compare and alias as objects do; an object of a block also knows
 * its block and its position there, which `p[i]`, `p + k`, `p - q` and `delete[] p` need. The
 * block ends with a stand-in for the one-past-the-end position: a pointer may point there (it is
 * what `p + n` gives) but has no object to read.
 */
import { RuntimeException } from './exceptions.js';

interface Position {
  readonly block: readonly object[];
  readonly index: number;
}

const positions = new WeakMap<object, Position>();

/** `new S[count]`: `count` objects, made first to last by `make` (the default constructor). */
export function newObjects<T extends object>(count: number, make: () => T): T {
  if (!Number.isInteger(count) || count < 0) throw new RuntimeException(`new[] of ${count} elements: std::bad_array_new_length`);
  const block: object[] = [];
  for (let i = 0; i < count; i++) block.push(make());
  block.push({}); // one past the end
  block.forEach((o, index) => positions.set(o, { block, index }));
  return block[0] as T;
}

/** `p[k]` and `p + k`: the object k places after the one `p` points to. */
export function objectAt<T extends object>(p: T, k: number): T {
  if (k === 0) return p;
  const at = positions.get(p);
  const target = at?.block[at.index + k];
  // C++ leaves arithmetic outside the array undefined; here it stops the program.
  if (!at || !target) throw new RuntimeException(`pointer arithmetic (${k}) outside the array the pointer points into`);
  return target as T;
}

/** `p - q` of two pointers into the same block. */
export function objectDistance(p: object, q: object): number {
  if (p === q) return 0;
  const a = positions.get(p);
  const b = positions.get(q);
  if (!a || !b || a.block !== b.block) throw new RuntimeException('subtraction of pointers into different arrays');
  return a.index - b.index;
}

/** `delete[] p`: destroys the block's objects last to first (the garbage collector frees them). Null does nothing. */
export function deleteObjects<T extends object>(p: T | null | undefined, destroy?: (o: T) => void): void {
  if (!p) return;
  const at = positions.get(p);
  if (!at || at.index !== 0) throw new RuntimeException("delete[] of a pointer that 'new[]' did not return");
  if (!destroy) return;
  for (let i = at.block.length - 2; i >= 0; i--) destroy(at.block[i] as T);
}
