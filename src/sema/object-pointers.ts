/**
 * Host pointers to objects, and arithmetic on pointers to class objects. Such a pointer is the
 * object itself on the host (`&s` is `s`, `*p` and `p->f` are `p`);
 * one into a block that `new S[n]` made, or into a C array or std::vector of them (`&arr[i]`,
 * `arr` decayed), also finds its neighbours (runtime/object-blocks.ts), so
 * `p + k`, `p - k`, `++p`, `p += k` are the object k places away, `p - q` their distance, and
 * `p < q` compares positions. `==` and `!=` compare objects. (restrict(amp) pointers are
 * amp-pointers.ts's; pointers to scalars host-pointers.ts's.)
 */
import type { Span } from '../source.js';
import { decayArray } from './amp-pointers.js';
import { make } from './check-expr.js';
import { asPtrdiff } from './ptrdiff.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import { boolType, intType, isHostObject, isIntegral, sameType, type Type } from './types.js';

export { isHostObject };

/** Whether `t` is a host pointer whose value is the object it points to. */
export function isHostObjectPointer(t: Type): t is Extract<Type, { kind: 'pointer' }> {
  return t.kind === 'pointer' && isHostObject(t.pointee);
}

/** `*p` of such a pointer: the object itself. */
export function pointedObject(p: Expr, span: Span): Expr {
  const pointee = (p.type as Extract<Type, { kind: 'pointer' }>).pointee;
  return make(pointee, span, { kind: 'Convert', operand: p });
}

/**
 * `&x` of a host object: a variable (a reference's object too), a member, an element of a C
 * array or std::vector, `*p`. Null for other operands. The variable is marked held, so an
 * assignment to it keeps its identity (emit-host `assign`).
 */
export function objectAddressOf(operand: Expr, span: Span): Expr | null {
  if (!isHostObject(operand.type) || !isStablePlace(operand)) return null;
  if (operand.kind === 'VarRef') operand.variable.heldByReference = true;
  return make({ kind: 'pointer', pointee: operand.type }, span, { kind: 'AddressOf', operand });
}

function isStablePlace(e: Expr): boolean {
  switch (e.kind) {
    case 'VarRef': return true;
    case 'Field': return isStablePlace(e.object) || e.object.type.kind === 'pointer';
    case 'Element': return e.object.type.kind === 'array' || e.object.type.kind === 'vector' || e.object.type.kind === 'pointer';
    case 'Convert': return e.operand.type.kind === 'pointer';
    case 'Call': return e.callee.returnsReference === true;
    default: return false;
  }
}

/** A C array of class objects, which decays to an object pointer. */
function isObjectArray(t: Type): boolean {
  return t.kind === 'array' && t.element.kind === 'struct';
}

export function isObjectPointer(t: Type): boolean {
  return t.kind === 'pointer' && t.pointee.kind === 'struct';
}

function toInt(e: Expr): Expr {
  return e.type.kind === 'int' && e.type.bits === 32 && e.type.signed ? e : make(intType, e.span, { kind: 'Convert', operand: e });
}

/** `p` moved by `k` places (`negate`: back). */
export function objectAtOffset(p: Expr, k: Expr, negate: boolean, span: Span): Expr {
  const offset = negate ? make(intType, k.span, { kind: 'Unary', op: '-', operand: toInt(k) }) : toInt(k);
  return make(p.type, span, { kind: 'Library', op: 'pointer.objectAt', receiver: null, args: [p, offset] });
}

/** `p op q` or `p op k` where a side is a host pointer to class objects; null when neither is. */
export function objectPointerBinary(cx: CheckContext, op: string, left: Expr, right: Expr, span: Span): Expr | null {
  if (cx.inAmp) return null;
  // `arr + k`, `arr - p`: a C array of class objects decays to a pointer to its first element.
  if (isObjectArray(left.type) || isObjectArray(right.type)) {
    return objectPointerBinary(cx, op, isObjectArray(left.type) ? decayArray(left) : left, isObjectArray(right.type) ? decayArray(right) : right, span);
  }
  // Pointers to containers and arrays compare as the objects do; they point to no array of such objects.
  if (isHostObjectPointer(left.type) && sameType(left.type, right.type) && (op === '==' || op === '!=')) return make(boolType, span, { kind: 'Binary', op, left, right });
  if (!isObjectPointer(left.type) && !isObjectPointer(right.type)) return null;
  if (isObjectPointer(left.type) && isObjectPointer(right.type)) {
    if (!sameType(left.type, right.type)) return null;
    if (op === '==' || op === '!=') return make(boolType, span, { kind: 'Binary', op, left, right });
    const distance = make(intType, span, { kind: 'Library', op: 'pointer.objectDistance', receiver: null, args: [left, right] });
    if (op === '-') return asPtrdiff(cx, distance);
    if (op === '<' || op === '>' || op === '<=' || op === '>=') {
      return make(boolType, span, { kind: 'Binary', op, left: distance, right: make(intType, span, { kind: 'Const', value: 0 }) });
    }
    return null;
  }
  if (isObjectPointer(left.type) && isIntegral(right.type) && (op === '+' || op === '-')) return objectAtOffset(left, right, op === '-', span);
  if (isObjectPointer(right.type) && isIntegral(left.type) && op === '+') return objectAtOffset(right, left, false, span);
  return null;
}
