/**
 * An esbuild plugin that replaces src/parser/lookahead-paths (the .ts source or its compiled
 * .js) with the grammar's lookahead table, computed by chevrotain from the grammar in dist/
 * (so run it after `tsc`). The table is made as the bundle is, so it is always the grammar's
 * own; the parser checks its fingerprint anyway (src/parser/lookahead.ts).
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

export function lookaheadTablePlugin(root) {
  return {
    name: 'ampc-lookahead-table',
    setup(build) {
      build.onLoad({ filter: /[\\/]parser[\\/]lookahead-paths\.(ts|js)$/ }, async () => {
        const { computeLookaheadTable } = await import(pathToFileURL(join(root, 'dist/src/parser/parser.js')).href);
        return { contents: `export const lookaheadTable = ${JSON.stringify(computeLookaheadTable())};\n`, loader: 'js' };
      });
    },
  };
}
