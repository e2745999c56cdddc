/**
 * `<map>`, `<set>`, `<unordered_map>`, `<unordered_set>` and `<list>`, declared as library
 * classes (classes.ts) over the runtime's `SortedTree` and `List` (runtime/associative.ts),
 * with their iterators as library classes too, and the pairs they hand out.
 *
 * Element values are copied as C++ copies them; `elementProblem` admits the types whose host
 * values the runtime can copy by their shape (numbers, strings, class objects with `clone()`,
 * vectors of those). Keys must be ordered by a `<` the runtime can evaluate (numbers, strings,
 * pairs and vectors of those), or by the container's `Compare` (std::less, std::greater, the
 * transparent `<>` forms, a lambda's type, a function pointer type, a class of the program with
 * one operator(): `compareParam`); a class key is reported as not supported. The unordered containers are
 * libstdc++'s hash table (runtime/hashtable.ts), hashing by `std::hash` or a class of the program.
 *
 * Iterators are objects holding their element (runtime TreeIterator/ListIterator): `*it`,
 * `it->m`, `++it`, `it++`, `--it`, `==`, `!=`; not random access. The ordered containers and
 * list have reverse iterators too (runtime ReverseIterator). Sizes are `unsigned int`,
 * as the container adaptors' (containers.ts).
 */
import { boolType, floatType, isArithmetic, isIntegral, sameType, sizeType as sizeTType, typeToString, uintType, voidType, type Type } from '../sema/types.js';
import { functionalClasses } from './functional.js';
import { hashClass, stdHashFunction } from './std-hash.js';
import type { FunctionInfo } from '../sema/program.js';
import { accepts, adapt, callableOf, comparesByOperator, greaterClass, lessClass } from './algorithm.js';
import { hostMember, type LibraryClass, type LibraryClassHostContext, type LibraryClassType, type LibraryTypeParam } from './classes.js';
import type { HostIntrinsicContext, Intrinsic } from './intrinsics.js';
import { isStdClass } from '../sema/std-classes.js';

const std = ['std'] as const;
const hostOnly = { cpu: true, amp: false } as const;
const sizeType = uintType;
/**
 * What size(), count(), bucket_count() and bucket() return: size_t (`unsigned long`) in C++, the
 * runtime's number (an unsigned int, exact) widened by sema (src/sema/ptrdiff.ts).
 */
const sizeResult = { result: sizeType, widenedTo: sizeTType } as const;

/** Why values of `t` cannot be elements here (null: they can). */
export function elementProblem(t: Type): string | null {
  switch (t.kind) {
    case 'int': case 'float': case 'bool': case 'string': return null;
    // A function pointer or std::function: a JS function (or null), copied as it is.
    case 'functionPointer': return null;
    case 'struct': return t.info.vtable?.length ? 'a polymorphic class' : null;
    case 'vector': return elementProblem(t.element);
    case 'libraryClass': return associativeDecls.has(t.decl) ? null : `'${t.decl.id}'`;
    default: return `'${t.kind}'`;
  }
}

/** Why `t` cannot be an ordered key (null: the runtime's `lessValue` orders it as C++'s `<`). */
export function keyProblem(t: Type): string | null {
  switch (t.kind) {
    case 'int': case 'float': case 'bool': case 'string': return null;
    case 'vector': return keyProblem(t.element);
    case 'libraryClass': return `'${t.decl.id}'`;
    // std::pair (the prelude's struct template): lexicographic, by its members' `<`.
    case 'struct': {
      const [a, b] = t.info.fields;
      if (t.info.fields.length === 2 && isStdPairOf(t, a.type, b.type)) return keyProblem(a.type) ?? keyProblem(b.type);
      return "class objects inside a pair or vector key: ampc orders those by the built-in '<' of numbers and strings, not by the class's operator< (a class key itself is ordered by its operator< or the container's Compare)";
    }
    default: return `'${t.kind}'`;
  }
}

/**
 * Why `t` cannot be an ordered container's key (null: it can). A class key (not std::pair) is
 * ordered by the container's `Compare`: a comparator of the program, or `std::less<Key>` /
 * `std::greater<Key>` calling the class's `<` / `>`, which sema passes to the constructor
 * (src/sema/container-comparators.ts `keyOrderByOperator`). Other keys are ordered by the
 * runtime's own `<` (`lessValue`), unless `Compare` says otherwise.
 */
function orderedKeyProblem(t: Type): string | null {
  if (isClassKey(t)) return elementProblem(t);
  return keyProblem(t) ?? elementProblem(t);
}

/** Whether `t` is a class of the program other than std::pair (which the runtime orders itself). */
function isClassKey(t: Type): boolean {
  return t.kind === 'struct' && !isStdClass(t, 'pair');
}

const anyElement = { name: 'T', allowed: [], accepts: elementProblem, default: null } as const;
const anyKey = { name: 'Key', allowed: [], accepts: orderedKeyProblem, default: null } as const;

/**
 * The `Compare` of map, set and their multi variants: `std::less<Key>` (the default), `std::greater<Key>`,
 * a lambda's type (`decltype(cmp)`, the lambda passed to the constructor) or a function pointer
 * type (the function passed to the constructor); the runtime tree orders its keys by calling it.
 */
const compareParam: LibraryTypeParam = {
  name: 'Compare', allowed: [], default: null,
  accepts: (t, earlier) => comparatorProblem(t, earlier[0]!),
  defaultFor: (earlier) => instance(lessClass, [earlier[0]!]),
};

