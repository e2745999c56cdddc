/** `<numeric>`: `std::accumulate` over a range of a host container (a JS array). */

/** Folds `values[start..end)` into `init` with `step`, which does C++'s `init + *it` in the right types. */
export function accumulate<T, E>(values: readonly E[], start: number, end: number, init: T, step: (acc: T, x: E) => T): T {
  let acc = init;
  for (let i = start; i < end; i++) acc = step(acc, values[i]);
  return acc;
}
