/**
 * `<algorithm>` over class objects, which compare through the program's own operators: the
 * library's algorithm table (src/library/algorithm.ts) compares scalars and strings with JS's
 * `<` and `===`, and calls comparators; for elements of class type (a struct with an
 * `operator<`, member or free, std::pair, std::tuple, std::array) and vectors, sema supplies
 * the comparator C++ would use: the call gets the lambda
 * `[](const E& a, const E& b) { return a < b; }` (`==` for `std::unique_copy`), checked like one
 * the program wrote, so the operator is the one C++'s overload resolution picks.
 * `std::count(first, last, value)` becomes `std::count_if` with `x == value`, and
 * `std::remove_copy(first, last, out, value)` becomes `std::remove_copy_if` with it.
 *
 * Algorithms whose result is an iterator that may be the range's end (`std::find`,
 * `std::lower_bound`, `std::unique`, ...) would return a position in a container of class
 * objects, which ampc's host pointers do not model (src/sema/host-pointers.ts): those are
 * reported as not supported. `std::min_element`/`max_element` give a pointer to the element.
 *
 * `std::min(a, b)` / `std::max(a, b)` (and with a comparator) of class objects, vectors and
 * strings are `b < a ? b : a` and `a < b ? b : a` over copies of the arguments.
 */
import { stdMinMaxOfList, stdMinMaxOfListObject, stdMinMaxPairOfList } from './min-max-list.js';
import { isInitializerList } from './initializer-lists.js';
import type * as A from '../parser/ast.js';
import type { Intrinsic } from '../library/intrinsics.js';
import type { Span } from '../source.js';
import { checkExpr, errorExpr, isLValue } from './check-expr.js';
import type { CheckContext, Scope } from './context.js';
import type { Expr, Stmt } from './program.js';
import { withIteratorRanges } from './iterator-range.js';
import { isDiscarded } from './check-short-vectors.js';
import { assignRunsUserCode } from './copies.js';
import { isConstructorResult, isMemberInitializer, needsDestruction } from './destructors.js';
import { sideEffectFree } from './side-effects.js';
import { checkQuietly, quietly } from './probes.js';
import { lambdaPlace } from './check-lambda.js';
import { isFunctionObject } from './std-bind.js';
import { sameType, typeToString, type StructInfo, type Type } from './types.js';

/** Algorithms that compare with `<` when called without a comparator: their argument count then. */
const lessArity: Record<string, number> = { sort: 2, stable_sort: 2, is_sorted: 2, binary_search: 3, min_element: 2, max_element: 2, minmax_element: 2, lower_bound: 3, upper_bound: 3,
  merge: 5, set_union: 5, set_intersection: 5, set_difference: 5, set_symmetric_difference: 5,
  partial_sort: 3, nth_element: 3, partial_sort_copy: 4, includes: 4, lexicographical_compare: 4 };

/**
 * Algorithms whose result points to an element (a pair of them for minmax_element): over class
 * objects a pointer to the element, the object itself on the host (algorithm.ts).
 */
const minMaxElement = new Set(['min_element', 'max_element', 'minmax_element']);

/** Algorithms returning an iterator into the range, which may be its end. */
const iteratorResults = new Set(['lower_bound', 'upper_bound', 'unique', 'find', 'find_if', 'find_if_not', 'remove', 'remove_if',
  'is_sorted_until', 'adjacent_find', 'equal_range', 'partition_point', 'search', 'search_n', 'find_end', 'find_first_of', 'mismatch']);

/**
 * Algorithms writing through an output iterator, which C++ returns past the last element written,
 * and those returning an iterator into their range that ampc types void over class objects
 * (rotate's new first, partition's boundary: src/library/algorithm-reorder.ts `iteratorOrVoid`).
 */
