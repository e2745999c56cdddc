/**
 * The rules table (src/diagnostic-rules.ts) is the one list of rule ids: each is documented and
 * listed once, each is reported by some stage, every id the tests and the README name is in it,
 * and `-Wno-<rule>` takes exactly its ids. (That the compiler reports only the table's ids, with
 * the table's severity, is checked by the type checker: `error`/`warning` take only those ids.)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../src/cli.js';
import { DIAGNOSTIC_RULES, isRuleId, RULE_IDS } from '../src/diagnostic-rules.js';
import { warning } from '../src/diagnostics.js';
import type { CompileResult } from '../src/driver.js';

const repo = fileURLToPath(new URL('..', import.meta.url));

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, suffix);
    return name.endsWith(suffix) ? [path] : [];
  });
}

describe('the rules table', () => {
  const tableSource = readFileSync(join(repo, 'src/diagnostic-rules.ts'), 'utf8');

  it('lists each id once (a repeated key in the source would silently replace the first entry)', () => {
    const keys = [...tableSource.matchAll(/^ {2}'?([a-z][a-z0-9-]*)'?: \{ severity:/gm)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(new Set(keys)).toEqual(new Set(RULE_IDS));
  });

  it('documents each id in one line, and names each in lower-case kebab case', () => {
    const problems: string[] = [];
    for (const id of RULE_IDS) {
      const { severity, description } = DIAGNOSTIC_RULES[id];
      if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) problems.push(`${id}: not kebab case`);
      if (severity !== 'error' && severity !== 'warning') problems.push(`${id}: severity '${String(severity)}'`);
      if (description.trim().length < 15) problems.push(`${id}: description too short`);
      if (/\n/.test(description)) problems.push(`${id}: description is not one line`);
    }
    expect(problems).toEqual([]);
    const descriptions = RULE_IDS.map((id) => DIAGNOSTIC_RULES[id].description);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
  });

  it('has no dead ids: each is reported somewhere in src/', () => {
    const sources = filesUnder(join(repo, 'src'), '.ts')
      .filter((path) => !path.endsWith('diagnostic-rules.ts'))
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    expect(RULE_IDS.filter((id) => !sources.includes(`'${id}'`))).toEqual([]);
  });

  it('contains every id the negative cases, the samples and the README name', () => {
    const named = new Set<string>();
    for (const path of [...filesUnder(join(repo, 'test/negative/cases'), '.cpp'), ...filesUnder(join(repo, 'samples'), '.cpp')]) {
      for (const m of readFileSync(path, 'utf8').matchAll(/^\/\/ expect: (?:error|warning) ([a-z][a-z0-9-]*) /gm)) named.add(m[1]!);
    }
    expect(named.size).toBeGreaterThan(30);
    for (const m of readFileSync(join(repo, 'README.md'), 'utf8').matchAll(/\[([a-z][a-z0-9-]*)\]$/gm)) named.add(m[1]!);
    expect(named).toContain('tile-static-race');
    expect([...named].filter((id) => !isRuleId(id))).toEqual([]);
  });

  it('gives the severity the negative cases expect', () => {
    const wrong: string[] = [];
    for (const path of filesUnder(join(repo, 'test/negative/cases'), '.cpp')) {
      for (const m of readFileSync(path, 'utf8').matchAll(/^\/\/ expect: (error|warning) ([a-z][a-z0-9-]*) /gm)) {
        const id = m[2]!;
        if (isRuleId(id) && DIAGNOSTIC_RULES[id].severity !== m[1]) wrong.push(`${path}: ${m[1]} ${id}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('isRuleId knows only the table', () => {
    expect(isRuleId('tile-static-race')).toBe(true);
    for (const notAnId of ['', 'race', 'Tile-static-race', 'tile-static-race ', 'toString', 'constructor', '__proto__']) expect(isRuleId(notAnId)).toBe(false);
  });
});

describe('-Wno-<rule> takes exactly the table\'s ids', () => {
  let work: string;
  let sourcePath: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'ampc-rules-test-'));
    sourcePath = join(work, 'prog.cpp');
    writeFileSync(sourcePath, 'int main() { return 0; }\n');
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** A compiler that reports one tile-static-race warning and compiles. */
  const compile = (file: string, text: string): CompileResult => ({
    diagnostics: [warning('tile-static-race', 'racy', { file, start: { offset: 0, line: 1, column: 1 }, end: { offset: 1, line: 1, column: 2 } })],
    files: new Map([[file, text]]),
    output: { wgsl: '', host: '', kernels: [], declarations: '' },
  });

  async function ampc(argv: string[]) {
    let stderr = '';
    const code = await main(argv, {
      stdout: { write: () => true },
      stderr: { write: (text: string) => (stderr += text), isTTY: false },
      env: {},
      compile,
    });
    return { code, stderr };
  }

  it('accepts every id of the table', async () => {
    const refused: string[] = [];
    for (const id of RULE_IDS) {
      const result = await ampc([`-Wno-${id}`, sourcePath, '-o', join(work, 'out')]);
      if (result.code !== 0) refused.push(`${id}: exit ${result.code}: ${result.stderr}`);
    }
    expect(refused).toEqual([]);
  });

  it('silences the warnings of the rule it names', async () => {
    expect((await ampc([sourcePath, '-o', join(work, 'out')])).stderr).toContain('[tile-static-race]');
    expect((await ampc(['-Wno-tile-static-race', sourcePath, '-o', join(work, 'out')])).stderr).toBe('');
  });

  it.each([
    ['race', null],
    ['tile-static-races', 'tile-static-race'],
    ['TILE-STATIC-RACE', null],
    ['toString', null],
  ])('warns about -Wno-%s as clang does, and compiles on', async (rule, suggestion) => {
    const result = await ampc([`-Wno-${rule}`, sourcePath, '-o', join(work, 'out')]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(new RegExp(`^ampc: warning: unknown warning option '-Wno-${rule}'`));
    if (suggestion !== null) expect(result.stderr).toContain(`did you mean '-Wno-${suggestion}'?`);
    // The unknown option silenced nothing: the race warning is still reported.
    expect(result.stderr).toContain('[tile-static-race]');
  });
});
