/**
 * Whole-program C++ AMP rules that need the typed program: recursion among
 * restrict(amp) functions (WGSL forbids it too).
 */
import type { DiagnosticBag } from '../../diagnostics.js';
import type { Span } from '../../source.js';
import type { FunctionInfo, Program, Stmt } from '../program.js';
import { forEachExprInStmt } from '../walk.js';

export function checkAmpRules(program: Program, diags: DiagnosticBag): void {
  checkRecursion(program, diags);
}

function calleesOf(fn: FunctionInfo): FunctionInfo[] {
  const out = new Set<FunctionInfo>();
  if (fn.body) forEachExprInStmt(fn.body, (e) => { if (e.kind === 'Call') out.add(e.callee); });
  return [...out];
}

function checkRecursion(program: Program, diags: DiagnosticBag): void {
  // In definition order, so a cycle is reported at the first function of it that is defined.
  const amp = program.functions.filter((f) => f.restriction.amp && f.body).sort((a, b) => a.body!.span.start.offset - b.body!.span.start.offset);
  const reported = new Set<FunctionInfo>();
  for (const start of amp) {
    // Depth-first search for a path back to `start`.
    const path: FunctionInfo[] = [];
    const seen = new Set<FunctionInfo>();
    const dfs = (fn: FunctionInfo): boolean => {
      for (const callee of calleesOf(fn)) {
        if (!callee.restriction.amp) continue;
        if (callee === start) { path.push(callee); return true; }
        if (seen.has(callee)) continue;
        seen.add(callee);
        path.push(callee);
        if (dfs(callee)) return true;
        path.pop();
      }
      return false;
    };
    if (reported.has(start) || !dfs(start)) continue;
    for (const f of path) reported.add(f);
    const cycle = [start, ...path];
    diags.error('amp-recursion', `restrict(amp) function '${start.name}' is recursive${cycle.length > 2 ? ' through other functions' : ''}; recursion is not allowed in restrict(amp) code`, start.span,
      cycle.slice(1).map((f, i) => ({ message: `'${cycle[i].name}' calls '${f.name}'`, span: f.span })));
  }
}

/** The first barrier a function waits at, in its body or through the functions it calls; null if none. */
export function firstBarrierReached(fn: FunctionInfo, visiting = new Set<FunctionInfo>()): Span | null {
  if (!fn.body || visiting.has(fn)) return null;
  visiting.add(fn);
  return firstBarrierIn(fn.body, visiting);
}

/** The first barrier a statement waits at, directly or through calls; null if none. */
export function firstBarrierIn(s: Stmt, visiting = new Set<FunctionInfo>()): Span | null {
  let found: Span | null = null;
  forEachExprInStmt(s, (e) => {
    if (found) return;
    if (e.kind === 'Barrier') found = e.methodSpan;
    else if (e.kind === 'Call') found = firstBarrierReached(e.callee, visiting);
  });
  return found;
}

/** Amp functions reachable from a kernel body, callees first (the order WGSL needs... any order is valid WGSL, this one reads well). */
export function transitiveCallees(roots: FunctionInfo[]): FunctionInfo[] {
  const order: FunctionInfo[] = [];
  const seen = new Set<FunctionInfo>();
  const visit = (fn: FunctionInfo) => {
    if (seen.has(fn)) return;
    seen.add(fn);
    for (const c of calleesOf(fn)) if (c.restriction.amp) visit(c);
    order.push(fn);
  };
  roots.forEach(visit);
  return order;
}
