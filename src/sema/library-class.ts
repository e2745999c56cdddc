/**
 * Library classes in sema (`src/library/classes.ts`): their instance types from a name as
 * written, construction, and member calls (`gen.seed(1)`, `dis(gen)` for `operator()`), all
 * resolved with C++ overload ranking over the class's declared signatures.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import type { LibraryClass, LibraryClassType } from '../library/classes.js';
import { resolveOverload } from './overload.js';
import { callIntrinsic } from './check-call.js';
import { convert, errorExpr, make } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { errorType, sameType, typeToString, type Type } from './types.js';

/** `std::uniform_int_distribution<int>` → its instance type, checking the template arguments against what ampc implements. */
export function libraryClassType(cx: CheckContext, decl: LibraryClass, name: A.QualifiedName): Type {
  const written = name.templateArgs ?? [];
  if (written.length > decl.typeParams.length) {
    cx.diags.error('template-argument', `'${decl.id}' takes ${decl.typeParams.length} template argument${decl.typeParams.length === 1 ? '' : 's'}, got ${written.length}`, name.span);
    return errorType;
  }
  const typeArgs: Type[] = [];
  for (const [i, param] of decl.typeParams.entries()) {
    const arg = written[i];
    if (!arg) {
      if (param.default === null) {
        cx.diags.error('template-argument', `'${decl.id}' needs its template argument ${param.name}`, name.span);
        return errorType;
      }
      typeArgs.push(param.default);
      continue;
    }
    if (arg.kind !== 'TypeArg') {
      cx.diags.error('template-argument', `template argument ${param.name} of '${decl.id}' must be a type`, arg.span);
      return errorType;
    }
    const t = resolveTypeRef(cx, arg.type).type;
    if (t.kind === 'error') return errorType;
    if (!param.allowed.some((a) => sameType(a, t))) {
      cx.diags.error('unsupported-library', `'${decl.id}<${typeToString(t)}>' is not supported by ampc (it supports ${param.allowed.map(typeToString).join(', ')})`, arg.span);
      return errorType;
    }
    typeArgs.push(t);
  }
  return { kind: 'libraryClass', decl, typeArgs };
}

/** `T x(args)`, `T(args)`, `T x;`: the constructor overload chosen for the arguments. */
export function constructLibraryClass(cx: CheckContext, type: LibraryClassType, args: Expr[], span: Span): Expr {
  if (!checkUsable(cx, type, span)) return errorExpr(span);
  const constructors = type.decl.constructors(type);
  const resolution = resolveOverload(constructors.map((c) => ({ item: c, params: c.params })), args.map((a) => a.type));
  if (resolution.kind !== 'best') {
    const argList = args.map((a) => typeToString(a.type)).join(', ');
    const notes = constructors.map((c) => ({ message: `candidate: ${typeToString(type)}(${c.params.map(typeToString).join(', ')})` }));
    if (constructors.length === 0) cx.diags.error('constructor-args', `'${typeToString(type)}' cannot be constructed`, span);
    else cx.diags.error(resolution.kind === 'ambiguous' ? 'ambiguous-call' : 'no-matching-function', `no ${resolution.kind === 'ambiguous' ? 'unambiguous ' : ''}constructor of '${typeToString(type)}' takes (${argList})`, span, notes);
    return errorExpr(span);
  }
  const params = resolution.item.params;
  return make(type, span, { kind: 'Construct', args: args.map((a, i) => convert(cx, a, params[i])) });
}

/** `object.member(args)`, and `object(args)` as `member` `operator()`. */
export function callLibraryMember(cx: CheckContext, object: Expr, member: string, args: Expr[], span: Span, memberSpan: Span): Expr {
  const type = object.type as LibraryClassType;
  const members = type.decl.members(type).filter((m) => m.name === member);
  if (members.length === 0) {
    const what = member === 'operator()' ? `'${typeToString(type)}' is not callable` : `no member function named '${member}' in '${typeToString(type)}'`;
    cx.diags.error(member === 'operator()' ? 'not-callable' : 'no-member', what, memberSpan);
    return errorExpr(span);
  }
  if (!checkUsable(cx, type, memberSpan)) return errorExpr(span);
  return callIntrinsic(cx, members, [object, ...args], span, memberSpan);
}

function checkUsable(cx: CheckContext, type: LibraryClassType, span: Span): boolean {
  const where = cx.inAmp ? 'amp' : 'cpu';
  if (type.decl.restriction[where]) return true;
  cx.diags.error(cx.inAmp ? 'amp-type' : 'cpu-type', `'${typeToString(type)}' cannot be used in ${cx.inAmp ? 'restrict(amp)' : 'CPU'} code`, span);
  return false;
}
