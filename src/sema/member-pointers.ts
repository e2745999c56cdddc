/**
 * Pointers to members ([dcl.mptr], [expr.mptr.oper]), host code only: C++ AMP forbids them in
 * restrict(amp) code. `int S::*pm = &S::a; s.*pm`, `p->*pm`, and pointers to member functions,
 * `int (S::*f)(int) const = &S::get; (s.*f)(1)`.
 *
 * On the host a class object is a JS object with a property per field, so a pointer to a data
 * member is the field's name; a pointer to a member function is the member function lowered to
 * take the object first, so the call passes the object, then the arguments. Virtual member
 * functions (whose call through the pointer dispatches on the object) and overloaded names are
 * not supported; neither are conversions between pointers to members of a base and a derived class.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { checkExpr, convert, errorExpr, isLValue, make } from './check-expr.js';
import { qualifierClass } from './class-members.js';
import type { CheckContext } from './context.js';
import { isDerivedFrom, memberFunctionsNamed } from './inheritance.js';
import type { Expr } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { errorType, typeToString, type Type } from './types.js';

type MemberPointerType = Extract<Type, { kind: 'memberPointer' }>;

/** `M S::*` or `R (S::*)(P...)`: the declarator's `S::*` applied to the rest of the type. */
export function memberPointerType(cx: CheckContext, ref: A.TypeRef): Type {
  const ownerName = ref.memberOf!;
  const found = cx.lookupName(ownerName.parts)?.symbol;
  if (found?.kind !== 'struct') {
    cx.diags.error('unknown-type', `'${ownerName.parts.join('::')}' in a pointer to member is not a class`, ownerName.span);
    return errorType;
  }
  const member = resolveTypeRef(cx, { ...ref, memberOf: undefined, memberConst: undefined, reference: null });
  if (member.type.kind === 'error') return errorType;
  if (member.type.kind === 'memberPointer' || member.isReference) {
    cx.diags.error('unsupported', `a pointer to a member of type '${typeToString(member.type)}${member.isReference ? '&' : ''}' is not supported by ampc`, ref.span);
    return errorType;
  }
  return { kind: 'memberPointer', owner: found.info, member: member.type, ...(ref.memberConst ? { isConstMethod: true } : {}) };
}

/**
 * `&S::a` / `&S::f` for a non-static member of class S: a pointer to member. Null when the name
 * is not a class's non-static member (`&S::count` of a static member is an ordinary address).
 */
export function addressOfMember(cx: CheckContext, name: A.QualifiedName, span: Span): Expr | null {
  const owner = qualifierClass(cx, name);
  if (owner === null || owner === 'error') return null;
  const id = name.parts[name.parts.length - 1];
  const field = owner.fields.find((f) => f.name === id);
  const methods = field ? [] : memberFunctionsNamed(owner, id).filter((f) => f.member?.kind === 'method');
  if (!field && methods.length === 0) return null;
  if (cx.inAmp) {
    cx.diags.error('amp-function-pointer', `'&${name.parts.join('::')}' is a pointer to member; pointers to members are not allowed in restrict(amp) code`, span);
    return errorExpr(span);
  }
  if (field) return make({ kind: 'memberPointer', owner, member: field.type }, span, { kind: 'MemberPointerConst', field: field.name, fn: null });
  if (methods.length > 1) {
    cx.diags.error('unsupported', `a pointer to overloaded member function '${typeToString({ kind: 'struct', info: owner })}::${id}' is not supported by ampc`, span);
    return errorExpr(span);
  }
  const fn = methods[0];
  const [self, ...params] = fn.params;
  if (owner.vtable?.some((s) => s.fn === fn || s.introducer === fn)) {
    cx.diags.error('unsupported', `a pointer to virtual member function '${typeToString({ kind: 'struct', info: owner })}::${id}' is not supported by ampc`, span);
    return errorExpr(span);
  }
  if (params.some((p) => p.isReference) || fn.returnsReference) {
    cx.diags.error('unsupported', `a pointer to '${typeToString({ kind: 'struct', info: owner })}::${id}', which takes or returns a reference, is not supported by ampc`, span);
    return errorExpr(span);
  }
  if (!fn.restriction.cpu) {
    cx.diags.error('amp-function-pointer', `'${typeToString({ kind: 'struct', info: owner })}::${id}' is restrict(amp): host code cannot take its address`, span);
    return errorExpr(span);
  }
  if (!cx.addressTaken.includes(fn)) cx.addressTaken.push(fn);
  const type: MemberPointerType = {
    kind: 'memberPointer', owner: fn.member!.owner, member: { kind: 'functionPointer', params: params.map((p) => p.type), result: fn.returnType },
    ...(self.isConst ? { isConstMethod: true } : {}),
  };
  return make(type, span, { kind: 'MemberPointerConst', field: null, fn });
}

