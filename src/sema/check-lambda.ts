/**
 * Lambdas as values (`auto f = [](int x) restrict(amp) { return x + 1; };`): a lambda is a
 * function, named after where it is written, and calling the value calls that function. Kernel
 * lambdas are checked by check-kernel.ts instead.
 *
 * A host lambda that captures (`[&]`, `[=]`, `[k, &v]`, `mutable`) is a closure: its function is
 * printed where the lambda is written, inside the enclosing function, so a by-reference capture is
 * the enclosing variable itself; a by-value capture is a variable of the closure's own, copied
 * when the closure is made (program.ts, `Closure`). A call of the value goes through it. In
 * restrict(amp) code a capturing lambda that is not the kernel stays unsupported (an error).
 */
import type * as A from '../parser/ast.js';
import type { Diagnostic } from '../diagnostics.js';
import type { Span } from '../source.js';
import { checkBlock } from './check-stmt.js';
import { convert, errorExpr, make } from './check-expr.js';
import { restrictionOf } from './check.js';
import type { CheckContext, Scope } from './context.js';
import type { Closure, Expr, FunctionInfo, Stmt, Variable } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { errorType, isHostObject, typeKey, typeToString, type Type } from './types.js';
import { forEachStmt } from './walk.js';
import { checkBindCallArity } from './std-bind.js';
import { closureInitCaptures, type InitCaptureBinding } from './init-captures.js';

/** A closure being checked: its lambda scope, what it captures, and its by-value variables by enclosing variable. */
interface ClosureScope {
  lambda: A.LambdaExpr;
  closure: Closure;
  inner: Map<Variable, Variable>;
}

/** The closures' lambda scopes: a name found beyond one of them is captured by it. */
const closureScopes = new WeakMap<Scope, ClosureScope>();

/**
 * Whether every lambda between the use and `v`'s declaration may capture `v` (it names it, or
 * has a capture-default; a kernel's lambda captures what it uses). A capture-less lambda held in
 * a variable and called by name needs it too: `[](int x) { return twice(x); }` odr-uses `twice`,
 * and C++ rejects it uncaptured, though calling it reads nothing of the variable.
 */
export function mayCapture(cx: CheckContext, v: Variable): boolean {
  for (let s: Scope | null = cx.scope; s; s = s.parent) {
    const here = s.lookupHere(v.name);
    if (here?.kind === 'variable' && here.variable === v) return true;
    if (s.owner !== 'lambda') continue;
    const c = closureScopes.get(s);
    if (!c) {
      if (cx.currentKernel?.lambdaScope === s) continue;
      return false;
    }
    if (c.lambda.captureDefault === null && !c.lambda.captures.some((k) => k.name === v.name)) return false;
  }
  return true;
}

/**
 * A use of the enclosing function's local `v` inside capturing host lambdas: the variable the
 * innermost lambda reads (`v` itself when every lambda between captures it by reference, else the
 * innermost by-value copy), 'error' when a lambda does not capture it (reported), or null when a
 * lambda between is not a closure (the caller reports that as before).
 */
export function closureCapture(cx: CheckContext, v: Variable, span: Span): Variable | 'error' | null {
  const crossed: ClosureScope[] = [];
  for (let s: Scope | null = cx.scope; s; s = s.parent) {
    const here = s.lookupHere(v.name);
    if (here?.kind === 'variable' && here.variable === v) break;
    if (s.owner !== 'lambda') continue;
    const c = closureScopes.get(s);
    // A kernel's own lambda scope is check-kernel.ts' business; a capture-less lambda's is an error.
    if (!c) {
      if (cx.currentKernel?.lambdaScope === s) continue;
      return null;
    }
    crossed.unshift(c);
  }
  if (crossed.length === 0) return null;
  let current = v;
  for (const c of crossed) {
    const explicit = c.lambda.captures.find((k) => k.name === v.name);
    const byReference = explicit ? explicit.byReference : c.lambda.captureDefault === '&';
    if (!explicit && c.lambda.captureDefault === null) {
      cx.diags.error('capture-missing', `variable '${v.name}' cannot be used in the lambda because it is not captured`, span, [{ message: `'${v.name}' declared here`, span: v.span }]);
      return 'error';
    }
    if (byReference) continue;
    let copy = c.inner.get(v);
    if (!copy) {
      // The closure's own copy, of the referred type for a reference; const unless `mutable`.
      copy = cx.newVariable(v.name, v.type, 'local', v.span, { isConst: !c.closure.mutable || (v.isConst && !v.isReference) });
      c.inner.set(v, copy);
      c.closure.byValue.push({ inner: copy, outer: { type: current.type, span, kind: 'VarRef', variable: current } });
    }
    current = copy;
  }
  return current;
}

