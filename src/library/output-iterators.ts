/**
 * `<iterator>`'s output iterators: `std::back_inserter(c)`, `std::front_inserter(c)`,
 * `std::inserter(c, it)` and `std::ostream_iterator<T>(os[, delim])`, with their class types
 * (`std::back_insert_iterator<C>`, ...). Each is a runtime object with a `put(x)`
 * (runtime/output-iterator.ts), which the algorithms write through where an output iterator is
 * an argument (src/sema/iterator-range.ts passes it on as the container of a position 0).
 *
 * As in libstdc++, `*it`, `++it` and `it++` are the iterator itself and `*it = x` writes, so
 * `*it++ = x` and `*it = x; ++it;` each write once.
 *
 * Supported: back_inserter of std::vector, std::deque and std::list; front_inserter of deque and
 * list; inserter of std::list and std::set (whose insert with a hint inserts as without one).
 * The others (a std::string, a std::vector or multiset position, a map, whose elements are
 * `pair<const K, V>`) are reported as not supported by ampc.
 */
import { copyRunsUserCode } from '../sema/copies.js';
import { isArithmetic, sameType, stringType, typeToString, voidType, type Type } from '../sema/types.js';
import { hostMember, type LibraryClass, type LibraryClassType } from './classes.js';
import type { CallArgument, HostIntrinsicContext, Intrinsic, IntrinsicDiagnostic } from './intrinsics.js';
import { ostringstreamClass } from './sstream.js';
import { writerFor } from './stream-writers.js';

type Kind = 'back' | 'front' | 'insert';

const std = ['std'] as const;
const hostOnly = { cpu: true, amp: false } as const;

const containerId = (t: Type | undefined): string | null => (t?.kind === 'vector' ? 'std::vector' : t?.kind === 'string' ? 'std::string' : t?.kind === 'libraryClass' ? t.decl.id : null);

/** The containers each inserter is implemented for (by class id). */
const containers: Record<Kind, readonly string[]> = {
  back: ['std::vector', 'std::deque', 'std::list'],
  front: ['std::deque', 'std::list'],
  insert: ['std::list', 'std::set'],
};

/** The element type of a container ampc implements the inserter of `kind` for. */
function elementOf(kind: Kind, c: Type | undefined): Type | null {
  const id = containerId(c);
  if (!c || !id || !containers[kind].includes(id)) return null;
  return c.kind === 'vector' ? c.element : c.kind === 'libraryClass' ? c.typeArgs[0] ?? null : null;
}

/** Why an inserter of `kind` into `c` is not supported (a reason, for "... is not supported by ampc (reason)"), or null. */
function containerProblem(kind: Kind, c: Type): string | null {
  const element = elementOf(kind, c);
  if (!element) return `it supports ${containers[kind].join(', ')}`;
  // libstdc++'s std::vector copies its elements again as it grows, which ampc does not model.
  if (copyRunsUserCode(element)) return `the elements' copy constructor is user-written`;
  return null;
}

/** The runtime inserter of `kind` into the container `a[0]` (of type `cx.params[0]`), at the position `a[1]` for `insert`. */
function construct(kind: Kind, a: string[], cx: HostIntrinsicContext): string {
  if (kind === 'back') return `new ${cx.use('BackInsertIterator')}(${a[0]})`;
  if (kind === 'front') return `new ${cx.use('FrontInsertIterator')}(${a[0]})`;
  // A list's inserter keeps its own copy of the position; a set's hint is evaluated and changes nothing.
  return containerId(cx.params[0]) === 'std::list' ? `new ${cx.use('ListInsertIterator')}(${a[0]}, ${a[1]}.clone())` : `new ${cx.use('SetInsertIterator')}(${a[0]}, ${a[1]})`;
}

/** Whether `t` is one of the output iterator classes. */
function isOutputIterator(t: Type | undefined): boolean {
  return t !== undefined && outputIteratorValue(t) !== null;
}