const outputIteratorResults = new Set(['rotate', 'partition', 'stable_partition', 'partial_sort_copy', 'copy', 'copy_n', 'copy_if', 'copy_backward', 'move', 'move_backward', 'remove_copy', 'remove_copy_if',
  'unique_copy', 'reverse_copy', 'rotate_copy', 'replace_copy', 'replace_copy_if', 'merge', 'set_union', 'set_intersection', 'set_difference',
  'set_symmetric_difference', 'transform', 'adjacent_difference', 'partial_sum', 'exclusive_scan', 'inclusive_scan',
  'transform_exclusive_scan', 'transform_inclusive_scan', 'fill_n', 'generate_n', 'swap_ranges']);

/**
 * `auto it = std::copy(a.begin(), a.end(), v.begin())` where ampc has no iterator to give (the
 * library types the call void: src/library/algorithm.ts `outputResult`): the program uses a
 * result C++ has, so it is refused as not supported, not reported as a type error of the
 * program's. A call that is a statement of its own uses nothing and stays `call`.
 */
export function unusableOutputResult(cx: CheckContext, name: string, e: Extract<A.Expr, { kind: 'CallExpr' }>, call: Expr): Expr {
  if (call.type.kind !== 'void' || !outputIteratorResults.has(name) || isDiscarded(e)) return call;
  // The output container is the last range argument (a function object after it has no elements).
  const written = call.kind === 'Intrinsic' ? call.args.map((a) => elementOf(a.type)).reverse().find((t) => t !== null && (t.kind === 'struct' || t.kind === 'string' || t.kind === 'vector' || t.kind === 'libraryClass')) : undefined;
  const reason = written === undefined || written === null ? 'the iterator it returns is not modelled'
    : written.kind === 'string' ? 'its result is an iterator to a string, and ampc\'s host pointers point to scalars only'
    : `its result is an iterator to ${written.kind === 'struct' ? 'a class object' : 'an object'} of type '${typeToString(written)}', and ampc's host pointers point to scalars only`;
  cx.diags.error('unsupported-library', `the result of 'std::${name}' is not supported by ampc: ${reason}; call it as a statement of its own`, e.callee.span);
  return errorExpr(e.span);
}

/** Elements the library's algorithms cannot compare themselves: class objects and vectors. */
function needsOperators(t: Type): boolean {
  return t.kind === 'struct' || t.kind === 'vector';
}

function elementOf(t: Type): Type | null {
  if (t.kind === 'pointer') return t.pointee;
  return t.kind === 'vector' || t.kind === 'array' ? t.element : null;
}

/**
 * `std::sort(first, last)` and the other algorithms above over a range of class objects: the
 * call with its comparator added (checked), an error, or null where the library's own
 * declarations apply.
 */
