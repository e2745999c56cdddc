/**
 * Which object an lvalue in amp code names, as the kernel alias checks describe it: the expression
 * it starts from and the members and subscripts from there (`a[i].f` → `a`, `[i]`, `.f`).
 *
 * const-reference-aliases.ts asks whether two arguments are one object, or one inside the other,
 * as written (`f(av[i], av[i])`, `g(s, s.a)`); reference-argument-aliases.ts whether two may be one
 * at run time only (`swap(a[i], a[j])`), for which it needs the variable or captured view that
 * holds them. Both read the one description here.
 */
import type { Expr, Variable } from '../program.js';
import { viewRoot } from '../kernel-memory.js';

/**
 * One step from where an lvalue starts to the object it names. An index says what it subscripts:
 * a C array, a pointer, a view (one step per index component of `av[idx]` or `av(i, j)`), or an
 * index or extent (`idx[0]`).
 */
export type PlaceStep =
  | { kind: 'member'; name: string }
  | { kind: 'index'; index: Expr; of: 'array' | 'pointer' | 'view' | 'component' };

/** An lvalue as the expression it starts from (a variable, a view, a pointer) and its steps. */
export interface Path {
  base: Expr;
  steps: PlaceStep[];
}

export function pathOf(e: Expr): Path {
  switch (e.kind) {
    case 'Field': return extended(pathOf(e.object), { kind: 'member', name: e.field });
    case 'Component': return extended(pathOf(e.object), { kind: 'index', index: e.dim, of: 'component' });
    case 'Element': return extended(pathOf(e.object), { kind: 'index', index: e.index, of: e.object.type.kind === 'pointer' ? 'pointer' : 'array' });
    // A view's element starts at the view: what the view is a window on is the view's own matter.
    case 'ViewElement': return { base: e.view, steps: [...(e.index ? [e.index] : []), ...e.components].map((index): PlaceStep => ({ kind: 'index', index, of: 'view' })) };
    default: return { base: e, steps: [] };
  }
}

function extended(p: Path, step: PlaceStep): Path {
  return { base: p.base, steps: [...p.steps, step] };
}

function viewSteps(p: Path): number {
  return p.steps.filter((s) => s.kind === 'index' && s.of === 'view').length;
}

function sameStep(a: PlaceStep, b: PlaceStep): boolean {
  if (a.kind === 'member' || b.kind === 'member') return a.kind === b.kind && a.kind === 'member' && b.kind === 'member' && a.name === b.name;
  return a.of === b.of && sameValue(a.index, b.index);
}

/**
 * Whether lvalue `inner` is `outer` or a part of it, as written (the same variable, members and
 * indices). A view's element is a part of the element, never of the view (`f(av, av[i])` is a
 * view and an element, which the callee reaches through the view: const-reference-aliases.ts).
 */
export function containsPlace(outer: Expr, inner: Expr): boolean {
  const o = pathOf(outer);
  const i = pathOf(inner);
  if (!sameValue(o.base, i.base) || o.steps.length > i.steps.length) return false;
  if (viewSteps(o) !== viewSteps(i)) return false;
  return o.steps.every((s, k) => sameStep(s, i.steps[k]!));
}

/**
 * The variable or captured view an lvalue is part of, and its steps from there; null where it
 * is not one (through a pointer, or a value). `offset`: through a section, row or `view_as` of the
 * root view, whose indices are not the root's.
 */
export interface Place {
  root: Variable;
  steps: PlaceStep[];
  offset: boolean;
}

export function placeOf(e: Expr): Place | null {
  const { base, steps } = pathOf(e);
  if (steps.some((s) => s.kind === 'index' && s.of === 'pointer')) return null;
  if (viewSteps({ base, steps }) > 0) {
    const root = viewRoot(base);
    return root && { root, steps, offset: !(base.kind === 'VarRef' && base.variable === root) };
  }
  return base.kind === 'VarRef' ? { root: base.variable, steps, offset: false } : null;
}

/** Structural equality of side-effect-free expressions (what names a place: variables, fields, indices, constants). */
export function sameValue(a: Expr, b: Expr): boolean {
  switch (a.kind) {
    case 'VarRef': return b.kind === 'VarRef' && a.variable === b.variable;
    case 'Const': return b.kind === 'Const' && a.value === b.value;
    case 'ThreadIndex': return b.kind === 'ThreadIndex' && a.part === b.part;
    case 'Field': return b.kind === 'Field' && a.field === b.field && sameValue(a.object, b.object);
    case 'Element': return b.kind === 'Element' && sameValue(a.object, b.object) && sameValue(a.index, b.index);
    case 'Component': return b.kind === 'Component' && sameValue(a.object, b.object) && sameValue(a.dim, b.dim);
    case 'Convert': return b.kind === 'Convert' && sameValue(a.operand, b.operand);
    case 'Binary': return b.kind === 'Binary' && a.op === b.op && sameValue(a.left, b.left) && sameValue(a.right, b.right);
    case 'ViewElement': {
      if (b.kind !== 'ViewElement' || !sameValue(a.view, b.view) || a.components.length !== b.components.length) return false;
      if ((a.index === null) !== (b.index === null) || (a.index && b.index && !sameValue(a.index, b.index))) return false;
      return a.components.every((c, k) => sameValue(c, b.components[k]!));
    }
    default: return false;
  }
}
