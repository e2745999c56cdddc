/**
 * Sums whose wrap is their conversion's, made explicit in host code: an `int` `+` or `-` converted
 * at once to a narrower integer or to unsigned is computed exactly (the sum of two ints is exact
 * in a double) and wrapped once, by the conversion, since wrapping to int first changes nothing
 * modulo 2^k:
 *
 *   u8 = uchar(int(u8) + 1)   →  the Binary marked `unwrapped`, printed `(u8 + 1) & 0xff`, not `((u8 + 1) | 0) & 0xff`
 *
 * So too a 64-bit `+`, `-`, `*` or `<<` (a bigint, exact however large) converted to a narrower
 * integer or to the other signedness: the conversion's wrap (`BigInt.asIntN(k, …)`) is the
 * operator's as well.
 *
 *   short(ll + 1)             →  `Number(BigInt.asIntN(16, ll + 1n))`, not `Number(BigInt.asIntN(16, BigInt.asIntN(64, ll + 1n)))`
 *
 * The host printer prints a Binary marked so without its own wrap; it no longer decides which
 * conversions allow that.
 *
 * Runs after lower-host.ts's lowering and host-copies.ts, on what they return; untouched nodes stay the same objects.
 */
import type { Block, Expr } from '../sema/program.js';
import { childExprs } from '../sema/walk.js';
import { withAnyChildren } from './children.js';
import { mapExpressionsIn } from './map-statement.js';

/** `b` with each `int` or 64-bit sum that a conversion wraps marked `unwrapped`. */
export function conversionWrapsIn(b: Block): Block {
  return mapExpressionsIn(b, (e) => withConversionWraps(e));
}

/** `e` with each `int` or 64-bit sum that a conversion wraps marked `unwrapped`. */
export function withConversionWraps(e: Expr): Expr {
  const lowered = withAnyChildren(e, childExprs(e).map(withConversionWraps));
  if (lowered.kind !== 'Convert' || !wrapsSum(lowered)) return lowered;
  return { ...lowered, operand: { ...lowered.operand, unwrapped: true } as Expr };
}

/**
 * `T(a + b)` or `T(a - b)` of ints, with T a narrower integer or unsigned; or `T(a op b)` of 64-bit
 * integers, op one that wraps (`+ - * <<`), with T narrower or of the other signedness: the
 * conversion's wrap is the operator's too.
 */
function wrapsSum(e: Extract<Expr, { kind: 'Convert' }>): boolean {
  const to = e.type, from = e.operand.type, sum = e.operand;
  if (to.kind !== 'int' || from.kind !== 'int' || sum.kind !== 'Binary' || sum.left.type.kind !== 'int' || sum.left.type.bits !== from.bits) return false;
  if (from.bits === 64) return (to.bits < 64 || to.signed !== from.signed) && (sum.op === '+' || sum.op === '-' || sum.op === '*' || sum.op === '<<');
  return from.bits === 32 && from.signed && (to.bits < 32 || !to.signed) && (sum.op === '+' || sum.op === '-');
}
