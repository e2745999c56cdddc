/**
 * Bit-fields ([class.bit]): `struct F { unsigned a : 3; int c : 4; };` in host code.
 *
 * The host keeps each bit-field as a field of its own holding the field's value, so what C++
 * does with the bits is made explicit where the value changes: every store (an assignment, a
 * compound assignment, `++`/`--`, a member initializer) converts the value to the declared type
 * and then keeps its low `width` bits, sign-extended for a signed field, as g++ does
 * ([conv.integral]: modulo 2^width; g++ defines the signed case as two's complement). Reads need
 * no masking, as the field only ever holds such values, but they promote as C++ says
 * ([conv.prom]/5): a bit-field whose values all fit in an `int` (an `unsigned : 3` too) is an
 * `int` in arithmetic, so `f.a - 5` is negative (g++ does not promote it in `c ? f.a : -1`, nor
 * does ampc). sizeof follows g++'s layout (the Itanium ABI:
 * `bitFieldClassLayout`).
 *
 * restrict(amp) code may not use bit-fields (C++ AMP's amp-compatible types have none), so
 * a bit-field reached in amp code is refused; so is what ampc cannot store exactly (a 64-bit or
 * wider-than-its-type field, a bit-field of a union).
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import type { CheckContext } from './context.js';
import type { BinaryOp, Expr } from './program.js';
import { constantInt } from './resolve-type.js';
import { sideEffectFree } from './side-effects.js';
import { commonArithmeticType, intType, promote, typeToString, type StructField, type StructInfo, type Type } from './types.js';

/** A bit-field's width, after checking that ampc can store it exactly; null after an error. */
export function declareBitField(cx: CheckContext, info: StructInfo, f: A.VarDecl, type: Type): number | null {
  const width = constantInt(cx, f.bitWidth!, `the width of bit-field '${f.name}'`);
  if (width === null) return null;
  if (type.kind !== 'int' && type.kind !== 'bool') {
    cx.diags.error('bit-field', `bit-field '${f.name}' has non-integral type '${typeToString(type)}'`, f.nameSpan);
    return null;
  }
  if (width < 0 || (width === 0 && f.name !== '')) {
    cx.diags.error('bit-field', width < 0 ? `bit-field '${f.name}' has negative width (${width})` : `named bit-field '${f.name}' has zero width`, f.bitWidth!.span);
    return null;
  }
  const bits = type.kind === 'bool' ? 8 : type.bits;
  if (type.kind === 'int' && type.bits === 64) {
    cx.diags.error('bit-field', `a bit-field of type '${typeToString(type)}' ('${f.name}') is not supported by ampc (its stores would need 64-bit truncation)`, f.nameSpan);
    return null;
  }
  if (width > bits) {
    // g++ accepts it with a warning: the extra bits are padding, a layout ampc does not model.
    cx.diags.error('bit-field', `bit-field '${f.name}' wider than its type '${typeToString(type)}' is not supported by ampc`, f.bitWidth!.span);
    return null;
  }
  if (info.isUnion) {
    cx.diags.error('bit-field', `bit-field '${f.name}' in a union is not supported by ampc`, f.nameSpan);
    return null;
  }
  return width;
}

/** The bit-field `e` names (`f.a`, `p->a`), or null when it names no bit-field. */
export function bitFieldOf(e: Expr): StructField | null {
  if (e.kind !== 'Field') return null;
  const t = e.object.type.kind === 'pointer' ? e.object.type.pointee : e.object.type;
  if (t.kind !== 'struct') return null;
  const field = t.info.fields.find((f) => f.name === e.field);
  return field?.bitWidth !== undefined ? field : null;
}

/** restrict(amp) code may not name a bit-field; says so and returns true where `access` does. */
export function rejectAmpBitField(cx: CheckContext, access: Expr, span: Span): boolean {
  if (!cx.inAmp || !bitFieldOf(access)) return false;
  cx.diags.error('bit-field', `bit-field '${(access as Extract<Expr, { kind: 'Field' }>).field}' used in restrict(amp) code: C++ AMP does not allow bit-fields there`, span);
  return true;
}

/** A bit-field read as an operand of arithmetic: `int` where all its values fit one ([conv.prom]/5). */
export function promoteBitField(e: Expr): Expr {
  const field = bitFieldOf(e);
  if (!field || field.type.kind !== 'int' || field.type.signed || field.type.bits < 32 || field.bitWidth! >= 32) return e;
  return { type: intType, span: e.span, kind: 'Convert', operand: e };
}

