/**
 * Stores to a component of a host `index` or `extent` made explicit: C++ AMP's `operator[]` of a
 * non-const index returns `int&`, but the runtime's Index and Extent are immutable values (a
 * kernel's are WGSL vectors, whose components are places, so this is host-only). A store to a
 * component replaces the object with a copy that has the new component:
 *
 *   idx[0] = v;            →  idx = index.withComponent(idx, 0, v)
 *   idx[1] += 2;           →  (the host lowering's store) idx = index.withComponent(idx, 1, idx[1] + 2)
 *   n = (e[k] = v);        →  n = (e = index.withComponent(e, k, v), e[k])
 *
 * The host lowering (lower-host.ts) has already made compound assignments and increments of a
 * component stores, and named what its place evaluates once (`idx[k++]`), so the object and the
 * dimension can be read again. Where the assignment's value is read, it is the component, read
 * back. References to a component stay refused by sema.
 *
 * Runs after lower-host.ts's lowering, on what it returns; untouched nodes stay the same objects.
 */
import type { Block, Expr } from '../sema/program.js';
import { childExprs } from '../sema/walk.js';
import { withAnyChildren } from './children.js';
import { mapExpressionsIn } from './map-statement.js';

/** `b` with each store to a component of an index or extent a store of the whole object. */
export function componentStoresIn(b: Block): Block {
  return mapExpressionsIn(b, withComponentStores);
}

/** `e` with each store to a component of an index or extent a store of the whole object; `used`: whether `e`'s value is read. */
export function withComponentStores(e: Expr, used: boolean): Expr {
  const children = childExprs(e);
  const lowered = withAnyChildren(e, children.map((c, i) => withComponentStores(c, childValueIsRead(e, i, used))));
  if (lowered.kind !== 'Assign' || lowered.op !== null || lowered.target.kind !== 'Component') return lowered;
  const { object, dim } = lowered.target;
  const whole: Expr = { kind: 'Library', op: 'index.withComponent', receiver: object, args: [dim, lowered.value], type: object.type, span: lowered.span };
  const store: Expr = { kind: 'Assign', op: null, target: object, value: whole, type: object.type, span: lowered.span };
  if (!used) return store;
  return { kind: 'Binary', op: ',', left: store, right: lowered.target, type: lowered.type, span: lowered.span };
}

/** Whether the value of `e`'s child `i` is read: not a comma's left operand, and a `Let`'s body only where the `Let`'s is. */
function childValueIsRead(e: Expr, i: number, used: boolean): boolean {
  if (e.kind === 'Binary' && e.op === ',') return i === 0 ? false : used;
  if (e.kind === 'Let') return i === e.bindings.length ? used : true;
  return true;
}