/** Why `t` cannot order keys of type `key` (null: it can). */
export function comparatorProblem(t: Type, key: Type): string | null {
  if (t.kind === 'struct') return functionObjectComparatorProblem(t, key);
  // `std::less<Key>`/`std::greater<Key>` over class keys: the class's operator, passed by sema.
  if (isClassKey(key) && t.kind === 'libraryClass' && (t.decl === lessClass || t.decl === greaterClass) && sameType(t.typeArgs[0]!, key)) return null;
  if (t.kind !== 'libraryClass' && t.kind !== 'lambda' && t.kind !== 'functionPointer') return `'${t.kind}' is not a comparator`;
  return accepts(callableOf(t), [key, key], boolType) ? null : "it cannot be called with two keys, or its result is not a bool";
}

/**
 * Why a class of the program cannot order keys of type `key` (null: it can). The container calls
 * a closure over its own copy of the object (src/sema/container-comparators.ts), which takes
 * operator()'s one signature.
 */
function functionObjectComparatorProblem(t: Extract<Type, { kind: 'struct' }>, key: Type): string | null {
  return callProblem(t, [key, key], isArithmetic);
}

/**
 * Why the library cannot call a class of the program with arguments of `args` for a result that
 * `result` accepts (a comparator's bool, a hash's integer); null: it can, through its one operator().
 */
function callProblem(t: Extract<Type, { kind: 'struct' }>, args: readonly Type[], result: (t: Type) => boolean): string | null {
  // The class's own operator()s, else its nearest base's (as src/sema/inheritance.ts finds members).
  let calls: FunctionInfo[] = [];
  for (let c: typeof t.info | undefined = t.info; c && calls.length === 0; c = c.base) calls = (c.memberFunctions ?? []).filter((m) => m.member?.cppName === 'operator()');
  calls = calls.filter((m) => m.member?.kind === 'method');
  if (calls.length === 0) return `'${typeToString(t)}' has no operator()`;
  if (calls.length > 1) return `a function object class with several operator()s: ampc's containers call one signature`;
  const params = calls[0].params.slice(1);
  const takes = (p: FunctionInfo['params'][number], a: Type) => (!p.isReference || p.isConst) && (sameType(p.type, a) || (isArithmetic(p.type) && isArithmetic(a)));
  if (params.length !== args.length || !params.every((p, i) => takes(p, args[i])) || !result(calls[0].returnType)) {
    return args.length === 2 ? 'its operator() cannot be called with two keys, or its result is not a bool' : 'its operator() cannot be called with a key, or its result is not an integer';
  }
  return null;
}

/** Whether `t` is `std::less<K>` or `std::greater<K>` of a class key K: the class's operator orders them. */
function comparesClassKeys(t: Type): boolean {
  return t.kind === 'libraryClass' && (t.decl === lessClass || t.decl === greaterClass) && isClassKey(t.typeArgs[0]!);
}

/** Whether a container's constructor argument of type `param` is its comparator (not a container to copy). */
export function givenComparator(param: Type | undefined, compare: Type | undefined): boolean {
  if (!param || !compare) return false;
  // A function object's closure (container-comparators.ts) stands for the object, and the lambda
  // calling `<` or `>` for `std::less<T>`/`std::greater<T>` over class objects (function-object-comparators.ts).
  const byOperator = compare.kind === 'libraryClass' && (compare.decl === lessClass || compare.decl === greaterClass) && comparesByOperator(compare.typeArgs[0]!);
  return sameType(param, compare) || ((compare.kind === 'struct' || byOperator) && param.kind === 'lambda');
}

/** Whether `t` is a comparator the container cannot default-construct: a lambda's type or a function pointer type. */
export function comparatorNeedsArgument(t: Type | undefined): boolean {
  return t?.kind === 'lambda' || t?.kind === 'functionPointer';
}

/**
 * The JS function of a container's comparator (null: the runtime's own `<`): the constructor's
 * argument `arg` of type `t` where one was passed, else the library's `std::less`/`std::greater`.
 */
export function comparatorFunction(t: Type | undefined, key: Type, arg: string | null, argType: Type | null, cx: HostIntrinsicContext): string | null {
  if (!t) return null;
  if (arg !== null && argType) return adapt(arg, callableOf(argType)!, [key, key], boolType, cx);
  if (t.kind === 'libraryClass' && (t.decl === lessClass || t.decl === greaterClass)) return cx.use(t.decl === lessClass ? 'less' : 'greater');
  // Made without a constructor argument (an array's or a vector's element): its own value-initialised `Compare()`.
  if (t.kind === 'struct' && 'functionObject' in cx) return (cx as LibraryClassHostContext).functionObject(t, [key, key], boolType);
  // Unreachable from a declaration (these types have no default constructor here): a class
  // member's or a mapped value's default, which calls no comparison until something is inserted.
  return 'null';
}

const instance = (decl: LibraryClass, typeArgs: readonly Type[]): LibraryClassType => ({ kind: 'libraryClass', decl, typeArgs });

// ------------------------------------------------------------------ the pairs the containers hand out

/**
 * A map's element, `std::pair<const Key, T>` (`*it`, `it->second`): `first` may not be written.
 * Also what `insert` returns, `pair<iterator, bool>`. The program's own `std::pair` is the
 * prelude's class template (a struct); these convert to it member by member, and `insert`
 * takes either.
 */
