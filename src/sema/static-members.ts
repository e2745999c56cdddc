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
import { classMemberScope } from './class-members.js';
import { initialValue } from './check-stmt.js';
import type { CheckContext, Scope } from './context.js';
import type { ResolvedType } from './resolve-type.js';

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
 * `int S::count = 5;` at namespace scope: the definition of S's static data member, whose
 * initializer it gives. False when `v` names no class (a namespace's variable: the caller's).
 */
export function defineStaticDataMember(cx: CheckContext, v: A.VarDecl): boolean {
  if (!v.qualifier) return false;
  const owner = cx.lookupName(v.qualifier)?.symbol;
  if (owner?.kind !== 'struct') return false;
  const member = classMemberScope(owner.info)?.lookupLocal(v.name);
  if (member?.kind !== 'variable' || (member.variable.storage !== 'global' && member.variable.storage !== 'constant')) {
    cx.diags.error('undeclared', `no static data member named '${v.name}' in '${owner.info.name}'`, v.nameSpan);
    return true;
  }
  const variable = member.variable;
  // A constant initialised in the class may be defined again without a value (C++11's ODR-use definition).
  if (variable.storage === 'constant') {
    if (v.init) cx.diags.error('redefinition', `static data member '${owner.info.name}::${v.name}' is initialised twice`, v.nameSpan, [{ message: 'first initialised here', span: variable.span }]);
    return true;
  }
  const entry = cx.globals.find((g) => g.variable === variable);
  if (!entry) return true;
  // Its initializer is checked in the class's scope, where the class's other members are found.
  const scope = classMemberScope(owner.info);
  const outer = cx.scope;
  if (scope) cx.scope = scope;
  try {
    const init = initialValue(cx, variable.type, v);
    if (init) entry.init = init;
  } finally {
    cx.scope = outer;
  }
  return true;
}
