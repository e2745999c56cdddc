/**
 * The grammar's lookahead paths, when they were computed at build time. The bundles that
 * ampc ships (the `ampc` command, dist/src/ampc.js, and the browser build) replace this module
 * with the table computed from the grammar as they are built (scripts/lookahead-table.mjs),
 * so they start without chevrotain's grammar analysis. Unbundled, as in dist/src and the
 * tests, there is no table and the parser computes each production's lookahead on first use.
 */
import type { LookaheadTable } from './lookahead.js';

export const lookaheadTable: LookaheadTable | undefined = undefined;