/** The object and the pointer of `s.*pm` / `p->*pm`, checked; null after an error. */
function operands(cx: CheckContext, e: Extract<A.Expr, { kind: 'MemberPointerExpr' }>): { object: Expr; pointer: Expr; type: MemberPointerType } | null {
  if (cx.inAmp) {
    cx.diags.error('amp-function-pointer', `'${e.arrow ? '->*' : '.*'}' uses a pointer to member; pointers to members are not allowed in restrict(amp) code`, e.opSpan);
    return null;
  }
  let object = checkExpr(cx, e.object);
  const pointer = checkExpr(cx, e.pointer);
  if (object.type.kind === 'error' || pointer.type.kind === 'error') return null;
  if (pointer.type.kind !== 'memberPointer') {
    cx.diags.error('operand-type', `right-hand operand of '${e.arrow ? '->*' : '.*'}' has non-pointer-to-member type '${typeToString(pointer.type)}'`, e.pointer.span);
    return null;
  }
  if (e.arrow) {
    if (object.type.kind !== 'pointer' || object.type.pointee.kind !== 'struct') {
      cx.diags.error('operand-type', `left-hand operand of '->*' must be a pointer to a class, not '${typeToString(object.type)}'`, e.object.span);
      return null;
    }
    // A pointer to a class object is the object itself on the host (check-operators.ts).
    object = make(object.type.pointee, object.span, { kind: 'Convert', operand: object });
  }
  if (object.type.kind !== 'struct' || !isDerivedFrom(object.type.info, pointer.type.owner)) {
    cx.diags.error('operand-type', `'${typeToString(pointer.type)}' cannot be applied to an object of type '${typeToString(object.type)}'`, e.opSpan);
    return null;
  }
  return { object, pointer, type: pointer.type };
}

/** `s.*pm`: the data member `pm` names, an lvalue when `s` is one. */
export function checkMemberPointerExpr(cx: CheckContext, e: Extract<A.Expr, { kind: 'MemberPointerExpr' }>): Expr {
  const o = operands(cx, e);
  if (!o) return errorExpr(e.span);
  if (o.type.member.kind === 'functionPointer') {
    cx.diags.error('member-call', `a pointer to member function can only be called: '(${e.arrow ? 'p->*' : 's.*'}f)(args)'`, e.span);
    return errorExpr(e.span);
  }
  return make(o.type.member, e.span, { kind: 'MemberPointerAccess', object: o.object, pointer: o.pointer });
}

/** `(s.*pf)(args)`: the member function `pf` points to, called on `s`. */
export function callMemberPointer(cx: CheckContext, callee: Extract<A.Expr, { kind: 'MemberPointerExpr' }>, args: Expr[], span: Span): Expr {
  const o = operands(cx, callee);
  if (!o) return errorExpr(span);
  const fn = o.type.member;
  if (fn.kind !== 'functionPointer') {
    cx.diags.error('not-callable', `'${typeToString(fn)}' is not callable`, callee.span);
    return errorExpr(span);
  }
  if (args.length !== fn.params.length) {
    cx.diags.error('call-arity', `a member function of type '${typeToString(o.type)}' takes ${fn.params.length} argument${fn.params.length === 1 ? '' : 's'}, not ${args.length}`, span);
    return errorExpr(span);
  }
  if (!o.type.isConstMethod && isConstObject(o.object)) {
    cx.diags.error('const-write', `'${typeToString(o.type)}' cannot be called on a const object`, callee.span);
    return errorExpr(span);
  }
  return make(fn.result, span, { kind: 'MemberPointerCall', object: o.object, pointer: o.pointer, args: args.map((a, i) => convert(cx, a, fn.params[i])), addressTaken: cx.addressTaken });
}

function isConstObject(e: Expr): boolean {
  return e.kind === 'VarRef' ? e.variable.isConst === true && isLValue(e) : e.kind === 'Field' ? isConstObject(e.object) : false;
}