export function classElementAlgorithm(
  cx: CheckContext, intrinsics: readonly Intrinsic[], e: Extract<A.Expr, { kind: 'CallExpr' }>,
  checkArgs: (args: A.Expr[]) => Expr[], recheck: (call: Extract<A.Expr, { kind: 'CallExpr' }>) => Expr,
): Expr | null {
  const name = intrinsics[0].name;
  if (!intrinsics[0].iteratorRange || e.args.length < 2 || e.callee.kind !== 'NameExpr') return null;
  const checked = quietly(cx, e.span, () => withIteratorRanges(cx, intrinsics, checkArgs(e.args)));
  const element = checked[0] ? elementOf(checked[0].type) : null;
  // An algorithm whose result is an iterator, over strings: the same limit as for class objects,
  // said in the program's terms (not as the index range ampc lowers the call to).
  if (element?.kind === 'string' && (iteratorResults.has(name) || minMaxElement.has(name))) {
    cx.diags.error('unsupported-library', `'std::${name}' over elements of type 'std::string' is not supported by ampc: its result is an iterator to a string, and ampc's host pointers point to scalars only`, e.callee.span);
    return errorExpr(e.span);
  }
  // `std::find_if(accs.begin(), accs.end(), pred)` over library objects (accelerators): the same limit.
  if (element?.kind === 'libraryClass' && iteratorResults.has(name)) {
    cx.diags.error('unsupported-library', `'std::${name}' over elements of type '${typeToString(element)}' is not supported by ampc: its result is an iterator to an object, and ampc's host pointers point to scalars only`, e.callee.span);
    return errorExpr(e.span);
  }
  if (name === 'replace' && e.args.length === 4 && element) {
    const problem = replacedValueProblem(cx, e.args[2]!);
    if (problem) {
      cx.diags.error('unsupported-library', problem, e.args[2]!.span);
      return errorExpr(e.span);
    }
  }
  if (!element || !needsOperators(element)) return null;
  const span = e.span;
  if (iteratorResults.has(name) || (minMaxElement.has(name) && element.kind !== 'struct')) {
    cx.diags.error('unsupported-library', `'std::${name}' over elements of class type '${typeToString(element)}' is not supported by ampc: its result is an iterator to a class object, and ampc's host pointers point to scalars only`, e.callee.span);
    return errorExpr(span);
  }
  const hidden = `__element${cx.nextSyntheticId()}`;
  cx.scope.define(hidden, { kind: 'variable', variable: cx.newVariable(hidden, element, 'local', span) });
  const callee = e.callee;
  // `std::sort(first, last, byKey)` with `bool byKey(const S&, const S&)`: ampc's function pointers
  // take no references, so the function is called from a lambda instead, as the algorithm would;
  // `std::greater<S>()` and `std::less<S>()` (the library's are for scalars) are their operator's lambda.
  const wrapped = e.args.map((arg, i) => (i >= 2 ? madeOnce(cx, arg, () => referenceFunctionLambda(cx, arg, element, hidden) ?? functionObjectLambda(arg, hidden)) : null));
  if (wrapped.some((w) => w !== null)) return recheck({ ...e, args: e.args.map((arg, i) => wrapped[i] ?? arg) });
  if (lessArity[name] === e.args.length) {
    if (!comparable(cx, '<', hidden, span)) return noOperator(cx, name, '<', element, e.callee.span);
    return recheck({ ...e, args: [...e.args, madeOnce(cx, e, () => comparatorLambda(hidden, [['a', 'b']], binary('<', name_('a', span), name_('b', span), span), span, false))!] });
  }
  // `std::unique_copy(first, last, out)`: with the lambda comparing by `==`.
  if (name === 'unique_copy' && e.args.length === 3) {
    if (!comparable(cx, '==', hidden, span)) return noOperator(cx, name, '==', element, e.callee.span);
    return recheck({ ...e, args: [...e.args, madeOnce(cx, e, () => comparatorLambda(hidden, [['a', 'b']], binary('==', name_('a', span), name_('b', span), span), span, false))!] });
  }
  // `std::count(first, last, value)`, `std::remove_copy(first, last, out, value)` and
  // `std::replace(first, last, old, new)`: their `_if` form with `x == value`.
  const byValue = ({ count: ['count_if', 2, 3], remove_copy: ['remove_copy_if', 3, 4], replace: ['replace_if', 2, 4] } as const)[name as 'count' | 'remove_copy' | 'replace'];
  if (byValue && e.args.length === byValue[2]) {
    const [withPredicate, at] = byValue;
    if (!comparable(cx, '==', hidden, span)) return noOperator(cx, name, '==', element, e.callee.span);
    const problem = valueCopyProblem(cx, name, e.args[at]!);
    if (problem) {
      cx.diags.error('unsupported-library', problem, e.args[at]!.span);
      return errorExpr(span);
    }
    // `value` is read once, into a variable of the element's type, as the algorithm's `const T&` binds it.
    const value = `__value${cx.nextSyntheticId()}`;
    const valueType = checkQuietly(cx, e.args[at]).type;
    if (valueType.kind === 'error') return null;
    const variable = cx.newVariable(value, valueType, 'local', span);
    cx.hoisted.push({ kind: 'VarDecl', variable, init: null, span });
    cx.scope.define(value, { kind: 'variable', variable });
    const predicate = comparatorLambda(hidden, [['x']], binary('==', name_('x', span), name_(value, span), span), span, true);
    const assigned: A.Expr = { kind: 'AssignExpr', op: '=', target: name_(value, span), value: e.args[at], opSpan: span, span };
    const ifCallee: A.Expr = { kind: 'NameExpr', name: { ...callee.name, parts: [...callee.name.parts.slice(0, -1), withPredicate] }, span: callee.span };
    return recheck({ ...e, callee: ifCallee, args: [...e.args.slice(0, at), binary(',', assigned, predicate, span), ...e.args.slice(at + 1)] });
  }
  return null;
}

