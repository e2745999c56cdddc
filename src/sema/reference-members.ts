/**
 * Reference data members ([class.mem], [dcl.ref]): `struct View { std::vector<int>& v; const int& k; }`.
 * A constructor binds each one, once, to an lvalue of its type; the member then names that
 * object: a write through it changes the object, and a copy of the class copies the reference
 * (both copies name the same object). The class's implicit copy assignment is deleted
 * ([class.copy.assign]/7): a reference cannot be reseated.
 *
 * On the host a member bound to an object (a class object, a vector, a C array, an array_view or
 * concurrency::array, a library object) holds that JS object itself; one bound to a scalar holds
 * a `{ value }` cell on the scalar's place, as a scalar reference parameter is passed
 * (codegen/host/emit-host.ts). C++ AMP allows references only as locals, parameters and return
 * types, not as members: a class with one cannot be used in restrict(amp) code (MSVC: "unsupported
 * type in amp restricted code").
 */
import type { Span } from '../source.js';
import type { CheckContext } from './context.js';
import { isLValue } from './check-expr.js';
import type { Expr, Variable } from './program.js';
import { sameType, typeToString, type StructInfo, type Type } from './types.js';
import { userCopyAssignment } from './copies.js';

/** A reference member's referred type that the host holds by a cell. */
export function isScalarReferent(t: Type): boolean {
  return t.kind === 'int' || t.kind === 'float' || t.kind === 'bool';
}

/** Whether ampc supports a reference member to `t` (a std::string is an immutable JS string on the host: not). */
function isSupportedReferent(t: Type): boolean {
  return isScalarReferent(t) || ['struct', 'vector', 'array', 'arrayView', 'ampArray', 'libraryClass'].includes(t.kind);
}

/** Reports a reference member of a type ampc does not support; true when it may be declared. */
export function checkReferenceMember(cx: CheckContext, name: string, t: Type, span: Span): boolean {
  if (t.kind === 'error' || isSupportedReferent(t)) return true;
  cx.diags.error('unsupported', `reference member '${name}' of type '${typeToString(t)}&' is not supported by ampc`, span);
  return false;
}

/** `obj.m` where m is a reference member. */
export function isReferenceField(e: Expr): e is Expr & { kind: 'Field' } {
  return e.kind === 'Field' && e.object.type.kind === 'struct' && e.object.type.info.fields.some((f) => f.name === e.field && f.isReference === true);
}

/** `obj.m` where m is a reference member bound to a scalar: on the host, a cell. */
export function isScalarReferenceField(e: Expr): boolean {
  return isReferenceField(e) && isScalarReferent(e.type);
}

/** The first reference member of a class, its bases and its class-type members (held by value). */
export function referenceMemberOf(t: Type, seen = new Set<StructInfo>()): string | null {
  while (t.kind === 'array') t = t.element;
  if (t.kind !== 'struct' || seen.has(t.info)) return null;
  seen.add(t.info);
  for (const f of t.info.fields) {
    if (f.isReference) return f.name;
    const inner = referenceMemberOf(f.type, seen);
    if (inner) return `${f.name}.${inner}`;
  }
  return null;
}

/** Const scalar reference parameters a reference member is bound to: passed as cells, as non-const ones are. */
const cellParameters = new WeakSet<Variable>();

export function isBoundToReferenceMember(p: Variable): boolean {
  return cellParameters.has(p);
}

/**
 * The member initialiser `m(arg)` of reference member `m` of type `t`: `arg` itself, an lvalue of
 * the member's type, which the member will name; null after an error.
 */
export function bindReferenceMember(cx: CheckContext, name: string, t: Type, args: Expr[], span: Span): Expr | null {
  if (args.length !== 1) {
    cx.diags.error('reference-binding', `reference member '${name}' must be initialized with one object`, span);
    return null;
  }
  const arg = args[0];
  if (arg.type.kind === 'error' || t.kind === 'error') return null;
  if (!sameType(arg.type, t)) {
    cx.diags.error('reference-binding', `reference member '${name}' of type '${typeToString(t)}&' cannot be bound to a value of type '${typeToString(arg.type)}'`, arg.span);
    return null;
  }
  // A temporary would be destroyed at the end of the constructor, leaving the member dangling.
  if (!isLValue(arg)) {
    cx.diags.error('reference-binding', `reference member '${name}' binds to a temporary object whose lifetime ends with the constructor`, arg.span);
    return null;
  }
  if (arg.kind === 'VarRef' && arg.variable.storage === 'param' && arg.variable.isReference && isScalarReferent(t)) cellParameters.add(arg.variable);
  else if (arg.kind === 'VarRef' && arg.variable.storage === 'param' && !arg.variable.isReference) {
    // Bound to the parameter's own copy, which dies with the constructor.
    cx.diags.error('reference-binding', `reference member '${name}' binds to parameter '${arg.variable.name}', passed by value, whose lifetime ends with the constructor`, arg.span);
    return null;
  }
  return arg;
}

/**
 * `a = b` of a class with a reference member (and no operator= of its own): its implicit copy
 * assignment is deleted. True when reported.
 */
export function rejectDeletedAssignment(cx: CheckContext, target: Expr, span: Span): boolean {
  if (target.type.kind !== 'struct' || userCopyAssignment(target.type.info) !== null) return false;
  const member = referenceMemberOf(target.type);
  if (!member) return false;
  cx.diags.error('deleted-function', `object of type '${typeToString(target.type)}' cannot be assigned because its copy assignment operator is implicitly deleted`, span, [
    { message: `copy assignment operator of '${typeToString(target.type)}' is implicitly deleted because field '${member}' is of reference type` },
  ]);
  return true;
}
