/**
 * `parallel_for_each(domain, [captures](index) restrict(amp) { ... })`:
 * checks the domain and the lambda, and records what the kernel captures.
 */
import type * as A from '../parser/ast.js';
import { checkExpr } from './check-expr.js';
import { checkTileShape, warnIfNotDivisible } from './check-call.js';
import { checkBlock } from './check-stmt.js';
import { Scope, type CheckContext, type KernelContext } from './context.js';
import { classScope, memberDeclaration } from './check-class.js';
import { classMemberScope } from './class-members.js';
import type { Expr, Kernel, Variable } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { errorType, typeToString, voidType } from './types.js';
import { acceleratorViewClass } from '../library/accelerator.js';
import { kernelInitCaptures } from './init-captures.js';

export function checkKernelLaunch(cx: CheckContext, e: Extract<A.Expr, { kind: 'CallExpr' }>): Expr {
  const errorExpr: Expr = { type: errorType, span: e.span, kind: 'Const', value: 0 };
  if (cx.inAmp) {
    cx.diags.error('amp-call', 'parallel_for_each cannot be called from restrict(amp) code', e.callee.span);
    return errorExpr;
  }
  if (e.args.length === 3) {
    // `parallel_for_each(view, domain, kernel)`: the launch checks at run time that the view's
    // accelerator runs kernels (the CPU accelerator's does not).
    const view = checkExpr(cx, e.args[0]);
    if (view.type.kind === 'error') return errorExpr;
    if (view.type.kind !== 'libraryClass' || view.type.decl !== acceleratorViewClass) {
      cx.diags.error('no-matching-function', `the first of three arguments of parallel_for_each must be an accelerator_view, not '${typeToString(view.type)}'`, view.span);
      return errorExpr;
    }
    const launched = checkKernelLaunch(cx, { ...e, args: e.args.slice(1) });
    return launched.kind === 'ParallelForEach' ? { ...launched, span: e.span, view } : launched;
  }
  if (e.args.length !== 2) {
    cx.diags.error('call-arity', `parallel_for_each takes a compute domain and a kernel lambda, got ${e.args.length} arguments`, e.callee.span);
    return errorExpr;
  }
  const domain = checkExpr(cx, e.args[0]);
  const written = e.args[0];
  if (written.kind === 'CallExpr' && written.callee.kind === 'MemberExpr') warnIfNotDivisible(cx, domain, written.callee.memberSpan);
  if (e.args[1].kind !== 'Lambda') {
    // A function object: its operator() is the kernel, and its fields are what the kernel captures.
    const functor = functorKernel(cx, e.args[1]);
    if (!functor) return errorExpr;
    const saved = cx.scope;
    cx.scope = functor.scope;
    try {
      return launch(cx, e, domain, functor.lambda);
    } finally {
      cx.scope = saved;
    }
  }
  return launch(cx, e, domain, e.args[1]);
}

