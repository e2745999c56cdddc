/**
 * Classes of the program derived from a standard exception class (`struct MyError :
 * std::runtime_error { ... }`, `struct E : std::exception { const char* what() ... }`).
 *
 * The standard classes are the runtime's JS errors (src/library/std-exceptions.ts), not classes
 * of the program, so such a class has no `base` in ampc's flattened layout: it remembers the
 * standard class here, and its host class extends the runtime's one (emit-host.ts emitStruct).
 * That keeps what C++ does with it: a handler for the standard class (an `instanceof` test)
 * takes it, `what()` is the message its base was constructed from unless the class overrides
 * the virtual `what()`, and an uncaught one is reported with its own name and its what().
 *
 * (A leaf module: library tables import inheritance.ts, which reads it.)
 *
 * The standard base's state is its what() string, set by the base initialiser
 * (`: std::runtime_error(m)`) or an inheriting constructor (`using std::runtime_error::runtime_error;`).
 */
import type * as A from '../parser/ast.js';
import { stdExceptionByName, type StdExceptionClass } from '../library/std-exceptions.js';
import type { FunctionInfo } from './program.js';
import type { StructInfo, Type } from './types.js';

const directBase = new WeakMap<StructInfo, StdExceptionClass>();

/** Records that `info` names the standard exception class `name` as its base. */
export function setStdExceptionBase(info: StructInfo, name: string): boolean {
  const std = stdExceptionByName(name);
  if (!std) return false;
  directBase.set(info, std);
  return true;
}

/** The standard exception class `info` derives from (directly, or through classes of the program), if any. */
export function stdExceptionBaseOf(info: StructInfo): StdExceptionClass | undefined {
  for (let c: StructInfo | undefined = info; c; c = c.base) {
    const std = directBase.get(c);
    if (std) return std;
  }
  return undefined;
}

/** The standard exception class `info` itself names as its base (not through another class of the program). */
export function directStdExceptionBase(info: StructInfo): StdExceptionClass | undefined {
  return directBase.get(info);
}

/** What each standard class is constructed from: std::exception (and bad_function_call) from nothing, the <stdexcept> ones from the what() string. */
export function takesWhatArgument(std: StdExceptionClass): boolean {
  return std.name !== 'exception' && std.name !== 'bad_function_call';
}

/**
 * Names the host's runtime exception objects use for themselves that a field keeps (JS's Error's
 * `message` and `name`): a field of one of these names would replace them. (A field named like
 * the runtime's other members, `cppName` or `what`, is renamed: codegen/host/names.ts memberName.)
 */
const runtimeProperties = new Set(['message', 'name']);

/** Whether a field of this name in a class derived from a standard exception is refused (one of a std::string is allowed: Error's own is a string too, and what() does not read it). */
export function clashesWithRuntimeProperty(name: string, type: Type): boolean {
  return runtimeProperties.has(name) && type.kind !== 'string';
}

/** Whether the member initialiser names the standard base: `std::runtime_error(m)` (written `runtime_error` in the initialiser's name). */
export function namesStdExceptionBase(init: A.MemberInit, std: StdExceptionClass): boolean {
  return init.name === std.name && !init.templateArgs;
}

/**
 * `using std::runtime_error::runtime_error;`: the using-declaration that inherits the standard
 * base's constructors. Only that one is taken; the caller refuses the rest as before.
 */
export function isInheritingStdConstructors(u: A.UsingDeclaration, std: StdExceptionClass): boolean {
  const parts = u.name.parts[0] === 'std' ? u.name.parts.slice(1) : u.name.parts;
  return parts.length === 2 && parts[0] === std.name && parts[1] === std.name;
}

/**
 * `const char* what() const noexcept override`: the overrider of the standard base's virtual
 * what() (a method without parameters, const, returning a pointer to char).
 */
export function overridesStdWhat(info: StructInfo, fn: FunctionInfo): boolean {
  if (!stdExceptionBaseOf(info) || fn.member?.kind !== 'method' || fn.member.cppName !== 'what') return false;
  const r = fn.returnType;
  return fn.params.length === 1 && fn.params[0].isConst && r.kind === 'pointer' && r.pointee.kind === 'int' && r.pointee.bits === 8;
}
