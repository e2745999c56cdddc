/**
 * `<exception>` and `<stdexcept>`: the standard exception classes, declared once: the name a
 * program writes, its base class, and the runtime class (`runtime/std-exceptions.ts`) that
 * throws and catches it. Sema gives them the type `{ kind: 'exception', name }`.
 */

export interface StdExceptionClass {
  name: string;
  /** The direct base class (null for std::exception itself). */
  base: string | null;
  /** The runtime class. */
  runtime: string;
}

export const stdExceptionClasses: readonly StdExceptionClass[] = [
  { name: 'exception', base: null, runtime: 'StdException' },
  { name: 'logic_error', base: 'exception', runtime: 'LogicError' },
  { name: 'runtime_error', base: 'exception', runtime: 'RuntimeError' },
  { name: 'out_of_range', base: 'logic_error', runtime: 'OutOfRange' },
  { name: 'invalid_argument', base: 'logic_error', runtime: 'InvalidArgument' },
  { name: 'length_error', base: 'logic_error', runtime: 'LengthError' },
  { name: 'domain_error', base: 'logic_error', runtime: 'DomainError' },
  { name: 'range_error', base: 'runtime_error', runtime: 'RangeError_' },
  { name: 'overflow_error', base: 'runtime_error', runtime: 'OverflowError' },
  { name: 'underflow_error', base: 'runtime_error', runtime: 'UnderflowError' },
  // <functional>: what calling an empty std::function throws.
  { name: 'bad_function_call', base: 'exception', runtime: 'BadFunctionCall' },
];

export function stdExceptionByName(name: string): StdExceptionClass | undefined {
  return stdExceptionClasses.find((c) => c.name === name);
}

export const stdExceptionNames: readonly string[] = stdExceptionClasses.map((c) => c.name);
