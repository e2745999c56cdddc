/**
 * Calls whose result is the object a function returns by reference, not a copy: a closure whose
 * lambda is declared `-> T&` of an object (src/sema/check-lambda.ts). The checker's lvalues and the
 * host lowering's copies both ask it.
 */
import type { Expr } from './program.js';

/** A call of a closure whose lambda returns a reference (`[&]() -> S& { return s; }`). */
export function callsReferenceReturningLambda(e: Extract<Expr, { kind: 'CallPointer' }>): boolean {
  const fn = e.instance ?? (e.callee.type.kind === 'lambda' ? e.callee.type.fn : undefined);
  return fn?.returnsReference === true;
}
