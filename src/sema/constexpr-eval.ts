/**
 * Calls of `constexpr` functions evaluated at compile time ([expr.const]), where C++ needs a
 * constant (array bounds, template arguments, case labels, static_assert) and wherever sema
 * folds constants: the function's typed body is interpreted over scalar values, with its
 * parameters and locals in a frame. Anything the interpreter does not model (references,
 * arrays, objects, calls of non-constexpr functions) makes the call not a constant, as does
 * running past the step or depth limits (g++'s -fconstexpr-loop-limit and -depth are of the
 * same order), so the caller reports "must be a compile-time constant".
 */
import { constValue, wrapToType, type ConstValue } from './const-eval.js';
import type { Expr, Stmt, Variable } from './program.js';
import { isArithmetic } from './types.js';

/**
 * The limits one outermost constexpr call runs under, shared by the calls it makes: its own, not
 * the module's, as one process checks many programs (and constant evaluations).
 */
interface Budget {
  depth: number;
  steps: number;
}

/** The values of a constexpr call's parameters and locals, and the budget of the evaluation it is part of. */
export class ConstFrame extends Map<Variable, ConstValue> {
  constructor(readonly budget: Budget) {
    super();
  }
}

type Flow = { kind: 'normal' } | { kind: 'break' } | { kind: 'continue' } | { kind: 'return'; value: ConstValue };

const maxDepth = 512;
const maxSteps = 1 << 20;

const normal: Flow = { kind: 'normal' };

export function evaluateConstexprCall(call: Extract<Expr, { kind: 'Call' }>, frame: ConstFrame | undefined): ConstValue | null {
  const fn = call.callee;
  // The outermost call (not from a constexpr body's frame) starts an evaluation of its own.
  const budget = frame?.budget ?? { depth: 0, steps: 0 };
  if (!fn.isConstexpr || !fn.body || budget.depth >= maxDepth || call.virtualSlot) return null;
  const inner = new ConstFrame(budget);
  for (const [i, p] of fn.params.entries()) {
    const arg = call.args[i];
    if (!arg || p.isReference || !isArithmetic(p.type)) return null;
    const v = evaluate(arg, frame);
    if (v === null) return null;
    inner.set(p, v);
  }
  budget.depth++;
  try {
    const flow = execute(fn.body, inner);
    return flow?.kind === 'return' ? wrapToType(flow.value, fn.returnType) : null;
  } finally {
    budget.depth--;
  }
}

/** An expression's value, with the side effects a constexpr body may have on its own locals. */
function evaluate(e: Expr, frame: ConstFrame | undefined): ConstValue | null {
  if (frame && ++frame.budget.steps > maxSteps) return null;
  switch (e.kind) {
    case 'Assign': {
      if (!frame || e.target.kind !== 'VarRef' || !frame.has(e.target.variable)) return null;
      const target = e.target.variable;
      const value = evaluate(e.value, frame);
      if (value === null) return null;
      let result: ConstValue | null = value;
      if (e.op) {
        // `t op= v` is `t = T(t op v)` in the computation type (`value`'s).
        const current = wrapToType(frame.get(target)!, e.value.type);
        if (current === null) return null;
        result = constValue({ kind: 'Binary', op: e.op, type: e.value.type, span: e.span, left: { kind: 'Const', value: current, type: e.value.type, span: e.span }, right: { kind: 'Const', value, type: e.value.type, span: e.span } });
      }
      const stored = result === null ? null : wrapToType(result, target.type);
      if (stored === null) return null;
      frame.set(target, stored);
      return stored;
    }
    case 'Unary': {
      if (e.op === '-' || e.op === '!' || e.op === '~') {
        const v = evaluate(e.operand, frame);
        return v === null ? null : constValue({ ...e, operand: { kind: 'Const', value: v, type: e.operand.type, span: e.span } });
      }
      if (!frame || e.operand.kind !== 'VarRef' || !frame.has(e.operand.variable)) return null;
      const variable = e.operand.variable;
      const old = frame.get(variable)!;
      const one = typeof old === 'bigint' ? 1n : 1;
      const next = wrapToType(e.op.endsWith('++') ? (old as number) + (one as number) : (old as number) - (one as number), variable.type);
      if (next === null) return null;
      frame.set(variable, next);
      return e.op.startsWith('pre') ? next : old;
    }
    case 'Call':
      return evaluateConstexprCall(e, frame);
    case 'Binary': case 'Logical': case 'Conditional': case 'Convert': {
      // Operands first (they may assign or call), then the operator on their values.
      if (e.kind === 'Logical' || e.kind === 'Conditional') {
        const first = evaluate(e.kind === 'Logical' ? e.left : e.cond, frame);
        if (first === null) return null;
        const truth = typeof first === 'bigint' ? first !== 0n : first !== 0;
        if (e.kind === 'Conditional') return evaluate(truth ? e.then : e.otherwise, frame);
        if (e.op === '&&' ? !truth : truth) return e.op === '&&' ? 0 : 1;
        const second = evaluate(e.right, frame);
        return second === null ? null : (typeof second === 'bigint' ? second !== 0n : second !== 0) ? 1 : 0;
      }
      const parts = e.kind === 'Binary' ? [e.left, e.right] : [e.operand];
      const values = parts.map((p) => evaluate(p, frame));
      if (values.some((v) => v === null)) return null;
      const asConst = (p: Expr, i: number): Expr => ({ kind: 'Const', value: values[i]!, type: p.type, span: p.span });
      return constValue(e.kind === 'Binary' ? { ...e, left: asConst(e.left, 0), right: asConst(e.right, 1) } : { ...e, operand: asConst(e.operand, 0) });
    }
    default:
      return constValue(e, frame);
  }
}