/**
 * A lambda's restriction: its own `restrict(...)`; written without one in amp code (a kernel, a
 * restrict(amp) or restrict(amp, cpu) function or lambda), the enclosing function's, as C++ AMP
 * has it: a lambda declared in an amp-restricted function inherits its restriction.
 */
function lambdaRestriction(cx: CheckContext, e: A.LambdaExpr): FunctionInfo['restriction'] {
  if (e.restrictions.length > 0) return restrictionOf(cx, e.restrictions);
  if (cx.currentFunction?.restriction.amp) return { ...cx.currentFunction.restriction };
  return cx.inAmp ? { cpu: false, amp: true } : restrictionOf(cx, e.restrictions);
}

/**
 * A lambda expression already checked where it is written. Sema checks some expressions twice,
 * first as a probe (probes.ts: which algorithm, which element type) and then for real, or checks
 * a call again rewritten around its arguments (a comparator added): the lambda is one function
 * all the same. The second check is the first one's value, and repeats what the first did to
 * the enclosing statement, which a probe drops: what it reported (an init-capture's, the body's)
 * and the declarations it placed before the statement (an init-capture's temporaries).
 */
interface CheckedLambda {
  place: Scope;
  currentFunction: FunctionInfo | null;
  currentThis: Variable | null;
  inAmp: boolean;
  value: Expr;
  reported: readonly Diagnostic[];
  hoisted: readonly Stmt[];
}

/** The checks of each lambda expression, one per place it was checked in (each instance of an enclosing template checks it anew). */
const checkedLambdas = new WeakMap<A.LambdaExpr, CheckedLambda[]>();

/**
 * The scope a lambda expression's meaning depends on: the body of the function or lambda it is
 * written in (one per check of that body: a template's instances, a generic lambda's, each have
 * their own), or, outside any function (a global's or a class template member's initializer),
 * the scope it is checked in. The block scopes inside a body do not count: the same expression
 * may be checked in two of them (a range-for's range, typed before the loop's block is made),
 * written at one place among the same declarations; they differ only in ampc's own names.
 */
export function lambdaPlace(cx: CheckContext): Scope {
  for (let s: Scope | null = cx.scope; s; s = s.parent) if (s.owner === 'function' || s.owner === 'lambda') return s;
  return cx.scope;
}

export function checkLambdaValue(cx: CheckContext, e: A.LambdaExpr): Expr {
  const place = lambdaPlace(cx);
  const checks = checkedLambdas.get(e) ?? [];
  const known = checks.find((c) => c.place === place && c.currentFunction === cx.currentFunction && c.currentThis === cx.currentThis && c.inAmp === cx.inAmp);
  if (known) {
    cx.diags.items.push(...known.reported.map(again));
    cx.hoisted.push(...known.hoisted.filter((s) => !cx.hoisted.includes(s)));
    return { ...known.value };
  }
  const { currentFunction, currentThis, inAmp, hoisted } = cx;
  const firstReport = cx.diags.items.length;
  const firstHoisted = hoisted.length;
  const value = lambdaValue(cx, e);
  checks.push({ place, currentFunction, currentThis, inAmp, value, reported: cx.diags.items.slice(firstReport), hoisted: hoisted.slice(firstHoisted) });
  checkedLambdas.set(e, checks);
  return value;
}

