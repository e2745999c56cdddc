/**
 * The library's functions, declared once (the way TypeScript's lib.d.ts declares
 * the DOM): each intrinsic has the names it is found by, its overload
 * signatures, where it may be called, and how it lowers to WGSL and to the
 * host runtime. Sema resolves a call to an intrinsic and one of its signatures
 * (`Intrinsic` nodes in the typed program); the back ends only print through
 * the entry's printers and hold no knowledge of the function themselves.
 *
 * Adding a library function is one entry in one of the tables of `registry.ts`.
 */
import type { ErrorRuleId, WarningRuleId } from '../diagnostic-rules.js';
import type { Type } from '../sema/types.js';

export interface IntrinsicSignature {
  params: readonly Type[];
  result: Type;
  /**
   * C++'s result type on the host where it is wider than `result`, the int the runtime computes
   * (`std::count`'s ptrdiff_t, a `long`): sema widens the call's value to it with a conversion,
   * which a conversion back to int undoes (src/sema/ptrdiff.ts). amp code keeps `result`.
   */
  widenedTo?: Type;
  /**
   * Parameters taken by non-const reference (`frexp(x, int* exp)` is written as a pointer in
   * C but AMP's `frexp(float, int*)` too): the argument must be an lvalue of exactly that type,
   * and the printers receive it as an lvalue (WGSL: `&x` style pointer; host: a setter).
   */
  outParams?: readonly number[];
  /**
   * Where the pointee of each pointer parameter (`int* dest`, written `&lvalue` at the call) may
   * live, by parameter position. `shared`: an element of a captured array_view/array or of the
   * kernel's tile_static variables, the memory other threads see (WGSL atomics exist only there).
   * `private`: a local variable of the calling thread. `value`: any pointer value, read and
   * passed on as it is (printf's `const char*` arguments), on the host.
   */
  pointees?: Readonly<Record<number, 'shared' | 'private' | 'value'>>;
}

/** What a WGSL printer may ask of the emitter. */
export interface WgslIntrinsicContext {
  /** The argument types after conversion (the chosen signature's parameters). */
  readonly params: readonly Type[];
  readonly result: Type;
  /** The WGSL spelling of a type (`f32`, `i32`, ...). */
  wgslType(t: Type): string;
  /**
   * Declares a module-scope helper function once per module and returns its name. `source`
   * is the whole WGSL function text, declaring a function called `name`.
   */
  helper(name: string, source: string): string;
  /**
   * The address space of a pointer argument (`&buf[i]` is `storage`, `&tileArray[i]` is
   * `workgroup`, `&local` is `function`); null for an argument that is not a pointer.
   */
  addressSpace(arg: number): 'storage' | 'workgroup' | 'function' | null;
  /** Declares a WGSL language extension the module needs (`requires NAME;`), once per module. */
  requires(extension: string): void;
}

/** What a host printer may ask of the emitter. */
export interface HostIntrinsicContext {
  readonly params: readonly Type[];
  readonly result: Type;
  /** Imports a named export of `ampc/runtime` and returns the name to call it by. */
  use(runtimeExport: string): string;
  /** Rounds/wraps a JS expression to the C++ type `t` (`Math.fround`, `| 0`, ...). */
  arith(t: Type, text: string): string;
  /**
   * Converts a JS expression of C++ type `from` to `to`, as an implicit conversion does. Needed
   * between 64-bit integers, which are bigints on the host, and the other arithmetic types.
   */
  convert(text: string, from: Type, to: Type): string;
  /** A JS function destroying an object of type `t` as C++ does (its destructor, its members'), or 'null' where that runs no code. */
  destroyer?(t: Type): string;
}

/** Prints a call from its printed arguments; `null` where the intrinsic is unavailable there. */
export type WgslPrinter = (args: string[], cx: WgslIntrinsicContext) => string;
export type HostPrinter = (args: string[], cx: HostIntrinsicContext) => string;