function pairClass(firstIsConst: boolean): LibraryClass {
  return {
    id: 'std::pair', names: [], namespaces: std, header: 'utility', restriction: hostOnly,
    typeParams: [{ ...anyElement, name: 'T1' }, { ...anyElement, name: 'T2' }],
    constructors: (self) => [{ params: [self], result: voidType }, { params: [self.typeArgs[0], self.typeArgs[1]], result: voidType }],
    fields: (self) => [{ name: 'first', type: self.typeArgs[0], isConst: firstIsConst }, { name: 'second', type: self.typeArgs[1], isConst: false }],
    members: () => [],
    hostType: (cx) => `${cx.use('Pair')}<${cx.tsType(cx.typeArgs[0])}, ${cx.tsType(cx.typeArgs[1])}>`,
    hostConstruct: (args, cx) => (args.length === 1 ? `${args[0]}.clone()` : `new ${cx.use('Pair')}(${args.join(', ')})`),
  };
}

const mapValue = pairClass(true);
const insertResult = pairClass(false);

/** Whether `t` is a `std::pair<first, second>` of the program's (the prelude's struct template). */
export function isStdPairOf(t: Type, first: Type, second: Type): boolean {
  if (t.kind !== 'struct') return false;
  const [a, b] = t.info.fields;
  return t.info.fields.length === 2 && a.name === 'first' && b.name === 'second' && isStdClass(t, 'pair')
    && sameType(a.type, first) && sameType(b.type, second);
}

// ------------------------------------------------------------------ iterators

/** An iterator class over elements of type `element(self)`, `*it` printed by `deref`. */
function iteratorClass(id: string, header: string, runtime: string, element: (self: LibraryClassType) => Type, deref: (it: string) => string, place: 'lvalue' | 'const', tsArgs: (t: string[], use: (name: string) => string) => string, forwardOnly = false): LibraryClass {
  return {
    id, names: [], namespaces: std, header, restriction: hostOnly,
    typeParams: [anyElement, { ...anyElement, name: 'U' }],
    constructors: (self) => [{ params: [self], result: voidType }],
    members: (self) => [
      { ...hostMember(self, 'operator*', [{ params: [], result: element(self) }], (a) => deref(a[0])), returnsReference: place },
      hostMember(self, 'operator++', [{ params: [], result: self }], (a) => `${a[0]}.increment()`),
      ...(forwardOnly ? [] : [hostMember(self, 'operator--', [{ params: [], result: self }], (a) => `${a[0]}.decrement()`)]),
      hostMember(self, 'operator++(int)', [{ params: [], result: self }], (a) => `${a[0]}.postIncrement()`),
      ...(forwardOnly ? [] : [hostMember(self, 'operator--(int)', [{ params: [], result: self }], (a) => `${a[0]}.postDecrement()`)]),
      hostMember(self, 'operator==', [{ params: [self], result: boolType }], (a) => `${a[0]}.equals(${a[1]})`),
      hostMember(self, 'operator!=', [{ params: [self], result: boolType }], (a) => `!${a[0]}.equals(${a[1]})`),
    ],
    hostType: (cx) => `${cx.use(runtime)}<${tsArgs(cx.typeArgs.map((t) => cx.tsType(t)), (name) => cx.use(name))}>`,
    hostConstruct: (args) => `${args[0]}.clone()`,
  };
}

/** A map's iterator: `*it` is its `pair<const K, V>` entry itself, an lvalue. */
const mapIterator = iteratorClass('std::map::iterator', 'map', 'TreeIterator', (self) => instance(mapValue, self.typeArgs), (it) => `${it}.deref()`, 'lvalue', (t) => t.join(', '));
/** A set's iterator: `*it` is the key, a const lvalue (set elements are const). */
const setIterator = iteratorClass('std::set::iterator', 'set', 'TreeIterator', (self) => self.typeArgs[0], (it) => `${it}.deref().first`, 'const', (t) => `${t[0]}, undefined`);
/** A list's iterator: `*it` is the element, an lvalue (`node.value`). */
const listIterator = iteratorClass('std::list::iterator', 'list', 'ListIterator', (self) => self.typeArgs[0], (it) => `${it}.deref().value`, 'lvalue', (t) => t[0]);

/** The unordered containers' iterators (runtime HashIterator), forward only. */
const unorderedMapIterator = iteratorClass('std::unordered_map::iterator', 'unordered_map', 'HashIterator', (self) => instance(mapValue, self.typeArgs), (it) => `${it}.deref()`, 'lvalue', (t) => t.join(', '), true);
const unorderedSetIterator = iteratorClass('std::unordered_set::iterator', 'unordered_set', 'HashIterator', (self) => self.typeArgs[0], (it) => `${it}.deref().first`, 'const', (t) => `${t[0]}, undefined`, true);

/**
 * Their `reverse_iterator`s (`rbegin()`, `rend()`): the runtime `ReverseIterator` holds the
 * iterator one past its element, and derefs to what that one's predecessor derefs to.
 */
const mapReverseIterator = iteratorClass('std::map::reverse_iterator', 'map', 'ReverseIterator', (self) => instance(mapValue, self.typeArgs), (it) => `${it}.deref()`, 'lvalue', (t, use) => `${use('TreeIterator')}<${t.join(', ')}>`);
const setReverseIterator = iteratorClass('std::set::reverse_iterator', 'set', 'ReverseIterator', (self) => self.typeArgs[0], (it) => `${it}.deref().first`, 'const', (t, use) => `${use('TreeIterator')}<${t[0]}, undefined>`);
const listReverseIterator = iteratorClass('std::list::reverse_iterator', 'list', 'ReverseIterator', (self) => self.typeArgs[0], (it) => `${it}.deref().value`, 'lvalue', (t, use) => `${use('ListIterator')}<${t[0]}>`);

/**
 * Whether the constructor's one argument is the vector of an iterator range's elements
 * (`std::set<int> s(v.begin(), v.end())`: src/sema/library-class.ts `constructFromRange`), which no
 * declared constructor takes.
 */
