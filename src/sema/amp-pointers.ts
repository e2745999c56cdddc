/**
 * Pointers as C++ AMP allows them in restrict(amp) code: single-indirection pointers as locals,
 * parameters and values (`float* p = &x;`, `&av[i]`, `p + k`, `p - q`, `p[i]`, `*p`, `p->f`).
 * The typed program keeps them as ordinary expressions of pointer type; `*p` and `p[i]` are
 * `Element(p, i)`. The WGSL back end lowers each pointer to the memory it points into and an
 * element index (src/codegen/wgsl/pointers.ts).
 */
import type { Span } from '../source.js';
import type { CheckContext } from './context.js';
import { errorExpr, isLValue, make } from './check-expr.js';
import { asPtrdiff } from './ptrdiff.js';
import type { Expr } from './program.js';
import { intType, typeKey, typeToString, type Type } from './types.js';

/** `&lvalue` in restrict(amp) code. */
export function ampAddressOf(cx: CheckContext, operand: Expr, span: Span): Expr {
  if (!isLValue(operand)) {
    cx.diags.error('address-of-rvalue', `cannot take the address of an rvalue of type '${typeToString(operand.type)}'`, span);
    return errorExpr(span);
  }
  if (operand.type.kind === 'pointer') {
    cx.diags.error('amp-pointer-to-pointer', `taking the address of pointer '${typeToString(operand.type)}' makes a pointer to a pointer, which restrict(amp) code does not allow`, span);
    return errorExpr(span);
  }
  const pointeeProblem = ampPointeeProblem(operand.type);
  if (pointeeProblem) {
    cx.diags.error('amp-pointer', pointeeProblem, span);
    return errorExpr(span);
  }
  return make({ kind: 'pointer', pointee: operand.type }, span, { kind: 'AddressOf', operand });
}

/** Why a pointer to `t` cannot exist in restrict(amp) code, or null. */
export function ampPointeeProblem(t: Type): string | null {
  switch (t.kind) {
    case 'int': case 'float': case 'bool': case 'struct': case 'shortVector': case 'error':
      return null;
    case 'pointer':
      return null; // reported as a pointer to a pointer by the caller
    case 'array':
      return `a pointer to an array ('${typeToString(t)}') in restrict(amp) code is not supported by ampc; point at its first element instead`;
    default:
      return `a pointer to '${typeToString(t)}' is not allowed in restrict(amp) code`;
  }
}


/** `array` used where a pointer is expected: the address of its first element. */
export function decayArray(e: Expr): Expr {
  const element = e.type.kind === 'array' ? e.type.element : e.type;
  return make({ kind: 'pointer', pointee: element }, e.span, { kind: 'Convert', operand: e });
}

/**
 * `p + k`, `k + p`, `p - k`, `p - q` and pointer comparisons in restrict(amp) code; null when
 * neither operand is a pointer (or an array, which decays).
 */
export function ampPointerBinary(cx: CheckContext, op: string, left: Expr, right: Expr, span: Span, opSpan: Span): Expr | null {
  const pointerLike = (t: Type) => t.kind === 'pointer' || t.kind === 'array';
  if (!pointerLike(left.type) && !pointerLike(right.type)) return null;
  const l = left.type.kind === 'array' ? decayArray(left) : left;
  const r = right.type.kind === 'array' ? decayArray(right) : right;
  const isInt = (e: Expr) => e.type.kind === 'int' || e.type.kind === 'bool';
  const toInt = (e: Expr) => (e.type.kind === 'int' && e.type.bits === 32 && e.type.signed ? e : make(intType, e.span, { kind: 'Convert', operand: e }));
  if (l.type.kind === 'pointer' && r.type.kind === 'pointer') {
    if (typeKey(l.type) !== typeKey(r.type)) {
      cx.diags.error('operand-type', `invalid operands to binary '${op}' ('${typeToString(left.type)}' and '${typeToString(right.type)}')`, opSpan);
      return errorExpr(span);
    }
    // A ptrdiff_t: `long` on the host, as the int the runtime computes widened (ptrdiff.ts).
    if (op === '-') return asPtrdiff(cx, make(intType, span, { kind: 'Binary', op: '-', left: l, right: r }));
    if (['<', '>', '<=', '>=', '==', '!='].includes(op)) return make({ kind: 'bool' }, span, { kind: 'Binary', op: op as '<', left: l, right: r });
  } else if (l.type.kind === 'pointer' && isInt(r) && (op === '+' || op === '-')) {
    return make(l.type, span, { kind: 'Binary', op, left: l, right: toInt(r) });
  } else if (r.type.kind === 'pointer' && isInt(l) && op === '+') {
    return make(r.type, span, { kind: 'Binary', op, left: r, right: toInt(l) });
  }
  cx.diags.error('operand-type', `invalid operands to binary '${op}' ('${typeToString(left.type)}' and '${typeToString(right.type)}')`, opSpan);
  return errorExpr(span);
}