function truthy(v: ConstValue): boolean {
  return typeof v === 'bigint' ? v !== 0n : v !== 0;
}

/** Runs a statement; null when it is not something a constant evaluation can do. */
function execute(s: Stmt, frame: ConstFrame): Flow | null {
  if (++frame.budget.steps > maxSteps) return null;
  switch (s.kind) {
    case 'Block':
      for (const x of s.statements) {
        const flow = execute(x, frame);
        if (flow === null || flow.kind !== 'normal') return flow;
      }
      return normal;
    case 'VarDecl': {
      if (!s.init || s.variable.isReference || !isArithmetic(s.variable.type)) return null;
      const v = evaluate(s.init, frame);
      const stored = v === null ? null : wrapToType(v, s.variable.type);
      if (stored === null) return null;
      frame.set(s.variable, stored);
      return normal;
    }
    case 'ExprStmt':
      return evaluate(s.expr, frame) === null ? null : normal;
    case 'If': {
      const c = evaluate(s.cond, frame);
      if (c === null) return null;
      if (truthy(c)) return execute(s.then, frame);
      return s.otherwise ? execute(s.otherwise, frame) : normal;
    }
    case 'While': case 'DoWhile': case 'For': {
      if (s.kind === 'For' && s.init) {
        const init = execute(s.init, frame);
        if (init === null) return null;
      }
      for (let first = true; ; first = false) {
        // A do-while tests its condition after the body: not before the first pass.
        if (s.kind !== 'DoWhile' || !first) {
          const cond = s.cond ? evaluate(s.cond, frame) : 1;
          if (cond === null) return null;
          if (!truthy(cond)) return normal;
        }
        const flow = execute(s.body, frame);
        if (flow === null || flow.kind === 'return') return flow;
        if (flow.kind === 'break') return normal;
        if (s.kind === 'For' && s.step && evaluate(s.step, frame) === null) return null;
      }
    }
    case 'Switch': {
      const c = evaluate(s.cond, frame);
      if (c === null) return null;
      let start = s.cases.findIndex((k) => k.values !== 'default' && k.values.some((v) => constValue(v) === c));
      if (start < 0) start = s.cases.findIndex((k) => k.values === 'default');
      if (start < 0) return normal;
      // Cases fall through to the next until a break.
      for (const k of s.cases.slice(start)) {
        for (const x of k.body) {
          const flow = execute(x, frame);
          if (flow === null || flow.kind === 'return' || flow.kind === 'continue') return flow;
          if (flow.kind === 'break') return normal;
        }
      }
      return normal;
    }
    case 'Return': {
      if (!s.value) return null;
      const v = evaluate(s.value, frame);
      return v === null ? null : { kind: 'return', value: v };
    }
    case 'Break': return { kind: 'break' };
    case 'Continue': return { kind: 'continue' };
    default:
      return null;
  }
}
