/**
 * Pointers to functions on the host: `void (*fn)()`, as variables, parameters, struct fields and
 * vector elements; `f` and `&f` give a function's address, `fp(args)` and `(*fp)(args)` call
 * through it. On the host a function pointer is the function itself (or null). In restrict(amp)
 * code C++ AMP forbids them: ampc reports each variable or parameter of function pointer type
 * (rule amp-function-pointer); a call through one is not reported again.
 *
 * A name that finds several overloads is an overload set until a target type picks one
 * ([over.over]): `void (*p)(int) = f;` takes the `f(int)`.
 */
import type { Symbol } from './context.js';
import type { CheckContext } from './context.js';
import { convert, errorExpr, isLValue, make } from './check-expr.js';
import type { Expr, FunctionInfo } from './program.js';
import { boolType, sameType, typeToString, type Type } from './types.js';
import type { Span } from '../source.js';
import type * as A from '../parser/ast.js';
import { instantiateForAddress } from './templates.js';
import { plainSignature, toStdFunction } from './std-function.js';

/** The type of a name that finds several functions, before a target type picks one ([over.over]). */
const overloadSetType: Type = { kind: 'opaque', name: 'overloaded function' };

/** The type of a pointer to `fn` (which parameters are references is part of it: `refParams`). */
export function pointerTypeOf(fn: FunctionInfo): Extract<Type, { kind: 'functionPointer' }> {
  const refParams = fn.params.map((p) => p.isReference);
  return { kind: 'functionPointer', params: fn.params.map((p) => p.type), result: fn.returnType, ...(refParams.some((r) => r) ? { refParams } : {}) };
}

/**
 * A reference parameter the host passes through a pointer as it does in a direct call: a
 * reference to const, or to an object (a JS object is shared, not copied). A non-const reference
 * to a scalar is a cell the caller makes, which a call through a pointer does not.
 */
export function passableReference(p: { isReference: boolean; isConst: boolean; type: Type }): boolean {
  return !p.isReference || p.isConst || ['struct', 'vector', 'array', 'ampArray'].includes(p.type.kind);
}

/**
 * Pointers to functions that return references, or take references the host cannot pass
 * through a pointer, are rejected (resolve-type.ts), so the addresses of such functions cannot
 * be taken either (`auto p = f;` would lose the reference).
 */
function addressable(fn: FunctionInfo): boolean {
  return fn.member?.kind !== 'method' && fn.member?.kind !== 'constructor' && fn.params.every(passableReference) && !fn.returnsReference;
}

/** Whether two function pointer types take references at the same parameters (sameType does not compare that). */
export function sameReferenceParams(a: Extract<Type, { kind: 'functionPointer' }>, b: Extract<Type, { kind: 'functionPointer' }>): boolean {
  return a.params.every((_p, i) => (a.refParams?.[i] ?? false) === (b.refParams?.[i] ?? false));
}

/** `f` used as a value (not called): its address, or the overload set when `f` names several functions. */
export function functionValue(cx: CheckContext, symbol: Extract<Symbol, { kind: 'functions' }>, span: Span, explicit: A.TemplateArg[] | null = null): Expr {
  // `f<256>`: the one instance its template arguments name.
  if (symbol.overloads.length === 0 && symbol.templates.length === 1 && explicit) {
    const instance = instantiateForAddress(cx, symbol.templates[0], explicit, span);
    return instance ? takeAddress(cx, instance, span) : errorExpr(span);
  }
  if (symbol.overloads.length === 0 || symbol.templates.length > 0) {
    cx.diags.error('unsupported', 'the address of a function template is not supported by ampc', span);
    return errorExpr(span);
  }
  if (symbol.overloads.some((f) => f.member?.kind === 'method' || f.member?.kind === 'constructor')) {
    cx.diags.error('unsupported', 'pointers to member functions are not supported by ampc', span);
    return errorExpr(span);
  }
  if (symbol.overloads.length === 1) return takeAddress(cx, symbol.overloads[0], span);
  // An overload set has no type of its own until convert() picks a member by the target type.
  return make(overloadSetType, span, { kind: 'FunctionRef', fn: symbol.overloads[0], overloads: symbol.overloads });
}

function takeAddress(cx: CheckContext, fn: FunctionInfo, span: Span): Expr {
  if (!addressable(fn)) {
    cx.diags.error('unsupported', `a pointer to '${fn.member?.cppName ?? fn.name}', which returns a reference or takes a non-const reference to a scalar or string, is not supported by ampc`, span);
    return errorExpr(span);
  }
  // In restrict(amp) code the pointer that takes the address is reported where it is declared
  // (a variable or parameter of function pointer type, or the call through it).
  if (!fn.restriction.cpu && !cx.inAmp) {
    cx.diags.error('amp-function-pointer', `'${fn.member?.cppName ?? fn.name}' is restrict(amp): host code cannot take its address`, span);
    return errorExpr(span);
  }
  if (!cx.addressTaken.includes(fn)) cx.addressTaken.push(fn);
  return make(pointerTypeOf(fn), span, { kind: 'FunctionRef', fn });
}

/**
 * Conversions to and from function pointers, or null when `e` and `to` are not about them:
 * an overload set resolved by the target type, a capture-less lambda to the pointer its
 * closure converts to, a null pointer constant, and a pointer to bool.
 */
