/**
 * Library classes in sema (`src/library/classes.ts`): their instance types from a name as
 * written, construction, and member calls (`gen.seed(1)`, `dis(gen)` for `operator()`), all
 * resolved with C++ overload ranking over the class's declared signatures.
 */
import { insertListIntoSet } from './initializer-lists.js';
import { heldComparatorContainer } from './container-comparators.js';
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import type { LibraryClass, LibraryClassType } from '../library/classes.js';
import { resolveOverload, typedArgument } from './overload.js';
import { callIntrinsic, construct } from './check-call.js';
import { convert, errorExpr, isLValue, make, markWrite } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { startThread } from './std-thread.js';
import { threadClass } from '../library/thread.js';
import { errorType, isArithmetic, sameType, typeToString, type Type } from './types.js';
import { hostPosition } from './check-views.js';
import { sameContainer } from './iterator-range.js';
import { compareOf } from './container-comparators.js';
import { comparatorNeedsArgument, insertRangeMember, isStdPairOf, keyProblem } from '../library/associative.js';
import { isReferenceWrapper, wrapperMember } from './reference-wrapper.js';
import { listConstructible, withDefaultComparator } from './container-comparators.js';
import { withFunctionObjectComparator, withKeyEquality, withKeyOrdering } from './function-object-comparators.js';
import { hasLibrarySpecializations, librarySpecialization, specializedOrSelf } from './std-specializations.js';

/** `std::uniform_int_distribution<int>` → its instance type, checking the template arguments against what ampc implements. */
export function libraryClassType(cx: CheckContext, decl: LibraryClass, name: A.QualifiedName): Type {
  const written = name.templateArgs ?? [];
  // `std::hash<Key>` the program specialises: its own class (std-specializations.ts).
  const special = writtenSpecialization(cx, decl, written);
  if (special) return special;
  if (written.length > decl.typeParams.length) {
    cx.diags.error('template-argument', `'${decl.id}' takes ${decl.typeParams.length} template argument${decl.typeParams.length === 1 ? '' : 's'}, got ${written.length}`, name.span);
    return errorType;
  }
  const typeArgs: Type[] = [];
  for (const [i, param] of decl.typeParams.entries()) {
    const arg = written[i];
    if (!arg) {
      if (param.defaultFor) {
        // (`unordered_map<Key, T>`'s Hash, std::hash<Key>, is the program's where it specialises it.)
        typeArgs.push(specializedOrSelf(cx, param.defaultFor(typeArgs)));
        continue;
      }
      if (param.default === null) {
        cx.diags.error('template-argument', `'${decl.id}' needs its template argument ${param.name}`, name.span);
        return errorType;
      }
      typeArgs.push(param.default);
      continue;
    }
    if (arg.kind !== 'TypeArg') {
      cx.diags.error('template-argument', `template argument ${param.name} of '${decl.id}' must be a type`, arg.span);
      return errorType;
    }
    const t = resolveTypeRef(cx, arg.type).type;
    if (t.kind === 'error') return errorType;
    if (heldComparatorContainer(cx, t, `'${decl.id}'`, arg.span)) return errorType;
    const problem = param.accepts?.(t, typeArgs);
    if (problem) {
      cx.diags.error('unsupported-library', `'${decl.id}' with ${param.name} '${typeToString(t)}' is not supported by ampc (${problem})`, arg.span);
      return errorType;
    }
    if (!param.accepts && !param.allowed.some((a) => sameType(a, t))) {
      cx.diags.error('unsupported-library', `'${decl.id}<${typeToString(t)}>' is not supported by ampc (it supports ${param.allowed.map(typeToString).join(', ')})`, arg.span);
      return errorType;
    }
    typeArgs.push(t);
  }
  // Trailing arguments that are their dependent defaults are left out (LibraryTypeParam.defaultFor).
  while (typeArgs.length > 0) {
    const last = decl.typeParams[typeArgs.length - 1];
    if (!last.defaultFor || !sameType(typeArgs[typeArgs.length - 1], last.defaultFor(typeArgs.slice(0, -1)))) break;
    typeArgs.pop();
  }
  const problem = decl.typeProblem?.({ kind: 'libraryClass', decl, typeArgs });
  if (problem) {
    cx.diags.error('template-argument', `'${typeToString({ kind: 'libraryClass', decl, typeArgs })}': ${problem}`, name.span);
    return errorType;
  }
  return { kind: 'libraryClass', decl, typeArgs };
}

