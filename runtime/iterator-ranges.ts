/**
 * A range whose two iterators ampc could not tie to one container at compile time: one or both are
 * pointers held in variables (`auto it = std::find(...); std::accumulate(v.begin(), it, 0)`).
 * The range is read in the first iterator's array; the last must point into the same one, as C++
 * requires of a range (src/sema/iterator-range.ts).
 */
import { RuntimeException } from './exceptions.js';
import { Pointer, type Elements } from './pointer.js';

/**
 * The position of `last` (a container and a position in it) counted from the start of `first`'s
 * container: the generated code adds a pointer's offset to both ends of a range over one.
 */
export function rangeEnd<T>(first: Elements<T> | Pointer<T> | null, last: Elements<T> | Pointer<T> | null, lastPosition: number): number {
  const [array, base] = first instanceof Pointer ? [first.array, first.offset] : [first, 0];
  const [lastArray, end] = last instanceof Pointer ? [last.array, last.offset + lastPosition] : [last, lastPosition];
  if (array === null || lastArray !== array) throw new RuntimeException('the iterators of one range point into different containers');
  return end - base;
}
