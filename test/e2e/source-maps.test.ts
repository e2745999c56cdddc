/**
 * Source maps end to end, through the built `ampc`: the host module's v3 map takes a chosen
 * statement's JS line to its C++ line, `ampc run` shows a JS error's C++ file:line in its stack,
 * and the kernels' line table takes a WGSL line to the C++ statement it was printed from. The
 * expected lines are found by searching the C++ text, not written down.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeMappings, type SourceMapV3, type WgslLineTable } from '../../src/codegen/source-map.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = join(repoRoot, 'dist/src/cli.js');

/** Host code only; `f` is a null function pointer, so calling it is a JS TypeError in the generated code. */
const CRASH = `#include <iostream>

int twice(int x) {
  return 2 * x;
}

int main() {
  int (*f)(int) = nullptr;
  std::cout << twice(3) << std::endl;
  if (twice(1) == 2) {
    int y = f(4);
    std::cout << y << std::endl;
  }
  return 0;
}
`;

const KERNEL = `#include <amp.h>
#include <iostream>
using namespace concurrency;

int main() {
  int data[4] = {1, 2, 3, 4};
  array_view<int, 1> v(4, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    int x = v[i];
    if (x > 1) {
      v[i] = x * 3;
    }
  });
  v.synchronize();
  std::cout << data[2] << std::endl;
  return 0;
}
`;

let work: string;

beforeAll(() => {
  if (!existsSync(cliPath)) throw new Error(`${cliPath} is missing: run \`npm run build\` first`);
});

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'ampc-source-maps-'));
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

function ampc(args: readonly string[]) {
  return spawnSync(process.execPath, [cliPath, ...args], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp', NO_COLOR: '1' },
    timeout: 120_000,
  });
}

/** The 1-based number of the one line of `text` containing `needle`. */
function lineOf(text: string, needle: string): number {
  const lines = text.split('\n');
  const found = lines.flatMap((l, n) => (l.includes(needle) ? [n + 1] : []));
  if (found.length !== 1) throw new Error(`'${needle}' is on ${found.length} lines`);
  return found[0];
}

describe('host source maps', () => {
  it.each(['ts', 'js'])('map the .%s module\'s statements to their C++ lines', (ext) => {
    writeFileSync(join(work, 'crash.cpp'), CRASH);
    const r = ampc(['crash.cpp', '-o', 'out', '--emit=both']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const code = readFileSync(join(work, 'out', `crash.${ext}`), 'utf8');
    expect(code.trimEnd().endsWith(`//# sourceMappingURL=crash.${ext}.map`)).toBe(true);
    const map = JSON.parse(readFileSync(join(work, 'out', `crash.${ext}.map`), 'utf8')) as SourceMapV3;
    expect(map.version).toBe(3);
    // Relative to the map's folder, so a debugger finds the file.
    expect(map.sources).toEqual(['../crash.cpp']);
    expect(resolve(work, 'out', map.sources[0])).toBe(resolve(work, 'crash.cpp'));
    expect(map.sourcesContent).toEqual([CRASH]);
    const segments = decodeMappings(map.mappings);
    for (const [js, cpp] of [['cout.int(twice(3))', 'std::cout << twice(3)'], ['let y', 'int y = f(4);'], ['return (Math.imul(2, x))', 'return 2 * x;']]) {
      const jsLine = lineOf(code, js);
      expect(segments[jsLine - 1]).toEqual([[0, 0, lineOf(CRASH, cpp) - 1, CRASH.split('\n')[lineOf(CRASH, cpp) - 1].search(/\S/)]]);
    }
    // A function's header is the C++ function's line; the module's header is nothing's.
    expect(segments[lineOf(code, 'function twice(') - 1][0]?.[2]).toBe(lineOf(CRASH, 'int twice(int x)') - 1);
    expect(segments[0]).toEqual([]);
  });

  it('show the C++ file:line in the stack of a JS error under ampc run', () => {
    writeFileSync(join(work, 'crash.cpp'), CRASH);
    const r = ampc(['run', 'crash.cpp']);
    expect(r.stdout).toBe('6\n');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('TypeError');
    expect(r.stderr).toMatch(new RegExp(`at main \\(${join(work, 'crash.cpp').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${lineOf(CRASH, 'int y = f(4);')}:\\d+\\)`));
  });
});

describe('the kernels\' line table', () => {
  it('maps a WGSL line holding a kernel statement to that statement\'s C++ line', () => {
    writeFileSync(join(work, 'k.cpp'), KERNEL);
    const r = ampc(['k.cpp', '-o', 'out']);
    expect(r.stderr).toBe('');
    const wgsl = readFileSync(join(work, 'out', 'k.wgsl'), 'utf8');
    const table = JSON.parse(readFileSync(join(work, 'out', 'k.wgsl.map.json'), 'utf8')) as WgslLineTable;
    expect(table.file).toBe('k.wgsl');
    expect(table.sources).toEqual(['../k.cpp']);
    const cppLineOf = (wgslLine: number) => table.lines.find((row) => row[0] === wgslLine)?.[2];
    expect(cppLineOf(lineOf(wgsl, '= x * 3;'))).toBe(lineOf(KERNEL, 'v[i] = x * 3;'));
    expect(cppLineOf(lineOf(wgsl, 'if (x > 1)'))).toBe(lineOf(KERNEL, 'if (x > 1)'));
    // The entry point's signature and domain guard are the parallel_for_each's.
    expect(cppLineOf(lineOf(wgsl, '@compute'))).toBe(lineOf(KERNEL, 'parallel_for_each('));
    expect(cppLineOf(lineOf(wgsl, 'struct main_kernel0_Params'))).toBeUndefined();
    // The host module hands the same table to the runtime with each kernel.
    const host = readFileSync(join(work, 'out', 'k.ts'), 'utf8');
    expect(host).toContain(`[${lineOf(wgsl, '= x * 3;')}, 0, ${lineOf(KERNEL, 'v[i] = x * 3;')}, 7]`);
    expect(host).toContain('sourceLines: wgslSourceLines,');
  });
});
