/**
 * Class objects that hold array_views in amp code (`struct Ctx { array_view<int, 1> a; int n; };`).
 *
 * WGSL cannot keep a storage buffer in a struct, so such an object's WGSL value holds only its other
 * members, and each view member names, at compile time, the view it holds:
 * - a captured object's view member is a host variable of its own, copied from the member at the
 *   launch and captured as a view (`StructViews.captures`): its own buffer, offset and extent;
 * - a local of amp code (`Pair q{a, b, 3};`, `Pair q = p;`) holds the views its initialiser gives
 *   (`StructViews.locals`); assigning it (or one of its view members) is refused;
 * - a helper's parameter (or `this`) holds the views its call passes: the helper is emitted once per
 *   set of views (src/codegen/wgsl/pointers.ts), as for a view parameter.
 * Where the view is not known statically (an object chosen by `?:`, returned by a function, an
 * element of an array) amp code is refused. `ampStructField` turns `q.a` into the view it names
 * where sema can tell, so the rest of the compiler sees a plain view; a helper's parameter's
 * members stay `Field`s, which `structFieldSource` resolves per copy of the helper.
 *
 * Which views an object holds is an analysis of the typed program, not part of it: sema records it
 * once, while it checks (the host copies of captured members are made then), in a `StructViews`
 * side table that the program carries (`Program.structViews`) and the later stages only read.
 */
import type { CheckContext } from './context.js';
import type { Capture, Expr, Variable } from './program.js';
import { sameType, typeToString, type Type } from './types.js';

/** A class type with an array_view member, directly or in a member of class type. */
export function hasViewFields(t: Type): boolean {
  return t.kind === 'struct' && t.info.fields.some((f) => f.type.kind === 'arrayView' || hasViewFields(f.type));
}

/** The view members of a class type, by path of field names, in declaration order. */
export function viewFieldPaths(t: Type): { path: string[]; type: Type }[] {
  if (t.kind !== 'struct') return [];
  return t.info.fields.flatMap((f) => {
    if (f.type.kind === 'arrayView') return [{ path: [f.name], type: f.type }];
    return viewFieldPaths(f.type).map((p) => ({ path: [f.name, ...p.path], type: p.type }));
  });
}

/** `object.path[0].path[1]...` as typed `Field` nodes. */
export function fieldChain(object: Expr, path: readonly string[]): Expr {
  let e = object;
  for (const name of path) {
    const field = e.type.kind === 'struct' ? e.type.info.fields.find((f) => f.name === name) : undefined;
    if (!field) return e;
    e = { type: field.type, span: object.span, kind: 'Field', object: e, field: name };
  }
  return e;
}

/** The views class objects of amp code hold, as sema found them: a side table of the typed program. */
export interface StructViews {
  /**
   * Per local of amp code whose class holds views (`Pair q{a, b, 3};`, `Pair q = p;`): per view
   * member (its path of field names joined by '.'), the view it holds, known at compile time. Its
   * WGSL value holds only the other members.
   */
  readonly locals: ReadonlyMap<Variable, ReadonlyMap<string, Expr>>;
  /**
   * Per capture of a class object holding views: per view member the kernel reaches (its path
   * joined by '.'), the host variable the launch copies it into, itself a buffer capture.
   */
  readonly captures: ReadonlyMap<Capture, ReadonlyMap<string, Variable>>;
}

/** The table as sema fills it (CheckContext.structViews). */
export interface StructViewsBeingFound extends StructViews {
  readonly locals: Map<Variable, ReadonlyMap<string, Expr>>;
  readonly captures: Map<Capture, Map<string, Variable>>;
}

/** The views class objects hold where a kernel's code is read: amp locals', and the copies of its captured objects' members. */
export interface HeldViews {
  local(v: Variable): ReadonlyMap<string, Expr> | undefined;
  captured(v: Variable): ReadonlyMap<string, Variable> | undefined;
}

/** `table`'s views as the code of a kernel with these captures reads them (no captures: an amp function's own locals only). */
export function heldViews(table: StructViews, captures: readonly Capture[]): HeldViews {
  return {
    local: (v) => table.locals.get(v),
    captured: (v) => {
      const capture = captures.find((c) => c.outer === v);
      return capture && table.captures.get(capture);
    },
  };
}

/**
 * The view a view member access of amp code (`q.a`, `ctx.inner.b`) names: a view variable (a captured
 * view, a copy of a captured object's member, a view parameter or local), or, for a member of a
 * helper's class parameter (or `this`), the `Field` chain on that parameter, which each copy of the
 * helper binds. Null where it is not known statically.
 */
