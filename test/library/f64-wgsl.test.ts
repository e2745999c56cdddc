/**
 * The software binary64 helpers (src/library/f64-wgsl.ts) RUN on Dawn: each helper applied to
 * thousands of inputs (edge cases, halfway cases, seeded random bit patterns and ordinary
 * values) in a compute kernel, its results compared bit for bit with JavaScript's doubles
 * (fma against an exact BigInt reference). A NaN result only has to be a NaN. Any message
 * from Dawn about a module fails the test.
 */
import * as cmath from '../../runtime/math.js';
import { globals } from 'webgpu';
import type { WgslHelper } from '../../src/library/math-wgsl.js';
import { f64Helpers, f64Literal } from '../../src/library/f64-wgsl.js';
import { dawnMessages } from '../helpers/dawn.js';
import { useDawnDevice } from '../helpers/dawn-device.js';

const requireDevice = useDawnDevice();
const { GPUBufferUsage: bufferUsage, GPUMapMode: mapMode } = globals as {
  GPUBufferUsage: typeof GPUBufferUsage;
  GPUMapMode: typeof GPUMapMode;
};

// ---------------------------------------------------------------------------------------------
// Bits.

const scratch = new DataView(new ArrayBuffer(8));
const bitsOf = (x: number): [number, number] => {
  scratch.setFloat64(0, x, true);
  return [scratch.getUint32(0, true), scratch.getUint32(4, true)];
};
const fromBits = (lo: number, hi: number): number => {
  scratch.setUint32(0, lo >>> 0, true);
  scratch.setUint32(4, hi >>> 0, true);
  return scratch.getFloat64(0, true);
};
const f32Bits = (x: number): number => {
  scratch.setFloat32(0, x, true);
  return scratch.getUint32(0, true);
};
const f32FromBits = (u: number): number => {
  scratch.setUint32(0, u >>> 0, true);
  return scratch.getFloat32(0, true);
};
const hex = (x: number) => {
  const [lo, hi] = bitsOf(x);
  return `${x} (0x${hi.toString(16).padStart(8, '0')}${lo.toString(16).padStart(8, '0')})`;
};

/** A seeded generator (mulberry32), so failures reproduce. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20240611);
const randU32 = () => Math.floor(rand() * 4294967296) >>> 0;
const randBits = () => fromBits(randU32(), randU32());
/** sign * m * 10^k, |k| <= 10: the values real programs compute with. */
const randOrdinary = () => (rand() < 0.5 ? -1 : 1) * rand() * 10 ** Math.floor(rand() * 21 - 10);
/** F64_FUZZ_SCALE=k multiplies the random inputs, for a longer run by hand. */
const scale = Number(process.env['F64_FUZZ_SCALE'] ?? 1);
const many = <T>(n: number, f: () => T): T[] => Array.from({ length: n * scale }, f);

// ---------------------------------------------------------------------------------------------
// Inputs.

const edges: number[] = [
  0, -0, Infinity, -Infinity, NaN, 1, -1, 2, -2, 0.5, 3, 1.5, 2.5, -2.5, 0.1, 1 / 3, -7, 123.456, Math.PI, Math.E, 0.7,
  1 + 2 ** -52, 1 - 2 ** -53, 1 + 2 ** -51, 2 ** -53, 2 ** -54, 3 * 2 ** -53, 0.49999999999999994, -0.5, 1.0000000000000004,
  5e-324, -5e-324, 1e-323, 3e-320, 1e-310, 2 ** -1022, -(2 ** -1022), 2 ** -1022 - 2 ** -1074, 2 ** -1023, 2 ** -1021,
  Number.MAX_VALUE, -Number.MAX_VALUE, 2 ** 1023, 2 ** 1023 * (2 - 2 ** -51), 2 ** 512, 2 ** -512, 2 ** -537, 2 ** 537,
  1e300, 1e-300, 1e16, 1e-5, 2 ** 52, 2 ** 52 + 1, 2 ** 53, 2 ** 53 - 1, 4503599627370495.5, -4503599627370495.5,
  2 ** 31, -(2 ** 31), 2 ** 31 - 1, 2 ** 32, -(2 ** 31) - 1, 4294967295.5, 2 ** 32 - 1, 3.4028234663852886e38, 1.401298464324817e-45,
];

/** Neighbours differing in the last bits, for cancellation and ties. */
const nearby = (x: number, k: number) => {
  const [lo, hi] = bitsOf(x);
  return fromBits((lo + k) >>> 0, hi);
};

