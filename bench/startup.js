// Compile start-up: the wall time of `ampc <docs sample> -o <dir>` as a fresh process, which is
// what a build step or an editor's compile-on-save pays each time. Target (issue 11): ≤ 150 ms.
// The command starts from its start-up snapshot where Node can (src/snapshot.ts: Node 22.15 and
// later); this makes the snapshot first, then times the command as it runs and, interleaved
// with it, the command without the snapshot (AMPC_NO_SNAPSHOT=1), after one warm-up run of each.
// Prints the medians.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 9;
const sample = join(root, 'samples', 'matmul-tile-static.cpp');
// A program the snapshot was not warmed up with (src/snapshot-entry.ts compiles the docs samples).
const other = join(root, 'test', 'e2e', 'oracle-programs', 'real-B-mandelbrot.cpp');
const out = mkdtempSync(join(tmpdir(), 'ampc-startup-'));

const { buildSnapshot, snapshotPath } = await import(pathToFileURL(join(root, 'dist', 'src', 'snapshot.js')).href);
const { buildId } = JSON.parse(readFileSync(join(root, 'dist', 'src', 'snapshot-build-id.json'), 'utf8'));
const snapshotMade = await buildSnapshot(snapshotPath(buildId), true);
const snapshotUsed = snapshotMade && typeof process.execve === 'function';

const once = (env, file = sample) => {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [join(root, 'dist', 'src', 'ampc.js'), file, '-o', out], { encoding: 'utf8', env: { ...process.env, ...env } });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`ampc failed: ${r.stderr}`);
  return ms;
};
const plain = { AMPC_NO_SNAPSHOT: '1' };
once({});
once(plain);
const withSnapshot = [];
const without = [];
const otherWith = [];
const otherWithout = [];
for (let i = 0; i < runs; i++) {
  withSnapshot.push(once({}));
  without.push(once(plain));
  otherWith.push(once({}, other));
  otherWithout.push(once(plain, other));
}
rmSync(out, { recursive: true, force: true });
const describe = (times) => {
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], text: `median ${times[Math.floor(times.length / 2)].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[times.length - 1].toFixed(0)})` };
};
const a = describe(withSnapshot);
const b = describe(without);
console.log(`compile start-up (ampc samples/matmul-tile-static.cpp -o DIR, ${runs} runs each, Node ${process.versions.node}):`);
console.log(`  as the command runs${snapshotUsed ? ' (from its start-up snapshot)' : ` (no snapshot: ${snapshotMade ? 'this Node has no process.execve' : 'it could not be made'})`}: ${a.text}; target ≤ 150 ms: ${a.median <= 150 ? 'met' : 'NOT met'}`);
console.log(`  without the snapshot (AMPC_NO_SNAPSHOT=1): ${b.text}`);
console.log(`  a program outside the snapshot's warm-up (real-B-mandelbrot.cpp): ${describe(otherWith).text}; without the snapshot: ${describe(otherWithout).text}`);
