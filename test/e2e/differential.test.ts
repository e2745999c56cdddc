/**
 * Differential test: random integer expressions computed by a kernel (WGSL) and by the host code
 * (TypeScript, whose C++ integer semantics test/codegen/host-arithmetic checks against g++) must
 * agree bit for bit. Undefined behaviour is kept out: no division by zero, shift counts masked to
 * 0..15; signed overflow wraps on both sides. (Floats are not compared bit for bit: WGSL lets
 * implementations reassociate and fuse floating-point operations; see README, Known limits.)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'dist', 'src', 'cli.js');

function generator(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

function intExpression(random: () => number, depth: number): string {
  const pick = <T>(a: T[]): T => a[Math.floor(random() * a.length)]!;
  if (depth <= 0) return pick(['i', 'j', 'k', String(Math.floor(random() * 200) - 100), '2147483600', '(-2147483600)']);
  const a = intExpression(random, depth - 1);
  const b = intExpression(random, depth - 1);
  return pick([
    `(${a} + ${b})`, `(${a} - ${b})`, `(${a} * ${b})`, `(${a} / ((${b}) % 7 == 0 ? 3 : (${b}) % 7))`,
    `(${a} % ((${b}) % 5 == 0 ? 2 : (${b}) % 5))`, `(${a} & ${b})`, `(${a} ^ ${b})`, `(${a} | ${b})`,
    `(${a} << (${b} & 15))`, `(${a} >> (${b} & 15))`, `(${a} > ${b} ? ${a} : ${b})`, `(-(${a}))`, `(~${a})`,
    `(int)((unsigned)${a} * 3u + (unsigned)${b})`, `(int)((unsigned)${a} >> ((unsigned)${b} & 15u))`,
    `(${a} == ${b} || ${a} < 0 ? 1 : 0)`,
  ]);
}

function program(seed: number, threads: number, count: number): string {
  const random = generator(seed);
  const expressions = Array.from({ length: count }, () => intExpression(random, 3));
  const setup = 'int i = t - 7; int j = i * 3 + 1; int k = 1 - i * i;';
  return `#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
    std::vector<int> results(${threads * count}, 0);
    array_view<int, 1> out(${threads * count}, results);
    parallel_for_each(extent<1>(${threads}), [=](index<1> idx) restrict(amp) {
        int t = idx[0]; ${setup}
${expressions.map((x, e) => `        out[${e * threads} + t] = ${x};`).join('\n')}
    });
    int mismatches = 0;
    for (int t = 0; t < ${threads}; t++) {
        ${setup}
        int host[${count}];
${expressions.map((x, e) => `        host[${e}] = ${x};`).join('\n')}
        for (int e = 0; e < ${count}; e++) {
            if (out[e * ${threads} + t] != host[e]) {
                if (mismatches < 3) std::cout << "expression " << e << ", thread " << t << ": gpu " << out[e * ${threads} + t] << ", host " << host[e] << "\\n";
                mismatches++;
            }
        }
    }
    std::cout << mismatches << " mismatches\\n";
}
`;
}

test.each([1, 2, 3])('seed %i: 48 random integer expressions agree between the GPU and the host', (seed) => {
  const dir = mkdtempSync(join(tmpdir(), 'ampc-differential-'));
  try {
    const file = join(dir, `differential-${seed}.cpp`);
    writeFileSync(file, program(seed, 32, 48));
    const r = spawnSync(process.execPath, [cli, 'run', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp' },
      timeout: 120_000,
    });
    expect(r.stderr.split('\n').filter((l) => /error/.test(l))).toEqual([]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('0 mismatches\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
