/**
 * Barriers only in uniform control flow (C++ AMP: a barrier must be reached
 * by all threads of a tile or by none).
 *
 * Thread-varying values: the global and local indices, values loaded from
 * memory at thread-varying addresses, and anything computed from them. The
 * tile index, tile_origin, extents, captured values and constants are uniform
 * across a tile. A branch or loop on a thread-varying condition makes its body
 * non-uniform; `return` under such a condition makes the rest of the kernel
 * non-uniform, `break`/`continue` the rest of the loop. Variable taint is
 * flow-insensitive and iterated to a fixpoint.
 */
import type { DiagnosticBag, RelatedNote } from '../../diagnostics.js';
import type { Span } from '../../source.js';
import type { Expr, FunctionInfo, Kernel, Stmt, Variable } from '../program.js';
import { childExprs, forEachExprInStmt, rootVariable } from '../walk.js';
import { firstBarrierReached } from './amp-rules.js';

/** Why a value differs between the threads of a tile. */
export interface Taint {
  span: Span;
  what: string;
}

/** Why control flow differs between the threads of a tile. */
interface Divergence {
  note: RelatedNote;
  taint: Taint;
}

export class UniformityAnalysis {
  readonly varying = new Map<Variable, Taint>();
  private changed = false;

  /** The thread-varying source a value depends on, or null when it is uniform across the tile. */
  taintOf(e: Expr): Taint | null {
    switch (e.kind) {
      case 'ThreadIndex':
        if (e.part === 'global' || e.part === 'local') return { span: e.span, what: e.part === 'local' ? 'the local index' : 'the global index' };
        return null;
      case 'VarRef':
        return this.varying.get(e.variable) ?? null;
      case 'Barrier':
        return null;
      case 'Intrinsic':
        // An atomic operation returns what the memory held when this thread's turn came.
        if (e.args.some((a) => a.kind === 'AddressOf')) return { span: e.span, what: `the value '${e.intrinsic.name}' returns, which depends on the order the threads reach it` };
        break;
      default:
        break;
    }
    for (const c of childExprs(e)) {
      const t = this.taintOf(c);
      if (t) return t;
    }
    return null;
  }

  markVarying(v: Variable, t: Taint): void {
    if (this.varying.has(v)) return;
    this.varying.set(v, t);
    this.changed = true;
  }

  /** Runs `pass` until no new variable becomes varying. */
  fixpoint(pass: () => void): void {
    for (let i = 0; i < 20; i++) {
      this.changed = false;
      pass();
      if (!this.changed) return;
    }
  }
}

interface WalkState {
  /** Set once some threads have left the kernel (a `return` in divergent flow). */
  afterReturn: Divergence | null;
  /** Set once some threads have left the innermost loop's iteration. */
  loopExit: Divergence | null;
}

