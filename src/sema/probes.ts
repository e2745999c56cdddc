/**
 * Probes: an expression checked only to learn something about it (its type: which algorithm,
 * which element type, whether two objects compare) before it is checked for real where it is
 * used. What the probe made inside the expression the real check makes again, so the probe
 * leaves none of it behind: what it reported there, and the declarations it placed before the
 * statement (`__min1`, `__swap2`, ...), which would be printed unused. What it made outside the
 * expression (a template instance, cached and not checked again) is kept with what it reported,
 * as the real check would have made it: dropping that would lose an instance's errors.
 * A lambda inside the expression is one function however often it is checked (check-lambda.ts).
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { checkExpr } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';

/** `f()`, a probe of the source within `within`. */
export function quietly<T>(cx: CheckContext, within: Span, f: () => T): T {
  const firstReport = cx.diags.items.length;
  const hoisted = cx.hoisted;
  const firstHoisted = hoisted.length;
  const result = f();
  const reported = cx.diags.items.splice(firstReport);
  cx.diags.items.push(...reported.filter((d) => !contains(within, d.span)));
  hoisted.length = firstHoisted;
  return result;
}

/** `e` checked as a probe. */
export function checkQuietly(cx: CheckContext, e: A.Expr): Expr {
  return quietly(cx, e.span, () => checkExpr(cx, e));
}

function contains(outer: Span, inner: Span): boolean {
  return inner.file === outer.file && inner.start.offset >= outer.start.offset && inner.end.offset <= outer.end.offset;
}
