/**
 * The double-precision math helpers (src/library/f64-math-wgsl.ts) run in Dawn on seeded inputs
 * over each function's interesting domain, against the host's values (V8's Math, which ports
 * fdlibm, and runtime/math.ts, which stand for glibc): the largest distance in ULPs is asserted
 * per function. The helpers port the host's algorithms onto correctly rounded core operations,
 * so most agree to the bit; the bounds say where they may not.
 */
import { globals } from 'webgpu';
import { f64MathHelpers } from '../../src/library/f64-math-wgsl.js';
import { f64Helpers } from '../../src/library/f64-wgsl.js';
import type { WgslHelper } from '../../src/library/math-wgsl.js';
import { inlinedLines } from '../../src/library/f64-printers.js';
import { cmath } from '../../runtime/index.js';
import { useDawnDevice } from '../helpers/dawn-device.js';

const requireDevice = useDawnDevice();
const { GPUBufferUsage: bufferUsage, GPUMapMode: mapMode } = globals as {
  GPUBufferUsage: typeof GPUBufferUsage;
  GPUMapMode: typeof GPUMapMode;
};

/** The helper and everything it calls, callees first, each once. */
function sources(names: string[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  const visit = (h: WgslHelper) => {
    if (seen.has(h.name)) return;
    seen.add(h.name);
    for (const dep of h.needs) visit(dep);
    out.push(h.source);
  };
  for (const name of names) visit(f64MathHelpers[name] ?? f64Helpers[name]!);
  return out.join('\n\n');
}

/**
 * Runs `body` (WGSL statements reading `a`, `b` and writing `r`, all vec2<u32>) once per row of
 * `inputs` (two doubles each) and returns r as doubles.
 */
async function run(helpers: string[], body: string, inputs: [number, number][]): Promise<Float64Array> {
  const device = await requireDevice();
  const wgsl = `${sources(helpers)}

@group(0) @binding(0) var<storage, read> inputs: array<vec2<u32>>;
@group(0) @binding(1) var<storage, read_write> results: array<vec2<u32>>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
  let i = id.x;
  if (i >= arrayLength(&results)) { return; }
  let a = inputs[2u * i];
  let b = inputs[2u * i + 1u];
  var r = vec2<u32>(0u, 0u);
  ${body}
  results[i] = r;
}`;
  // Compiled once (lavapipe takes seconds per software-double function): Dawn must say nothing.
  device.pushErrorScope('validation');
  const module = device.createShaderModule({ code: wgsl });
  const messages = (await module.getCompilationInfo()).messages.map((m) => `${m.lineNum}:${m.linePos} ${m.message}`);
  const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: 'main' } });
  const error = await device.popErrorScope();
  expect([...messages, ...(error ? [error.message] : [])]).toEqual([]);
  const input = new Float64Array(inputs.flat());
  const inputBuffer = device.createBuffer({ size: input.byteLength, usage: bufferUsage.STORAGE | bufferUsage.COPY_DST });
  device.queue.writeBuffer(inputBuffer, 0, input);
  const size = inputs.length * 8;
  const resultBuffer = device.createBuffer({ size, usage: bufferUsage.STORAGE | bufferUsage.COPY_SRC });
  const readBuffer = device.createBuffer({ size, usage: bufferUsage.MAP_READ | bufferUsage.COPY_DST });
  const bindGroup = device.createBindGroup({
    layout: pipeline.getBindGroupLayout(0),
    entries: [{ binding: 0, resource: { buffer: inputBuffer } }, { binding: 1, resource: { buffer: resultBuffer } }],
  });
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, bindGroup);
  pass.dispatchWorkgroups(Math.ceil(inputs.length / 64));
  pass.end();
  encoder.copyBufferToBuffer(resultBuffer, 0, readBuffer, 0, size);
  device.queue.submit([encoder.finish()]);
  await readBuffer.mapAsync(mapMode.READ);
  const out = new Float64Array(readBuffer.getMappedRange().slice(0));
  readBuffer.unmap();
  for (const b of [inputBuffer, resultBuffer, readBuffer]) b.destroy();
  return out;
}

/** Seeded uniform doubles (mulberry32 over two draws, for 53 random bits). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return () => next() + next() / 2 ** 32;
}

const uniform = (seed: number, lo: number, hi: number, n: number) => {
  const r = random(seed);
  return Array.from({ length: n }, () => lo + (hi - lo) * r());
};
/** Spread over magnitudes: sign * 2^e, e uniform in [lo, hi]. */
const logUniform = (seed: number, lo: number, hi: number, n: number, signed = true) => {
  const r = random(seed);
  return Array.from({ length: n }, () => (signed && r() < 0.5 ? -1 : 1) * 2 ** (lo + (hi - lo) * r()));
};