const unaryInputs: number[] = [
  ...edges, ...many(2500, randBits), ...many(2500, randOrdinary),
  // Halfway and near-halfway points for the rounding functions.
  ...many(600, () => (Math.floor(rand() * 2 ** Math.floor(rand() * 53)) + [0.5, 0.25, 0.75, 0][Math.floor(rand() * 4)]!) * (rand() < 0.5 ? -1 : 1)),
];

const pairs = (xs: number[], ys: number[]) => xs.flatMap((x) => ys.map((y) => [x, y]));
const binaryInputs: number[][] = [
  ...pairs(edges, edges),
  ...many(3000, () => [randBits(), randBits()]),
  ...many(3000, () => [randOrdinary(), randOrdinary()]),
  // Operands close in magnitude: cancellation in - and exact quotients near 1.
  ...many(1000, () => {
    const x = randOrdinary();
    return [x, nearby(rand() < 0.5 ? x : -x, Math.floor(rand() * 9) - 4)];
  }),
  // Exponents far apart, and subnormals.
  ...many(1000, () => [randOrdinary(), randOrdinary() * 2 ** (Math.floor(rand() * 120) - 60)]),
  ...many(500, () => [fromBits(randU32(), randU32() & 0x801fffff), fromBits(randU32(), randU32() & 0x803fffff)]),
];

// ---------------------------------------------------------------------------------------------
// The exact fma reference: a * b + c as a BigInt times 2^-2148, rounded once.

function exactParts(x: number): [bigint, number] {
  const [lo, hi] = bitsOf(x);
  const e = (hi >>> 20) & 0x7ff;
  const m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  const sign = hi >>> 31 ? -1n : 1n;
  return e === 0 ? [sign * m, -1074] : [sign * (m | (1n << 52n)), e - 1075];
}

/** n 2^scale rounded to the nearest double, ties to even. */
function roundScaled(n: bigint, scale: number): number {
  if (n === 0n) return 0;
  const negative = n < 0n;
  const mag = negative ? -n : n;
  const top = mag.toString(2).length - 1 + scale;
  const ulp = Math.max(top - 52, -1074);
  const shift = ulp - scale;
  let q: bigint;
  if (shift <= 0) {
    q = mag << BigInt(-shift);
  } else {
    q = mag >> BigInt(shift);
    const rem = mag - (q << BigInt(shift));
    const half = 1n << BigInt(shift - 1);
    if (rem > half || (rem === half && (q & 1n) === 1n)) q += 1n;
  }
  // q <= 2^53 and 2^ulp are exact; the product overflows to infinity exactly when it should.
  const v = Number(q) * 2 ** Math.min(ulp, 1023) * 2 ** Math.max(ulp - 1023, 0);
  return negative ? -v : v;
}

function fmaReference(a: number, b: number, c: number): number {
  // A finite product is exact here: it must not overflow before meeting an infinite c.
  if (Number.isFinite(a) && Number.isFinite(b) && !Number.isFinite(c)) return c;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a * b + c;
  if (a === 0 || b === 0) return a * b + c; // the zero product is exact
  const [ma, ea] = exactParts(a);
  const [mb, eb] = exactParts(b);
  const [mc, ec] = exactParts(c);
  const product = (ma * mb) << BigInt(ea + eb + 2148);
  if (c === 0) return roundScaled(product, -2148) || (Math.sign(a) * Math.sign(b) < 0 ? -0 : 0);
  return roundScaled(product + (mc << BigInt(ec + 2148)), -2148);
}

// ---------------------------------------------------------------------------------------------
// Running a helper on Dawn.

type Arg = 'f64' | 'u32';
type Result = 'f64' | 'bool' | 'i32' | 'u32' | 'f32';
type Value = number | boolean;

interface Case {
  helper: string;
  args: Arg[];
  result: Result;
  /** The WGSL call, given the arguments' expressions. */
  call?: (args: string[]) => string;
  inputs: number[][];
  reference: (...args: number[]) => Value;
}

