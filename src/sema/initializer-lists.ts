/**
 * `std::initializer_list<T>` (declared in C++: src/library/initializer-list.ts), made of braced
 * lists as C++ makes it ([dcl.init.list]):
 *
 * - a braced list initializing an `initializer_list<E>` (`f({1, 2, 3})`, `l = {1, 2}`,
 *   `return {a, b};`) is one holding the elements, each converted to E. As an argument it ranks
 *   as its worst element's conversion ([over.ics.list]/5: no user-defined conversion), so
 *   `f(initializer_list<int>)` beats `f(std::vector<int>)` for `f({1, 2})`;
 * - a braced list initializing a class with an initializer-list constructor (one whose first
 *   parameter is an `initializer_list<E>`, the others defaulted) calls that constructor whenever
 *   every element converts to E ([over.match.list]: before any other constructor is tried), so
 *   `V v{4, 5}` calls `V(initializer_list<float>)`, not `V(int, int)`; `V v(4, 5)` the latter;
 * - `auto l = {1, 2, 3};` is an `initializer_list<int>` ([dcl.type.auto.deduct]);
 * - its elements are read through the vector it holds: `l.begin()`, `l.end()`, `std::begin(l)`,
 *   `std::end(l)` and range-for are those of `l._M_elems`.
 *
 * Where several initializer-list constructors could take a list, ampc does not rank them and
 * says so.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { bracedListRank, isBracedList, type ListRank } from './braced-arguments.js';
import { construct } from './check-call.js';
import { convert, errorExpr, make } from './check-expr.js';
import type { CheckContext } from './context.js';
import { conversionRank, type ConversionRank } from './overload.js';
import { canHoist } from './argument-order.js';
import type { Expr, FunctionInfo } from './program.js';
import { instantiateClassForTypes, templateOfInstance } from './templates.js';
import { charType, sameType, typeToString, voidType, type Type } from './types.js';

type StructType = Extract<Type, { kind: 'struct' }>;

/** Whether `t` is a `std::initializer_list<E>`. */
export function isInitializerList(t: Type): boolean {
  if (t.kind !== 'struct') return false;
  const template = templateOfInstance(t.info);
  return template !== undefined && template.name === 'initializer_list' && template.scope.owner === 'namespace'
    && template.scope.name === 'std' && !template.scope.parent?.parent;
}

/** The E of an `initializer_list<E>` (its vector's element). */
export function initializerListElement(t: Type): Type {
  if (t.kind !== 'struct') return { kind: 'error' };
  const field = t.info.fields[0]?.type;
  return field?.kind === 'vector' ? field.element : { kind: 'error' };
}

/** `std::initializer_list<element>`, or null where the prelude's template is not declared. */
export function initializerListOf(cx: CheckContext, element: Type, span: Span): Type | null {
  const std = cx.globalScope.lookupLocal('std');
  const template = std?.kind === 'namespace' ? std.scope.lookupLocal('initializer_list') : undefined;
  if (template?.kind !== 'classTemplate') return null;
  const info = instantiateClassForTypes(cx, template.template, [element], span);
  return info ? { kind: 'struct', info } : null;
}

/** An `initializer_list<E>` holding `elements`, each converted to E. */
function makeList(cx: CheckContext, to: StructType, elements: readonly Expr[], span: Span): Expr {
  if (cx.inAmp) {
    // C++ AMP's restrict(amp) calls no std function, and ampc's list holds a std::vector.
    cx.diags.error('unsupported', 'a std::initializer_list in restrict(amp) code is not supported by ampc', span);
    return errorExpr(span);
  }
  const element = initializerListElement(to);
  const vector: Type = { kind: 'vector', element };
  const held = make(vector, span, { kind: 'InitList', elements: elements.map((e) => convert(cx, e, element)) });
  return make(to, span, { kind: 'Construct', args: [held] });
}

const rankOrder: readonly ConversionRank[] = ['exact', 'promotion', 'conversion', 'user', 'userConversion'];

