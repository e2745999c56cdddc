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
import { isStdClass } from './std-classes.js';
import { sameType, typeToString, voidType, type Type } from './types.js';

/** The container's `Compare` type argument, as written or its default (`std::less<T>`), where it has one. */
export function compareOf(type: LibraryClassType): Type | null {
  const at = type.decl.typeParams.findIndex((p) => p.name === 'Compare');
  if (at < 0) return null;
  return type.typeArgs[at] ?? type.decl.typeParams[at].defaultFor?.(type.typeArgs.slice(0, at)) ?? null;
}

/** The type of the comparator a container's constructor takes alone, where it cannot be default-constructed by the library. */
function calledComparator(type: LibraryClassType): Type | null {
  const compare = compareOf(type);
  if (compare?.kind === 'struct') return compare;
  // `std::less<T>` over class objects: the lambda calling their `<` (function-object-comparators.ts,
  // containers.ts `operatorComparison`; told by id here, as type resolution imports this file).
  const of = type.decl.id === 'std::priority_queue' && compare?.kind === 'libraryClass' && ['std::less', 'std::greater'].includes(compare.decl.id) ? compare.typeArgs[0] : undefined;
  if (compare && (of?.kind === 'struct' || of?.kind === 'vector')) return compare;
  if (keyOrderByOperator(type)) return compare;
  return equalityByOperator(type) ?? calledConstructorComparator(type);
}

/** The ordered containers, whose `Compare` orders their keys (src/library/associative.ts `tree`). */
const orderedContainerIds: ReadonlySet<string> = new Set(['std::map', 'std::multimap', 'std::set', 'std::multiset']);

/**
 * The operator by which an ordered container's `std::less<Key>` (its default) or `std::greater<Key>`
 * orders class keys (`std::set<Point>`, `std::map<Name, int, std::greater<Name>>`): the program's
 * `<` or `>`, member or free, which sema passes to the constructor as a lambda
 * (function-object-comparators.ts); null where the runtime orders the keys itself (numbers,
 * strings, std::pair and vectors of them) or `Compare` is another comparator.
 */
export function keyOrderByOperator(type: LibraryClassType): '<' | '>' | null {
  if (!orderedContainerIds.has(type.decl.id)) return null;
  const key = type.typeArgs[0];
  const compare = compareOf(type);
  if (key?.kind !== 'struct' || isStdClass(key, 'pair') || compare?.kind !== 'libraryClass' || !sameType(compare.typeArgs[0] ?? voidType, key)) return null;
  return compare.decl.id === 'std::less' ? '<' : compare.decl.id === 'std::greater' ? '>' : null;
}

/**
 * An unordered container's default `std::equal_to<Key>` over class keys (and pairs, tuples,
 * vectors): the lambda calling their `==`, which sema passes to the constructor
 * (function-object-comparators.ts `withKeyEquality`); null for any other container.
 */
export function equalityByOperator(type: LibraryClassType): Type | null {
  if (type.decl.id !== 'std::unordered_map' && type.decl.id !== 'std::unordered_set') return null;
  const at = type.decl.typeParams.findIndex((p) => p.name === 'KeyEqual');
  const key = type.typeArgs[0];
  if (type.typeArgs[at] !== undefined || (key?.kind !== 'struct' && key?.kind !== 'vector')) return null;
  return type.decl.typeParams[at].defaultFor!(type.typeArgs.slice(0, at));
}

/** The lambda or function type a container's constructor takes alone. */
function calledConstructorComparator(type: LibraryClassType): Type | null {
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
  // (A function object is value-initialised, and sema's comparison is passed with the elements.)
  const compare = calledComparator(type);
  if (!compare || compare.kind === 'struct' || compare.kind === 'libraryClass') return true;
  cx.diags.error('unsupported-library', `'${typeToString(type)}' from a braced list is not supported by ampc (its comparator is ${what(compare)}, which ampc's containers take as the constructor's argument only): construct it with the comparator, then insert the elements`, span);
  return false;
}

/**
 * A container whose comparator is a lambda or a function, held by another container or an array
 * (`std::map<int, std::set<int, decltype(cmp)>>`, `std::vector<...>`, `std::set<int, decltype(cmp)> a[3]`):
 * the holder makes its elements without the comparator value the runtime container needs, so it
 * is reported. (One ordered by a function object gets its own value-initialised `Compare()`, as in
 * C++: associative.ts `comparatorFunction`.)
 */
export function heldComparatorContainer(cx: CheckContext, held: Type, holder: string, span: Span): boolean {
  if (held.kind !== 'libraryClass') return false;
  const compare = calledComparator(held);
  if (!compare || compare.kind === 'struct') return false;
  cx.diags.error('unsupported-library', `'${typeToString(held)}' held by ${holder} is not supported by ampc (its comparator is ${what(compare)}, which ampc's containers take as the constructor's argument only)`, span);
  return true;
}

/**
 * Whether a class member of type `t` is a container that sema's comparator is passed to where it is
 * default-constructed (`struct G { std::priority_queue<Node> q; std::unordered_map<Key, int> m; };`,
 * ordered by `std::less<Node>` or keyed by `std::equal_to<Key>` over class objects): the class's
 * constructors construct it, as they do a member of a class type with a default constructor.
 * (A member ordered by a lambda or a function is given it by the class's constructors.)
 */
export function constructedWithComparator(t: Type): t is LibraryClassType {
  return t.kind === 'libraryClass' && calledComparator(t)?.kind === 'libraryClass';
}

function what(compare: Type): string {
  if (compare.kind === 'struct') return `a function object ('${typeToString(compare)}')`;
  return compare.kind === 'libraryClass' ? `'${typeToString(compare)}' over class objects, calling their operator` : 'a lambda or a function';
}