/** The program's specialisation of `decl` that the written arguments name, if it specialises one. */
function writtenSpecialization(cx: CheckContext, decl: LibraryClass, written: readonly A.TemplateArg[]): Type | undefined {
  if (!hasLibrarySpecializations(cx, decl) || written.length !== decl.typeParams.length || !written.every((a) => a.kind === 'TypeArg')) return undefined;
  const args = written.map((a) => resolveTypeRef(cx, (a as Extract<A.TemplateArg, { kind: 'TypeArg' }>).type).type);
  return librarySpecialization(cx, decl, args);
}

/** `T x(args)`, `T(args)`, `T x;`: the constructor overload chosen for the arguments. */
export function constructLibraryClass(cx: CheckContext, type: LibraryClassType, args: Expr[], span: Span): Expr {
  if (!checkUsable(cx, type, span)) return errorExpr(span);
  // `std::reference_wrapper<int> r(x)`: from an lvalue of its type, or a copy (reference-wrapper.ts).
  if (isReferenceWrapper(type) && args.length === 1) return convert(cx, args[0], type, span);
  // `std::thread t(f, args...)`: runs f (std-thread.ts); only the move constructor takes a thread.
  if (type.decl === threadClass && args.length > 0 && !(args.length === 1 && sameType(args[0].type, type))) return startThread(cx, type, args, span);
  const fromRange = constructFromRange(cx, type, args, span);
  if (fromRange) return fromRange;
  // `std::set<int, decltype(cmp)> s;`: the lambda's function as its comparator (container-comparators.ts).
  args = withDefaultComparator(type, args, span);
  const constructors = type.decl.constructors(type);
  args = args.map((a, i) => initListArgument(cx, a, constructors.filter((c) => c.params.length === args.length).map((c) => c.params[i])));
  const resolution = resolveOverload(constructors.map((c) => ({ item: c, params: c.params })), args.map((a) => typedArgument(a)));
  if (resolution.kind !== 'best') {
    const argList = args.map((a) => typeToString(a.type)).join(', ');
    const notes = constructors.map((c) => ({ message: `candidate: ${typeToString(type)}(${c.params.map(typeToString).join(', ')})` }));
    if (constructors.length === 0) cx.diags.error('constructor-args', `'${typeToString(type)}' cannot be constructed`, span);
    else cx.diags.error(resolution.kind === 'ambiguous' ? 'ambiguous-call' : 'no-matching-function', `no ${resolution.kind === 'ambiguous' ? 'unambiguous ' : ''}constructor of '${typeToString(type)}' takes (${argList})`, span, notes);
    return errorExpr(span);
  }
  const params = resolution.item.params;
  // `std::set<int, ByLength> s;`: the closure over its copy of the function object (function-object-comparators.ts).
  const converted = args.map((a, i) => convert(cx, a, params[i]));
  // (A copy takes the other container's equality.)
  const copies = converted.length === 1 && sameType(converted[0].type, type);
  return make(type, span, { kind: 'Construct', args: copies ? converted : withKeyEquality(cx, type, withFunctionObjectComparator(cx, type, converted, span), span) });
}

/** The containers with a range constructor `C(first, last)`, which ampc's take as the vector of the range's elements. */
const rangeConstructible: ReadonlySet<string> = new Set(['std::set', 'std::multiset', 'std::map', 'std::multimap', 'std::list', 'std::unordered_set', 'std::unordered_map']);

/**
 * `std::set<int> s(v.begin(), v.end())`, `std::list<T> l(a, a + n)`, `std::map<K, V> m(pairs.begin(),
 * pairs.end())`: the elements between two positions in one std::vector or C array, as a vector
 * (`vector.fromRange`), which the class's `hostConstruct` inserts in order (`cx.params[0]` a
 * vector, a type none of its declared constructors takes). Elements the runtime compares and
 * copies itself only (numbers, strings, pairs and vectors of them): a class's copies and
 * operators would run in other numbers. Null where the arguments are not two iterators.
 */
function constructFromRange(cx: CheckContext, type: LibraryClassType, args: Expr[], span: Span): Expr | null {
  if (args.length !== 2 || !rangeConstructible.has(type.decl.id) || args.some((a) => isArithmetic(a.type) || a.type.kind === 'error')) return null;
  const elements = rangeElements(cx, type, args, 'constructing', span);
  return elements.type.kind === 'error' ? elements : make(type, span, { kind: 'Construct', args: [elements] });
}