/** The helper's source after everything it needs, each once. */
function moduleSource(helpers: WgslHelper[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  const visit = (h: WgslHelper) => {
    if (seen.has(h.name)) return;
    seen.add(h.name);
    for (const dep of h.needs) visit(dep);
    out.push(h.source);
  };
  helpers.forEach(visit);
  return out.join('\n\n');
}

function kernel(c: Case): string {
  const argNames = ['a', 'b', 'c'].slice(0, c.args.length);
  const argExprs = c.args.map((kind, i) => (kind === 'f64' ? argNames[i]! : `${argNames[i]!}.x`));
  const call = c.call ? c.call(argExprs) : `${c.helper}(${argExprs.join(', ')})`;
  const store: Record<Result, string> = {
    f64: call,
    bool: `vec2<u32>(select(0u, 1u, ${call}), 0u)`,
    i32: `vec2<u32>(bitcast<u32>(${call}), 0u)`,
    u32: `vec2<u32>(${call}, 0u)`,
    f32: `vec2<u32>(bitcast<u32>(${call}), 0u)`,
  };
  return `${moduleSource([f64Helpers[c.helper]!])}

@group(0) @binding(0) var<storage, read> inputs: array<vec2<u32>>;
@group(0) @binding(1) var<storage, read_write> outputs: array<vec2<u32>>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
  let i = id.x;
  if (i >= arrayLength(&outputs)) { return; }
  let a = inputs[3u * i];
  let b = inputs[3u * i + 1u];
  let c = inputs[3u * i + 2u];
  outputs[i] = ${store[c.result]};
}
`;
}

async function run(device: GPUDevice, wgsl: string, words: Uint32Array<ArrayBuffer>, count: number): Promise<Uint32Array> {
  device.pushErrorScope('validation');
  const module = device.createShaderModule({ code: wgsl });
  const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: 'main' } });
  const input = device.createBuffer({ size: words.byteLength, usage: bufferUsage.STORAGE | bufferUsage.COPY_DST });
  const output = device.createBuffer({ size: count * 8, usage: bufferUsage.STORAGE | bufferUsage.COPY_SRC });
  const readback = device.createBuffer({ size: count * 8, usage: bufferUsage.MAP_READ | bufferUsage.COPY_DST });
  device.queue.writeBuffer(input, 0, words);
  const bindGroup = device.createBindGroup({
    layout: pipeline.getBindGroupLayout(0),
    entries: [{ binding: 0, resource: { buffer: input } }, { binding: 1, resource: { buffer: output } }],
  });
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, bindGroup);
  pass.dispatchWorkgroups(Math.ceil(count / 64));
  pass.end();
  encoder.copyBufferToBuffer(output, 0, readback, 0, count * 8);
  device.queue.submit([encoder.finish()]);
  expect((await device.popErrorScope())?.message).toBeUndefined();
  await readback.mapAsync(mapMode.READ);
  const result = new Uint32Array(readback.getMappedRange().slice(0));
  readback.unmap();
  input.destroy();
  output.destroy();
  readback.destroy();
  return result;
}

/** Runs the case; returns its mismatches (at most 10), described. */
async function check(c: Case): Promise<string[]> {
  const device = await requireDevice();
  const wgsl = kernel(c);
  expect(await dawnMessages(device, wgsl)).toEqual([]);
  const count = c.inputs.length;
  const words = new Uint32Array(count * 6);
  c.inputs.forEach((tuple, i) => {
    c.args.forEach((kind, k) => {
      const [lo, hi] = kind === 'f64' ? bitsOf(tuple[k]!) : [tuple[k]! >>> 0, 0];
      words[6 * i + 2 * k] = lo;
      words[6 * i + 2 * k + 1] = hi;
    });
  });
  const out = await run(device, wgsl, words, count);
  const bad: string[] = [];
  for (let i = 0; i < count && bad.length < 10; i++) {
    const want = c.reference(...c.inputs[i]!);
    const lo = out[2 * i]!;
    const hi = out[2 * i + 1]!;
    let got: Value;
    let same: boolean;
    switch (c.result) {
      case 'f64': {
        got = fromBits(lo, hi);
        const [wlo, whi] = bitsOf(want as number);
        same = Number.isNaN(want) ? Number.isNaN(got) : lo === wlo && hi === whi;
        break;
      }
      case 'f32':
        got = f32FromBits(lo);
        same = Number.isNaN(want) ? Number.isNaN(got) : lo === f32Bits(want as number);
        break;
      case 'bool': got = lo === 1; same = got === want; break;
      case 'i32': got = lo | 0; same = got === want; break;
      case 'u32': got = lo; same = got === want; break;
    }
    if (!same) {
      const args = c.inputs[i]!.map((x, k) => (c.args[k] === 'f64' ? hex(x) : String(x)));
      bad.push(`${c.helper}(${args.join(', ')}) = ${typeof got === 'number' && c.result === 'f64' ? hex(got) : String(got)}, want ${typeof want === 'number' && c.result === 'f64' ? hex(want) : String(want)}`);
    }
  }
  return bad;
}