function fromRange(cx: LibraryClassHostContext): boolean {
  return !cx.fromList && cx.params.length === 1 && cx.params[0]!.kind === 'vector';
}

/**
 * `c.insert(first, last)` of an ordered or unordered container, as sema passes it: the vector of the
 * range's elements (src/sema/library-class.ts `insertRange`), each inserted in order, as libstdc++
 * inserts them one by one. Not among the class's members: C++ has no insert of a vector.
 */
export function insertRangeMember(self: LibraryClassType): Intrinsic {
  const isMap = self.decl.id.endsWith('map');
  return {
    ...hostMember(self, 'insert', [], (a, cx) => `${a[0]}.insertEach(${rangeEntries(a[1]!, isMap, cx)})`),
    deduce: (args) => (args.length === 2 && args[1]!.type.kind === 'vector' ? { params: [self, args[1]!.type], result: voidType } : null),
  };
}

/** A range's elements (a JS array or a runtime Vector) as entries: a set's keys, a map's std::pairs. */
function rangeEntries(elements: string, isMap: boolean, cx: { use(name: string): string }): string {
  const pair = cx.use('Pair');
  return isMap ? `Array.from(${elements}, (p) => new ${pair}(p.first, p.second))` : `Array.from(${elements}, (k) => new ${pair}(k, undefined))`;
}

/** `rbegin`, `rend` and their const forms: a reverse iterator holding `end()` or `begin()`. */
function reverseMembers(self: LibraryClassType, reverse: Type): Intrinsic[] {
  const at = (name: string, from: 'end' | 'begin') => hostMember(self, name, [{ params: [], result: reverse }], (a, cx) => `new ${cx.use('ReverseIterator')}(${a[0]}.${from}())`);
  return [at('rbegin', 'end'), at('crbegin', 'end'), at('rend', 'begin'), at('crend', 'begin')];
}

// ------------------------------------------------------------------ map, set and their variants

/** A container's comparisons, where its elements are class objects (`treeMembers` says which it has). */
const elementComparisons = ['operator==', 'operator!='];

interface TreeKind {
  id: string;
  header: string;
  isMap: boolean;
  multi: boolean;
  /** libstdc++'s name in `at`'s out_of_range message. */
  what: string;
}

function tree(kind: TreeKind): LibraryClass {
  const name = kind.id.slice('std::'.length);
  const keyAndValue = kind.isMap ? [anyKey, { ...anyElement, name: 'T' }] : [anyKey];
  // The position of `Compare` in the type arguments (map<Key, T, Compare>, set<Key, Compare>).
  const at = keyAndValue.length;
  const decl: LibraryClass = {
    id: kind.id, names: [name], namespaces: std, header: kind.header, restriction: hostOnly, assignsInPlace: true,
    typeParams: [...keyAndValue, compareParam],
    constructors: (self) => {
      const compare = self.typeArgs[at];
      const copy = { params: [self], result: voidType };
      if (!compare) return [{ params: [], result: voidType }, copy];
      // `std::set<int, decltype(cmp)> s(cmp)`: a lambda or function the container calls.
      const given = { params: [compare], result: voidType };
      return comparatorNeedsArgument(compare) ? [given, copy] : [{ params: [], result: voidType }, given, copy];
    },
    // (A braced list with a lambda's or function's comparator is reported: src/sema/container-comparators.ts.)
    listElement: (self) => (kind.isMap ? instance(mapValue, self.typeArgs.slice(0, 2)) : self.typeArgs[0]),
    members: (self) => treeMembers(self, kind),
    unsupportedMembers: elementComparisons,
    ...(kind.isMap ? {} : { insertsList: (self: LibraryClassType) => self.typeArgs[0]! }),
    hostType: (cx) => `${cx.use('SortedTree')}<${cx.typeArgs.slice(0, at).map((t) => cx.tsType(t)).join(', ')}${kind.isMap ? '' : ', undefined'}>`,
    hostConstruct: (args, cx) => {
      // The default `std::less<Key>` is left out of the type; over class keys sema passes the lambda calling their `<`.
      const byOperator = isClassKey(cx.typeArgs[0]) && (cx.typeArgs[at] === undefined || comparesClassKeys(cx.typeArgs[at]));
      const compare = cx.typeArgs[at] ?? (byOperator ? instance(lessClass, [cx.typeArgs[0]]) : undefined);
      const value = kind.isMap ? `() => ${cx.defaultValue(cx.typeArgs[1])}` : '() => undefined';
      const what = JSON.stringify(kind.what);
      if (fromRange(cx)) {
        const less = comparatorFunction(compare, cx.typeArgs[0], null, null, cx);
        return `${cx.use('SortedTree')}.of(${kind.multi}, ${value}, ${what}, ${rangeEntries(args[0], kind.isMap, cx)}${less === null ? '' : `, ${less}`})`;
      }
      if (args.length === 1 && !cx.fromList && !givenComparator(cx.params[0], compare)) return `${args[0]}.clone()`;
      // A braced list's elements come with that lambda last (src/sema/function-object-comparators.ts `withKeyOrdering`).
      const listed = cx.fromList && byOperator ? { elements: args.slice(0, -1), comparator: args[args.length - 1], type: cx.params[args.length - 1] } : null;
      if (listed) args = listed.elements;
      const given = listed ?? (!cx.fromList && args.length === 1 ? { comparator: args[0], type: cx.params[0] } : null);
      const less = comparatorFunction(compare, cx.typeArgs[0], given?.comparator ?? null, given?.type ?? null, cx);
      const ordering = less === null ? '' : `, ${less}`;
      if (!cx.fromList) return `new ${cx.use('SortedTree')}(${kind.multi}, ${value}, ${what}${ordering})`;
      // `{{k, v}, ...}`: inserted in order, as the initializer_list constructor does (a repeated key keeps its first).
      const elements = kind.isMap ? args : args.map((a) => `new ${cx.use('Pair')}(${a}, undefined)`);
      return `${cx.use('SortedTree')}.of(${kind.multi}, ${value}, ${what}, [${elements.join(', ')}]${ordering})`;
    },
  };
  return decl;
}

