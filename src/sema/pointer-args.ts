/**
 * Pointer arguments of library functions: `atomic_fetch_add(&av[i], 1)`,
 * `atomic_compare_exchange(&t[i], &expected, v)`. ampc has no general pointers
 * (`&` elsewhere is rejected by the operator checker); here `&lvalue` is an
 * `AddressOf` node, and the library's signature says where the pointee may live
 * (`IntrinsicSignature.pointees`), which is checked once the overload is chosen.
 */
import type * as A from '../parser/ast.js';
import type { Intrinsic, IntrinsicSignature } from '../library/intrinsics.js';
import { checkExpr, isLValue, make } from './check-expr.js';
import { markWrite } from './check-operators.js';
import type { CheckContext } from './context.js';
import type { Expr, Variable } from './program.js';
import { typeToString } from './types.js';
import { callableArgument } from './std-bind.js';

/**
 * The arguments of a call to one of `intrinsics`. `&x` in a position where some overload takes
 * a pointer becomes `AddressOf(x)`; everything else is checked as usual.
 */
export function checkIntrinsicArgs(cx: CheckContext, intrinsics: readonly Intrinsic[], args: readonly A.Expr[]): Expr[] {
  return args.map((a, i) => {
    const takesPointer = intrinsics.some((f) => f.signatures.some((s) => s.params[i]?.kind === 'pointer'));
    // `std::ref(counter)` where an algorithm takes a function object, and a function object of
    // the program's class after an algorithm's first iterator (std-bind.ts).
    const algorithm = i >= 1 && intrinsics.some((f) => f.iteratorRange || f.iterators);
    if (!takesPointer || a.kind !== 'UnaryExpr' || a.op !== 'addressOf') return callableArgument(cx, checkExpr(cx, a), algorithm);
    const operand = checkExpr(cx, a.operand);
    if (operand.type.kind === 'error') return operand;
    if (!isLValue(operand)) {
      cx.diags.error('address-of-rvalue', `cannot take the address of an rvalue of type '${typeToString(operand.type)}'`, a.span);
      return make({ kind: 'error' }, a.span, { kind: 'Const', value: 0 });
    }
    return make({ kind: 'pointer', pointee: operand.type }, a.span, { kind: 'AddressOf', operand });
  });
}

/**
 * Checks that each pointer argument of the chosen overload points where the function allows,
 * and records the write through it. Returns false after reporting an error.
 */
export function checkPointees(cx: CheckContext, intrinsic: Intrinsic, signature: IntrinsicSignature, args: readonly Expr[]): boolean {
  let ok = true;
  signature.params.forEach((p, i) => {
    const arg = args[i];
    if (p.kind !== 'pointer' || !arg || arg.type.kind === 'error') return;
    const where = signature.pointees?.[i] ?? 'private';
    if (where === 'value') return;
    if (arg.kind !== 'AddressOf') {
      cx.diags.error('pointer-argument', `argument ${i + 1} of '${intrinsic.name}' must be written '&element': pointer values are not supported by ampc`, arg.span);
      ok = false;
      return;
    }
    const problem = where === 'shared' ? sharedPointeeProblem(cx, arg.operand) : privatePointeeProblem(cx, arg.operand);
    if (problem) {
      cx.diags.error('pointer-argument', `argument ${i + 1} of '${intrinsic.name}': ${problem}`, arg.span);
      ok = false;
      return;
    }
    markWrite(cx, arg.operand);
  });
  return ok;
}

/** The scalar types WGSL atomics can hold (a float as its bits). */
function isAtomicScalar(e: Expr): boolean {
  return (e.type.kind === 'int' && e.type.bits === 32) || (e.type.kind === 'float' && e.type.bits === 32);
}

/**
 * Atomic memory: an element of an array_view/array the kernel captures, or (an element of) a
 * tile_static variable of the kernel. Anything else would need the pointer to reach WGSL
 * storage or workgroup memory through a function parameter or a copy, which is not atomic.
 */
function sharedPointeeProblem(cx: CheckContext, e: Expr): string | null {
  const kernel = cx.currentKernel?.kernel;
  const unsupported = 'the destination of an atomic operation must be an element of a captured array_view or array, or of a tile_static variable of the kernel; other destinations are not supported by ampc';
  if (!kernel) return `${unsupported} (atomic operations in functions called from a kernel are not supported by ampc)`;
  if (!isAtomicScalar(e)) return `an atomic operation on '${typeToString(e.type)}' is not supported by ampc`;
  if (e.kind === 'ViewElement') {
    return e.view.kind === 'VarRef' && cx.currentKernel!.captureByOuter.has(e.view.variable) ? null : unsupported;
  }
  let base: Expr = e;
  while (base.kind === 'Element') base = base.object;
  if (base.kind === 'VarRef' && base.variable.storage === 'tileStatic' && kernel.tileStatics.includes(base.variable)) return null;
  return unsupported;
}

/** The calling thread's own variable (`int expected = 0; ... &expected`). */
function privatePointeeProblem(cx: CheckContext, e: Expr): string | null {
  let base = e;
  while (base.kind === 'Element') base = base.object;
  const v: Variable | null = base.kind === 'VarRef' ? base.variable : null;
  const local = v && (v.storage === 'local' || v.storage === 'param') && !v.isReference && !cx.currentKernel?.captureByOuter.has(v);
  return local ? null : 'the pointee must be a local variable of the calling thread; other pointees are not supported by ampc';
}