/** How `{elements}` makes an `initializer_list<E>` ([over.ics.list]/5): the worst element's conversion. */
function listRank(cx: CheckContext, elements: readonly Expr[], element: Type): ListRank {
  let worst: ConversionRank = 'exact';
  for (const e of elements) {
    const r = isBracedList(e) ? bracedListRank(cx, e.elements, element) : conversionRank(e.type, element);
    if (r === null || r === 'unsupported') return r;
    if (rankOrder.indexOf(r) > rankOrder.indexOf(worst)) worst = r;
  }
  return worst;
}

/** The class's initializer-list constructors callable here, each with its list's type. */
function listConstructors(cx: CheckContext, t: StructType): { ctor: FunctionInfo; list: StructType }[] {
  const out: { ctor: FunctionInfo; list: StructType }[] = [];
  for (const ctor of t.info.constructors ?? []) {
    if (!(cx.inAmp ? ctor.restriction.amp : ctor.restriction.cpu)) continue;
    const [first, ...rest] = ctor.params;
    if (first && first.type.kind === 'struct' && isInitializerList(first.type) && rest.every((p) => p.defaultArgument)) out.push({ ctor, list: first.type });
  }
  return out;
}

/**
 * The initializer-list constructors of `t` that `{elements}` can call, in [over.match.list]'s
 * first phase (an empty list value-initializes instead, where the class has a default
 * constructor: left to the caller).
 */
function viableListConstructors(cx: CheckContext, t: StructType, elements: readonly Expr[]): { ctor: FunctionInfo; list: StructType }[] {
  if (elements.length === 0 && (t.info.constructors ?? []).some((c) => c.params.every((p) => p.defaultArgument))) return [];
  return listConstructors(cx, t).filter((c) => {
    const r = listRank(cx, elements, initializerListElement(c.list));
    return r !== null && r !== 'unsupported';
  });
}

/**
 * How `{elements}` initializes a `to` that is an initializer_list or a class with a viable
 * initializer-list constructor ([over.ics.list]); undefined for other types, which
 * braced-arguments.ts ranks.
 */
export function initializerListRank(cx: CheckContext, elements: readonly Expr[], to: Type): ListRank | undefined {
  if (to.kind !== 'struct') return undefined;
  if (isInitializerList(to)) {
    if (elements.length === 1 && !isBracedList(elements[0]!) && sameType(elements[0]!.type, to)) return undefined;
    return listRank(cx, elements, initializerListElement(to));
  }
  const viable = viableListConstructors(cx, to, elements);
  if (viable.length === 0) return undefined;
  return viable.length === 1 ? 'user' : 'unsupported';
}

/** The element type each of `{elements}` converts to where the list makes an initializer_list (for narrowing checks), or null. */
export function listElementFor(cx: CheckContext, elements: readonly Expr[], to: Type): Type | null {
  if (to.kind !== 'struct') return null;
  if (isInitializerList(to)) return elements.length === 1 && !isBracedList(elements[0]!) && sameType(elements[0]!.type, to) ? null : initializerListElement(to);
  const viable = viableListConstructors(cx, to, elements);
  return viable.length === 1 ? initializerListElement(viable[0]!.list) : null;
}

/**
 * List-initialization of `to` from `{elements}` where it makes an initializer_list: the list
 * itself, or the call of the class's initializer-list constructor with it. Null where it does
 * not (the caller goes on as for any braced list).
 */
export function listInitializeWithList(cx: CheckContext, to: Type, elements: readonly Expr[], span: Span): Expr | null {
  if (to.kind !== 'struct') return null;
  if (isInitializerList(to)) {
    if (elements.length === 1 && !isBracedList(elements[0]!) && sameType(elements[0]!.type, to)) return null;
    return makeList(cx, to, elements, span);
  }
  const viable = viableListConstructors(cx, to, elements);
  if (viable.length === 0) return null;
  if (viable.length > 1) {
    cx.diags.error('unsupported', `choosing among the initializer-list constructors of '${typeToString(to)}' is not supported by ampc`, span);
    return errorExpr(span);
  }
  return construct(cx, to, [makeList(cx, viable[0]!.list, elements, span)], span);
}

