/**
 * `std::ref(x)`, `std::cref(x)` and `std::reference_wrapper<T>` on the host ([refwrap]). A wrapper
 * holds what the host has for x's address (src/library/reference-wrapper.ts): a `Pointer` to a
 * scalar's place (the variable is boxed, as for `&x`), the object itself for a class object, a
 * std::vector or a closure. Everything a wrapper does is the referred object: `r.get()`, the
 * implicit conversion to `T&` (a wrapper passed to `int&`, assigned to `int`, an operand, printed),
 * and `r(args)` calling a wrapped callable. `std::reference_wrapper<T>` converts from an lvalue
 * of type T (`v.push_back(x)` into a vector of them). C++ AMP forbids them in restrict(amp) code.
 * Not supported: wrappers of global scalars, of strings, and of class objects or vectors that are
 * not variables.
 */
import type { Span } from '../source.js';
import { isReferableAsObject, type LibraryClassType } from '../library/classes.js';
import { constReferenceWrapperClass, referenceWrapperClass } from '../library/reference-wrapper.js';
import { errorExpr, isLValue, make } from './check-expr.js';
import type { CheckContext } from './context.js';
import { hostAddressOf, isHostPointee } from './host-pointers.js';
import type { Expr } from './program.js';
import { invokeValue } from './std-bind.js';
import { intType, sameType, typeToString, type Type } from './types.js';

export function isReferenceWrapper(t: Type): t is LibraryClassType {
  return t.kind === 'libraryClass' && (t.decl === referenceWrapperClass || t.decl === constReferenceWrapperClass);
}

function wrapperType(referred: Type, isConst: boolean): LibraryClassType {
  return { kind: 'libraryClass', decl: isConst ? constReferenceWrapperClass : referenceWrapperClass, typeArgs: [referred] };
}

/** `std::ref(x)` (`isConst`: `std::cref(x)`), of a checked argument. */
export function makeReferenceWrapper(cx: CheckContext, arg: Expr, isConst: boolean, span: Span): Expr {
  const name = isConst ? 'std::cref' : 'std::ref';
  if (arg.type.kind === 'error') return arg;
  if (isReferenceWrapper(arg.type)) {
    // Of a wrapper: a copy of it, referring to the same object (const for std::cref).
    if (!isConst || arg.type.decl === constReferenceWrapperClass) return arg;
    return make(wrapperType(arg.type.typeArgs[0], true), span, { kind: 'Convert', operand: arg });
  }
  if (!isLValue(arg)) {
    cx.diags.error('reference-binding', `${name} of a temporary is deleted: it would refer to an object that no longer exists`, arg.span);
    return errorExpr(span);
  }
  const t = arg.type;
  // `std::ref(c)` of a const variable refers to const.
  const refersToConst = isConst || (arg.kind === 'VarRef' && arg.variable.isConst);
  // A global scalar is not boxed on the host (host-pointers.ts): no Pointer can hold its place.
  const globalScalar = isHostPointee(t) && arg.kind === 'VarRef' && arg.variable.storage === 'global';
  const target = globalScalar ? null : isHostPointee(t) ? hostAddressOf(cx, arg, span)
    : t.kind === 'struct' || t.kind === 'vector' || isReferableAsObject(t) ? heldObject(arg) : t.kind === 'lambda' ? arg : null;
  if (!target) {
    const what = globalScalar ? 'a global scalar'
      : isHostPointee(t) ? 'this expression (ampc takes the address of a local scalar, a by-value parameter, or an element of a C array, std::vector or pointer)'
      : t.kind === 'struct' || t.kind === 'vector' || isReferableAsObject(t) ? `a '${typeToString(t)}' that is not a variable` : `a '${typeToString(t)}'`;
    cx.diags.error('unsupported', `${name} of ${what} is not supported by ampc`, arg.span);
    return errorExpr(span);
  }
  return make(wrapperType(t, refersToConst), span, { kind: 'Construct', args: [target] });
}

