/**
 * A `mutable` C++ lambda that captures by value: its captures are state its calls update, and a
 * copy of the lambda (`auto h = g;`, a by-value argument) starts from the state's current values
 * and then goes its own way. The generated closure carries `copy()`, which makes that copy.
 */
export type CopyableClosure<F> = F & { copy(): CopyableClosure<F> };
