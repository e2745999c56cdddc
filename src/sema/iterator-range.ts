/**
 * Iterator arguments of library functions (`Intrinsic.iteratorRange`, `Intrinsic.iterators`):
 * ampc has no general iterators, so `std::accumulate(v.begin(), v.end(), 0)` reaches the library
 * as `(v, 0, v.size(), 0)`: the container and the two positions, and the `out` of
 * `std::copy(first, last, out)` as two arguments, its container and position. Both iterators of
 * a range must point into the same named container; anything else is reported as not supported.
 */
import type { Intrinsic } from '../library/intrinsics.js';
import { errorExpr } from './check-expr.js';
import { hostPosition } from './check-views.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import { reversedViewsOf } from './reverse-iterators.js';

export function withIteratorRanges(cx: CheckContext, intrinsics: readonly Intrinsic[], args: Expr[]): Expr[] {
  const single = intrinsics.find((i) => i.iterators)?.iterators?.(args.length) ?? [];
  // Single iterators first, from the last, so the positions of the earlier ones stay as written.
  let out = args;
  for (const at of [...single].sort((a, b) => b - a)) {
    const it = out[at];
    if (!it) continue;
    if (it.type.kind === 'error') {
      out = [...out.slice(0, at), errorExpr(it.span), errorExpr(it.span), ...out.slice(at + 1)];
      continue;
    }
    const position = hostPosition(cx, it);
    if (!position) {
      cx.diags.error('unsupported-library', `the iterator arguments of '${intrinsics[0].id}' must point into a std::vector or C array variable (v.begin(), v.rbegin(), std::begin(a), a + n, ...); other iterators (std::back_inserter, stream iterators) are not supported by ampc`, it.span);
      out = [...out.slice(0, at), errorExpr(it.span), errorExpr(it.span), ...out.slice(at + 1)];
      continue;
    }
    out = [...out.slice(0, at), position.container, position.start, ...out.slice(at + 1)];
  }
  if (!intrinsics.some((i) => i.iteratorRange) || out.length < 2) return out;
  const [first, last, ...rest] = out;
  if (first.type.kind === 'error' || last.type.kind === 'error') return [errorExpr(first.span), errorExpr(first.span), errorExpr(last.span), ...rest];
  const from = hostPosition(cx, first);
  const to = hostPosition(cx, last);
  if (!from || !to || !sameContainer(from.container, to.container)) {
    cx.diags.error('unsupported-library', `the range of '${intrinsics[0].id}' must be two iterators into one std::vector or C array variable (v.begin(), v.end(), v.rbegin(), v.rend(), std::begin(a), a + n, ...); other ranges are not supported by ampc`, first.span);
    return [errorExpr(first.span), errorExpr(first.span), errorExpr(last.span), ...rest];
  }
  return [from.container, from.start, to.start, ...rest];
}

export function sameContainer(a: Expr, b: Expr): boolean {
  // `v.rbegin(), v.rend()`: the reversed views of one container (reverse-iterators.ts).
  const reversed = reversedViewsOf(a, b);
  if (reversed) return sameContainer(reversed[0], reversed[1]);
  // `s.values` of one variable: a std::array's C array (std-classes.ts), or a struct's array field.
  if (a.kind === 'Field' && b.kind === 'Field') return a.field === b.field && sameContainer(a.object, b.object);
  return a.kind === 'VarRef' && b.kind === 'VarRef' && a.variable === b.variable;
}
