/**
 * Every overload of every math library function (fast_math, precise_math, <cmath>, direct3d)
 * called in a kernel: ampc accepts the call, and Dawn accepts the WGSL (helpers included) with
 * no message at all. The program is generated from the library's own table, so a function
 * added to it is covered here without a new test.
 */
import { compile } from '../../src/driver.js';
import type { Intrinsic, IntrinsicSignature } from '../../src/library/intrinsics.js';
import { allLibraryIntrinsics } from '../../src/library/registry.js';
import type { Type } from '../../src/sema/types.js';
import { dawnMessages } from '../helpers/dawn.js';
import { useDawnDevice } from '../helpers/dawn-device.js';

const requireDevice = useDawnDevice();

const mathHeaders = new Set(['amp_math.h', 'cmath']);
// The functions kernels may call (std::lround and its kin, with 64-bit results, are CPU-only).
const isMath = (i: Intrinsic) => (mathHeaders.has(i.header) || i.id.startsWith('direct3d::')) && i.restriction.amp;
const mathIntrinsics = allLibraryIntrinsics().filter(isMath);

/** A C++ spelling of a scalar parameter type, and a local of it to pass. */
function cppType(t: Type): string {
  switch (t.kind) {
    case 'float': return t.bits === 32 ? 'float' : 'double';
    case 'int': return t.signed ? 'int' : 'unsigned';
    case 'bool': return 'bool';
    default: throw new Error(`unexpected parameter type ${t.kind}`);
  }
}

/** `concurrency::fast_math::name` for the intrinsic's first namespace. */
function qualified(i: Intrinsic): string {
  const ns = i.namespaces[0];
  if (ns === '') return i.name;
  if (ns === 'std') return `std::${i.name}`;
  return `concurrency::${ns}::${i.name}`;
}

/** One statement calling the overload with locals of its parameter types; the result goes to `out`. */
function callStatement(i: Intrinsic, s: IntrinsicSignature, n: number): string {
  const locals: string[] = [];
  const args = s.params.map((p, k) => {
    const name = `a${n}_${k}`;
    const pointee = p.kind === 'pointer' ? p.pointee : p;
    locals.push(`${cppType(pointee)} ${name} = (${cppType(pointee)})(x + ${k + 1});`);
    return p.kind === 'pointer' ? `&${name}` : name;
  });
  const call = `${qualified(i)}(${args.join(', ')})`;
  const use = s.result.kind === 'void' ? `${call}; out[idx] += (float)a${n}_1;` : `out[idx] += (float)${call};`;
  return `{ ${locals.join(' ')} ${use} }`;
}

/** A signature on doubles (a double parameter, or a pointer to one): its WGSL calls software-double helpers. */
const onDoubles = (s: IntrinsicSignature) =>
  s.params.some((p) => { const t = p.kind === 'pointer' ? p.pointee : p; return t.kind === 'float' && t.bits === 64; });

function program(doubles: boolean): string {
  let n = 0;
  const statements = mathIntrinsics.flatMap((i) => i.signatures.filter((s) => onDoubles(s) === doubles).map((s) => callStatement(i, s, n++)));
  return [
    '#include <amp.h>',
    '#include <amp_math.h>',
    '#include <cmath>',
    '#include <vector>',
    'int main() {',
    '  std::vector<float> v(64, 0.5f);',
    '  concurrency::array_view<float, 1> out(64, v);',
    '  concurrency::parallel_for_each(out.extent, [=](concurrency::index<1> idx) restrict(amp) {',
    '    int x = idx[0];',
    ...statements.map((s) => `    ${s}`),
    '  });',
    '  return 0;',
    '}',
  ].join('\n');
}

describe('the math library in kernels', () => {
  test('covers the whole library: the three math namespaces, <cmath> and direct3d', () => {
    const ids = new Set(mathIntrinsics.map((i) => i.id));
    for (const id of ['fast_math::sincos', 'precise_math::erfcinv', 'std::nextafter', 'direct3d::reversebits', 'precise_math::isnormal', 'lgammaf']) {
      expect(ids).toContain(id);
    }
    expect(mathIntrinsics.reduce((count, i) => count + i.signatures.length, 0)).toBeGreaterThan(300);
  });

  test('ampc accepts every overload on float and int in a kernel, and Dawn its WGSL', async () => {
    const result = compile('math-all.cpp', program(false), { readFile: () => undefined });
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.span.start.line}:${d.span.start.column} ${d.message}`);
    expect(errors).toEqual([]);
    const wgsl = result.output!.wgsl;
    expect(await dawnMessages(await requireDevice(), wgsl)).toEqual([]);
  });

  test('ampc accepts every overload on double in a kernel, and Dawn validates its WGSL', async () => {
    const result = compile('math-double.cpp', program(true), { readFile: () => undefined });
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.span.start.line}:${d.span.start.column} ${d.message}`);
    expect(errors).toEqual([]);
    const wgsl = result.output!.wgsl;
    // Exact software doubles, the largest functions included: all are within the compile-time
    // budget (src/library/f64-printers.ts), so none is narrowed to f32 or warned about.
    for (const f of ['f64_tan(', 'f64_erfcinv(', 'f64_tgamma(', 'f64_acosh(', 'f64_lgamma(']) expect(wgsl).toContain(f);
    expect(wgsl).not.toMatch(/f64_from_f32\(\w+_f32\(f64_to_f32\(/);
    expect(result.diagnostics.filter((d) => d.code === 'amp-double')).toEqual([]);
    // The module only: one pipeline of every software-double function would take lavapipe an
    // hour to compile. test/library/f64-math-wgsl.test.ts compiles and runs each on its own.
    const device = await requireDevice();
    device.pushErrorScope('validation');
    const module = device.createShaderModule({ code: wgsl });
    const messages = (await module.getCompilationInfo()).messages.map((m) => `${m.type} ${m.lineNum}:${m.linePos} ${m.message}`);
    const error = await device.popErrorScope();
    expect([...messages, ...(error ? [error.message] : [])]).toEqual([]);
  });
});
