/**
 * `<functional>`'s call adaptors on the host: `std::bind` with the placeholders `_1`, `_2`, ...
 * ([func.bind]), `std::invoke` ([func.invoke]), `std::mem_fn` ([func.memfn]), and the entry to
 * `std::ref` / `std::cref` (reference-wrapper.ts). C++ AMP forbids them in restrict(amp) code.
 *
 * A bind expression is a closure, the value a capturing lambda is (check-lambda.ts), made here
 * from the bound call rather than from a lambda's text. Each bound argument is a by-value capture,
 * copied where the bind expression is evaluated, as C++ copies it into the bind object; a
 * `std::ref(x)` argument is a wrapper, whose copy refers to x, and the call passes x itself. A
 * bind expression among the arguments is called with the call's arguments, as C++ does. The
 * closure's parameters are the placeholders `_1`..`_N`, each of the type the called function's
 * parameter has where it is first used (C++ forwards the argument there; converting it first is
 * the same conversion). The closure is `mutable` (its copies have their own state) where the call
 * may change a bound copy: a non-const reference parameter, a non-const member function's object,
 * a function object whose operator() is not const. So a bind expression goes where a lambda goes:
 * `auto`, `std::function` (unless mutable, as for lambdas), the algorithms, `std::thread`.
 *
 * Not supported, and said so: placeholders that skip a number below the highest, a call with
 * more arguments than the highest placeholder (C++ ignores the rest), placeholders with a generic
 * lambda or a function object with several operator()s.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { callableOf } from '../library/algorithm.js';
import { callFunction, callLibraryObject } from './check-call.js';
import { checkExpr, convert, errorExpr, make } from './check-expr.js';
import { callClosure } from './check-lambda.js';
import type { CheckContext } from './context.js';
import { callThroughPointer, pointerTypeOf, resolvedFunctionValue } from './function-pointers.js';
import { isDerivedFrom, memberFunctionsNamed } from './inheritance.js';
import { overloadedOperator } from './overloaded-operators.js';
import type { Closure, Expr, FunctionInfo, Stmt, Variable } from './program.js';
import { hostAddressOf, isHostPointee } from './host-pointers.js';
import { heldObject, isReferenceWrapper, makeReferenceWrapper, referredObject } from './reference-wrapper.js';
import { resolveOverload } from './overload.js';
import { typeToString, type Type } from './types.js';
import type { IntrinsicSignature } from '../library/intrinsics.js';
import type { LibraryClassType } from '../library/classes.js';

/** A parameter of what is called: its type, and whether it is a (const) reference. */
interface Param {
  type: Type;
  isReference: boolean;
  isConst: boolean;
}

/**
 * The closures made here → their highest placeholder and what made them, for calls of them
 * (callClosure). Only std::bind's are bind expressions, which another std::bind calls.
 */
const adaptors = new WeakMap<FunctionInfo, { highest: number; made: Adaptor }>();

/** What made a closure: `std::bind`, `std::mem_fn`, a `std::ref` or a function object passed to the library. */
type Adaptor = 'bind' | 'mem_fn' | 'ref' | 'object';

/** The library function `name` names where it is written (`std::bind`, or `bind` under `using namespace std;`). */
function fullNames(cx: CheckContext, parts: readonly string[]): string[] {
  const written = parts.join('::');
  return [written, ...cx.libraryNamespacesInScope().map((ns) => `${ns}::${written}`)];
}

/** The number of placeholder `_N` that `e` names, or null when it names something else. */
function placeholderNumber(cx: CheckContext, e: A.Expr): number | null {
  if (e.kind !== 'NameExpr' || e.name.templateArgs) return null;
  const id = e.name.parts[e.name.parts.length - 1];
  const n = /^_([1-9][0-9]?)$/.exec(id);
  // libstdc++ declares _1 to _29.
  if (!n || Number(n[1]) > 29 || cx.lookupName(e.name.parts)) return null;
  return fullNames(cx, e.name.parts).includes(`std::placeholders::${id}`) ? Number(n[1]) : null;
}

