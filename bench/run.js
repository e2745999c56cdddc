#!/usr/bin/env node
/**
 * `npm run bench`: the docs' three matrix multiplies (figures 1, 4 and 5), int
 * and float, as ampc generates them from the docs samples (int) and
 * bench/programs/*-float.cpp, each beside a
 * hand-written WGSL kernel of the same algorithm (bench/handwritten/*.wgsl);
 * then the classic C++ AMP samples (reduction, transpose, histogram,
 * convolution, SGEMM: bench/classic.js).
 *
 *   node bench/run.js [--size N] [--only LIST] [--small] [--repeat R] [--dispatches D] [--json] [--json-file F]
 *
 * Plain JavaScript over dist/ (run `npm run build` first) because the GPU
 * machine has only Node, dist/ and the production dependencies.
 *
 * Both kernels of a pair go through the runtime's `parallelForEach`
 * unchanged, bound to the same input buffers, so the launch path is the same
 * and only the WGSL differs. Timing: 3 warm-up dispatches, then D (20)
 * back-to-back launches (one submit each) and `onSubmittedWorkDone()`; wall
 * time / D is the time per kernel. That is repeated R times, alternating
 * generated and hand-written so that clock drift hits both, and the median is
 * reported. Results are checked: every kernel against a CPU product at a
 * small non-square size (catches swapped dimensions), then at the benchmark
 * size generated against hand-written (all elements) and both against CPU
 * dot products at sampled positions. The inputs are small integers, so float
 * sums are exact and every comparison is exact.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { compile } from '../dist/src/driver.js';
import { ArrayView, Extent, float32, getDevice, int32, parallelForEach, shutdown } from '../dist/runtime/index.js';
import { BenchError, fixed, formatBytes, formatDiagnostics, formatMs, formatRate, log, median, samplePair } from './common.js';
import { BENCHMARKS, classicSize, measureClassic } from './classic.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** The docs' figures. `tiled`: launched over `extent.tile<16,16>()`, which needs sizes divisible by 16. */
const ALGORITHMS = [
  { id: 'simple', figure: 1, label: 'simple (fig. 1)', tiled: false },
  { id: 'tiled', figure: 4, label: 'tiled (fig. 4)', tiled: true },
  { id: 'tile-static', figure: 5, label: 'tile_static (fig. 5)', tiled: true },
];

const ELEMENT_TYPES = [
  { id: 'int', wgsl: 'i32', elem: int32 },
  { id: 'float', wgsl: 'f32', elem: float32 },
];

const TILE = 16;
/** The matmul size of --small (for lavapipe). */
const SMALL_MATMUL = 64;
/** The size of the CPU check of every kernel: non-square so that swapped dimensions show. */
const SMALL = { M: 32, N: 48, W: 64 };
/** Positions of C checked against a CPU dot product at the benchmark size. */
const SAMPLED_POSITIONS = 256;

// ---------------------------------------------------------------- options

function parseOptions(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        size: { type: 'string' },
        only: { type: 'string' },
        small: { type: 'boolean', default: false },
        ...Object.fromEntries(BENCHMARKS.map((b) => [`${b.id}-size`, { type: 'string' }])),
        repeat: { type: 'string', default: '5' },
        dispatches: { type: 'string', default: '20' },
        warmup: { type: 'string', default: '3' },
        'warmup-ms': { type: 'string', default: '500' },
        json: { type: 'boolean', default: false },
        'json-file': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (e) {
    throw new BenchError(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  }
  const integer = (name, least) => {
    const text = values[name];
    const n = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < least) {
      throw new BenchError(`--${name} takes an integer ≥ ${least}, not '${text}'`);
    }
    return n;
  };
  const positive = (name) => integer(name, 1);
  values.size ??= values.small ? String(SMALL_MATMUL) : '1024';
  const size = positive('size');
  if (size % TILE !== 0) {
    throw new BenchError(`--size ${size}: the tiled kernels need a multiple of ${TILE}`);
  }
  const known = ['matmul', ...BENCHMARKS.map((b) => b.id)];
  const only = new Set(values.only === undefined ? known : values.only.split(',').map((x) => x.trim()));
  for (const id of only) {
    if (!known.includes(id)) throw new BenchError(`--only: unknown benchmark '${id}'; they are ${known.join(', ')}`);
  }
  const classicSizes = Object.fromEntries(BENCHMARKS.map((b) => [b.id, classicSize(b, values[`${b.id}-size`], values.small)]));
  return {
    size,
    only,
    classicSizes,
    repeat: positive('repeat'),
    dispatches: positive('dispatches'),
    warmup: integer('warmup', 0),
    warmupMs: integer('warmup-ms', 0),
    json: values.json,
    jsonFile: values['json-file'],
    help: values.help,
  };
}

