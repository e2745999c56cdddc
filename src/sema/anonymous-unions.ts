/**
 * Anonymous unions as class members ([class.union.anon]): `struct V { int tag; union { int i; float f; }; };`.
 *
 * The union is a member of its own here, named `__anon_union_N` (a reserved identifier, which no
 * program spells), whose members are found as the class's own: `v.i` and, in a member function,
 * `i` are `v.__anon_union_N.i`. The union's members share its bytes as a named union's do
 * (unions.ts). Its place among the members is where it is written, so sizeof and aggregate
 * initialization (`V v{1, 2}`: brace elision gives the union `{2}`) see it as C++ does.
 */
import type { Span } from '../source.js';
import type { Expr } from './program.js';
import type { StructField, StructInfo } from './types.js';

const anonymousUnions = new WeakSet<StructInfo>();

/** Adds union `info`, declared anonymous in class `outer`, as `outer`'s next member. */
export function addAnonymousUnion(outer: StructInfo, info: StructInfo): void {
  anonymousUnions.add(info);
  const count = outer.fields.filter((f) => isAnonymousUnionField(f)).length;
  outer.fields.push({ name: `__anon_union_${count + 1}`, type: { kind: 'struct', info } });
}

export function isAnonymousUnionField(f: StructField): boolean {
  return f.type.kind === 'struct' && anonymousUnions.has(f.type.info);
}

/** The anonymous union member of `owner` that declares member `name`, or undefined. */
function holderOf(owner: StructInfo, name: string): StructField | undefined {
  return owner.fields.find((f) => isAnonymousUnionField(f) && f.type.kind === 'struct' && f.type.info.fields.some((m) => m.name === name));
}

/** The names an anonymous union makes members of `owner`, found unqualified in its member functions. */
export function anonymousMemberNames(owner: StructInfo): string[] {
  return owner.fields.flatMap((f) => (isAnonymousUnionField(f) && f.type.kind === 'struct' ? f.type.info.fields.map((m) => m.name) : []));
}

/** `object.name` where `name` is a member of an anonymous union of `owner`: through the union; null if it is none. */
export function anonymousMemberAccess(object: Expr, owner: StructInfo, name: string, span: Span): Expr | null {
  const holder = holderOf(owner, name);
  if (!holder || holder.type.kind !== 'struct') return null;
  const member = holder.type.info.fields.find((m) => m.name === name)!;
  const union: Expr = { type: holder.type, span, kind: 'Field', object, field: holder.name };
  return { type: member.type, span, kind: 'Field', object: union, field: name };
}

/**
 * An aggregate's initializers with brace elision for its anonymous unions ([dcl.init.aggr]/16):
 * a value that is no union initializes the union's first member, as `{value}` would (`make`).
 */
export function elideAnonymousUnionBraces(owner: StructInfo, args: Expr[], make: (union: StructField['type'], value: Expr) => Expr): Expr[] {
  return args.map((a, i) => {
    const field = owner.fields[i];
    if (!field || !isAnonymousUnionField(field) || a.kind === 'InitList' || (a.type.kind === 'struct' && a.type.info === (field.type as { info: StructInfo }).info)) return a;
    return make(field.type, a);
  });
}
