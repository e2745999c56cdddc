/**
 * Constant evaluation over the typed program: tile sizes, array bounds and
 * template arguments must be known at compile time.
 */
import type { Expr } from './program.js';
import type { Type } from './types.js';

/** A JS number wrapped or rounded to the value a C++ object of type `t` holds. */
export function wrapToType(v: number, t: Type): number {
  if (t.kind === 'int') {
    const x = Math.trunc(v);
    switch (t.bits) {
      case 8: return t.signed ? (x << 24) >> 24 : x & 0xff;
      case 16: return t.signed ? (x << 16) >> 16 : x & 0xffff;
      case 64: return x;
      default: return t.signed ? x | 0 : x >>> 0;
    }
  }
  if (t.kind === 'float') return t.bits === 32 ? Math.fround(v) : v;
  if (t.kind === 'bool') return v !== 0 ? 1 : 0;
  return v;
}

/** The value of an integral or floating constant expression, or null when it is not constant. */
export function constValueOf(expr: Expr): number | null {
  switch (expr.kind) {
    case 'Const':
      return typeof expr.value === 'boolean' ? (expr.value ? 1 : 0) : expr.value;
    case 'VarRef':
      return expr.variable.constValue;
    case 'Convert': {
      const v = constValueOf(expr.operand);
      if (v === null) return null;
      return wrapToType(v, expr.type);
    }
    case 'Unary': {
      const v = constValueOf(expr.operand);
      if (v === null) return null;
      switch (expr.op) {
        case '-': return expr.type.kind === 'int' ? -v | 0 : -v;
        case '!': return v === 0 ? 1 : 0;
        case '~': return ~v;
        default: return null;
      }
    }
    case 'Binary': {
      const a = constValueOf(expr.left);
      const b = constValueOf(expr.right);
      if (a === null || b === null) return null;
      const isInt = expr.left.type.kind === 'int' || expr.left.type.kind === 'bool';
      // Arithmetic happens in the operands' (common) type: int wraps, float rounds to single precision.
      const wrap = (v: number) => wrapToType(v, expr.left.type.kind === 'bool' ? expr.type : expr.left.type);
      switch (expr.op) {
        case '+': return wrap(a + b);
        case '-': return wrap(a - b);
        case '*': return isInt ? wrap(Math.imul(a, b)) : a * b;
        case '/': return b === 0 ? null : isInt ? wrap(Math.trunc(a / b)) : a / b;
        case '%': return b === 0 ? null : wrap(a % b);
        case '<<': return wrap(a << b);
        case '>>': return wrap(a >> b);
        case '&': return wrap(a & b);
        case '|': return wrap(a | b);
        case '^': return wrap(a ^ b);
        case '<': return a < b ? 1 : 0;
        case '>': return a > b ? 1 : 0;
        case '<=': return a <= b ? 1 : 0;
        case '>=': return a >= b ? 1 : 0;
        case '==': return a === b ? 1 : 0;
        case '!=': return a !== b ? 1 : 0;
        case ',': return b;
      }
      return null;
    }
    case 'Logical': {
      const a = constValueOf(expr.left);
      const b = constValueOf(expr.right);
      if (a === null || b === null) return null;
      return expr.op === '&&' ? (a && b ? 1 : 0) : a || b ? 1 : 0;
    }
    case 'Conditional': {
      const c = constValueOf(expr.cond);
      if (c === null) return null;
      return constValueOf(c ? expr.then : expr.otherwise);
    }
    default:
      return null;
  }
}