function treeMembers(self: LibraryClassType, kind: TreeKind): Intrinsic[] {
  const [key, mapped] = self.typeArgs;
  // The unordered containers' iterators are forward only: no reverse iterators, no bounds, but buckets.
  const unordered = kind.id.includes('unordered');
  const iterator = unordered
    ? instance(kind.isMap ? unorderedMapIterator : unorderedSetIterator, kind.isMap ? [key, mapped] : [key, key])
    : instance(kind.isMap ? mapIterator : setIterator, kind.isMap ? [key, mapped] : [key, key]);
  const value = kind.isMap ? instance(mapValue, [key, mapped]) : key;
  const inserted = kind.multi ? iterator : instance(insertResult, [iterator, boolType]);
  // multimap/multiset's insert returns the iterator alone.
  const fromInsert = (call: string) => (kind.multi ? `${call}.first` : call);
  const m = (name: string, overloads: { params: Type[]; result: Type; widenedTo?: Type }[], print: Intrinsic['host']) => hostMember(self, name, overloads, print);
  // `insert(hint, x)`: where keys are unique the element's place does not depend on the hint, which
  // libstdc++ only uses to search faster; a multi container's equal keys would (not supported).
  const hinted = (x: Type) => [{ params: [iterator, x], result: iterator }];
  const hintIgnored: Intrinsic['checkCall'] = (args) => (kind.multi && args.length === 3
    ? [{ severity: 'error', rule: 'unsupported-library', message: `'${kind.id}::insert(hint, x)' is not supported by ampc (among equal keys the hint decides the place); insert(x) puts it after them`, arg: 0 }]
    : []);
  const members: Intrinsic[] = [
    m('size', [{ params: [], ...sizeResult }], (a) => `${a[0]}.size()`),
    m('empty', [{ params: [], result: boolType }], (a) => `${a[0]}.empty()`),
    m('clear', [{ params: [], result: voidType }], (a) => `${a[0]}.clear()`),
    m('swap', [{ params: [self], result: voidType }], (a) => `${a[0]}.swap(${a[1]})`),
    m('begin', [{ params: [], result: iterator }], (a) => `${a[0]}.begin()`),
    m('end', [{ params: [], result: iterator }], (a) => `${a[0]}.end()`),
    ...(unordered ? [] : reverseMembers(self, instance(kind.isMap ? mapReverseIterator : setReverseIterator, kind.isMap ? [key, mapped] : [key, key]))),
    m('find', [{ params: [key], result: iterator }], (a) => `${a[0]}.find(${a[1]})`),
    m('count', [{ params: [key], ...sizeResult }], (a) => `${a[0]}.count(${a[1]})`),
    m('contains', [{ params: [key], result: boolType }], (a) => `${a[0]}.contains(${a[1]})`),
    ...(unordered ? bucketMembers(self) : [
      m('lower_bound', [{ params: [key], result: iterator }], (a) => `${a[0]}.lowerBound(${a[1]})`),
      m('upper_bound', [{ params: [key], result: iterator }], (a) => `${a[0]}.upperBound(${a[1]})`),
    ]),
    m('erase', [
      { params: [key], ...sizeResult },
      { params: [iterator], result: iterator },
      { params: [iterator, iterator], result: iterator },
    ], (a, cx) => {
      if (a.length === 3) return `${a[0]}.eraseRange(${a[1]}, ${a[2]})`;
      const at = cx.params[1];
      return at.kind === 'libraryClass' && at.decl === iterator.decl ? `${a[0]}.eraseAt(${a[1]})` : `${a[0]}.eraseKey(${a[1]})`;
    }),
    // Elements compare by `==`, which the runtime evaluates for numbers and strings, and pairs and
    // vectors of them (runtime equalValue); not a class's operator==. (The unordered ones compare
    // keys by KeyEqual.)
    ...(!(keyProblem(key) === null && (!kind.isMap || keyProblem(mapped) === null)) ? [] : [
      m('operator==', [{ params: [self], result: boolType }], (a) => `${a[0]}.equals(${a[1]})`),
      m('operator!=', [{ params: [self], result: boolType }], (a) => `!${a[0]}.equals(${a[1]})`),
    ]),
  ];
  if (kind.isMap) {
    // The runtime copies the key and value in: the entry must not alias the caller's objects.
    // `insert({k, v})`, `insert(std::make_pair(k, v))`, `insert(*it)`: a std::pair of exactly K and V
    // (the prelude's struct), or the map's own element type; other pairs are not supported.
    const fromPair: Intrinsic['deduce'] = (args) => (args.length === 2 && isStdPairOf(args[1].type, key, mapped) ? { params: [self, args[1].type], result: inserted } : null);
    members.push(
      { ...m('insert', [{ params: [value], result: inserted }, ...hinted(value)], (a) => (a.length === 3 ? `${a[0]}.insert(${a[2]}.first, ${a[2]}.second).first` : fromInsert(`${a[0]}.insert(${a[1]}.first, ${a[1]}.second)`))), deduce: fromPair, checkCall: hintIgnored },
      { ...m('emplace', [{ params: [key, mapped], result: inserted }, { params: [value], result: inserted }],
        (a) => fromInsert(a.length === 3 ? `${a[0]}.insert(${a[1]}, ${a[2]})` : `${a[0]}.insert(${a[1]}.first, ${a[1]}.second)`)), deduce: fromPair },
    );
    if (!kind.multi) {
      members.push(
        { ...m('operator[]', [{ params: [key], result: mapped }], (a) => `${a[0]}.entryFor(${a[1]}).second`), returnsReference: 'lvalue' },
        { ...m('at', [{ params: [key], result: mapped }], (a) => `${a[0]}.entryAt(${a[1]}).second`), returnsReference: 'lvalue' },
        m('insert_or_assign', [{ params: [key, mapped], result: inserted }], (a) => `${a[0]}.insertOrAssign(${a[1]}, ${a[2]})`),
        m('try_emplace', [{ params: [key, mapped], result: inserted }], (a) => `${a[0]}.insert(${a[1]}, ${a[2]})`),
      );
    }
  } else {
    members.push(
      // (`s.insert({5, 3})`, insert(initializer_list<Key>), is `insertsList`'s.)
      { ...m('insert', [{ params: [key], result: inserted }, ...hinted(key)], (a) => (a.length === 3 ? `${a[0]}.insert(${a[2]}, undefined).first` : fromInsert(`${a[0]}.insert(${a[1]}, undefined)`))), checkCall: hintIgnored },
      m('emplace', [{ params: [key], result: inserted }], (a) => fromInsert(`${a[0]}.insert(${a[1]}, undefined)`)),
    );
  }
  return members;
}

