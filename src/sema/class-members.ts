/**
 * A class's members that are neither data fields nor functions: member typedefs (`typedef T
 * value_type;`, `using type = T;`) and static constant data members (`static const bool value =
 * true;`). They live in a scope of the class's own, which the class's later members and its
 * member function bodies see, and which `S::name` and `S<args>::name` search (then the bases').
 * This is what type traits are made of (`is_same<T, U>::value`, `enable_if<B, T>::type`).
 */
import { declareStaticDataMember } from './static-members.js';
import type * as A from '../parser/ast.js';
import { checkExpr, convert } from './check-expr.js';
import { constValueOf } from './const-eval.js';
import { classMember, Scope, setClassMemberScope, type CheckContext, type Symbol } from './context.js';
import { checkDataMemberAccess } from './access.js';
import { namedType, resolveTypeRef, typedefSymbol } from './resolve-type.js';
import { classDisplayNames, type StructInfo } from './types.js';

// Member scopes are filed in context.ts, whose qualified lookup (`Outer::In`) reads them.
export { classMember, classMemberScope, memberAtPath } from './context.js';

export function setClassDisplayName(info: StructInfo, name: string): void {
  classDisplayNames.set(info, name);
}

export function classDisplayName(info: StructInfo): string {
  return classDisplayNames.get(info) ?? info.name;
}

/** A new member scope for `info`, inside `parent` (the class's declaring scope, or an instance's bindings). */
export function newMemberScope(info: StructInfo, parent: Scope): Scope {
  const scope = new Scope(parent, 'block', info.name);
  setClassMemberScope(info, scope);
  scopeClasses.set(scope, info);
  return scope;
}

/** Each member scope's class: code checked inside it is inside the class (access.ts). */
const scopeClasses = new WeakMap<Scope, StructInfo>();

export function memberScopeClass(scope: Scope): StructInfo | undefined {
  return scopeClasses.get(scope);
}

/**
 * Declares a member that is not a field into the class's member scope:
 * true for a typedef or a static data member, which the caller must not make a field.
 */
export function declareNonFieldMember(cx: CheckContext, f: A.VarDecl, members: Scope): boolean {
  if (f.storage.isTypedef) {
    members.define(f.name, typedefSymbol(cx, f.type));
    return true;
  }
  if (!f.storage.isStatic) return false;
  const t = resolveTypeRef(cx, f.type);
  // A static constant with its value in the class is a constant expression ([class.static.data]).
  // Other static data members are variables of the program (static-members.ts).
  // A floating one must be constexpr ([class.static.data]/4); an integral one may be just const.
  const isConstant = t.type.kind === 'float' ? f.storage.isConstexpr : (t.isConst || f.storage.isConstexpr) && (t.type.kind === 'int' || t.type.kind === 'bool');
  const init = f.init?.style === 'equals' ? f.init.value : f.init?.style === 'brace' && f.init.args.length === 1 ? f.init.args[0] : null;
  if (!isConstant || !init) {
    declareStaticDataMember(cx, f, members, t);
    return true;
  }
  const value = constValueOf(convert(cx, checkExpr(cx, init), t.type));
  if (value === null) {
    cx.diags.error('not-constant', `in-class initialiser of static data member '${f.name}' must be a constant expression`, init.span);
    return true;
  }
  const variable = cx.newVariable(f.name, t.type, 'constant', f.nameSpan, { isConst: true, constValue: value });
  members.define(f.name, { kind: 'variable', variable });
  return true;
}

/**
 * The class a qualified name's qualifier names (`S::x`, `N::S::x`, `S<int>::x`), 'error' when
 * naming it failed (already reported), or null when the qualifier is no class.
 */
export function qualifierClass(cx: CheckContext, name: A.QualifiedName): StructInfo | 'error' | null {
  if (name.parts.length < 2) return null;
  const parts = name.parts.slice(0, -1);
  // `Outer::In::x`, `List<int>::Node::x`: a class nested in the class the qualifier's qualifier names.
  const nested = parts.length > 1 ? qualifierClass(cx, { parts, templateArgs: null, span: name.span, ...(name.qualifierArgs ? { qualifierArgs: name.qualifierArgs.slice(0, parts.length) } : {}) }) : null;
  if (nested === 'error') return 'error';
  const member = nested ? classMember(nested, parts[parts.length - 1]) : undefined;
  if (member?.kind === 'struct' && !name.qualifierArgs?.[parts.length - 1]) return member.info;
  if (member?.kind === 'typedef') return member.type.kind === 'struct' ? member.type.info : null;
  const symbol = cx.lookupName(parts)?.symbol;
  const args = name.qualifierArgs?.[parts.length - 1];
  // `S::x`, or inside S's own template `S<T>::x` (which namedType maps to the template).
  if (symbol?.kind === 'struct' && !args) return symbol.info;
  if (symbol?.kind === 'typedef') return symbol.type.kind === 'struct' ? symbol.type.info : null;
  if (symbol?.kind !== 'classTemplate' && symbol?.kind !== 'struct') return null;
  const qualifier: A.QualifiedName = {
    parts, templateArgs: name.qualifierArgs?.[parts.length - 1] ?? null, span: name.span,
    ...(name.qualifierArgs ? { qualifierArgs: name.qualifierArgs.slice(0, parts.length) } : {}),
  };
  const t = namedType(cx, qualifier);
  return t.kind === 'struct' ? t.info : 'error';
}

/**
 * `Outer::name` as a type: the member `name` of `owner` (a typedef, a nested class, or whatever
 * else the caller rejects), reported where it is not accessible (a private member type names
 * nothing outside its class).
 */
export function memberType(cx: CheckContext, owner: StructInfo, name: string, span: A.QualifiedName['span']): Symbol | undefined {
  const member = classMember(owner, name);
  if (member?.kind === 'typedef' || member?.kind === 'struct') checkDataMemberAccess(cx, owner, name, span);
  return member;
}
