/**
 * The classic C++ AMP samples, each compiled by ampc from bench/programs/<id>.cpp
 * and timed beside a hand-written WGSL kernel of the same algorithm
 * (bench/handwritten/<id>.wgsl): a tiled reduction, a transpose through
 * tile_static memory, a 256-bin histogram with atomics, a 5x5 convolution and
 * a register-tiled SGEMM.
 *
 * As for the matrix multiplies (run.js), both kernels of a pair launch through
 * the runtime's `parallelForEach` over the same compute domain, bound to the
 * same input views; the generated kernel's bindings and uniforms come from the
 * compiler's kernel interface, the hand-written one's from its entry here.
 * Only the WGSL differs.
 *
 * For each benchmark:
 *   1. both kernels against a CPU computation at a small size (non-square where
 *      the kernel has two dimensions, so swapped dimensions show);
 *   2. at the benchmark size, one launch of each checked against the CPU
 *      (every element, except SGEMM: sampled dot products, and generated equal
 *      to hand-written everywhere), then the timed launches;
 *   3. the program's own host flow (its `main`, compiled to JavaScript by ampc
 *      at the benchmark size: inputs into views, the kernel, the results read
 *      back and checked on the CPU) with the runtime's transfer counters, against
 *      the minimum: the bytes the kernel reads plus the bytes it writes.
 * All inputs are small integers (or exact float values), so every comparison is exact.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { compile } from '../dist/src/driver.js';
import {
  ArrayView,
  Extent,
  ProgramExit,
  float32,
  flushAll,
  parallelForEach,
  resetTransferCounters,
  setOutputSink,
  transferCounters,
  uint32,
} from '../dist/runtime/index.js';
import { BenchError, formatDiagnostics, log, median, samplePair } from './common.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const RUNTIME_URL = pathToFileURL(path.join(benchDir, '..', 'dist', 'runtime', 'index.js')).href;

/**
 * Default size of the 1-D benchmarks: 10^8 elements (400 MB), so that a kernel
 * takes longer than the runtime needs to issue a launch (about 0.1 ms on the
 * H100 machine; at 2^24 elements both kernels measured the launch path). A
 * power of two is out of reach: 2^27 exceeds the longest JS array (the
 * runtime's host arrays are JS arrays).
 */
const LARGE_1D = 100_000_000;

/** Positions of SGEMM's C checked against CPU dot products at the benchmark size. */
const SAMPLED_POSITIONS = 256;

// ---------------------------------------------------------------- inputs (the programs' own formulas)

function filled(count, f) {
  const values = new Array(count);
  for (let i = 0; i < count; i++) values[i] = f(i);
  return values;
}

const reductionInput = (n) => filled(n, (i) => ((i * 7) % 10) - 3);
const transposeInput = (rows, cols) => filled(rows * cols, (i) => Math.fround(i));
const histogramInput = (n) => filled(n, (i) => (Math.imul(i, 2654435761) >>> 0) >>> 24);
const imageInput = (rows, cols) => filled(rows * cols, (i) => ((i * 13) % 17) - 8);
const filterInput = () => filled(25, (i) => (i % 5) - 2);
const matrixA = (M, K) => filled(M * K, (x) => ((Math.floor(x / K) * 7 + (x % K) * 3) % 10) - 4);
const matrixB = (K, N) => filled(K * N, (x) => ((Math.floor(x / N) * 5 + (x % N) * 11) % 9) - 3);

/** An input view over `values`. */
function view(elem, dims, values) {
  return { elem, extent: new Extent(...dims), values, output: false };
}

/** A view the kernel writes: each run gets its own, zeroed and discarded, or a copy of `values` (which the kernel reads too). */
function outputView(elem, dims, values = null) {
  return { elem, extent: new Extent(...dims), values, output: true };
}

/** Tiles of the kernels that walk their input with a grid-sized stride: enough threads to fill a GPU, at least 16 elements each, at most 1024 tiles. */
function gridTiles(n) {
  return Math.max(1, Math.min(1024, Math.floor(n / (256 * 16))));
}

function mismatch(what, where, got, expected) {
  return new BenchError(`${what}: ${where} is ${got}, the CPU gives ${expected}`);
}

