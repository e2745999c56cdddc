/**
 * A smoke run of the classic C++ AMP benchmarks (bench/classic.js) at tiny
 * sizes on lavapipe: every program compiles with ampc, both its generated and
 * its hand-written kernel match the CPU (the runner exits 1 otherwise), its
 * own `main` passes its CPU check, and the transfers its host flow makes are
 * counted. Correctness only; the timings at these sizes mean nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

interface Transfers {
  uploadedBytes: number;
  downloadedBytes: number;
  minimumReadBytes: number;
  minimumWrittenBytes: number;
}

interface Row {
  benchmark: string;
  size: number;
  generated: { ms: number };
  handwritten: { ms: number };
  transfers: Transfers;
}

test('the five classic benchmarks compile, run and agree with the CPU at tiny sizes', () => {
  if (!existsSync(here('../../dist/runtime/index.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'ampc-bench-test-'));
  try {
    const jsonFile = join(dir, 'bench.json');
    const result = spawnSync(
      process.execPath,
      [
        here('../../bench/run.js'),
        '--only', 'reduction,transpose,histogram,convolution,sgemm',
        '--reduction-size', '40000',
        '--transpose-size', '64',
        '--histogram-size', '5000',
        '--convolution-size', '48',
        '--sgemm-size', '64',
        '--repeat', '1', '--dispatches', '1', '--warmup', '0', '--warmup-ms', '0',
        '--json-file', jsonFile,
      ],
      { encoding: 'utf8', env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp' }, timeout: 60_000 },
    );
    if (result.status !== 0) throw new Error(`bench/run.js exited with ${result.status}:\n${result.stderr}`);
    const report = JSON.parse(readFileSync(jsonFile, 'utf8')) as { classic: Row[]; rows?: unknown };
    expect(report.rows).toBeUndefined(); // --only left the matrix multiplies out
    expect(report.classic.map((r) => [r.benchmark, r.size])).toEqual([
      ['reduction', 40000],
      ['transpose', 64],
      ['histogram', 5000],
      ['convolution', 48],
      ['sgemm', 64],
    ]);
    for (const r of report.classic) {
      expect(r.generated.ms).toBeGreaterThan(0);
      expect(r.handwritten.ms).toBeGreaterThan(0);
    }
    // Each program uploads its inputs once (and nothing it discards) and reads its outputs back once.
    const moved = Object.fromEntries(report.classic.map((r) => [r.benchmark, [r.transfers.uploadedBytes, r.transfers.downloadedBytes]]));
    expect(moved).toEqual({
      reduction: [4 * 40000, 4 * 9], // 9 tiles of 256 threads, 16 or more elements per thread
      transpose: [4 * 64 * 64, 4 * 64 * 64],
      histogram: [4 * 5000 + 4 * 256, 4 * 256],
      convolution: [4 * 48 * 48 + 4 * 25, 4 * 48 * 48],
      sgemm: [2 * 4 * 64 * 64, 4 * 64 * 64],
    });
    for (const r of report.classic) {
      expect([r.transfers.uploadedBytes, r.transfers.downloadedBytes]).toEqual([r.transfers.minimumReadBytes, r.transfers.minimumWrittenBytes]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
