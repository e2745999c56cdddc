/**
 * `<cstdlib>`'s `div`, `ldiv` and `lldiv`, and their result classes `div_t`, `ldiv_t` and
 * `lldiv_t` (the `quot` and `rem` of one division), with the overloads of `std::div` for long and
 * long long that C++ adds. The classes are the runtime's (runtime/cstdlib.ts), as `<Windows.h>`'s
 * COORD is: sema knows their fields (src/sema/check.ts declares the names), and a program that
 * does not use them gets no code for them.
 */
import { intType, longLongType, longType, type StructInfo, type Type } from '../sema/types.js';
import type { Intrinsic } from './intrinsics.js';


function resultClass(name: string, field: Type): StructInfo {
  return { name, fields: [{ name: 'quot', type: field }, { name: 'rem', type: field }], isUnion: false, methods: [] };
}

/** `div_t`, `ldiv_t`, `lldiv_t`: in the global namespace and std, as glibc's `<cstdlib>` has them. */
export const divResultClasses: readonly StructInfo[] = [
  resultClass('div_t', intType), resultClass('ldiv_t', longType), resultClass('lldiv_t', longLongType),
];
export const divTypeNames: readonly string[] = divResultClasses.map((c) => c.name);

const [divT, ldivT, lldivT] = divResultClasses.map((info): Type => ({ kind: 'struct', info }));
const runtimeFunctions = ['div', 'ldiv', 'lldiv'] as const;
const hostOnly = { cpu: true, amp: false } as const;
const cNamespaces = ['', 'std'] as const;

function division(name: string, overloads: readonly (readonly [Type, Type])[]): Intrinsic {
  return {
    id: name, name, namespaces: cNamespaces, header: 'cstdlib', restriction: hostOnly,
    signatures: overloads.map(([operand, result]) => ({ params: [operand, operand], result })),
    // The runtime's function for the result's class (`std::div(7L, 2L)` is `ldiv`).
    wgsl: null, host: (a, cx) => `${cx.use(runtimeFunctions[divResultClasses.findIndex((c) => cx.result.kind === 'struct' && cx.result.info === c)]!)}(${a[0]}, ${a[1]})`,
  };
}

export const divIntrinsics: Intrinsic[] = [
  division('div', [[intType, divT!], [longType, ldivT!], [longLongType, lldivT!]]),
  division('ldiv', [[longType, ldivT!]]),
  division('lldiv', [[longLongType, lldivT!]]),
];
