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
 * And `int` arithmetic widened to ptrdiff_t (src/sema/ptrdiff.ts) and converted back to int is the
 * int arithmetic: `+`, `-` and `*` are the same modulo 2^32 in 32 and in 64 bits, and the host's
 * int operators wrap modulo 2^32 (`| 0`, `Math.imul`), so no bigint is needed:
 *
 *   int n = std::count(...) + 1   →  int(long(count) + 1L) →  `(countIf(...) + 1) | 0`
 *
 * Runs after lower-host.ts's lowering and host-copies.ts, on what they return; untouched nodes stay the same objects.
 */
import type { Block, Expr } from '../sema/program.js';
import { widenedInteger } from '../sema/ptrdiff.js';
import { intType, type Type } from '../sema/types.js';
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
  if (lowered.kind !== 'Convert') return lowered;
  // A narrower target (`char c = 'a' + (it - b)`) wraps the int arithmetic as it wrapped the long one.
  const ofInts = isNarrowInt(lowered.type) ? intArithmetic(lowered.operand) : null;
  if (ofInts && isPlainInt(lowered.type)) return ofInts;
  const convert = ofInts ? { ...lowered, operand: ofInts } : lowered;
  if (!wrapsSum(convert)) return convert;
  return { ...convert, operand: { ...convert.operand, unwrapped: true } as Expr };
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

/** An integer type of at most 32 bits, not an enum (which no conversion makes implicitly). */
function isNarrowInt(t: Type): boolean {
  return t.kind === 'int' && t.bits <= 32 && !t.enumeration;
}

function isPlainInt(t: Type): boolean {
  return t.kind === 'int' && t.bits === 32 && t.signed && !t.enumeration && !t.wideChar && !t.plainChar;
}

/**
 * `e`, a `long` computed by `+`, `-` and `*` from ints widened to it (at least one) and constants
 * in int's range, as the same arithmetic on the ints; null for any other expression.
 */
function intArithmetic(e: Expr): Expr | null {
  if (e.type.kind !== 'int' || e.type.bits !== 64 || !e.type.signed) return null;
  const leaf = (x: Expr): Expr | null => {
    const narrow = widenedInteger(x);
    return narrow && isPlainInt(narrow.type) ? narrow : intArithmetic(x);
  };
  if (e.kind !== 'Binary' || (e.op !== '+' && e.op !== '-' && e.op !== '*')) return null;
  const constant = (x: Expr): Expr | null => {
    if (x.kind !== 'Const' || typeof x.value === 'boolean') return null;
    const v = BigInt(x.value);
    return v >= -(2n ** 31n) && v < 2n ** 31n ? { ...x, type: intType, value: Number(v) } : null;
  };
  const [l, r] = [leaf(e.left), leaf(e.right)];
  if (!l && !r) return null;
  const [left, right] = [l ?? constant(e.left), r ?? constant(e.right)];
  // A fresh node: the int operator wraps as it prints (the long one had no `unwrapped` mark to keep).
  return left && right ? { type: intType, span: e.span, kind: 'Binary', op: e.op, left, right } : null;
}