/**
 * A call of `std::bind`, `std::invoke`, `std::mem_fn`, `std::ref` or `std::cref`, or null when
 * `name` is none of them (a program's own function of that name is found by lookup first).
 */
export function functionalCall(cx: CheckContext, name: A.QualifiedName, args: readonly A.Expr[], span: Span, calleeSpan: Span): Expr | null {
  const names = fullNames(cx, name.parts);
  const id = ['bind', 'invoke', 'mem_fn', 'ref', 'cref'].find((f) => names.includes(`std::${f}`));
  if (!id || name.templateArgs) return null;
  if (cx.inAmp) {
    cx.diags.error('amp-call', `'std::${id}' cannot be called from restrict(amp) code`, calleeSpan);
    return errorExpr(span);
  }
  const arity = (n: number): boolean => {
    if (args.length === n) return true;
    cx.diags.error('call-arity', `'std::${id}' takes ${n} argument${n === 1 ? '' : 's'}, not ${args.length}`, span);
    return false;
  };
  switch (id) {
    case 'ref': case 'cref':
      return arity(1) ? makeReferenceWrapper(cx, checkExpr(cx, args[0]), id === 'cref', span) : errorExpr(span);
    case 'mem_fn': {
      if (!arity(1)) return errorExpr(span);
      const pm = checkExpr(cx, args[0]);
      if (pm.type.kind === 'error') return pm;
      if (pm.type.kind !== 'memberPointer') {
        cx.diags.error('no-matching-function', `std::mem_fn takes a pointer to member, not '${typeToString(pm.type)}'`, args[0].span);
        return errorExpr(span);
      }
      // `std::mem_fn(&S::f)` calls as `std::bind(&S::f, _1, _2, ...)` does.
      const count = pm.type.member.kind === 'functionPointer' ? pm.type.member.params.length + 1 : 1;
      return bindClosure(cx, pm, Array.from({ length: count }, (_, i): Bound => ({ kind: 'placeholder', index: i + 1, span })), span, 'mem_fn');
    }
    case 'invoke': {
      if (args.length === 0) {
        cx.diags.error('call-arity', "'std::invoke' takes a callable and its arguments", span);
        return errorExpr(span);
      }
      const f = checkCallee(cx, args[0]);
      const rest = args.slice(1).map((a) => checkArgument(cx, a));
      if (f.type.kind === 'error' || rest.some((a) => a.type.kind === 'error')) return errorExpr(span);
      return invokeValue(cx, f, rest, span);
    }
    default: {
      if (args.length === 0) {
        cx.diags.error('call-arity', "'std::bind' takes a callable and its arguments", span);
        return errorExpr(span);
      }
      const f = checkCallee(cx, args[0]);
      const bound = args.slice(1).map((a): Bound => {
        const index = placeholderNumber(cx, a);
        if (index !== null) return { kind: 'placeholder', index, span: a.span };
        const value = checkArgument(cx, a);
        const made = value.type.kind === 'lambda' && value.type.fn ? adaptors.get(value.type.fn) : undefined;
        return made?.made === 'bind' ? { kind: 'nested', expr: value, arity: made.highest } : { kind: 'value', expr: value };
      });
      if (f.type.kind === 'error' || bound.some((b) => b.kind !== 'placeholder' && b.expr.type.kind === 'error')) return errorExpr(span);
      return bindClosure(cx, f, bound, span, 'bind');
    }
  }
}

/**
 * What std::bind or std::invoke calls. A function named (`f`, `&f`) is called by name, so it may
 * take references a pointer to it could not (function-pointers.ts' `addressable`).
 */
function checkCallee(cx: CheckContext, a: A.Expr): Expr {
  const named = a.kind === 'UnaryExpr' && a.op === 'addressOf' ? a.operand : a;
  const found = named.kind === 'NameExpr' && !named.name.templateArgs ? cx.lookupName(named.name.parts)?.symbol : undefined;
  if (found?.kind !== 'functions' || found.overloads.length !== 1 || found.templates.length > 0) return checkExpr(cx, a);
  const fn = found.overloads[0];
  if (fn.member || !fn.restriction.cpu) return checkExpr(cx, a);
  return make(pointerTypeOf(fn), a.span, { kind: 'FunctionRef', fn });
}

