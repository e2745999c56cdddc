/**
 * Operators on class objects (`a + b`, `a += b`, `a == b`, `-a`, `a[i]`, `f(x)`): a call of the
 * member `operator@` of the left operand's class or of a free `operator@` function, chosen by
 * overload resolution among both ([over.match.oper]). Null when neither operand is a class
 * object, so the built-in operator applies.
 */
import type { Span } from '../source.js';
import { callFunction } from './check-call.js';
import { operatorInGccOrder } from './argument-order.js';
import { errorExpr } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr, FunctionInfo } from './program.js';
import { resolveOverload, typedArgument } from './overload.js';
import { memberFunctionsNamed } from './inheritance.js';
import { memberTemplatesNamed } from './check-class.js';
import { instantiateForCall } from './templates.js';
import { stdOperatorTemplates } from './std-classes.js';
import { builtinAgainstUserOperator, builtinOperatorApplies } from './conversion-functions.js';
import { typeToString } from './types.js';
import { functionDisplayName } from './function-name.js';
import { rewrittenComparison } from './rewritten-comparisons.js';

/** `rewrite`: with C++20's rewritten comparisons too (off when trying one of them). */
export function overloadedOperator(cx: CheckContext, op: string, operands: Expr[], span: Span, rewrite = true): Expr | null {
  if (!operands.some((o) => o.type.kind === 'struct')) return null;
  const name = `operator${op}`;
  const [first, ...rest] = operands;
  const members = first.type.kind === 'struct' ? memberFunctionsNamed(first.type.info, name).filter((f) => f.member!.kind === 'method') : [];
  const found = cx.lookup(name);
  const free = found?.symbol.kind === 'functions' ? found.symbol.overloads.filter((f) => !f.member) : [];
  // Operator templates join through their instances for these operands, found also in namespace
  // std for std's classes (argument-dependent lookup of `a == b` on two std::arrays).
  const templates = [...(found?.symbol.kind === 'functions' ? found.symbol.templates : []), ...stdOperatorTemplates(cx, name, operands)];
  const diagnosticsBefore = cx.diags.items.length;
  for (const t of new Set(templates)) {
    const fn = instantiateForCall(cx, t, null, operands, span);
    if (fn && !free.includes(fn)) free.push(fn);
  }
  // A member operator template (`template <class T> T operator()(T a, T b) const`) joins through
  // its instance for the other operands; the object is the first.
  const memberTemplates = first.type.kind === 'struct' ? memberTemplatesNamed(first.type.info, name) : [];
  const plainMembers = [...members];
  for (const t of memberTemplates) {
    const fn = instantiateForCall(cx, t, null, rest, span);
    if (fn && !members.includes(fn)) members.push(fn);
  }
  // A template whose deduction fails is no candidate ([temp.over]/1), silently.
  const kept = cx.diags.items.slice(diagnosticsBefore).filter((d) => !(d.code === 'template-deduction' && d.span === span));
  cx.diags.items.length = diagnosticsBefore;
  cx.diags.items.push(...kept);
  // Both sets compete: a member's object is its first operand.
  type Choice = { fn: FunctionInfo; isMember: boolean };
  const candidates = [
    ...members.map((fn) => ({ item: { fn, isMember: true } as Choice, params: fn.params.map((p) => p.type) })),
    ...free.map((fn) => ({ item: { fn, isMember: false } as Choice, params: fn.params.map((p) => p.type) })),
  ];
  // C++20: `a != b` as `!(a == b)`, `a == b` as `b == a` (rewritten-comparisons.ts).
  if (rewrite && (op === '==' || op === '!=') && operands.length === 2 && (candidates.length === 0 || resolveOverload(candidates, operands.map((o) => typedArgument(o))).kind === 'none')) {
    const rewritten = rewrittenComparison(cx, op, operands, span);
    if (rewritten !== null) return rewritten;
  }
  if (candidates.length === 0) return null;
  const resolution = resolveOverload(candidates, operands.map((o) => typedArgument(o)));
  // A class that converts to an arithmetic type (`operator double()`) brings the built-in operator
  // in as a candidate too: null lets the caller apply it to the converted operands (conversion-functions.ts).
  if (builtinOperatorApplies(op, operands)) {
    if (resolution.kind === 'none') return null;
    if (resolution.kind === 'best') {
      const chosen = resolution.item;
      const params = chosen.fn.params.map((p) => p.type);
      const against = builtinAgainstUserOperator(operands, params, chosen.isMember);
      if (against === 'builtin') return null;
      if (against === 'ambiguous') {
        cx.diags.error('ambiguous-call', `ambiguous overload for 'operator${op}' (operands of type ${operands.map((o) => `'${typeToString(o.type)}'`).join(' and ')}): the built-in operator, through a conversion function, is as good`, span,
          [{ message: `candidate: '${chosen.fn.member ? functionDisplayName(chosen.fn) : `operator${op}`}'`, span: chosen.fn.span }]);
        return errorExpr(span);
      }
    }
  }
  if (resolution.kind !== 'best') {
    // Let callFunction report the mismatch or ambiguity with its candidates, on one of the sets.
    // (With the member templates as templates, so that a plain member beats an instance as good.)
    if (members.length > 0) return callFunction(cx, { kind: 'functions', overloads: plainMembers, templates: memberTemplates }, null, rest, { span }, span, first);
    if (free.length > 0) return callFunction(cx, { kind: 'functions', overloads: free, templates: [] }, null, operands, { span }, span);
    return errorExpr(span);
  }
  const { fn, isMember } = resolution.item;
  const call = isMember
    ? callFunction(cx, { kind: 'functions', overloads: [fn], templates: [] }, null, rest, { span }, span, first)
    : callFunction(cx, { kind: 'functions', overloads: [fn], templates: [] }, null, operands, { span }, span);
  // The operands in g++'s order: right to left, as a call's arguments (argument-order.ts).
  return operands.length === 2 ? operatorInGccOrder(cx, op, call) : call;
}