export function structFieldSource(e: Expr, views: HeldViews): Expr | null {
  const path: string[] = [];
  let b = e;
  while (b.kind === 'Field') {
    path.unshift(b.field);
    b = b.object;
  }
  if (path.length === 0) return null;
  return memberOf(b, path, views, e);
}

function memberOf(root: Expr, path: string[], views: HeldViews, whole: Expr): Expr | null {
  switch (root.kind) {
    case 'VarRef': {
      const v = root.variable;
      const key = path.join('.');
      const held = views.local(v);
      const stored = held?.get(key);
      if (stored) return stored;
      const copies = views.captured(v);
      const copy = copies?.get(key);
      if (copy) return { type: copy.type, span: whole.span, kind: 'VarRef', variable: copy };
      return v.storage === 'param' && !held && !copies ? whole : null;
    }
    case 'Construct':
    case 'InitList': {
      // A temporary built here: the member's initialiser.
      const t = root.type;
      const args = root.kind === 'Construct' ? root.args : root.elements;
      if (t.kind !== 'struct' || (root.kind === 'Construct' && root.fromList) || args.length !== t.info.fields.length) return null;
      const arg = args[t.info.fields.findIndex((f) => f.name === path[0])];
      if (!arg) return null;
      if (path.length === 1) return namedView(arg);
      return structFieldSource(fieldChain(arg, path.slice(1)), views);
    }
    case 'Convert':
      return sameType(root.type, root.operand.type) ? memberOf(root.operand, path, views, whole) : null;
    default:
      return null;
  }
}

/** A view expression that names its view (through conversions): one that can be read again later with the same meaning. */
function namedView(e: Expr): Expr | null {
  let b = e;
  while (b.kind === 'Convert' && (b.operand.type.kind === 'arrayView' || b.operand.type.kind === 'ampArray')) b = b.operand;
  return b.kind === 'VarRef' || b.kind === 'Field' ? e : null;
}

/**
 * The host copy of a captured object's view member: declared before the launch (the kernel
 * copies the object there) and captured as a view of its own.
 */
function captureViewMember(cx: CheckContext, outer: Variable, path: readonly string[], type: Type, span: Expr['span']): Variable | null {
  const k = cx.currentKernel;
  const capture = k?.captureByOuter.get(outer);
  if (!k || !capture || capture.kind !== 'uniform') return null;
  let copies = cx.structViews.captures.get(capture);
  if (!copies) {
    copies = new Map();
    cx.structViews.captures.set(capture, copies);
  }
  const key = path.join('.');
  const known = copies.get(key);
  if (known) return known;
  // Numbered by kernel, as a function object's copied fields are (check-kernel.ts): each launch declares its own.
  const copy = cx.newVariable(`${outer.name}_${path.join('_')}${k.kernel.id}`, type, 'local', span);
  const init = fieldChain({ type: outer.type, span, kind: 'VarRef', variable: outer }, path);
  k.launchHoists.push({ kind: 'VarDecl', variable: copy, init, span });
  copies.set(key, copy);
  const viewCapture: Capture = { outer: copy, kind: 'buffer', byReference: false };
  k.captureByOuter.set(copy, viewCapture);
  k.kernel.captures.push(viewCapture);
  return copy;
}

/** Captures the view members reached through `e` (a class object or a member of one) where its root is a captured object. */
function captureMembersOf(cx: CheckContext, e: Expr, paths: { path: string[]; type: Type }[]): void {
  const prefix: string[] = [];
  let b = e;
  while (b.kind === 'Field') {
    prefix.unshift(b.field);
    b = b.object;
  }
  if (b.kind !== 'VarRef') return;
  for (const p of paths) captureViewMember(cx, b.variable, [...prefix, ...p.path], p.type, e.span);
}

/** The views held where sema is checking: the kernel being checked's captures (found by their variable). */
function capturedViews(cx: CheckContext): HeldViews {
  const table = cx.structViews;
  return {
    local: (v) => table.locals.get(v),
    captured: (v) => {
      const capture = cx.currentKernel?.captureByOuter.get(v);
      return capture && table.captures.get(capture);
    },
  };
}

/**
 * `q.a` in amp code, where `a` is a view member: the view it names (see `structFieldSource`), or
 * null to keep the member access (a helper's parameter's member, or not amp code). Reports and
 * returns an error expression where the view is not known statically.
 */
