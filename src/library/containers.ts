/**
 * `<stack>`, `<queue>` (queue, priority_queue) and `<deque>`: the containers whose whole
 * interface is member functions, declared as library classes (classes.ts) over the runtime's
 * `Stack`, `Queue`, `PriorityQueue` and `Deque` (runtime/containers.ts).
 *
 * stack, queue and deque hold scalars and std::string, returned by value by `top()`/`front()`
 * (what C++'s reference reads for these), and class objects, pairs and vectors (`objectElement`):
 * `push` copies one in, `emplace` constructs it in place, and `top()`/`front()`/`back()`/`at()`
 * are references to the container's own (`q.front().push_back(1)` changes it). priority_queue
 * holds those too, `top()` a const reference to one, and takes a comparator (below) over a std::vector.
 */
import { boolType, doubleType, floatType, intType, isArithmetic, sameType, stringType, uintType, ulongType, voidType, type Type } from '../sema/types.js';
import { comparesByOperator, greaterClass, lessClass } from './algorithm.js';
import { comparatorFunction, comparatorNeedsArgument, comparatorProblem, elementProblem, givenComparator } from './associative.js';
import { hostMember, type LibraryClass, type LibraryClassType } from './classes.js';
import { assignRunsUserCode, copyRunsUserCode, userMoveConstructor } from '../sema/copies.js';
import { needsDestruction } from '../sema/destructors.js';
import type { HostIntrinsicContext, Intrinsic } from './intrinsics.js';

const std = ['std'] as const;
const hostOnly = { cpu: true, amp: false } as const;
const sizeType = uintType;

const elementTypes: readonly Type[] = [
  intType, uintType, floatType, doubleType, boolType, stringType,
  { kind: 'int', signed: true, bits: 64 }, { kind: 'int', signed: false, bits: 64 },
];

/** The TypeScript type of an element on the host. */
function tsElement(t: Type): string {
  if (t.kind === 'string') return 'string';
  if (t.kind === 'bool') return 'boolean';
  return t.kind === 'int' && t.bits === 64 ? 'bigint' : 'number';
}

/** A value-initialized element on the host. */
function valueInitialized(t: Type): string {
  if (t.kind === 'string') return "''";
  if (t.kind === 'bool') return 'false';
  return t.kind === 'int' && t.bits === 64 ? '0n' : '0';
}

type MemberSpec = readonly [name: string, params: (t: Type) => readonly Type[], result: (t: Type) => Type, print: (a: string[]) => string];

const none = () => [];
const one = (t: Type) => [t];
const toVoid = () => voidType;
const toElement = (t: Type) => t;

/** An element that is an object on the host (a class object, pair or vector), which the container holds a copy of. */
function objectElement(t: Type): boolean {
  return !elementTypes.some((e) => sameType(e, t));
}

/**
 * Why stack, queue or deque cannot hold `t`: besides the scalars and strings, what the ordered
 * containers hold (`elementProblem`), without user code in its copies, moves or destruction,
 * which libstdc++ runs where the container copies, moves or destroys an element and ampc does not.
 */
function adaptorElementProblem(t: Type): string | null {
  if (!objectElement(t)) return null;
  const problem = elementProblem(t);
  if (problem) return problem;
  const user = copyRunsUserCode(t) || assignRunsUserCode(t) || (t.kind === 'struct' && userMoveConstructor(t.info) !== null) || needsDestruction(t);
  return user ? 'a class with a user copy, move, assignment or destructor, whose calls ampc does not make where the container copies or destroys its elements' : null;
}

/** The members that put an element in: `push(x)` copies an object element in; `emplace(args...)` constructs it there (Intrinsic.emplaces). */
const insertingMembers: ReadonlySet<string> = new Set(['push', 'push_back', 'push_front']);
const emplacingMembers: ReadonlySet<string> = new Set(['emplace', 'emplace_back', 'emplace_front']);
/** The members that return an element: for an object element, a reference to the container's own. */
const elementMembers: ReadonlySet<string> = new Set(['top', 'front', 'back', 'at']);

