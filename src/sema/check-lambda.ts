/**
 * Lambdas as values (`auto f = [](int x) restrict(amp) { return x + 1; };`): a lambda that
 * captures nothing is a function, named after where it is written, and calling the value calls
 * that function. Kernel lambdas are checked by check-kernel.ts instead. Capturing lambdas that
 * are not kernels are rejected as not supported, never compiled with the wrong captures.
 */
import type * as A from '../parser/ast.js';
import { checkBlock } from './check-stmt.js';
import { restrictionOf } from './check.js';
import type { CheckContext } from './context.js';
import type { Expr, FunctionInfo } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { errorType } from './types.js';
import { forEachStmt } from './walk.js';

export function checkLambdaValue(cx: CheckContext, e: A.LambdaExpr): Expr {
  const enclosing = cx.currentFunction?.name ?? 'global';
  const index = cx.functions.filter((f) => f.name.startsWith(`${enclosing}_lambda`)).length;
  const restriction = restrictionOf(cx, e.restrictions);
  const params = e.params.map((p, i) => {
    const t = resolveTypeRef(cx, p.type);
    return cx.newVariable(p.name ?? `arg${i}`, t.type, 'param', p.nameSpan ?? p.span, { isReference: t.isReference, isConst: t.isConst, pointeeConst: t.pointeeConst });
  });
  const fn: FunctionInfo = {
    name: `${enclosing}_lambda${index}`, params,
    // No `-> T`: the return type is deduced from the first return statement (void without one).
    returnType: e.returnType ? resolveTypeRef(cx, e.returnType).type : errorType,
    restriction, body: null, span: e.span, isAsync: false, tileStatics: [],
  };
  cx.functions.push(fn);
  const saved = {
    currentFunction: cx.currentFunction, currentKernel: cx.currentKernel, inAmp: cx.inAmp, ampCallees: cx.ampCallees,
    loopDepth: cx.loopDepth, switchDepth: cx.switchDepth, valueLambda: cx.valueLambda, deducingReturn: cx.deducingReturn,
    valueLambdaCaptures: cx.valueLambdaCaptures,
  };
  cx.valueLambdaCaptures = e.captureDefault !== null;
  cx.currentFunction = fn;
  cx.currentKernel = null;
  cx.inAmp = restriction.amp && !restriction.cpu;
  cx.ampCallees = new Set();
  cx.loopDepth = cx.switchDepth = 0;
  cx.deducingReturn = e.returnType ? null : fn;
  const scope = cx.pushScope('lambda');
  cx.valueLambda = scope;
  for (const p of params) cx.scope.define(p.name, { kind: 'variable', variable: p });
  fn.body = checkBlock(cx, e.body, false);
  cx.popScope();
  Object.assign(cx, saved);
  // No `return value;` at all: void. (One whose value had an error keeps the error type, so
  // uses of the call are not reported again.)
  let returnsValue = false;
  forEachStmt(fn.body, (s) => { if (s.kind === 'Return' && s.value) returnsValue = true; });
  if (fn.returnType.kind === 'error' && !returnsValue) fn.returnType = { kind: 'void' };
  return { type: { kind: 'lambda', fn }, span: e.span, kind: 'FunctionRef', fn };
}
