import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The CLI builds the lexer and the parser with chevrotain's definition validations skipped,
// which halves start-up; they still run here, so an unreachable token pattern or an ambiguous
// or left-recursive rule fails a test (chevrotain throws on both).
test('the tokens and the grammar pass chevrotain\'s self-analysis validations', () => {
  const parser = fileURLToPath(new URL('../../dist/src/parser/parser.js', import.meta.url));
  const lexer = fileURLToPath(new URL('../../dist/src/lexer/lex.js', import.meta.url));
  if (!existsSync(parser)) throw new Error('dist/src/parser/parser.js is missing: run `npm run build` first');
  const script = `await import(${JSON.stringify(pathToFileURL(lexer).href)}); const m = await import(${JSON.stringify(pathToFileURL(parser).href)}); m.parseTokens([]); console.log('validated');`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, AMPC_VALIDATE_GRAMMAR: '1' },
    timeout: 60_000,
  });
  expect(result.stderr).toBe('');
  expect(result.stdout).toBe('validated\n');
  expect(result.status).toBe(0);
});
