/**
 * Barriers only in uniform control flow (C++ AMP: a barrier must be reached
 * by all threads of a tile or by none).
 *
 * Thread-varying values: the global and local indices, values loaded from
 * memory at thread-varying addresses, and anything computed from them. The
 * tile index, tile_origin, extents, captured values and constants are uniform
 * across a tile. A branch or loop on a thread-varying condition makes its body
 * non-uniform; `return` under such a condition makes the rest of the kernel
 * non-uniform, `break`/`continue` the rest of the loop.
 *
 * Variable taint is flow-sensitive: a plain assignment of a uniform value in uniform control flow
 * makes a local uniform again, as samples rely on when they reuse a loop counter
 * (`for (i = tid; ...) ...; for (i = N; i > 0; ...) barrier`). Branches join their states, and a
 * loop is walked until the state at its head stops growing. A variable whose address is taken, or
 * that a reference (a reference parameter included) may alias, is never made uniform again: a write through
 * the alias is not seen here.
 */
import type { DiagnosticBag, RelatedNote } from '../../diagnostics.js';
import type { Span } from '../../source.js';
import type { Expr, FunctionInfo, Kernel, Stmt, Variable } from '../program.js';
import { childExprs, forEachExprInStmt, forEachStmt, rootVariable } from '../walk.js';
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

/** Which variables hold thread-varying values at one point of a function, and why. */
type TaintState = Map<Variable, Taint>;

/** `a` with every variable varying in `b` added (the state where two paths meet). */
function joinStates(a: TaintState, b: TaintState): TaintState {
  const joined = new Map(a);
  for (const [v, t] of b) if (!joined.has(v)) joined.set(v, t);
  return joined;
}

export class UniformityAnalysis {
  /** The state at the point being walked. */
  varying: TaintState = new Map();
  /** Variables that an alias (address, reference, call argument) may write: never made uniform again. */
  readonly aliased = new Set<Variable>();
  /** A local reference (`int& r = n;`) and the variable it names: reading or writing one is the other. */
  readonly referents = new Map<Variable, Variable>();

