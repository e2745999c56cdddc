/**
 * Conversion functions ([class.conv.fct]): `operator double() const`, `explicit operator bool()`,
 * `operator int&()`. A member function named after the type it converts to, which C++ calls
 * implicitly where an object of the class is converted to another type:
 *
 *   struct Meters { double v; operator double() const { return v; } };
 *   double d = m;  f(m);  return m;  m + 1.0;  static_cast<int>(m);  if (handle) ...
 *
 * The conversion is an explicit call of the member function in the typed program (`m.operator
 * double()`, a `Call` on the object, as an overloaded operator is), followed by the standard
 * conversion from its result to the target, so both back ends print it as any other call.
 *
 * Which function converts ([over.match.conv]): those whose result reaches the target by a standard
 * conversion sequence are candidates (explicit ones only in direct-initialisation, and only when
 * their result is the target itself: `static_cast<bool>(x)`, `if (x)`); among them the best is the
 * one whose implicit object parameter binds better (a non-const object prefers a non-const
 * function), then the one whose result converts better to the target ([over.match.best]/2.2).
 * Two equally good are ambiguous, as is a conversion function against a converting constructor
 * of the target class ([over.match.copy]).
 *
 * In overload resolution it is a user-defined conversion sequence ([over.ics.user]): worse than
 * any standard one, and two of them are compared by their second standard conversion only when
 * they use the same conversion function ([over.ics.rank]/3.3); `userConversionOf` says which
 * function and how good that second conversion is, for overload.ts.
 */
import type { Span } from '../source.js';
import type { CheckContext } from './context.js';
import type { Expr, FunctionInfo } from './program.js';
import { conversionRank, type ConversionRank } from './overload.js';
import { convertsByConstructor } from './converting-constructors.js';
import { bindsToBase } from './inheritance.js';
import { convert, errorExpr } from './check-expr.js';
import { callFunction, isConstObject } from './check-call.js';
import { boolType, isArithmetic, promote, sameType, typeToString, type StructInfo, type Type } from './types.js';

/** Which conversion functions a context may call: copy-initialisation sees the non-explicit ones only. */
export type ConversionContext = 'copy' | 'direct';

/** The standard conversions after the function's result, best first. */
const secondOrder: Record<'exact' | 'promotion' | 'conversion', number> = { exact: 0, promotion: 1, conversion: 2 };

/** The member name of the conversion function to `type`: `operator double`, `operator int&`. */
export function conversionFunctionName(type: Type, reference: boolean): string {
  return `operator ${typeToString(type)}${reference ? '&' : ''}`;
}

/** `info`'s conversion functions, its bases' included where the class does not declare one to the same type (hiding them). */
export function conversionFunctionsOf(info: StructInfo): FunctionInfo[] {
  const found: FunctionInfo[] = [];
  const names = new Set<string>();
  for (let c: StructInfo | undefined = info; c; c = c.base) {
    const own = (c.memberFunctions ?? []).filter((f) => f.conversionFunction && !names.has(f.member!.cppName));
    found.push(...own);
    for (const f of own) names.add(f.member!.cppName);
  }
  return found;
}

/** How the function's result converts to `to` by a standard conversion sequence, or null where it does not. */
function secondConversion(fn: FunctionInfo, to: Type): 'exact' | 'promotion' | 'conversion' | null {
  if (fn.returnType.kind === 'void') return null;
  const rank = conversionRank(fn.returnType, to, true);
  return rank === 'exact' || rank === 'promotion' || rank === 'conversion' ? rank : null;
}

/** Whether the function's object parameter is `const` (a const member function). */
function isConstFunction(fn: FunctionInfo): boolean {
  return fn.params[0]?.isConst === true;
}

export type ConversionChoice =
  | { kind: 'one'; fn: FunctionInfo; second: 'exact' | 'promotion' | 'conversion' }
  | { kind: 'ambiguous'; fns: FunctionInfo[] }
  /** No candidate; `explicit` lists the explicit ones copy-initialisation could not call (for the error). */
  | { kind: 'none'; explicit: FunctionInfo[] };

/**
 * The conversion function that converts an object of class `info` to `to` ([over.match.conv]).
 * `constObject`: the object is const, so only const member functions can be called on it.
 * `amp`: whether the calling context is restrict(amp) code, which calls amp functions only (null: either).
 */
