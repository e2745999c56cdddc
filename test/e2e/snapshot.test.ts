/**
 * The command's start-up snapshot (src/snapshot.ts, src/snapshot-entry.ts): a process restored
 * from it behaves exactly as the bundle run cold does: the same files, output, diagnostics and
 * exit codes, whatever the warm-up compiles left behind. (The launcher's `execve` into it needs
 * Node 22.15; here the restored process is started directly, as the launcher would.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSnapshot, snapshotCanRun } from '../../src/snapshot.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = join(repoRoot, 'dist/src/ampc.js');
let work: string;
let blob: string;

beforeAll(async () => {
  const entry = join(repoRoot, 'dist/src/ampc-snapshot.cjs');
  if (!existsSync(entry)) throw new Error('dist/src/ampc-snapshot.cjs is missing: run `npm run build` first');
  work = mkdtempSync(join(tmpdir(), 'ampc-snapshot-'));
  blob = join(work, 'snapshots', 'ampc-0-test.blob');
  expect(await buildSnapshot(blob, true, entry)).toBe(true);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run { code: number | null; stdout: string; stderr: string; files: Record<string, string> }

function run(how: 'snapshot' | 'bundle', args: readonly string[], input?: string): Run {
  const out = join(work, `out-${how}`);
  rmSync(out, { recursive: true, force: true });
  const withOut = args.map((a) => (a === 'OUT' ? out : a));
  const command = how === 'snapshot' ? ['--snapshot-blob', blob, '--', ...withOut] : [cliPath, ...withOut];
  const r = spawnSync(process.execPath, command, {
    cwd: repoRoot, encoding: 'utf8', input, timeout: 60_000,
    env: { ...process.env, AMPC_NO_SNAPSHOT: '1', NO_COLOR: '1' },
  });
  const files = existsSync(out) ? Object.fromEntries(readdirSync(out).sort().map((f) => [f, readFileSync(join(out, f), 'utf8').replaceAll(out, 'OUT')])) : {};
  return { code: r.status, stdout: r.stdout.replaceAll(out, 'OUT'), stderr: r.stderr.replaceAll(out, 'OUT'), files };
}

const samples = readdirSync(join(repoRoot, 'samples')).filter((f) => f.endsWith('.cpp')).map((f) => `samples/${f}`);

test.each([
  ...samples.map((s) => [s, [s, '-o', 'OUT']] as const),
  ['a program the warm-up did not compile', ['test/e2e/oracle-programs/real-B-mandelbrot.cpp', '-o', 'OUT']] as const,
  ['a define and the WGSL on stdout', ['-DTILE=8', '--print-wgsl', 'samples/matmul-tile-static.cpp']] as const,
  ['--help', ['--help']] as const,
  ['a usage error', ['--no-such-flag']] as const,
])('%s: the restored process does what the bundle does', (_name, args) => {
  const expected = run('bundle', args);
  expect(run('snapshot', args)).toEqual(expected);
});

test('errors, as text and as JSON, and a program from stdin', () => {
  const bad = join(work, 'bad.cpp');
  writeFileSync(bad, 'int main() {\n  int x = y;\n  return x\n}\n');
  for (const args of [[bad, '-o', 'OUT'], ['--diagnostics-format=json', bad, '-o', 'OUT']]) {
    const expected = run('bundle', args);
    expect(expected.code).toBe(1);
    expect(run('snapshot', args)).toEqual(expected);
  }
  const source = readFileSync(join(repoRoot, 'samples/tile-static-average.cpp'), 'utf8');
  const expected = run('bundle', ['-', '-o', 'OUT'], source);
  expect(expected.code).toBe(0);
  expect(run('snapshot', ['-', '-o', 'OUT'], source)).toEqual(expected);
});

test('what the snapshot runs: compiles, not `ampc run` or --watch (they load WebGPU)', () => {
  expect(snapshotCanRun(['samples/extents.cpp', '-o', 'out'])).toBe(true);
  expect(snapshotCanRun(['run', 'samples/extents.cpp'])).toBe(false);
  expect(snapshotCanRun(['samples/extents.cpp', '-o', 'out', '--watch'])).toBe(false);
});
