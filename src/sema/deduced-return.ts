/**
 * `auto f(int v) { return v * 2; }`, `auto get() const { return x; }`: a function whose return
 * type is deduced from its body ([dcl.spec.auto]). The first return statement decides it, as for
 * a lambda without `-> T` (check-stmt.ts), and a body with none returns void. Functions declared
 * after the body (and their callers) see the deduced type, as C++'s do.
 */
import type * as A from '../parser/ast.js';
import type { CheckContext } from './context.js';
import type { FunctionInfo } from './program.js';

/** Checks `fn`'s body with `check`, deducing its return type if `d` declares it `auto`. */
export function withDeducedReturn(cx: CheckContext, fn: FunctionInfo, d: A.FunctionDecl, check: () => void): void {
  if (d.returnType.spec.kind !== 'AutoTypeSpec' || fn.returnType.kind !== 'error') {
    check();
    return;
  }
  const saved = cx.deducingReturn;
  cx.deducingReturn = fn;
  try {
    check();
  } finally {
    cx.deducingReturn = saved;
  }
  if (fn.returnType.kind === 'error') fn.returnType = { kind: 'void' };
}
