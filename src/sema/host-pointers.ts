/**
 * Pointers to scalars in host code: `new T[n]`, `&x`, `&a[i]`, `&v[0]`, `v.data()`, a C array
 * decaying to a pointer, `p[i]`, `*p`, `p + k`, `p - q`, comparisons. The typed program keeps
 * them as in restrict(amp) code (src/sema/amp-pointers.ts): `*p` and `p[i]` are `Element(p, i)`,
 * arithmetic is a `Binary` of pointer type. The host back end makes each pointer a runtime
 * `Pointer` (runtime/pointer.ts): the JS array holding the scalars and an offset into it.
 *
 * Pointers to class objects keep their own model (the pointer is the object `new S()` made), so
 * arithmetic on them, and arrays of them from `new S[n]`, are not supported.
 */
import type { Span } from '../source.js';
import { errorExpr, isLValue, make } from './check-expr.js';
import { decayArray } from './amp-pointers.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import { intType, isArithmetic, typeKey, typeToString, type Type } from './types.js';

/**
 * A type host pointers may point to: a scalar, or another such pointer (`char** argv`, `int**`),
 * not a class object or a library object. A `char*` is a C string: the chars and their
 * terminating NUL in an array like any other (runtime/cstring.ts).
 */
export function isHostPointee(t: Type): boolean {
  return isArithmetic(t) || (t.kind === 'pointer' && isHostPointee(t.pointee)) || isHostRowArray(t);
}

/**
 * A row of a multidimensional C array (`int[3]` in `int m[2][3]`), which a pointer to an array
 * (`int (*p)[3] = m;`, a parameter `int rows[][3]`) points to: the host's array of rows is the
 * JS array the pointer holds, each row an element of it.
 */
export function isHostRowArray(t: Type): boolean {
  return t.kind === 'array' && t.length !== null && isHostPointee(t.element);
}

/** `char*` (and `const char*`: ampc's types do not keep const): a C string on the host. */
export function isCharPointer(t: Type): boolean {
  return t.kind === 'pointer' && t.pointee.kind === 'int' && t.pointee.plainChar === true;
}

/**
 * A string literal where a `char*` or a `char` array is wanted: `const char* s = "abc"` (the
 * array of the literal's chars and its NUL, decayed) or `char buf[16] = "abc"` (a copy of them,
 * padded with NULs). ampc's string literals are ASCII (as its std::string). Null when `e` is
 * not a string literal or `to` neither.
 */
export function convertStringLiteral(cx: CheckContext, e: Expr, to: Type): Expr | null {
  // `c ? "yes" : "no"` where a `const char*` is wanted: each literal converts.
  if (e.kind === 'Conditional' && isCharPointer(to)) {
    const then = convertStringLiteral(cx, e.then, to);
    const otherwise = convertStringLiteral(cx, e.otherwise, to);
    return then && otherwise ? make(to, e.span, { kind: 'Conditional', cond: e.cond, then, otherwise }) : null;
  }
  if (e.kind !== 'StringConst' || cx.inAmp) return null;
  const charArray = to.kind === 'array' && to.element.kind === 'int' && to.element.plainChar === true;
  if (!isCharPointer(to) && !charArray) return null;
  if (/[^\x00-\x7f]/.test(e.value)) {
    cx.diags.error('unsupported', 'a string literal with non-ASCII characters is not supported by ampc yet', e.span);
    return errorExpr(e.span);
  }
  if (to.kind === 'array') {
    if (to.length !== null && e.value.length + 1 > to.length) {
      cx.diags.error('type-mismatch', `initializer-string for char array is too long (${e.value.length + 1} chars for ${to.length})`, e.span);
      return errorExpr(e.span);
    }
    const length = to.length ?? e.value.length + 1;
    return make({ ...to, length }, e.span, { kind: 'Library', op: 'cstring.array', receiver: null, args: [e] });
  }
  return make(to, e.span, { kind: 'Library', op: 'cstring.literal', receiver: null, args: [e] });
}

/** A `char*`, or a `char` array (decayed), where a std::string is wanted (`std::string(s)`, `str == s`, `std::cout << s`): its chars up to the NUL. */
export function cStringToString(e: Expr): Expr {
  const pointer = e.type.kind === 'array' ? decayArray(e) : e;
  return make({ kind: 'string' }, e.span, { kind: 'Library', op: 'cstring.toString', receiver: null, args: [pointer] });
}

/** A `char*` or an array of `char`: what `std::cout <<` and `std::string(...)` read as C strings. */
export function isCString(t: Type): boolean {
  return isCharPointer(t) || (t.kind === 'array' && t.element.kind === 'int' && t.element.plainChar === true);
}

/** Whether `t` is a host pointer to a scalar (or a C array of scalars, which decays to one). */
export function isHostScalarPointer(t: Type): boolean {
  return (t.kind === 'pointer' && isHostPointee(t.pointee)) || (t.kind === 'array' && isHostPointee(t.element));
}

/**
 * `&operand` on the host, or null when it is not an address ampc can take there: a local
 * scalar or by-value parameter (then kept boxed in a one-element array, `Variable.isBoxed`), or
 * an element of a C array, a std::vector or a pointer.
 */
export function hostAddressOf(cx: CheckContext, operand: Expr, span: Span): Expr | null {
  if (!isHostPointee(operand.type) || !isLValue(operand)) return null;
  const pointer: Type = { kind: 'pointer', pointee: operand.type };
  if (operand.kind === 'VarRef') {
    const v = operand.variable;
    if (v.isReference || (v.storage !== 'local' && v.storage !== 'param' && v.storage !== 'global')) return null;
    // A global stays unboxed: only `array_view<T> v(1, &g)` uses its address (src/sema/check-views.ts).
    if (v.storage !== 'global') v.isBoxed = true;
    return make(pointer, span, { kind: 'AddressOf', operand });
  }
  if (operand.kind === 'Element' && ['array', 'vector', 'pointer'].includes(operand.object.type.kind)) {
    return make(pointer, span, { kind: 'AddressOf', operand });
  }
  void cx;
  return null;
}

/** `new T[n]` of a scalar type: a block of `n` value-initialized scalars. */
export function newScalarArray(cx: CheckContext, element: Type, count: Expr, span: Span): Expr {
  if (!isHostPointee(element) || element.kind === 'array') {
    cx.diags.error('unsupported', `'new ${typeToString(element)}[n]' is not supported by ampc (only arrays of scalars)`, span);
    return errorExpr(span);
  }
  return make({ kind: 'pointer', pointee: element }, span, { kind: 'Library', op: 'pointer.newArray', receiver: null, args: [count] });
}

/** `v.data()` (typed as the vector, an iterator) where an `T*` is wanted: the address of `v[0]`. */
export function vectorDataPointer(e: Expr, to: Extract<Type, { kind: 'pointer' }>): Expr | null {
  if (e.kind !== 'Library' || e.op !== 'vector.data' || !e.receiver || e.receiver.type.kind !== 'vector') return null;
  if (!isHostPointee(to.pointee) || typeKey(e.receiver.type.element) !== typeKey(to.pointee)) return null;
  const first = make(to.pointee, e.span, { kind: 'Element', object: e.receiver, index: make(intType, e.span, { kind: 'Const', value: 0 }) });
  return make(to, e.span, { kind: 'AddressOf', operand: first });
}