const map = tree({ id: 'std::map', header: 'map', isMap: true, multi: false, what: 'map' });
const multimap = tree({ id: 'std::multimap', header: 'map', isMap: true, multi: true, what: 'multimap' });
const set = tree({ id: 'std::set', header: 'set', isMap: false, multi: false, what: 'set' });
const multiset = tree({ id: 'std::multiset', header: 'set', isMap: false, multi: true, what: 'multiset' });

// ------------------------------------------------------------------ unordered_map, unordered_set

/**
 * `unordered_map<Key, T, Hash = std::hash<Key>, KeyEqual = std::equal_to<Key>>` and
 * `unordered_set<Key, Hash, KeyEqual>` over the runtime's `HashTable`, libstdc++'s layout, so
 * they iterate in g++'s order. `Hash` is `std::hash<Key>` (std-hash.ts; a program's own
 * specialisation of it is a class of the program: src/sema/std-specializations.ts) or a class of the
 * program with one operator() taking a key (value-initialised: the emitter's `functionObject`);
 * `KeyEqual` is `std::equal_to<Key>` or such a class taking two keys. Keys of class type (and
 * pairs, tuples, vectors) need a `Hash`, and their `==` is the program's operator, which sema
 * passes to the constructor (src/sema/function-object-comparators.ts).
 */
function hashed(kind: TreeKind): LibraryClass {
  const name = kind.id.slice('std::'.length);
  const keyAndValue = kind.isMap ? [{ ...anyKey, accepts: elementProblem }, { ...anyElement, name: 'T' }] : [{ ...anyKey, accepts: elementProblem }];
  const at = keyAndValue.length;
  const decl: LibraryClass = {
    id: kind.id, names: [name], namespaces: std, header: kind.header, restriction: hostOnly,
    typeParams: [...keyAndValue, hashParam, keyEqualParam],
    typeProblem: (self) => {
      const key = self.typeArgs[0]!;
      return self.typeArgs[at] === undefined && !stdHashFunction(key) ? `the C++ library declares no std::hash<${typeToString(key)}>: give the container a Hash, or specialise std::hash for the key` : null;
    },
    // `m()`, `m(n)` (at least n buckets), the copy; sema adds the key's `==` where KeyEqual calls it (`equalityByOperator`).
    constructors: (self) => [{ params: [], result: voidType }, { params: [sizeType], result: voidType }, { params: [self], result: voidType }],
    listElement: (self) => (kind.isMap ? instance(mapValue, self.typeArgs.slice(0, 2)) : self.typeArgs[0]),
    members: (self) => treeMembers(self, kind),
    unsupportedMembers: elementComparisons,
    ...(kind.isMap ? {} : { insertsList: (self: LibraryClassType) => self.typeArgs[0]! }),
    hostType: (cx) => `${cx.use('HashTable')}<${cx.typeArgs.slice(0, at).map((t) => cx.tsType(t)).join(', ')}${kind.isMap ? '' : ', undefined'}>`,
    hostConstruct: (args, cx) => {
      const self = cx.result as LibraryClassType;
      if (args.length === 1 && !cx.fromList && cx.params[0]?.kind === 'libraryClass' && cx.params[0].decl === decl) return `${args[0]}.clone()`;
      const key = cx.typeArgs[0];
      const value = kind.isMap ? `() => ${cx.defaultValue(cx.typeArgs[1])}` : '() => undefined';
      const hash = hashFunction(self, cx as LibraryClassHostContext);
      // The key's `==` sema passed (a lambda), else KeyEqual's: the runtime's `===` for std::equal_to over numbers and strings.
      const given = args.length > 0 && cx.params[args.length - 1]?.kind === 'lambda' ? args[args.length - 1] : null;
      if (given !== null) args = args.slice(0, -1);
      const keyEqual = self.typeArgs[at + 1];
      const equal = given ?? (keyEqual?.kind === 'struct' ? (cx as LibraryClassHostContext).functionObject(keyEqual, [key, key], boolType) : 'undefined');
      const what = JSON.stringify(kind.what);
      if (fromRange(cx)) return `${cx.use('HashTable')}.of(${value}, ${what}, ${hash}, ${equal}, ${rangeEntries(args[0], kind.isMap, cx)})`;
      if (cx.fromList) {
        const elements = kind.isMap ? args : args.map((a) => `new ${cx.use('Pair')}(${a}, undefined)`);
        return `${cx.use('HashTable')}.of(${value}, ${what}, ${hash}, ${equal}, [${elements.join(', ')}])`;
      }
      const hint = args.length > 0 && cx.params[0]?.kind === 'int' ? `, ${args[0]}` : '';
      return `new ${cx.use('HashTable')}(${value}, ${what}, ${hash}, ${equal}${hint})`;
    },
  };
  return decl;
}