/** `fromList`: the class has an initializer_list constructor (`std::deque<int> d = {1, 2}`), whose runtime class takes the items. */
function adaptor(id: string, header: string, runtime: string, specs: readonly MemberSpec[], fromList = false, copiesIn = false): LibraryClass {
  const name = id.slice('std::'.length);
  return {
    ...(fromList ? { listElement: (self: LibraryClassType) => self.typeArgs[0]! } : {}),
    id, names: [name], namespaces: std, header, restriction: hostOnly, assignsInPlace: true,
    typeParams: [{ name: 'T', allowed: [], accepts: adaptorElementProblem, default: null }],
    // The default constructor and the copy constructor.
    constructors: (self) => [{ params: [], result: voidType }, { params: [self], result: voidType }],
    members: (self: LibraryClassType): Intrinsic[] => {
      const t = self.typeArgs[0]!;
      const object = objectElement(t);
      const member = ([name, params, result, print]: MemberSpec): Intrinsic => {
        if (!object) return hostMember(self, name, [{ params: params(t), result: result(t) }], print);
        if (insertingMembers.has(name) && !copiesIn) return hostMember(self, name, [{ params: params(t), result: result(t) }], (a, cx) => print([a[0]!, `${cx.use('copyValue')}(${a[1]})`]));
        if (emplacingMembers.has(name)) return { ...hostMember(self, name, [{ params: params(t), result: result(t) }], print), emplaces: t };
        if (elementMembers.has(name)) return { ...hostMember(self, name, [{ params: params(t), result: result(t) }], print), returnsReference: 'lvalue' };
        return hostMember(self, name, [{ params: params(t), result: result(t) }], print);
      };
      return [
        ...specs.map(member),
        // size_t (`unsigned long`) in C++: the runtime's number widened by sema (src/sema/ptrdiff.ts).
        hostMember(self, 'size', [{ params: [], result: sizeType, widenedTo: ulongType }], (a) => `${a[0]}.size()`),
        hostMember(self, 'empty', [{ params: [], result: boolType }], (a) => `${a[0]}.empty()`),
        hostMember(self, 'swap', [{ params: [self], result: voidType }], (a) => `${a[0]}.swap(${a[1]})`),
      ];
    },
    hostType: (cx) => `${cx.use(runtime)}<${objectElement(cx.typeArgs[0]!) ? cx.tsType(cx.typeArgs[0]!) : tsElement(cx.typeArgs[0]!)}>`,
    // No type argument on `new`: the printed JavaScript has none, and TypeScript infers it from the variable's type.
    hostConstruct: (args, cx) => (cx.fromList ? `new ${cx.use(runtime)}([${args.join(', ')}])` : args.length === 1 ? `${args[0]}.clone()` : `new ${cx.use(runtime)}()`),
  };
}

const stack = adaptor('std::stack', 'stack', 'Stack', [
  ['push', one, toVoid, (a) => `${a[0]}.push(${a[1]})`],
  ['emplace', one, toVoid, (a) => `${a[0]}.push(${a[1]})`],
  ['pop', none, toVoid, (a) => `${a[0]}.pop()`],
  ['top', none, toElement, (a) => `${a[0]}.top()`],
]);

const queue = adaptor('std::queue', 'queue', 'Queue', [
  ['push', one, toVoid, (a) => `${a[0]}.push(${a[1]})`],
  ['emplace', one, toVoid, (a) => `${a[0]}.push(${a[1]})`],
  ['pop', none, toVoid, (a) => `${a[0]}.pop()`],
  ['front', none, toElement, (a) => `${a[0]}.front()`],
  ['back', none, toElement, (a) => `${a[0]}.back()`],
]);

// (Its runtime's push copies the element in.)
const priorityQueueAdaptor = adaptor('std::priority_queue', 'queue', 'PriorityQueue', [
  ['push', one, toVoid, (a) => `${a[0]}.push(${a[1]})`],
  ['pop', none, toVoid, (a) => `${a[0]}.pop()`],
], false, true);

/**
 * `priority_queue<T, Container = vector<T>, Compare = less<T>>`: the container is a std::vector
 * (a deque would hold the same heap), and the comparator is one the ordered containers take
 * (associative.ts): `std::greater<T>` for a min-heap, a function object of the program's class,
 * or a lambda or function passed to the constructor (`std::priority_queue<int, std::vector<int>,
 * decltype(cmp)> q(cmp)`). Elements are what the ordered containers hold (class objects, pairs,
 * tuples, vectors too: `elementProblem`), copied in by `push`; `top()` is a const reference to the
 * heap's first. Over class objects and vectors `std::less<T>`/`std::greater<T>` call the program's
 * `<`/`>`: sema passes that comparison as the constructor's argument (function-object-comparators.ts).
 */
