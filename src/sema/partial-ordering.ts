/**
 * Partial ordering of function templates ([temp.func.order], [temp.deduct.partial]): when two
 * template instances are equally good for a call, the instance of the more specialised template
 * wins. Template F is at least as specialised as G when G's parameter types, as written, deduce
 * from F's with each of F's template parameters replaced by a unique type of its own; F is more
 * specialised when that holds and the reverse does not.
 *
 * The deduction works on the types as written (`Shape`), not on instances: substituting unique
 * types into `Box<T>` would instantiate the class `Box` for a type that is no type of the program.
 * Written types that name no template parameter are resolved, so a typedef is what it names.
 */
import type * as A from '../parser/ast.js';
import type { CheckContext, FunctionTemplate } from './context.js';
import type { FunctionInfo } from './program.js';
import type { Span } from '../source.js';
import { typeKey, type Type } from './types.js';
import { constantInt, resolveTypeRef } from './resolve-type.js';
import { instanceOrigin, templateArgumentsOf, withBindings } from './templates.js';

/** A type as written, one level per node; `isConst` is that level's own const. */
interface Shape {
  isConst: boolean;
  core: Core;
}

type Core =
  /** A template parameter of the template the type is an argument of: a unique type, equal only to itself. */
  | { kind: 'unique'; name: string }
  /** A template parameter of the template whose parameter is deduced. */
  | { kind: 'param'; name: string }
  | { kind: 'pointer'; pointee: Shape }
  | { kind: 'array'; element: Shape; length: Value }
  /** `vector<T>`, `Box<T, N>`: a template's instance with arguments that name template parameters. */
  | { kind: 'template'; name: string; args: TemplateArgument[] }
  /** A type naming no template parameter (not a pointer or array: those are levels of their own). */
  | { kind: 'type'; type: Type }
  /** A type that depends on template parameters where nothing is deduced (`typename T::type`, `decltype(...)`). */
  | { kind: 'opaque'; at: string };

type TemplateArgument = { kind: 'type'; shape: Shape; reference: '&' | '&&' | null } | { kind: 'value'; value: Value };

type Value = { kind: 'unique'; name: string } | { kind: 'param'; name: string } | { kind: 'number'; value: number } | { kind: 'opaque' };

/** A function parameter's type for partial ordering: its reference and top-level const taken off ([temp.deduct.partial]/5-7), and kept for /9. */
interface OrderingType {
  reference: '&' | '&&' | null;
  isConst: boolean;
  shape: Shape;
}

type Role = 'unique' | 'param';

/**
 * Whether instance `f`'s template is more specialised than instance `g`'s for a call with
 * `argumentCount` arguments; null when one of them is no template instance, or partial ordering
 * does not apply as ampc sees them (a static beside a non-static member template).
 */
export function moreSpecialised(cx: CheckContext, f: FunctionInfo, g: FunctionInfo, argumentCount: number): boolean | null {
  const F = instanceOrigin(f)?.template;
  const G = instanceOrigin(g)?.template;
  if (!F || !G) return null;
  return templateMoreSpecialised(cx, F, G, argumentCount);
}

/** Whether template F is more specialised than G, by their first `argumentCount` parameters; null where ampc does not order them. */
export function templateMoreSpecialised(cx: CheckContext, F: FunctionTemplate, G: FunctionTemplate, argumentCount: number): boolean | null {
  if ((F.member?.kind === 'method') !== (G.member?.kind === 'method')) return null;
  // A const and a non-const member function: the object's constness ranks them first
  // ([over.ics.rank]/3.2.6), which the caller decides where it can; ampc does not order them here.
  if (F.member?.kind === 'method' && !!F.decl.decl.isConstMethod !== !!G.decl.decl.isConstMethod) return null;
  // An rvalue reference (`T&&` beside `const T&`): C++ ranks its binding before ordering the
  // templates ([over.ics.rank]/3.2.3, an lvalue `T&&` deducing `T&`), which ampc's ranks do not
  // tell apart; such a tie stays ambiguous rather than ordered by the templates alone.
  if ([F, G].some((t) => t.decl.decl.params.slice(0, argumentCount).some((p) => p.type.reference === '&&'))) return null;
  return atLeastAsSpecialised(cx, F, G, argumentCount) && !atLeastAsSpecialised(cx, G, F, argumentCount);
}

