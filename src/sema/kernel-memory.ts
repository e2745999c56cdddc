/**
 * Which memory a kernel's expressions reach, as facts of the typed program that both the
 * kernel-support check (src/sema/rules/kernel-support.ts) and the WGSL back end read: the
 * captured view a view expression is a window on, whether an lvalue lies in tile_static memory,
 * which references are pointers to their caller's object, and which memory the kernel uses atomically.
 *
 * C++ AMP's atomics are operations on plain `int`s; WGSL's are a type (`atomic<i32>`), and memory
 * of that type can only be reached through atomic builtins. So a captured buffer or tile_static
 * variable that one of the kernel's atomic operations targets is atomic memory in that kernel,
 * and every plain read and write of it there is an atomic load or store. Another kernel that uses
 * the same buffer only plainly uses it plainly: the facts are per kernel.
 *
 * Sema admits atomic destinations only in the kernel's own body (`pointer-args.ts`), so the amp
 * functions it calls never touch atomic memory directly: whatever they receive by reference
 * arrives through a copy the kernel makes with atomic loads and stores.
 */
import type { Expr, Kernel, Variable } from './program.js';
import { withoutViewConversions } from './amp-views.js';
import { isViewType } from './types.js';
import { forEachExprInStmt } from './walk.js';

export { isViewType };

/**
 * Non-const references are pointers to the caller's object (in WGSL, `ptr<function, T>`); const
 * references are plain values. A view (`array<T, N>&`) is neither: it names a captured view.
 */
export function isPointer(v: Variable): boolean {
  return v.isReference && !v.isConst && !isViewType(v.type);
}

/**
 * The captured view a view expression is, or is a section, row or `view_as` of, also through the
 * view locals of amp code (`auto row = in[i];`: `Variable.ampViewSource`).
 */
export function viewRoot(view: Expr): Variable | null {
  if (view.kind === 'VarRef') return view.variable.ampViewSource ? viewArgumentRoot(view.variable.ampViewSource) : view.variable;
  return view.kind === 'Subview' ? viewRoot(view.view) : null;
}

/** The captured view a function's view argument is (through conversions, sections and rows). */
export function viewArgumentRoot(a: Expr): Variable | null {
  return viewRoot(withoutViewConversions(a));
}

export function isTileStaticRoot(e: Expr): boolean {
  let b = e;
  while (b.kind === 'Element' || b.kind === 'Field') b = b.object;
  return b.kind === 'VarRef' && b.variable.storage === 'tileStatic';
}

/** Per kernel, computed once: the captured buffers and tile_static variables its atomic operations target. */
const atomicMemory = new WeakMap<Kernel, ReadonlySet<Variable>>();

/** The captured buffers and tile_static variables a kernel's atomic operations target. */
export function kernelAtomicMemory(kernel: Kernel): ReadonlySet<Variable> {
  let atomics = atomicMemory.get(kernel);
  if (atomics) return atomics;
  const found = new Set<Variable>();
  forEachExprInStmt(kernel.body, (e) => {
    if (e.kind !== 'Intrinsic') return;
    e.args.forEach((a, i) => {
      if (a.kind !== 'AddressOf' || e.signature.pointees?.[i] !== 'shared') return;
      const v = memoryOf(a.operand);
      if (v) found.add(v);
    });
  });
  atomics = found;
  atomicMemory.set(kernel, atomics);
  return atomics;
}

/** The buffer (`av[i]` → `av`) or tile_static variable (`t[i][j]` → `t`) an lvalue lies in, or null for the thread's own memory. */
export function memoryOf(e: Expr): Variable | null {
  let b = e;
  while (b.kind === 'Element') b = b.object;
  // A view local of the kernel (`auto row = counts[i];`) lies in the buffer of the view it was made from.
  if (b.kind === 'ViewElement') return b.view.kind === 'VarRef' ? (b.view.variable.ampViewSource ? viewRoot(b.view) : b.view.variable) : null;
  return b.kind === 'VarRef' && b.variable.storage === 'tileStatic' ? b.variable : null;
}

/** Whether `e` is a scalar in atomic memory: reading or writing it takes an atomic builtin. */
export function isAtomicScalar(e: Expr, atomics: ReadonlySet<Variable>): boolean {
  if (e.type.kind !== 'int' && e.type.kind !== 'float') return false;
  if (e.kind !== 'ViewElement' && e.kind !== 'Element' && e.kind !== 'VarRef') return false;
  const v = memoryOf(e);
  return v !== null && atomics.has(v);
}

/** Whether an lvalue lies in memory the kernel uses atomically. */
export function isInAtomicMemory(e: Expr, atomics: ReadonlySet<Variable>): boolean {
  const memory = memoryOf(e);
  return memory !== null && atomics.has(memory);
}