export function chooseConversionFunction(info: StructInfo, to: Type, context: ConversionContext, constObject: boolean, amp: boolean | null = null): ConversionChoice {
  const all = conversionFunctionsOf(info).filter((f) => (!constObject || isConstFunction(f)) && (amp === null || (amp ? f.restriction.amp : f.restriction.cpu)));
  const candidates: { fn: FunctionInfo; second: 'exact' | 'promotion' | 'conversion' }[] = [];
  const explicit: FunctionInfo[] = [];
  for (const fn of all) {
    const second = secondConversion(fn, to);
    if (second === null) continue;
    // An explicit one joins direct-initialisation where its result is the target (up to qualification).
    if (fn.isExplicit && !(context === 'direct' && sameType(fn.returnType, to))) {
      explicit.push(fn);
      continue;
    }
    candidates.push({ fn, second });
  }
  if (candidates.length === 0) return { kind: 'none', explicit };
  // The implicit object parameter first: a non-const object binds better to a non-const function.
  const objectRank = (f: FunctionInfo) => (!constObject && isConstFunction(f) ? 1 : 0);
  const better = (a: typeof candidates[number], b: typeof candidates[number]) =>
    objectRank(a.fn) < objectRank(b.fn) || (objectRank(a.fn) === objectRank(b.fn) && secondOrder[a.second] < secondOrder[b.second]);
  const best = candidates.filter((c) => candidates.every((d) => d === c || better(c, d)));
  if (best.length === 1) return { kind: 'one', ...best[0] };
  const undominated = candidates.filter((c) => !candidates.some((d) => d !== c && better(d, c)));
  return { kind: 'ambiguous', fns: undominated.map((c) => c.fn) };
}

/** A user-defined conversion by a conversion function, as overload resolution compares two of them. */
export interface UserConversion {
  /** The conversion function, or the whole ambiguous set (which no other conversion equals). */
  via: object;
  /** Its second standard conversion: 0 exact, 1 promotion, 2 conversion. */
  second: number;
}

/**
 * How an argument of type `from` reaches a parameter of type `to` by one of its class's conversion
 * functions, for overload ranking; undefined where none does. An ambiguous conversion is a
 * user-defined conversion that no other one equals ([over.best.ics]/10): a `via` of its own.
 */
export function userConversionOf(from: Type, to: Type): UserConversion | undefined {
  if (from.kind !== 'struct' || sameType(from, to) || bindsToBase(from, to)) return undefined;
  const choice = chooseConversionFunction(from.info, to, 'copy', false);
  switch (choice.kind) {
    case 'none': return undefined;
    case 'one': return { via: choice.fn, second: secondOrder[choice.second] };
    case 'ambiguous': return { via: {}, second: 0 };
  }
}

/** The rank overload.ts gives a conversion by a conversion function of `from`'s class (null: none). */
export function conversionFunctionRank(from: Type, to: Type): ConversionRank | null {
  const user = userConversionOf(from, to);
  if (!user) return null;
  return user.second === 0 ? 'user' : 'userConversion';
}


/**
 * `e` converted to `to` by a conversion function of its class: the call, then the standard
 * conversion of its result. Null where `e` is no class object, or its class has no conversion
 * function to `to` (the caller goes on with what else converts). Reports an ambiguity, and an
 * explicit function that copy-initialisation cannot call, where nothing else converts.
 */
export function convertByConversionFunction(cx: CheckContext, e: Expr, to: Type, span: Span, context: ConversionContext): Expr | null {
  if (e.type.kind !== 'struct' || to.kind === 'error' || sameType(e.type, to) || bindsToBase(e.type, to)) return null;
  const choice = chooseConversionFunction(e.type.info, to, context, isConstObject(e), cx.inAmp);
  const from = typeToString(e.type);
  const byConstructor = to.kind === 'struct' && convertsByConstructor(e.type, to.info);
  switch (choice.kind) {
    case 'none':
      if (choice.explicit.length === 0 || byConstructor) return null;
      cx.diags.error('type-mismatch', `cannot convert '${from}' to '${typeToString(to)}'${context === 'copy' ? ' in copy-initialization' : ''}`, span,
        choice.explicit.map((f) => ({
          message: context === 'copy' ? `'${f.member!.cppName}' is explicit: only a direct-initialization or a cast calls it` : `'${f.member!.cppName}' is explicit, and a direct-initialization calls it only for its own type`,
          span: f.span,
        })));
      return errorExpr(span);
    case 'ambiguous':
      cx.diags.error('ambiguous-call', `conversion from '${from}' to '${typeToString(to)}' is ambiguous`, span,
        choice.fns.map((f) => ({ message: `candidate: '${f.member!.cppName}'`, span: f.span })));
      return errorExpr(span);
    case 'one': {
      // [over.match.copy]: the target's converting constructors compete with the conversion functions.
      if (byConstructor && to.kind === 'struct') {
        const against = constructorAgainstConversionFunction(e, to.info, choice.fn);
        if (against === 'constructor') return null;
        if (against === 'ambiguous') {
          cx.diags.error('ambiguous-call', `conversion from '${from}' to '${typeToString(to)}' is ambiguous`, span, [
            { message: `candidate: '${choice.fn.member!.cppName}'`, span: choice.fn.span },
            ...(to.info.constructors ?? []).filter((k) => !k.isExplicit && k.params.length >= 1 && conversionRank(e.type, k.params[0].type, true) !== null)
              .map((k) => ({ message: `candidate: a converting constructor of '${typeToString(to)}'`, span: k.span })),
          ]);
          return errorExpr(span);
        }
      }
      const call = callFunction(cx, { kind: 'functions', overloads: [choice.fn], templates: [] }, null, [], { span }, span, e);
      if (call.type.kind === 'error') return call;
      return convert(cx, call, to, span);
    }
  }
}