const USAGE = `usage: node bench/run.js [options]   (after npm run build)
  --only LIST      comma-separated benchmarks to run (default all): matmul, ${BENCHMARKS.map((b) => b.id).join(', ')}
  --small          sizes for lavapipe: matmul ${SMALL_MATMUL}, ${BENCHMARKS.map((b) => `${b.id} ${b.smallSize}`).join(', ')}
  --size N         matmul: M = N = W = N (default 1024; a multiple of ${TILE})
${BENCHMARKS.map((b) => `  --${b.id}-size N`.padEnd(19) + `  default ${b.defaultSize}`).join('\n')}
  --repeat R       timed samples per kernel; the median is reported (default 5)
  --dispatches D   launches per sample (default 20)
  --warmup K       untimed launches before timing (default 3)
  --warmup-ms T    ... and more until T ms have passed (default 500)
  --json           print JSON instead of a markdown table
  --json-file F    also write the JSON to file F (one run, both forms)
`;

// ---------------------------------------------------------------- kernels

/**
 * A kernel to time: the runtime's `Kernel` descriptor plus how to fill it:
 * which matrix goes to each binding and each uniform's value for given sizes.
 */
function launchPlan(kernel, bufferNames, uniformValues) {
  return { kernel, bufferNames, uniformValues };
}

/**
 * The generated kernel: the int variant is the docs sample itself (samples/matmul-<alg>.cpp),
 * the float variant bench/programs/matmul-<alg>-float.cpp (the same MatMul with float elements).
 * `compile()` returns the WGSL and, for each kernel, how its captures are bound.
 */
function generatedKernel(algorithm, type) {
  const file = type.id === 'int'
    ? path.join(benchDir, '..', 'samples', `matmul-${algorithm.id}.cpp`)
    : path.join(benchDir, 'programs', `matmul-${algorithm.id}-${type.id}.cpp`);
  const result = compile(file, fs.readFileSync(file, 'utf8'));
  if (!result.output) {
    throw new BenchError(`ampc could not compile ${file}:\n${formatDiagnostics(result.diagnostics, result.files)}`);
  }
  if (result.output.kernels.length !== 1) {
    throw new BenchError(`${file}: expected one parallel_for_each, found ${result.output.kernels.length}`);
  }
  const iface = result.output.kernels[0];
  const tiled = iface.kernel.tile !== null;
  if (tiled !== algorithm.tiled) {
    throw new BenchError(`${file}: the kernel is ${tiled ? '' : 'not '}tiled, but ${algorithm.label} should ${algorithm.tiled ? '' : 'not '}be`);
  }
  const uniformValues = iface.uniforms.map((u) => {
    if (u.source.kind !== 'viewExtent') {
      throw new BenchError(`${file}: uniform ${u.name} is a ${u.source.kind}; the bench knows only view extents`);
    }
    const name = u.source.variable.name;
    const dim = u.source.dim;
    return (sizes) => matrixExtent(name, sizes)[dim];
  });
  const kernel = {
    wgsl: result.output.wgsl,
    entryPoint: iface.entryPoint,
    workgroupSize: iface.workgroupSize,
    tiled,
    buffers: iface.buffers.map((b) => ({ name: b.capture.outer.name, access: b.access })),
    uniforms: iface.uniforms.map((u) => ({ name: u.name, type: u.type, offset: u.offset })),
    uniformSize: iface.uniformSize,
  };
  return launchPlan(kernel, kernel.buffers.map((b) => b.name), (sizes) => uniformValues.map((value) => value(sizes)));
}

