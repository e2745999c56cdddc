#!/usr/bin/env node
/**
 * `npm run bench`, host part: what ampc's generated host code costs on the CPU.
 *
 *   node bench/host.js [--size N] [--matrix M] [--repeat R] [--json]
 *
 * 1. A host loop over N (16M) floats in a std::vector<float> (fill, transform, accumulate;
 *    bench/programs/host-loop.cpp), as ampc generates it, against the same loop hand-written
 *    over a Float32Array (and, for scale, over a JS number[] as vectors were stored before).
 *    Target: generated ≥ 0.8× hand-written (the ratio is hand-written time / generated time).
 * 2. An M×M (4096×4096) float matrix round trip (bench/programs/host-roundtrip.cpp): a vector
 *    filled on the host, an array_view over it, one kernel, and every element read on the host
 *    through the view. Reported: the time, and the bytes moved between host and GPU against the
 *    bytes that must move (the matrix up once and down once).
 *
 * Both programs are compiled by `compile()` (dist/src/driver.js) to JavaScript whose runtime
 * import is this checkout's dist/runtime, written to a temporary file and imported; the
 * functions are called through their library-mode exports. Every result is checked against the
 * hand-written computation (the same C++ float rounding, so the sums agree exactly).
 * Plain JavaScript over dist/ (run `npm run build` first).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { compile } from '../dist/src/driver.js';
import { ArrayView, Extent, float32, parallelForEach, resetTransferCounters, shutdown, transferCounters } from '../dist/runtime/index.js';
import { BenchError, fixed, formatBytes, formatDiagnostics, formatMs, log, median } from './common.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const runtimeUrl = pathToFileURL(path.join(benchDir, '..', 'dist', 'runtime', 'index.js')).href;

const { values: options } = parseArgs({
  options: {
    size: { type: 'string', default: String(16 * 1024 * 1024) },
    matrix: { type: 'string', default: '4096' },
    repeat: { type: 'string', default: '5' },
    json: { type: 'boolean', default: false },
  },
});
const N = Number(options.size);
const M = Number(options.matrix);
const REPEAT = Number(options.repeat);
const TARGET = 0.8;

/** Compiles `bench/programs/<name>.cpp` to JavaScript and imports it. */
async function load(name) {
  const file = path.join(benchDir, 'programs', `${name}.cpp`);
  const result = compile(file, fs.readFileSync(file, 'utf8'), { typed: false, runtimeImport: runtimeUrl });
  if (!result.output) throw new BenchError(`${name}.cpp does not compile:\n${formatDiagnostics(result.diagnostics, result.files)}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ampc-bench-host-'));
  const out = path.join(dir, `${name}.mjs`);
  fs.writeFileSync(out, result.output.host);
  try {
    return { module: await import(pathToFileURL(out).href), host: result.output.host };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Median milliseconds of `REPEAT` runs of each of `fns`, alternating their order; each run's result is checked. */
async function sample(fns, check) {
  const times = Object.fromEntries(Object.keys(fns).map((k) => [k, []]));
  const names = Object.keys(fns);
  for (const name of names) check(name, await fns[name]()); // warm-up: compiles the hot loops
  for (let r = 0; r < REPEAT; r++) {
    const order = r % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const start = performance.now();
      const value = await fns[name]();
      times[name].push(performance.now() - start);
      check(name, value);
    }
  }
  return Object.fromEntries(names.map((k) => [k, median(times[k])]));
}

// ---------------------------------------------------------------- 1. the host loop

/** bench/programs/host-loop.cpp's hostLoop, hand-written over a Float32Array (C++'s float rounding kept). */
function handWrittenLoop(n) {
  const v = new Float32Array(n);
  for (let i = 0; i < n; i++) v[i] = Math.fround(Math.fround(i) * 0.5);
  for (let i = 0; i < n; i++) v[i] = Math.fround(Math.fround(v[i] * 1.5) + 2);
  let sum = 0;
  for (let i = 0; i < n; i++) sum = Math.fround(sum + v[i]);
  return sum;
}

/** The same over a JS array of numbers grown by push, as ampc stored std::vector<float> before typed vectors. */
function arrayLoop(n) {
  const v = [];
  for (let i = 0; i < n; i++) v.push(Math.fround(Math.fround(i) * 0.5));
  for (let i = 0; i < n; i++) v[i] = Math.fround(Math.fround(v[i] * 1.5) + 2);
  let sum = 0;
  for (let i = 0; i < n; i++) sum = Math.fround(sum + v[i]);
  return sum;
}

async function hostLoopBench() {
  const { module } = await load('host-loop');
  const expected = handWrittenLoop(N);
  const check = (name, value) => {
    if (value !== expected) throw new BenchError(`host loop: ${name} computed ${value}, hand-written ${expected}`);
  };
  const ms = await sample({
    generated: () => module.hostLoop(N),
    'generated (push_back)': () => module.hostPushLoop(N),
    'hand-written Float32Array': () => handWrittenLoop(N),
    'JS number[] (push)': () => arrayLoop(N),
  }, check);
  const ratio = ms['hand-written Float32Array'] / ms.generated;
  return { n: N, ms, ratio, pushRatio: ms['hand-written Float32Array'] / ms['generated (push_back)'], met: ratio >= TARGET };
}

// ---------------------------------------------------------------- 2. the matrix round trip

/** The round trip hand-written against the runtime: a Float32Array viewed in place, read after one synchronize. */
async function handWrittenRoundTrip(kernel, n) {
  const m = new Float32Array(n * n);
  for (let i = 0; i < n * n; i++) m[i] = Math.fround(Math.fround(i % 1000) * 0.25);
  const av = new ArrayView(float32, new Extent(n, n), m);
  await parallelForEach(av.extent, kernel, [av], [av.extent.get(1)]);
  await av.synchronize();
  let sum = 0;
  for (let i = 0; i < n * n; i++) sum = Math.fround(sum + m[i]);
  return sum;
}

/** The kernel object of the generated module (its only `Kernel` constant), for the hand-written host side. */
function kernelOf(host, module) {
  void module;
  return /const (\w+_kernel0) = \{/.exec(host)?.[1];
}

async function roundTripBench() {
  const { module, host } = await load('host-roundtrip');
  // The generated module's kernel, taken from its text so both sides launch the same WGSL.
  const kernelName = kernelOf(host, module);
  if (!kernelName) throw new BenchError('host-roundtrip: no kernel in the generated module');
  const kernelModule = await importWithKernelExport(host, kernelName);
  const kernel = kernelModule[kernelName];
  let expected = null;
  const check = (name, value) => {
    expected ??= value;
    if (value !== expected) throw new BenchError(`round trip: ${name} computed ${value}, the other ${expected}`);
  };
  // Bytes of one generated run.
  resetTransferCounters();
  check('generated', await module.roundTrip(M));
  const moved = { up: transferCounters.uploadedBytes, down: transferCounters.downloadedBytes };
  const ms = await sample({
    generated: () => module.roundTrip(M),
    'hand-written (runtime, Float32Array)': () => handWrittenRoundTrip(kernel, M),
  }, check);
  const must = 2 * M * M * 4;
  return { m: M, ms, bytesMoved: moved.up + moved.down, uploaded: moved.up, downloaded: moved.down, bytesNeeded: must };
}

/** The generated module again, with its kernel constant exported too. */
async function importWithKernelExport(host, kernelName) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ampc-bench-host-'));
  const out = path.join(dir, 'kernel.mjs');
  fs.writeFileSync(out, `${host}\nexport { ${kernelName} };\n`);
  try {
    return await import(pathToFileURL(out).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- report

try {
  const loop = await hostLoopBench();
  const trip = await roundTripBench();
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ hostLoop: loop, roundTrip: trip }, null, 2)}\n`);
  } else {
    console.log(`host loop over ${N.toLocaleString('en-US')} floats (fill, transform, accumulate), median of ${REPEAT}:`);
    for (const [name, ms] of Object.entries(loop.ms)) console.log(`  ${name.padEnd(28)} ${formatMs(ms).padStart(9)} ms`);
    console.log(`  generated / hand-written speed: ${fixed(loop.ratio, 2)}× (target ≥ ${TARGET}×: ${loop.met ? 'met' : 'NOT met'}); with push_back ${fixed(loop.pushRatio, 2)}×`);
    console.log(`${M}×${M} float matrix round trip (vector → array_view → kernel → host read of every element), median of ${REPEAT}:`);
    for (const [name, ms] of Object.entries(trip.ms)) console.log(`  ${name.padEnd(38)} ${formatMs(ms).padStart(9)} ms`);
    console.log(`  bytes moved ${formatBytes(trip.bytesMoved)} (up ${formatBytes(trip.uploaded)}, down ${formatBytes(trip.downloaded)}) against ${formatBytes(trip.bytesNeeded)} that must move: ${fixed(trip.bytesMoved / trip.bytesNeeded, 2)}×`);
  }
} catch (e) {
  if (e instanceof BenchError) {
    log(e.message);
    process.exitCode = 1;
  } else {
    throw e;
  }
} finally {
  await shutdown();
}
