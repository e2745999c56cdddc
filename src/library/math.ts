/**
 * `<cmath>`/`<math.h>` and `<amp_math.h>`: the math functions, in every namespace C++ AMP
 * programs call them through. `fast_math` has float overloads only; `precise_math` and the
 * C/`std` names have float and double ones.
 *
 * Kernels compute `double` as `f32` (WebGPU has no f64; sema warns), so a double signature
 * prints the same WGSL as the float one. The host computes in double and rounds float
 * results to single precision, as glibc's float functions return correctly rounded values
 * for nearly all inputs.
 */
import { doubleType, floatType, intType, type Type } from '../sema/types.js';
import type { HostPrinter, Intrinsic, IntrinsicSignature, WgslPrinter } from './intrinsics.js';

const allNamespaces = ['', 'std', 'fast_math', 'precise_math'] as const;
const preciseNamespaces = ['', 'std', 'precise_math'] as const;

function sigs(arity: number, types: readonly Type[]): IntrinsicSignature[] {
  return types.map((t) => ({ params: Array.from({ length: arity }, () => t), result: t }));
}

/** A math function with float (and, outside fast_math, double) overloads, plus its `f`-suffixed float name. */
function mathFunction(
  name: string,
  arity: number,
  wgsl: WgslPrinter | null,
  host: HostPrinter,
  options: { fastMath?: boolean } = {},
): Intrinsic[] {
  const fast = options.fastMath ?? true;
  const out: Intrinsic[] = [];
  const base = { restriction: { cpu: true, amp: true }, wgsl, host, header: 'amp_math.h' };
  // The overloaded name: float and double outside fast_math (fast_math::name is float only).
  out.push({ ...base, id: `precise_math::${name}`, name, namespaces: preciseNamespaces, signatures: sigs(arity, [floatType, doubleType]), integerArgsAsDouble: true });
  if (fast) out.push({ ...base, id: `fast_math::${name}`, name, namespaces: ['fast_math'], signatures: sigs(arity, [floatType]) });
  // `acosf`: float only, everywhere.
  out.push({ ...base, id: `${name}f`, name: `${name}f`, namespaces: fast ? allNamespaces : preciseNamespaces, signatures: sigs(arity, [floatType]) });
  return out;
}

const builtin = (wgslName: string): WgslPrinter => (args) => `${wgslName}(${args.join(', ')})`;
const jsMath = (fn: string): HostPrinter => (args, cx) => cx.arith(cx.result, `Math.${fn}(${args.join(', ')})`);

export const mathIntrinsics: Intrinsic[] = [
  ...mathFunction('sqrt', 1, builtin('sqrt'), jsMath('sqrt')),
  ...mathFunction('fabs', 1, builtin('abs'), jsMath('abs')),
  ...mathFunction('sin', 1, builtin('sin'), jsMath('sin')),
  ...mathFunction('cos', 1, builtin('cos'), jsMath('cos')),
  ...mathFunction('tan', 1, builtin('tan'), jsMath('tan')),
  ...mathFunction('asin', 1, builtin('asin'), jsMath('asin')),
  ...mathFunction('acos', 1, builtin('acos'), jsMath('acos')),
  ...mathFunction('atan', 1, builtin('atan'), jsMath('atan')),
  ...mathFunction('atan2', 2, builtin('atan2'), jsMath('atan2')),
  ...mathFunction('exp', 1, builtin('exp'), jsMath('exp')),
  ...mathFunction('exp2', 1, builtin('exp2'), (a, cx) => cx.arith(cx.result, `Math.pow(2, ${a[0]})`)),
  ...mathFunction('log', 1, builtin('log'), jsMath('log')),
  ...mathFunction('log2', 1, builtin('log2'), jsMath('log2')),
  ...mathFunction('log10', 1, (a) => `(log(${a[0]}) * 0.4342944819)`, jsMath('log10')),
  ...mathFunction('pow', 2, builtin('pow'), jsMath('pow')),
  ...mathFunction('floor', 1, builtin('floor'), jsMath('floor')),
  ...mathFunction('ceil', 1, builtin('ceil'), jsMath('ceil')),
  ...mathFunction('trunc', 1, builtin('trunc'), jsMath('trunc')),
  // C's round() rounds halfway cases away from zero; WGSL's round() to even.
  ...mathFunction('round', 1, (a) => `(sign(${a[0]}) * floor(abs(${a[0]}) + 0.5))`, (a, cx) => cx.arith(cx.result, `Math.sign(${a[0]}) * Math.round(Math.abs(${a[0]}))`)),
  ...mathFunction('fmin', 2, builtin('min'), jsMath('min')),
  ...mathFunction('fmax', 2, builtin('max'), jsMath('max')),
  ...mathFunction('rsqrt', 1, builtin('inverseSqrt'), (a, cx) => cx.arith(cx.result, `1 / Math.sqrt(${a[0]})`)),
  ...mathFunction('fmod', 2, (a) => `(${a[0]} - ${a[1]} * trunc(${a[0]} / ${a[1]}))`, (a, cx) => cx.arith(cx.result, `${a[0]} % ${a[1]}`)),
  // abs/min/max: integer overloads too (std::abs(int), and HCC's min/max in both math namespaces).
  {
    id: 'abs', name: 'abs', namespaces: allNamespaces, header: 'cmath', restriction: { cpu: true, amp: true },
    signatures: [...sigs(1, [intType, floatType, doubleType])],
    wgsl: builtin('abs'),
    host: (a, cx) => cx.arith(cx.result, `Math.abs(${a[0]})`),
  },
  ...(['min', 'max'] as const).map((fn): Intrinsic => ({
    id: fn, name: fn, namespaces: allNamespaces, header: 'amp_math.h', restriction: { cpu: true, amp: true },
    signatures: sigs(2, [intType, floatType, doubleType]),
    wgsl: builtin(fn),
    host: (a, cx) => cx.arith(cx.result, `Math.${fn}(${a.join(', ')})`),
  })),
];