/**
 * Why the value `std::count`/`remove_copy`/`replace` compare the elements with cannot be read
 * once into a variable of its own (their `_if` form above), or null where it can. C++ binds it by
 * `const T&` and copies nothing; ampc's copy is made by default construction and assignment, so
 * neither, nor the copy's destruction, may run code the program could see.
 */
function valueCopyProblem(cx: CheckContext, name: string, arg: A.Expr): string | null {
  const value = checkQuietly(cx, arg);
  const t = value.type;
  if (t.kind === 'struct' && (assignRunsUserCode(t) || needsDestruction(t) || defaultConstructionRunsCode(t.info))) {
    return `'std::${name}' with a value of class type '${typeToString(t)}' whose construction, assignment or destruction runs user code is not supported by ampc (ampc compares the elements with its own copy of the value)`;
  }
  return null;
}

/**
 * Whether default-constructing an object of the class runs code the program could see: its
 * default constructor does more than initialise members from values without side effects, or a
 * member's or base's does.
 */
function defaultConstructionRunsCode(info: StructInfo, seen = new Set<StructInfo>()): boolean {
  if (seen.has(info)) return false;
  seen.add(info);
  const constructor = (info.constructors ?? []).find((c) => c.params.length === 0);
  const own = constructor?.body?.statements.some((st) => !initialisesOnly(st)) ?? false;
  return own || info.fields.some((f) => f.type.kind === 'struct' && defaultConstructionRunsCode(f.type.info, seen))
    || (info.base !== undefined && defaultConstructionRunsCode(info.base, seen));
}

/** A statement of a constructor that only makes its object: the object's declaration and return, a member initialised from a value without side effects. */
function initialisesOnly(st: Stmt): boolean {
  switch (st.kind) {
    case 'VarDecl': return isConstructorResult(st.variable);
    case 'Return': return st.value?.kind === 'VarRef' && isConstructorResult(st.value.variable);
    case 'ExprStmt': return st.expr.kind === 'Assign' && isMemberInitializer(st.expr) && sideEffectFree(st.expr.value);
    default: return false;
  }
}

/**
 * `std::replace(first, last, old, new)` binds `old` by `const T&` and compares each element with
 * it as the call goes, so where it is one of the elements (`std::replace(b, e, v[0], x)`) the
 * comparisons after that element's replacement see the new value; ampc reads it once. Refused
 * unless it is a temporary or a variable that is not a reference, which no element can be.
 */
function replacedValueProblem(cx: CheckContext, arg: A.Expr): string | null {
  const value = checkQuietly(cx, arg);
  const unaliased = value.kind === 'VarRef' ? !value.variable.isReference : !isLValue(value);
  return unaliased ? null : `'std::replace' with an old value that may be one of the elements it replaces (an element, a member of one, or a reference) is not supported by ampc: C++ compares with that object as the call changes it; pass a copy`;
}

/**
 * `std::for_each(first, last, f)` with a function object of the program's class: for_each calls
 * its own copy of f and returns that copy (`Counter c = std::for_each(b, e, Counter());`). The
 * copy is a variable declared before the statement, assigned where the argument is evaluated and
 * called through `std::ref`: `(copy = f, std::for_each(first, last, std::ref(copy)), copy)`.
 * Null for any other call (a function object elsewhere is a closure over its copy: std-bind.ts).
 */