/** bench/handwritten/<alg>.wgsl with its `alias T = f32;` line set to the element type. */
function handwrittenKernel(algorithm, type) {
  const file = path.join(benchDir, 'handwritten', `${algorithm.id}.wgsl`);
  const text = fs.readFileSync(file, 'utf8');
  const aliasLine = /^alias T = f32;$/gm;
  const found = text.match(aliasLine)?.length ?? 0;
  if (found !== 1) throw new BenchError(`${file}: expected one line 'alias T = f32;', found ${found}`);
  const kernel = {
    wgsl: text.replace(aliasLine, `alias T = ${type.wgsl};`),
    entryPoint: 'matmul',
    workgroupSize: [TILE, TILE, 1],
    tiled: algorithm.tiled,
    buffers: [
      { name: 'a', access: 'read' },
      { name: 'b', access: 'read' },
      { name: 'c', access: 'read_write' },
    ],
    uniforms: [{ name: 'w', type: 'i32', offset: 12 }],
    uniformSize: 16,
  };
  return launchPlan(kernel, ['a', 'b', 'c'], (sizes) => [sizes.W]);
}

/** C++ extents of the figures' views: a(M, W), b(W, N), c(M, N). */
function matrixExtent(name, { M, N, W }) {
  switch (name) {
    case 'a':
      return [M, W];
    case 'b':
      return [W, N];
    case 'c':
      return [M, N];
    default:
      throw new BenchError(`unknown matrix '${name}' in a kernel's bindings`);
  }
}

// ---------------------------------------------------------------- data

/** The samples' inputs: small integers, so float products and sums are exact. */
function inputA(M, W) {
  const values = new Array(M * W);
  for (let i = 0; i < M; i++) for (let j = 0; j < W; j++) values[i * W + j] = ((i * 7 + j * 3) % 10) - 4;
  return values;
}

function inputB(W, N) {
  const values = new Array(W * N);
  for (let i = 0; i < W; i++) for (let j = 0; j < N; j++) values[i * N + j] = ((i * 5 + j * 11) % 9) - 3;
  return values;
}

function cpuElement(vA, vB, { N, W }, row, col) {
  let sum = 0;
  for (let i = 0; i < W; i++) sum += vA[row * W + i] * vB[i * N + col];
  return sum;
}

/** Inputs as array_views, shared by every kernel of one element type and size. */
function makeInputs(type, sizes) {
  const vA = inputA(sizes.M, sizes.W);
  const vB = inputB(sizes.W, sizes.N);
  return {
    sizes,
    vA,
    vB,
    a: new ArrayView(type.elem, new Extent(sizes.M, sizes.W), vA),
    b: new ArrayView(type.elem, new Extent(sizes.W, sizes.N), vB),
  };
}

/** An output view and a launcher that runs `plan` into it over `inputs`. */
function makeRun(plan, algorithm, type, inputs) {
  const { M, N } = inputs.sizes;
  const vC = new Array(M * N).fill(0);
  const c = new ArrayView(type.elem, new Extent(M, N), vC);
  c.discardData();
  const views = { a: inputs.a, b: inputs.b, c };
  const buffers = plan.bufferNames.map((name) => {
    if (!(name in views)) throw new BenchError(`unknown matrix '${name}' in a kernel's bindings`);
    return views[name];
  });
  const uniforms = plan.uniformValues(inputs.sizes);
  const domain = algorithm.tiled ? new Extent(M, N).tile(TILE, TILE) : new Extent(M, N);
  return {
    vC,
    c,
    launch: () => parallelForEach(domain, plan.kernel, buffers, uniforms),
  };
}

function describeKernel(which, algorithm, type) {
  return `${which} ${algorithm.label} ${type.id}`;
}

/** Every element of C against the CPU product. */
function checkAgainstCpu(what, vC, inputs) {
  const { M, N } = inputs.sizes;
  for (let row = 0; row < M; row++) {
    for (let col = 0; col < N; col++) {
      const expected = cpuElement(inputs.vA, inputs.vB, inputs.sizes, row, col);
      if (vC[row * N + col] !== expected) {
        throw new BenchError(`${what}: C(${row},${col}) is ${vC[row * N + col]}, the CPU product gives ${expected}`);
      }
    }
  }
}

