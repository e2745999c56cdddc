/**
 * `<ppl.h>`'s `parallel_for_each(first, last, f)` over iterators, beside C++ AMP's
 * `parallel_for_each(domain, kernel)` and `parallel_for_each(view, domain, kernel)`: a call with
 * three arguments whose first is not an accelerator_view is PPL's, as overload resolution over
 * the argument types decides in C++.
 *
 * ampc has no general iterators, so the range is passed on as its container and two positions
 * (as for <algorithm>: iterator-range.ts) to the prelude's `__ampc_parallel_for_each`
 * (src/library/ppl-header.ts), which calls `f` on each element itself, in order.
 */
import type * as A from '../parser/ast.js';
import { acceleratorViewClass } from '../library/accelerator.js';
import { callFunction } from './check-call.js';
import { checkExpr, errorExpr } from './check-expr.js';
import { hostPosition } from './check-views.js';
import type { CheckContext } from './context.js';
import { sameContainer } from './iterator-range.js';
import type { Expr } from './program.js';
import { checkQuietly } from './probes.js';

/** PPL's parallel_for_each, checked; null where the call is C++ AMP's. */
export function pplParallelForEach(cx: CheckContext, e: Extract<A.Expr, { kind: 'CallExpr' }>): Expr | null {
  if (e.args.length !== 3 || cx.inAmp) return null;
  const first = checkQuietly(cx, e.args[0]);
  if (first.type.kind === 'error' || (first.type.kind === 'libraryClass' && first.type.decl === acceleratorViewClass)) return null;
  const args = e.args.map((a) => checkExpr(cx, a));
  if (args.some((a) => a.type.kind === 'error')) return errorExpr(e.span);
  const from = hostPosition(cx, args[0]);
  const to = hostPosition(cx, args[1]);
  if (!from || !to || !sameContainer(from.container, to.container)) {
    cx.diags.error('unsupported-library', `the range of 'concurrency::parallel_for_each' must be two iterators into one std::vector or C array variable (v.begin(), v.end(), std::begin(a), a + n, ...); other ranges are not supported by ampc`, args[0].span);
    return errorExpr(e.span);
  }
  const helper = cx.lookupName(['__ampc_parallel_for_each'])?.symbol;
  // The prelude declares it for every program that spells parallel_for_each.
  if (helper?.kind !== 'functions') throw new Error("ampc's <ppl.h> prelude does not declare __ampc_parallel_for_each");
  return callFunction(cx, helper, null, [from.container, from.start, to.start, args[2]], e, e.callee.span);
}
