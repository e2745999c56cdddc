/**
 * Facts about a kernel that decide how its WGSL is written: which barriers
 * the fences need, which locals can be `let`, which references are pointers.
 */
import type { Expr, FunctionInfo, Kernel, Stmt, ThreadIndexPart, Variable } from '../../sema/program.js';
import { firstBarrierIn, transitiveCallees } from '../../sema/rules/amp-rules.js';
import { childExprs, forEachExprInStmt, forEachStmt, forEachTopExpr, rootVariable } from '../../sema/walk.js';
import { isPointer, isViewType, viewArgumentRoot, viewRoot } from '../../sema/kernel-memory.js';
import { distributeViewChoice } from '../../sema/view-choices.js';
import { structParamUses } from '../../sema/struct-view-uses.js';
import { fieldChain, heldViews, structFieldSource, viewFieldPaths, type StructViews } from '../../sema/struct-views.js';

// Facts of the typed program, kept where the rest of the back end finds them.
export { isPointer, isTileStaticRoot, isViewType, viewArgumentRoot, viewRoot } from '../../sema/kernel-memory.js';

/** Does the statement wait at a barrier, directly or through a call? */
export function containsBarrier(s: Stmt): boolean {
  return firstBarrierIn(s) !== null;
}

/** The view an element access goes through (`av[i].f` → `av`, `av.section(o, e)[i]` → `av`). */
function viewOf(e: Expr): Variable | null {
  let b = e;
  while (b.kind === 'Field' || b.kind === 'Element' || b.kind === 'Component') b = b.object;
  return b.kind === 'ViewElement' ? viewRoot(b.view) : null;
}

/**
 * Captured buffers the kernel (or its callees) both reads and writes: only through those can the
 * threads of a tile see each other's global writes, so only then does a barrier need a global fence.
 */
export function buffersReadAndWritten(kernel: Kernel, structViews: StructViews): Set<Variable> {
  const read = new Set<Variable>();
  const written = new Set<Variable>();
  const visit = (e: Expr, plainTarget: boolean) => {
    // `(c ? a : b)[i] = x` reads or writes each view it may choose (src/sema/view-choices.ts).
    const chosen = distributeViewChoice(e);
    if (chosen) return visit(chosen, plainTarget);
    // Also through a conversion: a view member of const elements holding a view of non-const ones (struct-views.ts).
    const elementOf = e.kind === 'ViewElement' && (e.view.kind === 'VarRef' || e.view.kind === 'Convert') ? viewArgumentRoot(e.view) : null;
    if (elementOf) (plainTarget ? written : read).add(elementOf);
    if (e.kind === 'Assign') {
      const v = viewOf(e.target);
      if (v) written.add(v);
      visit(e.target, e.op === null);
      visit(e.value, false);
      return;
    }
    if (e.kind === 'Unary' && e.op.length > 1) {
      const v = viewOf(e.operand);
      if (v) written.add(v);
    }
    // A pointer passed to the library (an atomic's destination) is read and written through.
    if (e.kind === 'AddressOf') {
      const v = viewOf(e.operand);
      if (v) {
        read.add(v);
        written.add(v);
      }
    }
    if (e.kind === 'Call') {
      e.args.forEach((a, k) => {
        const v = isViewType(a.type) ? viewArgumentRoot(a) : e.callee.params[k]?.isReference ? viewOf(a) : null;
        if (v) {
          read.add(v);
          written.add(v);
        }
        // So are the views a class object passed to it holds (src/sema/struct-views.ts), as the helper uses them (struct-view-uses.ts).
        const param = e.callee.params[k];
        const uses = param && viewFieldPaths(param.type).length > 0 ? structParamUses(e.callee, param) : null;
        for (const { path } of viewFieldPaths(a.type)) {
          const member = path.join('.');
          if (uses && !uses.read.has(member)) continue;
          const source = structFieldSource(fieldChain(a, path), heldViews(structViews, kernel.captures));
          const held = source ? viewArgumentRoot(source) : null;
          if (held) {
            read.add(held);
            if (!uses || uses.written.has(member)) written.add(held);
          }
        }
      });
    }
    // The subscripts of a written element are reads of other things, never of the element itself.
    if (plainTarget && (e.kind === 'Field' || e.kind === 'Element' || e.kind === 'Component')) {
      visit(e.object, true);
      if (e.kind === 'Element') visit(e.index, false);
      if (e.kind === 'Component') visit(e.dim, false);
      return;
    }
    for (const c of childExprs(e)) visit(c, false);
  };
  forEachTopExpr(kernel.body, (e) => visit(e, false));
  for (const fn of transitiveCallees(kernel.callees)) if (fn.body) forEachTopExpr(fn.body, (e) => visit(e, false));
  return new Set([...read].filter((v) => written.has(v)));
}

