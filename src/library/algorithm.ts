/**
 * `<algorithm>` and the rest of `<numeric>` on the host, over ranges of a std::vector, a C array
 * or a host pointer (src/sema/iterator-range.ts passes each range on as its container and two
 * positions, and each single iterator as its container and one position).
 *
 * Predicates, comparators and operations are functions (`bool less(int, int)`), lambdas that
 * capture nothing, and `std::less<T>()` / `std::greater<T>()`; their parameters take the
 * elements by value or const reference. An element converts to a parameter of another
 * arithmetic type as a C++ call converts it, and a result converts to bool (or to the output's
 * element type) the same way.
 *
 * Algorithms that return an iterator (`std::find`, `std::max_element`, `std::unique`, ...)
 * return a host pointer into the container (src/sema/host-pointers.ts), so `*it`,
 * `it - v.begin()` and `it == v.end()` are pointer operations; they need scalar elements.
 */
import { isHostPointee } from '../sema/host-pointers.js';
import { userCopyAssignment, userCopyConstructor } from '../sema/copies.js';
import { needsDestruction, userDestructor } from '../sema/destructors.js';
import { runtimeClassNames } from '../sema/rules/host-support.js';
import { boolType, charType, commonArithmeticType, intType, longType, stringType, isArithmetic, sameType, typeToString, voidType, type StructInfo, type Type } from '../sema/types.js';
import { functionalCallable } from './functional.js';
import { genericInstanceFor, genericInstanceName } from '../sema/check-lambda.js';
import type { FunctionInfo } from '../sema/program.js';
import { hostMember, type LibraryClass } from './classes.js';
import { outputIteratorValue } from './output-iterators.js';
import { isRandomEngine } from './random.js';
import type { CallArgument, HostIntrinsicContext, Intrinsic, IntrinsicDiagnostic, IntrinsicSignature } from './intrinsics.js';
import { reordersObjects } from './reordered-objects.js';

/** The element type of a container argument (a range's or a single iterator's; a host pointer's block: src/sema/host-pointers.ts). */
export function elementOf(t: Type): Type | null {
  if (t.kind === 'pointer') return t.pointee;
  return t.kind === 'vector' || (t.kind === 'array' && t.length !== null) ? t.element : null;
}

/** Elements the algorithms copy, compare and overwrite as values: scalars and std::strings. */
export function isValue(t: Type): boolean {
  return isArithmetic(t) || t.kind === 'string';
}

/**
 * Class objects the algorithms write into a container by assigning them: `*out = x` is the
 * class's operator= (user-written or member by member), which the runtime calls as the object's
 * `copyAssign` (runtime/algorithm.ts `assignElement`), so a reference to the element sees the new
 * value and no two elements become one object. Not unions (byte buffers on the host) or classes
 * named as the runtime's own (`COORD`), which the host does not assign by `copyAssign`.
 */
export function isAssignedObject(t: Type): boolean {
  return t.kind === 'struct' && !t.info.isUnion && !runtimeClassNames.has(t.info.name);
}

/**
 * The element type an algorithm's output takes (`std::copy(first, last, out)`'s out, passed on as
 * its container and position): a container's element where a write replaces it (scalars,
 * strings) or assigns it (class objects: isAssignedObject), or what an output iterator's
 * `*it = x` takes (std::back_inserter(v) pushes a copy: src/library/output-iterators.ts).
 */
export function outputElementOf(t: Type): Type | null {
  const value = outputIteratorValue(t);
  if (value) return value;
  const element = elementOf(t);
  return element && (isValue(element) || isAssignedObject(element)) ? element : null;
}

/**
 * Whether the output `out` (its container's type) takes elements of `element` copied as they
 * are: values, or class objects of the output's own class (no conversion between classes).
 */
export function copiesTo(element: Type, out: Type): boolean {
  const to = outputElementOf(out);
  return to !== null && passes(element, to) && (isValue(element) || outputIteratorValue(out) !== null || isAssignedObject(element));
}

/**
 * Whether `*out = std::move(*it)` assigns what `*out = *it` would, leaving the source as it was:
 * scalars, and class objects whose move assignment is their copy assignment (a user-written copy
 * assignment, copy constructor or destructor leaves the class none of its own, so the copy
 * assignment runs) or moves only members that a move copies (scalars, pointers, such classes).
 * A std::string is left empty by its move, which ampc does not model: not these.
 */
function movesAsCopies(t: Type, seen = new Set<StructInfo>()): boolean {
  if (isArithmetic(t) || t.kind === 'pointer') return true;
  if (t.kind === 'array') return movesAsCopies(t.element, seen);
  if (t.kind !== 'struct' || !isAssignedObject(t) || seen.has(t.info)) return false;
  seen.add(t.info);
  // A user-written move assignment (any operator= beside the copy assignment) is not modelled.
  const assignments = (t.info.memberFunctions ?? []).filter((f) => f.member?.cppName === 'operator=');
  if (assignments.some((f) => f !== userCopyAssignment(t.info))) return false;
  if (userCopyAssignment(t.info) || userCopyConstructor(t.info) || userDestructor(t.info)) return true;
  return t.info.fields.every((f) => movesAsCopies(f.type, seen)) && (t.info.base === undefined || movesAsCopies({ kind: 'struct', info: t.info.base }, seen));
}

/**
 * The temporary a function object's call makes where an algorithm writes its result into a class
 * object (`*out = op(*it)` of std::transform, `*it = gen()` of std::generate): g++ destroys it after
 * the assignment, which ampc does not model where destroying it runs code.
 */
function resultTemporaryProblem(name: string, args: readonly CallArgument[], at: number): IntrinsicDiagnostic[] {
  const f = args[at]?.type;
  const result = f && callableOf(f)?.result;
  if (!result || result.kind !== 'struct' || !needsDestruction(result)) return [];
  const message = `'std::${name}' writing the class objects its function returns is not supported by ampc where destroying one runs code ('${typeToString(result)}' has a destructor): the temporary each call returns is destroyed after its assignment`;
  return [{ severity: 'error', rule: 'unsupported-library', message, arg: at }];
}

/**
 * What an algorithm writing to the output `out` (its container's type) returns, the iterator
 * past what it wrote: the output iterator itself, or a host pointer into the container (scalars
 * only: src/sema/host-pointers.ts; into strings the result is void, not an iterator ampc has).
 */
export function outputResult(out: Type): Type {
  if (outputIteratorValue(out)) return out;
  const element = elementOf(out);
  return element && isHostPointee(element) ? { kind: 'pointer', pointee: element } : voidType;
}

