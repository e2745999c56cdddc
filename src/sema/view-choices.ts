/**
 * Views chosen by `?:` in amp code: `(c ? a : b)[i]`.
 *
 * WGSL names a storage buffer statically, so a kernel cannot hold "a or b" as a view. An element
 * access through such a view has C++'s meaning with the access distributed over the choice, where
 * each branch is a view the kernel can name: a read `(c ? a : b)[i]` is `c ? a[i] : b[i]`, a write
 * `(c ? a : b)[i] = x` is `c ? (a[i] = x) : (b[i] = x)`, and so are compound assignments,
 * increments, and members of such an element (`(c ? p : q)[i].x`). The lowering of amp code
 * (src/lower/) makes these `if`s that evaluate only the chosen branch, with the condition, the
 * subscripts and the assigned value each evaluated once, in C++'s order; the analyses of the
 * checked kernel (kernel-support, the buffers a kernel writes) read the distributed form too.
 *
 * Its extent is distributed likewise, `(c ? a : b).extent` → `c ? a.extent : b.extent`
 * (`extentOf`): cheap values, which WGSL's select may choose between.
 *
 * What stays refused: a reference or pointer to such an element, the view itself kept (a view
 * local or reference, a function's argument or result). It imports only types.ts and
 * side-effects.ts: side-effects.ts, low in the import graph, asks whether an expression holds such an access.
 */
import type { Expr } from './program.js';
import { isViewType } from './types.js';
import { isIncrement } from './side-effects.js';

/** A choice between two views: the condition, and the expression once with each branch in the conditional's place. */
export interface ViewChoice {
  cond: Expr;
  then: Expr;
  otherwise: Expr;
}

/** The `?:` a view expression chooses by, under its conversions, sections and rows (`(c ? a : b).section(o)`). */
export function viewChoice(view: Expr): ViewChoice | null {
  switch (view.kind) {
    case 'Conditional':
      return isViewType(view.type) ? { cond: view.cond, then: view.then, otherwise: view.otherwise } : null;
    case 'Convert': {
      const c = isViewType(view.operand.type) ? viewChoice(view.operand) : null;
      return c && { cond: c.cond, then: { ...view, operand: c.then }, otherwise: { ...view, operand: c.otherwise } };
    }
    case 'Subview': {
      const c = viewChoice(view.view);
      return c && { cond: c.cond, then: { ...view, view: c.then }, otherwise: { ...view, view: c.otherwise } };
    }
    default:
      return null;
  }
}

/** An element of a view chosen by `?:`, or a member, component or array element of one: the access on each branch. */
export function chosenElement(e: Expr): ViewChoice | null {
  switch (e.kind) {
    case 'ViewElement': {
      const c = viewChoice(e.view);
      return c && { cond: c.cond, then: { ...e, view: c.then }, otherwise: { ...e, view: c.otherwise } };
    }
    case 'Field': case 'Element': case 'Component': {
      const c = chosenElement(e.object);
      return c && { cond: c.cond, then: { ...e, object: c.then }, otherwise: { ...e, object: c.otherwise } };
    }
    default:
      return null;
  }
}

export type Choice = Extract<Expr, { kind: 'Conditional' }>;

/**
 * `e` with the view choice it reads or writes distributed over the choice: an element access
 * (`(c ? a : b)[i]` → `c ? a[i] : b[i]`), an assignment or increment of one (`c ? (a[i] += x) :
 * (b[i] += x)`); null where `e` is none of these. Each branch evaluates the subscripts and the
 * assigned value: the lowering evaluates the value once, first, where that matters.
 */
export function distributeViewChoice(e: Expr): Choice | null {
  const choice = (c: ViewChoice): Choice => ({ type: e.type, span: e.span, kind: 'Conditional', cond: c.cond, then: c.then, otherwise: c.otherwise });
  if (e.kind === 'Assign') {
    const c = chosenElement(e.target);
    return c && choice({ cond: c.cond, then: { ...e, target: c.then }, otherwise: { ...e, target: c.otherwise } });
  }
  if (isIncrement(e)) {
    const c = chosenElement(e.operand);
    return c && choice({ cond: c.cond, then: { ...e, operand: c.then }, otherwise: { ...e, operand: c.otherwise } });
  }
  const c = chosenElement(e);
  return c && choice(c);
}

/**
 * `view.extent` (`get_extent()`) of rank `rank`; of a view chosen by `?:`, the choice between the
 * branches' extents (`c ? a.extent : b.extent`): what C++ reads, the condition evaluated once,
 * naming only views a kernel can bind.
 */
export function extentOf(view: Expr, rank: number, span: Expr['span']): Expr {
  const type: Expr['type'] = { kind: 'extent', rank };
  const c = viewChoice(view);
  if (!c) return { kind: 'ExtentOf', view, type, span };
  return { kind: 'Conditional', cond: c.cond, then: extentOf(c.then, rank, span), otherwise: extentOf(c.otherwise, rank, span), type, span };
}
