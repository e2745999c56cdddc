/**
 * The lowering of amp code, between `check` and the WGSL back end: the bodies of the kernels and
 * of the amp functions they call, with every side effect C++ has inside an expression (an
 * assignment, `++`/`--` or a comma used as a value) hoisted into statements, compound
 * assignments and increments that WGSL's `op=` and `++` would compute differently made plain
 * stores with explicit conversions (src/lower/compound.ts), and no switch case falling through
 * (src/lower/lower-stmt.ts), and braced lists given the zero values of what they leave out
 * (src/lower/value-initialise.ts). WGSL has those side effects only as statements.
 *
 * The checked program is not changed: the lowered bodies are returned beside it, keyed by the
 * kernel or function they belong to, and a body with nothing to lower is the checked one itself.
 * Rebuilt nodes keep their spans, and untouched expressions and variables stay the same objects,
 * which the back end's tables (names, bindings, view locals) are keyed by. Host code is lowered
 * apart (src/lower/lower-host.ts): JavaScript has these operators as expressions, so only its
 * compound assignments and increments become stores there.
 */
import type { Diagnostic } from '../diagnostics.js';
import { kernelAtomicMemory } from '../sema/kernel-memory.js';
import type { Block, FunctionInfo, Kernel, Program } from '../sema/program.js';
import { transitiveCallees } from '../sema/rules/amp-rules.js';
import { ExprLowering } from './lower-expr.js';
import { StmtLowering } from './lower-stmt.js';
import { Temporaries } from './temporaries.js';
import { completeListsInBlock } from './value-initialise.js';
import { withReturnAtEnd } from './missing-return.js';

export interface LoweredAmp {
  kernels: ReadonlyMap<Kernel, Block>;
  functions: ReadonlyMap<FunctionInfo, Block>;
  diagnostics: Diagnostic[];
}

export function lowerAmpCode(program: Program): LoweredAmp {
  const diagnostics: Diagnostic[] = [];
  const temps = new Temporaries(program.nextVariableId);
  const exprs = new ExprLowering(temps, diagnostics);
  const stmts = new StmtLowering(exprs);
  const kernels = new Map<Kernel, Block>();
  const functions = new Map<FunctionInfo, Block>();
  for (const k of program.kernels) {
    temps.startFunction();
    exprs.atomics = kernelAtomicMemory(k);
    kernels.set(k, completeListsInBlock(stmts.block(k.body)));
    // Atomic memory is reached only in the kernel's own body (src/sema/kernel-memory.ts).
    exprs.atomics = new Set();
    for (const fn of transitiveCallees(k.callees)) {
      if (functions.has(fn) || !fn.body) continue;
      temps.startFunction();
      exprs.gccArgumentOrder = !fn.restriction.cpu;
      functions.set(fn, withReturnAtEnd(fn, completeListsInBlock(stmts.block(fn.body)), temps));
      exprs.gccArgumentOrder = true;
    }
  }
  return { kernels, functions, diagnostics };
}

/** The body the WGSL back end prints for an amp function: the lowered one. */
export function loweredBody(lowered: LoweredAmp, fn: FunctionInfo): Block | null {
  return lowered.functions.get(fn) ?? fn.body;
}
