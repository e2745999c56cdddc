/**
 * Constant evaluation over the typed program: tile sizes, array bounds and
 * template arguments must be known at compile time, and constant expressions
 * are folded with C++'s semantics (WGSL rejects overflow in its own constants).
 *
 * Values: a 64-bit integer (`long long`, `unsigned long long`) is a bigint, so
 * that it is exact; every other arithmetic value is a JS number.
 */
// The run time's rounding, so folding and running round a 64-bit integer to float alike.
import { floatFromInt64 } from '../../runtime/int64.js';
import type { Expr } from './program.js';
import { evaluateConstexprCall, type ConstFrame } from './constexpr-eval.js';
import type { Type } from './types.js';

export type ConstValue = number | bigint;

/** A 64-bit integer type: its values are bigints. */
export function isInt64(t: Type): boolean {
  return t.kind === 'int' && t.bits === 64;
}

/**
 * `v` converted to the value a C++ object of type `t` holds: integers wrap, floats round
 * (to single precision for `float`); null where C++ leaves the result undefined (a floating
 * value out of a 64-bit integer's range), so that the run-time conversion gives its result.
 */
export function wrapToType(v: ConstValue, t: Type): ConstValue | null {
  if (t.kind === 'int' && t.bits === 64) {
    let big: bigint;
    if (typeof v === 'bigint') big = v;
    // A negative value to unsigned is undefined too, but x86-64 code (and the runtime) wraps it.
    else if (Math.trunc(v) >= -(2 ** 63) && Math.trunc(v) < (t.signed ? 2 ** 63 : 2 ** 64)) big = BigInt(Math.trunc(v));
    else return null;
    return t.signed ? BigInt.asIntN(64, big) : BigInt.asUintN(64, big);
  }
  if (typeof v === 'bigint') {
    if (t.kind === 'int') return Number(t.signed ? BigInt.asIntN(t.bits, v) : BigInt.asUintN(t.bits, v));
    if (t.kind === 'float') return t.bits === 32 ? floatFromInt64(v) : Number(v);
    if (t.kind === 'bool') return v !== 0n ? 1 : 0;
    return null;
  }
  if (t.kind === 'int') {
    const x = Math.trunc(v);
    switch (t.bits) {
      case 8: return t.signed ? (x << 24) >> 24 : x & 0xff;
      case 16: return t.signed ? (x << 16) >> 16 : x & 0xffff;
      default: return t.signed ? x | 0 : x >>> 0;
    }
  }
  if (t.kind === 'float') return t.bits === 32 ? Math.fround(v) : v;
  if (t.kind === 'bool') return v !== 0 ? 1 : 0;
  return v;
}


/**
 * The exact value of a constant expression, or null when it is not constant: a bigint for
 * 64-bit integer types, a number otherwise (bool as 0/1).
 */
export function constValue(expr: Expr, frame?: ConstFrame): ConstValue | null {
  switch (expr.kind) {
    case 'Const': {
      const v = typeof expr.value === 'boolean' ? (expr.value ? 1 : 0) : expr.value;
      // A 64-bit constant built with a number (`long long()` is 0) still evaluates as a bigint.
      return isInt64(expr.type) && typeof v === 'number' ? wrapToType(v, expr.type) : v;
    }
    case 'VarRef':
      return frame?.get(expr.variable) ?? expr.variable.constValue;
    case 'Call':
      return evaluateConstexprCall(expr, frame);
    case 'Convert': {
      const v = constValue(expr.operand, frame);
      if (v === null) return null;
      return wrapToType(v, expr.type);
    }
    case 'Unary': {
      const v = constValue(expr.operand, frame);
      if (v === null) return null;
      switch (expr.op) {
        case '-': return wrapToType(-v, expr.type);
        case '!': return isZero(v) ? 1 : 0;
        case '~': return wrapToType(~v, expr.type);
        default: return null;
      }
    }
    case 'Binary': {
      const a = constValue(expr.left, frame);
      const b = constValue(expr.right, frame);
      if (a === null || b === null) return null;
      if (expr.op === ',') return b;
      if (typeof a === 'bigint') return binary64(expr, a, b);
      // Only a shift has operands of different types: `int << long long` shifts an int.
      return binary32(expr, a, typeof b === 'bigint' ? Number(b & 31n) : b);
    }
    case 'Logical': {
      const a = constValue(expr.left, frame);
      // `true || x` and `false && x` are constants whatever `x` is: C++ does not evaluate it
      // ([expr.const]), and WGSL folds them too (so `u << u32(true || x)` is a const-expression there).
      if (a !== null && (expr.op === '||' ? !isZero(a) : isZero(a))) return expr.op === '||' ? 1 : 0;
      const b = constValue(expr.right, frame);
      if (a === null || b === null) return null;
      return expr.op === '&&' ? (!isZero(a) && !isZero(b) ? 1 : 0) : !isZero(a) || !isZero(b) ? 1 : 0;
    }
    case 'Conditional': {
      const c = constValue(expr.cond, frame);
      if (c === null) return null;
      return constValue(isZero(c) ? expr.otherwise : expr.then, frame);
    }
    default:
      return null;
  }
}

