import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runProgram } from '../../runtime/index.js';
import { setOutputSink, cout } from '../../runtime/iostream.js';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

function run(mode: string) {
  if (!existsSync(here('../../dist/runtime/index.js'))) throw new Error('dist/runtime is missing: run `npm run build` first');
  return spawnSync(process.execPath, [here('./run-program.mjs'), mode], {
    encoding: 'utf8',
    env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp' },
    timeout: 60_000,
  });
}

describe('runProgram', () => {
  it('prints an escaping C++ AMP exception like libstdc++\'s terminate handler and returns 134', () => {
    const result = run('throw');
    // std::terminate ends in abort(), which loses what stdout had not flushed, as under g++.
    expect(result.stdout).toBe('data[7][5] = 75\n');
    expect(result.stderr).toContain(
      "terminate called after throwing an instance of 'concurrency::invalid_compute_domain'\n" +
        '  what():  concurrency::invalid_compute_domain: the extent (8,9) is not evenly divisible by the tile (4,2)\n',
    );
    expect(result.status).toBe(134);
  });

  it('returns main\'s exit code, and 0 when main returns nothing', () => {
    const returned = run('return');
    expect(returned.stdout).toBe('data[7][5] = 75\nunflushed tail');
    expect(returned.status).toBe(3);
    const plain = run('plain');
    expect(plain.status).toBe(0);
    expect(plain.stdout).toBe('data[7][5] = 75\nunflushed tail');
  });

  it('flushes cout when main ends, in-process too', async () => {
    let output = '';
    setOutputSink((text) => (output += text));
    const code = await runProgram(() => {
      cout.str('no newline');
    });
    expect(code).toBe(0);
    expect(output).toBe('no newline');
  });
});
