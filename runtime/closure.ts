/**
 * A `mutable` C++ lambda that captures by value: its captures are state its calls update, and a
 * copy of the lambda (`auto h = g;`, a by-value argument) starts from the state's current values
 * and then goes its own way. The generated closure carries `copy()`, which makes that copy.
 */
export type CopyableClosure<F> = F & { copy(): CopyableClosure<F> };

/**
 * A copy of a `std::function`'s value (a JS function, or null where it is empty): the function
 * itself, or where it is such a closure (a mutable lambda, a function object whose calls change
 * it), a copy with the closure's state as it is now, as copying the std::function copies what it holds.
 */
export function copyFunction<F>(f: F): F {
  const copy = typeof f === 'function' ? (f as unknown as { copy?: () => F }).copy : undefined;
  return typeof copy === 'function' ? copy.call(f) : f;
}
