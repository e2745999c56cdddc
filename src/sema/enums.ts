/**
 * Enumerations ([dcl.enum]). ampc gives every enum `int`'s values and representation, but a named
 * enum is a type of its own (`Type` int with `enumeration`), as C++ makes it:
 *
 *   enum Color { Red, Green };   void g(int); void g(Color);   g(Red);  // g(Color)
 *   Color c = 1;                 // ill-formed: no implicit conversion to an enum
 *   Color c = Color(1);          // an explicit conversion: static_cast, (Color)1, Color(1)
 *   int i = Red;  g2(Red);       // an unscoped enum promotes to int ([conv.prom]/3)
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
import { intType, isArithmetic, typeToString, type EnumInfo, type Type } from './types.js';

/** The type a declared enum names (an unnamed one's enumerators are `int`s, as ampc always took them). */
export function declaredEnumType(cx: CheckContext, d: A.EnumDecl): Type {
  if (!d.name) return intType;
  const namespaces = namespacesOf(cx);
  const qualified = [...namespaces, d.name].join('::');
  const info: EnumInfo = libraryEnums.find((e) => e.display === qualified)
    ?? { name: [...programNamespaces(cx.scope), d.name].join('_'), display: [...programNamespaces(cx.scope), d.name].join('::'), scoped: d.isScoped };
  return { kind: 'int', signed: true, bits: 32, enumeration: info };
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