/**
 * A `std::reference_wrapper` of a function object or lambda where a library algorithm takes a
 * function object (`std::for_each(b, e, std::ref(counter))`): a closure calling the object itself
 * through the wrapper, as the algorithm's copy of the wrapper does in C++. Anything else: `e`.
 */
export function callableArgument(cx: CheckContext, e: Expr, takesFunctionObject = false): Expr {
  if (takesFunctionObject && isFunctionObject(e.type)) return functionObjectClosure(cx, e, e.span);
  if (!isReferenceWrapper(e.type)) return e;
  const referred = e.type.typeArgs[0];
  if (referred.kind !== 'lambda' && !(referred.kind === 'struct' && memberFunctionsNamed(referred.info, 'operator()').length > 0)) return e;
  const params = paramsOf(cx, referredObject(e, e.span), e.span);
  if (!params) return errorExpr(e.span);
  if (params === 'generic') {
    cx.diags.error('unsupported', 'passing std::ref of a generic lambda to a library function is not supported by ampc', e.span);
    return errorExpr(e.span);
  }
  return bindClosure(cx, e, params.map((_p, i): Bound => ({ kind: 'placeholder', index: i + 1, span: e.span })), e.span, 'ref');
}

/** Whether `t` is a class of the program with an operator(): a function object. */
export function isFunctionObject(t: Type): t is Extract<Type, { kind: 'struct' }> {
  return t.kind === 'struct' && memberFunctionsNamed(t.info, 'operator()').some((m) => m.member?.kind === 'method');
}

/**
 * A function object of the program's class taken by value where the library takes a callable
 * (the algorithms, a container's comparator, a std::function): the closure holding a copy of it
 * and calling that copy's operator(), as `std::bind(f, _1, ..., _N)` does. Its copy is made where
 * the argument is evaluated, as C++ copies it into the parameter; a non-const operator() updates
 * the copy, never the caller's object. The closure takes operator()'s parameters as declared, so
 * the library calls it as it calls a lambda of that signature.
 */
export function functionObjectClosure(cx: CheckContext, e: Expr, span: Span): Expr {
  const t = e.type as Extract<Type, { kind: 'struct' }>;
  const calls = memberFunctionsNamed(t.info, 'operator()').filter((m) => m.member?.kind === 'method');
  if (calls.length !== 1) {
    cx.diags.error('unsupported', `passing a function object with several operator()s ('${typeToString(t)}') to the library is not supported by ampc: ampc calls the library's callables with one signature`, span);
    return errorExpr(span);
  }
  const count = calls[0].params.length - 1;
  return bindClosure(cx, e, Array.from({ length: count }, (_, i): Bound => ({ kind: 'placeholder', index: i + 1, span })), span, 'object');
}

/**
 * An argument of std::bind or std::invoke. `&obj` of a class object's variable is the object
 * itself on the host (a pointer to a class object is; reference-wrapper.ts' `heldObject`), which
 * a plain `&` does not give outside these calls.
 */
function checkArgument(cx: CheckContext, a: A.Expr): Expr {
  if (a.kind !== 'UnaryExpr' || a.op !== 'addressOf' || (a.operand.kind === 'NameExpr' && a.operand.name.parts.length >= 2)) return checkExpr(cx, a);
  const operand = checkExpr(cx, a.operand);
  if (operand.type.kind === 'error') return operand;
  const pointer = isHostPointee(operand.type) ? hostAddressOf(cx, operand, a.span) : heldObject(operand);
  if (pointer) return pointer;
  cx.diags.error('unsupported', `taking the address of '${typeToString(operand.type)}' here is not supported by ampc`, a.span);
  return errorExpr(a.span);
}