/** A diagnostic reported again: a copy, since an enclosing template instance adds its note to each one it finds. */
function again(d: Diagnostic): Diagnostic {
  return { ...d, notes: [...d.notes] };
}

function lambdaValue(cx: CheckContext, e: A.LambdaExpr): Expr {
  const enclosing = cx.currentFunction?.name ?? 'global';
  const index = cx.functions.filter((f) => f.name.startsWith(`${enclosing}_lambda`)).length;
  const name = `${enclosing}_lambda${index}`;
  const restriction = lambdaRestriction(cx, e);
  // A host lambda that captures is a closure; a restrict(amp) one reports its captures (check-expr.ts).
  const captures = e.captureDefault !== null || e.captures.length > 0;
  const closure: ClosureScope | null = captures && !restriction.amp ? { lambda: e, closure: { byValue: [], mutable: e.isMutable === true }, inner: new Map() } : null;
  // `[x = expr]`: checked once, here, where the closure is made.
  const initCaptures = closure ? closureInitCaptures(cx, e, closure.closure) : [];
  if (e.params.some((p) => p.type.spec.kind === 'AutoTypeSpec')) return genericLambda(cx, e, name, closure, initCaptures);
  const params = e.params.map((p, i) => {
    const t = resolveTypeRef(cx, p.type);
    return cx.newVariable(p.name ?? `arg${i}`, t.type, 'param', p.nameSpan ?? p.span, { isReference: t.isReference, isConst: t.isConst, pointeeConst: t.pointeeConst });
  });
  const fn = checkLambdaFunction(cx, e, name, params, closure, initCaptures);
  return { type: { kind: 'lambda', fn }, span: e.span, kind: 'FunctionRef', fn };
}

/**
 * The lambda's `-> T`, or null where its body decides the return type: no `-> T`, or `-> auto`,
 * which deduces as no `-> T` does. `-> auto&`, `-> const auto&` and the like are refused: a call
 * would be the object returned, which ampc knows only of a written class type (`returnsReference`).
 */
function writtenReturnType(cx: CheckContext, e: A.LambdaExpr): ReturnType<typeof resolveTypeRef> | null {
  const r = e.returnType;
  if (!r) return null;
  if (r.spec.kind !== 'AutoTypeSpec') return resolveTypeRef(cx, r);
  if (r.reference || r.isConst || r.isVolatile || r.pointers.length > 0) {
    cx.diags.error('unsupported', "a lambda's return type deduced as a reference, a pointer or const ('-> auto&', '-> const auto&', '-> auto*') is not supported by ampc (write the type, or '-> auto')", r.span);
  }
  return null;
}

/** The lambda's function, its body checked with `params` in a scope of its own inside the current one. */
function checkLambdaFunction(cx: CheckContext, e: A.LambdaExpr, name: string, params: Variable[], closure: ClosureScope | null, initCaptures: readonly InitCaptureBinding[]): FunctionInfo {
  const restriction = lambdaRestriction(cx, e);
  const written = writtenReturnType(cx, e);
  const fn: FunctionInfo = {
    name, params,
    // No `-> T`: the return type is deduced from the first return statement (void without one).
    returnType: written ? written.type : errorType,
    restriction, body: null, span: e.span, isAsync: false, tileStatics: [], isLambda: true,
    // `-> T&` of an object: a call is the object the lambda returns, as a function's is. (A scalar's
    // stays a value: the call then is no lvalue, so a write through it is refused, not lost.)
    ...(written?.isReference && isHostObject(written.type) ? { returnsReference: true } : {}),
  };
  cx.functions.push(fn);
  if (closure) fn.closure = closure.closure;
  const saved = {
    currentFunction: cx.currentFunction, currentKernel: cx.currentKernel, inAmp: cx.inAmp, ampCallees: cx.ampCallees,
    loopDepth: cx.loopDepth, switchDepth: cx.switchDepth, valueLambda: cx.valueLambda, deducingReturn: cx.deducingReturn,
    valueLambdaCaptures: cx.valueLambdaCaptures,
  };
  cx.valueLambdaCaptures = e.captureDefault !== null || e.captures.length > 0;
  cx.currentFunction = fn;
  cx.currentKernel = null;
  cx.inAmp = restriction.amp && !restriction.cpu;
  cx.ampCallees = new Set();
  cx.loopDepth = cx.switchDepth = 0;
  cx.deducingReturn = written ? null : fn;
  const scope = cx.pushScope('lambda');
  if (closure) closureScopes.set(scope, closure);
  cx.valueLambda = scope;
  for (const c of initCaptures) cx.scope.define(c.name, { kind: 'variable', variable: c.variable });
  for (const p of params) cx.scope.define(p.name, { kind: 'variable', variable: p });
  fn.body = checkBlock(cx, e.body, false);
  cx.popScope();
  Object.assign(cx, saved);
  // No `return value;` at all: void. (One whose value had an error keeps the error type, so
  // uses of the call are not reported again.)
  let returnsValue = false;
  forEachStmt(fn.body, (s) => { if (s.kind === 'Return' && s.value) returnsValue = true; });
  if (fn.returnType.kind === 'error' && !returnsValue) fn.returnType = { kind: 'void' };
  return fn;
}

