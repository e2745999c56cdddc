/**
 * The parser decides alternatives without chevrotain's start-up analysis (src/parser/lookahead.ts):
 * from a table computed when ampc is bundled, or, unbundled, production by production on
 * first use. These tests hold both to chevrotain's own lookahead: every program in the
 * repository parses to the same tree and the same errors, a table made from another grammar
 * is not used, and the bundled compiler carries the current grammar's table.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preprocess } from '../../src/lexer/preprocess.js';
import type { LookaheadTable } from '../../src/parser/lookahead.js';
import { computeLookaheadTable, parseTokens, parseTokensWithChevrotainLookahead, parseTokensWithTable } from '../../src/parser/parser.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const table = computeLookaheadTable();

function cppFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.cpp'))
    .map((f) => join(dir, f));
}

const programs = ['samples', 'test/e2e/programs', 'test/e2e/oracle-programs', 'test/negative'].flatMap(cppFiles);

/** JSON of a tree (its integer literals are bigints), so that a difference shows as text. */
function serialize(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
}

function tokensOf(file: string) {
  return preprocess(file, readFileSync(join(root, file), 'utf8'), { readFile: () => undefined }).tokens;
}

test('the repository has programs to compare', () => {
  expect(programs.length).toBeGreaterThan(100);
});

test.each(programs)('%s parses as with chevrotain\'s lookahead, from the table and on first use', (file) => {
  const tokens = tokensOf(file);
  const reference = serialize(parseTokensWithChevrotainLookahead(tokens));
  expect(serialize(parseTokensWithTable(tokens, table))).toBe(reference);
  expect(serialize(parseTokens(tokens))).toBe(reference);
});

test('a table made from another grammar is not used', () => {
  // Each alternation's alternatives in reverse order: a wrong table, which changes parses…
  const reversed = (t: LookaheadTable, fingerprint: string): LookaheadTable => ({
    fingerprint,
    alternations: Object.fromEntries(Object.entries(t.alternations).map(([key, alternatives]) => [key, [...alternatives].reverse()])),
    optionals: t.optionals,
  });
  const tokens = tokensOf('samples/matmul-tile-static.cpp');
  const reference = serialize(parseTokensWithChevrotainLookahead(tokens));
  expect(serialize(parseTokensWithTable(tokens, reversed(table, table.fingerprint)))).not.toBe(reference);
  // …unless its fingerprint says it belongs to another grammar.
  expect(serialize(parseTokensWithTable(tokens, reversed(table, 'another grammar')))).toBe(reference);
});

test('the bundled command (dist/src/ampc-bundle.js) carries the current grammar\'s table', () => {
  const bundle = join(root, 'dist/src/ampc-bundle.js');
  if (!existsSync(bundle)) throw new Error('dist/src/ampc-bundle.js is missing: run `npm run build` first');
  expect(readFileSync(bundle, 'utf8')).toContain(JSON.stringify(table.fingerprint));
});
