/**
 * Class objects keep their elements when an algorithm reorders a range. In C++ an element is a
 * place: `std::sort` moves *values* between places, so `S& r = v[1]` (or `S* p = &v[1]`) taken
 * before the sort names v[1] after it and sees the value that landed there. On the host an
 * element of class type is a JS object and a reference to it is that object, so the reordering
 * steps (which move JS values, as they must for numbers and strings) would carry the object, and
 * the reference with it, to its new position. `keepingObjects` runs such steps and then puts
 * every object back in its own element, assigned the value that arrived there.
 *
 * The value is a copy made by the class's `clone()` before any assignment (an object may have
 * arrived at several places, or left its own), then `copyAssign`. Sema admits these algorithms
 * only for classes whose copies and assignments run no user code (src/library/algorithm-reorder.ts
 * `reordersObjects`), so the extra copies are not observable; the moves libstdc++ makes of a
 * class with a user-written copy constructor or operator= would be, and are not modelled.
 */
import type { Elements } from './pointer.js';

/** A range of an algorithm: an array (or a reversed view of one) and `[start, end)` in it. */
export type Slots = readonly [values: Elements<unknown>, start: number, end: number];

interface ClassObject {
  clone(): ClassObject;
  copyAssign(from: ClassObject): unknown;
}

/** An object of a class the program declares (ampc prints `clone` and `copyAssign` for each). */
function isClassObject(x: unknown): x is ClassObject {
  return typeof x === 'object' && x !== null && typeof (x as Partial<ClassObject>).copyAssign === 'function' && typeof (x as Partial<ClassObject>).clone === 'function';
}

function elementsOf([values, start, end]: Slots): unknown[] {
  return Array.from({ length: Math.max(end - start, 0) }, (_, k) => values[start + k]);
}

/** Runs `reorder` over the ranges `slots`; afterwards each class object is back in its element, holding the value moved there. */
export function keepingObjects<R>(slots: readonly Slots[], reorder: () => R): R {
  const before = slots.map(elementsOf);
  if (!before.some((objects) => objects.some(isClassObject))) return reorder();
  const result = reorder();
  const arrived = slots.map((range, r) => elementsOf(range).map((now, k) => (now === before[r]![k] ? null : (now as ClassObject).clone())));
  slots.forEach(([values, start], r) => {
    before[r]!.forEach((own, k) => {
      const value = arrived[r]![k];
      if (value === null || value === undefined) return;
      values[start + k] = own;
      (own as ClassObject).copyAssign(value);
    });
  });
  return result;
}
