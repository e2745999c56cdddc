/**
 * Races on tile_static memory (warnings): two accesses to the same element
 * by different threads of a tile, at least one a write, with no barrier
 * ordering tile_static memory between them.
 *
 * `race-walk.ts` lists the accesses in program order with their subscripts
 * as affine forms and the conditions guarding them, and the control flow
 * between them: a barrier separates two accesses only if it is on every path
 * from one to the other (not one under an `if`, nor in a loop that may run no
 * iteration, nor one a `break` skips). For two accesses with no barrier
 * between them, by threads A and B, "can A ≠ B touch the same element?" is a
 * system of linear constraints: equal subscripts, each thread's guards, what
 * is known about the atoms (local components lie in the tile, `e - 64·q` is a
 * remainder), and one local component differing. `integer-feasibility.ts` proves it has
 * no integer solution, or the pair is reported. So a subscript that is
 * injective in the local index (`t[l0][l1]`, `t[e / 64][e % 64]` with
 * `e = 16·l0 + l1 + 256·s`) is no race, nor is the tree reduction's
 * `if (l < stride) s[l] += s[l + stride]` (reads at `[stride, 2·stride)`,
 * writes at `[0, stride)`). What the walk cannot follow is any element.
 */
import type { DiagnosticBag } from '../../diagnostics.js';
import type { Span } from '../../source.js';
import type { Kernel, Variable } from '../program.js';
import { atomsOf, formKey, type Form, type Relation } from './affine.js';
import { maybeSatisfiable, type LinearConstraint } from './integer-feasibility.js';
import { walkKernelAccesses, type Access, type KernelAccesses } from './race-walk.js';

export function checkRaces(kernel: Kernel, diags: DiagnosticBag): void {
  if (kernel.tileStatics.length === 0 || !kernel.tile) return;
  let walk: ReturnType<typeof walkKernelAccesses>;
  try {
    walk = walkKernelAccesses(kernel, kernel.tile);
  } catch (e) {
    // The walk assumes a well-typed kernel. Where sema has already reported an error it may meet
    // nodes that error recovery left behind; the program is rejected anyway, so say nothing more.
    if (diags.items.some((d) => d.severity === 'error')) return;
    throw e;
  }

  // The accesses another thread may still be running when this thread reaches the next event:
  // those since the last barrier that fences tile_static memory, on every path that leads here.
  // Each is kept with the global-only fence passed since, if any: such a fence synchronises
  // the threads but does not order tile_static memory.
  let open: Open = new Map();
  const frames: Frame[] = [];
  const innermost = (what: 'breakable' | 'continuable') => [...frames].reverse().find((f) => f[what]);
  const reported = new Set<Span>();
  // One warning per variable between two barriers: the first conflicting pair in program order.
  const warned = new Set<Variable>();
  const check = (a: Access, b: Access, fence: Span | null) => {
    if (a.variable !== b.variable || (!a.write && !b.write)) return;
    if (warned.has(b.variable) || reported.has(b.span) || reported.has(a.span)) return;
    if (!mayConflict(a, b, walk)) return;
    warned.add(b.variable);
    reported.add(b.span);
    report(diags, a, b, walk, fence);
  };
  for (const ev of walk.events) {
    switch (ev.kind) {
      case 'access':
        for (const [a, fence] of open) check(a, ev.access, fence);
        if (ev.access.write) check(ev.access, ev.access, null);
        open.set(ev.access, null);
        break;
      case 'barrier':
        if (ev.fence !== 'global') {
          open = new Map();
          warned.clear();
        } else {
          for (const [a, fence] of open) if (!fence) open.set(a, ev.span);
        }
        break;
      case 'save':
        frames.push({ entry: new Map(open), exits: new Map(), next: new Map(), breakable: ev.breakable, continuable: ev.continuable });
        break;
      case 'rejoin':
        join(open, frames[frames.length - 1].entry);
        break;
      case 'iterate':
        join(open, innermost('continuable')?.next ?? new Map());
        break;
      case 'escape': {
        const frame = innermost(ev.to === 'break' ? 'breakable' : 'continuable');
        if (frame) join(ev.to === 'break' ? frame.exits : frame.next, open);
        break;
      }
      case 'restore': {
        const frame = frames.pop()!;
        join(open, frame.exits);
        if (ev.skippable) join(open, frame.entry);
        break;
      }
    }
  }
}

/** Open accesses, each with the global-only fence passed since it (null: none). */
type Open = Map<Access, Span | null>;

interface Frame {
  /** What was open where the branch or loop started. */
  entry: Open;
  /** What was open at each `break`, and at each `continue`. */
  exits: Open;
  next: Open;
  breakable: boolean;
  continuable: boolean;
}

/** Adds `from`'s accesses to `into`; an access reached with no fence in between on some path keeps none. */
function join(into: Open, from: Open): void {
  for (const [a, fence] of from) {
    const known = into.get(a);
    if (known === undefined) into.set(a, fence);
    else if (fence === null) into.set(a, null);
  }
}

