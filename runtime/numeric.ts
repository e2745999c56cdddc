/** `<numeric>`: `std::accumulate` over a range of a host container (a JS array or a typed vector's storage). */
import { Pointer, type Elements } from './pointer.js';
import { checkRange, Writer, type Output, type OutputEnd } from './algorithm.js';

/** Folds `values[start..end)` into `init` with `step`, which does C++'s `init + *it` in the right types. */
export function accumulate<T, E>(values: Elements<E>, start: number, end: number, init: T, step: (acc: T, x: E) => T): T {
  let acc = init;
  for (let i = start; i < end; i++) acc = step(acc, values[i]);
  return acc;
}

/**
 * `std::reduce(first, last, init, op)` as libstdc++ runs it over random-access iterators: four
 * elements at a time, `init = op(init, op(op(x0, x1), op(x2, x3)))`, then the rest one by one.
 * The three operations are the op called with (element, element), (T, T) and (T, element)
 * arguments, each doing C++'s conversions to T (src/library/numeric.ts prints them).
 */
export function reduce<T, E>(values: Elements<E>, start: number, end: number, init: T, pair: (x: E, y: E) => T, combine: (x: T, y: T) => T, step: (acc: T, x: E) => T): T {
  let acc = init;
  let i = start;
  for (; end - i >= 4; i += 4) acc = combine(acc, combine(pair(values[i], values[i + 1]), pair(values[i + 2], values[i + 3])));
  for (; i < end; i++) acc = step(acc, values[i]);
  return acc;
}

/**
 * `std::transform_reduce(first1, last1, first2, init, reduce, transform)` as libstdc++ runs it:
 * the same grouping by four as `reduce`, over `product(*first1, *first2)` (src/library/numeric.ts).
 */
export function transformReduce<T, E, F, P>(values: Elements<E>, start: number, end: number, other: Elements<F> | Pointer<F>, position: number, init: T, product: (x: E, y: F) => P, pair: (x: P, y: P) => T, combine: (x: T, y: T) => T, step: (acc: T, x: P) => T): T {
  const [second, from] = other instanceof Pointer ? [other.array, other.offset + position] : [other, position];
  const p = (i: number) => product(values[i], second[from + i - start]);
  let acc = init;
  let i = start;
  for (; end - i >= 4; i += 4) acc = combine(acc, combine(pair(p(i), p(i + 1)), pair(p(i + 2), p(i + 3))));
  for (; i < end; i++) acc = step(acc, p(i));
  return acc;
}

/** `std::inclusive_scan`: `acc = op(acc, *it)` (from the first element, or from init), each written. */
export function inclusiveScan<T, E, U, O extends Output<U>>(values: Elements<E>, start: number, end: number, out: O, position: number, init: { value: T } | null, first: (x: E) => T, step: (acc: T, x: E) => T, store: (x: T) => U): OutputEnd<O, U> {
  checkRange(values, start, end);
  const dest = new Writer(out, position, end - start);
  let i = start;
  let acc: T;
  if (init) acc = init.value;
  else {
    if (i === end) return dest.end<O>();
    acc = first(values[i++]);
    dest.put(store(acc));
  }
  for (; i < end; i++) {
    acc = step(acc, values[i]);
    dest.put(store(acc));
  }
  return dest.end<O>();
}

/** `std::exclusive_scan`: each output is the sum before its element, starting from init. */
export function exclusiveScan<T, E, U, O extends Output<U>>(values: Elements<E>, start: number, end: number, out: O, position: number, init: T, step: (acc: T, x: E) => T, store: (x: T) => U): OutputEnd<O, U> {
  checkRange(values, start, end);
  const dest = new Writer(out, position, end - start);
  let acc = init;
  for (let i = start; i < end; i++) {
    const v = acc;
    acc = step(acc, values[i]);
    dest.put(store(v));
  }
  return dest.end<O>();
}
