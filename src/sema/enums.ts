/**
 * Enumerations ([dcl.enum]). ampc gives every enum `int`'s values and representation, but a named
 * enum is a type of its own (`Type` int with `enumeration`), as C++ makes it:
 *
 *   enum Color { Red, Green };   void g(int); void g(Color);   g(Red);  // g(Color)
 *   Color c = 1;                 // ill-formed: no implicit conversion to an enum
 *   Color c = Color(1);          // an explicit conversion: static_cast, (Color)1, Color(1)
 *   int i = Red;  g2(Red);       // an unscoped enum promotes to int ([conv.prom]/3)
 *   enum class E { A };  int j = E::A;  if (E::A)   // ill-formed: a scoped enum converts to nothing,
 *   int k = static_cast<int>(E::A);  e == E::A      // but by an explicit conversion, and compares with its own type
 *
 * The C++ AMP library's enums (`queuing_mode`) are declared in its prelude's C++ and are the
 * same types its tables name (src/library/accelerator.ts), so `acc.create_view(1)` is refused.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import type { CheckContext } from './context.js';
import { errorExpr, make } from './check-expr.js';
import type { Expr } from './program.js';
import { libraryEnums } from '../library/accelerator.js';
import { programNamespaces } from './nested-classes.js';
import { memberScopeClass } from './class-members.js';
import type { Scope } from './context.js';
import { intType, isArithmetic, sameType, typeToString, type EnumInfo, type StructInfo, type Type } from './types.js';

/** The type a declared enum names (an unnamed one's enumerators are `int`s, as ampc always took them). */
export function declaredEnumType(cx: CheckContext, d: A.EnumDecl): Type {
  if (!d.name) return intType;
  const namespaces = namespacesOf(cx);
  const qualified = [...namespaces, d.name].join('::');
  const library = libraryEnums.find((e) => e.display === qualified);
  if (library) return { kind: 'int', signed: true, bits: 32, enumeration: library };
  // A member enum is named by its class, as written (`S::M`, `B<int>::M`); another by its namespaces.
  const owner = enclosingClass(cx.scope);
  const info: EnumInfo = owner
    ? { name: `${owner.name}_${d.name}`, display: `${typeToString({ kind: 'struct', info: owner })}::${d.name}`, scoped: d.isScoped }
    : { name: [...programNamespaces(cx.scope), d.name].join('_'), display: [...programNamespaces(cx.scope), d.name].join('::'), scoped: d.isScoped };
  return { kind: 'int', signed: true, bits: 32, enumeration: info };
}

/** The class whose member scope `scope` is or is inside (before any namespace), if any. */
function enclosingClass(scope: Scope): StructInfo | undefined {
  for (let s: Scope | null = scope; s && s.owner === 'block'; s = s.parent) {
    const owner = memberScopeClass(s);
    if (owner) return owner;
  }
  return undefined;
}

/** All the named namespaces around the declaration, the library's included. */
function namespacesOf(cx: CheckContext): string[] {
  const names: string[] = [];
  for (let s: typeof cx.scope | null = cx.scope; s; s = s.parent) if (s.owner === 'namespace' && s.name) names.unshift(s.name);
  return names;
}

function enumerationOf(t: Type): EnumInfo | undefined {
  return t.kind === 'int' ? t.enumeration : undefined;
}

/** An `enum class` / `enum struct` type. */
export function isScopedEnum(t: Type): boolean {
  return !!enumerationOf(t)?.scoped;
}

/**
 * `int i = E::A;`, `f(E::A)` with `f(int)`, `if (E::A)`: a scoped enum has no implicit conversion,
 * not even the contextual one to bool ([dcl.enum]/10, [conv.prom]/4 applies to unscoped ones only).
 * The error, where `e` is a scoped enum and `to` another type; null otherwise.
 */
export function refuseConversionFromScopedEnum(cx: CheckContext, e: Expr, to: Type, span: Span): Expr | null {
  if (!isScopedEnum(e.type) || sameType(e.type, to)) return null;
  cx.diags.error('type-mismatch', `cannot convert '${typeToString(e.type)}' to '${typeToString(to)}'`, span);
  return errorExpr(e.span);
}

/**
 * An explicit conversion from an enum (`static_cast<int>(E::A)`, `int(e)`, `(double)e`) or a
 * built-in comparison of two of one scoped enum: its value as the underlying `int`, which the
 * conversions then take as they take any int. Other expressions are returned as they are.
 */
export function enumValue(e: Expr): Expr {
  if (!enumerationOf(e.type)) return e;
  return e.kind === 'Const' ? make(intType, e.span, { kind: 'Const', value: e.value }) : make(intType, e.span, { kind: 'Convert', operand: e });
}

/**
 * A binary operator with a scoped enum operand. The only built-in operators that take one are
 * the comparisons of two of the same enum ([over.built]/12, /13): their operands as the
 * underlying ints. Any other: the error, as 'error'. Null where no operand is a scoped enum.
 */
export function scopedEnumOperands(cx: CheckContext, op: string, left: Expr, right: Expr, span: Span): { left: Expr; right: Expr } | 'error' | null {
  if (!isScopedEnum(left.type) && !isScopedEnum(right.type)) return null;
  if (['<', '>', '<=', '>=', '==', '!='].includes(op) && sameType(left.type, right.type)) return { left: enumValue(left), right: enumValue(right) };
  cx.diags.error('operand-type', `invalid operands to binary '${op}' ('${typeToString(left.type)}' and '${typeToString(right.type)}')`, span);
  return 'error';
}

/** `Color c = 1;`, `f(1)` with `f(Color)`: the error, where `to` is an enum `e` is not of. Null otherwise. */
export function refuseConversionToEnum(cx: CheckContext, e: Expr, to: Type, span: Span): Expr | null {
  if (!enumerationOf(to) || !isArithmetic(e.type)) return null;
  cx.diags.error('type-mismatch', `invalid conversion from '${typeToString(e.type)}' to '${typeToString(to)}'`, span);
  return errorExpr(e.span);
}

/**
 * `static_cast<Color>(i)`, `(Color)i`, `Color(i)`: an explicit conversion to an enum, the value
 * converted to the underlying `int` by `toInt` and seen as the enum. Null where `to` is no enum or `e` not arithmetic.
 */
export function castToEnum(e: Expr, to: Type, toInt: (e: Expr) => Expr): Expr | null {
  if (!enumerationOf(to) || !isArithmetic(e.type)) return null;
  const value = toInt(e);
  if (value.type.kind === 'error') return value;
  return value.kind === 'Const' ? make(to, e.span, { kind: 'Const', value: value.value }) : make(to, e.span, { kind: 'Convert', operand: value });
}
