/**
 * C++ AMP's exception classes (`concurrency::runtime_exception` and its
 * subclasses) as JS errors.
 *
 * Translated programs throw these where C++ AMP would throw, and `runProgram`
 * prints them the way libstdc++'s terminate handler does, using `cppName`.
 */

/**
 * The HRESULTs C++ AMP's exceptions carry (`get_error_code()`), as <winerror.h> gives them: 32-bit
 * signed, so the failures are negative (src/library/amp-exceptions.ts declares the same).
 */
export const E_FAIL = 0x80004005 | 0;
export const E_INVALIDARG = 0x80070057 | 0;
export const E_OUTOFMEMORY = 0x8007000e | 0;
export const E_UNEXPECTED = 0x8000ffff | 0;

/** `concurrency::runtime_exception`: something went wrong on the accelerator or in the runtime. */
export class RuntimeException extends Error {
  /** The C++ class name, as libstdc++ prints it in "terminate called after throwing ...". */
  readonly cppName: string = 'concurrency::runtime_exception';

  /** The runtime's own errors are E_FAIL; a program's `runtime_exception("...", hr)` gives its own. */
  constructor(
    message: string,
    readonly errorCode: number = E_FAIL,
  ) {
    super(message);
    this.name = 'RuntimeException';
  }

  /** C++ `what()`. */
  what(): string {
    return this.message;
  }

  /** C++ `get_error_code()`. */
  get_error_code(): number {
    return this.errorCode;
  }
}

/** `concurrency::invalid_compute_domain`: a parallel_for_each domain that cannot be launched. */
export class InvalidComputeDomain extends RuntimeException {
  override readonly cppName: string = 'concurrency::invalid_compute_domain';

  constructor(message: string) {
    super(message, E_INVALIDARG);
    this.name = 'InvalidComputeDomain';
  }
}

/** `concurrency::unsupported_feature`: the runtime never throws it; a program may. */
export class UnsupportedFeature extends RuntimeException {
  override readonly cppName: string = 'concurrency::unsupported_feature';

  constructor(message: string) {
    super(message, E_UNEXPECTED);
    this.name = 'UnsupportedFeature';
  }
}

/**
 * `concurrency::out_of_memory`: the accelerator could not allocate what a container needs (WebGPU
 * reported an out-of-memory error, or one buffer would exceed what the device allows).
 */
export class OutOfMemory extends RuntimeException {
  override readonly cppName: string = 'concurrency::out_of_memory';

  constructor(message: string) {
    super(message, E_OUTOFMEMORY);
    this.name = 'OutOfMemory';
  }
}

/**
 * `concurrency::accelerator_view_removed`: the WebGPU device was lost (a driver reset, the GPU
 * removed). Every later use of the accelerator view throws it again.
 */
export class AcceleratorViewRemoved extends RuntimeException {
  override readonly cppName: string = 'concurrency::accelerator_view_removed';

  /** Its error code is E_FAIL; why the view went is `get_view_removed_reason()` (a lost WebGPU device gives E_FAIL too). */
  constructor(
    message: string,
    readonly viewRemovedReason: number = E_FAIL,
  ) {
    super(message, E_FAIL);
    this.name = 'AcceleratorViewRemoved';
  }

  /** C++ `get_view_removed_reason()`. */
  get_view_removed_reason(): number {
    return this.viewRemovedReason;
  }
}

/**
 * A value the program threw that is not one of the library's exception objects (`throw 5;`,
 * `throw "bad";`, `throw MyError{3};`), with its type's name as libstdc++ prints it: handlers
 * compare it (src/sema/thrown-types.ts), and an uncaught one is reported as libstdc++'s
 * terminate handler reports it.
 */
export class Thrown {
  constructor(
    readonly value: unknown,
    readonly cppName: string,
  ) {}
}

/** What libstdc++'s verbose terminate handler prints for an exception that escaped: what() only for a std::exception. */
export function terminateMessage(e: { cppName: string; message?: string; what?: () => string }): string {
  // what() is virtual: a class of the program derived from a standard exception may override it.
  const what = e instanceof Thrown ? '' : `  what():  ${typeof e.what === 'function' ? e.what() : e.message}\n`;
  return `terminate called after throwing an instance of '${e.cppName}'\n${what}`;
}