export function forEachFunctionObject(cx: CheckContext, intrinsics: readonly Intrinsic[], e: Extract<A.Expr, { kind: 'CallExpr' }>, recheck: (call: A.Expr) => Expr): Expr | null {
  if (intrinsics[0].id !== 'std::for_each' || e.args.length !== 3 || e.callee.kind !== 'NameExpr') return null;
  const f = checkQuietly(cx, e.args[2]);
  if (!isFunctionObject(f.type)) return null;
  const span = e.span;
  const copy = `__function${cx.nextSyntheticId()}`;
  const variable = cx.newVariable(copy, f.type, 'local', span);
  cx.hoisted.push({ kind: 'VarDecl', variable, init: null, span });
  cx.scope.define(copy, { kind: 'variable', variable });
  const ref: A.Expr = { kind: 'CallExpr', callee: name_('std::ref', span, ['std', 'ref']), args: [name_(copy, span)], span };
  const call: A.Expr = { ...e, args: [e.args[0], e.args[1], ref] };
  const assigned: A.Expr = { kind: 'AssignExpr', op: '=', target: name_(copy, span), value: e.args[2], opSpan: span, span };
  return recheck(binary(',', binary(',', assigned, call, span), name_(copy, span), span));
}

/**
 * The lambda made for `source` (the argument it wraps, or the call it completes) where it is
 * checked, or null where none is: made once per place, so a call checked again (a quiet probe
 * first, std::minmax's temporary typed before it is assigned) passes the same lambda expression,
 * which check-lambda.ts checks once, as one function.
 */
const madeLambdas = new WeakMap<A.Expr, Map<Scope, A.Expr | null>>();

function madeOnce(cx: CheckContext, source: A.Expr, make: () => A.Expr | null): A.Expr | null {
  const place = lambdaPlace(cx);
  let made = madeLambdas.get(source);
  if (!made) madeLambdas.set(source, (made = new Map()));
  if (!made.has(place)) made.set(place, make());
  return made.get(place) ?? null;
}

/** A lambda calling the function `arg` names, when it is one function taking elements by reference; else null. */
function referenceFunctionLambda(cx: CheckContext, arg: A.Expr, element: Type, hidden: string): A.Expr | null {
  if (arg.kind !== 'NameExpr' || arg.name.templateArgs) return null;
  const found = cx.lookupName(arg.name.parts)?.symbol;
  if (found?.kind !== 'functions' || found.overloads.length !== 1 || found.templates.length > 0) return null;
  const fn = found.overloads[0];
  if (fn.params.length < 1 || fn.params.length > 2 || !fn.params.some((p) => p.isReference) || !fn.params.every((p) => sameType(p.type, element))) return null;
  const names = fn.params.map((_, i) => ['a', 'b'][i]);
  const call: A.Expr = { kind: 'CallExpr', callee: arg, args: names.map((n) => name_(n, arg.span)), span: arg.span };
  return comparatorLambda(hidden, [names], call, arg.span, false);
}

/** Whether two elements (of the type of the variable `hidden`) compare with `op`. */
function comparable(cx: CheckContext, op: '<' | '==', hidden: string, span: Span): boolean {
  return checkQuietly(cx, binary(op, name_(hidden, span), name_(hidden, span), span)).type.kind !== 'error';
}

function noOperator(cx: CheckContext, name: string, op: string, element: Type, span: Span): Expr {
  cx.diags.error('no-matching-function', `'std::${name}' compares the elements with '${op}', and there is no 'operator${op}' for '${typeToString(element)}': declare one, or pass a comparator`, span);
  return errorExpr(span);
}

/** `std::greater<T>()` / `std::less<T>()` (or `<>`) as the lambda calling `a > b` / `a < b`, else null. */
function functionObjectLambda(arg: A.Expr, hidden: string): A.Expr | null {
  if (arg.kind !== 'CallExpr' || arg.args.length !== 0 || arg.callee.kind !== 'NameExpr') return null;
  const parts = arg.callee.name.parts;
  const op = ({ greater: '>', less: '<' } as const)[parts[parts.length - 1] as 'greater' | 'less'];
  if (!op || !parts.slice(0, -1).every((p) => p === '' || p === 'std') || (arg.callee.name.templateArgs?.length ?? 0) > 1) return null;
  return comparatorLambda(hidden, [['a', 'b']], binary(op, name_('a', arg.span), name_('b', arg.span), arg.span), arg.span, false);
}

const name_ = (n: string, span: Span, parts = [n]): A.Expr => ({ kind: 'NameExpr', name: { parts, templateArgs: null, span }, span });