type Bound =
  | { kind: 'placeholder'; index: number; span: Span }
  /** Copied into the bind expression (a wrapper's copy refers to the same object). */
  | { kind: 'value'; expr: Expr }
  /** A bind expression: called with the call's first `arity` arguments. */
  | { kind: 'nested'; expr: Expr; arity: number };

/**
 * The parameters of what `f` calls, 'generic' for a generic lambda (its are the arguments'), or
 * null after reporting why `f` cannot be called this way.
 */
function paramsOf(cx: CheckContext, f: Expr, span: Span, bound?: readonly Bound[]): Param[] | 'generic' | null {
  const t = f.type;
  const byValue = (type: Type): Param => ({ type, isReference: false, isConst: false });
  const unsupported = (why: string): null => {
    cx.diags.error('unsupported', `std::bind ${why} is not supported by ampc`, span);
    return null;
  };
  if (f.kind === 'FunctionRef' && t.kind === 'functionPointer' && !f.overloads) return f.fn.params.map((p) => ({ type: p.type, isReference: p.isReference, isConst: p.isConst }));
  switch (t.kind) {
    // A std::function or a pointer: a reference parameter is to const, or to an object (std-function.ts).
    case 'functionPointer': return t.params.map((p, i) => ({ type: p, isReference: t.refParams?.[i] ?? false, isConst: false }));
    case 'lambda':
      if (!t.fn) return null;
      return t.fn.genericInstances ? 'generic' : t.fn.params.map((p) => ({ type: p.type, isReference: p.isReference, isConst: p.isConst }));
    case 'struct': {
      const calls = memberFunctionsNamed(t.info, 'operator()').filter((m) => m.member?.kind === 'method');
      if (calls.length === 0) {
        cx.diags.error('not-callable', `'${typeToString(t)}' is not callable: it has no operator()`, f.span);
        return null;
      }
      if (calls.length > 1) return unsupported(`of a function object with several operator()s ('${typeToString(t)}')`);
      return calls[0].params.slice(1).map((p) => ({ type: p.type, isReference: p.isReference, isConst: p.isConst }));
    }
    case 'libraryClass': {
      if (isReferenceWrapper(t)) return paramsOf(cx, referredObject(f, f.span), span, bound);
      const callable = callableOf(t);
      if (callable) return callable.params.map(byValue);
      const overloads = libraryCallOverloads(f.type);
      if (!overloads) break;
      // A distribution's `operator()(URNG&)`, one overload per engine: the one the bound values
      // pick (`std::bind(dist, std::mt19937(7))`), taken by reference as libstdc++ does.
      if (!bound || bound.some((b) => b.kind !== 'value')) return unsupported(`of '${typeToString(t)}' with placeholders`);
      // A `std::ref(engine)` is passed as the engine it refers to.
      const valueTypes = bound.map((b) => (b.kind !== 'value' ? null : isReferenceWrapper(b.expr.type) ? (b.expr.type as LibraryClassType).typeArgs[0] : b.expr.type));
      if (valueTypes.some((v) => v === null)) break;
      // Chosen as the call `dist(values...)` would be; each signature's first parameter is the object itself.
      const candidates = overloads.map((o) => ({ item: o.params.slice(1), params: o.params.slice(1) }));
      const resolution = resolveOverload(candidates, valueTypes as Type[]);
      if (resolution.kind === 'ambiguous') {
        cx.diags.error('ambiguous-call', `call to '${typeToString(t)}' with the bound values (${valueTypes.map((v) => typeToString(v!)).join(', ')}) is ambiguous`, span);
        return null;
      }
      if (resolution.kind !== 'best') break;
      return resolution.item.map((type) => ({ type, isReference: true, isConst: false }));
    }
    case 'memberPointer': {
      const self: Param = { type: { kind: 'struct', info: t.owner }, isReference: true, isConst: t.member.kind !== 'functionPointer' || t.isConstMethod === true };
      if (t.member.kind !== 'functionPointer') return [self];
      if (f.kind === 'MemberPointerConst' && f.fn) return [self, ...f.fn.params.slice(1).map((p) => ({ type: p.type, isReference: p.isReference, isConst: p.isConst }))];
      return [self, ...t.member.params.map(byValue)];
    }
    default: break;
  }
  if (t.kind === 'opaque' && f.kind === 'FunctionRef' && f.overloads) {
    resolvedFunctionValue(cx, f);
    return null;
  }
  cx.diags.error('not-callable', `'${typeToString(t)}' is not callable`, f.span);
  return null;
}

