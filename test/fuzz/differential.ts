/**
 * Differential testing against g++: a generated program is built with g++ against the CPU
 * emulation of C++ AMP in test/oracle/ (the flags of test/oracle/run-programs.sh) and run; its
 * stdout and exit code are the expectation that `ampc run` must meet.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, from test/fuzz/ or from dist/test/fuzz/. */
export const repoRoot = ((here) => (here.includes('/dist/') ? join(here, '..', '..', '..') : join(here, '..', '..')))(dirname(fileURLToPath(import.meta.url)));

export interface Outcome {
  stdout: string;
  status: number | null;
  stderr: string;
}

export type Verdict =
  | { kind: 'same' }
  | { kind: 'gxx-failed'; detail: string }
  | { kind: 'rejected'; detail: string }
  | { kind: 'different'; detail: string };

function gxx(file: string, dir: string): Outcome | string {
  const exe = join(dir, 'program');
  const build = spawnSync(process.env.CXX ?? 'g++', ['-std=c++20', '-pthread', '-O1', '-w', '-I', join(repoRoot, 'test', 'oracle'), file, '-o', exe], { encoding: 'utf8' });
  if (build.status !== 0) return `g++ could not build it: ${build.stderr.split('\n').find((l) => l.includes('error:')) ?? ''}\n${build.stderr}`;
  const run = spawnSync(exe, [], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  return { stdout: run.stdout, status: run.status, stderr: run.stderr };
}

function ampcRun(file: string): Outcome {
  const cli = join(repoRoot, 'dist', 'src', 'cli.js');
  const r = spawnSync(process.execPath, [cli, 'run', file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp', NO_COLOR: '1' },
    timeout: 120_000,
  });
  return { stdout: r.stdout, status: r.status, stderr: r.stderr };
}

/** The first line where two outputs differ, for a report. */
export function firstDifference(expected: string, actual: string): string {
  const e = expected.split('\n');
  const a = actual.split('\n');
  for (let i = 0; i < Math.max(e.length, a.length); i++) {
    if (e[i] !== a[i]) return `line ${i + 1}: g++ ${JSON.stringify(e[i] ?? '<end>')}, ampc ${JSON.stringify(a[i] ?? '<end>')}`;
  }
  return 'same text';
}

/** Compiles and runs `text` both ways and compares. */
export function compareWithGxx(name: string, text: string): Verdict {
  const dir = mkdtempSync(join(tmpdir(), 'ampc-fuzz-'));
  try {
    const file = join(dir, `${name}.cpp`);
    writeFileSync(file, text);
    const expected = gxx(file, dir);
    if (typeof expected === 'string') return { kind: 'gxx-failed', detail: expected };
    const actual = ampcRun(file);
    const errors = actual.stderr.split('\n').filter((l) => /: error:|internal error|the program failed/.test(l));
    if (errors.length > 0 && actual.stdout === '' && actual.status === 1) return { kind: 'rejected', detail: errors.slice(0, 3).join('\n') };
    if (actual.stdout !== expected.stdout || actual.status !== expected.status) {
      const stderr = actual.stderr.split('\n').filter((l) => !/maxDynamic/.test(l)).slice(0, 4).join('\n');
      return { kind: 'different', detail: `exit g++ ${expected.status}, ampc ${actual.status}; ${firstDifference(expected.stdout, actual.stdout)}${stderr ? `\nampc stderr: ${stderr}` : ''}` };
    }
    return { kind: 'same' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
