/**
 * C++17's `if constexpr (cond) A else B` ([stmt.if]/2): `cond` is a constant, and the branch it
 * does not take is a discarded statement. Inside a template instance a discarded statement is not
 * instantiated, so it is not checked at all: it may be code that is only valid for the other
 * arguments (`x % 7` where T is float). Outside templates both branches are checked, as C++ does,
 * and only the taken one is kept, so no back end sees the other.
 */
import type * as A from '../parser/ast.js';
import { checkExpr, toCondition } from './check-expr.js';
import { scoped } from './check-stmt.js';
import { constValueOf } from './const-eval.js';
import type { CheckContext } from './context.js';
import type { Stmt } from './program.js';

export function checkIfConstexpr(cx: CheckContext, s: A.Stmt & { kind: 'IfStmt' }): Stmt | null {
  const cond = toCondition(cx, checkExpr(cx, s.cond));
  if (cond.type.kind === 'error') return null;
  const value = constValueOf(cond);
  if (value === null) {
    cx.diags.error('not-constant', "the condition of 'if constexpr' is not a constant expression", s.cond.span);
    return null;
  }
  const taken = value ? s.then : s.otherwise;
  const discarded = value ? s.otherwise : s.then;
  if (discarded && cx.templateDepth === 0) {
    // Checked for its diagnostics only: what it would hoist before the statement goes with it.
    const hoisted = cx.hoisted.length;
    scoped(cx, discarded);
    cx.hoisted.length = hoisted;
  }
  // The taken branch keeps its own scope, as a branch of a plain `if` does.
  return taken ? scoped(cx, taken) : null;
}
