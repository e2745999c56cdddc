/**
 * `std::tie(a, b) < std::tie(o.a, o.b)`: the lexicographic comparison idiom of `operator<`.
 * C++ compares two tuples of references by their elements' values; ampc compares two tuples of
 * copies (`std::make_tuple(a, b)`, src/library/tuple.ts), which is the same comparison where a
 * copy does nothing visible: not of a class whose copy constructor is the program's, nor of a
 * C array (a tuple would hold a pointer). `std::tie(a, b) = x` is std-classes.ts's; any other
 * use of std::tie (a tuple of references kept in a variable, passed on) is refused.
 */
import type * as A from '../parser/ast.js';
import { checkExpr, errorExpr, isLValue } from './check-expr.js';
import type { CheckContext } from './context.js';
import { copyRunsUserCode } from './copies.js';
import type { Expr } from './program.js';
import { isTieCall } from './std-classes.js';
import { typeToString } from './types.js';

const comparisons: ReadonlySet<string> = new Set(['==', '!=', '<', '>', '<=', '>=']);

/** Whether `e` calls std::tie (a function of the program's named `tie` is its own). */
export function isStdTie(cx: CheckContext, e: A.Expr): e is Extract<A.Expr, { kind: 'CallExpr' }> {
  return isTieCall(e) && e.callee.kind === 'NameExpr' && !cx.lookupName(e.callee.name.parts);
}

/** Whether `e` compares a std::tie (`std::tie(a, b) < std::tie(o.a, o.b)`). */
export function isTieComparison(cx: CheckContext, e: Extract<A.Expr, { kind: 'BinaryExpr' }>): boolean {
  return comparisons.has(e.op) && (isStdTie(cx, e.left) || isStdTie(cx, e.right));
}

/** `std::tie(...) op x`, checked as `std::make_tuple(...) op x`. */
export function checkTieComparison(
  cx: CheckContext,
  e: Extract<A.Expr, { kind: 'BinaryExpr' }>,
  check: (e: Extract<A.Expr, { kind: 'BinaryExpr' }>) => Expr,
): Expr {
  const left = isStdTie(cx, e.left) ? tieAsTuple(cx, e.left) : e.left;
  const right = isStdTie(cx, e.right) ? tieAsTuple(cx, e.right) : e.right;
  if (!left || !right) return errorExpr(e.span);
  return check({ ...e, left, right });
}

/** A std::tie whose elements may be compared as copies, as a call of std::make_tuple; null (reported) if not. */
function tieAsTuple(cx: CheckContext, tie: Extract<A.Expr, { kind: 'CallExpr' }>): A.Expr | null {
  let ok = true;
  for (const arg of tie.args) {
    if (arg.kind === 'NameExpr' && arg.name.parts[arg.name.parts.length - 1] === 'ignore') {
      cx.diags.error('unsupported', 'comparing a std::tie holding std::ignore is not supported by ampc', arg.span);
      ok = false;
      continue;
    }
    // Checked here only to be judged: the make_tuple call checks it again (a variable or a member, read twice alike).
    const before = cx.diags.items.length;
    const x = checkExpr(cx, arg);
    if (cx.diags.items.length > before || x.type.kind === 'error') { ok = false; continue; }
    if (!isLValue(x)) {
      cx.diags.error('not-assignable', 'std::tie needs variables (lvalues) to refer to', arg.span);
      ok = false;
    } else if (x.type.kind === 'array' || copyRunsUserCode(x.type)) {
      const why = x.type.kind === 'array' ? 'a C array' : 'an object whose copy runs the program\'s copy constructor (ampc compares copies)';
      cx.diags.error('unsupported', `comparing a std::tie of ${why} is not supported by ampc`, arg.span);
      ok = false;
    }
  }
  if (!ok) return null;
  const callee = tie.callee as Extract<A.Expr, { kind: 'NameExpr' }>;
  const name = { ...callee.name, parts: ['std', 'make_tuple'], templateArgs: null };
  return { ...tie, callee: { ...callee, name } };
}

/** Any other `std::tie(...)`: a tuple of references ampc has no type for. */
export function reportTie(cx: CheckContext, tie: Extract<A.Expr, { kind: 'CallExpr' }>): Expr {
  cx.diags.error('unsupported-library', "'std::tie' is supported by ampc as 'std::tie(a, b) = x' and in comparisons ('std::tie(a, b) < std::tie(c, d)'); a tuple of references kept or passed on is not", tie.callee.span);
  return errorExpr(tie.span);
}