/**
 * `B b = a;` where B has `B(const A&)` and A has `operator B()`: the constructor's parameter and the
 * conversion function's object parameter both bind `a`, and the binding to the less const-qualified
 * reference is better ([over.ics.rank]/3.2.6). Where both are const, g++ takes the constructor
 * (the standard calls it ambiguous, and g++ is ampc's oracle); where both are not, it is ambiguous.
 */
function constructorAgainstConversionFunction(e: Expr, to: StructInfo, fn: FunctionInfo): 'constructor' | 'function' | 'ambiguous' {
  const constructors = (to.constructors ?? []).filter((k) => !k.isExplicit && k.params.length >= 1 && k.params.slice(1).every((p) => p.defaultArgument !== undefined)
    && conversionRank(e.type, k.params[0].type, true) !== null);
  if (constructors.length !== 1) return 'ambiguous';
  const parameter = constructors[0].params[0];
  const constructorConst = parameter.isConst || !parameter.isReference;
  const functionConst = isConstFunction(fn);
  if (isConstObject(e) || constructorConst === functionConst) return constructorConst ? 'constructor' : 'ambiguous';
  return constructorConst ? 'function' : 'constructor';
}

/** `if (x)`, `!x`, `x && y`, `c ? a : b` of a class object: contextually converted to bool, explicit functions included ([conv]/4). */
export function contextualBool(cx: CheckContext, e: Expr): Expr | null {
  return convertByConversionFunction(cx, e, boolType, e.span, 'direct');
}

/**
 * The operand of a built-in operator that is a class object ([over.match.oper]/3.3, [over.built]):
 * the arithmetic operators' built-in candidates take promoted arithmetic types, which a class
 * reaches through its conversion functions. ampc follows the case where its non-explicit conversion
 * functions give one arithmetic type: the operand is the call (then the usual arithmetic
 * conversions). Null where they give none (the built-in operator does not apply); where they give
 * several, g++ weighs every built-in candidate against every conversion, which ampc does not:
 * refused. (`!`, `&&`, `||` and `?:` convert their operands to bool: `contextualBool`.)
 */
export function builtinOperand(cx: CheckContext, e: Expr, op: string, span: Span): Expr | null {
  if (e.type.kind !== 'struct') return null;
  const constObject = isConstObject(e);
  const usable = conversionFunctionsOf(e.type.info).filter((f) => !f.isExplicit && (!constObject || isConstFunction(f)) && (cx.inAmp ? f.restriction.amp : f.restriction.cpu)
    && isArithmetic(f.returnType));
  if (usable.length === 0) return null;
  const targets = new Set(usable.map((f) => typeToString(f.returnType)));
  if (targets.size > 1) {
    cx.diags.error('unsupported', `the operand of '${op}' of class '${typeToString(e.type)}', which converts to several arithmetic types (${[...targets].join(', ')}), is not supported by ampc (g++ chooses among the built-in operators for each; convert it explicitly)`, span);
    return errorExpr(span);
  }
  const target = usable[0].returnType;
  return convertByConversionFunction(cx, e, target, e.span, 'copy');
}

/** The rank, in overload.ts's terms, of the built-in candidate's operand (a class's, through its conversion function). */
export function builtinOperandRank(e: Expr): ConversionRank {
  if (e.type.kind === 'struct') return 'user';
  return isArithmetic(e.type) && !sameType(promote(e.type), e.type) ? 'promotion' : 'exact';
}

/** The binary and unary operators whose built-in candidates take arithmetic operands ([over.built]). */
const arithmeticOperators = new Set(['+', '-', '*', '/', '%', '<', '>', '<=', '>=', '==', '!=', '&', '|', '^', '<<', '>>', '~']);

