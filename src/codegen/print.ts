/** Printing helpers shared by the emitters, which use the same brace style. */

/**
 * `if (...) { ... } else if (...) { ... } else { ... }`.
 * `elseLines` is the else branch. When `elseIsIf`, it is an `if` statement printed at the same
 * indent, chained as `} else if`; otherwise it is the nested body of `} else { ... }`. (An `if`
 * whose condition needs statements before it cannot be chained: the caller passes it as a body.)
 */
export function printIf(indent: string, opening: string[], thenLines: string[], elseLines: string[] | null, elseIsIf: boolean): string[] {
  const out = [...opening, ...thenLines];
  if (elseLines && elseIsIf) {
    out.push(`${indent}} else ${elseLines[0].trimStart()}`, ...elseLines.slice(1));
    return out;
  }
  if (elseLines) out.push(`${indent}} else {`, ...elseLines);
  out.push(`${indent}}`);
  return out;
}
