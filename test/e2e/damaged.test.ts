/**
 * The docs' listings as the translations printed them (samples/damaged/): ampc must stop
 * with a syntax error at the first damaged place — at clang's caret, saying what it expected —
 * and must not bury it under a cascade: no more errors than the file has damaged places.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = join(repoRoot, 'dist/src/cli.js');
const damagedDir = 'samples/damaged';

interface Expectation {
  line: number;
  column: number;
  /** What the parser expected there, as the file's header says: `expression`, `';'`. */
  what: string;
}

interface DamagedCase {
  /** Relative to the repository root, as passed to ampc and printed back in diagnostics. */
  file: string;
  expectations: Expectation[];
  damagedPlaces: number;
}

/** The `// expect: error <line>:<col> <what>` header lines (samples/README.md). */
function readExpectations(text: string): Expectation[] {
  const expectations: Expectation[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('// expect:')) break;
    const match = /^\/\/ expect: error (\d+):(\d+) (.+)$/.exec(line.trimEnd());
    if (match === null) throw new Error(`unreadable expectation line: ${line}`);
    expectations.push({ line: Number(match[1]), column: Number(match[2]), what: match[3]! });
  }
  return expectations;
}

// How many places of the listing the translation damaged. In the memory fence listing each
// damaged line has a stray `*` glued to a comment's `//` (at the line's start, or after the
// lambda's `{`; a second one later on a line is inside that comment already); a listing
// without such lines has one damaged place (the tiling description's lost `?`).
function countDamagedPlaces(text: string): number {
  const starredComments = text.split('\n').filter((line) => line.includes('*//')).length;
  return Math.max(1, starredComments);
}

const damagedCases: DamagedCase[] = readdirSync(join(repoRoot, damagedDir))
  .filter((entry) => entry.endsWith('.cpp'))
  .sort()
  .map((entry) => {
    const file = `${damagedDir}/${entry}`;
    const text = readFileSync(join(repoRoot, file), 'utf8');
    return { file, expectations: readExpectations(text), damagedPlaces: countDamagedPlaces(text) };
  });

let outputDir: string;

beforeAll(() => {
  if (!existsSync(cliPath)) throw new Error(`${cliPath} is missing: run \`npm run build\` first`);
  outputDir = mkdtempSync(join(tmpdir(), 'ampc-damaged-'));
});

afterAll(() => {
  rmSync(outputDir, { recursive: true, force: true });
});

/** A rendered diagnostic's first line: `file:line:col: error: message [code]`. */
const ERROR_LINE = /^(.+):(\d+):(\d+): error: (.*)$/;

describe('the damaged listings', () => {
  it('are all here, each with a readable expectation', () => {
    expect(damagedCases.map((c) => c.file)).toEqual(
      expect.arrayContaining([`${damagedDir}/memory-fence-damaged.cpp`, `${damagedDir}/tiling-description-damaged.cpp`]),
    );
    for (const damaged of damagedCases) expect(damaged.expectations.length).toBeGreaterThan(0);
  });

  it('count their damaged places as the files show them', () => {
    const places = Object.fromEntries(damagedCases.map((c) => [c.file, c.damagedPlaces]));
    expect(places[`${damagedDir}/tiling-description-damaged.cpp`]).toBe(1);
    expect(places[`${damagedDir}/memory-fence-damaged.cpp`]).toBe(3);
  });
});

describe('ampc <damaged listing> -o <dir>', () => {
  test.each(damagedCases.map((c) => [c.file, c] as const))('%s', (_name, damaged) => {
    const result = spawnSync(process.execPath, [cliPath, damaged.file, '-o', outputDir], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp', NO_COLOR: '1' },
      timeout: 60_000,
    });
    const errorLines = result.stderr.split('\n').filter((line) => ERROR_LINE.test(line));
    const first = damaged.expectations[0]!;

    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    // The first error is the first damaged place, at clang's caret, and says what was expected there.
    expect(errorLines[0]).toMatch(new RegExp(`^${escapeRegExp(`${damaged.file}:${first.line}:${first.column}: error: `)}`));
    expect(errorLines[0]).toContain(`expected ${first.what}`);
    // Recovery may report later damaged places, but never more errors than there are.
    expect(errorLines.length).toBeLessThanOrEqual(damaged.damagedPlaces);
    // Nothing is written for a program that does not compile.
    expect(readdirSync(outputDir)).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
