/**
 * `std::distance(first, last)`, `std::advance(it, n)`, `std::next(it, n = 1)` and
 * `std::prev(it, n = 1)` on random-access iterators: those into a std::vector, a std::array or a
 * C array, which ampc keeps as host pointers (iterator-pointers.ts). On them the four are, by
 * definition, `last - first`, `it += n`, `it + n` and `it - n`, and are checked as those
 * expressions. The library's own iterators (map, set, list) step one element at a time: their
 * versions are intrinsics (src/library/iterator.ts), found by the ordinary call lookup when this
 * returns null.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { checkExpr, errorExpr } from './check-expr.js';
import type { CheckContext } from './context.js';
import { keptIterator } from './iterator-pointers.js';
import { checkQuietly } from './probes.js';
import type { Expr } from './program.js';

export const iteratorStepNames: ReadonlySet<string> = new Set(['distance', 'advance', 'next', 'prev']);

/**
 * The call as pointer arithmetic, or null where the first argument is not a pointer-like iterator
 * (a library iterator: the intrinsics take it).
 */
export function randomAccessIteratorStep(cx: CheckContext, id: string, args: readonly A.Expr[], span: Span, calleeSpan: Span): Expr | null {
  const first = args[0];
  if (!first) return null;
  const probe = checkQuietly(cx, first);
  if (probe.type.kind === 'error') return checkExpr(cx, first);
  // A named iterator (`v.begin()`) becomes its pointer; one without (into strings) is reported.
  const asPointer = keptIterator(cx, probe);
  if (asPointer.type.kind === 'error') return errorExpr(span);
  if (asPointer.type.kind !== 'pointer') return null;
  const arities = id === 'distance' || id === 'advance' ? [2] : [1, 2];
  if (!arities.includes(args.length)) {
    cx.diags.error('call-arity', `no matching function for call to 'std::${id}' with ${args.length} argument${args.length === 1 ? '' : 's'}`, calleeSpan);
    return errorExpr(span);
  }
  const one: A.Expr = { kind: 'IntLiteral', value: 1n, isUnsigned: false, isLong: false, text: '1', span };
  const n = args[1] ?? one;
  const binary = (op: '+' | '-', left: A.Expr, right: A.Expr): A.Expr => ({ kind: 'BinaryExpr', op, left, right, opSpan: calleeSpan, span });
  switch (id) {
    case 'distance': return checkExpr(cx, binary('-', args[1], first));
    case 'next': return checkExpr(cx, binary('+', first, n));
    case 'prev': return checkExpr(cx, binary('-', first, n));
    default: return checkExpr(cx, { kind: 'AssignExpr', op: '+=', target: first, value: n, opSpan: calleeSpan, span });
  }
}