/** Arithmetic and not bool: what `+` and `*` take in accumulations. */
export function isNumber(t: Type): boolean {
  return isArithmetic(t) && t.kind !== 'bool';
}

export const isPosition = (t: Type) => t.kind === 'int';

/** A function value's parameter and result types, or null where `t` is not one ampc can call from the runtime. */
interface Callable {
  params: readonly Type[];
  result: Type;
  /** `std::less<T>` / `std::greater<T>`: a comparator of T, printed as a JS function by its construction. */
  comparatorOf?: Type;
  /** A generic lambda (`[](auto a, auto b)`): its instance for the algorithm's argument types is the callable (concrete). */
  generic?: FunctionInfo;
  /** The property of the printed value to call: a generic lambda's instance. */
  member?: string;
  /**
   * The parameters that take a class object by value (`[](S s) { s.a *= 2; return s; }`): C++
   * copy-initialises each from the element (its copy constructor), so the call gets the object's
   * `clone()`, never the element itself, which the function would otherwise change.
   */
  copies?: readonly boolean[];
}

/** Which of a function's parameters take a class object by value. */
function copiedParams(params: readonly { type: Type; isReference?: boolean }[]): boolean[] {
  return params.map((p) => !p.isReference && p.type.kind === 'struct');
}

/** `f` for calls with arguments of `args`: a generic lambda's instance for them (null where it has none usable). */
function concrete(f: Callable, args: readonly Type[]): Callable | null {
  // `std::less<>` / `std::greater<>` (T = void) compare any two values of one type with `<` / `>`.
  if (f.comparatorOf?.kind === 'void') return args.length === 2 && sameType(args[0], args[1]) && isValue(args[0]) ? { params: args, result: boolType } : null;
  if (!f.generic) return f;
  const fn = genericInstanceFor(f.generic, args);
  if (!fn || fn.returnType.kind === 'error' || fn.params.some((p) => p.isReference && !p.isConst)) return null;
  return { params: fn.params.map((p) => p.type), result: fn.returnType, member: genericInstanceName(f.generic, fn), copies: copiedParams(fn.params) };
}

export function callableOf(t: Type): Callable | null {
  // ampc's function pointers take no references (std-algorithms.ts calls a function taking them through a lambda).
  if (t.kind === 'functionPointer') return { params: t.params, result: t.result, copies: copiedParams(t.params.map((type) => ({ type }))) };
  if (t.kind === 'lambda' && t.fn?.genericInstances) return { params: [], result: voidType, generic: t.fn };
  if (t.kind === 'lambda' && t.fn && t.fn.restriction.cpu && t.fn.returnType.kind !== 'error') {
    // A non-const reference parameter would write through to the element: not modelled.
    if (t.fn.params.some((p) => p.isReference && !p.isConst)) return null;
    return { params: t.fn.params.map((p) => p.type), result: t.fn.returnType, copies: copiedParams(t.fn.params) };
  }
  // `std::plus<int>()` and the other operator function objects (functional.ts).
  const functor = t.kind === 'libraryClass' ? functionalCallable(t) : null;
  if (functor) return functor;
  if (t.kind === 'libraryClass' && (t.decl === lessClass || t.decl === greaterClass) && t.typeArgs[0] && !comparesByOperator(t.typeArgs[0])) {
    const of = t.typeArgs[0];
    return { params: [of, of], result: boolType, comparatorOf: of };
  }
  return null;
}

/** Whether an argument of type `from` converts to a parameter of type `to` as ampc calls it. */
export function passes(from: Type, to: Type): boolean {
  return sameType(from, to) || (isArithmetic(from) && isArithmetic(to));
}

/** Whether `f` can be called with arguments of `args` and its result converts to `result` (null: any). */
export function accepts(callable: Callable | null, args: readonly Type[], result: Type | null): callable is Callable {
  const f = callable && concrete(callable, args);
  if (!f || f.params.length !== args.length || !args.every((a, i) => passes(a, f.params[i]))) return false;
  if (result === null) return true;
  if (result.kind === 'void') return true;
  return passes(f.result, result);
}

/**
 * A JS function calling the C++ function value `fn` (printed) with arguments of `args`, its
 * result converted to `result`; `fn` itself where no conversion is needed.
 */
export function adapt(value: string, callable: Callable, args: readonly Type[], result: Type, cx: HostIntrinsicContext): string {
  const f = concrete(callable, args)!;
  // A value that is not a name (a closure made here, holding its copies of what it captured) is
  // made once, outside the adapting function, so its state lasts from call to call.
  const named = /^[\w$.]+$/.test(value);
  const fn = `${named ? value : 'f'}${f.member ? `.${f.member}` : ''}`;
  const names = args.map((_, i) => ['x', 'y', 'z'][i]);
  // By-value class parameters are copied from the last to the first, as g++ evaluates arguments:
  // one copy inline, several first, into constants declared in that order.
  const copied = args.map((_, i) => i).filter((i) => f.copies?.[i]);
  const copiesFirst = copied.length > 1;
  const passed = args.map((a, i) => {
    if (f.copies?.[i]) return copiesFirst ? `${names[i]}Copy` : `${names[i]}.clone()`;
    return sameType(a, f.params[i]) ? names[i] : cx.convert(names[i], a, f.params[i]);
  });
  const call = `${fn}(${passed.join(', ')})`;
  const converted = result.kind === 'void' || sameType(f.result, result) ? call : cx.convert(call, f.result, result);
  if (passed.every((p, i) => p === names[i]) && converted === call) return named ? fn : f.member ? `${value}.${f.member}` : value;
  const copies = copied.reverse().map((i) => `${names[i]}Copy = ${names[i]}.clone()`).join(', ');
  const adapted = `(${names.join(', ')}) => ${copiesFirst ? `{ const ${copies}; return ${converted}; }` : converted}`;
  return named ? adapted : `((f) => ${adapted})(${value})`;
}

/** What `f` returns when called with arguments of `args` (null: it cannot be). */
export function resultOf(callable: Callable | null, args: readonly Type[]): Type | null {
  return accepts(callable, args, null) ? concrete(callable, args)!.result : null;
}

/** `a < b` for elements of type `t`, as a JS function (`operator<` of scalars and std::string). */
export function defaultLess(t: Type): string | null {
  return isValue(t) ? '(x, y) => x < y' : null;
}

/** `a == b` for elements of type `t`, as a JS function. */
export function defaultEqual(t: Type): string | null {
  return isValue(t) ? '(x, y) => x === y' : null;
}

