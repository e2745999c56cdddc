/**
 * `std::function<R(P...)>` on the host. Its value is what a function pointer's is, a JS function
 * or null, so its type is the function pointer type marked `stdFunction`: it converts from a
 * function, a function pointer, a lambda, a closure, a library function object (`std::plus`) and a
 * function object of the program's class (a closure over its copy) of that exact signature, is empty by
 * default and after `= nullptr`, tests as a bool, and a call of an empty one throws
 * `std::bad_function_call` (emit-host prints the call through the runtime's `nonEmptyFunction`).
 * In restrict(amp) code it is rejected as function pointers are.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { errorExpr } from './check-expr.js';
import type { CheckContext } from './context.js';
import { callableOf } from '../library/algorithm.js';
import type { Expr } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { errorType, sameType, typeToString, type Type } from './types.js';
import { copyRunsUserCode } from './copies.js';
import { functionObjectClosure, isFunctionObject } from './std-bind.js';

type FunctionType = Extract<Type, { kind: 'functionPointer' }>;

/** `std::function<R(P...)>` as written. */
export function stdFunctionType(cx: CheckContext, name: A.QualifiedName): Type {
  const arg = name.templateArgs?.[0];
  const written = arg?.kind === 'TypeArg' && arg.type.isFunctionPointer && arg.type.pointers.length === 0 && name.templateArgs!.length === 1 ? arg.type : null;
  if (!written?.functionParams) {
    cx.diags.error('template-argument', "std::function takes one function type: 'std::function<R(P...)>'", arg?.span ?? name.span);
    return errorType;
  }
  const result = resolveTypeRef(cx, { ...written, isFunctionPointer: undefined, functionParams: undefined });
  const params = written.functionParams.params.map((p) => ({ written: p, ...resolveTypeRef(cx, p.type) }));
  if (result.type.kind === 'error' || params.some((p) => p.type.kind === 'error')) return errorType;
  // A reference the host can pass: to const, or to an object (a JS object is shared, not copied).
  const unsupported = written.functionParams.isVariadic ? written.span
    : result.isReference ? written.span
      : params.find((p) => p.isReference && !p.isConst && !['struct', 'vector', 'array', 'ampArray'].includes(p.type.kind))?.written.span;
  if (unsupported) {
    cx.diags.error('unsupported', 'a std::function returning a reference, taking a non-const reference to a scalar or string, or taking variable arguments is not supported by ampc', unsupported);
    return errorType;
  }
  const refParams = params.map((p) => p.isReference);
  return { kind: 'functionPointer', params: params.map((p) => p.type), result: result.type, stdFunction: true, ...(refParams.some((r) => r) ? { refParams } : {}) };
}

/** The plain function pointer type of the same signature (what the functions it may hold have). */
export function plainSignature(t: FunctionType): FunctionType {
  return { kind: 'functionPointer', params: t.params, result: t.result };
}

/**
 * `e` as a `std::function` of type `to`, or null when `e` is not a callable this conversion
 * takes (the caller then reports the mismatch). A lambda's or function's signature must be the
 * std::function's exactly: ampc does not adapt arguments or results.
 */
export function toStdFunction(cx: CheckContext, e: Expr, to: FunctionType, span: Span): Expr | null {
  const plain = plainSignature(to);
  if (e.type.kind === 'functionPointer' && sameType(plainSignature(e.type), plain)) {
    // A reference parameter is passed as the caller's object, a value one as a copy: they must agree.
    if (e.type.params.some((_p, i) => ((e.type.kind === 'functionPointer' && e.type.refParams?.[i]) || false) !== (to.refParams?.[i] ?? false))) return null;
    return { ...e, type: to };
  }
  // `std::plus<int>()`, `std::less<int>()`: on the host already the JS function they call.
  const functor = e.type.kind === 'libraryClass' ? callableOf(e.type) : null;
  if (functor && !to.refParams && sameType({ kind: 'functionPointer', params: functor.params, result: functor.result }, plain)) return { type: to, span: e.span, kind: 'Convert', operand: e };
  if (isFunctionObject(e.type)) return functionObjectToStdFunction(cx, e, to, span);
  if (e.type.kind !== 'lambda' || !e.type.fn) return null;
  return lambdaToStdFunction(cx, e, to, span, 'this lambda');
}

/**
 * A function object of the program's class as a std::function: the closure over its copy
 * (std-bind.ts), which the std::function holds, so calls change that copy only. Where calls
 * change it (a non-const operator()) the closure carries `copy()`, and a copy of the std::function
 * copies it with the state it has then (emit-host `copyOf`, runtime `copyFunction`), as C++ copies
 * the held object. A copy that runs a user copy constructor is reported: ampc's std::function
 * does not copy the object as many times as libstdc++'s does.
 */
function functionObjectToStdFunction(cx: CheckContext, e: Expr, to: FunctionType, span: Span): Expr {
  const t = e.type as Extract<Type, { kind: 'struct' }>;
  const what = `a '${typeToString(t)}' function object`;
  if (copyRunsUserCode(t)) return unsupported(cx, what, to, 'copying it runs a user copy constructor, which a copy of the std::function would run again', span);
  const closure = functionObjectClosure(cx, e, span);
  return closure.type.kind === 'error' ? closure : lambdaToStdFunction(cx, closure, to, span, what);
}

function unsupported(cx: CheckContext, what: string, to: FunctionType, why: string, span: Span): Expr {
  cx.diags.error('unsupported', `converting ${what} to '${typeToString(to)}' is not supported by ampc: ${why}`, span);
  return errorExpr(span);
}

/** A lambda, or the closure made for a function object (`what`, as diagnostics name it), as a std::function. */
function lambdaToStdFunction(cx: CheckContext, e: Expr, to: FunctionType, span: Span, what: string): Expr {
  const fn = (e.type as Extract<Type, { kind: 'lambda' }>).fn!;
  const fail = (why: string) => unsupported(cx, what, to, why, span);
  if (fn.genericInstances) return fail('it is generic');
  if (!fn.restriction.cpu) return fail('it is restrict(amp)');
  // A reference parameter is passed as the caller's object, a value one as a copy: they must agree.
  if (fn.params.some((p, i) => p.isReference !== (to.refParams?.[i] ?? false))) return fail('its parameters are not references exactly where the std::function\'s are');
  const signature: FunctionType = { kind: 'functionPointer', params: fn.params.map((p) => p.type), result: fn.returnType };
  if (!sameType(signature, plainSignature(to))) return fail(`its type is '${typeToString(signature)}'; ampc converts only callables of the same parameter and result types`);
  // A call through the std::function may run it: it waits for the GPU if the lambda does (async.ts).
  if (!cx.addressTaken.includes(fn)) cx.addressTaken.push(fn);
  return { ...e, type: to };
}

