/**
 * How control leaves a list of statements, for the analyses that follow it (sema's
 * -Wreturn-type, src/sema/rules/return-type.ts; the lowering's WGSL returns,
 * src/lower/missing-return.ts), each with its own rules for single statements.
 */
import type { Stmt } from './program.js';

/**
 * The ways control leaves `statements` run in order, given the ways it leaves each (`exits`):
 * each statement's, but 'next' only where every statement lets control on to the next (the
 * statements after one that does not are not reached).
 */
export function sequenceExits<T extends string>(statements: readonly Stmt[], exits: (s: Stmt) => ReadonlySet<T | 'next'>): Set<T | 'next'> {
  const out = new Set<T | 'next'>();
  for (const s of statements) {
    const leaves = exits(s);
    for (const x of leaves) if (x !== 'next') out.add(x);
    if (!leaves.has('next')) return out;
  }
  out.add('next');
  return out;
}