// ---------------------------------------------------------------- the benchmarks

/**
 * Each benchmark: its program and hand-written kernel, how its size is given,
 * and for a size: the views (inputs and outputs, by the C++ names the kernel
 * captures), the captured scalars, the compute domain, the hand-written
 * kernel's uniforms, the CPU check of the outputs, the work done (for the
 * throughput), the -D defines that make the program's `main` run at that size,
 * and the minimum transfer of that `main` (what its kernel reads and writes).
 */
export const BENCHMARKS = [
  {
    id: 'reduction',
    label: 'reduction (cascading, sequential addressing)',
    sizeText: (n) => `${n} floats, ${gridTiles(n)} tiles`,
    defaultSize: LARGE_1D,
    smallSize: 1 << 16,
    checkSize: 20000,
    validate: (n) => (n > 1 << 30 ? 'at most 2^30' : null),
    hand: {
      entryPoint: 'reduce',
      workgroupSize: [256, 1, 1],
      buffers: [
        { name: 'input', access: 'read' },
        { name: 'sums', access: 'read_write' },
      ],
      uniforms: [{ name: 'n', type: 'u32', offset: 12 }],
      uniformSize: 16,
      uniformValues: (n) => [n],
    },
    setup: (n) => {
      const tiles = gridTiles(n);
      return {
        views: { input: view(float32, [n], reductionInput(n)), sums: outputView(float32, [tiles]) },
        scalars: { n, tiles },
        domain: new Extent(tiles * 256).tile(256),
      };
    },
    check: (what, n, views, out) => {
      const tiles = gridTiles(n);
      const input = views.input.values;
      const expected = new Array(tiles).fill(0);
      for (let i = 0; i < n; i++) expected[((i % (tiles * 256)) / 256) | 0] += input[i];
      for (let t = 0; t < tiles; t++) if (out.sums[t] !== expected[t]) throw mismatch(what, `sums[${t}]`, out.sums[t], expected[t]);
    },
    work: (n) => ({ bytes: 4 * n, flops: 0 }),
    defines: (n) => ({ SIZE: n, TILES: gridTiles(n) }),
    minimumTransfer: (n) => ({ read: 4 * n, written: 4 * gridTiles(n) }),
  },
  {
    id: 'transpose',
    label: 'transpose (16x16 tile_static, padded)',
    sizeText: (n) => `${n}x${n} floats`,
    defaultSize: 4096,
    smallSize: 256,
    checkSize: [48, 80],
    validate: (n) => (n % 16 !== 0 ? 'a multiple of 16' : null),
    hand: {
      entryPoint: 'transpose',
      workgroupSize: [16, 16, 1],
      buffers: [
        { name: 'data', access: 'read' },
        { name: 'result', access: 'read_write' },
      ],
      uniforms: [],
      uniformSize: 16,
      uniformValues: () => [],
    },
    setup: (size) => {
      const [rows, cols] = dims2(size);
      return {
        views: { data: view(float32, [rows, cols], transposeInput(rows, cols)), result: outputView(float32, [cols, rows]) },
        scalars: { rows, cols },
        domain: new Extent(rows, cols).tile(16, 16),
      };
    },
    check: (what, size, views, out) => {
      const [rows, cols] = dims2(size);
      const data = views.data.values;
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (out.result[c * rows + r] !== data[r * cols + c]) throw mismatch(what, `result(${c},${r})`, out.result[c * rows + r], data[r * cols + c]);
        }
      }
    },
    work: (n) => ({ bytes: 8 * n * n, flops: 0 }),
    defines: (n) => ({ ROWS: n, COLS: n }),
    minimumTransfer: (n) => ({ read: 4 * n * n, written: 4 * n * n }),
  },
  {
    id: 'histogram',
    label: 'histogram (256 bins, tile_static atomics)',
    sizeText: (n) => `${n} values, ${gridTiles(n)} tiles`,
    defaultSize: LARGE_1D,
    smallSize: 1 << 16,
    checkSize: 5000,
    validate: () => null,
    hand: {
      entryPoint: 'histogram',
      workgroupSize: [256, 1, 1],
      buffers: [
        { name: 'input', access: 'read' },
        { name: 'bins', access: 'read_write' },
      ],
      uniforms: [{ name: 'n', type: 'u32', offset: 12 }],
      uniformSize: 16,
      uniformValues: (n) => [n],
    },
    setup: (n) => {
      const tiles = gridTiles(n);
      return {
        // The bins start at zero and are uploaded: the kernel adds to them.
        views: { input: view(uint32, [n], histogramInput(n)), bins: outputView(uint32, [256], new Array(256).fill(0)) },
        scalars: { n, tiles },
        domain: new Extent(tiles * 256).tile(256),
      };
    },
    check: (what, n, views, out) => {
      const expected = new Array(256).fill(0);
      for (const v of views.input.values) expected[v]++;
      for (let b = 0; b < 256; b++) if (out.bins[b] !== expected[b]) throw mismatch(what, `bin ${b}`, out.bins[b], expected[b]);
    },
    work: (n) => ({ bytes: 4 * n, flops: 0 }),
    defines: (n) => ({ SIZE: n, TILES: gridTiles(n) }),
    minimumTransfer: (n) => ({ read: 4 * n + 4 * 256, written: 4 * 256 }),
  },
  {
    id: 'convolution',
    label: 'convolution (5x5 filter)',
    sizeText: (n) => `${n}x${n} floats`,
    defaultSize: 4096,
    smallSize: 256,
    checkSize: [40, 72],
    validate: () => null,
    hand: {
      entryPoint: 'convolve',
      workgroupSize: [16, 16, 1],
      buffers: [
        { name: 'image', access: 'read' },
        { name: 'filter', access: 'read' },
        { name: 'result', access: 'read_write' },
      ],
      uniforms: [],
      uniformSize: 16,
      uniformValues: () => [],
    },
    setup: (size) => {
      const [rows, cols] = dims2(size);
      return {
        views: {
          image: view(float32, [rows, cols], imageInput(rows, cols)),
          filter: view(float32, [5, 5], filterInput()),
          result: outputView(float32, [rows, cols]),
        },
        scalars: { rows, cols },
        domain: new Extent(rows, cols),
      };
    },
    check: (what, size, views, out) => {
      const [rows, cols] = dims2(size);
      const image = views.image.values;
      const filter = views.filter.values;
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          let expected = 0;
          for (let dy = -2; dy <= 2; dy++) {
            for (let dx = -2; dx <= 2; dx++) {
              const y = r + dy;
              const x = c + dx;
              if (y >= 0 && y < rows && x >= 0 && x < cols) expected += image[y * cols + x] * filter[(dy + 2) * 5 + dx + 2];
            }
          }
          if (out.result[r * cols + c] !== expected) throw mismatch(what, `result(${r},${c})`, out.result[r * cols + c], expected);
        }
      }
    },
    work: (n) => ({ bytes: 8 * n * n, flops: 2 * 25 * n * n }),
    defines: (n) => ({ ROWS: n, COLS: n }),
    minimumTransfer: (n) => ({ read: 4 * n * n + 4 * 25, written: 4 * n * n }),
  },
  {
    id: 'sgemm',
    label: 'SGEMM (64x64 tiles, 4x4 per thread)',
    sizeText: (n) => `${n}^3`,
    defaultSize: 2048,
    smallSize: 256,
    checkSize: [128, 192, 48],
    validate: (n) => (n % 64 !== 0 ? 'a multiple of 64' : null),
    hand: {
      entryPoint: 'sgemm',
      workgroupSize: [16, 16, 1],
      buffers: [
        { name: 'a', access: 'read' },
        { name: 'b', access: 'read' },
        { name: 'c', access: 'read_write' },
      ],
      uniforms: [{ name: 'k', type: 'u32', offset: 12 }],
      uniformSize: 16,
      uniformValues: (size) => [dims3(size)[2]],
    },
    setup: (size) => {
      const [M, N, K] = dims3(size);
      return {
        views: { a: view(float32, [M, K], matrixA(M, K)), b: view(float32, [K, N], matrixB(K, N)), c: outputView(float32, [M, N]) },
        scalars: { M, N, K },
        domain: new Extent(M / 4, N / 4).tile(16, 16),
      };
    },
    check: (what, size, views, out, { full }) => {
      const [M, N, K] = dims3(size);
      const a = views.a.values;
      const b = views.b.values;
      const dot = (r, c) => {
        let sum = 0;
        for (let k = 0; k < K; k++) sum += a[r * K + k] * b[k * N + c];
        return sum;
      };
      const positions = [];
      if (full) {
        for (let r = 0; r < M; r++) for (let c = 0; c < N; c++) positions.push([r, c]);
      } else {
        positions.push([0, 0], [0, N - 1], [M - 1, 0], [M - 1, N - 1]);
        let seed = 12345;
        const next = (bound) => {
          seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
          return (seed >>> 8) % bound;
        };
        while (positions.length < SAMPLED_POSITIONS) positions.push([next(M), next(N)]);
      }
      for (const [r, c] of positions) {
        const expected = dot(r, c);
        if (out.c[r * N + c] !== expected) throw mismatch(what, `C(${r},${c})`, out.c[r * N + c], expected);
      }
    },
    /** Sampled at the benchmark size: the generated result is also compared with the hand-written one everywhere. */
    sampledAtSize: true,
    work: (n) => ({ bytes: 0, flops: 2 * n * n * n }),
    defines: (n) => ({ SIZE: n }),
    minimumTransfer: (n) => ({ read: 8 * n * n, written: 4 * n * n }),
  },
];

