/**
 * A container whose `Compare` is a class of the program (`std::set<int, ByLength> s;`,
 * `std::priority_queue<Node, std::vector<Node>, ByDistance> q;`, `s(ByLength{3})`): the runtime
 * container calls the closure over the container's own copy of the function object (std-bind.ts),
 * value-initialised where the constructor is given none, as C++ value-initialises `Compare()`.
 * A priority_queue of class objects (or vectors) ordered by `std::less<T>` (its default) or
 * `std::greater<T>` calls the program's `<` or `>`: the container is given the lambda
 * `[](const T& a, const T& b) { return a < b; }`, checked as if the program wrote it, so the
 * operator is the one C++'s overload resolution picks (member or free).
 * An unordered container of class keys compares them by their `==` the same way (`withKeyEquality`).
 * (Apart from container-comparators.ts, which type resolution imports: this one needs the checker.)
 */
import type * as A from '../parser/ast.js';
import type { LibraryClassType } from '../library/classes.js';
import { operatorComparison } from '../library/containers.js';
import { construct } from './check-call.js';
import { checkExpr } from './check-expr.js';
import { compareOf, equalityByOperator, keyOrderByOperator } from './container-comparators.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import type { Span } from '../source.js';
import { functionObjectClosure } from './std-bind.js';
import { sameType, type Type } from './types.js';

/**
 * The constructor arguments (converted to the chosen constructor's parameters) with the
 * comparator, given or value-initialised, as the closure; `args` as they are where `Compare` is
 * not a class of the program.
 */
export function withFunctionObjectComparator(cx: CheckContext, type: LibraryClassType, args: Expr[], span: Span): Expr[] {
  const compare = compareOf(type);
  // (An ordered container's keys that are numbers, strings, pairs or vectors the runtime orders itself.)
  const op = type.decl.id === 'std::priority_queue' ? operatorComparison(compare ?? undefined, type.typeArgs[0]!) : keyOrderByOperator(type);
  // `q()` or `q(std::less<T>())` (stateless: the given one is the same comparison).
  if (op && (args.length === 0 || (args.length === 1 && sameType(args[0].type, compare!)))) return [operatorLambda(cx, op, type.typeArgs[0]!, span)];
  if (compare?.kind !== 'struct') return args;
  if (args.length === 0) return [functionObjectClosure(cx, construct(cx, compare, [], span), span)];
  if (args.length === 1 && sameType(args[0].type, compare)) return [functionObjectClosure(cx, args[0], args[0].span)];
  return args;
}

/**
 * The arguments (the elements, for a braced list) with, for an unordered container of class keys
 * compared by `std::equal_to<Key>`, the lambda calling their `==` last (associative.ts `hashed`).
 */
export function withKeyEquality(cx: CheckContext, type: LibraryClassType, args: Expr[], span: Span): Expr[] {
  return equalityByOperator(type) ? [...args, operatorLambda(cx, '==', type.typeArgs[0]!, span)] : args;
}

/**
 * A braced list's elements with, for an ordered container of class keys ordered by `std::less<Key>`
 * or `std::greater<Key>`, the lambda calling their `<` or `>` last (associative.ts `tree`).
 */
export function withKeyOrdering(cx: CheckContext, type: LibraryClassType, elements: Expr[], span: Span): Expr[] {
  const op = keyOrderByOperator(type);
  return op ? [...elements, operatorLambda(cx, op, type.typeArgs[0]!, span)] : elements;
}

/** `[](const T& a, const T& b) { return a OP b; }`, checked where the container is constructed. */
function operatorLambda(cx: CheckContext, op: '<' | '>' | '==', element: Type, span: Span): Expr {
  // T is named through a variable of its type, as `decltype(hidden)` (T need not be nameable here).
  const hidden = `__element${cx.nextSyntheticId()}`;
  cx.scope.define(hidden, { kind: 'variable', variable: cx.newVariable(hidden, element, 'local', span) });
  const name = (n: string): A.Expr => ({ kind: 'NameExpr', name: { parts: [n], templateArgs: null, span }, span });
  const type: A.TypeRef = {
    spec: { kind: 'DecltypeTypeSpec', expr: name(hidden), parenthesized: false, span },
    isConst: true, isVolatile: false, pointers: [], reference: '&', arrayDims: [], span,
  };
  const body: A.Expr = { kind: 'BinaryExpr', op, left: name('a'), right: name('b'), opSpan: span, span };
  const lambda: A.LambdaExpr = {
    kind: 'Lambda', captureDefault: null, captureDefaultSpan: null, captures: [],
    params: ['a', 'b'].map((p) => ({ name: p, nameSpan: span, type, defaultValue: null, span })),
    restrictions: [], returnType: null, span,
    body: { kind: 'Block', statements: [{ kind: 'ReturnStmt', value: body, span }], span },
  };
  return checkExpr(cx, lambda);
}
