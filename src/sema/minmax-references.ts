/**
 * `auto p = std::minmax(a, b);`: libstdc++'s pair holds references to `a` and `b`, so a later
 * write to either shows through `p`; ampc's pair holds copies (src/library/minmax.ts). Used
 * within its expression the copy reads the same, but kept in a variable beside a named argument
 * it could silently read a stale value, so that is reported. (`std::minmax({a, b})` returns
 * copies in C++ too.)
 */
import type * as A from '../parser/ast.js';
import type { CheckContext } from './context.js';
import { checkExpr } from './check-expr.js';
import { isInitializerList } from './initializer-lists.js';
import { checkQuietly } from './probes.js';

/** Reports `init` when it is std::minmax(a, b[, comp]) of a named argument, kept in a variable. */
export function checkKeptMinmax(cx: CheckContext, init: A.Expr): void {
  if (init.kind !== 'CallExpr' || init.callee.kind !== 'NameExpr') return;
  const parts = init.callee.name.parts;
  if (parts[parts.length - 1] !== 'minmax' || !parts.slice(0, -1).every((p) => p === '' || p === 'std')) return;
  if (init.args.length < 2 || init.args.length > 3) return;
  const named = init.args.slice(0, 2).some((a) => a.kind === 'NameExpr' || a.kind === 'MemberExpr' || a.kind === 'SubscriptExpr' || (a.kind === 'UnaryExpr' && a.op === 'deref'));
  if (!named) return;
  // `std::minmax(l, comp)` of an initializer_list object returns copies in C++ too (min-max-list.ts).
  if (isInitializerList(checkQuietly(cx, init.args[0]!).type)) return;
  cx.diags.error('unsupported-library', "keeping the result of std::minmax(a, b) is not supported by ampc: C++'s pair refers to the arguments themselves, ampc's holds copies (use it within the expression, or std::minmax({a, b}) for a pair of copies)", init.span);
}