/** The signatures of a library class's `operator()` (a distribution's, one per engine). */
function libraryCallOverloads(t: Type): readonly IntrinsicSignature[] | undefined {
  return t.kind === 'libraryClass' ? t.decl.members(t).find((m) => m.name === 'operator()')?.signatures : undefined;
}

/** Whether calling `f` may change it: a function object whose operator() is not const, a mutable closure. */
function callChanges(f: Expr): boolean {
  const t = f.type;
  if (t.kind === 'struct') return memberFunctionsNamed(t.info, 'operator()').some((m) => m.member?.kind === 'method' && !m.params[0].isConst);
  return t.kind === 'lambda' && t.fn?.closure !== undefined && t.fn.closure.mutable && t.fn.closure.byValue.length > 0;
}

/** The closure a bind expression is (see the file comment); std::mem_fn's is one too. */
function bindClosure(cx: CheckContext, f: Expr, bound: Bound[], span: Span, made: Adaptor): Expr {
  const params = paramsOf(cx, f, span, bound);
  if (!params) return errorExpr(span);
  if (params !== 'generic' && bound.length !== params.length) {
    cx.diags.error('call-arity', `'${describe(f)}' takes ${params.length} argument${params.length === 1 ? '' : 's'}; std::bind gives it ${bound.length}`, span);
    return errorExpr(span);
  }
  // The closure's parameters: _1.._N, each typed as the parameter it is first passed to.
  const highest = Math.max(0, ...bound.map((b) => (b.kind === 'placeholder' ? b.index : b.kind === 'nested' ? b.arity : 0)));
  if (params === 'generic' && highest > 0) {
    cx.diags.error('unsupported', 'std::bind of a generic lambda with placeholders is not supported by ampc (its parameter types are the call\'s)', span);
    return errorExpr(span);
  }
  const placeholderParams: Variable[] = [];
  for (let k = 1; k <= highest; k++) {
    const at = bound.findIndex((b) => (b.kind === 'placeholder' && b.index === k) || (b.kind === 'nested' && b.arity >= k));
    const b = bound[at];
    const p: Param | undefined = b?.kind === 'placeholder' ? (params as Param[])[at]
      : b?.kind === 'nested' && b.expr.type.kind === 'lambda' ? b.expr.type.fn!.params[k - 1] : undefined;
    if (!p) {
      cx.diags.error('unsupported', `std::bind whose placeholders skip _${k} is not supported by ampc`, span);
      return errorExpr(span);
    }
    placeholderParams.push(cx.newVariable(`_${k}`, p.type, 'param', span, { isReference: p.isReference, isConst: p.isConst }));
  }
  // Whether a call may change what the bind expression holds: then its copies have their own.
  const mutable = callChanges(f) || bound.some((b, i) => b.kind === 'value' && !isReferenceWrapper(b.expr.type) && b.expr.type.kind !== 'pointer'
    && params !== 'generic' && params[i].isReference && !params[i].isConst);
  const closure: Closure = { byValue: [], mutable };
  const capture = (e: Expr, name: string): Expr => {
    const inner = cx.newVariable(name, e.type, 'local', e.span, { isConst: !mutable });
    closure.byValue.push({ inner, outer: e });
    return make(e.type, e.span, { kind: 'VarRef', variable: inner });
  };
  // A function, member function or capture-less lambda is called by name; anything else (a
  // closure, even one written here) is a copy the closure holds, made with it.
  const isClosure = f.type.kind === 'lambda' && f.type.fn?.closure !== undefined;
  const constant = !isClosure && (f.kind === 'FunctionRef' || f.kind === 'MemberPointerConst' || f.type.kind === 'lambda');
  const callee = constant ? f : capture(f, 'bound_f');
  const placeholder = (k: number): Expr => make(placeholderParams[k - 1].type, span, { kind: 'VarRef', variable: placeholderParams[k - 1] });
  const args = bound.map((b, i): Expr => {
    switch (b.kind) {
      case 'placeholder': return placeholder(b.index);
      case 'nested': return invokeValue(cx, capture(b.expr, `bound${i + 1}`), Array.from({ length: b.arity }, (_, k) => placeholder(k + 1)), span);
      case 'value': {
        // A string literal is converted once, here (C++ keeps the `const char*` and converts it at each call, to the same).
        const value = b.expr.kind === 'StringConst' && params !== 'generic' ? convert(cx, b.expr, params[i].type) : b.expr;
        const held = capture(value, `bound${i + 1}`);
        return isReferenceWrapper(held.type) ? referredObject(held, span) : held;
      }
    }
  });
  const call = invokeValue(cx, callee, args, span);
  if (call.type.kind === 'error') return call;
  const statement: Stmt = call.type.kind === 'void' ? { kind: 'ExprStmt', expr: call, span } : { kind: 'Return', value: call, span };
  const enclosing = cx.currentFunction?.name ?? 'global';
  const fn: FunctionInfo = {
    name: `${enclosing}_bind${cx.functions.filter((g) => g.name.startsWith(`${enclosing}_bind`)).length}`,
    params: placeholderParams, returnType: call.type, restriction: { cpu: true, amp: false },
    body: { kind: 'Block', statements: [statement], span }, span, isAsync: false, tileStatics: [], closure,
  };
  cx.functions.push(fn);
  adaptors.set(fn, { highest, made });
  // A call through the closure may run it: it waits for the GPU if the bound call does (async.ts).
  if (!cx.addressTaken.includes(fn)) cx.addressTaken.push(fn);
  return make({ kind: 'lambda', fn }, span, { kind: 'FunctionRef', fn });
}

