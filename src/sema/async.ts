/**
 * Which host functions wait for the GPU. Reading an array_view on the host,
 * `synchronize()`, copying an `array` out and launching a kernel are
 * asynchronous in WebGPU, so the functions that do them (directly or through
 * a callee) are emitted `async` and their calls `await`ed.
 */
import type { Expr, FunctionInfo, Program } from './program.js';
import { forEachExprInStmt } from './walk.js';

/** Does evaluating this node itself (not its children) wait for the GPU on the host? */
export function waitsForGpu(e: Expr): boolean {
  switch (e.kind) {
    case 'ParallelForEach':
    case 'ViewElement':
      return true;
    case 'Library':
      return e.op === 'view.synchronize' || e.op === 'array.toVector' || e.op === 'array.copyTo';
    case 'Call':
      return e.callee.isAsync;
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
  return waits;
}