const scratch = new DataView(new ArrayBuffer(8));
/** The position of a double in the ordered sequence of all doubles (-0 and +0 together). */
function ordinal(x: number): bigint {
  scratch.setFloat64(0, x);
  const bits = scratch.getBigInt64(0);
  return bits < 0n ? -(bits & 0x7fffffffffffffffn) : bits;
}

/** Distance in ULPs; 0 when both are NaN, infinite where only one is. */
function ulps(got: number, want: number): number {
  if (Number.isNaN(got) || Number.isNaN(want)) return Number.isNaN(got) && Number.isNaN(want) ? 0 : Infinity;
  if (Object.is(got, want)) return 0;
  if (got === want) return 1; // +0 and -0: the wrong sign of zero counts as an error
  const d = ordinal(got) - ordinal(want);
  return Number(d < 0n ? -d : d);
}

interface Case {
  helper: string;
  ref: (a: number, b: number) => number;
  inputs: [number, number][];
  /** The largest ULP distance allowed. */
  maxUlps: number;
  /** WGSL statements (default: r = helper(a) or helper(a, b) by arity). */
  body?: string;
  arity?: 1 | 2;
}

const unary = (xs: number[]): [number, number][] => xs.map((x) => [x, 0]);
const specials = [0, -0, Infinity, -Infinity, NaN, 1, -1, 0.5, -0.5, 2, 5e-324, -5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, -1.7976931348623157e308];
const pairs = (xs: number[], ys: number[]): [number, number][] => xs.map((x, i) => [x, ys[i % ys.length]!]);

