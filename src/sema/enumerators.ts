/**
 * An enumeration's own scope ([dcl.enum]/11): `E::A` names E's enumerator `A`, whatever other
 * enum declares an `A` too. A scoped enum's enumerators are found only so; an unscoped one's are
 * also where the enum is declared (check.ts checkEnum defines them there), and `Color::Red` is C++11's
 * spelling of `Red`. The scope is kept beside the types, keyed by the enumeration (context.ts
 * `enumerationScope`), so qualified lookup follows `E::A`, `Outer::E::A` or `N::E::A` as it follows
 * a namespace's or a class's members.
 */
import { enumerationScope } from './context.js';
import type { Variable } from './program.js';
import type { Type } from './types.js';

/** Declares `variable` as the enumerator `name` in `type`'s enumeration's scope (no-op for an unnamed enum's `int`). */
export function defineEnumerator(type: Type, name: string, variable: Variable): void {
  if (type.kind !== 'int' || !type.enumeration) return;
  enumerationScope(type.enumeration).define(name, { kind: 'variable', variable });
}