/** `C::iterator` for a list or a set `c`: the type of `c.begin()`. */
function iteratorOf(c: Type): Type {
  if (c.kind !== 'libraryClass') return c;
  const begin = c.decl.members(c).find((m) => m.name === 'begin');
  return begin?.signatures[0]?.result ?? c;
}

/** `std::back_insert_iterator<C>`, `std::front_insert_iterator<C>` or `std::insert_iterator<C>`. */
function inserterClass(kind: Kind): LibraryClass {
  const name = kind === 'insert' ? 'insert_iterator' : `${kind}_insert_iterator`;
  const runtime = (c: Type) => (kind === 'back' ? 'BackInsertIterator' : kind === 'front' ? 'FrontInsertIterator' : containerId(c) === 'std::list' ? 'ListInsertIterator' : 'SetInsertIterator');
  return {
    id: `std::${name}`, names: [name], namespaces: std, header: 'iterator', restriction: hostOnly,
    typeParams: [{ name: 'Container', allowed: [], accepts: (t) => containerProblem(kind, t), default: null }],
    // `explicit back_insert_iterator(Container&)` (insert_iterator's with its position), and copies.
    constructors: (self) => [
      { params: [self], result: voidType },
      kind === 'insert' ? { params: [self.typeArgs[0], iteratorOf(self.typeArgs[0])], result: voidType } : { params: [self.typeArgs[0]], result: voidType },
    ],
    members: (self) => outputIteratorMembers(self, elementOf(kind, self.typeArgs[0])!),
    hostType: (cx) => `${cx.use(runtime(cx.typeArgs[0]))}<${cx.tsType(elementOf(kind, cx.typeArgs[0])!)}>`,
    hostConstruct: (a, cx) => (isOutputIterator(cx.params[0]) ? `${a[0]}.clone()` : construct(kind, a, cx)),
  };
}

/** `*it`, `++it`, `it++` (the iterator itself) and `*it = x` (its `put`), as libstdc++ declares them. */
function outputIteratorMembers(self: LibraryClassType, value: Type): Intrinsic[] {
  const itself = (name: string, host: Intrinsic['host']) => ({ ...hostMember(self, name, [{ params: [], result: self }], host), returnsReference: 'lvalue' as const });
  const increment: Intrinsic['host'] = (a) => `${a[0]}.increment()`;
  return [
    itself('operator*', (a) => a[0]), itself('operator++', increment), itself('operator++(int)', increment),
    { ...hostMember(self, 'operator=', [{ params: [value], result: self }], (a) => `${a[0]}.put(${a[1]})`), returnsReference: 'lvalue' },
  ];
}

export const backInsertIteratorClass = inserterClass('back');
export const frontInsertIteratorClass = inserterClass('front');
export const insertIteratorClass = inserterClass('insert');

/** The types `std::ostream_iterator<T>` is implemented for: those `os << x` prints. */
function printableProblem(t: Type): string | null {
  if (isArithmetic(t) || t.kind === 'string') return null;
  return 'it supports arithmetic types and std::string';
}

/** `std::cout`/`std::cerr` (or a `std::ostream&`) and a `std::ostringstream`: the streams an ostream_iterator writes to. */
const ostreamTypes: readonly Type[] = [{ kind: 'ostream' }, { kind: 'libraryClass', decl: ostringstreamClass, typeArgs: [] }];

export const ostreamIteratorClass: LibraryClass = {
  id: 'std::ostream_iterator', names: ['ostream_iterator'], namespaces: std, header: 'iterator', restriction: hostOnly,
  typeParams: [{ name: 'T', allowed: [], accepts: printableProblem, default: null }],
  constructors: (self) => [
    { params: [self], result: voidType },
    ...ostreamTypes.flatMap((os) => [{ params: [os], result: voidType }, { params: [os, stringType], result: voidType }]),
  ],
  members: (self) => outputIteratorMembers(self, self.typeArgs[0]),
  hostType: (cx) => `${cx.use('OstreamIterator')}<${cx.tsType(cx.typeArgs[0])}>`,
  hostConstruct: (a, cx) => {
    if (isOutputIterator(cx.params[0])) return `${a[0]}.clone()`;
    return `new ${cx.use('OstreamIterator')}(${a[0]}, ${a[1] ?? 'null'}, ${JSON.stringify(writerFor(cx.typeArgs[0]))})`;
  },
};

