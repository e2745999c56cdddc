/**
 * Writes to a character of a host std::string: `s[i] = c`, `s[i] op= v`, `++s[i]`, `s[i]--`. A host
 * std::string is an immutable JS string, so the write is `s = withChar(s, i, c')`, which prints
 * the place `s` and the index twice: both must be side-effect free (a variable, a member, an
 * element at a plain index). The write's value (a `char&`) is not modelled, so only a write whose
 * value is discarded (an expression statement, a for-loop step) is accepted; others keep the
 * "not supported by ampc" error.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { convert, errorExpr, make } from './check-expr.js';
import { isDiscarded } from './check-short-vectors.js';
import { markWrite } from './check-operators.js';
import type { CheckContext } from './context.js';
import type { BinaryOp, Expr } from './program.js';
import { readsTwiceAlike, sideEffectFree } from './side-effects.js';
import { charType, commonArithmeticType, intType, isArithmetic, isIntegral, promote, typeToString, type Type } from './types.js';

export function isStringCharacter(e: Expr): e is Extract<Expr, { kind: 'Library' }> {
  return e.kind === 'Library' && e.op === 'string.at';
}

const unsupported = "assigning to a character of a std::string is not supported by ampc here; write it as a statement of its own on a variable's character (`s[i] = c;`)";

/** `s[i] op= value` (`op` null for `=`) as `s = withChar(s, i, ...)`. */
export function assignStringCharacter(cx: CheckContext, source: A.Expr, target: Extract<Expr, { kind: 'Library' }>, op: BinaryOp | null, value: Expr, span: Span): Expr {
  const text = target.receiver!;
  const index = target.args[0];
  if (!isDiscarded(source) || !readsTwiceAlike(text) || !sideEffectFree(index)) {
    cx.diags.error('unsupported', unsupported, target.span);
    return errorExpr(span);
  }
  let character: Expr;
  if (op === null) {
    character = convert(cx, value, charType);
  } else {
    const integerOnly = op === '%' || op === '<<' || op === '>>' || op === '&' || op === '|' || op === '^';
    if (!isArithmetic(value.type) || (integerOnly && !isIntegral(value.type))) {
      cx.diags.error('operand-type', `invalid operands of types 'char' and '${typeToString(value.type)}' to binary 'operator${op}'`, value.span);
      return errorExpr(span);
    }
    // `c op= v` is `c = char(C(c) op v)`, C the usual arithmetic conversions' type (a shift's: the promoted char).
    const computation: Type = op === '<<' || op === '>>' ? promote(charType) : commonArithmeticType(charType, value.type);
    const right = op === '<<' || op === '>>' ? convert(cx, value, promote(value.type)) : convert(cx, value, computation);
    const combined = make(computation, span, { kind: 'Binary', op, left: convert(cx, target, computation), right });
    character = convert(cx, combined, charType);
  }
  markWrite(cx, text);
  const replaced = make(text.type, span, { kind: 'Library', op: 'string.withChar', receiver: null, args: [text, index, character] });
  return make(text.type, span, { kind: 'Assign', op: null, target: text, value: replaced });
}

/** `++s[i]`, `s[i]--`: `s[i] += 1`, `s[i] -= 1`. */
export function stepStringCharacter(cx: CheckContext, source: A.Expr, target: Extract<Expr, { kind: 'Library' }>, decrement: boolean, span: Span): Expr {
  return assignStringCharacter(cx, source, target, decrement ? '-' : '+', make(intType, span, { kind: 'Const', value: 1 }), span);
}
