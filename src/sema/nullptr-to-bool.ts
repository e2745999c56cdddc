/**
 * `std::nullptr_t` converts to `bool` by direct-initialisation only ([conv.bool]): `bool b(nullptr)`,
 * `bool b{nullptr}`, `bool(nullptr)`, `static_cast<bool>(nullptr)` and a condition (`if (nullptr)`,
 * `nullptr && x`: contextual conversions, direct-initialisations) are `false`; copy-initialisation
 * (`bool b = nullptr;`, `bool b = {nullptr};`, an argument `flag(nullptr)`, `return nullptr;` from a
 * `bool` function, `b = nullptr`) is ill-formed, as g++ says. g++ also refuses `!nullptr`.
 */
import type { Span } from '../source.js';
import type { CheckContext } from './context.js';
import { errorExpr, make } from './check-expr.js';
import type { Expr } from './program.js';
import type { Type } from './types.js';

/** `nullptr`, as check-expr.ts types it: the constant 0 of type `void*`. */
function isNullptr(e: Expr): boolean {
  return e.kind === 'Const' && e.value === 0 && e.type.kind === 'pointer' && e.type.pointee.kind === 'void';
}

/** `nullptr` direct-initialising a `bool`: false. Null where `e` is not nullptr or `to` not bool. */
export function directNullptrToBool(e: Expr, to: Type): Expr | null {
  return to.kind === 'bool' && isNullptr(e) ? make(to, e.span, { kind: 'Const', value: false }) : null;
}

/** `nullptr` copy-initialising a `bool`: the error. Null where `e` is not nullptr or `to` not bool. */
export function refuseNullptrToBool(cx: CheckContext, e: Expr, to: Type, span: Span): Expr | null {
  if (to.kind !== 'bool' || !isNullptr(e)) return null;
  cx.diags.error('type-mismatch', "converting to 'bool' from 'std::nullptr_t' requires direct-initialization", span);
  return errorExpr(e.span);
}