/** A size is a number (square) or the small check's [rows, cols] / [M, N, K]. */
function dims2(size) {
  return typeof size === 'number' ? [size, size] : size;
}

function dims3(size) {
  return typeof size === 'number' ? [size, size, size] : size;
}

function sizeLabel(size) {
  return typeof size === 'number' ? String(size) : size.join('x');
}

// ---------------------------------------------------------------- kernels

function programFile(bench) {
  return path.join(benchDir, 'programs', `${bench.id}.cpp`);
}

/** The program compiled by ampc: the kernel plan and the host module (JavaScript) for `defines`. */
function compileProgram(bench, defines, typed) {
  const file = programFile(bench);
  const result = compile(file, fs.readFileSync(file, 'utf8'), {
    defines: new Map(Object.entries(defines ?? {}).map(([k, v]) => [k, String(v)])),
    typed,
    runtimeImport: RUNTIME_URL,
  });
  if (!result.output) {
    throw new BenchError(`ampc could not compile ${file}:\n${formatDiagnostics(result.diagnostics, result.files)}`);
  }
  return { file, output: result.output };
}

/** The generated kernel: what ampc emits for the program's one parallel_for_each, bound by its kernel interface. */
function generatedPlan(bench) {
  const { file, output } = compileProgram(bench, {}, true);
  if (output.kernels.length !== 1) throw new BenchError(`${file}: expected one parallel_for_each, found ${output.kernels.length}`);
  const iface = output.kernels[0];
  const kernel = {
    wgsl: output.wgsl,
    entryPoint: iface.entryPoint,
    workgroupSize: iface.workgroupSize,
    tiled: iface.kernel.tile !== null,
    buffers: iface.buffers.map((b) => ({ name: b.capture.outer.name, access: b.access })),
    uniforms: iface.uniforms.map((u) => ({ name: u.name, type: u.type, offset: u.offset })),
    uniformSize: iface.uniformSize,
  };
  const uniformValues = (size, setup) => iface.uniforms.map((u) => generatedUniform(file, u, setup));
  return { kernel, uniformValues };
}