/** The JS function of a container's `Hash`: std::hash's, or the program's class's over its own value-initialised object. */
function hashFunction(self: LibraryClassType, cx: LibraryClassHostContext): string {
  const key = self.typeArgs[0]!;
  const hash = self.typeArgs[self.decl.typeParams.findIndex((p) => p.name === 'Hash')];
  if (hash?.kind === 'struct') return cx.functionObject(hash, [key], sizeTType);
  return cx.use(stdHashFunction(key)!);
}

/**
 * `Hash`: std::hash<Key> (the default, left out of the type) or a class of the program whose one
 * operator() takes a key and returns an integer.
 */
const hashParam: LibraryTypeParam = {
  name: 'Hash', allowed: [], default: null,
  accepts: (t, earlier) => {
    const key = earlier[0]!;
    if (t.kind === 'libraryClass' && t.decl === hashClass) return sameType(t.typeArgs[0]!, key) ? null : 'a std::hash of another type than the key';
    if (t.kind !== 'struct') return "a hash other than std::hash<Key> or a class's function object (ampc's unordered containers take no hash object in their constructors)";
    return callProblem(t, [key], isIntegral);
  },
  defaultFor: (earlier) => instance(hashClass, [earlier[0]!]),
};

/** `KeyEqual`: std::equal_to<Key> (the default) or a class of the program whose one operator() takes two keys. */
const keyEqualParam: LibraryTypeParam = {
  name: 'KeyEqual', allowed: [], default: null,
  accepts: (t, earlier) => {
    const key = earlier[0]!;
    if (t.kind === 'libraryClass' && t.decl === equalToClass) return sameType(t.typeArgs[0]!, key) ? null : 'a std::equal_to of another type than the key';
    if (t.kind !== 'struct') return "an equality other than std::equal_to<Key> or a class's function object";
    return callProblem(t, [key, key], isArithmetic);
  },
  defaultFor: (earlier) => instance(equalToClass, [earlier[0]!]),
};

/** `bucket_count()`, `bucket(k)`, `load_factor()`, `rehash(n)`, `reserve(n)`: libstdc++'s numbers (runtime/hashtable.ts). */
function bucketMembers(self: LibraryClassType): Intrinsic[] {
  const key = self.typeArgs[0]!;
  return [
    hostMember(self, 'bucket_count', [{ params: [], ...sizeResult }], (a) => `${a[0]}.bucketCount()`),
    hostMember(self, 'bucket', [{ params: [key], ...sizeResult }], (a) => `${a[0]}.bucket(${a[1]})`),
    hostMember(self, 'load_factor', [{ params: [], result: floatType }], (a) => `${a[0]}.loadFactor()`),
    hostMember(self, 'rehash', [{ params: [sizeType], result: voidType }], (a) => `${a[0]}.rehash(${a[1]})`),
    hostMember(self, 'reserve', [{ params: [sizeType], result: voidType }], (a) => `${a[0]}.reserve(${a[1]})`),
  ];
}

/** `std::equal_to` (functional.ts), the unordered containers' default `KeyEqual`. */
const equalToClass = functionalClasses.find((c) => c.id === 'std::equal_to')!;

const unorderedMap = hashed({ id: 'std::unordered_map', header: 'unordered_map', isMap: true, multi: false, what: 'unordered_map' });
const unorderedSet = hashed({ id: 'std::unordered_set', header: 'unordered_set', isMap: false, multi: false, what: 'unordered_set' });

// ------------------------------------------------------------------ list

