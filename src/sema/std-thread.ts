/**
 * `std::thread t(f, args...)` (src/library/thread.ts): the thread's function is called on the
 * arguments as C++'s `std::invoke(decay-copy(f), decay-copy(args)...)` calls it, and the call is
 * the body the runtime runs as the new thread, to its end, where the thread is constructed.
 *
 * The arguments are copies, rvalues: a parameter that is a non-const reference cannot bind to
 * one, which g++ rejects at compile time, and so does ampc. A function object the thread would
 * copy and then change (a class's operator(), a `mutable` lambda's by-value captures) must be a
 * temporary here: ampc calls the object given, so a named one would be changed where C++ changes
 * only the copy.
 */
import type { Span } from '../source.js';
import { isThread, threadStart } from '../library/thread.js';
import type { LibraryClassType } from '../library/classes.js';
import { callFunction } from './check-call.js';
import { callLibraryMember } from './library-class.js';
import { callClosure } from './check-lambda.js';
import { callThroughPointer } from './function-pointers.js';
import { overloadedOperator } from './overloaded-operators.js';
import { checkExpr, errorExpr, isLValue, make } from './check-expr.js';
import type * as A from '../parser/ast.js';
import { pointerTypeOf } from './function-pointers.js';
import { isReferenceWrapper } from './reference-wrapper.js';
import type { CheckContext } from './context.js';
import type { Expr, FunctionInfo, Program, Stmt, Variable } from './program.js';
import { forEachExprInStmt } from './walk.js';
import { typeToString } from './types.js';

/**
 * The arguments of `std::thread t(f, args...)`, checked. A function named first is the function
 * the thread calls, not a pointer a program could keep: so `void f(int&)`, whose address ampc's
 * host pointers do not model, may run, its reference bound by `std::ref(x)`.
 */
export function checkThreadArguments(cx: CheckContext, args: readonly A.Expr[]): Expr[] {
  return args.map((a, i) => {
    if (i === 0 && a.kind === 'NameExpr' && !a.name.templateArgs) {
      const found = cx.lookupName(a.name.parts)?.symbol;
      const fn = found?.kind === 'functions' && found.overloads.length === 1 && found.templates.length === 0 ? found.overloads[0]! : null;
      if (fn && !fn.member && fn.restriction.cpu) return make(pointerTypeOf(fn), a.span, { kind: 'FunctionRef', fn });
    }
    return checkExpr(cx, a);
  });
}

/**
 * `std::ref(x)` passed on to a non-const reference parameter: `x` itself, the lvalue the
 * thread's function binds its reference to (the wrapper holds x's place).
 */
function unwrapped(arg: Expr): Expr {
  if (arg.kind !== 'Construct' || !isReferenceWrapper(arg.type) || arg.type.decl.names.length === 0) return arg;
  const target = arg.args[0];
  return target?.kind === 'AddressOf' ? target.operand : arg;
}

/** The construction of `type` (a std::thread) from a callable and its arguments. */
export function startThread(cx: CheckContext, type: LibraryClassType, args: Expr[], span: Span): Expr {
  const [callable, ...rest] = args;
  if (args.some((a) => a.type.kind === 'error')) return errorExpr(span);
  // A copy binds to no non-const reference: said before the call is checked (which would say it of the argument).
  const bindsCopies = (params: readonly FunctionInfo['params'][number][]): boolean => {
    for (const [i, p] of params.entries()) {
      // (`std::ref(x)` is a copy of a reference_wrapper, which binds to `T&`.)
      const wrapper = rest[i]?.type.kind === 'libraryClass' && rest[i].type.decl.id === 'std::reference_wrapper';
      if (i < rest.length && p.isReference && !p.isConst && !wrapper) {
        cx.diags.error('no-matching-function', `std::thread copies its arguments: parameter '${p.name}' of type '${typeToString(p.type)}&', a non-const reference, cannot bind to the copy`, rest[i].span);
        return false;
      }
    }
    return true;
  };
  if (callable.kind === 'FunctionRef' && !callable.overloads && callable.type.kind === 'functionPointer' && !bindsCopies(callable.fn.params)) return errorExpr(span);
  const call = invoke(cx, callable, rest.map(unwrapped), span);
  if (call.type.kind === 'error') return call;
  const called = calledFunction(call);
  const params = called ? (called.member?.kind === 'method' ? called.params.slice(1) : called.params) : [];
  if (!bindsCopies(params)) return errorExpr(span);
  // A reference to const binds to the thread's copy of the argument; ampc passes the caller's
  // object itself, which is the same unless the thread can change that object another way.
  for (const [i, p] of params.entries()) {
    const arg = rest[i];
    if (!arg || !p.isReference || !['struct', 'vector', 'array', 'string'].includes(p.type.kind) || !isLValue(arg)) continue;
    const root = rootVariable(arg);
    // Reachable: a global or an object behind a reference, one another argument points to (a
    // pointer or std::ref to an object of the variable's type), or one the function (a lambda
    // capturing by reference) names.
    const pointsToRoot = (a: Expr): boolean => {
      const target = a.type.kind === 'pointer' ? a.type.pointee
        : a.type.kind === 'libraryClass' && a.type.decl.id === 'std::reference_wrapper' ? a.type.typeArgs[0] : undefined;
      return target !== undefined && root !== null && typeToString(target) === typeToString(root.type);
    };
    const reachable = !root || root.isReference || (root.storage !== 'local' && root.storage !== 'param')
      || rest.some((a) => a !== arg && pointsToRoot(a))
      || (called?.body ? mentions(called.body, root) : false);
    if (reachable) {
      cx.diags.error('unsupported', `std::thread copies '${root?.name ?? 'this argument'}' for parameter '${p.name}', which the thread's function may also reach another way: ampc passes the object itself, so this is not supported by ampc (pass a copy made before, or std::cref)`, arg.span);
      return errorExpr(span);
    }
  }
  return make(type, span, { kind: 'Intrinsic', intrinsic: threadStart, signature: { params: [call.type], result: type }, args: [call] });
}

