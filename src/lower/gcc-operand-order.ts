/**
 * g++'s operand order where it folds an expression, as the host lowering (lower-host.ts) keeps it.
 *
 * C++ leaves the order of a binary operator's operands open, and g++ does not simply evaluate
 * them left to right: its folding (GCC's fold-const.cc and match.pd), run on every expression at
 * -O0 too, first rewrites the expression, then evaluates it in its new order.
 * - A commutative operator's or a comparison's variable operand is put last
 *   (`tree_swap_operands_p`): where the left operand, stripped of conversions that keep its width
 *   (`STRIP_NOPS`), is a declared variable (`DECL_P`) and the right one is neither a variable nor
 *   a constant, the two are swapped (`x < f(x)` is `f(x) > x`). A reference, a member or a
 *   lambda's by-reference capture is not a declared variable there (g++ reaches it through a
 *   pointer), nor is an operand converted to another width (`c + f()` with a char c).
 * - Before that, an operation with its identity is its operand (`x * 1` is `x`), and an unsigned
 *   sum, which wraps, is reassociated: `(u + 1) + y` is `(u + y) + 1`.
 * - `(-a) + b` is `b - a`, `a + (-b)` is `a - b` and `a - (-b)` is `a + b`.
 *
 * So `x + f(x)` reads x after f ran, under g++ (the oracle). JavaScript evaluates left to right,
 * so where the right operand may write what the left one reads, ampc turns the lowered expression
 * round the same way; elsewhere the order cannot show, and the code stays as written. The value
 * is the same either way: these operators are commutative in JavaScript's arithmetic too, and
 * `b - a` is `-a + b` exactly (IEEE 754).
 */
import { constValue, isLiteralConstant } from '../sema/const-eval.js';
import type { BinaryOp, Expr, Variable } from '../sema/program.js';
import { sideEffectFree } from '../sema/side-effects.js';
import { isArithmetic, sameType, type Type } from '../sema/types.js';

type Binary = Extract<Expr, { kind: 'Binary' }>;

/** What the order depends on, which the host lowering knows of the body being lowered. */
export interface OperandOrderContext {
  /** In a closure's body, its by-reference captures, which g++ reaches through the closure object. */
  readonly captured: ReadonlySet<Variable> | null;
  /** Whether evaluating `writer` (which has side effects) may write `variable`. */
  mayWriteVariable(writer: Expr, variable: Variable): boolean;
}

/**
 * `lowered` (the lowering of `e`) turned round where g++ turns `e` round and the order could
 * show: the right operand has side effects that may write what the left one reads.
 *
 *   x + f(x)   →  f(x) + x        x < f(x)  →  f(x) > x        -a[i] + f()  →  f() - a[i]
 */
export function gccOperandOrder(e: Binary, lowered: Binary, cx: OperandOrderContext): Expr {
  if (sideEffectFree(e.right)) return lowered;
  const operandsSupported = (t: Type) => isArithmetic(t) || (t.kind === 'pointer' && !t.reverse);
  if (!operandsSupported(e.left.type) || !operandsSupported(e.right.type)) return lowered;
  if (isArithmetic(e.type) && (e.op === '+' || e.op === '-')) {
    // `a + -b` is `a - b`, in its order; `-a + b` is `b - a`; `a - -b` is `a + b`, then turned round as any sum.
    const negatedRight = negatedOperand(lowered.right, e.type);
    if (e.op === '+' && negatedRight) return lowered;
    const negatedLeft = e.op === '+' ? negatedOperand(lowered.left, e.type) : null;
    if (negatedLeft) return mayRead(negatedLeft, e.right, cx) ? { ...lowered, op: '-', left: lowered.right, right: negatedLeft } : lowered;
    if (e.op === '-' && negatedRight) return turnedRound(e, { ...lowered, op: '+', right: negatedRight }, cx) ?? lowered;
    // An unsigned sum wraps, so g++ reassociates `(u + 1) + y` as `(u + y) + 1`, then turns `u + y` round.
    const stepped = lowered.left;
    const wraps = e.type.kind === 'int' && !e.type.signed && e.type.bits >= 32;
    if (wraps && e.op === '+' && stepped.kind === 'Binary' && (stepped.op === '+' || stepped.op === '-') && literalValue(stepped.right) !== null && literalValue(lowered.right) === null) {
      const inner = turnedRound(e, { ...lowered, left: stepped.left }, cx);
      if (inner) return { ...stepped, left: inner, type: e.type, span: e.span };
    }
  }
  return turnedRound(e, lowered, cx) ?? lowered;
}

/** The operators g++ may turn round, each with the operator that computes the same with its operands swapped. */
const MIRRORED: Partial<Record<BinaryOp, BinaryOp>> = {
  '+': '+', '*': '*', '&': '&', '|': '|', '^': '^', '==': '==', '!=': '!=', '<': '>', '>': '<', '<=': '>=', '>=': '<=',
};

