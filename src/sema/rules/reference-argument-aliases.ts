/**
 * Two reference arguments of one call in amp code that may name the same object at run time.
 *
 * ampc passes a non-const reference argument that is not a whole local (`av[i]`, `arr[j]`,
 * `p[k].x`) as a copy, written back after the call (src/codegen/wgsl/emit-wgsl.ts): WGSL has no
 * pointer into a storage buffer that a function may take, and two pointers into one local array
 * are aliases WGSL rejects. The copies are exact while the arguments are different objects. When
 * two of them are one object, C++'s callee sees its write through one reference when it reads the
 * other (`inc2(av[i], av[j])` with `i == j` adds both increments), while the copies lose one. Where
 * ampc cannot tell at compile time that the two arguments are different objects (different
 * members, different constant indices), it refuses. Arguments that are the same object as written
 * (`f(av[i], av[i])`) are refused by const-reference-aliases.ts.
 */
import type { Expr, Kernel, Stmt } from '../program.js';
import type { Span } from '../../source.js';
import { isPointer } from '../kernel-memory.js';
import { transitiveCallees } from './amp-rules.js';
import { forEachExprInStmt } from '../walk.js';
import { placeOf, sameValue, type Place } from './places.js';

export function checkReferenceArgumentAliases(kernel: Kernel, report: (message: string, span: Span) => void): void {
  const bodies: Stmt[][] = [kernel.body.statements];
  for (const fn of transitiveCallees(kernel.callees)) if (fn.body) bodies.push(fn.body.statements);
  for (const statements of bodies) {
    for (const s of statements) forEachExprInStmt(s, (e) => { if (e.kind === 'Call') checkCall(e, report); });
  }
}

function checkCall(call: Extract<Expr, { kind: 'Call' }>, report: (message: string, span: Span) => void): void {
  const copied = call.args.flatMap((a, k) => {
    const p = call.callee.params[k];
    if (!p || !isPointer(p) || isWholeLocal(a)) return [];
    const place = placeOf(a);
    return place ? [{ arg: a, place }] : [];
  });
  copied.forEach(({ arg, place }, k) => {
    const other = copied.slice(0, k).find((b) => mayBeOneObject(b.place, place));
    if (!other) return;
    report(
      `passing two objects that may be one at run time (their indices may be equal) to reference parameters of '${call.callee.member?.cppName ?? call.callee.name}' is not supported by ampc in kernels (each reference argument is passed as its own copy, so the callee's write through one would not be seen through the other); pass copies and assign the results`,
      arg.span,
    );
  });
}

function isWholeLocal(a: Expr): boolean {
  return a.kind === 'VarRef' && (a.variable.storage === 'local' || a.variable.storage === 'param') && !a.variable.isReference;
}

/**
 * Whether two places may be one object, or one part of the other, at run time without being so as
 * written: the same root, no step that tells them apart (another member, another constant index),
 * and some index that may be equal.
 */
function mayBeOneObject(a: Place, b: Place): boolean {
  if (a.root !== b.root) return false;
  if (a.offset || b.offset) return true;
  let runTimeOnly = false;
  for (let k = 0; k < Math.min(a.steps.length, b.steps.length); k++) {
    const x = a.steps[k]!;
    const y = b.steps[k]!;
    if (x.kind === 'member' || y.kind === 'member') {
      if (x.kind !== y.kind || (x.kind === 'member' && y.kind === 'member' && x.name !== y.name)) return false;
      continue;
    }
    if (x.kind === 'index' && y.kind === 'index') {
      const cx = constantOf(x.index);
      const cy = constantOf(y.index);
      if (cx !== null && cy !== null) { if (cx !== cy) return false; continue; }
      if (!sameValue(x.index, y.index)) runTimeOnly = true;
    }
  }
  return runTimeOnly;
}

/** A constant index, as text: `1` and `1n` are one index. */
function constantOf(e: Expr): string | null {
  if (e.kind === 'Const' && typeof e.value !== 'boolean') return String(e.value);
  if (e.kind === 'Convert') return constantOf(e.operand);
  return null;
}