/** The value of one of the generated kernel's uniforms, from the views and scalars the benchmark made. */
function generatedUniform(file, u, setup) {
  const name = u.source.variable.name;
  const viewOf = () => {
    const v = setup.views[name];
    if (!v) throw new BenchError(`${file}: the kernel captures a view '${name}' the benchmark does not make`);
    return v;
  };
  switch (u.source.kind) {
    case 'scalar': {
      const value = setup.scalars[name];
      if (value === undefined) throw new BenchError(`${file}: the kernel captures a scalar '${name}' the benchmark does not set`);
      return value;
    }
    case 'viewExtent':
      return viewOf().extent.get(u.source.dim);
    case 'viewOffset':
      return 0;
    case 'viewStride': {
      const dims = viewOf().extent.toArray();
      return dims.slice(u.source.dim + 1).reduce((p, d) => p * d, 1);
    }
    default:
      throw new BenchError(`${file}: uniform ${u.name} is a ${u.source.kind}; the bench handles scalars and whole views`);
  }
}

function handwrittenPlan(bench, generated) {
  const file = path.join(benchDir, 'handwritten', `${bench.id}.wgsl`);
  const { hand } = bench;
  const kernel = {
    wgsl: fs.readFileSync(file, 'utf8'),
    entryPoint: hand.entryPoint,
    workgroupSize: hand.workgroupSize,
    tiled: generated.kernel.tiled,
    buffers: hand.buffers,
    uniforms: hand.uniforms,
    uniformSize: hand.uniformSize,
  };
  return { kernel, uniformValues: (size) => hand.uniformValues(size) };
}

