/**
 * `double` in kernels: a software double, `vec2<u32>` (low word in x), whose operators and
 * conversions are calls of src/library/f64-wgsl.ts's helpers. The expectations were written by
 * hand from that mapping; the helpers' own arithmetic is tested where they are defined, and
 * whole programs against g++ in test/e2e/oracle-programs/double-kernels.cpp.
 */
import { emitWgsl } from '../../src/codegen/wgsl/emit-wgsl.js';
import { planKernelInterface } from '../../src/codegen/kernel-interface.js';
import { storageLayout, structLayout } from '../../src/codegen/layout.js';
import { DoubleOps } from '../../src/codegen/wgsl/doubles.js';
import { boolType, floatType, intType, uintType } from '../../src/sema/types.js';
import { checkClean, checkSource, kernel } from '../sema/helpers.js';

function wgslOf(text: string): string {
  const result = emitWgsl(checkClean(text));
  expect(result.diagnostics.map((d) => d.message)).toEqual([]);
  return result.code;
}

/** The lines of the (last) kernel function's body, trimmed. */
function bodyLines(code: string): string[] {
  const start = code.lastIndexOf('@compute');
  const open = code.indexOf('{\n', start);
  const close = code.lastIndexOf('\n}');
  return code.slice(open + 2, close).split('\n').map((l) => l.trim());
}

