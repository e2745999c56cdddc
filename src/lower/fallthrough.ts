/**
 * `switch` cases that fall through. C++ runs on into the next case's statements; a WGSL case
 * ends the switch. So a case that can reach its end is given the next cases' statements after
 * its own, until one of them cannot (or the switch ends):
 *
 *   case 1: x += 1;          case 1: { x += 1; x += 2; }
 *   case 2: x += 2; break;   case 2: { x += 2; }
 */
import type { Stmt } from '../sema/program.js';
import type { Span } from '../source.js';

type Case = Extract<Stmt, { kind: 'Switch' }>['cases'][number];

/** Whether control can run off the end of these statements (none of them always jumps away). */
export function fallsThrough(statements: readonly Stmt[]): boolean {
  return !statements.some(alwaysJumps);
}

function alwaysJumps(s: Stmt): boolean {
  switch (s.kind) {
    case 'Break': case 'Continue': case 'Return': return true;
    case 'Block': return s.statements.some(alwaysJumps);
    case 'If': return s.otherwise !== null && alwaysJumps(s.then) && alwaysJumps(s.otherwise);
    default: return false;
  }
}

/**
 * The cases with each one that falls through followed by the statements it falls into, and a
 * `break` where those run to the end of the switch (so no case but the last reaches its end);
 * `cases` itself when none falls through.
 */
export function withoutFallthrough(cases: readonly Case[], switchSpan: Span): readonly Case[] {
  const out: Case[] = [...cases];
  let changed = false;
  // From the last: the case a case falls into is already complete.
  for (let k = cases.length - 2; k >= 0; k--) {
    const c = cases[k]!;
    if (!fallsThrough(c.body)) continue;
    const body = [...c.body, ...out[k + 1]!.body];
    if (fallsThrough(body)) body.push({ kind: 'Break', span: switchSpan });
    out[k] = { values: c.values, body };
    changed = true;
  }
  return changed ? out : cases;
}
