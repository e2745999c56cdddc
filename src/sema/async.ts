/**
 * Which host functions wait for the GPU. Reading an array_view on the host,
 * `synchronize()`, copying an `array` out and launching a kernel are
 * asynchronous in WebGPU, so the functions that do them (directly or through
 * a callee) are emitted `async` and their calls `await`ed.
 */
import type { Expr, FunctionInfo, Program, Stmt } from './program.js';
import { forEachExpr, forEachExprInStmt, forEachStmt } from './walk.js';
import { possibleTargets } from './inheritance.js';
import { pointerTypeOf } from './function-pointers.js';
import { plainSignature } from './std-function.js';
import { sameType } from './types.js';
import { isMemberInitializer } from './destructors.js';

/**
 * An array_view over host data (a std::vector, C array or pointer) declared here: C++ AMP copies
 * what kernels wrote back to that data when the view goes out of scope, so the host emits a
 * `synchronize()` at the end of the view's block.
 */
export function syncsAtScopeEnd(s: Stmt): s is Extract<Stmt, { kind: 'VarDecl' }> {
  if (s.kind !== 'VarDecl' || s.variable.type.kind !== 'arrayView' || s.variable.isReference) return false;
  const source = s.init?.kind === 'Construct' ? s.init.args[1] : undefined;
  return source !== undefined && (source.type.kind === 'vector' || source.type.kind === 'array' || source.type.kind === 'pointer');
}

/** An array_view built over host data (a std::vector, C array or pointer). */
function isViewOverHostData(e: Expr): boolean {
  const source = e.kind === 'Construct' && e.type.kind === 'arrayView' ? e.args[1] : undefined;
  return source !== undefined && (source.type.kind === 'vector' || source.type.kind === 'array' || source.type.kind === 'pointer');
}

/**
 * The temporary array_views over host data in a statement's full-expression
 * (`fill(array_view<int, 1>(n, v))`): C++ AMP copies what kernels wrote back to the data when a
 * temporary is destroyed, at the end of the full-expression, so the host synchronizes each one
 * after the statement. A variable's own view (`array_view<int, 1> a(n, v)`) is not one of them.
 */
export function viewTemporaries(s: Stmt): Expr[] {
  const full = s.kind === 'ExprStmt' ? s.expr : s.kind === 'Return' ? s.value : s.kind === 'VarDecl' ? s.init : null;
  if (!full) return [];
  // A view that initializes a variable, or is returned, is that object itself (elided), not a temporary.
  // So is a member's view in a constructor's initializer list (`m_view(n, m_data)`).
  const built = s.kind !== 'ExprStmt' ? full : full.kind === 'Assign' && isMemberInitializer(full) ? full.value : null;
  const roots = built?.kind === 'Construct' && isViewOverHostData(built) ? (built === full ? built.args : [full.kind === 'Assign' ? full.target : full, ...built.args]) : [full];
  const found: Expr[] = [];
  for (const root of roots) forEachExpr(root, (e) => { if (isViewOverHostData(e)) found.push(e); });
  return found;
}

/** Does evaluating this node itself (not its children) wait for the GPU on the host? */
export function waitsForGpu(e: Expr): boolean {
  switch (e.kind) {
    case 'ParallelForEach':
    case 'ViewElement':
      return true;
    case 'Library':
      return e.op === 'view.synchronize' || e.op === 'array.toVector' || e.op === 'array.copyTo'
        // Without a view of its own, an array is on the default accelerator, which the adapter describes.
        || e.op === 'array.acceleratorView' || e.op === 'array.associatedView' || e.op === 'view.sourceAcceleratorView' || e.op === 'view.synchronizeTo'
        || e.op === 'view.data' || e.op === 'view.copyTo' || e.op === 'copy.fromHost' || e.op === 'copy.toHost';
    case 'Construct':
      // An array copied from another array or a view reads its source's current data.
      if (e.type.kind === 'libraryClass') return e.type.decl.constructAwaits?.(e.args.map((a) => a.type)) ?? false;
      return e.type.kind === 'ampArray' && (e.args[0]?.type.kind === 'ampArray' || e.args[0]?.type.kind === 'arrayView');
    case 'Intrinsic':
      return e.intrinsic.awaits === true;
    case 'MemberPointerCall': {
      // It may run any member function of its type whose address the program takes.
      const t = e.pointer.type;
      return e.addressTaken.some((f) => f.isAsync && f.member?.kind === 'method' && t.kind === 'memberPointer' && f.member.owner === t.owner);
    }
    case 'CallPointer': {
      // It may run any function of its type whose address the program takes.
      const t = e.callee.type;
      if (t.kind === 'lambda') return (e.instance ?? t.fn)?.isAsync === true;
      const signature = t.kind === 'functionPointer' ? plainSignature(t) : t;
      return e.addressTaken.some((f) => f.isAsync && sameType(pointerTypeOf(f), signature));
    }
    case 'Call':
      // A virtual call waits if any function it may dispatch to does.
      return e.virtualSlot !== undefined ? possibleTargets(e.callee).some((f) => f.isAsync) : e.callee.isAsync;
    default:
      return false;
  }
}

export function markAsyncFunctions(program: Program): void {
  const hostFunctions = program.functions.filter((f) => f.restriction.cpu && f.body);
  let changed = true;
  while (changed) {
    changed = false;
    for (const fn of hostFunctions) {
      if (fn.isAsync) continue;
      if (bodyWaits(fn)) {
        fn.isAsync = true;
        changed = true;
      }
    }
  }
}

function bodyWaits(fn: FunctionInfo): boolean {
  let waits = false;
  forEachExprInStmt(fn.body!, (e) => {
    if (waitsForGpu(e)) waits = true;
  });
  forEachStmt(fn.body!, (s) => {
    if (syncsAtScopeEnd(s) || viewTemporaries(s).length > 0) waits = true;
  });
  return waits;
}