export function checkBarrierUniformity(kernel: Kernel, diags: DiagnosticBag): void {
  const analysis = new UniformityAnalysis();
  const barrierFunctions = functionsWithBarriers(kernel);
  let report = false;
  const reported = new Set<Span>();
  const error = (barrier: Span, d: Divergence, extra: RelatedNote[] = []) => {
    if (!report || reported.has(barrier)) return;
    reported.add(barrier);
    diags.error('barrier-nonuniform', 'barrier in thread-dependent control flow: not every thread of the tile reaches it, so the tile would wait forever', barrier, [
      ...extra,
      d.note,
      { message: `which depends on ${d.taint.what}, different in each thread of the tile`, span: d.taint.span },
    ]);
  };

  const walkFunction = (statements: Stmt[], initial: Divergence | null) => {
    const state: WalkState = { afterReturn: null, loopExit: null };
    walkList(statements, initial, state);
  };

  const walkList = (statements: Stmt[], flow: Divergence | null, state: WalkState) => {
    for (const s of statements) walkStmt(s, flow ?? state.afterReturn ?? state.loopExit, state);
  };

  const assignTaint = (target: Expr, value: Taint | null, flow: Divergence | null) => {
    const v = rootVariable(target);
    if (!v || v.storage === 'tileStatic') return;
    const t = value ?? flow?.taint ?? null;
    if (t) analysis.markVarying(v, t);
  };

  const visitExpr = (e: Expr, flow: Divergence | null) => {
    const visit = (x: Expr) => {
      if (x.kind === 'Assign') assignTaint(x.target, analysis.taintOf(x.value) ?? (x.op ? analysis.taintOf(x.target) : null), flow);
      if (x.kind === 'Unary' && x.op.length > 1) assignTaint(x.operand, null, flow);
      // A library function writes through the pointer (`atomic_compare_exchange`'s expected value): a value from shared memory.
      if (x.kind === 'AddressOf') assignTaint(x.operand, { span: x.span, what: 'the value written through this pointer' }, flow);
      if (x.kind === 'Barrier' && flow) error(x.methodSpan, flow);
      if (x.kind === 'Call' && barrierFunctions.has(x.callee)) {
        if (flow) {
          const barrier = barrierFunctions.get(x.callee)!;
          error(barrier, flow, [{ message: `the barrier is reached through this call of '${x.callee.name}'`, span: x.span }]);
        }
      }
      for (const c of childExprs(x)) visit(c);
    };
    visit(e);
  };

  const diverge = (cond: Expr, what: string): Divergence | null => {
    const taint = analysis.taintOf(cond);
    return taint ? { note: { message: what, span: cond.span }, taint } : null;
  };

  const walkStmt = (s: Stmt, flow: Divergence | null, state: WalkState): void => {
    switch (s.kind) {
      case 'Block':
        walkList(s.statements, flow, state);
        return;
      case 'VarDecl':
        if (s.init) {
          visitExpr(s.init, flow);
          const t = analysis.taintOf(s.init) ?? flow?.taint;
          if (t && s.variable.storage !== 'tileStatic') analysis.markVarying(s.variable, t);
        }
        return;
      case 'ExprStmt':
        visitExpr(s.expr, flow);
        return;
      case 'If': {
        visitExpr(s.cond, flow);
        const inner = flow ?? diverge(s.cond, 'this condition differs between the threads of the tile');
        walkStmt(s.then, inner, state);
        if (s.otherwise) walkStmt(s.otherwise, inner, state);
        return;
      }
      case 'For':
      case 'While':
      case 'DoWhile': {
        if (s.kind === 'For' && s.init) walkStmt(s.init, flow, state);
        const loopState: WalkState = { afterReturn: state.afterReturn, loopExit: null };
        const run = () => {
          const condFlow = s.cond ? diverge(s.cond, 'this loop condition differs between the threads of the tile') : null;
          const bodyFlow = flow ?? condFlow ?? loopState.loopExit;
          if (s.cond) visitExpr(s.cond, flow ?? loopState.loopExit);
          walkStmt(s.body, bodyFlow, loopState);
          if (s.kind === 'For' && s.step) visitExpr(s.step, bodyFlow ?? loopState.afterReturn);
        };
        run();
        // A thread that left an iteration early diverges from the others for the rest of the loop.
        if (loopState.loopExit || loopState.afterReturn !== state.afterReturn) run();
        state.afterReturn = loopState.afterReturn;
        return;
      }
      case 'Switch': {
        visitExpr(s.cond, flow);
        const inner = flow ?? diverge(s.cond, 'this switch value differs between the threads of the tile');
        for (const c of s.cases) walkList(c.body, inner, state);
        return;
      }
      case 'Return':
        if (s.value) visitExpr(s.value, flow);
        if (flow && !state.afterReturn) state.afterReturn = { note: { message: 'some threads of the tile return here', span: s.span }, taint: flow.taint };
        return;
      case 'Break':
      case 'Continue':
        if (flow && !state.loopExit) state.loopExit = { note: { message: `some threads of the tile ${s.kind === 'Break' ? 'leave the loop' : 'skip the rest of the iteration'} here`, span: s.span }, taint: flow.taint };
        return;
      case 'Try':
      case 'Throw':
        return;
    }
  };

  const callees = [...barrierFunctions.keys()];
  const pass = () => {
    walkFunction(kernel.body.statements, null);
    for (const fn of callees) if (fn.body) walkFunction(fn.body.statements, null);
  };
  analysis.fixpoint(pass);
  report = true;
  pass();
}

/** amp functions called by the kernel that (transitively) contain a barrier, with that barrier's span. */
function functionsWithBarriers(kernel: Kernel): Map<FunctionInfo, Span> {
  const result = new Map<FunctionInfo, Span>();
  forEachExprInStmt(kernel.body, (e) => {
    const barrier = e.kind === 'Call' ? firstBarrierReached(e.callee) : null;
    if (e.kind === 'Call' && barrier) result.set(e.callee, barrier);
  });
  return result;
}