/**
 * `s.insert(first, last)` of a set, map or their variants (unordered too): the range's elements as
 * a vector, as the range constructor takes them, inserted in order (`insertRangeMember`). Null
 * where the arguments are not two iterators of a vector or array (a hint and a value, say).
 */
function insertRange(cx: CheckContext, object: Expr, type: LibraryClassType, member: string, args: Expr[], span: Span, memberSpan: Span): Expr | null {
  const iteratorLike = (a: Expr) => a.type.kind === 'vector' || a.type.kind === 'pointer' || a.type.kind === 'array' || hostPosition(cx, a) !== null;
  if (member !== 'insert' || args.length !== 2 || type.decl.id === 'std::list' || !rangeConstructible.has(type.decl.id) || !args.every(iteratorLike)) return null;
  const elements = rangeElements(cx, type, args, 'inserting into', span);
  if (elements.type.kind === 'error') return elements;
  return callIntrinsic(cx, [insertRangeMember(type)], [object, elements], span, memberSpan);
}

/** The vector of a range's elements for `constructFromRange` and `insertRange`, or an error reported. */
function rangeElements(cx: CheckContext, type: LibraryClassType, args: Expr[], doing: string, span: Span): Expr {
  const element = type.decl.listElement!(type);
  const [key, mapped] = type.typeArgs;
  const isMap = type.decl.id.endsWith('map');
  const from = hostPosition(cx, args[0]);
  const to = from && hostPosition(cx, args[1]);
  const given = from && (from.container.type.kind === 'vector' || from.container.type.kind === 'array') ? from.container.type.element : null;
  // A map's elements from the program's own std::pair<K, V> (a vector of pairs).
  const fits = given !== null && (isMap ? isStdPairOf(given, key!, mapped!) : sameType(given, element)) && keyProblem(given) === null;
  // Its comparator: one the class makes itself (std::less, std::greater, a function object), not a lambda's or function's.
  const compare = compareOf(type);
  if (!from || !to || !fits || !sameContainer(from.container, to.container) || cx.inAmp || (doing === 'constructing' && comparatorNeedsArgument(compare ?? undefined))) {
    cx.diags.error('unsupported-library', `${doing} a '${typeToString(type)}' from this iterator range is not supported by ampc (two iterators into one std::vector or C array of its element type are, for elements that are numbers, strings, or pairs and vectors of them, and a comparator it makes itself); insert the elements one by one`, span);
    return errorExpr(span);
  }
  const vector: Type = { kind: 'vector', element: given };
  return make(vector, span, { kind: 'Library', op: 'vector.fromRange', receiver: null, args: [from.container, from.start, to.start] });
}

/** `object.member(args)`, and `object(args)` as `member` `operator()`. */
export function callLibraryMember(cx: CheckContext, object: Expr, member: string, args: Expr[], span: Span, memberSpan: Span): Expr {
  const type = object.type as LibraryClassType;
  // A std::reference_wrapper's get() and operator() are its object (reference-wrapper.ts).
  if (isReferenceWrapper(object.type)) return wrapperMember(cx, object, member, args, span, memberSpan);
  const members = type.decl.members(type).filter((m) => m.name === member);
  if (members.length === 0 && type.decl.unsupportedMembers?.includes(member)) {
    cx.diags.error('unsupported-library', `'${typeToString(type)}::${member}' is not supported by ampc`, memberSpan);
    return errorExpr(span);
  }
  if (members.length === 0) {
    const what = member === 'operator()' ? `'${typeToString(type)}' is not callable` : `no member function named '${member}' in '${typeToString(type)}'`;
    cx.diags.error(member === 'operator()' ? 'not-callable' : 'no-member', what, memberSpan);
    return errorExpr(span);
  }
  if (!checkUsable(cx, type, memberSpan)) return errorExpr(span);
  // `q.emplace(1, 2)`: the element constructed from the arguments, as the one argument (Intrinsic.emplaces).
  const emplaced = members[0].emplaces;
  if (emplaced && !(args.length === 1 && sameType(args[0].type, emplaced))) {
    const element = args.length === 1 && emplaced.kind !== 'struct' ? convert(cx, args[0], emplaced) : construct(cx, emplaced, args, span);
    if (element.type.kind === 'error') return errorExpr(span);
    args = [element];
  }
  // `s.insert(v.begin(), v.end())`: the range's elements, each inserted.
  const rangeInsert = insertRange(cx, object, type, member, args, span, memberSpan);
  if (rangeInsert) return rangeInsert;
  // `s.insert({5, 3})`: a set's insert(initializer_list<Key>) (initializer-lists.ts).
  const listInsert = insertListIntoSet(cx, object, member, args, (value) => callIntrinsic(cx, members, [object, value], span, memberSpan), span);
  if (listInsert) return listInsert;
  // `m.insert({k, v})`: a braced argument is constructed as the one class type its parameter has.
  const typed = args.map((a, i) => initListArgument(cx, a, members.flatMap((m) => m.signatures).filter((s) => s.params.length === args.length + 1).map((s) => s.params[i + 1])));
  return callIntrinsic(cx, members, [object, ...typed], span, memberSpan);
}