/** Corners and pseudo-random positions of C against CPU dot products (a full CPU product at 1024 takes seconds). */
function checkSampledAgainstCpu(what, vC, inputs) {
  const { M, N } = inputs.sizes;
  const positions = [
    [0, 0],
    [0, N - 1],
    [M - 1, 0],
    [M - 1, N - 1],
  ];
  let seed = 12345;
  const next = (bound) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % bound;
  };
  while (positions.length < SAMPLED_POSITIONS) positions.push([next(M), next(N)]);
  for (const [row, col] of positions) {
    const expected = cpuElement(inputs.vA, inputs.vB, inputs.sizes, row, col);
    if (vC[row * N + col] !== expected) {
      throw new BenchError(`${what}: C(${row},${col}) is ${vC[row * N + col]}, the CPU product gives ${expected}`);
    }
  }
}

function checkSame(what, got, reference) {
  for (let i = 0; i < reference.length; i++) {
    if (got[i] !== reference[i]) {
      throw new BenchError(`${what}: element ${i} is ${got[i]}, the hand-written kernel gives ${reference[i]}`);
    }
  }
}

// ---------------------------------------------------------------- timing

function gflops(sizes, ms) {
  return (2 * sizes.M * sizes.N * sizes.W) / (ms * 1e6);
}

function timingSummary(sizes, ms, samples) {
  return {
    ms,
    gflops: gflops(sizes, ms),
    samplesMs: samples.map((t) => t.ms),
    issueMs: median(samples.map((t) => t.issueMs)),
  };
}

// ---------------------------------------------------------------- the benchmark

/** Every kernel against the CPU at a small non-square size. */
async function smallCheck(plans) {
  for (const type of ELEMENT_TYPES) {
    const inputs = makeInputs(type, SMALL);
    for (const algorithm of ALGORITHMS) {
      for (const which of ['generated', 'hand-written']) {
        const run = makeRun(plans.get(`${algorithm.id}/${type.id}`)[which], algorithm, type, inputs);
        await run.launch();
        await run.c.synchronize();
        checkAgainstCpu(`${describeKernel(which, algorithm, type)} at ${SMALL.M}x${SMALL.W} * ${SMALL.W}x${SMALL.N}`, run.vC, inputs);
      }
    }
  }
}

async function measure(device, plans, options) {
  const n = options.size;
  const sizes = { M: n, N: n, W: n };
  const rows = [];
  for (const type of ELEMENT_TYPES) {
    const inputs = makeInputs(type, sizes);
    for (const algorithm of ALGORITHMS) {
      const pair = plans.get(`${algorithm.id}/${type.id}`);
      const runs = { generated: makeRun(pair.generated, algorithm, type, inputs), 'hand-written': makeRun(pair['hand-written'], algorithm, type, inputs) };
      log(`${algorithm.label} ${type.id} at ${n}...`);
      const samples = await samplePair(device, { generated: runs.generated.launch, 'hand-written': runs['hand-written'].launch }, options);
      for (const run of Object.values(runs)) await run.c.synchronize();
      const handName = describeKernel('hand-written', algorithm, type);
      checkSampledAgainstCpu(`${handName} at ${n}`, runs['hand-written'].vC, inputs);
      checkSame(`${describeKernel('generated', algorithm, type)} at ${n}`, runs.generated.vC, runs['hand-written'].vC);
      const generatedMs = median(samples.generated.map((t) => t.ms));
      const handMs = median(samples['hand-written'].map((t) => t.ms));
      rows.push({
        algorithm: algorithm.id,
        figure: algorithm.figure,
        type: type.id,
        generated: timingSummary(sizes, generatedMs, samples.generated),
        handwritten: timingSummary(sizes, handMs, samples['hand-written']),
        // Speed of generated relative to hand-written: ≥ 0.95 is the target.
        ratio: handMs / generatedMs,
      });
    }
  }
  return { sizes, rows };
}

