/**
 * C++20's rewritten comparison candidates ([over.match.oper]/3.4, /9): with no `operator!=` or
 * `operator==` viable for `x != y` or `x == y` as written, the class's `operator==` is called as
 * `!(x == y)`, `y == x` (reversed) or `!(y == x)`; the `operator==` chosen must return bool.
 *
 * Taken only where no candidate as written is viable. Where one is, it is kept: C++ prefers it
 * when the rewritten one matches as well, and choosing a rewritten one that matches strictly
 * better is not modelled (a class whose `==` beats its own `!=` is rare).
 */
import type { Span } from '../source.js';
import { make } from './check-expr.js';
import type { CheckContext } from './context.js';
import { overloadedOperator } from './overloaded-operators.js';
import type { Expr } from './program.js';
import { boolType } from './types.js';

export function rewrittenComparison(cx: CheckContext, op: '==' | '!=', operands: Expr[], span: Span): Expr | null {
  const [x, y] = operands as [Expr, Expr];
  const attempts: [Expr, Expr][] = [...(op === '!=' ? [[x, y] as [Expr, Expr]] : []), [y, x]];
  for (const attempt of attempts) {
    const equal = quietly(cx, () => overloadedOperator(cx, '==', attempt, span, false));
    if (equal === null || equal.type.kind !== 'bool') continue;
    // A reversed call is a call of `y.operator==(x)` (or `operator==(y, x)`) like any other: g++
    // evaluates it as it does every call, right to left, so `x` first, as the call already says
    // (argument-order.ts).
    return op === '!=' ? make(boolType, span, { kind: 'Unary', op: '!', operand: equal }) : equal;
  }
  return null;
}

/** `attempt()`, with its diagnostics dropped and null where it failed. */
function quietly(cx: CheckContext, attempt: () => Expr | null): Expr | null {
  const before = cx.diags.items.length;
  const e = attempt();
  const failed = e === null || e.type.kind === 'error' || cx.diags.items.slice(before).some((d) => d.severity === 'error');
  if (failed) cx.diags.items.length = before;
  return failed ? null : e;
}
