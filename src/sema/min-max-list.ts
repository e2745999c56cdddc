/**
 * `std::min({a, b, c})` and `std::max({...})` (and with a comparator, `std::min({...}, cmp)`),
 * of an `initializer_list`: libstdc++ returns the first smallest (largest) element, as
 * `min_element` (`max_element`) finds it. The elements are evaluated left to right into
 * variables declared before the statement, then folded pairwise as the two-argument forms
 * choose, which keeps the first of equals: `m = t0; m = t1 < m ? t1 : m; ...` (max: `m < t1 ? t1 : m`).
 * Elements of different types do not deduce one `initializer_list<T>`: a C++ error.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { checkExpr, errorExpr } from './check-expr.js';
import type { CheckContext } from './context.js';
import { canHoist } from './argument-order.js';
import type { Expr } from './program.js';
import { sameType, typeToString, type Type } from './types.js';
import { checkQuietly, quietly } from './probes.js';

/** The list's elements checked: their one type, or an error reported (null). */
function listElementType(cx: CheckContext, id: string, list: Extract<A.Expr, { kind: 'InitListExpr' }>, span: Span): Type | null {
  if (!canHoist(cx)) {
    cx.diags.error('unsupported', `std::${id} of an initializer list outside a function body's statements (a global's or member's initializer, a default argument) is not supported by ampc`, span);
    return null;
  }
  if (list.elements.length === 0) {
    cx.diags.error('no-matching-function', `std::${id} of an empty initializer list: libstdc++ reads past its end (undefined behaviour)`, list.span);
    return null;
  }
  // The elements' types, from a probe (probes.ts): the fold checks them where they are used.
  const types = quietly(cx, list.span, () => list.elements.map((x) => checkExpr(cx, x).type));
  const first = types[0]!;
  if (types.some((t) => t.kind === 'error')) {
    // Not folded: checked for real here, so that the error is reported.
    for (const x of list.elements) checkExpr(cx, x);
    return null;
  }
  const other = types.findIndex((t) => !sameType(t, first));
  if (other >= 0) {
    cx.diags.error('no-matching-function', `no matching function for call to 'std::${id}': the initializer list's elements have different types ('${typeToString(first)}' and '${typeToString(types[other]!)}'), so no initializer_list<T> is deduced`, list.elements[other]!.span);
    return null;
  }
  return first;
}

/** The pieces of a fold over the list's elements, each evaluated once, in order, into a variable of its own. */
function fold(cx: CheckContext, id: string, element: Type, list: Extract<A.Expr, { kind: 'InitListExpr' }>, comparator: A.Expr | undefined, span: Span) {
  const temp = (): A.Expr => {
    const n = `__${id}${cx.nextSyntheticId()}`;
    const variable = cx.newVariable(n, element, 'local', span);
    cx.hoisted.push({ kind: 'VarDecl', variable, init: null, span });
    cx.scope.define(n, { kind: 'variable', variable });
    return { kind: 'NameExpr', name: { parts: [n], templateArgs: null, span }, span };
  };
  const binary = (op: string, left: A.Expr, right: A.Expr): A.Expr => ({ kind: 'BinaryExpr', op, left, right, opSpan: span, span } as A.Expr);
  const assign = (target: A.Expr, value: A.Expr): A.Expr => ({ kind: 'AssignExpr', op: '=', target, value, opSpan: span, span });
  const less = (l: A.Expr, r: A.Expr): A.Expr => (comparator ? { kind: 'CallExpr', callee: comparator, args: [l, r], span } : binary('<', l, r));
  const not = (operand: A.Expr): A.Expr => ({ kind: 'UnaryExpr', op: '!', operand, opSpan: span, span } as A.Expr);
  const when = (cond: A.Expr, then: A.Expr, otherwise: A.Expr): A.Expr => ({ kind: 'ConditionalExpr', cond, then, otherwise, span });
  const elements = list.elements.map(() => temp());
  let evaluated: A.Expr = assign(elements[0]!, list.elements[0]!);
  for (let i = 1; i < elements.length; i++) evaluated = binary(',', evaluated, assign(elements[i]!, list.elements[i]!));
  return { temp, binary, assign, less, not, when, elements, evaluated };
}

export function stdMinMaxOfList(cx: CheckContext, id: 'min' | 'max', list: Extract<A.Expr, { kind: 'InitListExpr' }>, comparator: A.Expr | undefined, span: Span): Expr {
  const first = listElementType(cx, id, list, span);
  if (!first) return errorExpr(span);
  const { temp, binary, assign, less, when, elements, evaluated } = fold(cx, id, first, list, comparator, span);
  const best = temp();
  let sequence = binary(',', evaluated, assign(best, elements[0]!));
  for (let i = 1; i < elements.length; i++) {
    const t = elements[i]!;
    const better: A.Expr = id === 'min' ? less(t, best) : less(best, t);
    sequence = binary(',', sequence, assign(best, when(better, t, best)));
  }
  return checkExpr(cx, binary(',', sequence, best));
}

/**
 * `std::minmax({...})` (and with a comparator): libstdc++'s `minmax_element` over the list, then
 * the pair of the two elements it finds (the first smallest, the last largest). Its comparisons
 * are libstdc++'s (runtime/algorithm.ts `minmaxElement`: the elements in pairs), unrolled over the
 * list's variables, so a comparator sees the calls it sees under g++.
 */
