/**
 * Which memory a kernel uses atomically. C++ AMP's atomics are operations on plain `int`s;
 * WGSL's are a type (`atomic<i32>`), and memory of that type can only be reached through
 * atomic builtins. So a captured buffer or tile_static variable that one of the kernel's
 * atomic operations targets is declared atomic in that kernel, and every plain read and write
 * of it there becomes `atomicLoad`/`atomicStore`. Another kernel that uses the same buffer
 * only plainly declares it plainly: the facts are per kernel.
 *
 * Sema admits atomic destinations only in the kernel's own body (`sema/pointer-args.ts`), so
 * the amp functions it calls never touch atomic memory directly: whatever they receive by
 * reference arrives through a copy the kernel makes with atomic loads and stores.
 */
import type { Expr, Kernel, Variable } from '../../sema/program.js';
import type { Type } from '../../sema/types.js';
import { forEachExprInStmt } from '../../sema/walk.js';
import { viewRoot } from './kernel-facts.js';

/** The captured buffers and tile_static variables a kernel's atomic operations target. */
export function atomicVariables(kernel: Kernel): Set<Variable> {
  const atomics = new Set<Variable>();
  forEachExprInStmt(kernel.body, (e) => {
    if (e.kind !== 'Intrinsic') return;
    e.args.forEach((a, i) => {
      if (a.kind !== 'AddressOf' || e.signature.pointees?.[i] !== 'shared') return;
      const v = memoryOf(a.operand);
      if (v) atomics.add(v);
    });
  });
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

/** The WGSL atomic that holds a C++ scalar: a float is kept as its bits. */
export function atomicScalarType(t: Type): 'i32' | 'u32' {
  return t.kind === 'int' && t.signed ? 'i32' : 'u32';
}

/** The WGSL type of atomic memory of C++ type `t`: `array<array<atomic<u32>, 10>, 10>` for `unsigned[10][10]`. */
export function atomicWgslType(t: Type): string {
  if (t.kind === 'array') return `array<${atomicWgslType(t.element)}, ${t.length ?? 0}>`;
  return `atomic<${atomicScalarType(t)}>`;
}
