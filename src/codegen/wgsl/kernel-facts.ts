/**
 * Facts about a kernel that decide how its WGSL is written: which barriers
 * the fences need, which locals can be `let`, which references are pointers.
 */
import type { Expr, FunctionInfo, Kernel, Stmt, ThreadIndexPart, Variable } from '../../sema/program.js';
import { firstBarrierIn, transitiveCallees } from '../../sema/rules/amp-rules.js';
import { forEachExprInStmt, forEachStmt, rootVariable } from '../../sema/walk.js';
import { isPointer, isViewType } from '../../sema/kernel-memory.js';
import { kernelMemoryUses } from '../../sema/kernel-memory-uses.js';
import type { StructViews } from '../../sema/struct-views.js';

// Facts of the typed program, kept where the rest of the back end finds them.
export { isPointer, isTileStaticRoot, isViewType, viewArgumentRoot, viewRoot } from '../../sema/kernel-memory.js';

/** Does the statement wait at a barrier, directly or through a call? */
export function containsBarrier(s: Stmt): boolean {
  return firstBarrierIn(s) !== null;
}

/**
 * Captured buffers the kernel (or its callees) both reads and writes, as src/sema/kernel-memory-uses.ts
 * finds them for its checked body: only through those can the threads of a tile see each other's
 * global writes, so only then does a barrier need a global fence. (Textures have their own fence.)
 */
export function buffersReadAndWritten(kernel: Kernel, structViews: StructViews): Set<Variable> {
  const uses = kernelMemoryUses(kernel, structViews);
  return new Set([...uses.read].filter((v) => uses.written.has(v) && isViewType(v.type)));
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
