/**
 * A braced list where a value of a known type is wanted: an argument (`f({1, 2})`,
 * `v.push_back({k, n})`), a `return {a, b};`, an element of another braced list. C++ calls this
 * copy-list-initialization ([dcl.init.list]). The list has no type of its own, so overload
 * resolution asks the list how well it initializes each candidate's parameter ([over.ics.list]):
 *
 * - a scalar from `{}` (value-initialized) or `{x}`: x's own conversion (exact, promotion, ...);
 * - a class from `{x}` where x is of that class (or one derived from it): x's own conversion;
 * - an aggregate from its fields' values in order, a class through the constructor overload
 *   resolution picks, a container through its `initializer_list` constructor: a user-defined
 *   conversion, so `f(int)` beats `f(P)` for `f({1})`, and two classes tie (ambiguous).
 *
 * Where ampc cannot tell (a constructor template, brace elision into a nested aggregate, a
 * container whose list constructor does not take the elements, a type with constructors ampc
 * does not model for lists), the rank is `unsupported` and the call is refused rather than guessed.
 *
 * A narrowing conversion inside a braced list ([dcl.init.list]/7: floating to integer, a wider
 * type to a narrower one, integer to floating) is an error when the value is a constant that does
 * not fit, as in g++; of a value known only at run time, g++ warns and converts, and so does ampc.
 */
import { conversionRank, resolveOverload, typedArgument, type ConversionRank, type OverloadArgument } from './overload.js';
import { constValue } from './const-eval.js';
import { isImplicitDefaultConstructor, constructorTemplates } from './check-class.js';
import { hasNonPublicField } from './access.js';
import { isCString } from './host-pointers.js';
import { bindsToBase } from './inheritance.js';
import { isStdClass } from './std-classes.js';
import { initializerListRank, listElementFor } from './initializer-lists.js';
import type { CheckContext } from './context.js';
import { errorExpr } from './check-expr.js';
import { construct } from './check-call.js';
import type { Expr, FunctionInfo } from './program.js';
import { isArithmetic, sameType, typeToString, type StructInfo, type Type } from './types.js';

export type ListRank = ConversionRank | null | 'unsupported';

type BracedList = Extract<Expr, { kind: 'InitList' }>;

/** A braced list not yet given a type (`{1, 2}` as written): `check-expr.ts` types it `void`. */
export function isBracedList(e: Expr): e is BracedList {
  return e.kind === 'InitList' && e.type.kind === 'void';
}

/** An argument as overload resolution sees it: a braced list ranks itself against each parameter. */
export function overloadArgument(cx: CheckContext, e: Expr): OverloadArgument {
  return isBracedList(e) ? { kind: 'bracedList', rank: (to) => bracedListRank(cx, e.elements, to) } : typedArgument(e);
}

/** How `e`, an element of a braced list, initializes a `to`. */
function elementRank(cx: CheckContext, e: Expr, to: Type): ListRank {
  return isBracedList(e) ? bracedListRank(cx, e.elements, to) : conversionRank(e.type, to);
}

/** The implicit conversion sequence from the braced list `{elements}` to a parameter of type `to` ([over.ics.list]). */
export function bracedListRank(cx: CheckContext, elements: readonly Expr[], to: Type): ListRank {
  const one = elements.length === 1 && !isBracedList(elements[0]) ? elements[0] : null;
  // [over.ics.list]/2: a class from one object of that class (or a derived one) is that object's conversion.
  if (one && (sameType(one.type, to) || bindsToBase(one.type, to))) return conversionRank(one.type, to);
  // `{{...}}` to a class: the inner list may initialize the class itself, through its copy
  // constructor, where [over.best.ics]/4 limits the conversions allowed; not modelled.
  if (elements.length === 1 && isBracedList(elements[0]) && !isArithmetic(to)) return 'unsupported';
  switch (to.kind) {
    case 'error':
      return 'exact';
    case 'int':
    case 'float':
    case 'bool':
      // [over.ics.list]/10-11: `{}` value-initializes (identity), `{x}` is x's conversion.
      if (elements.length === 0) return 'exact';
      return one ? conversionRank(one.type, to) : null;
    case 'vector':
      return allElements(cx, elements, to.element);
    case 'libraryClass': {
      const element = to.decl.listElement?.(to);
      if (element) return allElements(cx, elements, element);
      // A map's `pair<const K, V>` entry, made from `{k, v}` by its (first, second) constructor;
      // other library classes may have explicit constructors, which ampc's tables do not mark.
      if (to.decl.id !== 'std::pair') return 'unsupported';
      const chosen = resolveOverload(to.decl.constructors(to).map((c) => ({ item: c, params: c.params })), elements.map((e) => overloadArgument(cx, e)));
      return chosen.kind === 'best' ? 'user' : chosen.kind === 'none' ? null : 'unsupported';
    }
    case 'string':
      // Its initializer_list<char> constructor takes characters (anything arithmetic converts to
      // char); no C string does (a pointer converts to no char), so `{"text"}` is the constructor
      // from `const char*`, `{}` the default one.
      if (elements.length === 0 || (one && isCString(one.type)) || elements.every((e) => !isBracedList(e) && isArithmetic(e.type))) return 'user';
      return 'unsupported';
    case 'struct':
      return structRank(cx, elements, to);
    default:
      return 'unsupported';
  }
}