/** Input views shared by both kernels; each run gets outputs of its own. */
function makeInputs(bench, size) {
  const setup = bench.setup(size);
  const views = {};
  for (const [name, v] of Object.entries(setup.views)) {
    if (!v.output) views[name] = new ArrayView(v.elem, v.extent, v.values);
  }
  return { size, setup, views };
}

/** A launcher of `plan` over `inputs` with fresh output views; `read()` brings the outputs back. */
function makeRun(bench, plan, inputs) {
  const { setup } = inputs;
  const outputs = {};
  const views = { ...inputs.views };
  for (const [name, v] of Object.entries(setup.views)) {
    if (name in views) continue;
    const values = v.values === null ? new Array(v.extent.size()).fill(0) : [...v.values];
    const av = new ArrayView(v.elem, v.extent, values);
    if (v.values === null) av.discardData();
    views[name] = av;
    outputs[name] = { view: av, values };
  }
  const buffers = plan.kernel.buffers.map((b) => {
    if (!(b.name in views)) throw new BenchError(`${bench.id}: the kernel binds '${b.name}', which the benchmark does not make`);
    return views[b.name];
  });
  const uniforms = plan.uniformValues(inputs.size, setup);
  return {
    launch: () => parallelForEach(setup.domain, plan.kernel, buffers, uniforms),
    async read() {
      const result = {};
      for (const [name, o] of Object.entries(outputs)) {
        await o.view.synchronize();
        result[name] = o.values;
      }
      return result;
    },
  };
}

// ---------------------------------------------------------------- the program's host flow

/**
 * Runs the program's `main`, compiled by ampc to JavaScript at `size`, with the
 * runtime's transfer counters reset first; returns what they counted. `main`
 * checks its own results on the CPU and returns 1 if one is wrong.
 */