function launch(cx: CheckContext, e: Extract<A.Expr, { kind: 'CallExpr' }>, domain: Expr, lambda: A.LambdaExpr): Expr {
  const errorExpr: Expr = { type: errorType, span: e.span, kind: 'Const', value: 0 };
  if (domain.type.kind !== 'extent' && domain.type.kind !== 'tiledExtent') {
    if (domain.type.kind !== 'error') cx.diags.error('compute-domain', `the compute domain must be an extent or a tiled_extent, not '${typeToString(domain.type)}'`, domain.span);
    return errorExpr;
  }
  const tile = domain.type.kind === 'tiledExtent' ? domain.type.tile : null;
  // The tile limits hold at the launch, whichever way the tiled_extent was made.
  if (tile && domain.kind !== 'Tile' && !checkTileShape(cx, tile, domain.span)) return errorExpr;
  const rank = domain.type.kind === 'extent' ? domain.type.rank : domain.type.tile.length;
  if (!lambda.restrictions.some((r) => r.name === 'amp')) {
    cx.diags.error('kernel-not-amp', 'the kernel lambda of parallel_for_each must be restrict(amp)', lambda.span);
  }
  if (lambda.params.length !== 1) {
    cx.diags.error('kernel-signature', `the kernel lambda takes one index parameter, got ${lambda.params.length}`, lambda.span);
    return errorExpr;
  }
  const param = lambda.params[0];
  const paramType = resolveTypeRef(cx, param.type).type;
  const expected = tile ? `tiled_index<${tile.join(',')}>` : `index<${rank}>`;
  const matches = tile
    ? paramType.kind === 'tiledIndex' && paramType.tile.join(',') === tile.join(',')
    : paramType.kind === 'index' && paramType.rank === rank;
  if (!matches && paramType.kind !== 'error') {
    cx.diags.error('kernel-index-mismatch', `the kernel's parameter is '${typeToString(paramType)}' but the compute domain needs '${expected}'`, param.span, [
      { message: `compute domain is '${typeToString(domain.type)}'`, span: domain.span },
    ]);
  }
  const enclosing = cx.currentFunction?.name ?? 'global';
  const kernelIndex = cx.kernels.filter((k) => k.name.startsWith(`${enclosing}_kernel`)).length;
  const indexParam = cx.newVariable(param.name ?? 'idx', paramType, 'param', param.span);
  const kernel: Kernel = {
    id: cx.kernels.length, name: `${enclosing}_kernel${kernelIndex}`, rank, tile, indexParam,
    captures: [], tileStatics: [], body: { kind: 'Block', statements: [], span: lambda.body.span }, callees: [], span: lambda.span,
  };
  const savedKernel = cx.currentKernel;
  const savedAmp = cx.inAmp;
  const savedCallees = cx.ampCallees;
  // `[=, s = 2.0f]`: host variables made before the launch, named by the body from outside its scope (init-captures.ts).
  const initCaptures = kernelInitCaptures(cx, lambda);
  const bindingScope = cx.pushScope('block');
  for (const c of initCaptures.bindings) bindingScope.define(c.name, { kind: 'variable', variable: c.variable });
  const lambdaScope = cx.pushScope('lambda');
  const explicitCaptures = [...lambda.captures.filter((c) => c.init === undefined), ...initCaptures.captures];
  const context: KernelContext = {
    kernel, lambdaScope, captureDefault: lambda.captureDefault, explicitCaptures, captureByOuter: new Map(), launchHoists: cx.hoisted,
  };
  cx.currentKernel = context;
  cx.inAmp = true;
  cx.ampCallees = new Set();
  if (param.name) lambdaScope.define(param.name, { kind: 'variable', variable: indexParam });
  const savedDepths = [cx.loopDepth, cx.switchDepth];
  cx.loopDepth = cx.switchDepth = 0;
  kernel.body = checkBlock(cx, lambda.body, false);
  [cx.loopDepth, cx.switchDepth] = savedDepths;
  kernel.callees = [...cx.ampCallees];
  cx.popScope();
  cx.popScope();
  cx.currentKernel = savedKernel;
  cx.inAmp = savedAmp;
  cx.ampCallees = savedCallees;
  cx.kernels.push(kernel);
  return { type: voidType, span: e.span, kind: 'ParallelForEach', domain, kernel };
}

/**
 * `parallel_for_each(domain, Functor(args))`: the object is built on the host first (a hoisted
 * declaration), each field is copied into a variable of its own, and operator()'s body is checked
 * as a kernel lambda capturing those variables by value. Its names resolve in the class, not in
 * the function that launches it.
 */
function functorKernel(cx: CheckContext, arg: A.Expr): { lambda: A.LambdaExpr; scope: Scope } | null {
  const object = checkExpr(cx, arg);
  if (object.type.kind === 'error') return null;
  if (object.type.kind !== 'struct') {
    cx.diags.error('kernel-not-lambda', `the kernel of parallel_for_each must be a lambda or a function object, not '${typeToString(object.type)}'`, arg.span);
    return null;
  }
  const info = object.type.info;
  const calls = (info.memberFunctions ?? []).filter((f) => f.member!.cppName === 'operator()' && f.restriction.amp);
  const decl = calls.length === 1 ? memberDeclaration(calls[0]) : undefined;
  if (!decl?.body) {
    cx.diags.error('kernel-not-lambda', calls.length > 1
      ? `'${info.name}' has several restrict(amp) operator() overloads; ampc supports one as a kernel`
      : `'${info.name}' has no restrict(amp) operator() defined to run as the kernel`, arg.span);
    return null;
  }
  const n = cx.kernels.length;
  const objectVar = cx.newVariable(`${info.name}_object${n}`, object.type, 'local', arg.span);
  cx.hoisted.push({ kind: 'VarDecl', variable: objectVar, init: object, span: arg.span });
  const fields = new Map<string, Variable>();
  // The class's own names (static constants and member functions, typedefs, an instance's template
  // arguments) are visible in operator(), behind the copied fields.
  const scope = new Scope(classScope(cx, info, classMemberScope(info)), 'block');
  for (const f of info.fields) {
    const v = cx.newVariable(`${info.name}_${f.name}${n}`, f.type, 'local', arg.span);
    const init: Expr = { type: f.type, span: arg.span, kind: 'Field', object: { type: object.type, span: arg.span, kind: 'VarRef', variable: objectVar }, field: f.name };
    cx.hoisted.push({ kind: 'VarDecl', variable: v, init, span: arg.span });
    fields.set(f.name, v);
    scope.define(f.name, { kind: 'variable', variable: v });
  }
  const lambda: A.LambdaExpr = {
    kind: 'Lambda', captureDefault: '=', captureDefaultSpan: null, captures: [], params: decl.params,
    restrictions: decl.restrictions, returnType: null, body: decl.body, span: arg.span,
  };
  return { lambda, scope };
}