const priorityQueue: LibraryClass = {
  ...priorityQueueAdaptor,
  typeParams: [
    { name: 'T', allowed: [], accepts: (t) => elementProblem(t) ?? heapElementProblem(t), default: null },
    {
      name: 'Container', allowed: [], default: null,
      accepts: (t, earlier) => (sameType(t, { kind: 'vector', element: earlier[0]! }) ? null : 'a container other than std::vector<T>'),
      defaultFor: (earlier) => ({ kind: 'vector', element: earlier[0]! }),
    },
    {
      name: 'Compare', allowed: [], default: null,
      accepts: (t, earlier) => (operatorComparison(t, earlier[0]!) ? null : comparatorProblem(t, earlier[0]!)),
      defaultFor: (earlier) => ({ kind: 'libraryClass', decl: lessClass, typeArgs: [earlier[0]!] }),
    },
  ],
  members: (self) => {
    const t = self.typeArgs[0]!;
    return [
      ...priorityQueueAdaptor.members(self),
      // The element sema constructed (Intrinsic.emplaces) is the queue's own: it is not copied again.
      { ...hostMember(self, 'emplace', [{ params: [t], result: voidType }], (a) => `${a[0]}.emplace(${a[1]})`), emplaces: t },
      // A const reference to a class object or vector (a copy where the program copies it); a scalar's or string's value.
      { ...hostMember(self, 'top', [{ params: [], result: t }], (a) => `${a[0]}.top()`), ...(t.kind === 'struct' || t.kind === 'vector' ? { returnsReference: 'const' as const } : {}) },
    ];
  },
  constructors: (self) => {
    const compare = self.typeArgs[2];
    const copy = { params: [self], result: voidType };
    if (!compare) return [{ params: [], result: voidType }, copy];
    const given = { params: [compare], result: voidType };
    return comparatorNeedsArgument(compare) ? [given, copy] : [{ params: [], result: voidType }, given, copy];
  },
  hostType: (cx) => `${cx.use('PriorityQueue')}<${cx.tsType(cx.typeArgs[0])}>`,
  hostConstruct: (args, cx) => {
    // (The default `std::less<T>` is left out of the type; over class objects sema passes its `<`.)
    const compare: Type | undefined = cx.typeArgs[2] ?? (comparesByOperator(cx.typeArgs[0]) ? { kind: 'libraryClass', decl: lessClass, typeArgs: [cx.typeArgs[0]] } : undefined);
    const given = args.length === 1 && givenComparator(cx.params[0], compare);
    if (args.length === 1 && !given) return `${args[0]}.clone()`;
    const less = comparatorFunction(compare, cx.typeArgs[0], given ? args[0] : null, given ? cx.params[0] : null, cx);
    return less === null ? `new ${cx.use('PriorityQueue')}()` : `new ${cx.use('PriorityQueue')}([], ${less})`;
  },
};

/**
 * Why libstdc++'s heap algorithms over `t` would run code ampc's heap does not: they move elements
 * through temporaries (copies, where the class declares only a copy constructor), which a class
 * with user copy or move operations or a destructor observes.
 */
function heapElementProblem(t: Type): string | null {
  const user = t.kind === 'struct' && (copyRunsUserCode(t) || assignRunsUserCode(t) || userMoveConstructor(t.info) !== null || needsDestruction(t));
  return user ? 'a class with a user copy, move or destructor: the heap moves its elements through temporaries, which ampc does not model' : null;
}

/**
 * Whether `compare` is `std::less<T>` or `std::greater<T>` of elements the program's own `<`/`>`
 * compares (class objects, vectors): its operator, or null.
 */
export function operatorComparison(compare: Type | undefined, element: Type): '<' | '>' | null {
  if (compare?.kind !== 'libraryClass' || (compare.decl !== lessClass && compare.decl !== greaterClass)) return null;
  const of = compare.typeArgs[0];
  if (!of || !sameType(of, element) || !comparesByOperator(of)) return null;
  return compare.decl === lessClass ? '<' : '>';
}

const dequeAdaptor = adaptor('std::deque', 'deque', 'Deque', [
  ['push_back', one, toVoid, (a) => `${a[0]}.pushBack(${a[1]})`],
  ['push_front', one, toVoid, (a) => `${a[0]}.pushFront(${a[1]})`],
  ['emplace_back', one, toVoid, (a) => `${a[0]}.pushBack(${a[1]})`],
  ['emplace_front', one, toVoid, (a) => `${a[0]}.pushFront(${a[1]})`],
  ['pop_back', none, toVoid, (a) => `${a[0]}.popBack()`],
  ['pop_front', none, toVoid, (a) => `${a[0]}.popFront()`],
  ['front', none, toElement, (a) => `${a[0]}.front()`],
  ['back', none, toElement, (a) => `${a[0]}.back()`],
  // By value: `d.at(i) = x` is refused (not an lvalue) rather than lost.
  ['at', () => [sizeType], toElement, (a) => `${a[0]}.at(${a[1]})`],
  ['clear', none, toVoid, (a) => `${a[0]}.clear()`],
], true);

