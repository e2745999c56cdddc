/**
 * Constant evaluation over the typed program: tile sizes, array bounds and
 * template arguments must be known at compile time.
 */
import type { Expr } from './program.js';

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
      if (expr.type.kind === 'int') return expr.type.signed ? Math.trunc(v) | 0 : Math.trunc(v) >>> 0;
      if (expr.type.kind === 'float' && expr.type.bits === 32) return Math.fround(v);
      if (expr.type.kind === 'bool') return v !== 0 ? 1 : 0;
      return v;
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
      const wrap = (v: number) => (isInt ? (expr.left.type.kind === 'int' && !expr.left.type.signed ? v >>> 0 : v | 0) : v);
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