export function convertFunctionPointer(cx: CheckContext, e: Expr, to: Type, span: Span): Expr | null {
  // `std::function` from a function, pointer or lambda (std-function.ts); an overload set picks first.
  if (to.kind === 'functionPointer' && to.stdFunction && !(e.kind === 'FunctionRef' && e.overloads)) {
    const value = e.kind === 'FunctionRef' && e.type.kind !== 'lambda' ? resolvedFunctionValue(cx, e) : e;
    const converted = toStdFunction(cx, value, to, span);
    if (converted) return converted;
  }
  if (e.kind === 'FunctionRef' && e.overloads && to.kind !== 'functionPointer') return resolvedFunctionValue(cx, e);
  if (to.kind === 'bool' && e.type.kind === 'functionPointer') {
    // std::function's operator bool is explicit: a condition calls it (check-expr.ts's explicitOperatorBool), `bool b = f;` does not.
    if (e.type.stdFunction) {
      cx.diags.error('type-mismatch', `cannot convert '${typeToString(e.type)}' to 'bool'`, span);
      return errorExpr(e.span);
    }
    if (e.kind === 'FunctionRef') return make(boolType, e.span, { kind: 'Const', value: true }); // a function's address is never null
    return make(boolType, e.span, { kind: 'Convert', operand: e });
  }
  if (to.kind !== 'functionPointer') return null;
  if (e.kind === 'FunctionRef' && e.overloads) {
    const match = e.overloads.find((f) => sameType(pointerTypeOf(f), to.stdFunction ? plainSignature(to) : to) && (to.stdFunction || sameReferenceParams(pointerTypeOf(f), to)));
    if (match) return to.stdFunction ? { ...takeAddress(cx, match, e.span), type: to } : takeAddress(cx, match, e.span);
    cx.diags.error('type-mismatch', `no overload of '${e.fn.member?.cppName ?? e.fn.name}' has type '${typeToString(to)}'`, span);
    return errorExpr(e.span);
  }
  if (e.type.kind === 'lambda' && e.kind === 'FunctionRef' && sameType(pointerTypeOf(e.fn), to)) return takeAddress(cx, e.fn, e.span);
  if (isNullPointerConstant(e)) return make(to, e.span, { kind: 'Const', value: 0 });
  // `void (*)(const T&)` and `void (*)(T)` are different types: a reference is passed, a value copied.
  if (e.type.kind === 'functionPointer' && !to.stdFunction && !e.type.stdFunction && sameType(e.type, to) && !sameReferenceParams(e.type, to)) {
    cx.diags.error('type-mismatch', `cannot convert '${typeToString(e.type)}' to '${typeToString(to)}': their parameters are references at different places`, span);
    return errorExpr(e.span);
  }
  return null;
}

/** A function's address as an expression that stands alone: an unresolved overload set is an error. */
export function resolvedFunctionValue(cx: CheckContext, e: Expr): Expr {
  if (e.kind === 'FunctionRef' && e.overloads) {
    cx.diags.error('ambiguous-call', `reference to overloaded function '${e.fn.member?.cppName ?? e.fn.name}' could not be resolved; convert it to a function pointer type`, e.span);
    return errorExpr(e.span);
  }
  if (e.kind === 'FunctionRef' && e.type.kind === 'functionPointer' && !e.overloads && !cx.addressTaken.includes(e.fn)) cx.addressTaken.push(e.fn);
  return e;
}

function isNullPointerConstant(e: Expr): boolean {
  return e.kind === 'Const' && (e.value === 0 || e.value === 0n) && (e.type.kind === 'int' || (e.type.kind === 'pointer' && e.type.pointee.kind === 'void'));
}

/** `fp(args)` / `(*fp)(args)`: arguments convert to the pointer type's parameters. */
export function callThroughPointer(cx: CheckContext, callee: Expr, args: Expr[], span: Span, calleeSpan: Span): Expr {
  const t = callee.type;
  if (t.kind !== 'functionPointer') return errorExpr(span);
  // In restrict(amp) code the pointer's declaration was reported already (check-stmt.ts).
  if (cx.inAmp) return errorExpr(span);
  if (args.length !== t.params.length) {
    cx.diags.error('call-arity', `a function of type '${typeToString(t)}' takes ${t.params.length} argument${t.params.length === 1 ? '' : 's'}, not ${args.length}`, span);
    return errorExpr(span);
  }
  // A reference parameter binds to an lvalue of its type as it is: converting would copy an array.
  const converted = args.map((a, i) => (t.refParams?.[i] && isLValue(a) && sameType(a.type, t.params[i]) ? a : convert(cx, a, t.params[i])));
  // Calling the address of one known function is a plain call.
  if (callee.kind === 'FunctionRef' && !callee.overloads) return make(t.result, span, { kind: 'Call', callee: callee.fn, args: converted });
  return make(t.result, span, { kind: 'CallPointer', callee: resolvedFunctionValue(cx, callee), args: converted, addressTaken: cx.addressTaken });
}

/** `p == q`, `p != q`, `p == nullptr`: pointers to functions compare by identity. */
export function compareFunctionPointers(cx: CheckContext, op: '==' | '!=', left: Expr, right: Expr, span: Span, opSpan: Span): Expr | null {
  if (left.type.kind !== 'functionPointer' && right.type.kind !== 'functionPointer') return null;
  const target = left.type.kind === 'functionPointer' ? left.type : right.type;
  const l = convert(cx, left, target, opSpan);
  const r = convert(cx, right, target, opSpan);
  if (l.type.kind === 'error' || r.type.kind === 'error') return errorExpr(span);
  return make(boolType, span, { kind: 'Binary', op, left: l, right: r });
}