/** What `*it = x` takes, where `t` is an output iterator type; null for any other type. */
export function outputIteratorValue(t: Type): Type | null {
  if (t.kind !== 'libraryClass') return null;
  if (t.decl === ostreamIteratorClass) return t.typeArgs[0] ?? null;
  const kind = t.decl === backInsertIteratorClass ? 'back' : t.decl === frontInsertIteratorClass ? 'front' : t.decl === insertIteratorClass ? 'insert' : null;
  return kind && elementOf(kind, t.typeArgs[0]);
}

const instance = (decl: LibraryClass, c: Type): Type => ({ kind: 'libraryClass', decl, typeArgs: [c] });

/** Reports a container (argument 0) the inserter is not implemented for. */
function checkContainer(kind: Kind) {
  return (args: readonly CallArgument[]): IntrinsicDiagnostic[] => {
    const problem = args[0] ? containerProblem(kind, args[0].type) : null;
    const name = kind === 'insert' ? 'std::inserter' : `std::${kind}_inserter`;
    return problem ? [{ severity: 'error', rule: 'unsupported-library', message: `'${name}' into a '${typeToString(args[0].type)}' is not supported by ampc (${problem})`, arg: 0 }] : [];
  };
}

/** `std::back_inserter(c)` and `std::front_inserter(c)`: the container by reference. */
function inserterOf(kind: 'back' | 'front'): Intrinsic {
  const decl = kind === 'back' ? backInsertIteratorClass : frontInsertIteratorClass;
  return {
    id: `std::${kind}_inserter`, name: `${kind}_inserter`, namespaces: std, header: 'iterator', restriction: hostOnly,
    signatures: [],
    deduce: (args) => {
      const c = args[0]?.type;
      if (args.length !== 1 || !c) return null;
      return { params: [c], result: instance(decl, c) };
    },
    checkCall: checkContainer(kind),
    takesContainers: true,
    wgsl: null,
    host: (a, cx) => construct(kind, a, cx),
  };
}

/** Whether `it` is the (forward) iterator type of the container `c`: `std::list<T>::iterator` for a `std::list<T>`. */
function isIteratorOf(it: Type, c: Type): boolean {
  return it.kind === 'libraryClass' && c.kind === 'libraryClass' && it.decl.id === `${c.decl.id}::iterator` && sameType(it.typeArgs[0], c.typeArgs[0]);
}

/**
 * `std::inserter(c, pos)`: into a list, each element inserted before `pos` (the iterator keeps
 * its own copy of it); into a set, as `s.insert(x)` (the hint, evaluated, changes nothing).
 */
const inserter: Intrinsic = {
  id: 'std::inserter', name: 'inserter', namespaces: std, header: 'iterator', restriction: hostOnly,
  signatures: [],
  deduce: (args) => {
    const [c, it] = args.map((a) => a.type);
    if (args.length !== 2) return null;
    return { params: [c, it], result: instance(insertIteratorClass, c) };
  },
  checkCall: (args) => {
    const problem = checkContainer('insert')(args);
    if (problem.length > 0) return problem;
    const ok = isIteratorOf(args[1].type, args[0].type);
    return ok ? [] : [{ severity: 'error', rule: 'unsupported-library', message: `the position of 'std::inserter' must be an iterator of its container ('${typeToString(args[0].type)}::iterator'); a '${typeToString(args[1].type)}' is not supported by ampc`, arg: 1 }];
  },
  takesContainers: true,
  wgsl: null,
  host: (a, cx) => construct('insert', a, cx),
};

export const outputIteratorClasses: readonly LibraryClass[] = [backInsertIteratorClass, frontInsertIteratorClass, insertIteratorClass, ostreamIteratorClass];
export const outputIteratorIntrinsics: readonly Intrinsic[] = [inserterOf('back'), inserterOf('front'), inserter];