const N = 256;
const cases: Case[] = [
  { helper: 'f64_exp', ref: Math.exp, maxUlps: 1, inputs: unary([...uniform(1, -745, 710, N), ...uniform(2, -1, 1, 64), ...logUniform(3, -60, 0, 32), ...specials, 709.78, -745.1, -708.5]) },
  { helper: 'f64_expm1', ref: Math.expm1, maxUlps: 0, inputs: unary([...uniform(4, -40, 710, N), ...logUniform(5, -60, 2, 128), ...uniform(105, -3, 3, 128), ...uniform(106, 14, 42, 64), ...specials, -0.3, 0.3, 1.04, -1.04, 13.9, 38.9, 39.1]) },
  { helper: 'f64_exp2', ref: (x) => 2 ** x, maxUlps: 1, inputs: unary([...uniform(6, -1080, 1030, N), ...uniform(7, -2, 2, 64), ...specials]) },
  { helper: 'f64_exp10', ref: cmath.exp10, maxUlps: 1, inputs: unary([...uniform(8, -330, 310, N), ...specials]) },
  { helper: 'f64_log', ref: Math.log, maxUlps: 1, inputs: unary([...logUniform(9, -1074, 1023, N, false), ...uniform(10, 0.5, 2, 128), ...specials]) },
  { helper: 'f64_log1p', ref: Math.log1p, maxUlps: 0, inputs: unary([...uniform(11, -1, 3, N), ...logUniform(12, -70, 1000, 128), ...specials]) },
  { helper: 'f64_log2', ref: Math.log2, maxUlps: 1, inputs: unary([...logUniform(13, -1074, 1023, N, false), ...uniform(14, 0.5, 2, 128), ...specials, 1024, 0.125]) },
  { helper: 'f64_log10', ref: Math.log10, maxUlps: 1, inputs: unary([...logUniform(15, -1074, 1023, N, false), ...uniform(16, 0.5, 2, 128), ...specials, 1000, 1e-5]) },
  {
    helper: 'f64_pow', ref: cmath.pow, maxUlps: 1, arity: 2,
    inputs: [
      ...pairs(uniform(17, 0, 10, N), uniform(18, -30, 30, N)),
      ...pairs(logUniform(19, -1000, 1000, 128, false), uniform(20, -1.5, 1.5, 128)),
      ...pairs(uniform(21, -10, 10, 64), [-3, -2, -1, 0, 1, 2, 3, 7, 0.5, 2.5]),
      ...pairs(specials, [0, -0, Infinity, -Infinity, NaN, 1, -1, 0.5, 3, -3, 2]),
      ...pairs([NaN, -1, 1, 0, -0], [NaN, Infinity, -Infinity, -1, 3]),
      [1 + 2 ** -40, 2 ** 40], [1 - 2 ** -40, -(2 ** 41)], [2, 1023.5], [2, -1074], [2, -1075], [0.5, 1074.5],
    ],
  },
  { helper: 'f64_cbrt', ref: Math.cbrt, maxUlps: 1, inputs: unary([...logUniform(22, -1074, 1023, N), ...uniform(23, -10, 10, 64), ...specials, 27, -8]) },
  // The host's cbrt and hypot are glibc's (runtime/math.ts), up to 4 ulps from exact; the kernel's follow V8's Math.
  { helper: 'f64_rcbrt', ref: (x: number) => 1 / Math.cbrt(x), maxUlps: 1, inputs: unary([...logUniform(24, -1000, 1000, 128), ...specials]) },
  { helper: 'f64_rsqrt', ref: cmath.rsqrt, maxUlps: 0, inputs: unary([...logUniform(25, -1074, 1023, 128, false), ...specials]) },
  { helper: 'f64_hypot', ref: Math.hypot, maxUlps: 1, arity: 2, inputs: [...pairs(logUniform(26, -600, 600, N), logUniform(27, -600, 600, N)), ...pairs(uniform(28, -5, 5, 64), uniform(29, -5, 5, 64)), ...pairs(specials, [0, NaN, Infinity, 3, -0])] },
  { helper: 'f64_sin', ref: Math.sin, maxUlps: 1, inputs: unary([...uniform(30, -Math.PI, Math.PI, N), ...uniform(31, -1e6, 1e6, 128), ...logUniform(32, -40, 1023, 192), ...specials, Math.PI, Math.PI / 2, 1e22, 2 ** 60]) },
  { helper: 'f64_cos', ref: Math.cos, maxUlps: 1, inputs: unary([...uniform(33, -Math.PI, Math.PI, N), ...uniform(34, -1e6, 1e6, 128), ...logUniform(35, -40, 1023, 192), ...specials, Math.PI, Math.PI / 2, 1e22]) },
  { helper: 'f64_tan', ref: Math.tan, maxUlps: 1, inputs: unary([...uniform(36, -Math.PI, Math.PI, N), ...uniform(37, -1e6, 1e6, 128), ...logUniform(38, -40, 1023, 192), ...specials, Math.PI / 2, Math.PI / 4, 1e22]) },
  { helper: 'f64_asin', ref: Math.asin, maxUlps: 1, inputs: unary([...uniform(39, -1, 1, N), ...logUniform(40, -60, 0, 64), ...specials, 0.975, -0.9999]) },
  { helper: 'f64_acos', ref: Math.acos, maxUlps: 1, inputs: unary([...uniform(41, -1, 1, N), ...logUniform(42, -60, 0, 64), ...specials]) },
  { helper: 'f64_atan', ref: Math.atan, maxUlps: 1, inputs: unary([...uniform(43, -5, 5, N), ...logUniform(44, -60, 80, 128), ...specials]) },
  {
    helper: 'f64_atan2', ref: Math.atan2, maxUlps: 1, arity: 2,
    inputs: [...pairs(uniform(45, -5, 5, N), uniform(46, -5, 5, N)), ...pairs(logUniform(47, -300, 300, 64), logUniform(48, -300, 300, 64)), ...pairs(specials, [0, -0, Infinity, -Infinity, 1, -1, NaN, 2])],
  },
  { helper: 'f64_sinh', ref: Math.sinh, maxUlps: 1, inputs: unary([...uniform(49, -720, 720, N), ...uniform(50, -3, 3, 64), ...logUniform(51, -60, 0, 32), ...specials]) },
  { helper: 'f64_cosh', ref: Math.cosh, maxUlps: 1, inputs: unary([...uniform(52, -720, 720, N), ...uniform(53, -3, 3, 64), ...logUniform(54, -60, 0, 32), ...specials]) },
  { helper: 'f64_tanh', ref: Math.tanh, maxUlps: 0, inputs: unary([...uniform(55, -30, 30, N), ...uniform(56, -3, 3, 64), ...logUniform(57, -60, 0, 32), ...specials]) },
  // asinh and acosh call log1p where fdlibm calls log (one logarithm in the shader, not three): 1 ulp apart at times.
  { helper: 'f64_asinh', ref: Math.asinh, maxUlps: 1, inputs: unary([...uniform(58, -10, 10, N), ...logUniform(59, -60, 1000, 128), ...logUniform(100, 27, 54, 64), ...specials, 2 ** 28, 2 ** 53, -(2 ** 53) - 2]) },
  {
    helper: 'f64_acosh', ref: Math.acosh, maxUlps: 1,
    inputs: unary([...uniform(60, 1, 10, N), ...uniform(101, 1, 2, 64), ...logUniform(61, 0, 1000, 128, false), ...logUniform(102, 27, 54, 64, false), ...specials, 2 ** 28, 2 ** 28 - 2 ** -24, 2 ** 53, 2 ** 53 + 2, 1 + 2 ** -52]),
  },
  { helper: 'f64_atanh', ref: Math.atanh, maxUlps: 1, inputs: unary([...uniform(62, -1, 1, N), ...logUniform(63, -60, 0, 64), ...specials]) },
  { helper: 'f64_sinpi', ref: cmath.sinpi, maxUlps: 1, inputs: unary([...uniform(64, -4, 4, N), ...logUniform(65, -40, 60, 64), ...specials, 1.5, 0.25, -2.5]) },
  { helper: 'f64_cospi', ref: cmath.cospi, maxUlps: 1, inputs: unary([...uniform(66, -4, 4, N), ...logUniform(67, -40, 60, 64), ...specials, 1.5, 0.25, -2.5]) },
  { helper: 'f64_tanpi', ref: cmath.tanpi, maxUlps: 2, inputs: unary([...uniform(68, -4, 4, N), ...logUniform(69, -40, 60, 64), ...specials, 1.5, 0.25, -2.5, -0.25]) },
  // erf, erfc, erfinv, lgamma: runtime/math.ts's algorithms step for step, the large helpers each called from one place.
  { helper: 'f64_erf', ref: cmath.erf, maxUlps: 0, inputs: unary([...uniform(70, -7, 7, N), ...logUniform(71, -60, 3, 64), ...specials]) },
  { helper: 'f64_erfc', ref: cmath.erfc, maxUlps: 0, inputs: unary([...uniform(72, -7, 28, N), ...logUniform(73, -60, 3, 64), ...specials]) },
  { helper: 'f64_erfinv', ref: cmath.erfinv, maxUlps: 0, inputs: unary([...uniform(74, -1, 1, 128), ...specials, 0.999999, -1e-10]) },
  { helper: 'f64_erfcinv', ref: cmath.erfcinv, maxUlps: 2, inputs: unary([...uniform(75, 0, 2, 128), ...logUniform(76, -200, -10, 32, false), ...specials]) },
  // runtime/math.ts's algorithm step for step: the same doubles (test/library/runtime-math.test.ts checks them against glibc).
  {
    helper: 'f64_tgamma', ref: cmath.tgamma, maxUlps: 0,
    inputs: unary([...uniform(77, -20, 172, N), ...uniform(78, -1, 3, 64), ...uniform(103, -200, -20, 64), ...logUniform(104, -1074, 0, 64), ...specials,
      6, 23, 24, -2.5, 171.6, 171.62, 171.7, -170.5, -171.5, -183.5, -200.5, -201.5, -1e300, 1e-300, -1e-300]),
  },
  { helper: 'f64_lgamma', ref: cmath.lgamma, maxUlps: 0, inputs: unary([...uniform(79, -50, 200, N), ...logUniform(80, -60, 300, 64, false), ...uniform(107, -180, 0.5, 64), ...specials, 1e-20, -1e-20, 3, 14.99, 15, 15.01]) },
  { helper: 'f64_logb', ref: cmath.logb, maxUlps: 0, inputs: unary([...logUniform(81, -1074, 1023, 64), ...specials]) },
  { helper: 'f64_scalb', ref: cmath.scalb, maxUlps: 0, arity: 2, inputs: [...pairs(logUniform(82, -100, 100, 64), uniform(83, -1200, 1200, 64).map(Math.round)), ...pairs(specials, [3, -2000, 0.5, Infinity, -Infinity, NaN])] },
  {
    helper: 'f64_remainder', ref: cmath.remainder, maxUlps: 0, arity: 2,
    inputs: [...pairs(logUniform(84, -20, 60, N), logUniform(85, -20, 20, N)), ...pairs(specials, [3, -0.5, Infinity, 0, NaN]), [10.5, 3], [-7, 2], [5.5, 1], [-6, 3]],
  },
  { helper: 'f64_nextafter', ref: cmath.nextafter, maxUlps: 0, arity: 2, inputs: [...pairs(logUniform(86, -1074, 1023, 64), logUniform(87, -1074, 1023, 64)), ...pairs(specials, [0, -0, 1, -1, NaN, Infinity])] },
  { helper: 'f64_fdim', ref: cmath.fdim, maxUlps: 0, arity: 2, inputs: [...pairs(uniform(88, -5, 5, 64), uniform(89, -5, 5, 64)), ...pairs(specials, [0, NaN, 1])] },
  { helper: 'f64_phi', ref: (x) => 0.5 * cmath.erfc(-x * Math.SQRT1_2), maxUlps: 0, inputs: unary([...uniform(90, -10, 10, 128), ...specials]) },
  { helper: 'f64_probit', ref: (x) => -Math.SQRT2 * cmath.erfcinv(2 * x), maxUlps: 2, inputs: unary([...uniform(91, 0, 1, 128), ...specials]) },
  // Out-parameters: the stored value is checked through a second run.
  { helper: 'f64_frexp', ref: (x) => cmath.frexp(x, () => {}), maxUlps: 0, body: 'var e: i32; r = f64_frexp(a, &e);', inputs: unary([...logUniform(92, -1074, 1023, 64), ...specials]) },
  { helper: 'f64_frexp', ref: (x) => { let e = 0; cmath.frexp(x, (v) => { e = v; }); return e; }, maxUlps: 0, body: 'var e: i32; f64_frexp(a, &e); r = f64_from_i32(e);', inputs: unary([...logUniform(93, -1074, 1023, 64), ...specials]) },
  { helper: 'f64_modf', ref: (x) => cmath.modf(x, () => {}), maxUlps: 0, body: 'var w: vec2<u32>; r = f64_modf(a, &w);', inputs: unary([...uniform(94, -1e6, 1e6, 64), ...logUniform(95, -10, 60, 64), ...specials, -2, -3.75]) },
  { helper: 'f64_modf', ref: (x) => { let w = 0; cmath.modf(x, (v) => { w = v; }); return w; }, maxUlps: 0, body: 'var w: vec2<u32>; f64_modf(a, &w); r = w;', inputs: unary([...uniform(96, -1e6, 1e6, 64), ...specials]) },
  { helper: 'f64_remquo', ref: (x, y) => { let q = 0; cmath.remquo(x, y, (v) => { q = v | 0; }); return q; }, maxUlps: 0, body: 'var q: i32; f64_remquo(a, b, &q); r = f64_from_i32(q);', inputs: [...pairs(uniform(97, -100, 100, 128), uniform(98, -7, 7, 128)), [10.5, 3], [-29, 3]] },
  { helper: 'f64_sincos', ref: Math.cos, maxUlps: 1, body: 'var s: vec2<u32>; f64_sincos(a, &s, &r);', inputs: unary([...uniform(99, -10, 10, 64), ...specials]) },
];

