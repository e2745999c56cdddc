/**
 * Static data members that are not constants in the class (`static int count;`, `static
 * std::vector<int> cache;`, `inline static int n = 0;`): one object for the whole program, which
 * ampc makes a variable of the program (a global) named `S::count`. The class's scope finds it,
 * so `count`, `S::count` and `obj.count` name it; its out-of-class definition (`int S::count =
 * 5;`) gives its initializer. C++ AMP forbids them in restrict(amp) code, as any global
 * (`amp-global`). Static constants initialised in the class stay constant expressions
 * (class-members.ts).
 */
import type * as A from '../parser/ast.js';
import { classDisplayName, classMemberScope, qualifierClass } from './class-members.js';
import { initialValue } from './check-stmt.js';
import type { CheckContext, Scope } from './context.js';
import { resolveTypeRef, type ResolvedType } from './resolve-type.js';
import type { Variable } from './program.js';
import { templateOfInstance } from './templates.js';
import { sameType, typeToString, type StructInfo } from './types.js';

/** `static T name;` (or with an initializer) in a class: the program's variable `S::name`, in the class's scope. */
export function declareStaticDataMember(cx: CheckContext, f: A.VarDecl, members: Scope, type: ResolvedType): void {
  if (type.isReference) {
    cx.diags.error('unsupported', `static data member '${f.name}' of reference type is not supported by ampc`, f.nameSpan);
    return;
  }
  const variable = cx.newVariable(`${members.name}::${f.name}`, type.type, 'global', f.nameSpan, { isConst: type.isConst });
  cx.globals.push({ variable, init: initialValue(cx, type.type, f) });
  members.define(f.name, { kind: 'variable', variable });
}

/**
 * `int S::count = 5;` (or `int Box<double>::count = 5;` for a class specialised explicitly) at
 * namespace scope: the definition of S's static data member, whose initializer it gives. False
 * when `v` names no class (a namespace's variable: the caller's).
 */
export function defineStaticDataMember(cx: CheckContext, v: A.VarDecl): boolean {
  if (!v.qualifier) return false;
  const owner = qualifierClass(cx, memberName(v));
  if (owner === 'error') return true;
  if (!owner) return false;
  defineStaticDataMemberOf(cx, owner, v, classMemberScope(owner));
  return true;
}

/** The qualified name a static data member's definition declares (`Box<T>::count`). */
export function memberName(v: A.VarDecl): A.QualifiedName {
  const qualifier = v.qualifier ?? [];
  return { parts: [...qualifier, v.name], templateArgs: null, span: v.nameSpan, ...(v.qualifierArgs ? { qualifierArgs: [...v.qualifierArgs, null] } : {}) };
}

/** Static data members whose instance has its own definition (`template <> int Box<float>::count = 5;`). */
const specialised = new WeakSet<Variable>();

/**
 * `template <> int Box<float>::count = 5;`: the definition of one instance's static data member,
 * which replaces what the template's definition (`template <class T> int Box<T>::count = 0;`) gives.
 */
export function defineStaticMemberSpecialization(cx: CheckContext, v: A.VarDecl): void {
  const owner = qualifierClass(cx, memberName(v));
  if (owner === 'error') return;
  if (!owner || !templateOfInstance(owner)) {
    cx.diags.error('template-argument', `'${(v.qualifier ?? []).join('::')}' in this explicit specialisation is not an instance of a class template`, v.nameSpan);
    return;
  }
  const variable = defineStaticDataMemberOf(cx, owner, v, classMemberScope(owner));
  if (variable) specialised.add(variable);
}

/**
 * The definition `v` of a static data member declared in class `owner`, its initializer checked in
 * `scope` (the class's members; for a class template's instance, with the definition's own template
 * parameters bound). Returns the member's variable, or null after reporting why there is none.
 */
export function defineStaticDataMemberOf(cx: CheckContext, owner: StructInfo, v: A.VarDecl, scope: Scope | undefined): Variable | null {
  const display = classDisplayName(owner);
  const member = classMemberScope(owner)?.lookupLocal(v.name);
  if (member?.kind !== 'variable' || (member.variable.storage !== 'global' && member.variable.storage !== 'constant')) {
    cx.diags.error('undeclared', `no static data member named '${v.name}' in '${display}'`, v.nameSpan);
    return null;
  }
  const variable = member.variable;
  // A constant initialised in the class may be defined again without a value (C++11's ODR-use definition).
  if (variable.storage === 'constant') {
    if (v.init) cx.diags.error('redefinition', `static data member '${display}::${v.name}' is initialised twice`, v.nameSpan, [{ message: 'first initialised here', span: variable.span }]);
    return variable;
  }
  const entry = cx.globals.find((g) => g.variable === variable);
  if (!entry || specialised.has(variable)) return variable;
  const outer = cx.scope;
  if (scope) cx.scope = scope;
  try {
    const declared = resolveTypeRef(cx, v.type);
    if (!sameType(declared.type, variable.type)) {
      cx.diags.error('type-mismatch', `the definition of static data member '${display}::${v.name}' has type '${typeToString(declared.type)}', but it is declared '${typeToString(variable.type)}'`, v.nameSpan, [{ message: 'declared here', span: variable.span }]);
      return variable;
    }
    // Its initializer is checked in the class's scope, where the class's other members are found.
    const init = initialValue(cx, variable.type, v);
    if (init) entry.init = init;
  } finally {
    cx.scope = outer;
  }
  return variable;
}
