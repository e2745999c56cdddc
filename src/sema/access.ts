/**
 * Member access ([class.access]): a `private` member may be named only in its class (its member
 * functions, their lambdas and kernels, its nested classes, the definitions of its static
 * members) and by its friends; a `protected` one also in the classes derived from it. A `struct`'s
 * members are public until an access specifier says otherwise, a `class`'s private.
 *
 * Where a name is used is read from the scope it is checked in: a member's body is checked in a
 * scope inside its class's member scope (check-class.ts), so the classes whose member scopes
 * enclose `cx.scope` are the ones it is "inside". A friend function is recognised by name.
 *
 * ampc accepts a few programs g++ rejects: it does not check the base-class access of `class D :
 * B` (private inheritance), nor that a protected member is named through an object of the
 * derived class ([class.protected]).
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { classDisplayName, memberScopeClass } from './class-members.js';
import type { CheckContext, Scope } from './context.js';
import { isDerivedFrom } from './inheritance.js';
import type { FunctionInfo } from './program.js';
import { templateOfInstance } from './templates.js';
import type { StructInfo } from './types.js';
import { functionIdentifier } from './check-class.js';

interface Declared {
  access: A.Access;
  span: Span;
}

/** A class's own data members (fields and static ones) that are not public, by name. */
const dataMembers = new WeakMap<StructInfo, Map<string, Declared>>();
/** Member functions (constructors included) that are not public. */
const functions = new WeakMap<FunctionInfo, Declared>();
/** The names a class's `friend` declarations grant access to. */
const friends = new WeakMap<StructInfo, readonly string[]>();

/** Records the access of the class's own data members and its friends, from its declaration. */
export function recordClassAccess(info: StructInfo, d: A.StructDecl): void {
  const own = new Map<string, Declared>();
  for (const f of d.fields) if (f.access && f.access !== 'public') own.set(f.name, { access: f.access, span: f.nameSpan });
  // Nested classes and enums are members too, and so are an unscoped enum's enumerators.
  for (const { decl, access } of d.nestedTypes ?? []) {
    if (!access || access === 'public') continue;
    if (decl.kind === 'StructDecl') own.set(decl.name, { access, span: decl.nameSpan });
    else {
      if (decl.name) own.set(decl.name, { access, span: decl.span });
      for (const e of decl.enumerators) own.set(e.name, { access, span: e.span });
    }
  }
  dataMembers.set(info, own);
  if (d.friendNames) friends.set(info, d.friendNames);
}

/** Whether some data member of the class is private or protected (then it is no aggregate, [dcl.init.aggr]). */
export function hasNonPublicField(info: StructInfo): boolean {
  const own = dataMembers.get(info);
  return own !== undefined && info.fields.some((f) => own.has(f.name));
}

/** Records a member function's access, from its declaration. */
export function recordFunctionAccess(fn: FunctionInfo, d: A.FunctionDecl): void {
  if (d.access && d.access !== 'public') functions.set(fn, { access: d.access, span: fn.span });
}

/** `obj.x`, `x` in a member, `S::count`: reports naming the data member `name` of `info` where it is not accessible. */
export function checkDataMemberAccess(cx: CheckContext, info: StructInfo, name: string, span: Span): void {
  for (let c: StructInfo | undefined = info; c; c = c.base) {
    const own = dataMembers.get(c);
    if (!own) continue;
    const declared = own.get(name);
    if (declared) report(cx, c, name, declared, span);
    // A class with a record declares its own members: a name it has not is public or its base's.
    if (declared || c.fields.slice(c.base?.fields.length ?? 0).some((f) => f.name === name)) return;
  }
}

/** A call of function `fn`: reports it where `fn` is a member that is not accessible. Returns `fn`. */
export function checkFunctionAccess(cx: CheckContext, fn: FunctionInfo, span: Span): FunctionInfo {
  const declared = functions.get(fn);
  if (declared && fn.member) report(cx, fn.member.owner, fn.member.kind === 'constructor' ? null : fn.member.cppName, declared, span);
  return fn;
}

/** Reports naming member `name` (null: a constructor) where it is not accessible, worded as clang does. */
function report(cx: CheckContext, owner: StructInfo, name: string | null, declared: Declared, span: Span): void {
  if (accessible(cx, owner, declared.access)) return;
  const message = name === null ? `calling a ${declared.access} constructor of class '${classDisplayName(owner)}'` : `'${name}' is a ${declared.access} member of '${classDisplayName(owner)}'`;
  cx.diags.error('access', message, span, [{ message: `declared ${declared.access} here`, span: declared.span }]);
}

function accessible(cx: CheckContext, owner: StructInfo, access: A.Access): boolean {
  if (access === 'public') return true;
  for (const c of enclosingClasses(cx.scope)) {
    if (c === owner || isFriendClass(owner, c)) return true;
    if (access === 'protected' && isDerivedFrom(c, owner)) return true;
  }
  return isFriendFunction(owner, cx.currentFunction);
}

/** The classes whose member scopes enclose `scope`: directly, or named by a block's using-directive (a class body's). */
function enclosingClasses(scope: Scope): StructInfo[] {
  const found: StructInfo[] = [];
  for (let s: Scope | null = scope; s; s = s.parent) {
    for (const candidate of [s, ...s.usingDirectives]) {
      const c = memberScopeClass(candidate);
      if (c && !found.includes(c)) found.push(c);
    }
  }
  return found;
}

function isFriendClass(owner: StructInfo, c: StructInfo): boolean {
  const names = friends.get(owner) ?? [];
  return names.includes(c.name) || names.includes(templateOfInstance(c)?.name ?? '');
}

/**
 * Whether `fn` (or the function a lambda in it belongs to) is a friend of `owner`: its name is one the
 * class's friend declarations give. A template instance's or a lambda's name starts with it.
 */
function isFriendFunction(owner: StructInfo, fn: FunctionInfo | null): boolean {
  if (!fn) return false;
  return (friends.get(owner) ?? []).some((name) => {
    if (fn.member) return fn.member.cppName === name; // `friend void Other::f();`
    const id = functionIdentifier(name);
    return fn.name === id || fn.name.startsWith(`${id}_`);
  });
}