async function measureTransfers(bench, size) {
  const { file, output } = compileProgram(bench, bench.defines(size), false);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ampc-bench-'));
  let printed = '';
  try {
    const modulePath = path.join(dir, `${bench.id}.mjs`);
    fs.writeFileSync(modulePath, output.host);
    const program = await import(pathToFileURL(modulePath).href);
    if (typeof program.main !== 'function') throw new BenchError(`${file}: the compiled program has no main`);
    setOutputSink((text) => {
      printed += text;
    });
    resetTransferCounters();
    let status;
    try {
      status = (await program.main(1, [file])) ?? 0;
    } catch (e) {
      if (!(e instanceof ProgramExit)) throw e;
      status = e.status;
    }
    flushAll();
    const counted = { ...transferCounters };
    if (status !== 0) throw new BenchError(`${file} at ${sizeLabel(size)}: main returned ${status}: ${printed.trim()}`);
    return { ...counted, output: printed.trim() };
  } finally {
    setOutputSink(undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- measuring

/** Both kernels of every benchmark against the CPU at its small check size. */
async function smallCheck(bench, plans) {
  const inputs = makeInputs(bench, bench.checkSize);
  for (const which of ['generated', 'hand-written']) {
    const run = makeRun(bench, plans[which], inputs);
    await run.launch();
    const out = await run.read();
    bench.check(`${which} ${bench.id} at ${sizeLabel(bench.checkSize)}`, bench.checkSize, inputs.setup.views, out, { full: true });
  }
}

function sameEverywhere(what, got, reference) {
  for (const [name, values] of Object.entries(reference)) {
    for (let i = 0; i < values.length; i++) {
      if (got[name][i] !== values[i]) throw new BenchError(`${what}: ${name}[${i}] is ${got[name][i]}, the hand-written kernel gives ${values[i]}`);
    }
  }
}

function rates(bench, size, ms) {
  const { bytes, flops } = bench.work(size);
  return { gbps: bytes > 0 ? bytes / (ms * 1e6) : null, gflops: flops > 0 ? flops / (ms * 1e6) : null };
}

function timing(bench, size, samples) {
  const ms = median(samples.map((t) => t.ms));
  return { ms, ...rates(bench, size, ms), samplesMs: samples.map((t) => t.ms), issueMs: median(samples.map((t) => t.issueMs)) };
}

/** One checked launch of each kernel at the benchmark size, then the timed ones. */
async function timePair(device, bench, plans, size, options) {
  log(`${bench.id} at ${bench.sizeText(size)}...`);
  const inputs = makeInputs(bench, size);
  const runs = { generated: makeRun(bench, plans.generated, inputs), 'hand-written': makeRun(bench, plans['hand-written'], inputs) };
  // One launch each, checked, before the timed ones (which may accumulate, as the histogram's do).
  const results = {};
  for (const [which, run] of Object.entries(runs)) {
    await run.launch();
    results[which] = await run.read();
  }
  bench.check(`hand-written ${bench.id} at ${size}`, size, inputs.setup.views, results['hand-written'], { full: !bench.sampledAtSize });
  if (bench.sampledAtSize) sameEverywhere(`generated ${bench.id} at ${size}`, results.generated, results['hand-written']);
  else bench.check(`generated ${bench.id} at ${size}`, size, inputs.setup.views, results.generated, { full: true });

  const samples = await samplePair(device, { generated: runs.generated.launch, 'hand-written': runs['hand-written'].launch }, options);
  return { gen: timing(bench, size, samples.generated), hand: timing(bench, size, samples['hand-written']) };
}

async function measureOne(device, bench, size, options) {
  const generated = generatedPlan(bench);
  const plans = { generated, 'hand-written': handwrittenPlan(bench, generated) };
  log(`${bench.id}: checking both kernels against the CPU at ${sizeLabel(bench.checkSize)}...`);
  await smallCheck(bench, plans);

  const { gen, hand } = await timePair(device, bench, plans, size, options);

  // The inputs above are garbage by now: the program's own host flow allocates as much again.
  log(`${bench.id}: running the program's host flow at ${size} for its transfers...`);
  const transfers = await measureTransfers(bench, size);
  const minimum = bench.minimumTransfer(size);
  return {
    benchmark: bench.id,
    size,
    generated: gen,
    handwritten: hand,
    // Speed of generated relative to hand-written: ≥ 0.95 is the target.
    ratio: hand.ms / gen.ms,
    transfers: {
      uploads: transfers.uploads,
      uploadedBytes: transfers.uploadedBytes,
      downloads: transfers.downloads,
      downloadedBytes: transfers.downloadedBytes,
      minimumReadBytes: minimum.read,
      minimumWrittenBytes: minimum.written,
      ratio: (transfers.uploadedBytes + transfers.downloadedBytes) / (minimum.read + minimum.written),
      programOutput: transfers.output,
    },
  };
}

/** Runs the benchmarks in `selected` (ids) at `sizes` (id → size); rows in BENCHMARKS order. */
export async function measureClassic(device, selected, sizes, options) {
  const rows = [];
  for (const bench of BENCHMARKS) {
    if (!selected.has(bench.id)) continue;
    rows.push(await measureOne(device, bench, sizes[bench.id], options));
  }
  return rows;
}

/** The size option of each benchmark, checked: `--<id>-size`. */
export function classicSize(bench, text, small) {
  if (text === undefined) return small ? bench.smallSize : bench.defaultSize;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1) throw new BenchError(`--${bench.id}-size takes a positive integer, not '${text}'`);
  const problem = bench.validate(n);
  if (problem) throw new BenchError(`--${bench.id}-size ${n}: must be ${problem}`);
  return n;
}
