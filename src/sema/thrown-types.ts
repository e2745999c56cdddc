/**
 * The types of thrown values that are not the library's exception classes (`throw 5;`,
 * `throw "bad input";`, `throw MyError{3};`) and of the handlers that catch them. C++ picks a
 * handler by the thrown object's type ([except.handle]): a class handler takes the class and the
 * classes derived from it, any other handler only its own type (a `const char*` handler also a
 * `char*`). The host code boxes such a value with its type's name as libstdc++ prints it, which
 * the handlers compare and the terminate handler reports ("terminate called after throwing an
 * instance of 'int'"). A type outside this list is "not supported by ampc" where it is thrown or caught.
 */
import type { TypeRef } from '../parser/ast.js';
import type { FunctionInfo, Program } from './program.js';
import { charType, typeToString, type Type } from './types.js';
import { forEachExprInStmt, forEachStmt } from './walk.js';

/** The name libstdc++'s demangler gives `t` (its `typeid(t).name()` demangled), or null where ampc does not throw it. */
export function thrownTypeName(t: Type): string | null {
  switch (t.kind) {
    case 'bool': return 'bool';
    case 'float': return t.bits === 32 ? 'float' : 'double';
    case 'int':
      if (t.wideChar) return 'wchar_t';
      switch (t.bits) {
        case 8: return t.plainChar ? 'char' : t.signed ? 'signed char' : 'unsigned char';
        case 16: return t.signed ? 'short' : 'unsigned short';
        case 32: return t.signed ? 'int' : 'unsigned int';
        case 64: return `${t.signed ? '' : 'unsigned '}${t.isLong ? 'long' : 'long long'}`;
      }
      return null;
    case 'string': return 'std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >';
    // Pointers: a thrown literal and `const char*` handlers only (their constness is in the declaration: `handlerTypeName`).
    case 'pointer': return null;
    case 'struct': return typeToString(t);
    default: return null;
  }
}

/** The `const char*` a thrown string literal is (ampc's pointer types do not say const: the name does). */
export const thrownLiteral = { type: { kind: 'pointer', pointee: charType } as Type, name: 'char const*' };

/**
 * A handler's type name, as `thrownTypeName` names thrown types: `catch (const char* msg)` is
 * 'char const*' (which a thrown literal matches), `catch (char* p)` 'char*' (which it does not).
 */
export function handlerTypeName(t: Type, declared: TypeRef): string | null {
  if (t.kind === 'pointer' && t.pointee.kind === 'int' && t.pointee.plainChar && declared.pointers.length === 1) return declared.isConst ? 'char const*' : 'char*';
  return thrownTypeName(t);
}

/**
 * The `noexcept` (or `throw()`) functions from whose body an exception could leave: it throws or
 * calls something. C++ calls std::terminate when one does, so the host wraps such a body
 * (`escapedNoexcept`); a body that neither throws nor calls cannot throw and is printed as it is.
 * Computed once per program by `markNoexceptEscapes` (check.ts), read by the host emitter.
 */
const mayThrowFromNoexcept = new WeakSet<FunctionInfo>();

export function markNoexceptEscapes(program: Program): void {
  for (const fn of program.functions) {
    if (!fn.nothrow || !fn.body) continue;
    let mayThrow = false;
    forEachStmt(fn.body, (s) => { if (s.kind === 'Throw') mayThrow = true; });
    forEachExprInStmt(fn.body, (e) => { if (e.kind === 'Call' || e.kind === 'Intrinsic' || e.kind === 'CallPointer' || e.kind === 'Library') mayThrow = true; });
    if (mayThrow) mayThrowFromNoexcept.add(fn);
  }
}

/** Whether an exception may leave `fn`'s body although it is `noexcept` (markNoexceptEscapes). */
export function exceptionMayEscapeNoexcept(fn: FunctionInfo): boolean {
  return mayThrowFromNoexcept.has(fn);
}