function speedups(rows) {
  return ELEMENT_TYPES.map((type) => {
    const fig = (figure) => rows.find((r) => r.type === type.id && r.figure === figure);
    const fig1 = fig(1);
    const fig5 = fig(5);
    return {
      type: type.id,
      generated: fig1.generated.ms / fig5.generated.ms,
      handwritten: fig1.handwritten.ms / fig5.handwritten.ms,
    };
  });
}

function adapterDescription(device) {
  const info = device.adapterInfo;
  if (!info) return 'unknown adapter';
  const parts = [info.vendor, info.architecture, info.description].filter((p) => typeof p === 'string' && p.length > 0);
  return parts.length > 0 ? parts.join(' / ') : 'unknown adapter';
}

// ---------------------------------------------------------------- output

function issueWarning(issueBound) {
  return issueBound.length === 0
    ? []
    : [`Warning: issuing the launches took over 80% of the measured time for ${issueBound.join(', ')}: those figures are bounded by the CPU-side launch path, not the kernel.`];
}

function timingText(options) {
  return `median of ${options.repeat} sample${options.repeat === 1 ? '' : 's'} of ${options.dispatches} back-to-back launches (after at least ${options.warmup} warm-up launches and ${options.warmupMs} ms), wall time / ${options.dispatches}`;
}

function matmulMarkdown(report) {
  const { sizes, rows, options } = report;
  const algorithmLabel = (id) => ALGORITHMS.find((a) => a.id === id).label;
  const issueBound = rows.flatMap((r) =>
    [['generated', r.generated], ['hand-written', r.handwritten]]
      .filter(([, t]) => t.issueMs > 0.8 * t.ms)
      .map(([which]) => `${which} ${r.algorithm} ${r.type}`),
  );
  const lines = [
    `Matrix multiplies: M = N = W = ${sizes.M}; ${timingText(options)}.`,
    '',
    '| algorithm | type | generated ms | generated GFLOP/s | hand-written ms | hand-written GFLOP/s | generated / hand-written |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    lines.push(
      `| ${algorithmLabel(r.algorithm)} | ${r.type} | ${formatMs(r.generated.ms)} | ${formatRate(r.generated.gflops)} | ${formatMs(r.handwritten.ms)} | ${formatRate(r.handwritten.gflops)} | ${fixed(r.ratio, 2)} |`,
    );
  }
  lines.push('', '| speedup fig. 5 / fig. 1 | generated | hand-written |', '| --- | ---: | ---: |');
  for (const s of report.speedups) lines.push(`| ${s.type} | ${fixed(s.generated, 2)}× | ${fixed(s.handwritten, 2)}× |`);
  const slow = rows.filter((r) => r.ratio < 0.95).map((r) => `${r.algorithm} ${r.type} (${fixed(r.ratio, 3)})`);
  const lowSpeedup = report.speedups.filter((s) => s.generated < 1.7).map((s) => `${s.type} (${fixed(s.generated, 3)}×)`);
  lines.push(
    '',
    `Targets: generated ≥ 0.95× hand-written: ${slow.length === 0 ? 'met' : `missed by ${slow.join(', ')}`}; ` +
      `generated fig. 5 ≥ 1.7× fig. 1: ${lowSpeedup.length === 0 ? 'met' : `missed by ${lowSpeedup.join(', ')}`}.`,
    ...issueWarning(issueBound),
    `Results checked: every kernel against a CPU product at ${SMALL.M}x${SMALL.W} * ${SMALL.W}x${SMALL.N}; at ${sizes.M}, generated equal to hand-written everywhere and hand-written equal to CPU dot products at ${SAMPLED_POSITIONS} positions.`,
  );
  return lines.join('\n') + '\n';
}

function rateText(t) {
  return [t.gbps !== null ? `${formatRate(t.gbps)} GB/s` : null, t.gflops !== null ? `${formatRate(t.gflops)} GFLOP/s` : null]
    .filter((x) => x !== null)
    .join(', ');
}

