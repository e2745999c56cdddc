/**
 * `<stdexcept>`'s exception classes (`std::runtime_error`, `std::out_of_range`, ...) as JS
 * errors whose class hierarchy is the C++ one, so that `catch (const std::logic_error&)` (an
 * `instanceof` test) takes an out_of_range and lets a runtime_error through.
 *
 * `cppName` is what libstdc++'s terminate handler prints for an uncaught one (runProgram).
 */

/** `std::exception`: what() of a default-constructed one is its class name, as in libstdc++. */
export class StdException extends Error {
  readonly cppName: string = 'std::exception';
  /**
   * What `what()` returns, apart from Error's `message`: a class of the program derived from this
   * one (src/sema/exception-classes.ts) may have a member `message` of its own. Its constructor's
   * base initialiser (`: std::runtime_error(m)`) sets it.
   */
  whatArg: string;

  constructor(message = 'std::exception') {
    super(message);
    this.name = 'StdException';
    this.whatArg = message;
  }

  /** C++ `what()`, virtual: a derived class of the program overrides it to call its own. */
  what(): string {
    return this.whatArg;
  }

  /** A copy of a derived class of the program (its `clone()`) made with its fields: the base's what() string too. */
  withWhat<T extends StdException>(copy: T): T {
    copy.whatArg = this.whatArg;
    return copy;
  }

  /** A copy (a class of the program derived from this one overrides it). */
  clone(): StdException {
    return this.withWhat(new (this.constructor as new () => StdException)());
  }
}

export class LogicError extends StdException {
  override readonly cppName: string = 'std::logic_error';
}
export class RuntimeError extends StdException {
  override readonly cppName: string = 'std::runtime_error';
}
export class OutOfRange extends LogicError {
  override readonly cppName: string = 'std::out_of_range';
}
export class InvalidArgument extends LogicError {
  override readonly cppName: string = 'std::invalid_argument';
}
export class LengthError extends LogicError {
  override readonly cppName: string = 'std::length_error';
}
export class DomainError extends LogicError {
  override readonly cppName: string = 'std::domain_error';
}
export class RangeError_ extends RuntimeError {
  override readonly cppName: string = 'std::range_error';
}
export class OverflowError extends RuntimeError {
  override readonly cppName: string = 'std::overflow_error';
}
export class UnderflowError extends RuntimeError {
  override readonly cppName: string = 'std::underflow_error';
}

/**
 * `e.what()` of a caught standard exception (an `Error` to the host's types): virtual, so a class
 * of the program derived from one answers with its own; concurrency's exceptions have their own what().
 */
export function exceptionWhat(e: Error): string {
  return 'what' in e && typeof e.what === 'function' ? String(e.what()) : e.message;
}

/** `std::bad_function_call`: what() is libstdc++'s "bad_function_call". */
export class BadFunctionCall extends StdException {
  override readonly cppName: string = 'std::bad_function_call';

  constructor(message = 'bad_function_call') {
    super(message);
  }
}

/** Calling an empty `std::function` throws std::bad_function_call. */
export function nonEmptyFunction<F extends (...args: never[]) => unknown>(f: F | null): F {
  if (f === null) throw new BadFunctionCall();
  return f;
}

/** `vector::at(n)` out of range: libstdc++'s message, word for word. */
export function vectorRangeCheck(length: number, n: number): number {
  if (n >= length || n < 0) {
    throw new OutOfRange(`vector::_M_range_check: __n (which is ${n < 0 ? BigInt.asUintN(64, BigInt(n)) : n}) >= this->size() (which is ${length})`);
  }
  return n;
}