function isComparison(op: BinaryOp): boolean {
  return op === '<' || op === '>' || op === '<=' || op === '>=' || op === '==' || op === '!=';
}

/** `lowered`, of the same operands as `e`, turned round as `tree_swap_operands_p` says; null where it is not. */
function turnedRound(e: Binary, lowered: Binary, cx: OperandOrderContext): Binary | null {
  const mirrored = MIRRORED[lowered.op];
  if (mirrored === undefined || (!isComparison(lowered.op) && !isArithmetic(e.type))) return null;
  const variable = declaredVariable(lowered.left, cx.captured);
  if (!variable || declaredVariable(lowered.right, cx.captured) || isLiteralConstant(lowered.right)) return null;
  if (!cx.mayWriteVariable(e.right, variable)) return null;
  return { ...lowered, op: mirrored, left: lowered.right, right: lowered.left };
}

/** Whether evaluating `writer` (which has side effects) may change what reading `e` gives. */
function mayRead(e: Expr, writer: Expr, cx: OperandOrderContext): boolean {
  if (e.kind === 'Const') return false;
  const variable = declaredVariable(e, null);
  return variable ? cx.mayWriteVariable(writer, variable) : true;
}

/**
 * The variable `e` names as g++'s folding sees it (`DECL_P` after `STRIP_NOPS`): a conversion
 * between integers or pointers of one width is looked through; a reference, or a capture of
 * the closure being lowered, is not a variable there.
 */
function declaredVariable(e: Expr, captured: ReadonlySet<Variable> | null): Variable | null {
  for (;;) {
    if (e.kind === 'Convert' && keepsWidth(e.operand.type, e.type)) {
      e = e.operand;
      continue;
    }
    const operand = e.kind === 'Binary' ? identityOperand(e) : null;
    if (!operand) break;
    e = operand;
  }
  if (e.kind !== 'VarRef') return null;
  const v = e.variable;
  if (v.isReference || captured?.has(v)) return null;
  return v.storage === 'local' || v.storage === 'param' || v.storage === 'global' ? v : null;
}

/**
 * `x` where g++ folds `e` to it, an operation with its identity: `x + 0`, `x - 0`, `x * 1`, `x / 1`,
 * `x | 0`, `x ^ 0`, `x << 0`, `x >> 0`, `x & -1` of integers (either operand of a commutative
 * one), `x * 1.0`, `x / 1.0` and `x - 0.0` of floats (not `x + 0.0`, which is not x when x is -0.0).
 */
function identityOperand(e: Binary): Expr | null {
  const float = e.type.kind === 'float';
  if (!float && e.type.kind !== 'int') return null;
  const isConstant = (x: Expr, value: number) => {
    const c = literalValue(x);
    return c !== null && (float ? Object.is(c, value) : c === value);
  };
  const commutes = e.op === '+' || e.op === '*' || e.op === '|' || e.op === '^' || e.op === '&';
  for (const [x, c] of commutes ? [[e.left, e.right], [e.right, e.left]] : [[e.left, e.right]]) {
    const identity = float
      ? (e.op === '*' || e.op === '/' ? isConstant(c!, 1) : e.op === '-' && isConstant(c!, 0))
      : e.op === '*' || e.op === '/' ? isConstant(c!, 1)
      : e.op === '&' ? isConstant(c!, -1) || isAllOnes(c!, e.type)
      : ['+', '-', '|', '^', '<<', '>>'].includes(e.op) && isConstant(c!, 0);
    if (identity) return x!;
  }
  return null;
}

/**
 * The value of a literal constant (also through conversions, as g++ folds a converted constant
 * before it looks for an identity), a bigint as a number; null for anything else, a constant
 * variable too.
 */
function literalValue(e: Expr): number | null {
  if (!isLiteralConstant(e)) return null;
  const v = constValue(e);
  return v === null ? null : Number(v);
}

function isAllOnes(e: Expr, t: Type): boolean {
  const c = literalValue(e);
  return t.kind === 'int' && !t.signed && c !== null && c === 2 ** t.bits - 1;
}

function keepsWidth(from: Type, to: Type): boolean {
  if (from.kind === 'int' && to.kind === 'int') return from.bits === to.bits;
  return from.kind === 'pointer' && to.kind === 'pointer';
}

/**
 * `x` where `e` is `-x` (as match.pd sees it: through conversions that keep an integer's width),
 * converted to `type`, the type of the sum it is an operand of; null where `e` is not a negation.
 */
function negatedOperand(e: Expr, type: Type): Expr | null {
  while (e.kind === 'Convert' && keepsWidth(e.operand.type, e.type)) e = e.operand;
  if (e.kind !== 'Unary' || e.op !== '-') return null;
  const x = e.operand;
  if (sameType(x.type, type)) return x;
  return x.type.kind === 'int' && keepsWidth(x.type, type) ? { kind: 'Convert', operand: x, type, span: x.span } : null;
}
