/**
 * `std::make_unique<T>(args)` and `std::make_shared<T>(args)`: T is built from the arguments as
 * `T(args)` would be (a class's constructor or aggregate initialisation; a scalar from at most
 * one value), and the new owner holds it (src/library/memory.ts). And the copies C++ forbids: a
 * `std::unique_ptr` is moved (`std::move(p)`), never copied, so initialising or assigning one
 * from another named pointer is an error, as it is in C++.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { sharedPtrClass, uniquePtrClass } from '../library/memory.js';
import { construct } from './check-call.js';
import { convert, errorExpr, isLValue, make } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr, Program } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { bindsToBase } from './inheritance.js';
import { isArithmetic, typeToString, type Type } from './types.js';
import { forEachExprInStmt, forEachStmt } from './walk.js';

export function makeOwner(cx: CheckContext, name: A.QualifiedName, args: Expr[], span: Span): Expr {
  const which = name.parts[name.parts.length - 1];
  const arg = name.templateArgs?.[0];
  if (name.templateArgs?.length !== 1 || arg?.kind !== 'TypeArg') {
    cx.diags.error('template-argument', `'std::${which}' needs the type to make: std::${which}<T>(args)`, name.span);
    return errorExpr(span);
  }
  const resolved = resolveTypeRef(cx, arg.type);
  const t = resolved.type;
  if (t.kind === 'error' || args.some((a) => a.type.kind === 'error')) return errorExpr(span);
  if (cx.inAmp) {
    cx.diags.error('amp-call', `'std::${which}' cannot be called from restrict(amp) code`, name.span);
    return errorExpr(span);
  }
  if ((t.kind !== 'struct' && t.kind !== 'ampArray' && !isArithmetic(t)) || resolved.isReference) {
    cx.diags.error('unsupported', `'std::${which}<${typeToString(t)}>' is not supported by ampc: it makes a class, a concurrency::array or an arithmetic type`, arg.span);
    return errorExpr(span);
  }
  let value: Expr;
  if (t.kind === 'struct' || t.kind === 'ampArray') value = construct(cx, t, args, span);
  else if (args.length === 0) value = make(t, span, { kind: 'Const', value: t.kind === 'bool' ? false : t.kind === 'int' && t.bits === 64 ? 0n : 0 });
  else if (args.length === 1) value = convert(cx, args[0], t);
  else {
    cx.diags.error('no-matching-function', `'${typeToString(t)}' is made from at most one value, not ${args.length}`, span);
    return errorExpr(span);
  }
  if (value.type.kind === 'error') return value;
  const owner: Type = { kind: 'libraryClass', decl: which === 'make_unique' ? uniquePtrClass : sharedPtrClass, typeArgs: [t] };
  return make(owner, span, { kind: 'Construct', args: [value] });
}

/**
 * Copies of a `std::unique_ptr` or `std::thread` (`LibraryClass.moveOnly`) from a named one, or of
 * a vector of them: the deleted copy constructor and assignment.
 */
export function checkUniquePtrCopies(cx: CheckContext, program: Program): void {
  const moveOnly = (t: Type): boolean => (t.kind === 'libraryClass' && t.decl.moveOnly === true) || (t.kind === 'vector' && moveOnly(t.element));
  const copied = (e: Expr | null | undefined): void => {
    if (!e || !moveOnly(e.type) || !isLValue(e)) return;
    cx.diags.error('no-matching-function', `'${typeToString(e.type)}' cannot be copied (its copy constructor and assignment are deleted): move it with std::move`, e.span);
  };
  for (const fn of program.functions) {
    if (!fn.body) continue;
    forEachStmt(fn.body, (s) => {
      if (s.kind === 'VarDecl' && !s.variable.isReference) copied(s.init);
    });
    forEachExprInStmt(fn.body, (e) => {
      if (e.kind === 'Assign' && e.op === null) copied(e.value);
      if (e.kind === 'Construct') e.args.forEach(copied);
      if (e.kind === 'Library' && e.op === 'vector.push_back') copied(e.args[0]);
    });
  }
}

/**
 * `std::shared_ptr<Base> p = std::make_shared<Derived>();` (and `p = q`, `v.push_back(...)`):
 * an owner of a derived object converts to an owner of its base, the same object seen through
 * the base (its virtual functions still the derived class's). The owners keep the destruction
 * they were made with, Derived's, as C++'s shared_ptr keeps its deleter (and as a unique_ptr's
 * `delete` of a Base* with a virtual destructor destroys the Derived). A unique_ptr converts only
 * from a temporary (`std::move(u)`, `std::make_unique<Derived>()`); a named shared_ptr is copied,
 * one more owner. Null when `e` and `to` are not such owners.
 */
export function convertOwnerToBase(cx: CheckContext, e: Expr, to: Type, span: Span): Expr | null {
  if (to.kind !== 'libraryClass' || e.type.kind !== 'libraryClass' || to.decl !== e.type.decl) return null;
  if (to.decl !== uniquePtrClass && to.decl !== sharedPtrClass) return null;
  const from = e.type.typeArgs[0];
  const into = to.typeArgs[0];
  if (from?.kind !== 'struct' || into?.kind !== 'struct' || !bindsToBase(from, into)) return null;
  if (isLValue(e) && to.decl === uniquePtrClass) {
    cx.diags.error('no-matching-function', `'${typeToString(e.type)}' cannot be copied (its copy constructor and assignment are deleted): move it with std::move`, e.span);
    return errorExpr(span);
  }
  const owner = isLValue(e) ? make(e.type, e.span, { kind: 'Construct', args: [e] }) : e;
  return make(to, span, { kind: 'Convert', operand: owner });
}

/** `Convert` of an owner to an owner of its base (convertOwnerToBase): the same owner object on the host. */
export function isOwnerToBase(e: Expr): boolean {
  return e.kind === 'Convert' && e.type.kind === 'libraryClass' && (e.type.decl === uniquePtrClass || e.type.decl === sharedPtrClass)
    && e.operand.type.kind === 'libraryClass' && e.operand.type.decl === e.type.decl;
}