/** A local that is never assigned, passed by reference or aliased after its declaration can be a WGSL `let`. */
/** Whether a statement of `bodies` assigns `v`, increments it, or passes it to a pointer or `&`. */
export function isAssignedIn(v: Variable, bodies: readonly Stmt[]): boolean {
  let assigned = false;
  const check = (e: Expr) => {
    if ((e.kind === 'Assign' && rootVariable(e.target) === v) || (e.kind === 'Unary' && e.op.length > 1 && rootVariable(e.operand) === v)) assigned = true;
    if (e.kind === 'Call' && e.args.some((a, k) => e.callee.params[k] && isPointer(e.callee.params[k]) && rootVariable(a) === v)) assigned = true;
    if (e.kind === 'AddressOf' && rootVariable(e.operand) === v) assigned = true;
  };
  const visit = (body: Stmt) => {
    forEachExprInStmt(body, check);
    forEachStmt(body, (s) => {
      if (s.kind === 'VarDecl' && isPointer(s.variable) && s.init && rootVariable(s.init) === v) assigned = true;
    });
  };
  bodies.forEach(visit);
  return assigned;
}

/** `bodyOf`: the body a callee is printed with (the lowered one, src/lower/). */
export function isNeverAssigned(v: Variable, kernel: Kernel, bodyOf: (fn: FunctionInfo) => Stmt | null = (fn) => fn.body): boolean {
  const bodies = [kernel.body, ...transitiveCallees(kernel.callees).flatMap((fn) => { const b = bodyOf(fn); return b ? [b] : []; })];
  return !isAssignedIn(v, bodies) && v.type.kind !== 'array' && v.type.kind !== 'struct';
}

/**
 * Functions whose WGSL depends on the kernel calling them: they wait at a barrier (whose fences
 * depend on the kernel's buffers) or read the thread's index (whose builtins and tile shape are
 * the kernel's), directly or through a callee. They are emitted once per kernel.
 */
export function kernelDependentFunctions(functions: readonly FunctionInfo[]): Set<FunctionInfo> {
  const memo = new Map<FunctionInfo, boolean>();
  const depends = (fn: FunctionInfo): boolean => {
    const known = memo.get(fn);
    if (known !== undefined) return known;
    memo.set(fn, false); // recursion is rejected by sema; this only stops the walk
    let found = false;
    if (fn.body) {
      forEachExprInStmt(fn.body, (e) => {
        if (e.kind === 'Barrier' || e.kind === 'ThreadIndex' || (e.kind === 'Call' && depends(e.callee))) found = true;
      });
    }
    memo.set(fn, found);
    return found;
  };
  return new Set(functions.filter(depends));
}

/** The thread-index parts read by these functions' bodies. */
export function threadIndexPartsIn(functions: Iterable<FunctionInfo>): Set<ThreadIndexPart> {
  const parts = new Set<ThreadIndexPart>();
  for (const fn of functions) {
    if (!fn.body) continue;
    forEachExprInStmt(fn.body, (e) => {
      if (e.kind === 'ThreadIndex') parts.add(e.part);
    });
  }
  return parts;
}
