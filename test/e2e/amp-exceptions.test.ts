/**
 * C++ AMP's exceptions, caught by the program: each `catch` takes the runtime's class for it,
 * and out_of_memory really arrives. (runtime_exception and invalid_compute_domain are caught in
 * the oracle program accelerators.cpp; the runtime's mapping of WebGPU's errors, device loss
 * included, is tested in test/runtime/accelerator.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '../../src/driver.js';
import { getDevice, shutdown } from '../../runtime/device.js';

const cli = fileURLToPath(new URL('../../dist/src/cli.js', import.meta.url));

const catching = (cls: string) => `#include <amp.h>
#include <iostream>
using namespace concurrency;
int main() {
  try {
    array<int, 1> big(N);
    parallel_for_each(extent<1>(1), [&big](index<1> i) restrict(amp) { big[i] = 1; });
    std::cout << "allocated" << std::endl;
  } catch (${cls}& e) {
    std::cout << "caught ${cls}" << std::endl;
  } catch (runtime_exception& e) {
    std::cout << "caught another runtime_exception: " << e.what() << std::endl;
  }
  return 0;
}
`;

describe('each C++ AMP exception class is caught by its own handler', () => {
  test.each([
    ['runtime_exception', 'RuntimeException'],
    ['invalid_compute_domain', 'InvalidComputeDomain'],
    ['out_of_memory', 'OutOfMemory'],
    ['accelerator_view_removed', 'AcceleratorViewRemoved'],
  ])('catch (%s&) tests for %s', (cpp, runtimeClass) => {
    const r = compile('t.cpp', catching(cpp), { defines: new Map([['N', '8']]) });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.output!.host).toContain(`thrown instanceof ${runtimeClass})`);
  });
});

describe('out_of_memory', () => {
  let maxElements = 0;
  beforeAll(async () => {
    const device = await getDevice();
    maxElements = Math.min(device.limits.maxBufferSize, device.limits.maxStorageBufferBindingSize) / 4;
    await shutdown();
  });

  it('is thrown for an array larger than the device can hold, and the program catches it', () => {
    // The host keeps a copy of the array: past 64M elements that copy alone is too much for a test.
    if (maxElements > 64 * 1024 * 1024) {
      console.warn(`skipped: this device holds ${maxElements} ints per buffer`);
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), 'ampc-oom-'));
    try {
      const file = join(dir, 'oom.cpp');
      writeFileSync(file, catching('out_of_memory'));
      const r = spawnSync(process.execPath, [cli, 'run', '-D', `N=${maxElements + 1}`, file], {
        encoding: 'utf8',
        env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp', NO_COLOR: '1' },
        timeout: 120_000,
      });
      expect(r.stdout).toBe('caught out_of_memory\n');
      expect(r.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
