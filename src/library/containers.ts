/**
 * `<stack>`, `<queue>` (queue, priority_queue) and `<deque>`: the containers whose whole
 * interface is member functions, declared as library classes (classes.ts) over the runtime's
 * `Stack`, `Queue`, `PriorityQueue` and `Deque` (runtime/containers.ts).
 *
 * Elements are scalars and std::string only: `top()`/`front()` return the element by value
 * here, which is what C++'s reference gives for these (an object element would be aliased
 * instead of copied, so it is reported as not supported). priority_queue takes a comparator
 * (below) over a std::vector.
 */
import { boolType, doubleType, floatType, intType, sameType, stringType, uintType, voidType, type Type } from '../sema/types.js';
import { lessClass } from './algorithm.js';
import { comparatorFunction, comparatorNeedsArgument, comparatorProblem, givenComparator } from './associative.js';
import { hostMember, type LibraryClass, type LibraryClassType } from './classes.js';
import type { Intrinsic } from './intrinsics.js';

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

type MemberSpec = readonly [name: string, params: (t: Type) => readonly Type[], result: (t: Type) => Type, print: (a: string[]) => string];

const none = () => [];
const one = (t: Type) => [t];
const toVoid = () => voidType;
const toElement = (t: Type) => t;

/** `fromList`: the class has an initializer_list constructor (`std::deque<int> d = {1, 2}`), whose runtime class takes the items. */
function adaptor(id: string, header: string, runtime: string, specs: readonly MemberSpec[], fromList = false): LibraryClass {
  const name = id.slice('std::'.length);
  return {
    ...(fromList ? { listElement: (self: LibraryClassType) => self.typeArgs[0]! } : {}),
    id, names: [name], namespaces: std, header, restriction: hostOnly,
    typeParams: [{ name: 'T', allowed: elementTypes, default: null }],
    // The default constructor and the copy constructor.
    constructors: (self) => [{ params: [], result: voidType }, { params: [self], result: voidType }],
    members: (self: LibraryClassType): Intrinsic[] => {
      const t = self.typeArgs[0];
      return [
        ...specs.map(([member, params, result, print]) => hostMember(self, member, [{ params: params(t), result: result(t) }], print)),
        hostMember(self, 'size', [{ params: [], result: sizeType }], (a) => `${a[0]}.size()`),
        hostMember(self, 'empty', [{ params: [], result: boolType }], (a) => `${a[0]}.empty()`),
        hostMember(self, 'swap', [{ params: [self], result: voidType }], (a) => `${a[0]}.swap(${a[1]})`),
      ];
    },
    hostType: (cx) => `${cx.use(runtime)}<${tsElement(cx.typeArgs[0])}>`,
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

const priorityQueueAdaptor = adaptor('std::priority_queue', 'queue', 'PriorityQueue', [
  ['push', one, toVoid, (a) => `${a[0]}.push(${a[1]})`],
  ['emplace', one, toVoid, (a) => `${a[0]}.push(${a[1]})`],
  ['pop', none, toVoid, (a) => `${a[0]}.pop()`],
  ['top', none, toElement, (a) => `${a[0]}.top()`],
]);

/**
 * `priority_queue<T, Container = vector<T>, Compare = less<T>>`: the container is a std::vector
 * (a deque would hold the same heap), and the comparator is one the ordered containers take
 * (associative.ts): `std::greater<T>` for a min-heap, or a lambda or function passed to the
 * constructor (`std::priority_queue<int, std::vector<int>, decltype(cmp)> q(cmp)`).
 */
const priorityQueue: LibraryClass = {
  ...priorityQueueAdaptor,
  typeParams: [
    priorityQueueAdaptor.typeParams[0]!,
    {
      name: 'Container', allowed: [], default: null,
      accepts: (t, earlier) => (sameType(t, { kind: 'vector', element: earlier[0]! }) ? null : 'a container other than std::vector<T>'),
      defaultFor: (earlier) => ({ kind: 'vector', element: earlier[0]! }),
    },
    {
      name: 'Compare', allowed: [], default: null,
      accepts: (t, earlier) => comparatorProblem(t, earlier[0]!),
      defaultFor: (earlier) => ({ kind: 'libraryClass', decl: lessClass, typeArgs: [earlier[0]!] }),
    },
  ],
  constructors: (self) => {
    const compare = self.typeArgs[2];
    const copy = { params: [self], result: voidType };
    if (!compare) return [{ params: [], result: voidType }, copy];
    const given = { params: [compare], result: voidType };
    return comparatorNeedsArgument(compare) ? [given, copy] : [{ params: [], result: voidType }, given, copy];
  },
  hostConstruct: (args, cx) => {
    const compare = cx.typeArgs[2];
    const given = args.length === 1 && givenComparator(cx.params[0], compare);
    if (args.length === 1 && !given) return `${args[0]}.clone()`;
    const less = comparatorFunction(compare, cx.typeArgs[0], given ? args[0] : null, given ? cx.params[0] : null, cx);
    return less === null ? `new ${cx.use('PriorityQueue')}()` : `new ${cx.use('PriorityQueue')}([], ${less})`;
  },
};

const deque = adaptor('std::deque', 'deque', 'Deque', [
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

export const containerClasses: readonly LibraryClass[] = [stack, queue, priorityQueue, deque];
