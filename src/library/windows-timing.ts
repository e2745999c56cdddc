/**
 * `<Windows.h>`'s timing calls, which C++ AMP samples time the CPU and the GPU with:
 * `QueryPerformanceCounter`/`QueryPerformanceFrequency` into a `LARGE_INTEGER`, `GetTickCount`,
 * `GetTickCount64`, `timeGetTime` (`<timeapi.h>`, which `<Windows.h>` includes) and `Sleep`. The
 * runtime's (runtime/windows-timing.ts) counter runs at 10 MHz, as Windows 10 and later report.
 *
 * `LARGE_INTEGER` is Win32's union of the 64-bit `QuadPart` and its halves `LowPart` (a DWORD)
 * and `HighPart` (a LONG): a library class whose three fields are views of one 64-bit value, so
 * writing one changes the others as the union does. `&li` is passed to the two query functions
 * as the object itself, which they write in place (a local, a class member or an element alike).
 * `<Windows.h>`'s integer typedefs the samples use (`UINT`, `LONGLONG`, ...) are C++, parsed
 * before the program (src/sema/library-prelude.ts), at Windows' sizes: LONG is 32 bits there.
 * (DWORD, WORD, BOOL, SHORT and HANDLE are sema's: src/sema/resolve-type.ts.)
 */
import { intType, longLongType, type Type, ulongLongType, voidType } from '../sema/types.js';
import type { LibraryClass, LibraryClassType } from './classes.js';
import type { Intrinsic } from './intrinsics.js';

const hostOnly = { cpu: true, amp: false } as const;
const dwordType: Type = { kind: 'int', signed: false, bits: 32 };

export const largeIntegerClass: LibraryClass = {
  id: 'LARGE_INTEGER', names: ['LARGE_INTEGER'], namespaces: [''], header: 'Windows.h', restriction: hostOnly, typeParams: [],
  constructors: (self) => [{ params: [], result: voidType }, { params: [self], result: voidType }],
  fields: () => [
    { name: 'QuadPart', type: longLongType, isConst: false },
    { name: 'LowPart', type: dwordType, isConst: false },
    { name: 'HighPart', type: intType, isConst: false },
  ],
  members: () => [],
  hostType: (cx) => cx.use('LargeInteger'),
  hostConstruct: (args, cx) => (args[0] !== undefined ? `${args[0]}.clone()` : `new ${cx.use('LargeInteger')}()`),
};

const largeInteger: LibraryClassType = { kind: 'libraryClass', decl: largeIntegerClass, typeArgs: [] };

function windowsFunction(name: string, params: readonly Type[], result: Type, runtimeName = name, extra: Partial<Intrinsic> = {}): Intrinsic {
  return {
    id: name, name, namespaces: [''], header: 'Windows.h', restriction: hostOnly,
    // A LARGE_INTEGER* is the object itself, written in place (see above).
    signatures: [{ params, result, pointees: params[0]?.kind === 'pointer' ? { 0: 'value' } : undefined }],
    wgsl: null, host: (a, cx) => `${cx.use(runtimeName)}(${a.join(', ')})`,
    ...extra,
  };
}

export const windowsTimingIntrinsics: Intrinsic[] = [
  windowsFunction('QueryPerformanceCounter', [{ kind: 'pointer', pointee: largeInteger }], intType),
  windowsFunction('QueryPerformanceFrequency', [{ kind: 'pointer', pointee: largeInteger }], intType),
  windowsFunction('GetTickCount', [], dwordType),
  windowsFunction('GetTickCount64', [], ulongLongType),
  windowsFunction('timeGetTime', [], dwordType, 'GetTickCount'),
  windowsFunction('Sleep', [dwordType], voidType, 'Sleep', { awaits: true }),
];

export const windowsTimingClasses: LibraryClass[] = [largeIntegerClass];

const windowsTypedefs: readonly (readonly [name: string, type: string])[] = [
  ['INT', 'int'], ['UINT', 'unsigned int'], ['LONG', 'int'], ['ULONG', 'unsigned int'], ['LONGLONG', 'long long'],
  ['ULONGLONG', 'unsigned long long'], ['DWORD64', 'unsigned long long'], ['INT32', 'int'], ['UINT32', 'unsigned int'],
  ['INT64', 'long long'], ['UINT64', 'unsigned long long'], ['USHORT', 'unsigned short'], ['CHAR', 'char'],
  ['UCHAR', 'unsigned char'], ['BYTE', 'unsigned char'], ['BOOLEAN', 'unsigned char'], ['FLOAT', 'float'],
  // A LONG: what C++ AMP's exceptions carry (src/library/amp-exceptions.ts).
  ['HRESULT', 'int'],
];

/** The typedefs' names, which the parser must know as types (src/parser/known-names.ts). */
export const windowsTypedefNames: readonly string[] = windowsTypedefs.map(([name]) => name);

export const windowsTypedefsHeader = windowsTypedefs.map(([name, type]) => `typedef ${type} ${name};`).join('\n') + '\n';