/** Whether an element and a value compare with `==`: two std::strings, or two arithmetic types. */
export function equatable(element: Type, value: Type): boolean {
  return (element.kind === 'string' && value.kind === 'string') || (isArithmetic(element) && isArithmetic(value));
}

/**
 * `x == value` (or `!(x == value)`) with C++'s usual arithmetic conversions, as a JS predicate of
 * one element: the runtime's `equalTo(value)`, which takes the value once (`std::count(b, e, next())`
 * calls next() once), and the element's conversion where it has one (`equalTo(g(), (x) => x >>> 0)`).
 */
export function equalTo(element: Type, value: Type, printed: string, cx: HostIntrinsicContext, op: '===' | '!==' = '==='): string | null {
  const predicate = (common: string, compared: string) => call(cx, op === '===' ? 'equalTo' : 'notEqualTo', common === 'x' ? [compared] : [compared, `(x) => ${common}`]);
  if (element.kind === 'string' && value.kind === 'string') return predicate('x', printed);
  if (!isArithmetic(element) || !isArithmetic(value)) return null;
  const common = commonArithmeticType(element, value);
  return predicate(cx.convert('x', element, common), cx.convert(printed, value, common));
}

/** A host pointer to position `pos` of the container printed as `container`. */
export function pointerTo(container: string, pos: string, cx: HostIntrinsicContext): string {
  return `new ${cx.use('Pointer')}(${container}, ${pos})`;
}

export interface RangeShape {
  /** The range's element type. */
  element: Type;
  /** The arguments after the range. */
  rest: readonly Type[];
}

/** The container, start and end of a range as the first three arguments, and what follows. */
function rangeOf(args: readonly { type: Type }[]): RangeShape | null {
  if (args.length < 3) return null;
  const [container, start, end] = args.map((a) => a.type);
  const element = elementOf(container);
  if (!element || !isPosition(start) || !isPosition(end)) return null;
  return { element, rest: args.slice(3).map((a) => a.type) };
}

/** Containers that are pointers are read and written as the range's block, not as out-parameters. */
function pointeesOf(types: readonly Type[]): IntrinsicSignature['pointees'] {
  const pointees: Record<number, 'value'> = {};
  types.forEach((t, i) => {
    if (t.kind === 'pointer') pointees[i] = 'value';
  });
  return pointees;
}

export function signature(params: readonly Type[], result: Type): IntrinsicSignature {
  return { params, result, pointees: pointeesOf(params) };
}

/** An algorithm over one range `[first, last)`; `more` single iterators follow it (by position as written). */
export function algorithm(
  name: string,
  header: 'algorithm' | 'numeric',
  deduce: (range: RangeShape, params: readonly Type[]) => IntrinsicSignature | null,
  host: (a: string[], cx: HostIntrinsicContext) => string,
  iterators?: (argCount: number) => readonly number[],
  resultIn?: (argCount: number) => number,
): Intrinsic {
  return {
    id: `std::${name}`, name, namespaces: ['std'], header, restriction: { cpu: true, amp: false },
    signatures: [],
    iteratorRange: true,
    iterators,
    resultIn,
    deduce: (args) => {
      const range = rangeOf(args);
      return range ? deduce(range, args.map((a) => a.type)) : null;
    },
    wgsl: null,
    host,
  };
}

/** The element type of the single iterator whose container is parameter `i`. */
export const elementAt = (cx: HostIntrinsicContext, i: number) => elementOf(cx.params[i])!;

/** The element type the output whose container is parameter `i` takes (an output iterator's value type). */
export const outputAt = (cx: HostIntrinsicContext, i: number) => outputElementOf(cx.params[i])!;

/** `*out = *it` from the range of parameter `from` into the output of parameter `to`: the conversion, as a JS function. */
export const store = (cx: HostIntrinsicContext, from: number, to: number) => `(x) => ${cx.convert('x', elementAt(cx, from), outputAt(cx, to))}`;

/** A comparator argument at parameter `i`, or `<` where the call has none. */
export function lessArg(a: string[], cx: HostIntrinsicContext, i: number, element: Type): string {
  if (a.length <= i) return defaultLess(element)!;
  return adapt(a[i], callableOf(cx.params[i])!, [element, element], boolType, cx);
}

/** Deduction for `(range)` and `(range, comp)`, comparing elements with `<` or `comp`. */
export function ordered(result: (element: Type, params: readonly Type[]) => Type | null) {
  return ({ element, rest }: RangeShape, params: readonly Type[]): IntrinsicSignature | null => {
    const r = result(element, params);
    if (r === null) return null;
    if (rest.length === 0) return defaultLess(element) ? signature(params, r) : null;
    if (rest.length === 1 && accepts(callableOf(rest[0]), [element, element], boolType)) return signature(params, r);
    return null;
  };
}

/** An iterator result: a pointer to the element (scalars only: src/sema/host-pointers.ts). */
export const iteratorResult = (element: Type): Type | null => (isHostPointee(element) ? { kind: 'pointer', pointee: element } : null);

/** A predicate `(range, pred)`, with the predicate's result as bool. */
/** A count's signature: an int on the runtime, ptrdiff_t (`long`) in C++. */
function countSignature(s: IntrinsicSignature | null): IntrinsicSignature | null {
  return s && { ...s, widenedTo: longType };
}

export function withPredicate(result: Type | 'iterator') {
  return ({ element, rest }: RangeShape, params: readonly Type[]): IntrinsicSignature | null => {
    if (rest.length !== 1 || !accepts(callableOf(rest[0]), [element], boolType)) return null;
    const r = result === 'iterator' ? iteratorResult(element) : result;
    return r ? signature(params, r) : null;
  };
}

export function predicateArg(a: string[], cx: HostIntrinsicContext, element: Type): string {
  return adapt(a[3], callableOf(cx.params[3])!, [element], boolType, cx);
}

export const call = (cx: HostIntrinsicContext, fn: string, args: string[]) => `${cx.use(fn)}(${args.join(', ')})`;

export const range = (a: string[]) => [a[0], a[1], a[2]];

/**
 * random_shuffle takes its generator by reference, so the calls change the program's object; an
 * algorithm's function object is a copy here. A function or a lambda without mutable state is
 * the same either way; a class object or a `mutable` lambda is refused.
 */