// ---------------------------------------------------------------------------------------------
// The cases.

const unary = (helper: string, reference: (x: number) => number, inputs = unaryInputs): Case =>
  ({ helper, args: ['f64'], result: 'f64', inputs: inputs.map((x) => [x]), reference });
const binary = (helper: string, reference: (x: number, y: number) => number, inputs = binaryInputs): Case =>
  ({ helper, args: ['f64', 'f64'], result: 'f64', inputs, reference });
const predicate = (helper: string, reference: (x: number, y: number) => boolean): Case =>
  ({ helper, args: ['f64', 'f64'], result: 'bool', inputs: binaryInputs, reference });
const classify = (helper: string, reference: (x: number) => boolean): Case =>
  ({ helper, args: ['f64'], result: 'bool', inputs: unaryInputs.map((x) => [x]), reference });

/** Inputs for to_f32: f32 values, their halfway points, and points just beside them. */
const f32Inputs: number[] = [...edges, ...many(2000, randBits), ...many(2000, randOrdinary), ...many(3000, () => {
  const f = f32FromBits(randU32() & (rand() < 0.3 ? 0x80ffffff : 0xffffffff));
  if (!Number.isFinite(f)) return 0;
  const ulp = f === 0 ? 2 ** -149 : 2 ** Math.max(Math.floor(Math.log2(Math.abs(f))) - 23, -149);
  const halfway = f + ulp / 2;
  return [halfway, nearby(halfway, 1), nearby(halfway, -1), f][Math.floor(rand() * 4)]!;
}), 2 ** 128, 3.4028235677973366e38, 3.4028235677973362e38, 2 ** -150, 2 ** -150 * 1.0000001, 2 ** -151, 1.5 * 2 ** -149];

const intInputs = [0, 1, -1, 2147483647, -2147483648, 0x80000000, 0xffffffff, 12345, -98765, ...many(3000, randU32)];