/**
 * `value`, already of the field's declared type, as the bit-field keeps it: its low `width` bits,
 * sign-extended for a signed field; computed in `int`/`unsigned` and converted back.
 */
export function truncateToBitField(field: StructField, value: Expr): Expr {
  const t = field.type;
  const width = field.bitWidth!;
  if (t.kind !== 'int' || width >= t.bits) return value; // a bool, or a field as wide as its type
  const span = value.span;
  // A constant is stored as its value's bits, folded as g++ folds it: `f.a = 9` stores 1.
  if (value.kind === 'Const' && typeof value.value === 'number') {
    const low = value.value & (2 ** width - 1);
    return { type: t, span, kind: 'Const', value: t.signed && low >= 2 ** (width - 1) ? low - 2 ** width : low };
  }
  const computeIn: Type = { kind: 'int', signed: t.signed, bits: 32 };
  const wide: Expr = t.bits === 32 ? value : { type: computeIn, span, kind: 'Convert', operand: value };
  const constant = (v: number): Expr => ({ type: computeIn, span, kind: 'Const', value: v });
  const kept: Expr = t.signed
    ? { type: computeIn, span, kind: 'Binary', op: '>>', left: { type: computeIn, span, kind: 'Binary', op: '<<', left: wide, right: constant(32 - width) }, right: constant(32 - width) }
    : { type: computeIn, span, kind: 'Binary', op: '&', left: wide, right: constant(2 ** width - 1) };
  return t.bits === 32 ? kept : { type: t, span, kind: 'Convert', operand: kept };
}

/**
 * `f.a = v` and `f.a op= v`: a plain assignment of the truncated result, the computation done in
 * the types C++ gives it, the bit-field promoted ([expr.ass]/6: `E1 = E1 op E2`, `E1` read once).
 * A compound assignment reads the target again, so its object must be a plain place (`f`, `p->`,
 * `v[i]`); one with side effects is refused (null after the error). `convert` is check-expr's.
 */
export function assignBitField(
  cx: CheckContext, field: StructField, target: Expr, op: BinaryOp | null, value: Expr, span: Span, convert: (e: Expr, to: Type) => Expr,
): Expr | null {
  if (op === null) return { type: target.type, span, kind: 'Assign', op: null, target, value: truncateToBitField(field, convert(value, target.type)) };
  if (!sideEffectFree(target)) {
    cx.diags.error('unsupported', `a compound assignment to bit-field '${field.name}' of an object with side effects is not supported by ampc`, span);
    return null;
  }
  const read = promoteBitField(target);
  const shift = op === '<<' || op === '>>';
  const computation = shift ? promote(read.type) : commonArithmeticType(read.type, value.type);
  const computed: Expr = { type: computation, span, kind: 'Binary', op, left: convert(read, computation), right: convert(value, shift ? promote(value.type) : computation) };
  return { type: target.type, span, kind: 'Assign', op: null, target, value: truncateToBitField(field, convert(computed, field.type)) };
}

/** `++f.a`, `f.a--`: `f.a += 1`, the value of a postfix one refused where it is used (it is the old value). */
export function stepBitField(cx: CheckContext, field: StructField, target: Expr, op: 'pre++' | 'pre--' | 'post++' | 'post--', discarded: boolean, span: Span, convert: (e: Expr, to: Type) => Expr): Expr | null {
  if (op.startsWith('post') && !discarded) {
    cx.diags.error('unsupported', `the value of '${op.slice(4)}' on bit-field '${field.name}' is not supported by ampc (use the prefix form)`, span);
    return null;
  }
  // `++` on a bool is ill-formed since C++17, checked where any bool's is.
  const one: Expr = { type: intType, span, kind: 'Const', value: 1 };
  return assignBitField(cx, field, target, op.endsWith('++') ? '+' : '-', one, span, convert);
}

/**
 * A reference bound to a bit-field: a non-const one is ill-formed ([dcl.init.ref]/5), and a const
 * one binds to a temporary copy, which a local reference would keep apart from the field (ampc's
 * references are the place itself): refused. Says so and returns true where `e` is one.
 */
export function rejectBitFieldReference(cx: CheckContext, e: Expr, isConst: boolean): boolean {
  const field = bitFieldOf(e);
  if (!field) return false;
  if (isConst) cx.diags.error('bit-field', `a const reference bound to bit-field '${field.name}' (to a copy of it) is not supported by ampc: copy it into a variable`, e.span);
  else cx.diags.error('reference-binding', `cannot bind bit-field '${field.name}' to a non-const reference`, e.span);
  return true;
}
