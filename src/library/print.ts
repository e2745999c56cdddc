/** Helpers for the printers of library intrinsics. */

/**
 * Parenthesises a printed argument that is about to become an operand of an operator: the
 * back ends print arguments bare, since a call's parentheses delimit them. A name, a literal,
 * a member access or a call of such arguments stays as it is.
 */
export function operand(text: string): string {
  return /^[\w.]+$/.test(text) || /^[\w.]+\([\w., ]*\)$/.test(text) ? text : `(${text})`;
}