export function ampStructField(cx: CheckContext, field: Expr & { kind: 'Field' }): Expr | null {
  if (!cx.inAmp || field.type.kind !== 'arrayView') return null;
  captureMembersOf(cx, field.object, [{ path: [field.field], type: field.type }]);
  const source = structFieldSource(field, capturedViews(cx));
  if (!source) {
    cx.diags.error('unsupported', `the array_view member '${field.field}' of this '${typeToString(field.object.type)}' in restrict(amp) code is not supported by ampc: a view in a kernel must come from one captured view known at compile time, and this object is chosen at run time (by '?:', a function's result or an array element)`, field.span);
    return { type: { kind: 'error' }, span: field.span, kind: 'Const', value: 0 };
  }
  if (source.type.kind === 'error') return source;
  if (source === field || source.kind === 'Field') return source === field ? null : { ...source, span: field.span };
  const named = { ...source, span: field.span };
  // A member of const elements may hold a view of non-const ones, a difference `sameType` leaves out: writes through the member are checked against its own type.
  const same = sameType(named.type, field.type) && constElements(named.type) === constElements(field.type);
  const view: Expr = same ? named : { type: field.type, span: field.span, kind: 'Convert', operand: named };
  memberSpellings.set(view, memberSpelling(field));
  return view;
}

function constElements(t: Type): boolean {
  return t.kind === 'arrayView' && t.isConst;
}

/** The view member access (`q.a`) each view `ampStructField` resolved came from, as C++ spells it. */
const memberSpellings = new WeakMap<Expr, string>();

/** `q.a`, `ctx.inner.b`: a chain of member accesses on a variable, as diagnostics name it. */
function memberSpelling(field: Expr & { kind: 'Field' }): string {
  const path: string[] = [];
  let b: Expr = field;
  while (b.kind === 'Field') {
    path.unshift(b.field);
    b = b.object;
  }
  return b.kind === 'VarRef' ? [b.variable.name, ...path].join('.') : path.join('.');
}

/**
 * How a diagnostic names a view of amp code that a class object's member holds: the member as the
 * program spells it (`q.a`, not the captured copy ampc made of it); null for other views.
 */
export function viewMemberSpelling(view: Expr): string | null {
  return memberSpellings.get(view) ?? (view.kind === 'Field' && view.type.kind === 'arrayView' ? memberSpelling(view) : null);
}

/**
 * `Pair q{a, b, 3};`, `Pair q = p;`, `const Pair& r = p;` in amp code: each view member of q is
 * the view its initialiser gives, for q's whole life. Refused where that is not known statically.
 */
export function declareAmpStructViews(cx: CheckContext, variable: Variable, init: Expr | null): void {
  // An array of such objects is refused where a view member of an element is reached (`ampStructField`).
  if (!cx.inAmp || !hasViewFields(variable.type) || !init || init.type.kind === 'error') return;
  const paths = viewFieldPaths(variable.type);
  captureMembersOf(cx, init, paths);
  const views = new Map<string, Expr>();
  for (const { path } of paths) {
    const source = structFieldSource(fieldChain(init, path), capturedViews(cx));
    if (!source) {
      // Reported once: the variable's view members are errors from here on.
      cx.structViews.locals.set(variable, new Map<string, Expr>(paths.map((p) => [p.path.join('.'), { type: { kind: 'error' }, span: init.span, kind: 'Const', value: 0 }])));
      cx.diags.error('unsupported', `'${variable.name}' holding an array_view ('${path.join('.')}') that is not known at compile time is not supported by ampc in restrict(amp) code: initialise it from captured views, view variables or another such object (name a section first: 'auto s = v.section(...);')`, init.span);
      return;
    }
    views.set(path.join('.'), source);
  }
  cx.structViews.locals.set(variable, views);
}

/**
 * A class object holding views passed to a function called in a kernel: its view members are
 * captured (a captured object's), since the function may use any of them; those it does not use are
 * left unbound (src/sema/kernel-memory-uses.ts).
 */
export function captureStructArgumentViews(cx: CheckContext, arg: Expr, param: { type: Type }): void {
  if (!cx.currentKernel || !cx.inAmp || !hasViewFields(param.type) || !hasViewFields(arg.type)) return;
  captureMembersOf(cx, arg, viewFieldPaths(arg.type));
}

/** `q = p;` of a class object holding views in amp code: refused, since q's views are fixed at its declaration. */
export function rejectAmpStructAssignment(cx: CheckContext, target: Expr): boolean {
  if (!cx.inAmp) return false;
  if (hasViewFields(target.type)) {
    cx.diags.error('unsupported', `assigning a '${typeToString(target.type)}', which holds an array_view, in restrict(amp) code is not supported by ampc: the views it holds are fixed where it is declared`, target.span);
    return true;
  }
  if (target.kind === 'Field' && target.type.kind === 'arrayView') {
    cx.diags.error('unsupported', `assigning to the array_view member '${target.field}' in restrict(amp) code is not supported by ampc: a view in a kernel keeps the view it was declared with`, target.span);
    return true;
  }
  return false;
}
