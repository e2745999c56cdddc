/**
 * array_view values of amp code: the view locals a kernel or amp function declares (`auto row =
 * in[i];`), each naming one captured view (or view parameter) known at compile time, and the
 * constructs that would not (`c ? a : b`, assigning a view variable), which are refused here.
 * It imports only types.ts and view-choices.ts: the sema modules that follow views to their root
 * are low in the import graph.
 */
import type { CheckContext } from './context.js';
import type { Expr, Variable } from './program.js';
import { isViewType } from './types.js';
import { viewChoice } from './view-choices.js';

/** A view expression without its conversions (`array` → `array_view`, `T` → `const T`): the same window. */
export function withoutViewConversions(e: Expr): Expr {
  let b = e;
  while (b.kind === 'Convert' && isViewType(b.operand.type)) b = b.operand;
  return b;
}

/**
 * The variable a view expression of amp code names at its root: a captured view, a view parameter,
 * through sections, rows and the view locals initialised from them (`Variable.ampViewSource`).
 */
export function viewRootVariable(view: Expr): Variable | null {
  const b = withoutViewConversions(view);
  if (b.kind === 'Subview') return viewRootVariable(b.view);
  if (b.kind !== 'VarRef') return null;
  return b.variable.ampViewSource ? viewRootVariable(b.variable.ampViewSource) : b.variable;
}

/**
 * The variables a view expression of amp code may name at its root: its one root, or, for a view
 * chosen by `?:` (`(c ? a : b)[i] = x`, src/sema/view-choices.ts), each branch's.
 */
export function viewRootVariables(view: Expr): Variable[] {
  const choice = viewChoice(view);
  if (choice) return [...viewRootVariables(choice.then), ...viewRootVariables(choice.otherwise)];
  const root = viewRootVariable(view);
  return root ? [root] : [];
}

/**
 * Where amp code's view expression cannot be one captured view known at compile time (`c ? a : b`,
 * a view returned by a function): the offending part, or null. WGSL names a storage buffer
 * statically, so a kernel's view is a window (offset, extent) on one captured view.
 */
function dynamicViewPart(view: Expr): Expr | null {
  const b = withoutViewConversions(view);
  if (b.kind === 'Subview') return dynamicViewPart(b.view);
  // A view member of a helper's class parameter stays a member access: each copy of the helper binds it (struct-views.ts).
  return b.kind === 'VarRef' || b.kind === 'Field' ? null : b;
}

/**
 * `array_view<const float, 1> row = in[i];`, `auto tile = out.section(o, e);`, `auto v = in;` in amp
 * code: the local names the captured view (or view parameter) its initialiser comes from, with the
 * window the initialiser gives; the WGSL back end keeps that window's offset and extent in `let`s.
 */
export function declareAmpView(cx: CheckContext, variable: Variable, init: Expr | null): void {
  // A restrict(cpu, amp) body is checked as CPU code, which the WGSL back end prints too; its amp
  // check (infer-restriction.ts) is a trial whose errors are reported, so here it only records.
  const ampToo = !cx.inAmp && cx.currentFunction?.restriction.amp === true;
  if ((!cx.inAmp && !ampToo) || variable.type.kind !== 'arrayView' || !init || init.type.kind === 'error') return;
  const dynamic = dynamicViewPart(init);
  if (dynamic && ampToo) return;
  if (dynamic) {
    const what = dynamic.kind === 'Conditional' ? `a view chosen by '?:'` : dynamic.kind === 'Call' ? 'a view returned by a function' : 'this view';
    cx.diags.error('unsupported', `${what} in restrict(amp) code is not supported by ampc: a view in a kernel must come from one captured view (or view parameter) known at compile time`, dynamic.span);
    return;
  }
  variable.ampViewSource = withoutViewConversions(init);
}

/**
 * `v = other;` of an array_view variable in amp code (other than a captured view, which the kernel
 * cannot assign at all): refused, since the view then need not name one captured view at compile time.
 */
export function rejectAmpViewAssignment(cx: CheckContext, target: Expr): boolean {
  if (!cx.inAmp || target.kind !== 'VarRef' || target.type.kind !== 'arrayView' || cx.currentKernel?.captureByOuter.has(target.variable)) return false;
  cx.diags.error('unsupported', `assigning to array_view '${target.variable.name}' in restrict(amp) code is not supported by ampc: a view in a kernel keeps the window it was declared with`, target.span);
  return true;
}