function statelessGenerator(args: readonly CallArgument[]): IntrinsicDiagnostic[] {
  const last = args.length - 1;
  const gen = args[last]?.type;
  const stateful = gen?.kind === 'struct' || (gen?.kind === 'lambda' && gen.fn?.closure?.mutable === true);
  if (!stateful) return [];
  const message = 'std::random_shuffle with a function object or a mutable lambda as its generator is not supported by ampc (it takes the generator by reference); use a function, a lambda, or std::shuffle with an engine';
  return [{ severity: 'error', rule: 'unsupported-library', message, arg: last }];
}

/**
 * `x == y` of an output's element (of type `out`) and an input element (of type `element`), as a
 * JS function: what std::unique_copy into a container compares (runtime uniqueCopy), in C++'s
 * usual arithmetic conversions.
 */
function writtenEqual(out: Type, element: Type, cx: HostIntrinsicContext): string {
  if (!isArithmetic(out) || !isArithmetic(element)) return defaultEqual(element)!;
  const common = commonArithmeticType(out, element);
  return `(x, y) => ${cx.convert('x', out, common)} === ${cx.convert('y', element, common)}`;
}

export const algorithmIntrinsics: Intrinsic[] = [
  // std::sort leaves equivalent elements in libstdc++'s order (runtime sortRange is its introsort), stable_sort in theirs.
  ...(['sort', 'stable_sort'] as const).map((name) => ({ ...algorithm(name, 'algorithm', ordered(() => voidType), (a, cx) => {
    const element = elementAt(cx, 0);
    return call(cx, name === 'sort' ? 'sortRange' : 'stableSortRange', [...range(a), lessArg(a, cx, 3, element)]);
  }), checkCall: reordersObjects(name) })),
  algorithm('is_sorted', 'algorithm', ordered(() => boolType), (a, cx) => call(cx, 'isSorted', [...range(a), lessArg(a, cx, 3, elementAt(cx, 0))])),
  { ...algorithm('reverse', 'algorithm', ({ rest }, p) => (rest.length === 0 ? signature(p, voidType) : null), (a, cx) => call(cx, 'reverseRange', range(a))), checkCall: reordersObjects('reverse') },
  // libstdc++'s shuffle (runtime/algorithm.ts) draws through uniform_int_distribution<unsigned long>, so the order is g++'s.
  { ...algorithm('shuffle', 'algorithm', ({ rest }, p) => (rest.length === 1 && isRandomEngine(rest[0]) ? signature(p, voidType) : null), (a, cx) => call(cx, 'shuffleRange', [...range(a), a[3]])), checkCall: reordersObjects('shuffle') },
  // random_shuffle(first, last): glibc's rand() % (i + 1); random_shuffle(first, last, gen): gen(i + 1), a difference_type (long).
  { ...algorithm('random_shuffle', 'algorithm', ({ rest }, p) => {
    if (rest.length === 0) return signature(p, voidType);
    return rest.length === 1 && accepts(callableOf(rest[0]), [longType], longType) ? signature(p, voidType) : null;
  }, (a, cx) => {
    if (a.length === 3) return call(cx, 'randomShuffleRange', [...range(a), `(n) => ${cx.use('rand')}() % n`]);
    return call(cx, 'randomShuffleRange', [...range(a), `((gen) => (n) => Number(gen(BigInt(n))))(${adapt(a[3], callableOf(cx.params[3])!, [longType], longType, cx)})`]);
  }), checkCall: (args) => [...reordersObjects('random_shuffle')(args), ...statelessGenerator(args)] },
  // `*it = value` for each element: a class object is assigned by its operator= (runtime assignElement).
  algorithm('fill', 'algorithm', ({ element, rest }, p) => (rest.length === 1 && (isValue(element) || isAssignedObject(element)) && passes(rest[0], element) ? signature(p, voidType) : null), (a, cx) => {
    return call(cx, 'fillRange', [...range(a), cx.convert(a[3], cx.params[3], elementAt(cx, 0))]);
  }),
  algorithm('iota', 'numeric', ({ element, rest }, p) => (rest.length === 1 && isNumber(element) && isNumber(rest[0]) ? signature(p, voidType) : null), (a, cx) => {
    // The value has the argument's type T (`++value` in T), and each element is assigned from it.
    const t = cx.params[3];
    const one = t.kind === 'int' && t.bits === 64 ? '1n' : '1';
    return call(cx, 'iota', [...range(a), a[3], `(x) => ${cx.arith(t, `x + ${one}`)}`, `(x) => ${cx.convert('x', t, elementAt(cx, 0))}`]);
  }),
  algorithm('for_each', 'algorithm', ({ element, rest }, p) => (rest.length === 1 && accepts(callableOf(rest[0]), [element], voidType) ? signature(p, voidType) : null), (a, cx) => {
    return call(cx, 'forEach', [...range(a), adapt(a[3], callableOf(cx.params[3])!, [elementAt(cx, 0)], voidType, cx)]);
  }),
  { ...algorithm('generate', 'algorithm', ({ element, rest }, p) => {
    const f = callableOf(rest[0] ?? voidType);
    return rest.length === 1 && (isValue(element) || isAssignedObject(element)) && f && f.params.length === 0 && passes(f.result, element) ? signature(p, voidType) : null;
  }, (a, cx) => call(cx, 'generate', [...range(a), adapt(a[3], callableOf(cx.params[3])!, [], elementAt(cx, 0), cx)])), checkCall: (args) => resultTemporaryProblem('generate', args, 3) },
  // Counting and searching.
  // Both return the iterator's difference_type, ptrdiff_t (`long`): the int countIf returns, widened by sema.
  algorithm('count', 'algorithm', ({ element, rest }, p) => (rest.length === 1 && equatable(element, rest[0]) ? countSignature(signature(p, intType)) : null), (a, cx) => {
    return call(cx, 'countIf', [...range(a), equalTo(elementAt(cx, 0), cx.params[3], a[3], cx)!]);
  }),
  algorithm('count_if', 'algorithm', (shape, p) => countSignature(withPredicate(intType)(shape, p)), (a, cx) => call(cx, 'countIf', [...range(a), predicateArg(a, cx, elementAt(cx, 0))])),
  ...(['all_of', 'any_of', 'none_of'] as const).map((name) => algorithm(name, 'algorithm', withPredicate(boolType), (a, cx) => {
    const fn = ({ all_of: 'allOf', any_of: 'anyOf', none_of: 'noneOf' } as const)[name];
    return call(cx, fn, [...range(a), predicateArg(a, cx, elementAt(cx, 0))]);
  })),
  algorithm('find', 'algorithm', ({ element, rest }, p) => {
    const it = iteratorResult(element);
    return rest.length === 1 && it && equatable(element, rest[0]) ? signature(p, it) : null;
  }, (a, cx) => pointerTo(a[0], call(cx, 'findIf', [...range(a), equalTo(elementAt(cx, 0), cx.params[3], a[3], cx)!]), cx)),
  ...(['find_if', 'find_if_not'] as const).map((name) => algorithm(name, 'algorithm', withPredicate('iterator'), (a, cx) => {
    const pred = predicateArg(a, cx, elementAt(cx, 0));
    return pointerTo(a[0], call(cx, 'findIf', [...range(a), name === 'find_if' ? pred : `(x) => !(${pred})(x)`]), cx);
  })),
  // Over class objects the iterator is a pointer to the element, which on the host is the object
  // itself (src/sema/host-pointers.ts): `*it` and `it->m` reach the element; arithmetic is not allowed.
  ...(['min_element', 'max_element'] as const).map((name) => algorithm(name, 'algorithm', ordered((e) => iteratorResult(e) ?? (e.kind === 'struct' ? { kind: 'pointer', pointee: e } : null)), (a, cx) => {
    const at = call(cx, name === 'min_element' ? 'minElement' : 'maxElement', [...range(a), lessArg(a, cx, 3, elementAt(cx, 0))]);
    return elementAt(cx, 0).kind === 'struct' ? `${a[0]}[${at}]` : pointerTo(a[0], at, cx);
  })),
  // `std::minmax_element`: the pair of iterators (first smallest, last largest) as libstdc++ finds them.
  algorithm('minmax_element', 'algorithm', ordered((e) => {
    const it = iteratorResult(e) ?? (e.kind === 'struct' ? { kind: 'pointer', pointee: e } : null);
    return it && iteratorPairOf(it);
  }), (a, cx) => {
    const element = elementAt(cx, 0);
    return call(cx, 'minmaxElement', [...range(a), lessArg(a, cx, 3, element), cx.use(element.kind === 'struct' ? 'elementObject' : 'elementPointer')]);
  }),
  // Binary search over a sorted range: `value` compares with the elements through `<` or `comp`.
  ...(['lower_bound', 'upper_bound', 'binary_search'] as const).map((name) => algorithm(name, 'algorithm', ({ element, rest }, p) => {
    const result = name === 'binary_search' ? boolType : iteratorResult(element);
    if (!result || rest.length < 1 || rest.length > 2 || !passes(rest[0], element)) return null;
    if (rest.length === 1) return defaultLess(element) ? signature(p, result) : null;
    return accepts(callableOf(rest[1]), [element, element], boolType) ? signature(p, result) : null;
  }, (a, cx) => {
    const element = elementAt(cx, 0);
    const args = [...range(a), cx.convert(a[3], cx.params[3], element), lessArg(a, cx, 4, element)];
    const fn = ({ lower_bound: 'lowerBound', upper_bound: 'upperBound', binary_search: 'binarySearch' } as const)[name];
    return name === 'binary_search' ? call(cx, fn, args) : pointerTo(a[0], call(cx, fn, args), cx);
  })),
  // unique and remove keep their elements in the front and return the new end; the tail keeps
  // its old values, as libstdc++'s moves leave scalars (the only elements iterator results allow).
  algorithm('unique', 'algorithm', ({ element, rest }, p) => {
    const it = iteratorResult(element);
    if (!it) return null;
    if (rest.length === 0) return signature(p, it);
    return rest.length === 1 && accepts(callableOf(rest[0]), [element, element], boolType) ? signature(p, it) : null;
  }, (a, cx) => {
    const element = elementAt(cx, 0);
    const eq = a.length > 3 ? adapt(a[3], callableOf(cx.params[3])!, [element, element], boolType, cx) : defaultEqual(element)!;
    return pointerTo(a[0], call(cx, 'unique', [...range(a), eq]), cx);
  }),
  algorithm('remove', 'algorithm', ({ element, rest }, p) => {
    const it = iteratorResult(element);
    return rest.length === 1 && it && equatable(element, rest[0]) ? signature(p, it) : null;
  }, (a, cx) => pointerTo(a[0], call(cx, 'removeIf', [...range(a), equalTo(elementAt(cx, 0), cx.params[3], a[3], cx)!]), cx)),
  // replace(first, last, old, new) and replace_if(first, last, pred, new): `*it = new` where `*it == old` (or pred(*it)).
  // replace's old and new are one `const T&` type, deduced from both.
  algorithm('replace', 'algorithm', ({ element, rest }, p) => (rest.length === 2 && sameType(rest[0], rest[1]) && equatable(element, rest[0]) && isValue(element) && passes(rest[1], element) ? signature(p, voidType) : null), (a, cx) => {
    const element = elementAt(cx, 0);
    return call(cx, 'replaceIf', [...range(a), equalTo(element, cx.params[3], a[3], cx)!, cx.convert(a[4], cx.params[4], element)]);
  }),
  algorithm('replace_if', 'algorithm', ({ element, rest }, p) => (rest.length === 2 && accepts(callableOf(rest[0]), [element], boolType) && (isValue(element) || isAssignedObject(element)) && passes(rest[1], element) ? signature(p, voidType) : null), (a, cx) => {
    const element = elementAt(cx, 0);
    return call(cx, 'replaceIf', [...range(a), predicateArg(a, cx, element), cx.convert(a[4], cx.params[4], element)]);
  }),
  algorithm('remove_if', 'algorithm', withPredicate('iterator'), (a, cx) => {
    return pointerTo(a[0], call(cx, 'removeIf', [...range(a), predicateArg(a, cx, elementAt(cx, 0))]), cx);
  }),
  // Two ranges: the second is given by its first iterator (parameters 3 and 4 after sema).
  algorithm('equal', 'algorithm', ({ element, rest }, p) => {
    const other = elementOf(rest[0] ?? voidType);
    if (!other || !isPosition(rest[1] ?? voidType)) return null;
    if (rest.length === 2) return isValue(element) && isValue(other) && (sameType(element, other) || (isArithmetic(element) && isArithmetic(other))) ? signature(p, boolType) : null;
    return rest.length === 3 && accepts(callableOf(rest[2]), [element, other], boolType) ? signature(p, boolType) : null;
  }, (a, cx) => {
    const [x, y] = [elementAt(cx, 0), elementAt(cx, 3)];
    const eq = a.length > 5 ? adapt(a[5], callableOf(cx.params[5])!, [x, y], boolType, cx) : x.kind === 'string' ? '(x, y) => x === y' : (() => {
      const common = commonArithmeticType(x, y);
      return `(x, y) => ${cx.convert('x', x, common)} === ${cx.convert('y', y, common)}`;
    })();
    return call(cx, 'equalRanges', [...range(a), a[3], a[4], eq]);
  }, () => [2]),
  algorithm('copy', 'algorithm', ({ element, rest }, p) => {
    return rest.length === 2 && isPosition(rest[1]) && copiesTo(element, rest[0]) ? signature(p, outputResult(p[3])) : null;
  }, (a, cx) => call(cx, 'transform', [...range(a), a[3], a[4], store(cx, 0, 3)]), () => [2], () => 3),
  // `std::move(first, last, d_first)` (the algorithm; `std::move(x)` is memory.ts's): `*out = std::move(*it)`,
  // a copy where the move leaves the source as it was (movesAsCopies).
  algorithm('move', 'algorithm', ({ element, rest }, p) => {
    return rest.length === 2 && isPosition(rest[1]) && copiesTo(element, rest[0]) && movesAsCopies(element) ? signature(p, outputResult(p[3])) : null;
  }, (a, cx) => call(cx, 'transform', [...range(a), a[3], a[4], store(cx, 0, 3)]), (n) => (n === 3 ? [2] : []), () => 3),
  // `copy_backward(first, last, d_last)`: into a container (a bidirectional iterator), same element type, from the end.
  algorithm('copy_backward', 'algorithm', ({ element, rest }, p) => {
    const out = elementOf(rest[0] ?? voidType);
    if (rest.length !== 2 || !out || !sameType(out, element) || !isPosition(rest[1]) || !(isValue(element) || isAssignedObject(element))) return null;
    return signature(p, outputResult(p[3]));
  }, (a, cx) => {
    const copied = call(cx, 'copyBackward', [...range(a), a[3], a[4]]);
    return cx.result.kind === 'pointer' ? pointerTo(a[3], copied, cx) : copied;
  }, () => [2], () => 3),
  // The copying algorithms that write as many elements as they choose: into an output iterator, or
  // a container with room for them (each write checked).
  algorithm('copy_if', 'algorithm', ({ element, rest }, p) => (rest.length === 3 && isPosition(rest[1]) && copiesTo(element, rest[0]) && accepts(callableOf(rest[2]), [element], boolType) ? signature(p, outputResult(p[3])) : null), (a, cx) => {
    return call(cx, 'copyIf', [...range(a), a[3], a[4], adapt(a[5], callableOf(cx.params[5])!, [elementAt(cx, 0)], boolType, cx), store(cx, 0, 3)]);
  }, () => [2], () => 3),
  algorithm('remove_copy_if', 'algorithm', ({ element, rest }, p) => (rest.length === 3 && isPosition(rest[1]) && copiesTo(element, rest[0]) && accepts(callableOf(rest[2]), [element], boolType) ? signature(p, outputResult(p[3])) : null), (a, cx) => {
    const pred = adapt(a[5], callableOf(cx.params[5])!, [elementAt(cx, 0)], boolType, cx);
    return call(cx, 'copyIf', [...range(a), a[3], a[4], `(x) => !(${pred})(x)`, store(cx, 0, 3)]);
  }, () => [2], () => 3),
  algorithm('remove_copy', 'algorithm', ({ element, rest }, p) => (rest.length === 3 && isPosition(rest[1]) && copiesTo(element, rest[0]) && equatable(element, rest[2]) ? signature(p, outputResult(p[3])) : null), (a, cx) => {
    return call(cx, 'copyIf', [...range(a), a[3], a[4], equalTo(elementAt(cx, 0), cx.params[5], a[5], cx, '!==')!, store(cx, 0, 3)]);
  }, () => [2], () => 3),
  // Into a container libstdc++ compares each element with the one last written there: the
  // comparison takes (output element, input element) too.
  algorithm('unique_copy', 'algorithm', ({ element, rest }, p) => {
    const out = outputElementOf(rest[0] ?? voidType);
    if (!out || !isPosition(rest[1] ?? voidType) || !copiesTo(element, rest[0]!)) return null;
    if (rest.length === 2) return defaultEqual(element) && defaultEqual(out) ? signature(p, outputResult(p[3])) : null;
    return rest.length === 3 && accepts(callableOf(rest[2]), [element, element], boolType) && accepts(callableOf(rest[2]), [out, element], boolType) ? signature(p, outputResult(p[3])) : null;
  }, (a, cx) => {
    const [element, out] = [elementAt(cx, 0), outputAt(cx, 3)];
    const eq = a.length > 5 ? adapt(a[5], callableOf(cx.params[5])!, [element, element], boolType, cx) : defaultEqual(element)!;
    const eqWritten = a.length > 5 ? adapt(a[5], callableOf(cx.params[5])!, [out, element], boolType, cx) : writtenEqual(out, element, cx);
    return call(cx, 'uniqueCopy', [...range(a), a[3], a[4], eq, eqWritten, store(cx, 0, 3)]);
  }, () => [2], () => 3),
  algorithm('reverse_copy', 'algorithm', ({ element, rest }, p) => (rest.length === 2 && isPosition(rest[1]) && copiesTo(element, rest[0]) ? signature(p, outputResult(p[3])) : null), (a, cx) => {
    return call(cx, 'reverseCopy', [...range(a), a[3], a[4], store(cx, 0, 3)]);
  }, () => [2], () => 3),
  // Two sorted ranges into one output: after sema (container, start, end) twice, then the output's two.
  ...(['merge', 'set_union', 'set_intersection', 'set_difference', 'set_symmetric_difference'] as const).map((name) => ({
    ...algorithm(name, 'algorithm', ({ element, rest }, p) => {
      const other = elementOf(rest[0] ?? voidType);
      if (!other || !sameType(other, element) || !isPosition(rest[1] ?? voidType) || !isPosition(rest[2] ?? voidType) || !isPosition(rest[4] ?? voidType) || !copiesTo(element, rest[3] ?? voidType)) return null;
      if (rest.length === 5) return defaultLess(element) ? signature(p, outputResult(p[6])) : null;
      return rest.length === 6 && accepts(callableOf(rest[5]), [element, element], boolType) ? signature(p, outputResult(p[6])) : null;
    }, (a, cx) => {
      const op = name === 'merge' ? 'merge' : name.slice('set_'.length);
      return call(cx, 'setOperation', [JSON.stringify(op), ...range(a), a[3], a[4], a[5], a[6], a[7], lessArg(a, cx, 8, elementAt(cx, 0)), store(cx, 0, 6)]);
    }, (n) => (n >= 5 ? [4] : []), () => 6),
    secondRange: true,
  })),
  // `transform(first, last, d_first, op)` and `transform(first1, last1, first2, d_first, binary_op)`.
  { ...algorithm('transform', 'algorithm', ({ element, rest }, p) => {
    if (rest.length === 3) {
      const out = outputElementOf(rest[0]);
      return out && isPosition(rest[1]) && accepts(callableOf(rest[2]), [element], out) ? signature(p, outputResult(p[3])) : null;
    }
    if (rest.length !== 5) return null;
    const [other, out] = [elementOf(rest[0]), outputElementOf(rest[2])];
    return other && out && isPosition(rest[1]) && isPosition(rest[3]) && accepts(callableOf(rest[4]), [element, other], out) ? signature(p, outputResult(p[5])) : null;
  }, (a, cx) => {
    if (a.length === 6) return call(cx, 'transform', [...range(a), a[3], a[4], adapt(a[5], callableOf(cx.params[5])!, [elementAt(cx, 0)], outputAt(cx, 3), cx)]);
    return call(cx, 'transformBinary', [...range(a), a[3], a[4], a[5], a[6], adapt(a[7], callableOf(cx.params[7])!, [elementAt(cx, 0), elementAt(cx, 3)], outputAt(cx, 5), cx)]);
  }, (n) => (n === 4 ? [2] : n === 5 ? [2, 3] : []), (n) => (n === 6 ? 3 : 5)), checkCall: (args) => resultTemporaryProblem('transform', args, args.length - 1) },
  algorithm('partial_sum', 'numeric', ({ element, rest }, p) => {
    const out = outputElementOf(rest[0] ?? voidType);
    return rest.length === 2 && out && isPosition(rest[1]) && isNumber(element) && isNumber(out) ? signature(p, outputResult(p[3])) : null;
  }, (a, cx) => {
    // The running sum has the input's value type: `acc = acc + *it`, then `*out = acc`.
    const t = elementAt(cx, 0);
    const common = commonArithmeticType(t, t);
    const add = `(x, y) => ${cx.convert(cx.arith(common, `${cx.convert('x', t, common)} + ${cx.convert('y', t, common)}`), common, t)}`;
    return call(cx, 'partialSum', [...range(a), a[3], a[4], add, store(cx, 0, 3)]);
  }, () => [2], () => 3),
  // `*out = *first`, then `*++out = op(*it, previous)` (by default `*it - previous`, in C++'s arithmetic).
  algorithm('adjacent_difference', 'numeric', ({ element, rest }, p) => {
    const out = outputElementOf(rest[0] ?? voidType);
    // Over class objects libstdc++ keeps copies of the elements (`value_type __value = *__first`), which ampc does not make.
    if (!out || !isPosition(rest[1] ?? voidType) || !passes(element, out) || !isValue(element)) return null;
    if (rest.length === 2) return isNumber(element) && isNumber(out) ? signature(p, outputResult(p[3])) : null;
    return rest.length === 3 && accepts(callableOf(rest[2]), [element, element], out) ? signature(p, outputResult(p[3])) : null;
  }, (a, cx) => {
    const [t, out] = [elementAt(cx, 0), outputAt(cx, 3)];
    if (a.length > 5) return call(cx, 'adjacentDifference', [...range(a), a[3], a[4], adapt(a[5], callableOf(cx.params[5])!, [t, t], out, cx), store(cx, 0, 3)]);
    const common = commonArithmeticType(t, t);
    const diff = `(x, y) => ${cx.convert(cx.arith(common, `${cx.convert('x', t, common)} - ${cx.convert('y', t, common)}`), common, out)}`;
    return call(cx, 'adjacentDifference', [...range(a), a[3], a[4], diff, store(cx, 0, 3)]);
  }, () => [2], () => 3),
  algorithm('inner_product', 'numeric', ({ element, rest }, p) => {
    const other = elementOf(rest[0] ?? voidType);
    if (!other || !isPosition(rest[1] ?? voidType)) return null;
    if (rest.length === 3) return isNumber(element) && isNumber(other) && isNumber(rest[2]) ? signature(p, rest[2]) : null;
    // `init = op1(init, op2(*first1, *first2))`.
    const product = rest.length === 5 ? resultOf(callableOf(rest[4]), [element, other]) : null;
    return product && isValue(rest[2]) && accepts(callableOf(rest[3]), [rest[2], product], rest[2]) ? signature(p, rest[2]) : null;
  }, (a, cx) => {
    if (a.length === 8) {
      const [x, y, t] = [elementAt(cx, 0), elementAt(cx, 3), cx.params[5]];
      const product = resultOf(callableOf(cx.params[7]), [x, y])!;
      const sum = adapt(a[6], callableOf(cx.params[6])!, [t, product], t, cx);
      return call(cx, 'innerProductWith', [...range(a), a[3], a[4], a[5], sum, adapt(a[7], callableOf(cx.params[7])!, [x, y], product, cx)]);
    }
    // `init = init + (*first1) * (*first2)`, each operation in C++'s arithmetic, back to init's type.
    const [x, y, t] = [elementAt(cx, 0), elementAt(cx, 3), cx.params[5]];
    const pt = commonArithmeticType(x, y);
    const product = cx.arith(pt, `${cx.convert('x', x, pt)} * ${cx.convert('y', y, pt)}`);
    const st = commonArithmeticType(t, pt);
    const sum = cx.arith(st, `${cx.convert('acc', t, st)} + ${cx.convert(product, pt, st)}`);
    return call(cx, 'innerProduct', [...range(a), a[3], a[4], a[5], `(acc, x, y) => ${cx.convert(sum, st, t)}`]);
  }, () => [2]),
  // Counted forms: the first iterator is a single one (container and position), then the count.
  // `fill_n` and `generate_n` write to their first iterator, which may be an output iterator.
  countedAlgorithm('fill_n', (first, rest) => (rest.length === 2 && (isValue(first) || isAssignedObject(first)) && isArithmetic(rest[0]) && passes(rest[1], first) ? voidType : null), (a, cx) => {
    return call(cx, 'fillN', [a[0], a[1], cx.convert(a[2], cx.params[2], intType), cx.convert(a[3], cx.params[3], outputAt(cx, 0))]);
  }, () => [0], { first: true, resultIn: 0 }),
  countedAlgorithm('generate_n', (first, rest) => {
    const f = callableOf(rest[1] ?? voidType);
    return rest.length === 2 && (isValue(first) || isAssignedObject(first)) && isArithmetic(rest[0]) && f && f.params.length === 0 && passes(f.result, first) ? voidType : null;
  }, (a, cx) => call(cx, 'generateN', [a[0], a[1], cx.convert(a[2], cx.params[2], intType), adapt(a[3], callableOf(cx.params[3])!, [], outputAt(cx, 0), cx)]), () => [0], { first: true, resultIn: 0, checkCall: (args) => resultTemporaryProblem('generate_n', args, 3) }),
  countedAlgorithm('copy_n', (first, rest) => {
    return rest.length === 3 && isArithmetic(rest[0]) && isPosition(rest[2]) && copiesTo(first, rest[1]) ? voidType : null;
  }, (a, cx) => call(cx, 'copyN', [a[0], a[1], cx.convert(a[2], cx.params[2], intType), a[3], a[4], store(cx, 0, 3)]), () => [0, 2], { first: false, resultIn: 3 }),
  {
    // std::clamp(v, lo, hi): one T deduced from all three (no conversions between them).
    id: 'std::clamp', name: 'clamp', namespaces: ['std'], header: 'algorithm', restriction: { cpu: true, amp: false },
    signatures: [],
    deduce: (args) => {
      const [v, lo, hi] = args.map((a) => a.type);
      if (args.length !== 3 || !isValue(v) || !sameType(v, lo) || !sameType(v, hi)) return null;
      return { params: [v, v, v], result: v };
    },
    wgsl: null,
    host: (a, cx) => `${cx.use('clamp')}(${a.join(', ')})`,
  },
];

