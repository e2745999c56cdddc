/**
 * A container whose `Compare` is a class of the program (`std::set<int, ByLength> s;`,
 * `std::priority_queue<Node, std::vector<Node>, ByDistance> q;`, `s(ByLength{3})`): the runtime
 * container calls the closure over the container's own copy of the function object (std-bind.ts),
 * value-initialised where the constructor is given none, as C++ value-initialises `Compare()`.
 * (Apart from container-comparators.ts, which type resolution imports: this one needs the checker.)
 */
import type { LibraryClassType } from '../library/classes.js';
import { construct } from './check-call.js';
import { compareOf } from './container-comparators.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import type { Span } from '../source.js';
import { functionObjectClosure } from './std-bind.js';
import { sameType } from './types.js';

/**
 * The constructor arguments (converted to the chosen constructor's parameters) with the
 * comparator, given or value-initialised, as the closure; `args` as they are where `Compare` is
 * not a class of the program.
 */
export function withFunctionObjectComparator(cx: CheckContext, type: LibraryClassType, args: Expr[], span: Span): Expr[] {
  const compare = compareOf(type);
  if (compare?.kind !== 'struct') return args;
  if (args.length === 0) return [functionObjectClosure(cx, construct(cx, compare, [], span), span)];
  if (args.length === 1 && sameType(args[0].type, compare)) return [functionObjectClosure(cx, args[0], args[0].span)];
  return args;
}