function classicMarkdown(report) {
  const { classic, options } = report;
  const label = (id) => BENCHMARKS.find((b) => b.id === id).label;
  const sizeText = (r) => BENCHMARKS.find((b) => b.id === r.benchmark).sizeText(r.size);
  const lines = [
    `Classic C++ AMP samples: ${timingText(options)}. GB/s counts the bytes the kernel must read and write once (SGEMM: GFLOP/s = 2·n³ / time).`,
    '',
    '| kernel | size | generated ms | generated | hand-written ms | hand-written | generated / hand-written |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of classic) {
    lines.push(
      `| ${label(r.benchmark)} | ${sizeText(r)} | ${formatMs(r.generated.ms)} | ${rateText(r.generated)} | ${formatMs(r.handwritten.ms)} | ${rateText(r.handwritten)} | ${fixed(r.ratio, 2)} |`,
    );
  }
  const slow = classic.filter((r) => r.ratio < 0.95).map((r) => `${r.benchmark} (${fixed(r.ratio, 3)})`);
  const issueBound = classic.flatMap((r) =>
    [['generated', r.generated], ['hand-written', r.handwritten]].filter(([, t]) => t.issueMs > 0.8 * t.ms).map(([which]) => `${which} ${r.benchmark}`),
  );
  lines.push(
    '',
    `Target: generated ≥ 0.95× hand-written: ${slow.length === 0 ? 'met' : `missed by ${slow.join(', ')}`}.`,
    ...issueWarning(issueBound),
    'Results checked: both kernels against the CPU at a small size (non-square for the 2-D ones) and at the benchmark size (every element; SGEMM: 256 dot products, and generated equal to hand-written everywhere).',
    '',
    "Bytes moved between host and GPU by one run of each program's `main` (compiled by ampc at the same size: inputs into views, the kernel, results read back), counted by the runtime, against the minimum (what the kernel reads plus what it writes):",
    '',
    '| program | uploaded bytes | downloaded bytes | minimum read | minimum written | moved / minimum |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const r of classic) {
    const t = r.transfers;
    lines.push(
      `| ${r.benchmark}.cpp | ${formatBytes(t.uploadedBytes)} (${t.uploads}×) | ${formatBytes(t.downloadedBytes)} (${t.downloads}×) | ${formatBytes(t.minimumReadBytes)} | ${formatBytes(t.minimumWrittenBytes)} | ${fixed(t.ratio, 3)} |`,
    );
  }
  return lines.join('\n') + '\n';
}

function markdown(report) {
  const parts = [`Device: ${report.adapter}.\n`];
  if (report.rows) parts.push(matmulMarkdown(report));
  if (report.classic.length > 0) parts.push(classicMarkdown(report));
  return parts.join('\n');
}

// ---------------------------------------------------------------- main

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  // lavapipe complains on stderr without it; harmless elsewhere.
  process.env.XDG_RUNTIME_DIR ??= os.tmpdir();

  const runMatmul = options.only.has('matmul');
  const plans = new Map();
  for (const algorithm of runMatmul ? ALGORITHMS : []) {
    for (const type of ELEMENT_TYPES) {
      plans.set(`${algorithm.id}/${type.id}`, {
        generated: generatedKernel(algorithm, type),
        'hand-written': handwrittenKernel(algorithm, type),
      });
    }
  }

  const device = await getDevice();
  const adapter = adapterDescription(device);
  log(`device: ${adapter}`);
  const report = { adapter, options: { repeat: options.repeat, dispatches: options.dispatches, warmup: options.warmup, warmupMs: options.warmupMs } };
  if (runMatmul) {
    log(`checking every kernel against the CPU at ${SMALL.M}x${SMALL.W} * ${SMALL.W}x${SMALL.N}...`);
    await smallCheck(plans);
    const { sizes, rows } = await measure(device, plans, options);
    Object.assign(report, { sizes, rows, speedups: speedups(rows) });
  }
  report.classic = await measureClassic(device, options.only, options.classicSizes, options);
  const json = JSON.stringify(report, null, 2) + '\n';
  if (options.jsonFile) fs.writeFileSync(options.jsonFile, json);
  process.stdout.write(options.json ? json : markdown(report));
  return 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (e) {
  if (e instanceof BenchError) process.stderr.write(`bench: ${e.message}\n`);
  else process.stderr.write(`bench: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
} finally {
  await shutdown();
}
process.exitCode = exitCode;