/** The one arithmetic type a class operand reaches by its non-explicit conversion functions; undefined if none, null if several. */
function arithmeticTarget(e: Expr): Type | null | undefined {
  if (e.type.kind !== 'struct') return undefined;
  const constObject = isConstObject(e);
  const usable = conversionFunctionsOf(e.type.info).filter((f) => !f.isExplicit && (!constObject || isConstFunction(f)) && isArithmetic(f.returnType));
  const targets = new Map(usable.map((f) => [typeToString(f.returnType), f.returnType]));
  return targets.size === 0 ? undefined : targets.size === 1 ? [...targets.values()][0] : null;
}

/**
 * Whether the built-in operator is a candidate for these operands ([over.match.oper]/3.3): some is a
 * class object that converts to an arithmetic type, and the others are arithmetic. A class that
 * converts to several is taken as a candidate too (builtinOperand refuses it where it is chosen).
 */
export function builtinOperatorApplies(op: string, operands: readonly Expr[]): boolean {
  if (!arithmeticOperators.has(op)) return false;
  let someClass = false;
  for (const o of operands) {
    if (o.type.kind === 'struct') {
      if (arithmeticTarget(o) === undefined) return false;
      someClass = true;
    } else if (!isArithmetic(o.type)) return false;
  }
  return someClass;
}

/**
 * The built-in operator against the best user-declared `operator@` for the same operands: which is
 * better by [over.match.best], or neither. `params` are the user candidate's parameter types, its
 * object's first for a member (which the first operand binds to exactly).
 */
export function builtinAgainstUserOperator(operands: readonly Expr[], params: readonly Type[], isMember: boolean): 'builtin' | 'user' | 'ambiguous' {
  let builtinBetter = false;
  let userBetter = false;
  operands.forEach((o, i) => {
    const builtin = rankOrderOf(builtinOperandRank(o));
    const rank = isMember && i === 0 ? 'exact' : conversionRank(o.type, params[i]);
    const user = rank === null ? Infinity : rankOrderOf(rank);
    // Two user-defined conversions through different functions are indistinguishable; through the
    // same conversion function (to an arithmetic parameter), by the conversion after it.
    const via = o.type.kind === 'struct' && !(isMember && i === 0) ? userConversionOf(o.type, params[i]) : undefined;
    let difference = user - builtin;
    if (builtin >= 3 && user >= 3) {
      const target = arithmeticTarget(o);
      const builtinVia = target ? chooseConversionFunction((o.type as Extract<Type, { kind: 'struct' }>).info, target, 'copy', isConstObject(o)) : null;
      // The built-in candidate's parameter is the function's result promoted: an exact match or a promotion.
      const builtinSecond = target && sameType(promote(target), target) ? 0 : 1;
      difference = via && builtinVia?.kind === 'one' && via.via === builtinVia.fn ? via.second - builtinSecond : 0;
    }
    if (difference > 0) builtinBetter = true;
    if (difference < 0) userBetter = true;
  });
  if (userBetter && !builtinBetter) return 'user';
  if (builtinBetter && !userBetter) return 'builtin';
  return 'ambiguous';
}

function rankOrderOf(rank: ConversionRank): number {
  return { exact: 0, promotion: 1, conversion: 2, user: 3, userConversion: 4 }[rank];
}

/**
 * `switch (c)` of a class object: contextually implicitly converted to the one integral or
 * enumeration type its non-explicit conversion functions give ([stmt.switch]/2, [conv]/5), an
 * error where they give several. Null where it has none (or `e` is no class object).
 */
export function integralOperand(cx: CheckContext, e: Expr): Expr | null {
  if (e.type.kind !== 'struct') return null;
  const constObject = isConstObject(e);
  const usable = conversionFunctionsOf(e.type.info).filter((f) => !f.isExplicit && (!constObject || isConstFunction(f)) && (cx.inAmp ? f.restriction.amp : f.restriction.cpu)
    && (f.returnType.kind === 'int' || f.returnType.kind === 'bool'));
  const targets = new Map(usable.map((f) => [typeToString(f.returnType), f.returnType]));
  if (targets.size === 0) return null;
  if (targets.size > 1) {
    cx.diags.error('switch-condition', `a switch condition of class '${typeToString(e.type)}' converts to several integral types (${[...targets.keys()].join(', ')})`, e.span);
    return errorExpr(e.span);
  }
  return convertByConversionFunction(cx, e, [...targets.values()][0], e.span, 'copy');
}