/**
 * lavapipe inlines every call, so a large helper takes minutes to compile (see inlinedLines in
 * src/library/f64-printers.ts): CI checks the helpers that compile in seconds; the whole table
 * runs with AMPC_F64_MATH_ALL=1 (`npm run test:f64-math`), for a machine with time or a GPU.
 */
const CI_MAX_INLINED_LINES = 10_000;
const all = process.env.AMPC_F64_MATH_ALL === '1';
const chosen = cases.filter((c) => all || inlinedLines((f64MathHelpers[c.helper] ?? f64Helpers[c.helper])!) <= CI_MAX_INLINED_LINES);

describe('double-precision math helpers in Dawn, against the host', () => {
  test('CI checks a fair share of the table', () => {
    expect(chosen.length).toBeGreaterThanOrEqual(all ? cases.length : 12);
  });

  test.each(chosen.map((c, i) => [`${c.helper} #${i}`, c] as const))('%s', async (_name, c) => {
    const arity = c.arity ?? 1;
    const body = c.body ?? `r = ${c.helper}(${arity === 1 ? 'a' : 'a, b'});`;
    // The helper, and any other helper the body calls (f64_from_i32 for an int out-parameter).
    const got = await run([...new Set([c.helper, ...(body.match(/\bf64_\w+(?=\()/g) ?? [])])], body, c.inputs);
    let worst = { ulps: 0, at: [0, 0] as [number, number], got: 0, want: 0 };
    c.inputs.forEach(([a, b], i) => {
      const want = c.ref(a, b);
      const d = ulps(got[i]!, want);
      if (d > worst.ulps) worst = { ulps: d, at: [a, b], got: got[i]!, want };
    });
    expect(worst.ulps <= c.maxUlps ? 'ok' : worst).toBe('ok');
    // Generous: lavapipe compiles a software-double function in seconds to minutes on a busy machine.
  }, 600_000);
});
