/**
 * `std::reference_wrapper<T>` on the host: the type of `std::ref(x)` and `std::cref(x)`. An
 * instance is a runtime `ReferenceWrapper` (runtime/functional.ts) whose `target` is what the
 * host has for the address of the referred object: a `Pointer` for a scalar, the object itself
 * for a class object, a std::vector or a closure. Sema makes them and reads through them
 * (src/sema/reference-wrapper.ts): `get()`, the implicit conversion to `T&`, and a call of a
 * wrapped callable are the referred object itself, so this table declares no members.
 *
 * ampc's types do not keep const, so `reference_wrapper<const T>` (what `std::cref` makes) is a
 * class of its own, found by no name: its `get()` is not an lvalue. As written in a program,
 * `std::reference_wrapper<const T>` is `std::reference_wrapper<T>`.
 */
import { isArithmetic, type Type } from '../sema/types.js';
import type { LibraryClass } from './classes.js';

/** Why a wrapper of `t` is not supported (null: it is). */
function wrappable(t: Type): string | null {
  return isArithmetic(t) || t.kind === 'struct' || t.kind === 'vector' || t.kind === 'lambda' ? null : 'std::reference_wrapper of a scalar, a class object, a std::vector or a lambda';
}

function wrapperClass(isConst: boolean): LibraryClass {
  return {
    id: 'std::reference_wrapper', names: isConst ? [] : ['reference_wrapper'], namespaces: ['std'], header: 'functional',
    restriction: { cpu: true, amp: false },
    typeParams: [{ name: 'T', allowed: [], default: null, accepts: wrappable }],
    // A wrapper is made by std::ref / std::cref, or copied; `reference_wrapper<T> r(x)` is not supported.
    constructors: () => [],
    members: () => [],
    // Typed by what it holds: a `Pointer` to a scalar, or the object.
    hostType: (cx) => `${cx.use('ReferenceWrapper')}<${cx.tsType(isArithmetic(cx.typeArgs[0]) ? { kind: 'pointer', pointee: cx.typeArgs[0] } : cx.typeArgs[0])}>`,
    hostConstruct: (args, cx) => (args.length === 0 ? `${cx.use('ReferenceWrapper')}.unbound()` : `new ${cx.use('ReferenceWrapper')}(${args[0]})`),
  };
}

/** `std::reference_wrapper<T>`, as `std::ref` makes it. */
export const referenceWrapperClass = wrapperClass(false);
/** `std::reference_wrapper<const T>`, as `std::cref` makes it. */
export const constReferenceWrapperClass = wrapperClass(true);