/**
 * A deque's iterators are pointers into the array of its elements (`Deque.elements()`), as a
 * vector's are into its own; `d[i]` is an lvalue of that array. src/sema/element-iterators.ts
 * checks `d.begin()`, `d.end()`, `d.rbegin()`, ... as positions in that array (which the
 * algorithms take); their entries here declare their types. Iterators into a deque of scalars
 * only: ampc's host pointers point to scalars.
 */
const deque: LibraryClass = {
  ...dequeAdaptor,
  unsupportedMembers: ['assign', 'get_allocator', 'max_size', 'shrink_to_fit'],
  members: (self) => {
    const t = self.typeArgs[0]!;
    const subscript = { ...hostMember(self, 'operator[]', [{ params: [sizeType], result: t }], (a) => `${a[0]}.elements()[${a[1]}]`), returnsReference: 'lvalue' as const };
    // `d.resize(n)` value-initializes the new elements.
    // (Of object elements, only with the value to copy: the runtime's deque has no default element to make.)
    const resize = objectElement(t)
      ? hostMember(self, 'resize', [{ params: [sizeType, t], result: voidType }], (a, cx) => `${a[0]}.resize(${a[1]}, ${a[2]}, ${cx.use('copyValue')})`)
      : hostMember(self, 'resize', [{ params: [sizeType], result: voidType }, { params: [sizeType, t], result: voidType }], (a) => `${a[0]}.resize(${a[1]}, ${a[2] ?? valueInitialized(t)})`);
    if (!isArithmetic(t)) return [...dequeAdaptor.members(self), subscript, resize];
    const iterator: Type = { kind: 'pointer', pointee: t };
    const reverse: Type = { kind: 'pointer', pointee: t, reverse: true };
    const at = (position: (d: string) => string) => (a: string[], cx: HostIntrinsicContext) => `new ${cx.use('Pointer')}(${a[0]}.elements(), ${position(a[0]!)})`;
    const reverseAt = (base: (d: string) => string) => (a: string[], cx: HostIntrinsicContext) => `${cx.use('reverseIteratorAt')}(${a[0]}.elements(), ${base(a[0]!)})`;
    const [start, end] = [() => '0', (d: string) => `${d}.size()`];
    return [
      ...dequeAdaptor.members(self),
      subscript,
      resize,
      ...['begin', 'cbegin'].map((name) => hostMember(self, name, [{ params: [], result: iterator }], at(start))),
      ...['end', 'cend'].map((name) => hostMember(self, name, [{ params: [], result: iterator }], at(end))),
      ...['rbegin', 'crbegin'].map((name) => hostMember(self, name, [{ params: [], result: reverse }], reverseAt(end))),
      ...['rend', 'crend'].map((name) => hostMember(self, name, [{ params: [], result: reverse }], reverseAt(start))),
      // The iterators are passed as the pointers they are, not as out-parameters.
      ...[
        hostMember(self, 'insert', [{ params: [iterator, t], result: iterator }], (a) => `${a[0]}.insert(${a[1]}, ${a[2]})`),
        hostMember(self, 'emplace', [{ params: [iterator, t], result: iterator }], (a) => `${a[0]}.insert(${a[1]}, ${a[2]})`),
        hostMember(self, 'erase', [{ params: [iterator], result: iterator }, { params: [iterator, iterator], result: iterator }], (a) => `${a[0]}.erase(${a.slice(1).join(', ')})`),
      ].map(iteratorsByValue),
    ];
  },
};

function iteratorsByValue(member: Intrinsic): Intrinsic {
  const pointees = (params: readonly Type[]) => Object.fromEntries(params.flatMap((p, i) => (p.kind === 'pointer' ? [[i, 'value' as const]] : [])));
  return { ...member, signatures: member.signatures.map((s) => ({ ...s, pointees: pointees(s.params) })) };
}

export function isDequeClass(decl: LibraryClass): boolean {
  return decl === deque;
}

/** The array of a deque's elements, which its iterators point into (src/sema/element-iterators.ts builds these nodes). */
export const dequeElements: Intrinsic = {
  id: 'std::deque::elements', name: 'elements', namespaces: ['std'], header: 'deque', restriction: hostOnly,
  signatures: [],
  wgsl: null,
  host: (a) => `${a[0]}.elements()`,
  pure: true,
};

/** `d.size()` as an int, a position one past a deque's last element (src/sema/element-iterators.ts). */
export const dequeSize: Intrinsic = {
  id: 'std::deque::size', name: 'size', namespaces: ['std'], header: 'deque', restriction: hostOnly,
  signatures: [],
  wgsl: null,
  host: (a) => `${a[0]}.size()`,
  pure: true,
};

export const containerClasses: readonly LibraryClass[] = [stack, queue, priorityQueue, deque];
