/**
 * `std::chrono::duration_cast<To>(d)`: a duration in another unit, truncated toward zero into
 * an integer count. It is a `Construct` of `To` from `d`, which the duration's host printer
 * turns into the runtime's `castTo` (src/library/chrono.ts).
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { durationUnit } from '../library/chrono.js';
import { errorExpr, make } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { typeToString } from './types.js';

export function durationCast(cx: CheckContext, name: A.QualifiedName, args: Expr[], span: Span): Expr {
  const written = name.templateArgs ?? [];
  const target = written.length === 1 && written[0].kind === 'TypeArg' ? resolveTypeRef(cx, written[0].type).type : null;
  if (target?.kind === 'error' || args.some((a) => a.type.kind === 'error')) return errorExpr(span);
  if (!target || !durationUnit(target)) {
    cx.diags.error('template-argument', "'std::chrono::duration_cast' takes one template argument, a duration type ampc declares (std::chrono::milliseconds, duration<double>, ...)", name.span);
    return errorExpr(span);
  }
  if (args.length !== 1 || !durationUnit(args[0].type)) {
    cx.diags.error('no-matching-function', `no matching function for call to 'duration_cast<${typeToString(target)}>(${args.map((a) => typeToString(a.type)).join(', ')})': it converts one duration`, name.span);
    return errorExpr(span);
  }
  if (cx.inAmp) {
    cx.diags.error('amp-call', "'duration_cast' cannot be called from restrict(amp) code", name.span);
    return errorExpr(span);
  }
  return make(target, span, { kind: 'Construct', args });
}
