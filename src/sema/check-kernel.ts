/**
 * `parallel_for_each(domain, [captures](index) restrict(amp) { ... })`:
 * checks the domain and the lambda, and records what the kernel captures.
 */
import type * as A from '../parser/ast.js';
import { checkExpr } from './check-expr.js';
import { checkBlock } from './check-stmt.js';
import type { CheckContext, KernelContext } from './context.js';
import type { Expr, Kernel } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { errorType, typeToString, voidType } from './types.js';

export function checkKernelLaunch(cx: CheckContext, e: Extract<A.Expr, { kind: 'CallExpr' }>): Expr {
  const errorExpr: Expr = { type: errorType, span: e.span, kind: 'Const', value: 0 };
  if (cx.inAmp) {
    cx.diags.error('amp-call', 'parallel_for_each cannot be called from restrict(amp) code', e.callee.span);
    return errorExpr;
  }
  if (e.args.length === 3) {
    cx.diags.error('unsupported', 'parallel_for_each with an accelerator_view is not supported yet', e.args[0].span);
    return errorExpr;
  }
  if (e.args.length !== 2) {
    cx.diags.error('call-arity', `parallel_for_each takes a compute domain and a kernel lambda, got ${e.args.length} arguments`, e.callee.span);
    return errorExpr;
  }
  const domain = checkExpr(cx, e.args[0]);
  const lambda = e.args[1];
  if (lambda.kind !== 'Lambda') {
    cx.diags.error('kernel-not-lambda', 'the kernel of parallel_for_each must be a lambda (functors are not supported yet)', lambda.span);
    return errorExpr;
  }
  if (domain.type.kind !== 'extent' && domain.type.kind !== 'tiledExtent') {
    if (domain.type.kind !== 'error') cx.diags.error('compute-domain', `the compute domain must be an extent or a tiled_extent, not '${typeToString(domain.type)}'`, domain.span);
    return errorExpr;
  }
  const tile = domain.type.kind === 'tiledExtent' ? domain.type.tile : null;
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
  const lambdaScope = cx.pushScope('lambda');
  const context: KernelContext = {
    kernel, lambdaScope, captureDefault: lambda.captureDefault, explicitCaptures: lambda.captures, captureByOuter: new Map(),
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
  cx.currentKernel = savedKernel;
  cx.inAmp = savedAmp;
  cx.ampCallees = savedCallees;
  cx.kernels.push(kernel);
  return { type: voidType, span: e.span, kind: 'ParallelForEach', domain, kernel };
}