/** `auto l = {a, b};`: an `initializer_list<E>` of E deduced from the elements ([dcl.type.auto.deduct]), or null (reported). */
export function deducedInitializerList(cx: CheckContext, elements: readonly Expr[], span: Span): Expr | null {
  const deduced = elements.map(deducedElement);
  const first = deduced[0];
  if (!first || deduced.some((t) => t === null || !sameType(t, first))) {
    cx.diags.error('template-deduction', `cannot deduce 'auto' from this braced list as a std::initializer_list: its elements must have one type`, span);
    return null;
  }
  const type = initializerListOf(cx, first, span);
  if (!type || type.kind !== 'struct') return null;
  return makeList(cx, type, elements, span);
}

/**
 * A braced list's deductions for a function template's parameter `p` ([temp.deduct.call]/1):
 * none, unless `p` is a `std::initializer_list<P'>`, whose P' each element deduces from its
 * decayed type. False where an element deduces nothing (a braced one, a string literal: ampc types
 * it std::string where C++ deduces `const char*`) or deductions disagree.
 */
export function deduceFromList(p: A.TypeRef, elements: readonly Expr[], deduce: (p: A.TypeRef, a: Type) => boolean): boolean {
  const name = p.spec.kind === 'NamedTypeSpec' ? p.spec.name : null;
  const qualifiers = name ? name.parts.slice(0, -1).filter((q) => q !== '') : [];
  const args = name?.templateArgs;
  if (!name || name.parts[name.parts.length - 1] !== 'initializer_list' || (qualifiers.length > 0 && qualifiers.join('::') !== 'std')) return true;
  if (p.pointers.length > 0 || !args || args.length !== 1 || args[0]!.kind !== 'TypeArg') return true;
  const element = args[0]!.type;
  return elements.every((e) => {
    const t = e.kind === 'StringConst' ? null : deducedElement(e);
    return t !== null && deduce(element, t);
  });
}

/** The E one element deduces ([temp.deduct.call]: decayed); null for a braced element, which deduces none. */
function deducedElement(e: Expr): Type | null {
  if (isBracedList(e) || e.type.kind === 'void' || e.type.kind === 'error') return null;
  if (e.kind === 'StringConst') return { kind: 'pointer', pointee: charType };
  if (e.type.kind === 'array') return { kind: 'pointer', pointee: e.type.element };
  return e.type;
}

/**
 * `std::vector<E> v = l;` (and `v(l)`, a by-value argument) of an `initializer_list<E>` `l`: the
 * vector's initializer-list constructor, which copies the elements, as a copy of the vector `l`
 * holds. Null for other conversions.
 */
export function vectorOfList(e: Expr, to: Type): Expr | null {
  if (to.kind !== 'vector' || !isInitializerList(e.type) || !sameType(initializerListElement(e.type), to.element)) return null;
  const field = (e.type as StructType).info.fields[0]!;
  return make(field.type, e.span, { kind: 'Field', object: e, field: field.name });
}

/** `l._M_elems` as written, for the members and functions that read the elements through the vector. */
export function heldElements(object: A.Expr, span: Span): A.Expr {
  return { kind: 'MemberExpr', object, member: '_M_elems', memberSpan: span, arrow: false, opSpan: span, templateArgs: null, span };
}

/** `l.begin()` and `l.end()` of an initializer_list: the vector's; null for other calls. */
export function initializerListMember(callee: Extract<A.Expr, { kind: 'MemberExpr' }>, object: Expr, args: readonly A.Expr[], span: Span): A.Expr | null {
  if (callee.arrow || !isInitializerList(object.type) || args.length > 0) return null;
  if (callee.member !== 'begin' && callee.member !== 'end') return null;
  return { kind: 'CallExpr', span, callee: { ...callee, object: heldElements(callee.object, callee.object.span) }, args: [] };
}

/**
 * Whether `{elements}` makes an `initializer_list<element>` (each element converts to it): then
 * a function taking one is chosen over one taking `const element&` ([over.ics.rank]/3.1).
 */
