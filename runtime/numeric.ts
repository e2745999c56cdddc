/** `<numeric>`: `std::accumulate` over a range of a host container (a JS array or a typed vector's storage). */
import type { Elements } from './pointer.js';

/** Folds `values[start..end)` into `init` with `step`, which does C++'s `init + *it` in the right types. */
export function accumulate<T, E>(values: Elements<E>, start: number, end: number, init: T, step: (acc: T, x: E) => T): T {
  let acc = init;
  for (let i = start; i < end; i++) acc = step(acc, values[i]);
  return acc;
}
