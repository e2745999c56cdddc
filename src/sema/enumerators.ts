/**
 * An enumeration's own scope ([dcl.enum]/11): `E::A` names E's enumerator `A`, whatever other
 * enum declares an `A` too. A scoped enum's enumerators are found only so; an unscoped one's are
 * also where the enum is declared (check.ts checkEnum defines them there), and `Color::Red` is C++11's
 * spelling of `Red`. Kept beside the types, keyed by the enumeration, so name lookup
 * (context.ts) needs nothing from the checker to follow `E::A`, `Outer::E::A` or `N::E::A`.
 */
import type { Variable } from './program.js';
import type { EnumInfo, Type } from './types.js';

const enumerators = new WeakMap<EnumInfo, Map<string, Variable>>();

/** Records `variable` as the enumerator `name` of `type`'s enumeration (no-op for an unnamed enum's `int`). */
export function defineEnumerator(type: Type, name: string, variable: Variable): void {
  if (type.kind !== 'int' || !type.enumeration) return;
  let scope = enumerators.get(type.enumeration);
  if (!scope) enumerators.set(type.enumeration, (scope = new Map()));
  scope.set(name, variable);
}

/** `E::name` where `type` is the enum `E`: its enumerator. Undefined where `type` is no enum or has no such enumerator. */
export function enumeratorOf(type: Type, name: string): Variable | undefined {
  return type.kind === 'int' && type.enumeration ? enumerators.get(type.enumeration)?.get(name) : undefined;
}