/** An algorithm whose first argument is one iterator and the second a count (`std::fill_n(first, n, x)`). */
function countedAlgorithm(
  name: string,
  result: (element: Type, rest: readonly Type[]) => Type | null,
  host: (a: string[], cx: HostIntrinsicContext) => string,
  iterators: (argCount: number) => readonly number[],
  output: { first: boolean; resultIn: number; checkCall?: Intrinsic['checkCall'] },
): Intrinsic {
  const firstElement = output.first ? outputElementOf : elementOf;
  return {
    id: `std::${name}`, name, namespaces: ['std'], header: 'algorithm', restriction: { cpu: true, amp: false },
    signatures: [],
    iterators,
    resultIn: () => output.resultIn,
    checkCall: output.checkCall,
    deduce: (args) => {
      const types = args.map((a) => a.type);
      const element = firstElement(types[0] ?? voidType);
      if (!element || !isPosition(types[1] ?? voidType)) return null;
      // Each returns the iterator past what it wrote.
      return result(element, types.slice(2)) ? signature(types, outputResult(types[output.resultIn])) : null;
    },
    wgsl: null,
    host,
  };
}

/** The types `std::less<T>` / `std::greater<T>` are implemented for: scalars and std::string. */
const comparable: Type[] = [
  boolType, charType,
  ...([8, 16, 32, 64] as const).flatMap((bits) => [true, false].map((signed): Type => ({ kind: 'int', signed, bits }))),
  { kind: 'float', bits: 32 }, { kind: 'float', bits: 64 }, stringType,
];

