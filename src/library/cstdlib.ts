/**
 * `<cstdlib>`/`<stdlib.h>`, `<cassert>` and `<ctime>` on the host, as glibc runs them
 * (`runtime/cstdlib.ts`): `rand`/`srand` give glibc's sequence, `exit` and `abort` end the
 * program with glibc's status, and `assert` is a macro of the `<cassert>` header text that
 * expands to `__ampc_assert` (see system-headers.ts).
 *
 * None of them is available in restrict(amp) code: C++ AMP has no `rand` or `exit` on the
 * accelerator, and a kernel cannot stop the program, so ampc rejects `assert` in amp code
 * (HCC compiles it to a trap; WGSL has nothing that could report it).
 */
import { operand } from './print.js';
import { boolType, intType, longLongType, longType, stringType, type Type, voidType } from '../sema/types.js';
import type { Intrinsic } from './intrinsics.js';

const hostOnly = { cpu: true, amp: false } as const;
const cNamespaces = ['', 'std'] as const;
/** `time_t`: `long` under glibc on Linux x86-64 (the oracle). */
const time_t: Type = longType;

export const cstdlibIntrinsics: Intrinsic[] = [
  {
    id: 'rand', name: 'rand', namespaces: cNamespaces, header: 'cstdlib', restriction: hostOnly,
    signatures: [{ params: [], result: intType }],
    wgsl: null, host: (_a, cx) => `${cx.use('rand')}()`,
  },
  {
    id: 'srand', name: 'srand', namespaces: cNamespaces, header: 'cstdlib', restriction: hostOnly,
    signatures: [{ params: [{ kind: 'int', signed: false, bits: 32 }], result: voidType }],
    wgsl: null, host: (a, cx) => `${cx.use('srand')}(${a[0]})`,
  },
  {
    id: 'exit', name: 'exit', namespaces: cNamespaces, header: 'cstdlib', restriction: hostOnly,
    signatures: [{ params: [intType], result: voidType }],
    wgsl: null, host: (a, cx) => `${cx.use('exit')}(${a[0]})`,
  },
  {
    id: 'abort', name: 'abort', namespaces: cNamespaces, header: 'cstdlib', restriction: hostOnly,
    signatures: [{ params: [], result: voidType }],
    wgsl: null, host: (_a, cx) => `${cx.use('abort')}()`,
  },
  // `long` is 64 bits (g++ on Linux x86-64): a bigint on the host.
  {
    id: 'labs', name: 'labs', namespaces: cNamespaces, header: 'cstdlib', restriction: hostOnly,
    signatures: [{ params: [longType], result: longType }],
    wgsl: null, host: (a, cx) => `${cx.use('int64Abs')}(${a[0]})`,
  },
  {
    id: 'llabs', name: 'llabs', namespaces: cNamespaces, header: 'cstdlib', restriction: hostOnly,
    signatures: [{ params: [longLongType], result: longLongType }],
    wgsl: null, host: (a, cx) => `${cx.use('int64Abs')}(${a[0]})`,
  },
  // time_t time(time_t* t): ampc accepts a null pointer constant only (`time(NULL)`, `time(0)`,
  // `time(nullptr)`), not storing through `&t`.
  {
    id: 'time', name: 'time', namespaces: cNamespaces, header: 'ctime', restriction: hostOnly,
    signatures: [],
    deduce: (args) => (args.length === 1 && args[0].isNullPointerConstant && (args[0].type.kind === 'int' || args[0].type.kind === 'pointer') ? { params: [args[0].type], result: time_t, pointees: ['value'] } : null),
    wgsl: null, host: (_a, cx) => `${cx.use('time')}()`,
  },
  // clock_t clock(): the processor time used, in CLOCKS_PER_SEC (10^6, glibc's) units; clock_t
  // is `long` (resolve-type.ts). Programs use it for differences: runtime/cstdlib.ts says what it counts.
  {
    id: 'clock', name: 'clock', namespaces: cNamespaces, header: 'ctime', restriction: hostOnly,
    signatures: [{ params: [], result: time_t }],
    wgsl: null, host: (_a, cx) => `${cx.use('clock')}()`,
  },
  // assert(expr) from <cassert>: (condition, #expr, __FILE__, __LINE__, __PRETTY_FUNCTION__).
  {
    id: 'assert', name: '__ampc_assert', namespaces: [''], header: 'cassert', restriction: hostOnly,
    signatures: [{ params: [boolType, stringType, stringType, intType, stringType], result: voidType }],
    wgsl: null, host: (a, cx) => `${operand(a[0]!)} || ${cx.use('assertFail')}(${a.slice(1).join(', ')})`,
  },
];