export function makesListOf(cx: CheckContext, elements: readonly Expr[], element: Type): boolean {
  const r = listRank(cx, elements, element);
  return r !== null && r !== 'unsupported';
}

/**
 * `v.insert(pos, {a, b, c})`: a vector's insert(pos, initializer_list<T>), which inserts the
 * elements before `pos` in their order. The position and then the elements are evaluated into
 * variables declared before the statement, as the call's arguments are evaluated before it runs;
 * then each element is inserted by the one-element insert (`insertOne`) at pos, pos + 1, ...
 * (ampc's vector insert returns nothing, as its one-element insert.)
 */
export function insertListElements(cx: CheckContext, at: Expr, list: Extract<Expr, { kind: 'InitList' }>, element: Type, insertOne: (at: Expr, value: Expr) => Expr, span: Span): Expr {
  const offset = (position: Expr, k: number): Expr => (k === 0 ? position : make(at.type, span, { kind: 'Binary', op: '+', left: position, right: make(at.type, span, { kind: 'Const', value: k }) }));
  return insertEach(cx, list, element, at, (position, value, k) => insertOne(offset(position!, k), value), span);
}

/**
 * `s.insert({5, 3})` of a set (`LibraryClass.insertsList`): its insert(initializer_list<Key>),
 * chosen where each element converts to the key, which inserts them in order and returns void.
 * Null where the call is not that one.
 */
export function insertListIntoSet(cx: CheckContext, object: Expr, member: string, args: readonly Expr[], insertOne: (value: Expr) => Expr, span: Span): Expr | null {
  if (object.type.kind !== 'libraryClass' || member !== 'insert' || args.length !== 1 || !isBracedList(args[0]!)) return null;
  const element = object.type.decl.insertsList?.(object.type);
  if (!element || !makesListOf(cx, args[0].elements, element)) return null;
  // The set is named once per element: it must be one the program names, not made by the call.
  if (object.kind !== 'VarRef' && object.kind !== 'Field') {
    cx.diags.error('unsupported', `inserting a braced list into a '${typeToString(object.type)}' that is not a variable or a member is not supported by ampc`, span);
    return errorExpr(span);
  }
  const sequence = insertEach(cx, args[0], element, null, (_, value) => insertOne(value), span);
  return sequence.type.kind === 'error' ? sequence : make(voidType, span, { kind: 'Convert', operand: sequence });
}

/**
 * The elements of `{...}` (and before them `first`, a position) evaluated in order into variables
 * declared before the statement, then `insertOne` of each: the comma expression of it all.
 */
function insertEach(cx: CheckContext, list: Extract<Expr, { kind: 'InitList' }>, element: Type, first: Expr | null, insertOne: (first: Expr | null, value: Expr, k: number) => Expr, span: Span): Expr {
  if (!canHoist(cx)) {
    cx.diags.error('unsupported', `inserting a braced list outside a function body's statements (a global's or member's initializer, a default argument) is not supported by ampc`, span);
    return errorExpr(span);
  }
  const values = list.elements.map((x) => convert(cx, x, element));
  if (values.some((v) => v.type.kind === 'error')) return errorExpr(span);
  const temp = (name: string, value: Expr) => {
    const variable = cx.newVariable(`__${name}${cx.nextSyntheticId()}`, value.type, 'local', span);
    cx.hoisted.push({ kind: 'VarDecl', variable, init: null, span });
    const ref = (): Expr => make(value.type, span, { kind: 'VarRef', variable });
    return { ref, set: make(value.type, span, { kind: 'Assign', op: null, target: ref(), value }) };
  };
  const position = first ? temp('at', first) : null;
  const held = values.map((v) => temp('element', v));
  const comma = (left: Expr, right: Expr): Expr => make(right.type, span, { kind: 'Binary', op: ',', left, right });
  const steps = [...(position ? [position.set] : []), ...held.map((h) => h.set), ...held.map((h, k) => insertOne(position?.ref() ?? null, h.ref(), k))];
  // `{}` inserts nothing.
  return steps.length === 0 ? make(voidType, span, { kind: 'Const', value: 0 }) : steps.reduce(comma);
}