/**
 * [over.match.best]/2.4-2.5, among the candidates overload resolution left tied: where two have
 * the same conversion ranks for every argument (`ranks`, one list per item), a non-template
 * function beats a template instance, and the instance of a more specialised template beats the
 * other's. The candidate better than every other one, or null (the call is ambiguous).
 */
export function chooseByTemplates(cx: CheckContext, items: readonly FunctionInfo[], ranks: readonly (readonly number[])[], argumentCount: number): FunctionInfo | null {
  const sameRanks = (i: number, j: number) => ranks[i].every((r, k) => r === ranks[j][k]);
  const better = (i: number, j: number): boolean => {
    if (!sameRanks(i, j)) return false;
    const isInstance = (f: FunctionInfo) => instanceOrigin(f) !== undefined;
    if (!isInstance(items[i])) return isInstance(items[j]);
    return isInstance(items[j]) && moreSpecialised(cx, items[i], items[j], argumentCount) === true;
  };
  const best = items.filter((_, i) => items.every((_, j) => i === j || better(i, j)));
  return best.length === 1 ? best[0] : null;
}

/** [temp.deduct.partial]/10: every type of F is at least as specialised as G's. */
function atLeastAsSpecialised(cx: CheckContext, F: FunctionTemplate, G: FunctionTemplate, argumentCount: number): boolean {
  const fTypes = orderingTypes(cx, F, argumentCount, 'unique');
  const gTypes = orderingTypes(cx, G, argumentCount, 'param');
  const fAsParameters = orderingTypes(cx, F, argumentCount, 'param');
  const gAsArguments = orderingTypes(cx, G, argumentCount, 'unique');
  const bindings = new Map<string, string>();
  for (let i = 0; i < fTypes.length; i++) {
    const a = fTypes[i];
    const p = gTypes[i];
    if (!deduce(p.shape, a.shape, bindings)) return false;
    // /9: where the two deduce from each other and both were references, the lvalue reference
    // (against an rvalue one) and then the more const one is the more specialised.
    if (a.reference && p.reference && deduce(fAsParameters[i].shape, gAsArguments[i].shape, new Map())) {
      if (p.reference === '&' && a.reference === '&&') return false;
      if (p.isConst && !a.isConst) return false;
    }
  }
  return true;
}

/** The types that decide the ordering ([temp.func.order]/3, [temp.deduct.partial]/3): the object of a member function, then the parameters the call has arguments for. */
function orderingTypes(cx: CheckContext, t: FunctionTemplate, argumentCount: number, role: Role): OrderingType[] {
  const d = t.decl.decl;
  const object: OrderingType[] = t.member?.kind === 'method'
    ? [{ reference: '&', isConst: !!d.isConstMethod, shape: { isConst: false, core: { kind: 'type', type: { kind: 'struct', info: t.member.owner } } } }]
    : [];
  return [...object, ...d.params.slice(0, argumentCount).map((p) => parameterType(cx, t, p.type, role))];
}

function parameterType(cx: CheckContext, t: FunctionTemplate, ref: A.TypeRef, role: Role): OrderingType {
  let shape = shapeOf(cx, t, { ...ref, reference: null }, role);
  // A parameter of array type is a pointer ([dcl.fct]/5).
  if (!ref.reference && shape.core.kind === 'array') shape = { isConst: false, core: { kind: 'pointer', pointee: shape.core.element } };
  return { reference: ref.reference, isConst: shape.isConst, shape: { ...shape, isConst: false } };
}