/** How a diagnostic names the callable `f`. */
function describe(f: Expr): string {
  if (f.kind === 'FunctionRef' && f.type.kind !== 'lambda') return f.fn.member?.cppName ?? f.fn.name;
  if (f.kind === 'MemberPointerConst' && f.fn) return `${f.fn.member?.owner.name ?? ''}::${f.fn.member?.cppName ?? f.fn.name}`;
  return typeToString(f.type);
}

/**
 * Calling a closure made here with `count` arguments: null when that is its number of
 * placeholders (or `fn` was not made here), else reported in the adaptor's terms.
 */
export function checkBindCallArity(cx: CheckContext, fn: FunctionInfo, count: number, span: Span): 'error' | null {
  const adaptor = adaptors.get(fn);
  if (!adaptor || count === adaptor.highest) return null;
  const { highest, made } = adaptor;
  if (made !== 'bind') {
    cx.diags.error('call-arity', `${made === 'object' ? 'the function object' : `the std::${made} result`} takes ${highest} argument${highest === 1 ? '' : 's'}, not ${count}`, span);
  } else if (count < highest) {
    cx.diags.error('call-arity', `the std::bind expression uses placeholder _${highest}: it must be called with at least ${highest} argument${highest === 1 ? '' : 's'}, not ${count}`, span);
  } else {
    cx.diags.error('unsupported', `calling a std::bind expression with more arguments (${count}) than its highest placeholder (_${highest}) is not supported by ampc (C++ ignores the rest)`, span);
  }
  return 'error';
}

/**
 * `INVOKE(f, args...)` ([func.require]): a function, pointer, std::function, lambda, function
 * object or wrapper called with the arguments; a pointer to member function called on the first
 * argument (an object, a pointer to one, or a wrapper of one) with the rest; a pointer to data
 * member, the first argument's member.
 */