/** A braced-list argument (`{k, v}`) as the class object its candidate parameters all take, else itself. */
function initListArgument(cx: CheckContext, arg: Expr, params: readonly Type[]): Expr {
  if (arg.kind !== 'InitList' || arg.type.kind !== 'void' || params.length === 0) return arg;
  const to = params[0];
  if ((to.kind !== 'libraryClass' && to.kind !== 'struct') || !params.every((p) => sameType(p, to))) return arg;
  return convert(cx, arg, to);
}

/**
 * `std::map<K, V> m = {{1, 2}, {3, 4}}`, `std::list<int> l{1, 2, 3}`, `f({...})`: a braced list
 * constructs through the class's `initializer_list` constructor (`LibraryClass.listElement`),
 * each element converted to the element type; one element of the class's own type copies it.
 * Null when the class has no such constructor (its other constructors take the list's elements).
 */
export function constructFromList(cx: CheckContext, type: LibraryClassType, elements: Expr[], span: Span): Expr | null {
  const element = type.decl.listElement?.(type);
  if (!element) return null;
  if (elements.length === 1 && sameType(elements[0].type, type)) return constructLibraryClass(cx, type, elements, span);
  if (!checkUsable(cx, type, span) || !listConstructible(cx, type, span)) return errorExpr(span);
  return make(type, span, { kind: 'Construct', args: withKeyEquality(cx, type, withKeyOrdering(cx, type, elements.map((a) => convert(cx, a, element)), span), span), fromList: true });
}

/** `p.first`, `it->second`: a public data member of a library class (`LibraryClass.fields`). */
export function libraryField(cx: CheckContext, object: Expr, member: string, span: Span, memberSpan: Span): Expr {
  const type = object.type as LibraryClassType;
  const field = type.decl.fields?.(type).find((f) => f.name === member);
  if (!field) {
    cx.diags.error('no-member', `no member named '${member}' in '${typeToString(type)}'`, memberSpan);
    return errorExpr(span);
  }
  return make(field.type, span, { kind: 'Field', object, field: member });
}

/** Whether `object.member` is a const data member of a library class (a map element's key). */
export function isConstLibraryField(object: Expr, member: string): boolean {
  return object.type.kind === 'libraryClass' && object.type.decl.fields?.(object.type).find((f) => f.name === member)?.isConst === true;
}

/**
 * `*it`, `++it`, `it++`, `--it`, `it--` on a library class, through its `operator*`,
 * `operator++`, `operator++(int)`, ... members; null when it declares none for `op`.
 */
export function libraryUnary(cx: CheckContext, op: string, operand: Expr, span: Span, opSpan: Span): Expr | null {
  const type = operand.type as LibraryClassType;
  const member = op === 'deref' ? 'operator*' : op.startsWith('post') ? `operator${op.slice(4)}(int)` : op.startsWith('pre') ? `operator${op.slice(3)}` : null;
  if (!member || !(type.decl.members(type).some((m) => m.name === member) || type.decl.unsupportedMembers?.includes(member))) return null;
  // `++it` changes the iterator: it must be a modifiable lvalue, as for the built-in operator.
  if (member !== 'operator*') {
    if (!isLValue(operand)) cx.diags.error('not-assignable', 'expression is not assignable', operand.span);
    markWrite(cx, operand);
  }
  return callLibraryMember(cx, operand, member, [], span, opSpan);
}

function checkUsable(cx: CheckContext, type: LibraryClassType, span: Span): boolean {
  const where = cx.inAmp ? 'amp' : 'cpu';
  if (type.decl.restriction[where]) return true;
  cx.diags.error(cx.inAmp ? 'amp-type' : 'cpu-type', `'${typeToString(type)}' cannot be used in ${cx.inAmp ? 'restrict(amp)' : 'CPU'} code`, span);
  return false;
}