export function stdMinMaxPairOfList(cx: CheckContext, list: Extract<A.Expr, { kind: 'InitListExpr' }>, comparator: A.Expr | undefined, span: Span): Expr {
  const element = listElementType(cx, 'minmax', list, span);
  if (!element) return errorExpr(span);
  const { temp, binary, assign, less, not, when, elements: t, evaluated } = fold(cx, 'minmax', element, list, comparator, span);
  const [min, max] = [temp(), temp()];
  const none: A.Expr = { kind: 'IntLiteral', value: 0n, isUnsigned: false, isLong: false, text: '0', span };
  // `if (c) x = y;` as an expression.
  const maybe = (cond: A.Expr, target: A.Expr, value: A.Expr): A.Expr => when(cond, binary(',', assign(target, value), none), none);
  const both = (lo: A.Expr, hi: A.Expr) => binary(',', assign(min, lo), assign(max, hi));
  let sequence: A.Expr;
  if (t.length === 1) sequence = binary(',', evaluated, both(t[0]!, t[0]!));
  else {
    sequence = binary(',', evaluated, when(less(t[1]!, t[0]!), both(t[1]!, t[0]!), both(t[0]!, t[1]!)));
    let i = 2;
    for (; i + 1 < t.length; i += 2) {
      const [first, next] = [t[i]!, t[i + 1]!];
      const step = when(
        less(next, first),
        binary(',', maybe(less(next, min), min, next), maybe(not(less(first, max)), max, first)),
        binary(',', maybe(less(first, min), min, first), maybe(not(less(next, max)), max, next)),
      );
      sequence = binary(',', sequence, step);
    }
    if (i < t.length) {
      const last = t[i]!;
      sequence = binary(',', sequence, when(less(last, min), binary(',', assign(min, last), none), maybe(not(less(last, max)), max, last)));
    }
  }
  const pair: A.Expr = { kind: 'CallExpr', callee: { kind: 'NameExpr', name: { parts: ['std', 'make_pair'], templateArgs: null, span }, span }, args: [min, max], span };
  return checkExpr(cx, binary(',', sequence, pair));
}

/**
 * `std::min(l)`, `std::max(l)`, `std::minmax(l)` (with or without a comparator) of an
 * initializer_list object (`std::initializer_list<int> l = {...}; std::min(l)`): libstdc++'s
 * `*std::min_element(l.begin(), l.end())`, `*std::max_element(...)`, and of
 * `std::minmax_element(...)` the pair of the two elements, over the list's vector
 * (initializer-lists.ts). An empty list is undefined behaviour in C++ (libstdc++ reads past it).
 */
export function stdMinMaxOfListObject(cx: CheckContext, id: 'min' | 'max' | 'minmax', list: A.Expr, comparator: A.Expr | undefined, span: Span): Expr {
  if (!canHoist(cx)) {
    cx.diags.error('unsupported', `std::${id} of an initializer_list outside a function body's statements (a global's or member's initializer, a default argument) is not supported by ampc`, span);
    return errorExpr(span);
  }
  const name = (n: string): A.Expr => ({ kind: 'NameExpr', name: { parts: [n], templateArgs: null, span }, span });
  const binary = (op: string, left: A.Expr, right: A.Expr): A.Expr => ({ kind: 'BinaryExpr', op, left, right, opSpan: span, span } as A.Expr);
  const assign = (target: A.Expr, value: A.Expr): A.Expr => ({ kind: 'AssignExpr', op: '=', target, value, opSpan: span, span });
  const member = (object: A.Expr, m: string): A.Expr => ({ kind: 'MemberExpr', object, member: m, memberSpan: span, arrow: false, opSpan: span, templateArgs: null, span });
  const deref = (operand: A.Expr): A.Expr => ({ kind: 'UnaryExpr', op: 'deref', operand, opSpan: span, span });
  const call = (callee: A.Expr, args: A.Expr[]): A.Expr => ({ kind: 'CallExpr', callee, args, span });
  const std = (f: string): A.Expr => ({ kind: 'NameExpr', name: { parts: ['std', f], templateArgs: null, span }, span });
  /** A variable declared before the statement, of the type `value` has; assigned where the statement evaluates it. */
  const temp = (value: A.Expr): { ref: A.Expr; set: A.Expr } => {
    const n = `__${id}${cx.nextSyntheticId()}`;
    const type = checkQuietly(cx, value).type;
    const variable = cx.newVariable(n, type, 'local', span);
    cx.hoisted.push({ kind: 'VarDecl', variable, init: null, span });
    cx.scope.define(n, { kind: 'variable', variable });
    return { ref: name(n), set: assign(name(n), value) };
  };
  // The list, evaluated once (a named list is read where it is).
  const held = list.kind === 'NameExpr' ? { ref: list, set: null } : temp(list);
  const range = [call(member(held.ref, 'begin'), []), call(member(held.ref, 'end'), []), ...(comparator ? [comparator] : [])];
  const then = (first: A.Expr | null, value: A.Expr): A.Expr => (first ? binary(',', first, value) : value);
  if (id !== 'minmax') return checkExpr(cx, then(held.set, deref(call(std(id === 'min' ? 'min_element' : 'max_element'), range))));
  const found = temp(call(std('minmax_element'), range));
  const pair = call(std('make_pair'), [deref(member(found.ref, 'first')), deref(member(found.ref, 'second'))]);
  return checkExpr(cx, then(held.set, binary(',', found.set, pair)));
}
