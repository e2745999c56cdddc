/**
 * Races on tile_static memory (warnings): two accesses to the same location
 * by different threads of a tile, at least one a write, with no barrier
 * between them.
 *
 * The kernel is cut into barrier intervals (loop bodies are taken twice, so
 * the end of one iteration meets the start of the next). Subscripts are
 * reasoned about symbolically: a constant, a component of the local index,
 * or anything else (which may be any element). An `if` that pins the local
 * index (`t_idx.local == index<2>(0,0)`, `t_idx.local[0] == 0 && ...`)
 * restricts which threads execute the accesses inside it.
 */
import type { DiagnosticBag } from '../../diagnostics.js';
import type { Span } from '../../source.js';
import type { Expr, FenceKind, Kernel, Stmt, Variable } from '../program.js';
import { constValueOf } from '../const-eval.js';
import { childExprs, forEachExprInStmt, forEachStmt, rootVariable } from '../walk.js';

/** A subscript as the analysis sees it: a constant, a component of the local index, or anything else. */
type Sym = { k: 'const'; v: number } | { k: 'local'; d: number } | { k: 'other' };

interface Access {
  variable: Variable;
  write: boolean;
  subs: Sym[];
  /** Local-index components fixed by enclosing conditions. */
  guard: Map<number, number>;
  span: Span;
  /** Same node reached twice (loop unrolling): the same access. */
  node: Expr;
}

type Event = { kind: 'access'; access: Access } | { kind: 'barrier'; fence: FenceKind; span: Span };

export function checkRaces(kernel: Kernel, diags: DiagnosticBag): void {
  if (kernel.tileStatics.length === 0) return;
  const assignedOnce = singleAssignmentLocals(kernel);

  const symOf = (e: Expr, depth = 0): Sym => {
    if (depth > 8) return { k: 'other' };
    const c = constValueOf(e);
    if (c !== null) return { k: 'const', v: c };
    if (e.kind === 'Convert') return symOf(e.operand, depth + 1);
    if (e.kind === 'Component' && e.object.kind === 'ThreadIndex' && e.object.part === 'local') {
      const d = constValueOf(e.dim);
      if (d !== null) return { k: 'local', d };
    }
    if (e.kind === 'VarRef' && assignedOnce.has(e.variable)) return symOf(assignedOnce.get(e.variable)!, depth + 1);
    return { k: 'other' };
  };

  const events: Event[] = [];
  const guards: Map<number, number>[] = [new Map()];
  const guard = () => guards[guards.length - 1];

  const collect = (e: Expr, write: boolean, alsoRead: boolean) => {
    // tile_static element chains: t, t[i], t[i][j], t[i].f
    const subs: Expr[] = [];
    let base = e;
    while (base.kind === 'Element' || base.kind === 'Field') {
      if (base.kind === 'Element') subs.unshift(base.index);
      base = base.object;
    }
    if (base.kind === 'VarRef' && base.variable.storage === 'tileStatic') {
      for (const s of subs) reads(s);
      const access = (w: boolean): Access => ({ variable: base.kind === 'VarRef' ? base.variable : (null as never), write: w, subs: subs.map((s) => symOf(s)), guard: guard(), span: e.span, node: e });
      if (alsoRead) events.push({ kind: 'access', access: access(false) });
      events.push({ kind: 'access', access: access(write) });
      return true;
    }
    return false;
  };

  const reads = (e: Expr): void => {
    switch (e.kind) {
      case 'Assign':
        reads(e.value);
        if (!collect(e.target, true, e.op !== null)) reads(e.target);
        return;
      case 'Unary':
        if (e.op.length > 1) {
          if (!collect(e.operand, true, true)) reads(e.operand);
          return;
        }
        break;
      case 'Barrier':
        events.push({ kind: 'barrier', fence: e.fence, span: e.methodSpan });
        return;
      case 'Element':
      case 'Field':
      case 'VarRef':
        if (collect(e, false, false)) return;
        break;
    }
    for (const c of childExprs(e)) reads(c);
  };

  const walk = (s: Stmt): void => {
    switch (s.kind) {
      case 'Block': s.statements.forEach(walk); return;
      // A tile_static declaration with an initializer is already an error: its initializer is not analysed.
      case 'VarDecl': if (s.init && s.variable.storage !== 'tileStatic') reads(s.init); return;
      case 'ExprStmt': reads(s.expr); return;
      case 'If': {
        reads(s.cond);
        const pinned = pinnedLocal(s.cond, symOf);
        guards.push(pinned ? new Map([...guard(), ...pinned]) : guard());
        walk(s.then);
        guards.pop();
        if (s.otherwise) walk(s.otherwise);
        return;
      }
      case 'For': case 'While': case 'DoWhile':
        if (s.kind === 'For' && s.init) walk(s.init);
        for (let i = 0; i < 2; i++) {
          if (s.cond) reads(s.cond);
          walk(s.body);
          if (s.kind === 'For' && s.step) reads(s.step);
        }
        return;
      case 'Switch': reads(s.cond); s.cases.forEach((c) => c.body.forEach(walk)); return;
      case 'Return': if (s.value) reads(s.value); return;
      default: return;
    }
  };
  walk(kernel.body);

  // Cut into intervals at barriers that fence tile_static memory.
  // A global-only fence synchronises the threads but does not order tile_static memory.
  const intervals: Access[][] = [[]];
  const globalFenceBefore = new Map<Access, Span>();
  let lastGlobalFence: Span | null = null;
  for (const ev of events) {
    if (ev.kind === 'barrier') {
      if (ev.fence !== 'global') {
        intervals.push([]);
        lastGlobalFence = null;
      } else lastGlobalFence = ev.span;
    } else {
      intervals[intervals.length - 1].push(ev.access);
      if (lastGlobalFence) globalFenceBefore.set(ev.access, lastGlobalFence);
    }
  }
  const reported = new Set<Span>();
  for (const interval of intervals) {
    // One warning per variable and interval: the first conflicting pair in program order.
    const warned = new Set<Variable>();
    for (let j = 0; j < interval.length; j++) {
      for (let i = 0; i <= j; i++) {
        const a = interval[i];
        const b = interval[j];
        if (a.variable !== b.variable || (!a.write && !b.write)) continue;
        if (i === j && !a.write) continue;
        if (!mayConflict(a, b, kernel.tile?.length ?? 1)) continue;
        if (warned.has(b.variable) || reported.has(b.span) || reported.has(a.span)) continue;
        warned.add(b.variable);
        reported.add(b.span);
        const same = a.node === b.node;
        diags.warning('tile-static-race', same
          ? `race on tile_static '${b.variable.name}': several threads of the tile ${b.write ? 'write' : 'access'} the same element with no barrier between them`
          : `race on tile_static '${b.variable.name}': this ${b.write ? 'write' : 'read'} may touch an element that another thread of the tile ${a.write ? 'writes' : 'reads'}, with no barrier ordering tile_static memory between them`,
        b.span, same
          ? [{ message: 'every thread that runs this statement accesses the same element', span: b.span }, { message: `'${b.variable.name}' declared here`, span: b.variable.span }]
          : [
            { message: `the other access, by a different thread`, span: a.span },
            ...(globalFenceBefore.get(b) && globalFenceBefore.get(b) !== globalFenceBefore.get(a)
              ? [{ message: 'this barrier fences only global memory: tile_static accesses may be reordered across it (use wait() or wait_with_tile_static_memory_fence())', span: globalFenceBefore.get(b)! }]
              : [{ message: 'a tile_barrier wait between the two accesses orders them' }]),
          ]);
      }
    }
  }
}