/** Names of the module-scope functions declared in the module, sorted. */
function functionsDeclared(code: string): string[] {
  return [...code.matchAll(/^fn (\w+)\(/gm)].map((m) => m[1]).sort();
}

const one = 'vec2<u32>(0x00000000u, 0x3ff00000u)';

describe('double in kernels', () => {
  test('a double buffer, a double capture and a literal: vec2<u32> everywhere, helpers for the arithmetic', () => {
    const code = wgslOf(`void run(std::vector<double>& v, double s) {
  array_view<double, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
    a[idx] = a[idx] * s + 1.0;
  });
}`);
    expect(code).toContain(`struct run_kernel0_Params {
  domain: vec3<u32>,
  s: vec2<u32>,
}
@group(0) @binding(0) var<storage, read_write> run_kernel0_a: array<vec2<u32>>;`);
    expect(bodyLines(code).slice(-2)).toEqual([
      'let s = run_kernel0_params.s;',
      `run_kernel0_a[idx] = f64_add(f64_mul(run_kernel0_a[idx], s), ${one});`,
    ]);
    expect(functionsDeclared(code)).toEqual(expect.arrayContaining(['f64_add', 'f64_mul', 'run_kernel0']));
  });

  test('conversions in and out of double, comparisons, conditions and unary minus', () => {
    const code = wgslOf(`void run(std::vector<int>& v, std::vector<float>& w) {
  array_view<int, 1> a(4, v);
  array_view<float, 1> b(4, w);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
    double d = a[idx];
    unsigned u = 3u;
    double e = -d + u;
    if (d < e && !d) a[idx] = (int)e;
    b[idx] = d;
    b[idx] = (float)(double)b[idx];
  });
}`);
    const lines = bodyLines(code);
    expect(lines).toContain('let d: vec2<u32> = f64_from_i32(run_kernel0_a[idx]);');
    expect(lines).toContain('let e: vec2<u32> = f64_add(f64_neg(d), f64_from_u32(u));');
    expect(lines).toContain('if (f64_lt(d, e) && !f64_to_bool(d)) {');
    expect(lines).toContain('run_kernel0_a[idx] = f64_to_i32(e);');
    expect(lines).toContain('run_kernel0_b[idx] = f64_to_f32(d);');
    // float -> double -> float is the identity: no helper call.
    expect(lines).toContain('run_kernel0_b[idx] = run_kernel0_b[idx];');
  });

  test('compound assignment and ++/-- go through double and back', () => {
    const lines = bodyLines(wgslOf(`void run(std::vector<float>& w) {
  array_view<float, 1> b(4, w);
  parallel_for_each(b.extent, [=](index<1> idx) restrict(amp) {
    double d = 2.0;
    d *= 3.0;
    d++;
    float f = b[idx];
    f += d;
    b[idx] = f;
  });
}`));
    expect(lines).toContain('d = f64_mul(d, vec2<u32>(0x00000000u, 0x40080000u));');
    expect(lines).toContain(`d = f64_add(d, ${one});`);
    expect(lines).toContain('f = f64_to_f32(f64_add(f64_from_f32(f), d));');
  });

  test('a struct with double fields: 8-byte members in storage, and flattened 8-aligned uniforms', () => {
    const program = checkClean(`struct P { double a; int n; double b; };
void run(std::vector<P>& v, P p, int k, double s) {
  array_view<P, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
    P q = a[idx];
    q.a = q.b * p.a + s;
    q.n = k + p.n;
    a[idx] = q;
  });
}`);
    const info = program.kernels[0].captures.find((c) => c.outer.name === 'p')!.outer.type;
    if (info.kind !== 'struct') throw new Error('P is a struct');
    expect(structLayout(info.info)).toEqual({ layout: { size: 24, align: 8 }, offsets: [0, 8, 16] });
    expect(storageLayout({ kind: 'float', bits: 64 })).toEqual({ size: 8, align: 8 });
    const iface = planKernelInterface(kernel(program, 0), program.structViews);
    expect(iface.uniforms.map((u) => `${u.name}:${u.type}@${u.offset}`)).toEqual(['p_a:f64@16', 'p_n:i32@24', 'p_b:f64@32', 's:f64@40', 'k:i32@48']);
    expect(iface.uniformSize).toBe(64);
    const code = emitWgsl(program).code;
    expect(code).toContain('struct P {\n  a: vec2<u32>,\n  n: i32,\n  b: vec2<u32>,\n}');
    expect(code).toContain('let p = P(run_kernel0_params.p_a, run_kernel0_params.p_n, run_kernel0_params.p_b);');
  });

  test('tile_static doubles and amp functions taking and returning double', () => {
    const code = wgslOf(`double twice(double x) restrict(amp) { return x + x; }
void run(std::vector<double>& v) {
  array_view<double, 1> a(8, v);
  parallel_for_each(a.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static double s[4];
    s[t.local[0]] = twice(a[t.global]);
    t.barrier.wait();
    a[t.global] = s[(t.local[0] + 1) % 4];
  });
}`);
    expect(code).toContain('fn twice(x: vec2<u32>) -> vec2<u32> {\n  return f64_add(x, x);\n}');
    expect(code).toContain('var<workgroup> run_kernel0_s: array<vec2<u32>, 4>;');
  });

  test('double_N stays an f32 vector: doubles cross into it as f32 and come out of it as double', () => {
    const { program, diagnostics } = checkSource(`void run(std::vector<float>& w, double s) {
  array_view<float, 1> b(4, w);
  parallel_for_each(b.extent, [=](index<1> idx) restrict(amp) {
    double_2 v(0.1, s);
    double y = v.y;
    b[idx] = (float)(y * 2.0);
  });
}`);
    expect(diagnostics.map((d) => d.code)).toEqual(['amp-double']);
    const lines = bodyLines(emitWgsl(program).code);
    // 0.1 rounds to float at compile time, as C++ rounds it.
    expect(lines).toContain('let v: vec2<f32> = vec2<f32>(0.10000000149011612, f64_to_f32(s));');
    expect(lines).toContain('let y: vec2<u32> = f64_from_f32(v.y);');
  });

  test('float and int code prints no software-double helper', () => {
    const code = wgslOf(`void run(std::vector<float>& w) {
  array_view<float, 1> b(4, w);
  parallel_for_each(b.extent, [=](index<1> idx) restrict(amp) {
    float f = b[idx] * 2.0f;
    b[idx] = f + (float)idx[0];
  });
}`);
    expect(code).not.toContain('f64_');
    expect(code).not.toContain('vec2<u32>');
  });
});

describe('DoubleOps', () => {
  test('every helper it prints exists in f64-wgsl.ts and is declared with what it needs', () => {
    const helpers = new Map<string, string>();
    const ops = new DoubleOps(helpers);
    const printed = [
      ...['+', '-', '*', '/', '==', '!=', '<', '<=', '>', '>='].map((op) => ops.binary(op, 'a', 'b')),
      ops.call('f64_neg', ['a']),
      ...[floatType, intType, uintType, boolType, { kind: 'index', rank: 1 } as const].flatMap((t) => [ops.fromValue(t, 'x'), ops.toValue(t, 'd')]),
    ];
    expect(printed.every((text) => text !== null)).toBe(true);
    expect(ops.binary('%', 'a', 'b')).toBeNull();
    // Each call names a declared function, and each declared function's callees are declared too.
    for (const text of printed) expect(helpers.has(/^(\w+)\(/.exec(text!)![1])).toBe(true);
    for (const source of helpers.values()) {
      for (const [, callee] of source.matchAll(/\b(f64_\w+)\(/g)) expect(helpers.has(callee)).toBe(true);
    }
  });
});