export interface Intrinsic {
  /** Stable id, used in diagnostics and tests: `precise_math::cbrt`, `std::rand`. */
  id: string;
  /** The unqualified name it is called by. */
  name: string;
  /**
   * Namespaces it lives in, innermost last, as written after any leading `concurrency::`:
   * `''` is the global namespace (C's `<math.h>`), `std`, `fast_math`, `precise_math`,
   * `direct3d`. A qualified call must name one of them; an unqualified call finds the
   * intrinsic when it is in `''` or `concurrency` (ampc does not model which using-directives
   * are in effect: C++ AMP programs reach these names through `using namespace concurrency`).
   */
  namespaces: readonly string[];
  signatures: readonly IntrinsicSignature[];
  /** restrict(cpu) and/or restrict(amp). */
  restriction: { cpu: boolean; amp: boolean };
  wgsl: WgslPrinter | null;
  host: HostPrinter | null;
  /**
   * `<cmath>`'s "additional overloads": an integer argument is converted to `double` before
   * overload resolution (`sqrt(2)` calls `sqrt(double)`).
   */
  integerArgsAsDouble?: boolean;
  /** The header that declares it, for "include <x>" hints. */
  header: string;
  /**
   * Function templates (`std::begin(c)`, `time(p)`): the signature deduced from the arguments
   * of a call, or null where deduction fails. Overload resolution considers it beside `signatures`.
   */
  deduce?: (args: readonly DeductionArg[]) => IntrinsicSignature | null;
  /**
   * The first two arguments are an iterator range `[first, last)` into one host container
   * (`std::accumulate(v.begin(), v.end(), 0)`): sema passes them on as three, the container
   * and the start and end positions in it (ints), before overload resolution.
   */
  iteratorRange?: boolean;
  /**
   * Single iterators among the arguments as written, by position, for a call with `argCount`
   * arguments (`std::copy(first, last, out)`: [2]; `std::fill_n(first, n, x)`: [0]): sema passes
   * each on as two, the container and the position in it, as for `iteratorRange`.
   */
  iterators?: (argCount: number) => readonly number[];
  /**
   * With `iteratorRange`: the two arguments after the first range are a second range
   * `[first2, last2)` into one host container (`std::merge`, `std::set_union`), passed on as its
   * container and two positions too.
   */
  secondRange?: boolean;
  /**
   * Its container arguments are the containers themselves (`std::back_inserter(v)` keeps the
   * vector it grows), where a typed vector is otherwise passed as its typed array (the elements
   * an algorithm indexes).
   */
  takesContainers?: boolean;
  /**
   * With `iteratorRange`: the argument (after sema's expansion, for a call of `argCount`) whose
   * container the iterator it returns points into, where that is not the range's (`std::copy`
   * returns the end of what it wrote in its output). A reverse iterator there gives a reverse result.
   */
  resultIn?: (argCount: number) => number;
  /**
   * The host printer prints a Promise (the call waits for the GPU or the WebGPU adapter, as
   * `accelerator_view::wait()` does): the host awaits it, and the function around it is async.
   */
  awaits?: boolean;
  /**
   * Checks a call's arguments beyond their types, after overload resolution (printf's format
   * string against the arguments, as clang's -Wformat does). Sema reports what it returns at
   * the argument each names; an error makes the call an error.
   */
  checkCall?: (args: readonly CallArgument[]) => IntrinsicDiagnostic[];
  /**
   * Its double overload is computed in f32 in kernels (its software double would compile too
   * slowly, see src/library/f64-printers.ts): sema warns at each such call (rule amp-double).
   */
  ampDoubleAsFloat?: boolean;
  /**
   * A call is an lvalue, the object the function returns a reference to (`m[k]`, `l.front()`,
   * `*it`), `const` where it may not be written (a set's element). The host printer prints a
   * JS place: the object itself for a class type, else `OBJECT.property`, whose OBJECT the
   * emitter may evaluate once to bind a reference to it.
   */
  returnsReference?: 'lvalue' | 'const';
  /**
   * A call only reads its arguments and makes a value of them (a reverse iterator's view of a
   * container): evaluated earlier, later or twice it is the same (src/sema/side-effects.ts).
   */
  pure?: boolean;
  /**
   * A member that constructs one element of this type from its arguments in place (`emplace`):
   * sema constructs it (`q.emplace(1, 2)` of a priority_queue of pairs), and the printer gets it
   * as the one argument.
   */
  emplaces?: Type;
}

/** What `Intrinsic.checkCall` sees of an argument. */
export interface CallArgument {
  /** Its type before conversion to the parameter (`float`, not the `double` a vararg promotes it to). */
  type: Type;
  /** The text of a string literal argument. */
  stringLiteral: string | null;
}

export type IntrinsicDiagnostic =
  | { severity: 'error'; rule: ErrorRuleId; message: string; arg: number }
  | { severity: 'warning'; rule: WarningRuleId; message: string; arg: number };

/** What template argument deduction sees of an argument. */
export interface DeductionArg {
  type: Type;
  /** A null pointer constant (`0`, `NULL`, `nullptr`), which converts to any pointer type. */
  isNullPointerConstant: boolean;
}
