/**
 * Members of a class template defined outside the class:
 *
 *   template <typename T> class S { T f(T x) const; S(int n); };
 *   template <typename T> T S<T>::f(T x) const { ... }
 *   template <typename T> S<T>::S(int n) : ... { ... }
 *   template <typename T> int S<T>::count = 0;
 *
 * Such a definition belongs to every instance of S made from the primary template. It is kept
 * with the template and checked once per instance, with its own parameter names bound to the
 * instance's arguments: for the instances already made when it is declared, and for each one
 * made later (instantiateClass calls defineMembersOfInstance).
 */
import type * as A from '../parser/ast.js';
import { defineMember, memberScopeOf } from './check-class.js';
import { defineStaticDataMemberOf, memberName } from './static-members.js';
import { Scope, type CheckContext, type ClassTemplate } from './context.js';
import type { Binding } from './templates.js';
import type { StructInfo } from './types.js';

/** A member function's definition, or a static data member's (`template <class T> int S<T>::count = 0;`). */
type MemberDefinition = A.TemplateDecl & { decl: A.FunctionDecl | A.VarDecl };

const definitions = new WeakMap<ClassTemplate, MemberDefinition[]>();
/** Instances made from the primary template (not from a specialisation), with their arguments in parameter order. */
const primaryInstances = new WeakMap<ClassTemplate, Map<StructInfo, Binding[]>>();

/**
 * `template <...> R S<...>::f(...) { ... }` at namespace scope. False when the qualifier does not
 * name a class template (a function template in a namespace, a member template of a class).
 */
export function defineClassTemplateMember(cx: CheckContext, d: MemberDefinition): boolean {
  const name = d.decl.kind === 'VarDecl' ? memberName(d.decl) : d.decl.name;
  const owner = cx.lookupName(name.parts.slice(0, -1))?.symbol;
  if (owner?.kind !== 'classTemplate') return false;
  const template = owner.template;
  const params = template.decl.params;
  const args = name.qualifierArgs?.[name.parts.length - 2];
  // Only the primary template's own members: `S<T, N>::` naming the parameters in order.
  if (!args || args.length !== params.length || d.params.length !== params.length || !args.every((a, i) => namesParameter(a, d.params[i]))) {
    cx.diags.error('unsupported', `a member of class template '${template.name}' defined outside the class must be qualified by '${template.name}<${d.params.map((p) => p.name).join(', ')}>' (members of a specialisation defined outside it are not supported by ampc)`, name.span);
    return true;
  }
  const list = definitions.get(template) ?? [];
  list.push(d);
  definitions.set(template, list);
  for (const [info, bound] of primaryInstances.get(template) ?? []) define(cx, info, d, bound);
  return true;
}

/** Called for each instance of `template` made from the primary template, once its class is checked. */
export function defineMembersOfInstance(cx: CheckContext, template: ClassTemplate, info: StructInfo, bound: Binding[]): void {
  const instances = primaryInstances.get(template) ?? new Map<StructInfo, Binding[]>();
  instances.set(info, bound);
  primaryInstances.set(template, instances);
  for (const d of definitions.get(template) ?? []) define(cx, info, d, bound);
}

function define(cx: CheckContext, info: StructInfo, d: MemberDefinition, bound: Binding[]): void {
  const saved = { scope: cx.scope, currentKernel: cx.currentKernel, inAmp: cx.inAmp, currentFunction: cx.currentFunction };
  // The definition's parameter names, which may differ from the class's, inside the instance's member scope.
  const scope = new Scope(memberScopeOf(info) ?? cx.globalScope, 'block');
  d.params.forEach((p, i) => {
    const b = bound[i];
    if (b.kind === 'type') scope.define(p.name, { kind: 'typedef', type: b.type });
    else scope.define(p.name, { kind: 'variable', variable: cx.newVariable(p.name, b.type, 'constant', p.span, { isConst: true, constValue: b.value }) });
  });
  cx.scope = scope;
  cx.currentKernel = null;
  cx.inAmp = false;
  try {
    if (d.decl.kind === 'VarDecl') defineStaticDataMemberOf(cx, info, d.decl, scope);
    else defineMember(cx, info, d.decl, scope);
  } finally {
    Object.assign(cx, saved);
  }
}

/** Whether a qualifier's template argument is just the parameter `p` (`T` in `S<T>::`, `N` in `S<N>::`). */
function namesParameter(a: A.TemplateArg, p: A.TemplateParam): boolean {
  if (a.kind === 'TypeArg') {
    const t = a.type;
    return t.spec.kind === 'NamedTypeSpec' && t.spec.name.parts.length === 1 && t.spec.name.parts[0] === p.name && t.spec.name.templateArgs === null
      && !t.isConst && t.pointers.length === 0 && t.reference === null && t.arrayDims.length === 0;
  }
  return a.expr.kind === 'NameExpr' && a.expr.name.parts.length === 1 && a.expr.name.parts[0] === p.name;
}
