/**
 * Compound assignments and increments as C++ means them. `t op= v` is `t = T(C(t) op v)`: the
 * target converted to the computation type C (the usual arithmetic conversions, which sema gave
 * `v` already), the operation, and the conversion back. WGSL's own `t op= v` and `t++` mean that
 * only where t and v have one 32-bit type (and `t++` only on integers), so everything else
 * becomes a plain store with its conversions explicit:
 *
 *   i *= 1.5f      →  i = int(float(i) * 1.5f)
 *   f += d         →  f = float(double(f) + d)
 *   i -= u         →  i = int(unsigned(i) - u)
 *   d++            →  d = d + 1.0
 *   f++            →  f += 1.0f
 *   n += 1         →  n = n + 1     (n in memory the kernel uses atomically: an atomic load and store)
 *
 * The back end prints the conversions and the double operations it is given; the store itself
 * (atomic or plain) stays its matter.
 */
import { isAtomicScalar } from '../sema/kernel-memory.js';
import type { BinaryOp, Expr, Variable } from '../sema/program.js';
import { commonArithmeticType, intType, promote, sameType, type Type } from '../sema/types.js';

type Assign = Extract<Expr, { kind: 'Assign' }>;
type Increment = Extract<Expr, { kind: 'Unary' }>;

/** A 32-bit int, unsigned or float: a WGSL scalar its operators compute as C++'s do. */
function isWgslScalar(t: Type): boolean {
  return (t.kind === 'int' || t.kind === 'float') && t.bits === 32;
}

function sameWgslScalar(a: Type, b: Type): boolean {
  return isWgslScalar(a) && isWgslScalar(b) && a.kind === b.kind && (a.kind !== 'int' || (b.kind === 'int' && a.signed === b.signed));
}

/**
 * Whether WGSL's `target op= value` means what C++'s does: one 32-bit type on both sides (a
 * shift's count may be either int, the back end makes it the u32 WGSL wants), a pointer stepped
 * by an integer (an element index in WGSL: src/codegen/wgsl/pointers.ts), or a class, index or
 * vector whose operator sema has resolved. Not so in memory the kernel uses atomically, which WGSL
 * reaches only through atomic loads and stores.
 */
export function keepsCompound(target: Expr, op: BinaryOp, value: Expr, atomics: ReadonlySet<Variable>): boolean {
  if (isAtomicScalar(target, atomics)) return false;
  const t = target.type;
  if (t.kind === 'pointer') return true;
  if (t.kind !== 'int' && t.kind !== 'float' && t.kind !== 'bool') return true;
  if (op === '<<' || op === '>>') return isWgslScalar(t) && t.kind === 'int' && value.type.kind === 'int' && value.type.bits === 32;
  return sameWgslScalar(t, value.type);
}

/** Whether WGSL's `operand++` (`--`) means what C++'s does: on an int or unsigned, or a pointer's element index. */
export function keepsIncrement(operand: Expr, atomics: ReadonlySet<Variable>): boolean {
  if (isAtomicScalar(operand, atomics)) return false;
  const t = operand.type;
  return t.kind === 'pointer' || (t.kind === 'int' && isWgslScalar(t));
}

/** `x++` as the compound assignment C++ defines it by: `x += 1`, the 1 in the computation type. */
export function incrementAsCompound(e: Increment, operand: Expr): Assign {
  const one: Expr = { kind: 'Const', value: 1, type: commonArithmeticType(operand.type, intType), span: e.span };
  return { kind: 'Assign', op: e.op.endsWith('++') ? '+' : '-', target: operand, value: one, type: operand.type, span: e.span };
}

/**
 * `t op= v` as the store `t = T(C(t) op v)`. `target` is read twice here: the caller has made
 * its subscripts cheap and free of side effects.
 */
export function compoundAsStore(e: Assign & { op: BinaryOp }): Assign {
  const t = e.target.type;
  // A shift computes in the promoted type of its left operand, whatever its count's type.
  const computation = e.op === '<<' || e.op === '>>' ? promote(t) : e.value.type;
  const result: Expr = { kind: 'Binary', op: e.op, left: converted(e.target, computation), right: e.value, type: computation, span: e.span };
  return { ...e, op: null, value: converted(result, t) };
}

function converted(e: Expr, to: Type): Expr {
  return sameType(e.type, to) ? e : { kind: 'Convert', operand: e, type: to, span: e.span };
}
