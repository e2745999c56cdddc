/**
 * `<cmath>`'s rounding to an integer type: `lround`/`llround` (halfway cases away from zero) and
 * `lrint`/`llrint` (the default rounding mode: halfway cases to even), with their float-only
 * `...f` names. Their results are 64 bits (long and long long under g++ on Linux), which the
 * host computes as bigints (runtime/math.ts) and kernels do not have, so they are CPU-only.
 */
import { doubleType, floatType, longLongType, longType, type Type } from '../sema/types.js';
import type { Intrinsic } from './intrinsics.js';


function roundingToInteger(name: string, result: Type, runtimeName: 'lround' | 'lrint'): Intrinsic[] {
  const shared = { restriction: { cpu: true, amp: false }, header: 'cmath', wgsl: null } as const;
  const host: Intrinsic['host'] = (a, cx) => `${cx.use('cmath')}.${runtimeName}(${a[0]})`;
  return [
    {
      ...shared, id: `std::${name}`, name, namespaces: ['', 'std'], integerArgsAsDouble: true, host,
      signatures: [{ params: [floatType], result }, { params: [doubleType], result }],
    },
    // `lroundf`: float only, global (as C declares it).
    { ...shared, id: `${name}f`, name: `${name}f`, namespaces: [''], host, signatures: [{ params: [floatType], result }] },
  ];
}

export const mathToIntegerIntrinsics: Intrinsic[] = [
  ...roundingToInteger('lround', longType, 'lround'),
  ...roundingToInteger('llround', longLongType, 'lround'),
  ...roundingToInteger('lrint', longType, 'lrint'),
  ...roundingToInteger('llrint', longLongType, 'lrint'),
];