/** Deduces `p`'s parameters from `a` ([temp.deduct.type]: the types must be identical once they are substituted). */
function deduce(p: Shape, a: Shape, bindings: Map<string, string>): boolean {
  if (p.core.kind === 'param') {
    // `const T` takes `const U` (T = U); `T` takes it whole (T = const U).
    if (p.isConst && !a.isConst) return false;
    return bind(p.core.name, key({ isConst: a.isConst && !p.isConst, core: a.core }), bindings);
  }
  if (p.core.kind === 'opaque') return true; // a non-deduced context
  if (p.isConst !== a.isConst) return false;
  const ac = a.core;
  switch (p.core.kind) {
    case 'unique': return false; // only an argument's types have unique types
    case 'pointer': return ac.kind === 'pointer' && deduce(p.core.pointee, ac.pointee, bindings);
    case 'array': return ac.kind === 'array' && deduceValue(p.core.length, ac.length, bindings) && deduce(p.core.element, ac.element, bindings);
    case 'type': return ac.kind === 'type' && typeKey(ac.type) === typeKey(p.core.type);
    case 'template': {
      const args = ac.kind === 'template' && ac.name === p.core.name ? ac.args : ac.kind === 'type' ? argumentsOfType(p.core.name, ac.type) : null;
      if (!args || args.length < p.core.args.length) return false;
      return p.core.args.every((pa, i) => {
        const aa = args[i];
        if (pa.kind === 'type') return aa.kind === 'type' && pa.reference === aa.reference && deduce(pa.shape, aa.shape, bindings);
        return aa.kind === 'value' && deduceValue(pa.value, aa.value, bindings);
      });
    }
  }
}

function deduceValue(p: Value, a: Value, bindings: Map<string, string>): boolean {
  switch (p.kind) {
    case 'param': return bind(p.name, JSON.stringify(a), bindings);
    case 'opaque': return true;
    case 'number': return a.kind === 'number' && a.value === p.value;
    case 'unique': return false;
  }
}

function bind(name: string, value: string, bindings: Map<string, string>): boolean {
  const prior = bindings.get(name);
  if (prior !== undefined) return prior === value;
  bindings.set(name, value);
  return true;
}

/** The same text for the same type: what a parameter deduced twice must agree on. */
function key(s: Shape): string {
  return `${s.isConst ? 'const ' : ''}${coreKey(s.core)}`;
}

function coreKey(c: Core): string {
  switch (c.kind) {
    case 'unique': case 'param': return `${c.kind}(${c.name})`;
    case 'pointer': return `${key(c.pointee)}*`;
    case 'array': return `${key(c.element)}[${JSON.stringify(c.length)}]`;
    case 'template': return `${c.name}<${c.args.map((a) => (a.kind === 'type' ? `${key(a.shape)}${a.reference ?? ''}` : JSON.stringify(a.value))).join(', ')}>`;
    case 'type': return typeKey(c.type);
    case 'opaque': return `opaque(${c.at})`;
  }
}

/** The arguments of a type that is an instance of template `name` (`vector<int>` → [int]), as shapes. */
function argumentsOfType(name: string, t: Type): TemplateArgument[] | null {
  return templateArgumentsOf(name, t)?.map((part): TemplateArgument => (typeof part === 'number'
    ? { kind: 'value', value: { kind: 'number', value: part } }
    : { kind: 'type', shape: shapeOfType(part), reference: null })) ?? null;
}

function shapeOfType(t: Type): Shape {
  if (t.kind === 'pointer') return { isConst: false, core: { kind: 'pointer', pointee: shapeOfType(t.pointee) } };
  if (t.kind === 'array' && t.length !== null) return { isConst: false, core: { kind: 'array', element: shapeOfType(t.element), length: { kind: 'number', value: t.length } } };
  return { isConst: false, core: { kind: 'type', type: t } };
}

