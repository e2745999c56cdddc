/**
 * `<amp.h>`'s atomic functions (`concurrency::atomic_fetch_add`, ...), restrict(amp) only, with
 * Microsoft's int and unsigned overloads, plus HCC's float `atomic_fetch_add/sub` (Microsoft's
 * amp.h has the float `atomic_exchange`).
 *
 * The destination is written `&element` of an array_view/array or a tile_static array; the WGSL
 * emitter declares that memory `atomic<i32>`/`atomic<u32>` in the kernels that use it so
 * (`codegen/wgsl/atomic-facts.ts`) and prints the argument as a WGSL pointer (`&buf[i]`).
 * WGSL has no float atomics: a float lives in an `atomic<u32>` as its bits, and the read-modify-
 * write is a compare-exchange loop.
 */
import { boolType, floatType, intType, uintType, type Type } from '../sema/types.js';
import type { Intrinsic, IntrinsicSignature, WgslIntrinsicContext, WgslPrinter } from './intrinsics.js';

const pointer = (pointee: Type): Type => ({ kind: 'pointer', pointee });

/** `T name(T* dest, T value)` for each T. */
function binarySigs(types: readonly Type[]): IntrinsicSignature[] {
  return types.map((t) => ({ params: [pointer(t), t], result: t, pointees: { 0: 'shared' } }));
}

/** The storage an atomic of C++ type `t` has in WGSL: floats are kept as their bits. */
function atomicScalar(t: Type): 'i32' | 'u32' {
  return t.kind === 'int' && t.signed ? 'i32' : 'u32';
}

/** The WGSL type of a pointer argument, for helper parameters (pointers to storage and workgroup memory need `unrestricted_pointer_parameters`). */
function pointerParam(cx: WgslIntrinsicContext, arg: number, pointee: string): { type: string; space: string } {
  const space = cx.addressSpace(arg) ?? 'function';
  if (space !== 'function') cx.requires('unrestricted_pointer_parameters');
  return { type: space === 'storage' ? `ptr<storage, ${pointee}, read_write>` : `ptr<${space}, ${pointee}>`, space };
}

const isFloat = (cx: WgslIntrinsicContext) => cx.params[0].kind === 'pointer' && cx.params[0].pointee.kind === 'float';

/** An integer read-modify-write that WGSL has as a builtin; `float` (HCC) through a compare-exchange loop on the bits. */
function readModifyWrite(cppName: string, builtin: string, floatOp: '+' | '-' | null): WgslPrinter {
  return (args, cx) => {
    if (!isFloat(cx)) return `${builtin}(${args[0]}, ${args[1]})`;
    if (floatOp === null) return `bitcast<f32>(${builtin}(${args[0]}, bitcast<u32>(${args[1]})))`;
    const p = pointerParam(cx, 0, 'atomic<u32>');
    const name = cx.helper(`${cppName}_f32_${p.space}`, [
      `// C++ float atomic ${floatOp === '+' ? 'add' : 'subtract'}: WGSL atomics are integers, so the float's bits are swapped in when no other thread changed them meanwhile.`,
      `fn ${cppName}_f32_${p.space}(dest: ${p.type}, value: f32) -> f32 {`,
      `  var old = atomicLoad(dest);`,
      `  loop {`,
      `    let swap = atomicCompareExchangeWeak(dest, old, bitcast<u32>(bitcast<f32>(old) ${floatOp} value));`,
      `    if (swap.exchanged) {`,
      `      return bitcast<f32>(old);`,
      `    }`,
      `    old = swap.old_value;`,
      `  }`,
      `}`,
    ].join('\n'));
    return `${name}(${args[0]}, ${args[1]})`;
  };
}

/** `atomic_fetch_inc(p)` is `atomic_fetch_add(p, 1)`. */
function step(builtin: 'atomicAdd' | 'atomicSub'): WgslPrinter {
  return (args, cx) => `${builtin}(${args[0]}, ${atomicScalar(cx.result) === 'u32' ? '1u' : '1'})`;
}

/**
 * C++ AMP's compare-exchange is strong: it fails only when the values differ, and then stores
 * the current value in `*expected`. WGSL's may fail spuriously, so a failure that saw the
 * expected value is retried.
 */
const compareExchange: WgslPrinter = (args, cx) => {
  const t = atomicScalar(cx.params[2]);
  const dest = pointerParam(cx, 0, `atomic<${t}>`);
  const expected = pointerParam(cx, 1, t);
  const name = cx.helper(`atomic_compare_exchange_${t}_${dest.space}`, [
    `fn atomic_compare_exchange_${t}_${dest.space}(dest: ${dest.type}, expected: ${expected.type}, value: ${t}) -> bool {`,
    `  loop {`,
    `    let swap = atomicCompareExchangeWeak(dest, *expected, value);`,
    `    if (swap.exchanged) {`,
    `      return true;`,
    `    }`,
    `    if (swap.old_value != *expected) {`,
    `      *expected = swap.old_value;`,
    `      return false;`,
    `    }`,
    `  }`,
    `}`,
  ].join('\n'));
  return `${name}(${args.join(', ')})`;
};

function atomic(name: string, signatures: IntrinsicSignature[], wgsl: WgslPrinter): Intrinsic {
  // Declared in `concurrency`: found unqualified (through `using namespace concurrency`) or as `concurrency::name`.
  return { id: `concurrency::${name}`, name, namespaces: [''], signatures, restriction: { cpu: false, amp: true }, wgsl, host: null, header: 'amp.h' };
}

/** `T name(T* dest, T value)`, returning the value `*dest` had before. */
function rmw(name: string, types: readonly Type[], builtin: string, floatOp: '+' | '-' | null): Intrinsic {
  return atomic(name, binarySigs(types), readModifyWrite(name, builtin, floatOp));
}

const integers = [intType, uintType] as const;

export const atomicIntrinsics: Intrinsic[] = [
  rmw('atomic_fetch_add', [...integers, floatType], 'atomicAdd', '+'),
  rmw('atomic_fetch_sub', [...integers, floatType], 'atomicSub', '-'),
  rmw('atomic_fetch_and', integers, 'atomicAnd', null),
  rmw('atomic_fetch_or', integers, 'atomicOr', null),
  rmw('atomic_fetch_xor', integers, 'atomicXor', null),
  rmw('atomic_fetch_max', integers, 'atomicMax', null),
  rmw('atomic_fetch_min', integers, 'atomicMin', null),
  rmw('atomic_exchange', [...integers, floatType], 'atomicExchange', null),
  atomic('atomic_fetch_inc', integers.map((t) => ({ params: [pointer(t)], result: t, pointees: { 0: 'shared' } })), step('atomicAdd')),
  atomic('atomic_fetch_dec', integers.map((t) => ({ params: [pointer(t)], result: t, pointees: { 0: 'shared' } })), step('atomicSub')),
  atomic(
    'atomic_compare_exchange',
    integers.map((t) => ({ params: [pointer(t), pointer(t), t], result: boolType, pointees: { 0: 'shared', 1: 'private' } })),
    compareExchange,
  ),
];
