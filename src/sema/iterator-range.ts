/**
 * Iterator-range arguments of library functions (`Intrinsic.iteratorRange`): ampc has no
 * general iterators, so `std::accumulate(v.begin(), v.end(), 0)` reaches the library as
 * `(v, 0, v.size(), 0)`: the container and the two positions. Both iterators must point into
 * the same named container; anything else is reported as not supported.
 */
import type { Intrinsic } from '../library/intrinsics.js';
import { errorExpr } from './check-expr.js';
import { hostPosition } from './check-views.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';

export function withIteratorRanges(cx: CheckContext, intrinsics: readonly Intrinsic[], args: Expr[]): Expr[] {
  if (!intrinsics.some((i) => i.iteratorRange) || args.length < 2) return args;
  const [first, last, ...rest] = args;
  if (first.type.kind === 'error' || last.type.kind === 'error') return [errorExpr(first.span), errorExpr(first.span), errorExpr(last.span), ...rest];
  const from = hostPosition(cx, first);
  const to = hostPosition(cx, last);
  if (!from || !to || !sameContainer(from.container, to.container)) {
    cx.diags.error('unsupported-library', `the range of '${intrinsics[0].id}' must be two iterators into one std::vector or C array variable (v.begin(), v.end(), std::begin(a), a + n, ...); other ranges are not supported by ampc`, first.span);
    return [errorExpr(first.span), errorExpr(first.span), errorExpr(last.span), ...rest];
  }
  return [from.container, from.start, to.start, ...rest];
}

function sameContainer(a: Expr, b: Expr): boolean {
  return a.kind === 'VarRef' && b.kind === 'VarRef' && a.variable === b.variable;
}