/** A written type (without its reference) as a shape, its template's parameters as `role` says. */
function shapeOf(cx: CheckContext, t: FunctionTemplate, ref: A.TypeRef, role: Role): Shape {
  const names = new Set(t.decl.params.map((p) => p.name));
  if (ref.isFunctionPointer || ref.memberOf || ref.pointerToArray) return mentions(ref, names) ? opaque(ref.span) : shapeOfType(resolved(cx, t, ref));
  let shape = withConst(specShape(cx, t, ref.spec, names, role), ref.isConst);
  for (const p of ref.pointers) shape = { isConst: p.isConst, core: { kind: 'pointer', pointee: shape } };
  for (const dim of [...ref.arrayDims].reverse()) shape = { isConst: false, core: { kind: 'array', element: shape, length: valueOf(cx, t, dim, names, role) } };
  return shape;
}

function withConst(s: Shape, isConst: boolean): Shape {
  return isConst ? { ...s, isConst: true } : s;
}

function opaque(at: Span): Shape {
  return { isConst: false, core: { kind: 'opaque', at: JSON.stringify(at) } };
}

function specShape(cx: CheckContext, t: FunctionTemplate, spec: A.TypeSpec, names: ReadonlySet<string>, role: Role): Shape {
  // A type naming no parameter is the type it names (a typedef of a pointer is a pointer).
  if (!mentions(spec, names) && spec.kind !== 'AutoTypeSpec') {
    return shapeOfType(resolved(cx, t, { spec, isConst: false, isVolatile: false, pointers: [], reference: null, arrayDims: [], span: spec.span }));
  }
  if (spec.kind !== 'NamedTypeSpec') return opaque(spec.span);
  const name = spec.name;
  const parameter = t.decl.params.find((p) => p.kind === 'TypeParam' && p.name === name.parts[0]);
  if (name.parts.length === 1 && parameter && !name.templateArgs) return { isConst: false, core: { kind: role, name: `${t.name}:${parameter.name}` } };
  // A member of a dependent type (`typename T::type`, `S<T>::type`): nothing is deduced from it.
  if (name.parts.length > 1 && (names.has(name.parts[0]) || (name.qualifierArgs ?? []).some((args) => args && mentions(args, names)))) return opaque(spec.span);
  if (!name.templateArgs) return opaque(spec.span);
  const args = name.templateArgs.map((arg): TemplateArgument => (arg.kind === 'TypeArg'
    ? { kind: 'type', shape: shapeOf(cx, t, { ...arg.type, reference: null }, role), reference: arg.type.reference }
    : { kind: 'value', value: valueOf(cx, t, arg.expr, names, role) }));
  return { isConst: false, core: { kind: 'template', name: name.parts.at(-1)!, args } };
}

function valueOf(cx: CheckContext, t: FunctionTemplate, e: A.Expr | null, names: ReadonlySet<string>, role: Role): Value {
  if (!e) return { kind: 'opaque' };
  if (e.kind === 'NameExpr' && e.name.parts.length === 1 && t.decl.params.some((p) => p.kind === 'ValueParam' && p.name === e.name.parts[0])) {
    return { kind: role, name: `${t.name}:${e.name.parts[0]}` };
  }
  if (mentions(e, names)) return { kind: 'opaque' };
  const first = cx.diags.items.length;
  const value = withBindings(cx, t, new Map(), () => constantInt(cx, e, 'array bound'));
  cx.diags.items.length = first;
  return value === null ? { kind: 'opaque' } : { kind: 'number', value };
}

/** A type naming no template parameter, resolved where the template was declared. */
function resolved(cx: CheckContext, t: FunctionTemplate, ref: A.TypeRef): Type {
  const first = cx.diags.items.length;
  const type = withBindings(cx, t, new Map(), () => resolveTypeRef(cx, ref).type);
  cx.diags.items.length = first; // said when the template's instance was declared
  return type;
}

/** Whether a piece of a declaration names one of `names` (a template parameter): a name whose first part is one. */
function mentions(node: unknown, names: ReadonlySet<string>): boolean {
  if (Array.isArray(node)) return node.some((n) => mentions(n, names));
  if (typeof node !== 'object' || node === null) return false;
  const parts = (node as { parts?: unknown }).parts;
  if (Array.isArray(parts) && typeof parts[0] === 'string' && names.has(parts[0])) return true;
  return Object.entries(node).some(([k, v]) => k !== 'span' && mentions(v, names));
}
