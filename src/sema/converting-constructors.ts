/**
 * Converting constructors ([class.conv.ctor]): a constructor of a class of the program that can be
 * called with one argument and is not declared `explicit` is an implicit conversion from its
 * parameter's type:
 *
 *   struct Meters { Meters(double v); };   Meters m = 2.5;  f(2.5);  return 2.5;
 *
 * In overload resolution it is a user-defined conversion ([over.ics.user]), which the argument
 * reaches by a standard conversion only: no second user-defined conversion chains onto it.
 * An `explicit` constructor is called by direct-initialisation only (`A a(1)`, `A{1}`, `A(1)`,
 * `static_cast<A>(1)`, `(A)1`): copy-initialisation (`A a = 1;`, `A a = {1};`, an argument, a
 * return value) and overload ranking do not see it.
 * A non-explicit constructor template is a converting constructor too ([class.conv.ctor]/1): for
 * `template <class T> W(T v)`, `f(3)` with `f(W)` constructs `W<int>`'s instance. Ranking (which has
 * no context to substitute in) deduces the parameter's template arguments from the argument's
 * type; a template that would need its default template arguments (an `enable_if` one, say) is
 * ranked as converting, and the conversion itself then deduces and substitutes them as a call
 * does, so a template SFINAE removes is an error there, never a silent other choice.
 */
import type { Span } from '../source.js';
import type { CheckContext } from './context.js';
import type { FunctionTemplate } from './context.js';
import type { Expr, FunctionInfo } from './program.js';
import { conversionRank, isStringLiteral } from './overload.js';
import type { Binding, deduce } from './templates.js';
import { errorExpr } from './check-expr.js';
import { charType, typeToString, type StructInfo, type Type } from './types.js';

/** `info`'s constructors callable with one argument (the others defaulted), explicit ones included. */
function oneArgumentConstructors(info: StructInfo): FunctionInfo[] {
  return (info.constructors ?? []).filter((c) => c.params.length >= 1 && c.params.slice(1).every((p) => p.defaultArgument !== undefined));
}

/** Whether `from` reaches the constructor's parameter by a standard conversion sequence. */
function acceptsByStandardConversion(c: FunctionInfo, from: Type): boolean {
  const rank = conversionRank(from, c.params[0].type, true);
  return rank === 'exact' || rank === 'promotion' || rank === 'conversion';
}

/**
 * templates.ts's `deduce`, handed over by check.ts as it starts checking: importing it here would close an
 * import cycle (overload.ts, which the library's tables load, imports this file), and change which
 * modules can be loaded first. Not state of a compilation: every check hands over the same function.
 */
let deduceParameter: typeof deduce | null = null;
export function provideDeduction(d: typeof deduce): void {
  deduceParameter = d;
}

/** `info`'s non-explicit constructor templates callable with one argument whose parameter's template arguments a `from` deduces. */
function convertingTemplates(info: StructInfo, from: Type): FunctionTemplate[] {
  return (info.memberTemplates ?? []).filter((t) => {
    if (t.member!.kind !== 'constructor') return false;
    const d = t.decl.decl;
    if (d.isExplicit || d.params.length < 1 || d.params.slice(1).some((p) => !p.defaultValue)) return false;
    const bindings = new Map<string, Binding>();
    return deduceParameter!(d.params[0].type, from, t.decl.params, bindings) && t.decl.params.every((p) => bindings.has(p.name) || p.default !== null);
  });
}

/** Whether a non-explicit constructor of `info` converts a `from` implicitly (overload.ts ranks it as a user-defined conversion). */
export function convertsByConstructor(from: Type, info: StructInfo): boolean {
  return oneArgumentConstructors(info).some((c) => !c.isExplicit && acceptsByStandardConversion(c, from)) || convertingTemplates(info, from).length > 0;
}

/**
 * `e` copy-initialising an object of class `to` through a converting constructor; null where no
 * constructor of `to` takes it (convert reports that). Where only explicit ones would, says so.
 */
export function convertByConstructor(cx: CheckContext, e: Expr, to: Extract<Type, { kind: 'struct' }>, span: Span,
  construct: (overloads: FunctionInfo[], templates: FunctionTemplate[]) => Expr): Expr | null {
  // A string literal (typed std::string in ampc) is a `const char*`: to a std::string is a user-defined conversion already.
  const from: Type = isStringLiteral(e) ? { kind: 'pointer', pointee: charType } : e.type;
  const accepting = oneArgumentConstructors(to.info).filter((c) => acceptsByStandardConversion(c, from));
  const implicit = accepting.filter((c) => !c.isExplicit);
  // The constructor templates join as a call's do: each instance deduced for `e` competes with the constructors.
  const templates = convertingTemplates(to.info, from);
  if (implicit.length > 0 || templates.length > 0) return construct(implicit, templates);
  if (accepting.length === 0) return null;
  cx.diags.error('type-mismatch', `cannot convert '${typeToString(e.type)}' to '${typeToString(to)}'`, span,
    accepting.map((c) => ({ message: `candidate constructor '${typeToString(to)}(${c.params.map((p) => typeToString(p.type)).join(', ')})' is explicit`, span: c.span })));
  return errorExpr(span);
}

/** `A a = {1};`, `return {1};`: copy-list-initialisation that chose an explicit constructor is ill-formed ([over.match.list]). */
export function checkListCopyInitialization(cx: CheckContext, made: Expr, span: Span): Expr {
  if (made.kind !== 'Call' || !made.callee.isExplicit || made.callee.member?.kind !== 'constructor') return made;
  const owner = made.callee.member.owner;
  cx.diags.error('type-mismatch', `converting to '${typeToString({ kind: 'struct', info: owner })}' from an initializer list would use an explicit constructor`, span, [
    { message: 'explicit constructor declared here', span: made.callee.span },
  ]);
  return errorExpr(span);
}
