/**
 * `noexcept(condition)` on a function and the `noexcept(e)` operator ([except.spec], [expr.unary.noexcept]).
 *
 *   template <class T> void put(T) noexcept(sizeof(T) <= 8);
 *   void g() noexcept(noexcept(f()));
 *
 * A condition is a constant expression converted to bool, evaluated where the function is
 * declared (in a template instance, with the template's arguments). The operator is a constant
 * too: false where its (unevaluated) operand holds a potentially-throwing expression, a call of
 * a function not declared non-throwing above all. ampc answers it where it knows every part of
 * the operand: the language's own operators on scalars, and calls of the program's functions
 * with scalar or reference arguments. A library call, a function pointer's, or a copy of a class
 * object (whose copy constructor might throw) is "not supported by ampc" there.
 */
import type * as A from '../parser/ast.js';
import type { CheckContext } from './context.js';
import type { Expr, Variable } from './program.js';
import { checkExpr, convert, errorExpr, make } from './check-expr.js';
import { constValue } from './const-eval.js';
import { isImplicitDefaultConstructor } from './check-class.js';
import { childExprs } from './walk.js';
import { boolType, typeToString } from './types.js';

/**
 * Whether a declaration's exception specification promises no exception: `noexcept`, `throw()`,
 * or a true condition, which sees the function's parameters (`noexcept(noexcept(f(x)))`).
 */
export function declaredNothrow(cx: CheckContext, d: A.FunctionDecl, params: readonly Variable[]): boolean {
  if (!d.noexceptCondition) return d.nothrow === true;
  const before = cx.diags.items.length;
  cx.pushScope('block');
  let condition: Expr;
  try {
    for (const p of params) cx.scope.define(p.name, { kind: 'variable', variable: p });
    condition = convert(cx, checkExpr(cx, d.noexceptCondition), boolType);
  } finally {
    cx.popScope();
  }
  if (cx.diags.items.length > before || condition.type.kind === 'error') return false;
  const value = constValue(condition);
  if (value === null) {
    cx.diags.error('unsupported', 'a noexcept condition that ampc cannot evaluate as a constant is not supported by ampc', d.noexceptCondition.span);
    return false;
  }
  return value !== 0;
}

/** `noexcept(e)`: a bool constant. */
export function checkNoexceptOperator(cx: CheckContext, e: Extract<A.Expr, { kind: 'NoexceptExpr' }>): Expr {
  const before = cx.diags.items.length;
  const operand = checkExpr(cx, e.operand);
  if (cx.diags.items.length > before || operand.type.kind === 'error') return errorExpr(e.span);
  const unknown = unknownPart(operand);
  if (unknown) {
    cx.diags.error('unsupported', `'noexcept' of an expression with ${unknown} is not supported by ampc`, e.operand.span);
    return errorExpr(e.span);
  }
  return make(boolType, e.span, { kind: 'Const', value: !mayThrow(operand) });
}

/** What in `e` ampc cannot tell the exception specification of, or null. */
function unknownPart(e: Expr): string | null {
  switch (e.kind) {
    case 'Const': case 'StringConst': case 'VarRef': case 'FunctionRef':
    case 'Unary': case 'Binary': case 'Logical': case 'Conditional': case 'AddressOf': case 'Field': case 'Element':
      break;
    case 'Convert': case 'Assign':
      if (!isScalar(e.type)) return `a conversion to or assignment of a '${typeToString(e.type)}'`;
      break;
    case 'Call': {
      if (e.callee.member?.kind === 'constructor' && isImplicitDefaultConstructor(e.callee)) return 'an implicitly declared constructor';
      // A by-value class argument is copied by its copy constructor, which may throw.
      const byValue = e.args.find((a, i) => !e.callee.params[i]?.isReference && !isScalar(a.type));
      if (byValue) return 'a class object passed by value';
      break;
    }
    default:
      return e.kind === 'Intrinsic' || e.kind === 'Library' ? 'a call of the library' : `this kind of expression (${e.kind})`;
  }
  for (const child of childExprs(e)) {
    const inner = unknownPart(child);
    if (inner) return inner;
  }
  return null;
}

/** Whether `e` holds a call of a function not declared non-throwing (unknownPart has vouched for the rest). */
function mayThrow(e: Expr): boolean {
  if (e.kind === 'Call' && !e.callee.nothrow) return true;
  return childExprs(e).some(mayThrow);
}

function isScalar(t: Expr['type']): boolean {
  return t.kind === 'int' || t.kind === 'float' || t.kind === 'bool' || t.kind === 'pointer';
}