/** A literal, or a conversion of one: a constant that names no variable and calls nothing. */
export function isLiteralConstant(e: Expr): boolean {
  return e.kind === 'Const' || (e.kind === 'Convert' && isLiteralConstant(e.operand));
}

/**
 * The value of an integral or floating constant expression as a JS number (array bounds,
 * tile sizes, subscripts), or null when it is not constant or a 64-bit value that a number
 * would not hold exactly.
 */
export function constValueOf(expr: Expr): number | null {
  const v = constValue(expr);
  if (typeof v !== 'bigint') return v;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : null;
}

function isZero(v: ConstValue): boolean {
  return typeof v === 'bigint' ? v === 0n : v === 0;
}

type Binary = Extract<Expr, { kind: 'Binary' }>;

/** A binary operator on operands of a type narrower than 64 bits (or floating). */
function binary32(expr: Binary, a: number, b: number): ConstValue | null {
  const isInt = expr.left.type.kind === 'int' || expr.left.type.kind === 'bool';
  const unsignedResult = expr.type.kind === 'int' && !expr.type.signed;
  // Arithmetic happens in the operands' (common) type: int wraps, float rounds to single precision.
  const wrap = (v: number) => wrapToType(v, expr.left.type.kind === 'bool' ? expr.type : expr.left.type);
  switch (expr.op) {
    case '+': return wrap(a + b);
    case '-': return wrap(a - b);
    case '*': return isInt ? wrap(Math.imul(a, b)) : wrap(a * b);
    case '/': return b === 0 ? null : isInt ? wrap(Math.trunc(a / b)) : wrap(a / b);
    case '%': return b === 0 ? null : wrap(a % b);
    // Shifts have the promoted left operand's type; an unsigned one shifts in zeros.
    case '<<': return wrapToType(a << b, expr.type);
    case '>>': return wrapToType(unsignedResult ? a >>> b : a >> b, expr.type);
    case '&': return wrap(a & b);
    case '|': return wrap(a | b);
    case '^': return wrap(a ^ b);
    case '<': case '>': case '<=': case '>=': case '==': case '!=': return compare(expr.op, a, b);
    case ',': return b;
  }
}

/**
 * A binary operator whose left operand is a 64-bit integer. The right one is too, except for
 * a shift, whose count is the promoted right operand: masked to 0..63 as x86-64 does (a count
 * outside 0..63 is undefined behaviour), the same as the host's run-time shifts.
 */
function binary64(expr: Binary, a: bigint, b: ConstValue): ConstValue | null {
  const t = expr.left.type;
  const wrap = (v: bigint) => wrapToType(v, t);
  if (expr.op === '<<' || expr.op === '>>') {
    const count = typeof b === 'bigint' ? b & 63n : BigInt(b & 63);
    return wrap(expr.op === '<<' ? a << count : a >> count);
  }
  if (typeof b !== 'bigint') return null; // sema converts both operands to the common type
  switch (expr.op) {
    case '+': return wrap(a + b);
    case '-': return wrap(a - b);
    case '*': return wrap(a * b);
    // BigInt division truncates toward zero and % takes the dividend's sign, as in C++.
    case '/': return b === 0n ? null : wrap(a / b);
    case '%': return b === 0n ? null : wrap(a % b);
    case '&': return wrap(a & b);
    case '|': return wrap(a | b);
    case '^': return wrap(a ^ b);
    case '<': case '>': case '<=': case '>=': case '==': case '!=': return compare(expr.op, a, b);
    case ',': return b;
  }
}

/** A comparison, the same for numbers and bigints: 1 or 0. */
function compare<T extends number | bigint>(op: '<' | '>' | '<=' | '>=' | '==' | '!=', a: T, b: T): number {
  switch (op) {
    case '<': return a < b ? 1 : 0;
    case '>': return a > b ? 1 : 0;
    case '<=': return a <= b ? 1 : 0;
    case '>=': return a >= b ? 1 : 0;
    case '==': return a === b ? 1 : 0;
    case '!=': return a !== b ? 1 : 0;
  }
}