/** The variable an lvalue is part of (`v`, `s.field`, `a[i]`), or null. */
function rootVariable(e: Expr): Variable | null {
  if (e.kind === 'VarRef') return e.variable;
  if (e.kind === 'Field') return rootVariable(e.object);
  if (e.kind === 'Element') return rootVariable(e.object);
  return null;
}

/** Whether a function's body names `v` (a lambda's by-reference capture of it). */
function mentions(body: Stmt, v: Variable): boolean {
  let found = false;
  forEachExprInStmt(body, (e) => {
    if (e.kind === 'VarRef' && e.variable === v) found = true;
  });
  return found;
}

/** `callable(args...)` for each kind of callable a thread may run. */
function invoke(cx: CheckContext, callable: Expr, args: Expr[], span: Span): Expr {
  const t = callable.type;
  const copiedAndChanged = (what: string): Expr => {
    cx.diags.error('unsupported', `a std::thread of a named ${what} is not supported by ampc: the thread would run a copy of it, which ampc does not make (pass a temporary, or a lambda)`, callable.span);
    return errorExpr(span);
  };
  if (callable.kind === 'FunctionRef' && callable.overloads) {
    cx.diags.error('no-matching-function', `std::thread cannot pick an overload of '${callable.fn.name}': convert it to a function pointer type`, callable.span);
    return errorExpr(span);
  }
  if (callable.kind === 'FunctionRef' && t.kind === 'functionPointer') {
    return callFunction(cx, { kind: 'functions', overloads: [callable.fn], templates: [] }, null, args, { span }, callable.span);
  }
  if (t.kind === 'functionPointer') return callThroughPointer(cx, callable, args, span, callable.span);
  if (t.kind === 'lambda' && t.fn) {
    if (t.fn.closure?.mutable && t.fn.closure.byValue.length > 0 && isLValue(callable)) return copiedAndChanged('mutable lambda');
    if (t.fn.closure) return callClosure(cx, callable, args, span);
    return callFunction(cx, { kind: 'functions', overloads: [t.fn], templates: [] }, null, args, { span }, callable.span);
  }
  if (t.kind === 'struct') {
    if (isLValue(callable)) return copiedAndChanged(`function object of class '${t.info.name}'`);
    const called = overloadedOperator(cx, '()', [callable, ...args], span);
    if (called) return called;
  }
  if (t.kind === 'libraryClass') return callLibraryMember(cx, callable, 'operator()', args, span, callable.span);
  cx.diags.error('not-callable', `a std::thread runs a function, a lambda or a function object, not a '${typeToString(t)}'`, callable.span);
  return errorExpr(span);
}

/** The function a call runs, where sema knows it (its parameters say which are references). */
function calledFunction(call: Expr): FunctionInfo | null {
  if (call.kind === 'Call') return call.callee;
  if (call.kind === 'CallPointer' && call.callee.type.kind === 'lambda') return call.instance ?? call.callee.type.fn ?? null;
  return null;
}

/** The vector members that destroy elements (or copy one), by the op sema makes of them. */
const destroyingOps: ReadonlySet<string> = new Set(['vector.clear', 'vector.resize', 'vector.pop_back', 'vector.erase', 'vector.assign', 'vector.insert']);

/**
 * A `std::vector<std::thread>` is destroyed element by element where its scope ends (a joinable
 * thread terminates the program); the members that destroy some of its elements on the way, or
 * copy one in, are not modelled, so they are rejected rather than run without that check.
 */
export function checkThreadVectors(cx: CheckContext, program: Program): void {
  for (const fn of program.functions) {
    if (!fn.body) continue;
    forEachExprInStmt(fn.body, (e) => {
      if (e.kind !== 'Library' || !destroyingOps.has(e.op) || e.receiver?.type.kind !== 'vector' || !isThread(e.receiver.type.element)) return;
      cx.diags.error('unsupported', `'${e.op.replace('vector.', 'std::vector::')}' of a std::vector<std::thread> is not supported by ampc (only push_back, emplace_back, element access and the vector's own end)`, e.span);
    });
  }
}
