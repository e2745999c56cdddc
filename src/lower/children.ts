/**
 * An expression rebuilt with new children, the inverse of `childExprs` (src/sema/walk.ts), and
 * how C++ evaluates each kind's children: in order, or unsequenced (any order, so a side effect
 * in one child must not touch what another reads).
 */
import type { Expr } from '../sema/program.js';
import { childExprs } from '../sema/walk.js';

/**
 * `e` with `children` (in `childExprs` order) in place of its own: `e` itself when none changed,
 * so untouched nodes keep their identity. Null for a kind amp code does not have.
 */
export function withChildren(e: Expr, children: readonly Expr[]): Expr | null {
  const old = childExprs(e);
  if (old.length === children.length && old.every((c, i) => c === children[i])) return e;
  const [a, b, c] = children as [Expr, Expr, Expr];
  switch (e.kind) {
    case 'Unary': case 'Convert': case 'AddressOf': return { ...e, operand: a };
    case 'Binary': case 'Logical': return { ...e, left: a, right: b };
    case 'Assign': return { ...e, target: a, value: b };
    case 'Conditional': return { ...e, cond: a, then: b, otherwise: c };
    case 'Call': return { ...e, args: [...children] };
    case 'Field': return { ...e, object: a };
    case 'Element': return { ...e, object: a, index: b };
    case 'ViewElement': return e.index ? { ...e, view: a, index: b, components: children.slice(2) } : { ...e, view: a, components: children.slice(1) };
    case 'MakeIndex': case 'MakeExtent': return { ...e, components: [...children] };
    case 'Component': return { ...e, object: a, dim: b };
    case 'ExtentOf': return { ...e, view: a };
    case 'Construct': case 'Intrinsic': case 'New': return { ...e, args: [...children] };
    case 'InitList': return { ...e, elements: [...children] };
    case 'Library': return e.receiver ? { ...e, receiver: a, args: children.slice(1) } : { ...e, args: [...children] };
    default: return null;
  }
}

/**
 * Whether C++17 evaluates the children of `e` in order (`a[b]`, `a << b`, a braced list) rather
 * than unsequenced (the operands of `+`, a call's arguments, whose order is unspecified).
 * `,`, `&&`, `||`, `?:` and assignments are sequenced too, but the lowering takes them apart itself.
 */
export function childrenInOrder(e: Expr): boolean {
  switch (e.kind) {
    case 'Element': case 'Component': case 'InitList': return true;
    case 'Binary': return e.op === '<<' || e.op === '>>';
    default: return false;
  }
}

/**
 * Whether child `i` of `e` is used as an object (an lvalue: assigned, incremented, bound to a
 * reference, its address taken, or an element or member taken from it) rather than as a value.
 */
export function childIsPlace(e: Expr, i: number): boolean {
  switch (e.kind) {
    case 'AddressOf': return true;
    case 'Field': case 'Element': case 'Component': case 'ViewElement': case 'ExtentOf': return i === 0;
    case 'Call': {
      const p = e.callee.params[i];
      return p !== undefined && p.isReference && !p.isConst;
    }
    case 'Intrinsic': return (e.signature.outParams ?? []).includes(i);
    default: return false;
  }
}

/**
 * `e` with `children` (in `childExprs` order) in place of its own, for every kind of expression,
 * host code's too: `e` itself when none changed, so untouched nodes keep their identity.
 */
export function withAnyChildren(e: Expr, children: readonly Expr[]): Expr {
  const old = childExprs(e);
  if (old.length === children.length && old.every((c, i) => c === children[i])) return e;
  const amp = withChildren(e, children);
  if (amp) return amp;
  const [a, b] = children as [Expr, Expr];
  switch (e.kind) {
    case 'Manipulator': return { ...e, arg: a };
    case 'CallPointer': return { ...e, callee: a, args: children.slice(1) };
    case 'MemberPointerAccess': return { ...e, object: a, pointer: b };
    case 'MemberPointerCall': return { ...e, object: a, pointer: b, args: children.slice(2) };
    case 'Subview': {
      const rest = children.slice(1);
      const p = e.part;
      const part = p.kind === 'section'
        ? { ...p, origin: p.origin ? rest.shift()! : null, extent: p.extent ? rest.shift()! : null }
        : p.kind === 'project' ? { ...p, row: rest[0]! } : p.kind === 'viewAs' ? { ...p, extent: rest[0]! } : p;
      return { ...e, view: a, part };
    }
    case 'Tile': return { ...e, extent: a };
    case 'ParallelForEach': return e.view ? { ...e, view: a, domain: b } : { ...e, domain: a };
    case 'StreamOut': {
      const rest = e.target ? children.slice(1) : [...children];
      const items = e.items.map((i) => (i.kind === 'value' ? { ...i, expr: rest.shift()! } : i.arg ? { ...i, arg: rest.shift()! } : i));
      return e.target ? { ...e, target: a, items } : { ...e, items };
    }
    case 'StreamIn': return e.source ? { ...e, source: a, targets: children.slice(1) } : { ...e, targets: [...children] };
    case 'Copy': return { ...e, operand: a };
    case 'Update': return { ...e, target: a, value: b };
    case 'Let': return { ...e, bindings: e.bindings.map((x, i) => ({ ...x, value: children[i]! })), body: children[e.bindings.length]! };
    default: throw new Error(`ampc internal error: rebuilding a '${e.kind}' with new children`);
  }
}