/**
 * A container's `initializer_list<T>` constructor: viable when every element converts to T; ampc
 * declines the rest (the size and iterator constructors a short list could also reach).
 */
function allElements(cx: CheckContext, elements: readonly Expr[], element: Type): ListRank {
  const ranks = elements.map((e) => elementRank(cx, e, element));
  if (ranks.includes('unsupported')) return 'unsupported';
  return ranks.includes(null) ? 'unsupported' : 'user';
}

/** Whether an initializer_list<element> can be made of `elements` (each converts to the element). */
export function initializerListViable(cx: CheckContext, elements: readonly Expr[], element: Type): boolean {
  return allElements(cx, elements, element) === 'user';
}

function structRank(cx: CheckContext, elements: readonly Expr[], to: Extract<Type, { kind: 'struct' }>): ListRank {
  // An initializer_list, or a class whose initializer-list constructor takes the list (initializer-lists.ts).
  const withList = initializerListRank(cx, elements, to);
  if (withList !== undefined) return withList;
  const info = to.info;
  // std::array: its one field's elements, braces elided (`f({1, 2, 3})`).
  if (isStdClass(to, 'array')) {
    const field = info.fields[0]!.type;
    if (field.kind !== 'array' || field.length === null || elements.length > field.length) return field.kind === 'array' ? null : 'unsupported';
    return allElements(cx, elements, field.element);
  }
  if (isAggregate(info)) {
    if (info.base || info.isUnion || (info.vtable?.length ?? 0) > 0 || hasNonPublicField(info) || info.fields.some((f) => f.isReference)) return 'unsupported';
    if (elements.length > info.fields.length) return null;
    for (let i = 0; i < elements.length; i++) {
      const field = info.fields[i]!.type;
      const r = elementRank(cx, elements[i]!, field);
      if (r === 'unsupported') return r;
      // A value where an array or a nested aggregate is: brace elision, which ampc does not follow.
      if (r === null) return !isBracedList(elements[i]!) && (field.kind === 'array' || field.kind === 'struct') ? 'unsupported' : null;
    }
    return 'user';
  }
  if (constructorTemplates(info).length > 0) return 'unsupported';
  const chosen = listConstructor(cx, elements, info);
  return chosen.kind === 'best' ? 'user' : chosen.kind === 'none' ? null : 'unsupported';
}

/** A class without user-declared constructors (its implicit default one aside): initialized field by field. */
function isAggregate(info: StructInfo): boolean {
  const ctors = info.constructors ?? [];
  return constructorTemplates(info).length === 0 && (ctors.length === 0 || (ctors.length === 1 && isImplicitDefaultConstructor(ctors[0]!)));
}

/** The constructor a braced list of the class calls ([over.match.list]), among those callable here. */
function listConstructor(cx: CheckContext, elements: readonly Expr[], info: StructInfo) {
  const callable = (info.constructors ?? []).filter((f) => (cx.inAmp ? f.restriction.amp : f.restriction.cpu));
  const candidates = callable.filter((f) => f.params.length >= elements.length && f.params.slice(elements.length).every((p) => p.defaultArgument));
  return resolveOverload<FunctionInfo>(
    candidates.map((f) => ({ item: f, params: f.params.slice(0, elements.length).map((p) => p.type) })),
    elements.map((e) => overloadArgument(cx, e)),
  );
}

/**
 * A std::string from a braced list: `{}` and `{"text"}` (a string literal is typed std::string
 * in ampc); the initializer_list<char> constructor (`{'a', 'b'}`) is refused.
 */
export function bracedString(cx: CheckContext, e: BracedList, to: Type): Expr {
  const [first] = e.elements;
  if (e.elements.length === 0 || (e.elements.length === 1 && !isBracedList(first!) && (first!.type.kind === 'string' || isCString(first!.type)))) return construct(cx, to, e.elements, e.span);
  cx.diags.error('unsupported', 'a std::string from a braced list of characters is not supported by ampc', e.span);
  return errorExpr(e.span);
}

