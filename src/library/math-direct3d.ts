/**
 * `concurrency::direct3d` (declared by `<amp.h>`): HLSL's intrinsics, restrict(amp) only, with
 * the int/unsigned/float overloads Microsoft's header gives them. `noise` is left out: WGSL has
 * no equivalent, and HLSL never supported it in compute shaders.
 */
import { doubleType, floatType, intType, uintType, type Type } from '../sema/types.js';
import { dual } from './f64-printers.js';
import type { Intrinsic, IntrinsicSignature, WgslPrinter } from './intrinsics.js';
import { operand } from './print.js';

const builtin = (wgslName: string): WgslPrinter => (args) => `${wgslName}(${args.join(', ')})`;

const sig = (params: Type[], result: Type): IntrinsicSignature => ({ params, result });
const same = (arity: number, ...types: Type[]): IntrinsicSignature[] =>
  types.map((t) => sig(Array.from({ length: arity }, () => t), t));

function d3d(name: string, signatures: IntrinsicSignature[], wgsl: WgslPrinter): Intrinsic {
  return {
    id: `direct3d::${name}`, name, namespaces: ['direct3d'], signatures, wgsl, host: null,
    restriction: { cpu: false, amp: true }, header: 'amp.h',
  };
}

export const direct3dIntrinsics: Intrinsic[] = [
  d3d('abs', same(1, intType), builtin('abs')),
  // HLSL's clamp is min(max(x, lo), hi); WGSL's float clamp may differ when lo > hi.
  d3d('clamp', same(3, floatType, intType), (a) => `min(max(${a[0]}, ${a[1]}), ${a[2]})`),
  d3d('countbits', same(1, uintType), builtin('countOneBits')),
  // Bit positions from the least significant bit, -1 when there is none (HLSL's and WGSL's meaning).
  d3d('firstbithigh', same(1, intType), builtin('firstLeadingBit')),
  d3d('firstbitlow', same(1, intType), builtin('firstTrailingBit')),
  d3d('imax', same(2, intType), builtin('max')),
  d3d('imin', same(2, intType), builtin('min')),
  d3d('umax', same(2, uintType), builtin('max')),
  d3d('umin', same(2, uintType), builtin('min')),
  // On doubles, a*b + c rounded twice (f64_mad), as the int overloads compute it.
  d3d('mad', same(3, floatType, doubleType, intType, uintType), dual('mad', (a, cx) =>
    cx.params[0].kind === 'float' ? `fma(${a.join(', ')})` : `(${operand(a[0])} * ${operand(a[1])} + ${operand(a[2])})`)),
  d3d('radians', same(1, floatType), builtin('radians')),
  d3d('rcp', same(1, floatType, doubleType), dual('rcp', (a) => `(1.0 / ${operand(a[0])})`)),
  d3d('reversebits', same(1, uintType), builtin('reverseBits')),
  d3d('saturate', same(1, floatType), builtin('saturate')),
  d3d('sign', same(1, intType), builtin('sign')),
  d3d('smoothstep', same(3, floatType), builtin('smoothstep')),
  d3d('step', same(2, floatType), builtin('step')),
];