function binary(op: A.BinaryOp, left: A.Expr, right: A.Expr, span: Span): A.Expr {
  return { kind: 'BinaryExpr', op, left, right, opSpan: span, span };
}

/** `[](const decltype(hidden)& p...) { return body; }` (capturing by reference with `captures`). */
function comparatorLambda(hidden: string, params: string[][], body: A.Expr, span: Span, captures: boolean): A.Expr {
  const type: A.TypeRef = {
    spec: { kind: 'DecltypeTypeSpec', expr: name_(hidden, span), parenthesized: false, span },
    isConst: true, isVolatile: false, pointers: [], reference: '&', arrayDims: [], span,
  };
  const lambda: A.LambdaExpr = {
    kind: 'Lambda', captureDefault: captures ? '&' : null, captureDefaultSpan: captures ? span : null, captures: [],
    params: params[0].map((p) => ({ name: p, nameSpan: span, type, defaultValue: null, span })),
    restrictions: [], returnType: null, span,
    body: { kind: 'Block', statements: [{ kind: 'ReturnStmt', value: body, span }], span },
  };
  return lambda as unknown as A.Expr;
}

/**
 * `std::min(a, b)`, `std::max(a, b)`, with or without a comparator, of two class objects,
 * vectors or strings of one type: the arguments copied into variables declared before the
 * statement, then `b < a ? b : a` (min) or `a < b ? b : a` (max), as libstdc++ chooses. Null
 * where the arguments are something else (the library's arithmetic min/max).
 */
export function stdMinMax(cx: CheckContext, callee: Extract<A.Expr, { kind: 'NameExpr' }>, args: readonly A.Expr[], span: Span): Expr | null {
  const parts = callee.name.parts;
  const id = parts[parts.length - 1];
  if ((id !== 'min' && id !== 'max' && id !== 'minmax') || !parts.slice(0, -1).every((p) => p === '' || p === 'std')) return null;
  if (parts.length === 1 && cx.lookup(id)) return null; // the program's own min
  if ((args.length === 1 || args.length === 2) && args[0]!.kind === 'InitListExpr') {
    return id === 'minmax' ? stdMinMaxPairOfList(cx, args[0]!, args[1], span) : stdMinMaxOfList(cx, id, args[0]!, args[1], span);
  }
  // `std::min(l)` of an initializer_list object, with or without a comparator (min-max-list.ts).
  if ((args.length === 1 || args.length === 2) && isInitializerList(checkQuietly(cx, args[0]!).type)) {
    return stdMinMaxOfListObject(cx, id, args[0]!, args[1], span);
  }
  // `std::minmax(a, b)` is the prelude's template (src/library/minmax.ts).
  if (id === 'minmax') return null;
  if (args.length !== 2 && args.length !== 3) return null;
  const [a, b] = [checkQuietly(cx, args[0]), checkQuietly(cx, args[1])];
  if (!(needsOperators(a.type) || a.type.kind === 'string') || !sameType(a.type, b.type)) return null;
  const names = [a, b].map((x) => {
    const n = `__${id}${cx.nextSyntheticId()}`;
    const variable = cx.newVariable(n, x.type, 'local', span);
    cx.hoisted.push({ kind: 'VarDecl', variable, init: null, span });
    cx.scope.define(n, { kind: 'variable', variable });
    return n;
  });
  const [x, y] = names.map((n) => name_(n, span));
  const less = (l: A.Expr, r: A.Expr): A.Expr => (args.length === 3 ? { kind: 'CallExpr', callee: args[2], args: [l, r], span } : binary('<', l, r, span));
  const choice: A.Expr = id === 'min'
    ? { kind: 'ConditionalExpr', cond: less(y, x), then: y, otherwise: x, span }
    : { kind: 'ConditionalExpr', cond: less(x, y), then: y, otherwise: x, span };
  const assign = (target: A.Expr, value: A.Expr): A.Expr => ({ kind: 'AssignExpr', op: '=', target, value, opSpan: span, span });
  return checkExpr(cx, binary(',', binary(',', assign(x, args[0]), assign(y, args[1]), span), choice, span));
}
