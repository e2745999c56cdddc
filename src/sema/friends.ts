/**
 * `friend` declarations in a class. Access is not checked by ampc, so `friend class X;` and a
 * friend function's declaration record nothing (the function is declared where it is defined). A
 * hidden friend, a friend function defined in the class (`friend bool operator==(const S&, const
 * S&) { ... }`), is a function of the enclosing namespace, which C++ finds by argument-dependent
 * lookup through the class; ampc declares it in that namespace, so ordinary lookup finds it. Its
 * body is checked in the class's scope (member typedefs, a template's parameters, the injected
 * class name), after the class is complete, like a member's.
 */
import type * as A from '../parser/ast.js';
import type { CheckContext, Scope } from './context.js';
import { checkFunction } from './check.js';

/** Declares the class's hidden friends (before member bodies, which may call them); returns what `defineFriends` needs. */
export function declareFriends(cx: CheckContext, d: A.StructDecl): A.FunctionDecl[] {
  const hidden = (d.friendFunctions ?? []).filter((f) => f.body !== null);
  for (const f of hidden) {
    const fn = checkFunction(cx, { ...f, body: null });
    if (fn) liftToNamespace(cx.scope, f.name.parts.at(-1) ?? '', fn);
  }
  return hidden;
}

/** Checks the bodies of the hidden friends `declareFriends` declared, in the same (class) scope. */
export function defineFriends(cx: CheckContext, hidden: A.FunctionDecl[]): void {
  for (const f of hidden) checkFunction(cx, f);
}

/** Files the function in the nearest enclosing namespace too, beside its other overloads there. */
function liftToNamespace(scope: Scope, name: string, fn: NonNullable<ReturnType<typeof checkFunction>>): void {
  let target: Scope | null = scope;
  while (target && target.owner !== 'namespace' && target.owner !== 'global') target = target.parent;
  if (!target || target === scope) return;
  const existing = target.lookupLocal(name);
  if (existing?.kind === 'functions') {
    if (!existing.overloads.includes(fn)) existing.overloads.push(fn);
  } else if (!existing) {
    target.define(name, { kind: 'functions', overloads: [fn], templates: [] });
  }
}