/**
 * A class object's variable `obj` as the pointer a wrapper (or a bound `&obj`) holds: the object
 * itself on the host. Assigning the variable then overwrites that object (`heldByReference`), so
 * the holder sees it. Null for an object that is not a variable's (an element, a member), whose
 * assignment would replace it.
 */
export function heldObject(obj: Expr): Expr | null {
  if (obj.kind !== 'VarRef' || (obj.type.kind !== 'struct' && obj.type.kind !== 'vector' && !isReferableAsObject(obj.type))) return null;
  obj.variable.heldByReference = true;
  // A std::vector or a library object `referableAsObject` (a random engine) is held as itself (a JS object: an assignment to the
  // variable is then refused, as for any library handle held elsewhere), a class object through its pointer type.
  return obj.type.kind !== 'struct' ? obj : make({ kind: 'pointer', pointee: obj.type }, obj.span, { kind: 'Convert', operand: obj });
}

/** The object wrapper `r` refers to: an lvalue, except through `reference_wrapper<const T>`. */
export function referredObject(r: Expr, span: Span): Expr {
  const type = r.type as LibraryClassType;
  const t = type.typeArgs[0];
  const target = (as: Type): Expr => make(as, span, { kind: 'Field', object: r, field: 'target' });
  if (isHostPointee(t)) {
    const element = make(t, span, { kind: 'Element', object: target({ kind: 'pointer', pointee: t }), index: make(intType, span, { kind: 'Const', value: 0 }) });
    // Read only: a `Convert` is no lvalue.
    return type.decl === constReferenceWrapperClass ? make(t, span, { kind: 'Convert', operand: element }) : element;
  }
  // `*p` of a pointer to a class object (check-operators.ts): the object, an lvalue.
  if (t.kind === 'struct') return make(t, span, { kind: 'Convert', operand: target({ kind: 'pointer', pointee: t }) });
  return target(t);
}

/** `r.get()` and `r(args)` of a wrapper `r`; its other members do not exist. */
export function wrapperMember(cx: CheckContext, r: Expr, member: string, args: Expr[], span: Span, memberSpan: Span): Expr {
  if (member === 'operator()') return invokeValue(cx, referredObject(r, memberSpan), args, span);
  if (member !== 'get') {
    cx.diags.error('no-member', `no member named '${member}' in '${typeToString(r.type)}'`, memberSpan);
    return errorExpr(span);
  }
  if (args.length > 0) {
    cx.diags.error('call-arity', `'get' takes no arguments, not ${args.length}`, span);
    return errorExpr(span);
  }
  return referredObject(r, span);
}

/**
 * `e` converted to `to` where a wrapper is involved, or null when neither is one: a wrapper is
 * its object (then converted on), `reference_wrapper<const T>` takes a `reference_wrapper<T>`, and
 * a wrapper is made from an lvalue of its type.
 */
export function convertReferenceWrapper(cx: CheckContext, e: Expr, to: Type, span: Span, convert: (e: Expr, to: Type) => Expr): Expr | null {
  if (!isReferenceWrapper(to) && !isReferenceWrapper(e.type)) return null;
  if (cx.inAmp) {
    cx.diags.error('amp-type', 'std::reference_wrapper cannot be used in restrict(amp) code', span);
    return errorExpr(span);
  }
  if (isReferenceWrapper(to)) {
    if (isReferenceWrapper(e.type) && to.decl === constReferenceWrapperClass && sameType(e.type.typeArgs[0], to.typeArgs[0])) return make(to, span, { kind: 'Convert', operand: e });
    if (!isReferenceWrapper(e.type) && sameType(e.type, to.typeArgs[0]) && isLValue(e)) {
      const made = makeReferenceWrapper(cx, e, to.decl === constReferenceWrapperClass, span);
      return made.type.kind === 'error' ? made : { ...made, type: to };
    }
    return null;
  }
  if (!isReferenceWrapper(e.type)) return null;
  return convert(referredObject(e, e.span), to);
}