/** Whether `std::less<t>`'s `<` is the program's operator (a class object's, a vector's). */
export function comparesByOperator(t: Type): boolean {
  return t.kind === 'struct' || t.kind === 'vector';
}

/** `std::less<T>` and `std::greater<T>`: comparators, which on the host are JS functions. */
function comparatorClass(name: 'less' | 'greater'): LibraryClass {
  return {
    id: `std::${name}`, names: [name], namespaces: ['std'], header: 'functional', restriction: { cpu: true, amp: false },
    // `std::less<>` is `std::less<void>`, the transparent comparator (callableOf: any two values of one type).
    // Over class objects and vectors only a priority_queue's `Compare` (src/sema/function-object-comparators.ts):
    // not callable here (callableOf, members), as the JS `<` does not compare them.
    typeParams: [{ name: 'T', allowed: [], default: voidType, accepts: (t) => (comparesByOperator(t) || [...comparable, voidType].some((c) => sameType(c, t)) ? null : `it supports ${[...comparable, voidType].map(typeToString).join(', ')}`) }],
    constructors: () => [{ params: [], result: voidType }],
    // `std::greater<int>()(a, b)`, and a comparator template's `comp(a, b)` (std::minmax: minmax.ts).
    members: (self) => (self.typeArgs[0]?.kind === 'void' || comparesByOperator(self.typeArgs[0]!) ? [] : [hostMember(self, 'operator()', [{ params: [self.typeArgs[0], self.typeArgs[0]], result: boolType }], (a) => `(${a[0]})(${a[1]}, ${a[2]})`)]),
    // (Where it has none above, C++'s is still there: a call of it is not supported.)
    unsupportedMembers: ['operator()'],
    hostType: (cx) => `(x: ${cx.typeArgs[0]?.kind === 'string' ? 'string' : 'number | bigint'}, y: typeof x) => boolean`,
    hostConstruct: (_, cx) => cx.use(name),
  };
}

