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
import { sameType, typeToString } from './types.js';
import { quietly } from './std-algorithms.js';

export function stdMinMaxOfList(cx: CheckContext, id: 'min' | 'max', list: Extract<A.Expr, { kind: 'InitListExpr' }>, comparator: A.Expr | undefined, span: Span): Expr {
  if (!canHoist(cx)) {
    cx.diags.error('unsupported', `std::${id} of an initializer list outside a function body's statements (a global's or member's initializer, a default argument) is not supported by ampc`, span);
    return errorExpr(span);
  }
  if (list.elements.length === 0) {
    cx.diags.error('no-matching-function', `std::${id} of an empty initializer list: libstdc++ reads past its end (undefined behaviour)`, list.span);
    return errorExpr(span);
  }
  // The elements' types, checked once for the error; the fold checks them again where they are used.
  const types = quietly(cx, () => list.elements.map((x) => checkExpr(cx, x).type));
  const first = types[0]!;
  if (types.some((t) => t.kind === 'error')) return errorExpr(span);
  const other = types.findIndex((t) => !sameType(t, first));
  if (other >= 0) {
    cx.diags.error('no-matching-function', `no matching function for call to 'std::${id}': the initializer list's elements have different types ('${typeToString(first)}' and '${typeToString(types[other]!)}'), so no initializer_list<T> is deduced`, list.elements[other]!.span);
    return errorExpr(span);
  }
  const temp = (): A.Expr => {
    const n = `__${id}${cx.nextSyntheticId()}`;
    const variable = cx.newVariable(n, first, 'local', span);
    cx.hoisted.push({ kind: 'VarDecl', variable, init: null, span });
    cx.scope.define(n, { kind: 'variable', variable });
    return { kind: 'NameExpr', name: { parts: [n], templateArgs: null, span }, span };
  };
  const binary = (op: string, left: A.Expr, right: A.Expr): A.Expr => ({ kind: 'BinaryExpr', op, left, right, opSpan: span, span } as A.Expr);
  const assign = (target: A.Expr, value: A.Expr): A.Expr => ({ kind: 'AssignExpr', op: '=', target, value, opSpan: span, span });
  const less = (l: A.Expr, r: A.Expr): A.Expr => (comparator ? { kind: 'CallExpr', callee: comparator, args: [l, r], span } : binary('<', l, r));
  const elements = list.elements.map(() => temp());
  const best = temp();
  let sequence: A.Expr = assign(elements[0]!, list.elements[0]!);
  for (let i = 1; i < elements.length; i++) sequence = binary(',', sequence, assign(elements[i]!, list.elements[i]!));
  sequence = binary(',', sequence, assign(best, elements[0]!));
  for (let i = 1; i < elements.length; i++) {
    const t = elements[i]!;
    const better: A.Expr = id === 'min' ? less(t, best) : less(best, t);
    sequence = binary(',', sequence, assign(best, { kind: 'ConditionalExpr', cond: better, then: t, otherwise: best, span }));
  }
  return checkExpr(cx, binary(',', sequence, best));
}