/**
 * A generic lambda (`[](auto x) {...}`): its operator() is a template, so each call with new
 * argument types checks the body again, in the scope where the lambda was written (as templates.ts
 * does for function templates). The value is a closure holding one function per instance
 * (`FunctionInfo.genericInstances`), sharing the captures.
 */
interface GenericLambda {
  cx: CheckContext;
  lambda: A.LambdaExpr;
  name: string;
  scope: Scope;
  currentFunction: FunctionInfo | null;
  currentThis: Variable | null;
  closure: ClosureScope;
  initCaptures: readonly InitCaptureBinding[];
  instances: Map<string, FunctionInfo>;
  /** What checking each instance reported: said again wherever the instance is used, since a probe drops it (probes.ts). */
  reported: Map<FunctionInfo, readonly Diagnostic[]>;
}

const genericLambdas = new WeakMap<FunctionInfo, GenericLambda>();

function genericLambda(cx: CheckContext, e: A.LambdaExpr, name: string, closure: ClosureScope | null, initCaptures: readonly InitCaptureBinding[]): Expr {
  if (lambdaRestriction(cx, e).amp) {
    cx.diags.error('unsupported', 'a generic restrict(amp) lambda is not supported by ampc', e.span);
    return errorExpr(e.span);
  }
  if (e.isMutable && closure) {
    cx.diags.error('unsupported', 'a generic mutable lambda is not supported by ampc', e.span);
    return errorExpr(e.span);
  }
  const shared = closure ?? { lambda: e, closure: { byValue: [], mutable: false }, inner: new Map() };
  const fn: FunctionInfo = {
    name, params: [], returnType: { kind: 'void' }, restriction: { cpu: true, amp: false }, body: null, span: e.span,
    isAsync: false, tileStatics: [], closure: shared.closure, genericInstances: [],
  };
  genericLambdas.set(fn, { cx, lambda: e, name, scope: cx.scope, currentFunction: cx.currentFunction, currentThis: cx.currentThis, closure: shared, initCaptures, instances: new Map(), reported: new Map() });
  return { type: { kind: 'lambda', fn }, span: e.span, kind: 'FunctionRef', fn };
}

/**
 * The instance of generic lambda `owner` for a call with arguments of these types that the library
 * makes (a std algorithm calling its function object), or null when `owner` is not generic.
 */
export function genericInstanceFor(owner: FunctionInfo, types: readonly Type[]): FunctionInfo | null {
  const g = genericLambdas.get(owner);
  if (!g || types.length !== g.lambda.params.length) return null;
  return genericInstance(g.cx, g, owner, types.map((type): Expr => ({ type, span: g.lambda.span, kind: 'Const', value: 0 })));
}