const cases: Case[] = [
  binary('f64_add', (x, y) => x + y),
  binary('f64_sub', (x, y) => x - y),
  binary('f64_mul', (x, y) => x * y),
  binary('f64_div', (x, y) => x / y),
  binary('f64_fmod', (x, y) => x % y),
  binary('f64_min', cmath.fmin),
  binary('f64_max', cmath.fmax),
  binary('f64_copysign', (x, y) => cmath.copysign(x, y)),
  unary('f64_sqrt', Math.sqrt, [...unaryInputs, ...many(2000, () => Math.abs(randBits())), ...many(500, () => 2 ** Math.floor(rand() * 2000 - 1000))]),
  unary('f64_neg', (x) => -x),
  unary('f64_abs', Math.abs),
  unary('f64_trunc', Math.trunc),
  unary('f64_floor', Math.floor),
  unary('f64_ceil', Math.ceil),
  unary('f64_round', cmath.round),
  unary('f64_rint', cmath.nearbyint),
  {
    helper: 'f64_fma', args: ['f64', 'f64', 'f64'], result: 'f64', reference: fmaReference,
    inputs: [
      ...pairs(edges, edges).flatMap(([a, b]) => [0, -0, 1, -1e-300, 5e-324, Infinity, NaN, a! * b!, -(a! * b!)].map((c) => [a!, b!, c])),
      ...many(3000, () => [randBits(), randBits(), randBits()]),
      ...many(3000, () => [randOrdinary(), randOrdinary(), randOrdinary()]),
      // c cancelling the rounded product: the result is the product's rounding error.
      ...many(2000, () => { const a = randOrdinary(); const b = randOrdinary(); return [a, b, -(a * b)]; }),
      ...many(1000, () => { const a = randBits(); const b = randBits(); return [a, b, nearby(-(a * b), Math.floor(rand() * 5) - 2)]; }),
      ...many(1000, () => [randOrdinary(), randOrdinary(), randOrdinary() * 2 ** (Math.floor(rand() * 240) - 120)]),
      [1 + 2 ** -52, 1 - 2 ** -52, -1], [2 ** -600, 2 ** -600, 2 ** -1074], [2 ** -600, -(2 ** -600), 2 ** -1074],
      [2 ** 600, 2 ** 600, -Infinity], [1e308, 10, -Infinity], [1e308, 10, -1e308],
    ],
  },
  predicate('f64_eq', (x, y) => x === y),
  predicate('f64_ne', (x, y) => x !== y),
  predicate('f64_lt', (x, y) => x < y),
  predicate('f64_le', (x, y) => x <= y),
  predicate('f64_gt', (x, y) => x > y),
  predicate('f64_ge', (x, y) => x >= y),
  classify('f64_isnan', Number.isNaN),
  classify('f64_isinf', (x) => x === Infinity || x === -Infinity),
  classify('f64_isfinite', Number.isFinite),
  classify('f64_signbit', (x) => cmath.signbit(x)),
  classify('f64_to_bool', (x) => x !== 0),
  { helper: 'f64_to_f32', args: ['f64'], result: 'f32', inputs: f32Inputs.map((x) => [x]), reference: Math.fround },
  {
    helper: 'f64_to_i32', args: ['f64'], result: 'i32', inputs: [...unaryInputs, -2147483648.9, 2147483647.9, -2147483649].map((x) => [x]),
    reference: (x) => (Number.isNaN(x) ? 0 : Math.max(-2147483648, Math.min(2147483647, Math.trunc(x))) | 0),
  },
  {
    helper: 'f64_to_u32', args: ['f64'], result: 'u32', inputs: [...unaryInputs, 4294967295.9, 4294967296, -0.9].map((x) => [x]),
    reference: (x) => (Number.isNaN(x) || x < 0 ? 0 : Math.min(4294967295, Math.trunc(x))),
  },
  {
    helper: 'f64_from_f32', args: ['u32'], result: 'f64', call: ([a]) => `f64_from_f32(bitcast<f32>(${a!}))`,
    inputs: [0, 0x80000000, 1, 0x807fffff, 0x00400000, 0x7f800000, 0xff800000, 0x7f7fffff, 0x3f800000, ...many(3000, randU32)].map((u) => [u]),
    reference: f32FromBits,
  },
  {
    helper: 'f64_from_i32', args: ['u32'], result: 'f64', call: ([a]) => `f64_from_i32(bitcast<i32>(${a!}))`,
    inputs: intInputs.map((u) => [u]), reference: (u) => u | 0,
  },
  { helper: 'f64_from_u32', args: ['u32'], result: 'f64', inputs: intInputs.map((u) => [u]), reference: (u) => u >>> 0 },
  {
    helper: 'f64_ldexp', args: ['f64', 'u32'], result: 'f64', call: ([a, n]) => `f64_ldexp(${a!}, bitcast<i32>(${n!}))`,
    inputs: [
      ...pairs(edges, [-2200, -1100, -1075, -1074, -1073, -1000, -60, -1, 0, 1, 52, 1000, 1023, 2046, 2200, -2147483648, 2147483647]),
      ...many(2000, () => [randBits(), Math.floor(rand() * 4400) - 2200]),
      [3, -1075], [1, -1074], [1.5, -1074], [2 ** 1000, -2000],
    ],
    reference: (x, n) => cmath.ldexp(x, n | 0),
  },
  { helper: 'f64_ilogb', args: ['f64'], result: 'i32', inputs: unaryInputs.map((x) => [x]), reference: cmath.ilogb },
];

describe('f64 helpers on Dawn, bit-exact with the host', () => {
  test.each(cases.map((c) => [c.helper, c] as const))('%s', async (_name, c) => {
    expect(await check(c)).toEqual([]);
  }, 600000);

  test('every exported helper validates in Dawn on its own', async () => {
    const device = await requireDevice();
    const messages: string[] = [];
    for (const h of Object.values(f64Helpers)) {
      for (const m of await dawnMessages(device, moduleSource([h]))) messages.push(`${h.name}: ${m}`);
    }
    expect(messages).toEqual([]);
  }, 600000);
});

describe('f64Literal', () => {
  test('gives the bits of the double, low word first', () => {
    expect(f64Literal(1)).toBe('vec2<u32>(0x00000000u, 0x3ff00000u)');
    expect(f64Literal(-0)).toBe('vec2<u32>(0x00000000u, 0x80000000u)');
    expect(f64Literal(0)).toBe('vec2<u32>(0x00000000u, 0x00000000u)');
    expect(f64Literal(-Infinity)).toBe('vec2<u32>(0x00000000u, 0xfff00000u)');
    expect(f64Literal(NaN)).toBe('vec2<u32>(0x00000000u, 0x7ff80000u)');
    expect(f64Literal(0.1)).toBe('vec2<u32>(0x9999999au, 0x3fb99999u)');
    expect(f64Literal(5e-324)).toBe('vec2<u32>(0x00000001u, 0x00000000u)');
  });
});