/**
 * The `std::pair<It, It>` of iterators `std::minmax_element` returns: its members are host
 * pointers (or, into class objects, the objects: src/sema/host-pointers.ts), which a copy of the
 * pair (runtime `IteratorPair`) copies as they are, where a `Pair` would copy the objects.
 */
const iteratorPair: LibraryClass = {
  id: 'std::pair', names: [], namespaces: ['std'], header: 'utility', restriction: { cpu: true, amp: false },
  typeParams: [],
  // The default constructor's iterators are value-initialised: null pointers (`std::tie(lo, hi) = ...` declares one).
  constructors: (self) => [{ params: [], result: voidType }, { params: [self], result: voidType }],
  fields: (self) => [{ name: 'first', type: self.typeArgs[0], isConst: false }, { name: 'second', type: self.typeArgs[1], isConst: false }],
  members: () => [],
  hostType: (cx) => `${cx.use('IteratorPair')}<${cx.tsType(cx.typeArgs[0])}>`,
  hostConstruct: (args, cx) => (args.length === 0 ? `new ${cx.use('IteratorPair')}(null, null)` : `${args[0]}.clone()`),
};

export function iteratorPairOf(iterator: Type): Type {
  return { kind: 'libraryClass', decl: iteratorPair, typeArgs: [iterator, iterator] };
}

export const lessClass = comparatorClass('less');
export const greaterClass = comparatorClass('greater');
export const algorithmClasses: LibraryClass[] = [lessClass, greaterClass, iteratorPair];