export function invokeValue(cx: CheckContext, f: Expr, args: Expr[], span: Span): Expr {
  const t = f.type;
  switch (t.kind) {
    case 'error': return f;
    case 'functionPointer': return callThroughPointer(cx, f, args, span, f.span);
    case 'lambda':
      if (!t.fn) break;
      if (t.fn.closure) return callClosure(cx, f, args, span);
      return callFunction(cx, { kind: 'functions', overloads: [t.fn], templates: [] }, null, args, { span }, f.span);
    case 'struct': {
      const called = overloadedOperator(cx, '()', [f, ...args], span);
      if (called) return called;
      break;
    }
    case 'libraryClass': {
      if (isReferenceWrapper(t)) return invokeValue(cx, referredObject(f, f.span), args, span);
      const callable = callableOf(t);
      // A distribution called with its engine (a bind expression holding both).
      if (!callable && libraryCallOverloads(f.type)) return callLibraryObject(cx, f, args, span);
      if (!callable) break;
      if (args.length !== callable.params.length) {
        cx.diags.error('call-arity', `'${typeToString(t)}' takes ${callable.params.length} argument${callable.params.length === 1 ? '' : 's'}, not ${args.length}`, span);
        return errorExpr(span);
      }
      // On the host an operator function object is the JS function it calls (functional.ts, algorithm.ts).
      return make(callable.result, span, { kind: 'CallPointer', callee: f, args: args.map((a, i) => convert(cx, a, callable.params[i])), addressTaken: cx.addressTaken });
    }
    case 'memberPointer': return invokeMember(cx, f, t, args, span);
    case 'opaque':
      if (f.kind === 'FunctionRef' && f.overloads) {
        resolvedFunctionValue(cx, f);
        return errorExpr(span);
      }
      break;
    default: break;
  }
  cx.diags.error('not-callable', `'${typeToString(t)}' is not callable`, f.span);
  return errorExpr(span);
}

/** `(obj.*pm)(args)` / `obj.*pm` of INVOKE: `obj` is an object, a pointer to one or a wrapper of one. */
function invokeMember(cx: CheckContext, pm: Expr, t: Extract<Type, { kind: 'memberPointer' }>, args: Expr[], span: Span): Expr {
  if (args.length === 0) {
    cx.diags.error('call-arity', `a pointer to member '${typeToString(t)}' is called on an object, which is missing`, span);
    return errorExpr(span);
  }
  let object = args[0];
  if (isReferenceWrapper(object.type)) object = referredObject(object, object.span);
  // A pointer to a class object is the object itself on the host (check-operators.ts' `*p`).
  if (object.type.kind === 'pointer' && object.type.pointee.kind === 'struct') object = make(object.type.pointee, object.span, { kind: 'Convert', operand: object });
  if (object.type.kind !== 'struct' || !isDerivedFrom(object.type.info, t.owner)) {
    cx.diags.error('operand-type', `'${typeToString(t)}' cannot be applied to an object of type '${typeToString(args[0].type)}'`, args[0].span);
    return errorExpr(span);
  }
  const rest = args.slice(1);
  const fn = t.member;
  if (fn.kind !== 'functionPointer') {
    if (rest.length > 0) {
      cx.diags.error('call-arity', `a pointer to data member takes only the object, not ${rest.length} more argument${rest.length === 1 ? '' : 's'}`, span);
      return errorExpr(span);
    }
    return make(fn, span, { kind: 'MemberPointerAccess', object, pointer: pm });
  }
  if (rest.length !== fn.params.length) {
    cx.diags.error('call-arity', `a member function of type '${typeToString(t)}' takes ${fn.params.length} argument${fn.params.length === 1 ? '' : 's'}, not ${rest.length}`, span);
    return errorExpr(span);
  }
  if (!t.isConstMethod && object.kind === 'VarRef' && object.variable.isConst) {
    cx.diags.error('const-write', `'${typeToString(t)}' cannot be called on a const object`, span);
    return errorExpr(span);
  }
  return make(fn.result, span, { kind: 'MemberPointerCall', object, pointer: pm, args: rest.map((a, i) => convert(cx, a, fn.params[i])), addressTaken: cx.addressTaken });
}
