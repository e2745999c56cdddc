/**
 * Every program in test/e2e/oracle-programs/ runs through `ampc run` on the WebGPU adapter
 * and must print what g++ printed, and exit as it did, against the CPU emulation of C++ AMP
 * in test/oracle/ (`test/oracle/run-programs.sh` writes <name>.expected and <name>.rc).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'dist', 'src', 'cli.js');
const dir = join(root, 'test', 'e2e', 'oracle-programs');
const programs = readdirSync(dir).filter((f) => f.endsWith('.cpp')).sort();

test('every oracle program has its g++ expectation', () => {
  const missing = programs.filter((p) => !existsSync(join(dir, p.replace(/\.cpp$/, '.expected'))));
  expect(missing).toEqual([]);
});

describe.each(programs.filter((p) => existsSync(join(dir, p.replace(/\.cpp$/, '.expected')))))('%s', (program) => {
  test('prints and exits as under g++', () => {
    const base = join(dir, program.replace(/\.cpp$/, ''));
    const r = spawnSync(process.execPath, [cli, 'run', join(dir, program)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp', NO_COLOR: '1' },
      timeout: 120_000,
    });
    const diagnostics = r.stderr.split('\n').filter((l) => /: (error|warning):/.test(l));
    expect(diagnostics.filter((l) => /: error:/.test(l))).toEqual([]);
    expect(r.stdout).toBe(readFileSync(`${base}.expected`, 'utf8'));
    expect(r.status).toBe(Number(readFileSync(`${base}.rc`, 'utf8').trim()));
  });
});
