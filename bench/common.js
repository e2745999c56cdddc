/**
 * What bench/run.js and bench/classic.js share: errors, logging, timing and
 * number formatting. Plain JavaScript over dist/ (the GPU machine has only
 * Node, dist/ and the production dependencies).
 */
import { renderDiagnostic } from '../dist/src/diagnostics-render.js';

/** A failure the runner reports in one line (a compile error, a wrong result, a bad option). */
export class BenchError extends Error {}

export function log(message) {
  process.stderr.write(`bench: ${message}\n`);
}

export function formatDiagnostics(diagnostics, files) {
  return diagnostics.map((d) => renderDiagnostic(d, files, { color: false })).join('');
}

/**
 * Milliseconds per launch over `count` back-to-back launches, from an idle
 * queue to all done (`ms`), and how long of that the CPU spent issuing them
 * (`issueMs`, per launch): when the two are close the GPU waited for the CPU
 * and the figure measures the launch path, not the kernel.
 */
export async function timeLaunches(device, launch, count) {
  await device.queue.onSubmittedWorkDone();
  const start = performance.now();
  for (let i = 0; i < count; i++) await launch();
  const issued = performance.now();
  await device.queue.onSubmittedWorkDone();
  const end = performance.now();
  return { ms: (end - start) / count, issueMs: (issued - start) / count };
}

/**
 * At least `count` launches, and more until `ms` milliseconds have passed: a
 * GPU left idle (while the runner checked results on the CPU) lowers its
 * clocks, and a few launches do not bring them back up (on the H100 the first
 * samples of a kernel after a CPU check ran 2-5x slower than the later ones).
 */
export async function warmUp(device, launch, count, ms = 0) {
  const start = performance.now();
  for (let i = 0; i < count || performance.now() - start < ms; i++) {
    await launch();
    // Waiting now and then keeps the queue from growing without bound while the clock runs.
    if (i % 16 === 15) await device.queue.onSubmittedWorkDone();
  }
  await device.queue.onSubmittedWorkDone();
}

export function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * `repeat` samples of each of two launchers, alternating which goes first so
 * that neither always runs on a warmer (or hotter) GPU.
 */
export async function samplePair(device, launches, options) {
  for (const launch of Object.values(launches)) await warmUp(device, launch, options.warmup, options.warmupMs);
  const samples = { generated: [], 'hand-written': [] };
  for (let r = 0; r < options.repeat; r++) {
    const order = r % 2 === 0 ? ['generated', 'hand-written'] : ['hand-written', 'generated'];
    for (const which of order) samples[which].push(await timeLaunches(device, launches[which], options.dispatches));
  }
  return samples;
}

export function fixed(value, digits) {
  return value.toFixed(digits);
}

export function formatMs(ms) {
  return ms >= 100 ? fixed(ms, 1) : ms >= 1 ? fixed(ms, 2) : fixed(ms, 3);
}

export function formatRate(rate) {
  return rate >= 100 ? Math.round(rate).toLocaleString('en-US') : fixed(rate, 2);
}

export function formatBytes(bytes) {
  return bytes.toLocaleString('en-US');
}
