/**
 * What a failed assert prints, end to end: glibc's `__assert_fail` line on stderr, naming the
 * program (the source file's base name, standing for the executable), the file as given, the
 * line and g++'s pretty function name; then status 134. The oracle programs (std-assert.cpp,
 * std-cstdlib.cpp) check stdout and the status against g++; this checks stderr.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'dist', 'src', 'cli.js');

function run(program: string) {
  const r = spawnSync(process.execPath, [cli, 'run', program], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp', NO_COLOR: '1' },
    timeout: 120_000,
  });
  const stderr = r.stderr.split('\n').filter((l) => l !== '' && !l.startsWith('Warning:')).join('\n');
  return { status: r.status, stdout: r.stdout, stderr };
}

test('a failed assert prints glibc\'s message and exits with 134', () => {
  const r = run('test/e2e/oracle-programs/std-assert.cpp');
  expect(r.stderr).toBe("std-assert: test/e2e/oracle-programs/std-assert.cpp:9: int twice(int): Assertion `x >= 0 && \"x must not be negative\"' failed.");
  expect(r.stdout).toBe('4\n');
  expect(r.status).toBe(134);
}, 120_000);

test('exit() is not caught by catch (...) and prints nothing on stderr', () => {
  const r = run('test/e2e/oracle-programs/std-cstdlib.cpp');
  expect(r.stderr).toBe('');
  expect(r.stdout).toMatch(/leaving with 3\n$/);
  expect(r.status).toBe(3);
}, 120_000);
