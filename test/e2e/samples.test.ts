/**
 * The acceptance test: `ampc run` on each sample prints exactly what the g++ oracle printed
 * (test/e2e/expected/<name>.out, see samples/README.md), exits 0, and writes nothing on
 * stderr: not even Dawn's two start-up warnings about lavapipe's limits, which the CLI filters. Each run is a real process on WebGPU
 * (lavapipe here), so they are started up front in a small pool and each test awaits its own.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = join(repoRoot, 'dist/src/cli.js');
const samplesDir = join(repoRoot, 'samples');
const expectedDir = join(repoRoot, 'test/e2e/expected');

/** Samples whose output depends on thread timing: they have no expected file. */
const RACY_SAMPLES = ['sum-2x6-race'];

/** Programs run at once. lavapipe spreads a kernel over the cores itself; two keep the machine busy without thrashing. */
const POOL_SIZE = 2;
/** One sample takes about 1–2 s here; a run this long has hung. */
const RUN_TIMEOUT_MS = 60_000;

interface RunCase {
  /** Also the expected file's name without `.out`. */
  name: string;
  /** Arguments after `ampc run`. */
  args: string[];
}

interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const sampleNames = readdirSync(samplesDir)
  .filter((entry) => entry.endsWith('.cpp'))
  .map((entry) => basename(entry, '.cpp'))
  .sort();

const checkedCases: RunCase[] = [
  ...sampleNames
    .filter((name) => existsSync(join(expectedDir, `${name}.out`)))
    .map((name) => ({ name, args: [`samples/${name}.cpp`] })),
  // sampling-example guards SAMPLESIZE so it can be set from the command line (samples/README.md).
  { name: 'sampling-example-4', args: ['-D', 'SAMPLESIZE=4', 'samples/sampling-example.cpp'] },
];

const racyCases: RunCase[] = RACY_SAMPLES.map((name) => ({ name, args: [`samples/${name}.cpp`] }));

/** Dawn prints these on every device creation (see /work/shared/notes/webgpu-on-linux.md); nothing else may appear. */

function runAmpc(args: readonly string[]): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    // `-w`: this file checks what the programs print; their compile-time diagnostics are pinned
    // exactly by test/negative (some samples warn on purpose, e.g. the global-fence race).
    const child = spawn(process.execPath, [cliPath, 'run', '-w', ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp' },
      timeout: RUN_TIMEOUT_MS,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolvePromise({ code, signal, stdout, stderr }));
  });
}

/** Runs queued jobs at most `size` at a time, in the order they were queued. */
function createPool(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return <T>(job: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolvePromise, reject) => {
      const start = () => {
        running++;
        job().then(resolvePromise, reject).finally(release);
      };
      if (running < size) start();
      else waiting.push(start);
    });
}

const pool = createPool(POOL_SIZE);
const runs = new Map<string, Promise<RunResult>>();

function resultOf(runCase: RunCase): Promise<RunResult> {
  let run = runs.get(runCase.name);
  if (run === undefined) {
    run = pool(() => runAmpc(runCase.args));
    // Awaited by the test; a rejection before then must not count as unhandled.
    run.catch(() => undefined);
    runs.set(runCase.name, run);
  }
  return run;
}

/** Trailing spaces are not part of what the oracle checks (the docs' listings print `value << " "`). */
const withoutTrailingSpaces = (text: string): string => text.replace(/ +$/gm, '');

/** stderr as lines, so a failure shows what was printed. */
const unexpectedStderrLines = (stderr: string): string[] =>
  stderr.split('\n').filter((line) => line !== '');

beforeAll(() => {
  if (!existsSync(cliPath)) throw new Error(`${cliPath} is missing: run \`npm run build\` first`);
  // Queue every run now so the pool works while the tests wait on the first ones.
  for (const runCase of [...checkedCases, ...racyCases]) resultOf(runCase);
});

describe('the samples and their expected outputs', () => {
  it('has an expected output for every sample but the racy ones, and no expected output without a sample', () => {
    const expectedNames = readdirSync(expectedDir)
      .filter((entry) => entry.endsWith('.out'))
      .map((entry) => basename(entry, '.out'))
      .sort();
    expect(expectedNames).toEqual(checkedCases.map((c) => c.name).sort());
    expect(sampleNames.filter((name) => !expectedNames.includes(name))).toEqual(RACY_SAMPLES);
  });
});

describe('ampc run <sample> prints the oracle\'s output', () => {
  test.each(checkedCases.map((c) => [c.name, c] as const))(
    '%s',
    async (name, runCase) => {
      const expected = readFileSync(join(expectedDir, `${name}.out`), 'utf8');
      const result = await resultOf(runCase);
      expect(unexpectedStderrLines(result.stderr)).toEqual([]);
      expect({ code: result.code, signal: result.signal }).toEqual({ code: 0, signal: null });
      expect(withoutTrailingSpaces(result.stdout)).toBe(withoutTrailingSpaces(expected));
    },
    120_000,
  );
});

describe('ampc run on a racy sample', () => {
  test.each(racyCases.map((c) => [c.name, c] as const))(
    '%s runs and prints one integer',
    async (_name, runCase) => {
      const result = await resultOf(runCase);
      // The compiler may rightly warn about the race here; it must not fail.
      expect(unexpectedStderrLines(result.stderr).filter((line) => /\berror\b/.test(line))).toEqual([]);
      expect({ code: result.code, signal: result.signal }).toEqual({ code: 0, signal: null });
      expect(result.stdout).toMatch(/^-?\d+\n$/);
    },
    120_000,
  );
});
