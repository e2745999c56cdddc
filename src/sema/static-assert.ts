/**
 * `static_assert(cond, "message")` ([dcl.pre]/10): the condition, converted to bool, must be a
 * constant; when it is false the program is ill-formed and the message is the diagnostic. In a
 * class template it is checked per instance, with the instance's arguments.
 */
import type * as A from '../parser/ast.js';
import { checkExpr, convert } from './check-expr.js';
import { constValueOf } from './const-eval.js';
import type { CheckContext } from './context.js';
import { boolType } from './types.js';

export function checkStaticAssert(cx: CheckContext, a: A.StaticAssert): void {
  const typed = checkExpr(cx, a.cond);
  if (typed.type.kind === 'error') return;
  const value = constValueOf(convert(cx, typed, boolType));
  if (value === null) {
    cx.diags.error('not-constant', 'static_assert condition must be a compile-time constant', a.cond.span);
    return;
  }
  if (value === 0) cx.diags.error('static-assert', a.message === null ? 'static assertion failed' : `static assertion failed: ${a.message}`, a.cond.span);
}