/**
 * Reports the narrowing conversions of `{elements}` initializing a `to`, where they are: the
 * scalar itself, a container's or array's elements, an aggregate's fields, the parameters of the
 * constructor the list calls. (Lists nested in the elements are checked when they are converted.)
 */
export function checkListNarrowing(cx: CheckContext, elements: readonly Expr[], to: Type): void {
  const each = (types: readonly (Type | undefined)[]) => elements.forEach((e, i) => types[i] && checkNarrowing(cx, e, types[i]!));
  switch (to.kind) {
    case 'int':
    case 'float':
    case 'bool':
      if (elements.length === 1) checkNarrowing(cx, elements[0]!, to);
      return;
    case 'vector':
      return each(elements.map(() => to.element));
    case 'array':
      return each(elements.map(() => to.element));
    case 'libraryClass': {
      const element = to.decl.listElement?.(to);
      if (element && !(elements.length === 1 && sameType(elements[0]!.type, to))) each(elements.map(() => element));
      return;
    }
    case 'struct': {
      const info = to.info;
      if (elements.length === 1 && (sameType(elements[0]!.type, to) || bindsToBase(elements[0]!.type, to))) return;
      const listElement = listElementFor(cx, elements, to);
      if (listElement) return each(elements.map(() => listElement));
      const field = info.fields[0]?.type;
      if (isStdClass(to, 'array') && field?.kind === 'array') return each(elements.map(() => field.element));
      if (isAggregate(info)) return each(info.fields.map((f) => f.type));
      // libstdc++'s pair and tuple take `{1, 2.5}` through their forwarding constructors
      // (`pair(U1&&, U2&&)`): the double is no narrowed argument there, whatever the prelude declares.
      if (isStdClass(to, 'pair') || isStdClass(to, 'tuple') || constructorTemplates(info).length > 0) return;
      const chosen = listConstructor(cx, elements, info);
      if (chosen.kind === 'best') each(chosen.item.params.map((p) => p.type));
      return;
    }
    default:
      return;
  }
}

/** A narrowing conversion of `e` to `to` in a braced list: an error for a constant that does not fit, a warning otherwise (as g++). */
function checkNarrowing(cx: CheckContext, e: Expr, to: Type): void {
  const from = e.type;
  if (!isArithmetic(from) || !isArithmetic(to) || sameType(from, to)) return;
  const value = constValue(e);
  const narrows = value === null ? !holdsEveryValue(from, to) : !holdsConstant(value, from, to);
  if (!narrows) return;
  const what = `'${typeToString(from)}' to '${typeToString(to)}'`;
  if (value === null) cx.diags.warning('narrowing', `narrowing conversion from ${what} in a braced initializer list`, e.span);
  else cx.diags.error('narrowing-constant', `narrowing conversion of the constant ${shown(value, from)} from ${what} in a braced initializer list`, e.span);
}

function shown(value: number | bigint, from: Type): string {
  return from.kind === 'bool' ? (value ? 'true' : 'false') : String(value);
}

/** Whether every value of `from` is one of `to` ([dcl.init.list]/7 counts integer to floating as narrowing whatever the widths). */
function holdsEveryValue(from: Type, to: Type): boolean {
  if (from.kind === 'float') return to.kind === 'float' && to.bits >= from.bits;
  if (to.kind === 'float') return false;
  if (from.kind === 'bool') return true;
  if (to.kind === 'bool' || from.kind !== 'int' || to.kind !== 'int') return false;
  if (to.signed) return from.signed ? to.bits >= from.bits : to.bits > from.bits;
  return !from.signed && to.bits >= from.bits;
}

/** Whether the constant `value` of type `from` converts to `to` without narrowing ([dcl.init.list]/7's exceptions for constants). */
function holdsConstant(value: number | bigint, from: Type, to: Type): boolean {
  if (from.kind === 'float') {
    // Floating to integer narrows whatever the value; double to float only out of float's range.
    if (to.kind !== 'float') return false;
    const x = Number(value);
    return to.bits >= from.bits || !Number.isFinite(x) || Math.abs(x) <= 3.4028234663852886e38;
  }
  const n = BigInt(value);
  if (to.kind === 'float') {
    // The value must come back unchanged from the floating type.
    const x = to.bits === 32 ? Math.fround(Number(n)) : Number(n);
    return Number.isFinite(x) && BigInt(x) === n;
  }
  if (to.kind === 'bool') return n === 0n || n === 1n;
  if (to.kind !== 'int') return false;
  const min = to.signed ? -(1n << BigInt(to.bits - 1)) : 0n;
  const max = to.signed ? (1n << BigInt(to.bits - 1)) - 1n : (1n << BigInt(to.bits)) - 1n;
  return n >= min && n <= max;
}
