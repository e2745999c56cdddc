/**
 * `decltype(expr)` ([dcl.type.decltype]): a name or member access, unparenthesised, gives the
 * entity's declared type (a reference if it was declared one); any other expression gives its
 * type, as a reference when it is an lvalue (`decltype((x))`, `decltype(a[i])` are `T&`). The
 * operand is checked for its type only; nothing of it runs.
 */
import type * as A from '../parser/ast.js';
import { checkExpr, isLValue } from './check-expr.js';
import type { CheckContext } from './context.js';
import { unevaluated } from './local-classes.js';

export function decltypeOf(cx: CheckContext, spec: Extract<A.TypeSpec, { kind: 'DecltypeTypeSpec' }>): { type: import('./types.js').Type; isReference: boolean; isConst: boolean } {
  const typed = unevaluated(cx, () => checkExpr(cx, spec.expr));
  const isEntity = !spec.parenthesized && (spec.expr.kind === 'NameExpr' || spec.expr.kind === 'MemberExpr');
  if (isEntity && typed.kind === 'VarRef') {
    return { type: typed.type, isReference: typed.variable.isReference, isConst: typed.variable.isConst };
  }
  if (isEntity) return { type: typed.type, isReference: false, isConst: false };
  return { type: typed.type, isReference: isLValue(typed), isConst: false };
}