const list: LibraryClass = {
  id: 'std::list', names: ['list'], namespaces: std, header: 'list', restriction: hostOnly, assignsInPlace: true,
  typeParams: [anyElement],
  constructors: (self) => [
    { params: [], result: voidType }, { params: [self], result: voidType },
    { params: [sizeType], result: voidType }, { params: [sizeType, self.typeArgs[0]], result: voidType },
  ],
  listElement: (self) => self.typeArgs[0],
  members: (self) => {
    const t = self.typeArgs[0];
    const iterator = instance(listIterator, [t, t]);
    const m = (name: string, overloads: { params: Type[]; result: Type; widenedTo?: Type }[], print: Intrinsic['host']) => hostMember(self, name, overloads, print);
    const ordered = keyProblem(t) === null;
    return [
      m('size', [{ params: [], ...sizeResult }], (a) => `${a[0]}.size()`),
      m('empty', [{ params: [], result: boolType }], (a) => `${a[0]}.empty()`),
      m('clear', [{ params: [], result: voidType }], (a) => `${a[0]}.clear()`),
      m('swap', [{ params: [self], result: voidType }], (a) => `${a[0]}.swap(${a[1]})`),
      m('begin', [{ params: [], result: iterator }], (a) => `${a[0]}.begin()`),
      m('end', [{ params: [], result: iterator }], (a) => `${a[0]}.end()`),
      ...reverseMembers(self, instance(listReverseIterator, [t, t])),
      m('push_back', [{ params: [t], result: voidType }], (a) => `${a[0]}.pushBack(${a[1]})`),
      m('push_front', [{ params: [t], result: voidType }], (a) => `${a[0]}.pushFront(${a[1]})`),
      m('emplace_back', [{ params: [t], result: voidType }], (a) => `${a[0]}.pushBack(${a[1]})`),
      m('emplace_front', [{ params: [t], result: voidType }], (a) => `${a[0]}.pushFront(${a[1]})`),
      m('pop_back', [{ params: [], result: voidType }], (a) => `${a[0]}.popBack()`),
      m('pop_front', [{ params: [], result: voidType }], (a) => `${a[0]}.popFront()`),
      { ...m('front', [{ params: [], result: t }], (a) => `${a[0]}.frontNode().value`), returnsReference: 'lvalue' },
      { ...m('back', [{ params: [], result: t }], (a) => `${a[0]}.backNode().value`), returnsReference: 'lvalue' },
      m('insert', [{ params: [iterator, t], result: iterator }], (a) => `${a[0]}.insert(${a[1]}, ${a[2]})`),
      m('erase', [{ params: [iterator], result: iterator }], (a) => `${a[0]}.erase(${a[1]})`),
      m('reverse', [{ params: [], result: voidType }], (a) => `${a[0]}.reverse()`),
      // `remove_if(pred)`, `sort(comp)`, `unique(pred)`: the program's function, over any elements.
      { ...m('remove_if', [], (a, cx) => `${a[0]}.removeIf(${adapt(a[1], callableOf(cx.params[1])!, [t], boolType, cx)})`), deduce: calling(self, [t], sizeResult) },
      // (`sort()` and `unique()` of class objects would call their operator< and operator==: refused, `byOperator`.)
      { ...m('sort', [{ params: [], result: voidType }], (a, cx) => `${a[0]}.sort(${a.length === 1 ? '' : adapt(a[1], callableOf(cx.params[1])!, [t, t], boolType, cx)})`), deduce: calling(self, [t, t], voidType), checkCall: byOperator(ordered, 'sort', 'comp') },
      { ...m('unique', [{ params: [], ...sizeResult }], (a, cx) => `${a[0]}.unique(${a.length === 1 ? '' : adapt(a[1], callableOf(cx.params[1])!, [t, t], boolType, cx)})`), deduce: calling(self, [t, t], sizeResult), checkCall: byOperator(ordered, 'unique', 'pred') },
      // The orderings and equalities the runtime evaluates as C++ does: numbers and strings (and pairs, vectors of them).
      ...(ordered ? [
        m('remove', [{ params: [t], ...sizeResult }], (a) => `${a[0]}.remove(${a[1]})`),
        m('operator==', [{ params: [self], result: boolType }], (a) => `${a[0]}.equals(${a[1]})`),
        m('operator!=', [{ params: [self], result: boolType }], (a) => `!${a[0]}.equals(${a[1]})`),
      ] : []),
    ];
  },
  // Over class objects (a program's operator< or operator==): `ordered` above.
  unsupportedMembers: ['remove', 'merge', 'splice', 'emplace', 'resize', 'assign', ...elementComparisons],
  hostType: (cx) => `${cx.use('List')}<${cx.tsType(cx.typeArgs[0])}>`,
  hostConstruct: (args, cx) => {
    const make = `() => ${cx.defaultValue(cx.typeArgs[0])}`;
    if (cx.fromList) return `${cx.use('List')}.of(${make}, [${args.join(', ')}])`;
    // The range's elements, copied already (src/sema/library-class.ts `constructFromRange`).
    if (fromRange(cx)) return `${cx.use('List')}.of(${make}, Array.from(${args[0]}))`;
    if (args.length === 0) return `new ${cx.use('List')}(${make})`;
    if (args.length === 1 && cx.params[0].kind === 'libraryClass') return `${args[0]}.clone()`;
    return `${cx.use('List')}.filled(${make}, ${args.join(', ')})`;
  },
};

/**
 * A member taking one function of the program (`l.remove_if(pred)`, `l.sort(comp)`): the
 * signature for an argument that can be called with `args` for a bool, else null.
 */
function calling(self: LibraryClassType, args: readonly Type[], result: Type | typeof sizeResult): Intrinsic['deduce'] {
  const returned = 'kind' in result ? { result } : result;
  return (given) => (given.length === 2 && accepts(callableOf(given[1].type), args, boolType) ? { params: [self, given[1].type], ...returned } : null);
}

/** A list's `sort()` or `unique()` without a function, where the elements are class objects: refused. */
function byOperator(ordered: boolean, member: string, fn: string): Intrinsic['checkCall'] {
  const message = `std::list::${member}() of class objects (by their operators) is not supported by ampc: give it a function, l.${member}(${fn})`;
  return (args) => (!ordered && args.length === 1 ? [{ severity: 'error', rule: 'unsupported-library', message, arg: 0 }] : []);
}

const associativeDecls: ReadonlySet<LibraryClass> = new Set([mapValue, insertResult, mapIterator, setIterator, listIterator, unorderedMapIterator, unorderedSetIterator, mapReverseIterator, setReverseIterator, listReverseIterator, map, multimap, set, multiset, unorderedMap, unorderedSet, list]);

export const associativeClasses: readonly LibraryClass[] = [mapValue, insertResult, mapIterator, setIterator, listIterator, unorderedMapIterator, unorderedSetIterator, mapReverseIterator, setReverseIterator, listReverseIterator, map, multimap, set, multiset, unorderedMap, unorderedSet, list];
export const associativeIntrinsics: readonly Intrinsic[] = [];
