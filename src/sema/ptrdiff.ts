/**
 * `std::ptrdiff_t` on the host. In C++ (g++ on x86-64 Linux) the difference of two pointers or
 * iterators (`it - v.begin()`, `p - q`, a reverse, string or deque iterator's) and what
 * `std::count`/`std::count_if` return are `ptrdiff_t`, a `long`: 8 bytes, and arithmetic on it
 * is 64-bit (`n * 1000000 * 10000` does not overflow).
 *
 * The runtime computes these values as JS numbers, ints: exact, since a host array is shorter
 * than 2^32 elements. So the typed program holds C++'s `long` as the `Convert` (int → long) of
 * the int the runtime computes, and a conversion of such a widened value back to a type that
 * holds every int (`int pos = it - v.begin();`, `v[it - v.begin()]`) is the conversion of the int
 * itself (int → long → int is the identity). Only code that really computes in 64 bits sees a
 * bigint. A comparison of two widened ints (or of one with a constant that is an int) compares
 * the ints: the same answer, without bigints (`std::count(...) > 2`).
 *
 * restrict(amp) code keeps its 32-bit differences: C++ AMP has no 64-bit integers in amp code,
 * and WGSL's pointer differences are i32. (Library calls are host-only: their results widen in
 * every host body.)
 */
import { make } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { BinaryOp, Expr } from './program.js';
import { intType, longType, type Type } from './types.js';

/**
 * `e`, an int difference or count the runtime computes, as C++'s ptrdiff_t: `long` in host code,
 * the int itself in amp code, and in a restrict(amp, cpu) function too, whose body is also a
 * kernel's (its host copy keeps the 32-bit difference: `sizeof(p - q)` is 4 there, g++'s 8).
 */
export function asPtrdiff(cx: CheckContext, e: Expr): Expr {
  return widenedOnHost(cx.inAmp || !!cx.currentFunction?.restriction.amp, e, longType);
}

/** `e`, an int the runtime computes, widened to `to` (a 64-bit integer type) on the host. */
export function widenedOnHost(inAmp: boolean, e: Expr, to: Type): Expr {
  if (inAmp || e.type.kind === 'error') return e;
  return make(to, e.span, { kind: 'Convert', operand: e });
}

/**
 * The integer of at most 32 bits that `e` widens without loss to a 64-bit type (`long(i)`,
 * `size_t(u)` of an unsigned `u`), or null. Every value of such an integer is a value of the
 * wider type, so any conversion of `e` is that conversion of the narrower integer
 * ([conv.integral] is by value). Enums are left as they are: a scoped one converts only explicitly.
 */
export function widenedInteger(e: Expr): Expr | null {
  if (e.kind !== 'Convert' || e.type.kind !== 'int' || e.type.bits !== 64) return null;
  const from = e.operand.type;
  if (from.kind !== 'int' || from.bits > 32 || from.enumeration || from.wideChar) return null;
  return e.type.signed || !from.signed ? e.operand : null;
}

/** The `int` that `e` (a widened int, or a constant in int's range) is, or null. */
function asInt(e: Expr): Expr | null {
  if (e.kind === 'Const' && typeof e.value !== 'boolean') {
    const v = BigInt(e.value);
    return v >= -(2n ** 31n) && v < 2n ** 31n ? make(intType, e.span, { kind: 'Const', value: Number(v) }) : null;
  }
  const narrow = widenedInteger(e);
  return narrow && narrow.type.kind === 'int' && narrow.type.bits === 32 && narrow.type.signed ? narrow : null;
}

/**
 * `l op r`, a comparison of signed 64-bit operands that are both ints widened (or int constants;
 * not both constants), as the comparison of the ints; null otherwise. Widening keeps values, so
 * the answer is the same.
 */
export function comparisonOfInts(op: BinaryOp, l: Expr, r: Expr, span: Expr['span']): Expr | null {
  if (l.type.kind !== 'int' || l.type.bits !== 64 || !l.type.signed || (l.kind === 'Const' && r.kind === 'Const')) return null;
  const [a, b] = [asInt(l), asInt(r)];
  if (!a || !b) return null;
  return make({ kind: 'bool' }, span, { kind: 'Binary', op, left: a, right: b });
}