/** The property of generic lambda `owner`'s closure that is its instance `fn`: `call_int`, `call_double_std_string`. */
export function genericInstanceName(owner: FunctionInfo, fn: FunctionInfo): string {
  const name = (f: FunctionInfo) => `call_${f.params.map((p) => (p.type.kind === 'lambda' ? 'lambda' : typeKey(p.type))).join('_').replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, '')}`;
  const instances = owner.genericInstances ?? [];
  const base = name(fn);
  // Instances that differ only in const or reference parameters, or in which lambda they take: numbered.
  const same = instances.filter((f) => name(f) === base);
  return same.length === 1 ? base : `${base}_${same.indexOf(fn) + 1}`;
}

/** The instance of a generic lambda for arguments of these types: `auto` takes the argument's type. */
function genericInstance(cx: CheckContext, g: GenericLambda, owner: FunctionInfo, args: Expr[]): FunctionInfo {
  const typed = g.lambda.params.map((p, i) => {
    if (p.type.spec.kind !== 'AutoTypeSpec') return { name: p.name ?? `arg${i}`, span: p.nameSpan ?? p.span, ...resolveTypeRef(cx, p.type) };
    const arg = args[i];
    const isReference = p.type.reference !== null;
    // `auto&` binds to a const argument as `const T&`; by value, the copy is the parameter's own.
    const isConst = p.type.isConst || (isReference && arg.kind === 'VarRef' && arg.variable.isConst);
    return { name: p.name ?? `arg${i}`, span: p.nameSpan ?? p.span, type: arg.type, isReference, isConst, pointeeConst: false };
  });
  const key = typed.map((t) => `${t.isConst ? 'const ' : ''}${typeKey(t.type)}${t.isReference ? '&' : ''}`).join(', ');
  const known = g.instances.get(key);
  if (known) {
    cx.diags.items.push(...g.reported.get(known)!.map(again));
    return known;
  }
  const firstReport = cx.diags.items.length;
  const saved = { scope: cx.scope, currentFunction: cx.currentFunction, currentThis: cx.currentThis };
  cx.scope = g.scope;
  cx.currentFunction = g.currentFunction;
  cx.currentThis = g.currentThis;
  const params = typed.map((t) => cx.newVariable(t.name, t.type, 'param', t.span, { isReference: t.isReference, isConst: t.isConst, pointeeConst: t.pointeeConst }));
  // A generic lambda's operator() is a template: its instances are template instances.
  cx.templateDepth++;
  const fn = checkLambdaFunction(cx, g.lambda, `${g.name}_${owner.genericInstances!.length}`, params, g.closure, g.initCaptures);
  cx.templateDepth--;
  Object.assign(cx, saved);
  g.instances.set(key, fn);
  g.reported.set(fn, cx.diags.items.slice(firstReport));
  owner.genericInstances!.push(fn);
  return fn;
}

/** `g(args)` of a closure `g`: through the value, with the arguments converted to the lambda's parameters. */
export function callClosure(cx: CheckContext, closure: Expr, args: Expr[], span: Span): Expr {
  const value = closure.type.kind === 'lambda' ? closure.type.fn : undefined;
  if (!value) return errorExpr(span);
  const generic = genericLambdas.get(value);
  const arity = generic ? generic.lambda.params.length : value.params.length;
  // A std::bind expression says it in its own words (std-bind.ts).
  if (checkBindCallArity(cx, value, args.length, span)) return errorExpr(span);
  if (args.length !== arity) {
    cx.diags.error('call-arity', `the lambda takes ${arity} argument${arity === 1 ? '' : 's'}, not ${args.length}`, span);
    return errorExpr(span);
  }
  if (args.some((a) => a.type.kind === 'error')) return errorExpr(span);
  const fn = generic ? genericInstance(cx, generic, value, args) : value;
  const converted = args.map((a, i) => convert(cx, a, fn.params[i].type));
  return make(fn.returnType, span, { kind: 'CallPointer', callee: closure, args: converted, addressTaken: cx.addressTaken, ...(generic ? { instance: fn } : {}) });
}
