/**
 * The comparator of an ordered container or priority_queue whose `Compare` is a lambda's type, a
 * function pointer type or a class of the program (src/library/associative.ts): the runtime
 * container calls the value the constructor is given. C++20 also default-constructs a lambda that
 * captures nothing (`std::set<int, decltype(cmp)> s;`): that is the lambda's function, passed as
 * if given. A function object's closure is made in function-object-comparators.ts.
 */
import type { LibraryClassType } from '../library/classes.js';
import { make } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import type { Span } from '../source.js';
import { typeToString, type Type } from './types.js';

/** The container's `Compare` type argument, where it has one. */
export function compareOf(type: LibraryClassType): Type | null {
  const at = type.decl.typeParams.findIndex((p) => p.name === 'Compare');
  return at < 0 ? null : type.typeArgs[at] ?? null;
}

/** The type of the comparator a container's constructor takes alone, where it cannot be default-constructed by the library. */
function calledComparator(type: LibraryClassType): Type | null {
  const compare = compareOf(type);
  if (compare?.kind === 'struct') return compare;
  const taking = type.decl.constructors(type).find((c) => c.params.length === 1 && (c.params[0]!.kind === 'lambda' || c.params[0]!.kind === 'functionPointer'));
  return taking?.params[0] ?? null;
}

/** The arguments of `T x;` for such a container: the lambda's function where it captures nothing, else as written. */
export function withDefaultComparator(type: LibraryClassType, args: Expr[], span: Span): Expr[] {
  const compare = args.length === 0 ? calledComparator(type) : null;
  if (compare?.kind !== 'lambda' || !compare.fn || compare.fn.closure) return args;
  return [make(compare, span, { kind: 'FunctionRef', fn: compare.fn })];
}

/**
 * Whether a braced list may construct `type` (`std::set<int, decltype(cmp)> s = {1, 2}`): the
 * runtime's list construction takes no comparator value, so such a container is reported.
 */
export function listConstructible(cx: CheckContext, type: LibraryClassType, span: Span): boolean {
  const compare = calledComparator(type);
  if (!compare) return true;
  cx.diags.error('unsupported-library', `'${typeToString(type)}' from a braced list is not supported by ampc (its comparator is ${what(compare)}, which ampc's containers take as the constructor's argument only): construct it with the comparator, then insert the elements`, span);
  return false;
}

/**
 * A container whose comparator is a lambda, a function or a function object, held by another
 * container (`std::map<int, std::set<int, decltype(cmp)>>`, `std::vector<...>`): the holder
 * makes its elements without the comparator value the runtime container needs, so it is reported.
 */
export function heldComparatorContainer(cx: CheckContext, held: Type, holder: string, span: Span): boolean {
  if (held.kind !== 'libraryClass') return false;
  const compare = calledComparator(held);
  if (!compare) return false;
  cx.diags.error('unsupported-library', `'${typeToString(held)}' held by '${holder}' is not supported by ampc (its comparator is ${what(compare)}, which ampc's containers take as the constructor's argument only)`, span);
  return true;
}

function what(compare: Type): string {
  return compare.kind === 'struct' ? `a function object ('${typeToString(compare)}')` : 'a lambda or a function';
}

/**
 * A class member whose type is a container ordered by a function object (`struct G { std::set<int,
 * ByLength> s; };`): ampc's host classes default-construct their members without running the
 * program's constructors, so the member would have no comparator; it is reported.
 */
export function functionObjectComparatorMember(cx: CheckContext, t: Type, className: string, span: Span): boolean {
  const compare = t.kind === 'libraryClass' ? compareOf(t) : null;
  if (compare?.kind !== 'struct') return false;
  cx.diags.error('unsupported-library', `a member of class '${className}' of type '${typeToString(t)}' is not supported by ampc (its comparator is ${what(compare)}, which ampc's class members are constructed without): declare the container where it is used, or order it with a lambda`, span);
  return true;
}