/**
 * Could two different threads perform `a` and `b` on the same element?
 * False when the accesses cannot overlap (different constant subscripts) or
 * when overlapping forces both to be the same thread.
 */
function mayConflict(a: Access, b: Access, rank: number): boolean {
  const n = Math.min(a.subs.length, b.subs.length);
  // thread A's and thread B's local components: a fixed value, or linked to the other's component
  const fixedA = new Map(a.guard);
  const fixedB = new Map(b.guard);
  const links: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const x = a.subs[i];
    const y = b.subs[i];
    if (x.k === 'const' && y.k === 'const') {
      if (x.v !== y.v) return false;
    } else if (x.k === 'local' && y.k === 'const') {
      if (fixedA.has(x.d) && fixedA.get(x.d) !== y.v) return false;
      fixedA.set(x.d, y.v);
    } else if (x.k === 'const' && y.k === 'local') {
      if (fixedB.has(y.d) && fixedB.get(y.d) !== x.v) return false;
      fixedB.set(y.d, x.v);
    } else if (x.k === 'local' && y.k === 'local') {
      links.push([x.d, y.d]);
    }
  }
  for (let d = 0; d < rank; d++) {
    const fa = fixedA.get(d);
    const fb = fixedB.get(d);
    if (fa !== undefined && fb !== undefined) {
      if (fa !== fb) return true; // pinned to different threads
      continue;
    }
    if (links.some(([x, y]) => x === d && y === d)) continue;
    return true; // this component may differ between the two threads
  }
  return false; // every component is the same: one thread
}

/** `t_idx.local == index<2>(0, 0)`, `t_idx.local[0] == 0 && t_idx.local[1] == 1`: the pinned components. */
function pinnedLocal(cond: Expr, symOf: (e: Expr) => Sym): Map<number, number> | null {
  const out = new Map<number, number>();
  const visit = (e: Expr): boolean => {
    if (e.kind === 'Logical' && e.op === '&&') return visit(e.left) && visit(e.right);
    if (e.kind === 'Binary' && e.op === '==') {
      if (e.left.kind === 'ThreadIndex' && e.left.part === 'local' && e.right.kind === 'MakeIndex') {
        const vals = e.right.components.map(constValueOf);
        if (vals.some((v) => v === null)) return false;
        vals.forEach((v, d) => out.set(d, v!));
        return true;
      }
      const l = symOf(e.left);
      const r = symOf(e.right);
      if (l.k === 'local' && r.k === 'const') { out.set(l.d, r.v); return true; }
      if (r.k === 'local' && l.k === 'const') { out.set(r.d, l.v); return true; }
    }
    return false;
  };
  return visit(cond) && out.size > 0 ? out : null;
}

/** Locals whose only assignment is their initializer (`int row = t_idx.local[0];`). */
function singleAssignmentLocals(kernel: Kernel): Map<Variable, Expr> {
  const inits = new Map<Variable, Expr>();
  const assigned = new Set<Variable>();
  forEachStmt(kernel.body, (s) => {
    if (s.kind === 'VarDecl' && s.init) inits.set(s.variable, s.init);
  });
  forEachExprInStmt(kernel.body, (e) => {
    const target = e.kind === 'Assign' ? e.target : e.kind === 'Unary' && e.op.length > 1 ? e.operand : null;
    const v = target && rootVariable(target);
    if (v) assigned.add(v);
  });
  for (const v of assigned) inits.delete(v);
  return inits;
}