function report(diags: DiagnosticBag, a: Access, b: Access, walk: KernelAccesses, fence: Span | null): void {
  const name = b.variable.name;
  if (a.node === b.node && sameElementInEveryThread(a, b, walk)) {
    diags.warning('tile-static-race', `race on tile_static '${name}': several threads of the tile ${b.write ? 'write' : 'access'} the same element with no barrier between them`, b.span, [
      { message: 'every thread that runs this statement accesses the same element', span: b.span },
      { message: `'${name}' declared here`, span: b.variable.span },
    ]);
    return;
  }
  if (a.node === b.node) {
    diags.warning('tile-static-race', `race on tile_static '${name}': different threads of the tile may ${b.write ? 'write' : 'access'} the same element with no barrier between them`, b.span, [
      { message: 'another thread running this statement may touch the same element', span: a.span },
      { message: `'${name}' declared here`, span: b.variable.span },
    ]);
    return;
  }
  diags.warning('tile-static-race', `race on tile_static '${name}': this ${b.write ? 'write' : 'read'} may touch an element that another thread of the tile ${a.write ? 'writes' : 'reads'}, with no barrier ordering tile_static memory between them`, b.span, [
    { message: 'the other access, by a different thread', span: a.span },
    fence
      ? { message: 'this barrier fences only global memory: tile_static accesses may be reordered across it (use wait() or wait_with_tile_static_memory_fence())', span: fence }
      : { message: 'a tile_barrier wait between the two accesses orders them' },
  ]);
}

/**
 * Proven: the subscripts are the same in every thread, every thread of the tile
 * outside the pinned components runs the statement, and there are at least two.
 */
function sameElementInEveryThread(a: Access, b: Access, walk: KernelAccesses): boolean {
  const invariant = (x: Access) => x.unconditional && x.subs.every((s) => s !== null && walk.atoms.isShared(s));
  if (!invariant(a) || !invariant(b) || a.subs.length !== b.subs.length) return false;
  if (a.subs.some((s, k) => formKey(s!) !== formKey(b.subs[k]!))) return false;
  const threads = walk.tile.reduce((n, size, d) => (b.pinned.has(d) ? n : n * size), 1);
  return threads >= 2;
}

type Thread = 'A' | 'B';

/**
 * Could two different threads, A running `a` and B running `b`, touch the same element?
 * False only when the constraints have no integer solution with A ≠ B.
 */
function mayConflict(a: Access, b: Access, walk: KernelAccesses): boolean {
  if (a.atomic && b.atomic) return false;
  const { atoms } = walk;
  const variables = new Map<string, number>();
  const pending: [number, Thread][] = [];
  const variable = (atom: number, thread: Thread): number => {
    const key = atoms.atoms[atom].perThread ? `${atom}${thread}` : `${atom}`;
    let v = variables.get(key);
    if (v === undefined) {
      v = variables.size;
      variables.set(key, v);
      pending.push([atom, thread]);
    }
    return v;
  };
  const linear = (form: Form, thread: Thread, op: 'le' | 'eq'): LinearConstraint => {
    const coefficients = new Map<number, number>();
    for (const [atom, c] of form.terms) coefficients.set(variable(atom, thread), c);
    return { coefficients, constant: form.constant, op };
  };
  const difference = (x: Form, y: Form): LinearConstraint => {
    const coefficients = new Map<number, number>();
    for (const [atom, c] of x.terms) coefficients.set(variable(atom, 'A'), c);
    for (const [atom, c] of y.terms) {
      const v = variable(atom, 'B');
      coefficients.set(v, (coefficients.get(v) ?? 0) - c);
    }
    return { coefficients, constant: x.constant - y.constant, op: 'eq' };
  };

  const constraints: LinearConstraint[] = [];
  const n = Math.min(a.subs.length, b.subs.length);
  for (let k = 0; k < n; k++) {
    const x = a.subs[k];
    const y = b.subs[k];
    if (x && y) constraints.push(difference(x, y));
  }
  for (const g of a.guards) constraints.push(linear(g.form, 'A', g.op));
  for (const g of b.guards) constraints.push(linear(g.form, 'B', g.op));
  const localA = walk.local.map((l) => variable(l, 'A'));
  const localB = walk.local.map((l) => variable(l, 'B'));

  // What is known about every atom involved, for the thread whose copy it is.
  const added = new Set<string>();
  const addFact = (fact: Relation, index: number, thread: Thread) => {
    const key = `${index}${thread}`;
    if (added.has(key)) return;
    added.add(key);
    constraints.push(linear(fact.form, thread, fact.op));
  };
  const factIndex = new Map<Relation, number>();
  atoms.facts.forEach((f, i) => factIndex.set(f, i));
  for (let p = 0; p < pending.length; p++) {
    const [atom, thread] = pending[p];
    for (const fact of atoms.factsOf.get(atom) ?? []) {
      const index = factIndex.get(fact)!;
      // A fact of a shared atom that mentions per-thread atoms holds in both threads.
      const perThread = atomsOf(fact.form).some((id) => atoms.atoms[id].perThread);
      if (atoms.atoms[atom].perThread || !perThread) addFact(fact, index, thread);
      else {
        addFact(fact, index, 'A');
        addFact(fact, index, 'B');
      }
    }
  }

  // Most pairs that cannot meet cannot meet in any two threads (disjoint constants, ranges).
  if (!maybeSatisfiable(constraints)) return false;
  // A ≠ B: some local component differs, by at least one either way.
  for (let d = 0; d < walk.local.length; d++) {
    for (const sign of [1, -1]) {
      const differs: LinearConstraint = { coefficients: new Map([[localA[d], -sign], [localB[d], sign]]), constant: 1, op: 'le' };
      if (maybeSatisfiable([...constraints, differs])) return true;
    }
  }
  return false;
}
