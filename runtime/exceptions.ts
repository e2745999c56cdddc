/**
 * C++ AMP's exception classes (`concurrency::runtime_exception` and its
 * subclasses) as JS errors.
 *
 * Translated programs throw these where C++ AMP would throw, and `runProgram`
 * prints them the way libstdc++'s terminate handler does, using `cppName`.
 */

/** `concurrency::runtime_exception`: something went wrong on the accelerator or in the runtime. */
export class RuntimeException extends Error {
  /** The C++ class name, as libstdc++ prints it in "terminate called after throwing ...". */
  readonly cppName: string = 'concurrency::runtime_exception';

  constructor(message: string) {
    super(message);
    this.name = 'RuntimeException';
  }

  /** C++ `what()`. */
  what(): string {
    return this.message;
  }
}

/** `concurrency::invalid_compute_domain`: a parallel_for_each domain that cannot be launched. */
export class InvalidComputeDomain extends RuntimeException {
  override readonly cppName: string = 'concurrency::invalid_compute_domain';

  constructor(message: string) {
    super(message);
    this.name = 'InvalidComputeDomain';
  }
}

/**
 * `concurrency::out_of_memory`: the accelerator could not allocate what a container needs (WebGPU
 * reported an out-of-memory error, or one buffer would exceed what the device allows).
 */
export class OutOfMemory extends RuntimeException {
  override readonly cppName: string = 'concurrency::out_of_memory';

  constructor(message: string) {
    super(message);
    this.name = 'OutOfMemory';
  }
}

/**
 * `concurrency::accelerator_view_removed`: the WebGPU device was lost (a driver reset, the GPU
 * removed). Every later use of the accelerator view throws it again.
 */
export class AcceleratorViewRemoved extends RuntimeException {
  override readonly cppName: string = 'concurrency::accelerator_view_removed';

  constructor(message: string) {
    super(message);
    this.name = 'AcceleratorViewRemoved';
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