  /** The thread-varying source a value depends on, or null when it is uniform across the tile. */
  taintOf(e: Expr): Taint | null {
    switch (e.kind) {
      case 'ThreadIndex':
        if (e.part === 'global' || e.part === 'local') return { span: e.span, what: e.part === 'local' ? 'the local index' : 'the global index' };
        return null;
      case 'VarRef': {
        const referent = this.referents.get(e.variable);
        return this.varying.get(e.variable) ?? (referent ? this.varying.get(referent) : undefined) ?? null;
      }
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
    if (!this.varying.has(v)) this.varying.set(v, t);
    const referent = this.referents.get(v);
    if (referent && !this.varying.has(referent)) this.varying.set(referent, t);
  }

  /** A whole-variable store of a uniform value in uniform control flow. */
  markUniform(v: Variable): void {
    if (!this.aliased.has(v) && !v.isReference && (v.storage === 'local' || v.storage === 'param')) this.varying.delete(v);
  }
}

/** The variables of these statements that an alias may write: their address taken, a reference bound to them, or passed by reference. */
function aliasedVariables(statements: Stmt[], analysis: UniformityAnalysis): void {
  const add = (e: Expr) => {
    const v = rootVariable(e);
    if (v) analysis.aliased.add(v);
  };
  for (const s of statements) {
    forEachStmt(s, (x) => {
      if (x.kind !== 'VarDecl' || !x.variable.isReference || !x.init) return;
      add(x.init);
      const referent = rootVariable(x.init);
      if (referent) analysis.referents.set(x.variable, referent);
    });
    forEachExprInStmt(s, (e) => {
      if (e.kind === 'AddressOf') add(e.operand);
      // A by-value argument is a copy; a reference parameter (or a method's object) may be written.
      if (e.kind === 'Call') e.args.forEach((a, i) => ((i === 0 && e.callee.member?.kind === 'method') || (e.callee.params[i]?.isReference ?? true)) && add(a));
    });
  }
}

interface WalkState {
  /** Set once some threads have left the kernel (a `return` in divergent flow). */
  afterReturn: Divergence | null;
  /** Set once some threads have left the innermost loop's iteration. */
  loopExit: Divergence | null;
  /** The taint states at the `break`s and `continue`s of the innermost loop (a switch's breaks join its end). */
  breaks: TaintState[];
  continues: TaintState[];
}

export function checkBarrierUniformity(kernel: Kernel, diags: DiagnosticBag): void {
  const analysis = new UniformityAnalysis();
  const barrierFunctions = functionsWithBarriers(kernel);
  const reported = new Set<Span>();
  const error = (barrier: Span, d: Divergence, extra: RelatedNote[] = []) => {
    if (reported.has(barrier)) return;
    reported.add(barrier);
    diags.error('barrier-nonuniform', 'barrier in thread-dependent control flow: not every thread of the tile reaches it, so the tile would wait forever', barrier, [
      ...extra,
      d.note,
      { message: `which depends on ${d.taint.what}, different in each thread of the tile`, span: d.taint.span },
    ]);
  };

  const walkFunction = (statements: Stmt[], initial: Divergence | null) => {
    const state: WalkState = { afterReturn: null, loopExit: null, breaks: [], continues: [] };
    analysis.varying = new Map();
    walkList(statements, initial, state);
  };

  const walkList = (statements: Stmt[], flow: Divergence | null, state: WalkState) => {
    for (const s of statements) walkStmt(s, flow ?? state.afterReturn ?? state.loopExit, state);
  };

  /** `whole`: a plain store of the whole variable (`i = n`), which replaces what it held. */
  const assignTaint = (target: Expr, value: Taint | null, flow: Divergence | null, whole = false) => {
    const v = rootVariable(target);
    if (!v || v.storage === 'tileStatic') return;
    const t = value ?? flow?.taint ?? null;
    if (t) analysis.markVarying(v, t);
    else if (whole && target.kind === 'VarRef') analysis.markUniform(v);
  };

  const visitExpr = (e: Expr, flow: Divergence | null) => {
    const visit = (x: Expr) => {
      if (x.kind === 'Assign') assignTaint(x.target, analysis.taintOf(x.value) ?? (x.op ? analysis.taintOf(x.target) : null), flow, x.op === null);
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
          else analysis.markUniform(s.variable);
        }
        return;
      case 'ExprStmt':
        visitExpr(s.expr, flow);
        return;
      case 'If': {
        visitExpr(s.cond, flow);
        const inner = flow ?? diverge(s.cond, 'this condition differs between the threads of the tile');
        const before = analysis.varying;
        analysis.varying = new Map(before);
        walkStmt(s.then, inner, state);
        const afterThen = analysis.varying;
        analysis.varying = new Map(before);
        if (s.otherwise) walkStmt(s.otherwise, inner, state);
        analysis.varying = joinStates(afterThen, analysis.varying);
        return;
      }
      case 'For':
      case 'While':
      case 'DoWhile': {
        if (s.kind === 'For' && s.init) walkStmt(s.init, flow, state);
        const loopState: WalkState = { afterReturn: state.afterReturn, loopExit: null, breaks: [], continues: [] };
        // The state at the loop's head: on entry, joined with each iteration's end, until it stops growing.
        let head: TaintState = analysis.varying;
        let exit: TaintState = head;
        const run = () => {
          analysis.varying = new Map(head);
          loopState.breaks = [];
          loopState.continues = [];
          const condFlow = s.cond ? diverge(s.cond, 'this loop condition differs between the threads of the tile') : null;
          const bodyFlow = flow ?? condFlow ?? loopState.loopExit;
          if (s.cond) visitExpr(s.cond, flow ?? loopState.loopExit);
          // A do-while's first test follows the body; the others, like every loop's, see the head's state.
          exit = s.kind === 'DoWhile' ? new Map() : new Map(analysis.varying);
          walkStmt(s.body, bodyFlow, loopState);
          for (const c of loopState.continues) analysis.varying = joinStates(analysis.varying, c);
          if (s.kind === 'For' && s.step) visitExpr(s.step, bodyFlow ?? loopState.afterReturn);
          if (s.kind === 'DoWhile') exit = joinStates(exit, analysis.varying);
          for (const b of loopState.breaks) exit = joinStates(exit, b);
          const next = joinStates(head, analysis.varying);
          const grew = next.size !== head.size;
          head = next;
          return grew;
        };
        // Walked again while anything the next walk starts from changed: the head's state (which only
        // grows: a join keeps every variable either side holds), or divergence found in the body (a
        // thread that left an iteration early, or the kernel, differs from the others for the rest of
        // the loop; each is set once). So the walks stop within (number of variables + 3).
        let rounds = 0;
        for (let changed = true; changed; rounds++) {
          if (rounds > variableCount + 3) throw new Error(`ampc internal error: the barrier uniformity of a loop did not converge after ${rounds} walks`);
          const loopExit = loopState.loopExit;
          const afterReturn = loopState.afterReturn;
          changed = run() || loopState.loopExit !== loopExit || loopState.afterReturn !== afterReturn;
        }
        analysis.varying = joinStates(exit, head);
        state.afterReturn = loopState.afterReturn;
        return;
      }
      case 'Switch': {
        visitExpr(s.cond, flow);
        const inner = flow ?? diverge(s.cond, 'this switch value differs between the threads of the tile');
        // Each case is entered from the switch or by falling through from the case before it.
        const entry = analysis.varying;
        const switchState: WalkState = { ...state, breaks: [] }; // its continues are the loop's
        let fallThrough: TaintState = new Map(entry);
        for (const c of s.cases) {
          analysis.varying = joinStates(entry, fallThrough);
          walkList(c.body, inner, switchState);
          fallThrough = analysis.varying;
        }
        let after = joinStates(entry, fallThrough);
        for (const b of switchState.breaks) after = joinStates(after, b);
        analysis.varying = after;
        state.afterReturn = switchState.afterReturn;
        state.loopExit = switchState.loopExit;
        return;
      }
      case 'Return':
        if (s.value) visitExpr(s.value, flow);
        if (flow && !state.afterReturn) state.afterReturn = { note: { message: 'some threads of the tile return here', span: s.span }, taint: flow.taint };
        return;
      case 'Break':
      case 'Continue':
        (s.kind === 'Break' ? state.breaks : state.continues).push(new Map(analysis.varying));
        if (flow && !state.loopExit) state.loopExit = { note: { message: `some threads of the tile ${s.kind === 'Break' ? 'leave the loop' : 'skip the rest of the iteration'} here`, span: s.span }, taint: flow.taint };
        return;
      case 'Try':
      case 'Throw':
        return;
    }
  };

  const callees = [...barrierFunctions.keys()];
  const bodies = [kernel.body.statements, ...callees.flatMap((fn) => (fn.body ? [fn.body.statements] : []))];
  // The most variables a loop's state at its head can hold: the bound on its walks.
  const variables = new Set<Variable>();
  for (const s of bodies.flat()) {
    forEachStmt(s, (x) => { if (x.kind === 'VarDecl') variables.add(x.variable); });
    forEachExprInStmt(s, (e) => { if (e.kind === 'VarRef') variables.add(e.variable); });
  }
  const variableCount = variables.size;
  aliasedVariables(kernel.body.statements, analysis);
  for (const fn of callees) if (fn.body) aliasedVariables(fn.body.statements, analysis);
  walkFunction(kernel.body.statements, null);
  for (const fn of callees) if (fn.body) walkFunction(fn.body.statements, null);
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
