import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

describe('GC stress (child process on dist/runtime)', () => {
  it('survives 100 launches with gc() after each submit and exits promptly after shutdown()', () => {
    if (!existsSync(here('../../dist/runtime/index.js'))) throw new Error('dist/runtime is missing: run `npm run build` first');
    const result = spawnSync(process.execPath, ['--expose-gc', here('./gc-stress.mjs')], {
      encoding: 'utf8',
      env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp' },
      timeout: 120_000,
    });
    const exitedAt = Date.now();
    expect({ status: result.status, signal: result.signal, stderrTail: result.status === 0 ? '' : result.stderr.slice(-2000) }).toEqual(
      { status: 0, signal: null, stderrTail: '' },
    );
    const lines = result.stdout.trimEnd().split('\n');
    // Each of the 5 read-backs adds 2 * (i % 7) over i = 0, 4099, ..., i.e. a fixed sum.
    let perReadBack = 0;
    for (let i = 0; i < 512 * 512; i += 4099) perReadBack += 2 * (i % 7);
    expect(lines[0]).toBe(`checksum ${5 * perReadBack}`);
    expect(lines[1]).toBe('launches 50 50');
    const shutdownAt = Number(/^shutdown-done (\d+)$/.exec(lines[2] ?? '')?.[1]);
    expect(exitedAt - shutdownAt).toBeLessThan(10_000);
    // Dawn's warnings belong on stderr only.
    expect(result.stdout).not.toMatch(/Warning/);
  });
});
