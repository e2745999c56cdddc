/**
 * `<cctype>`/`<ctype.h>` on the host, as glibc runs them in the "C" locale (runtime/cctype.ts):
 * a classification returns glibc's class bit (`isdigit('5')` is 2048, not 1), as a program that
 * prints the result sees under g++. Not available in restrict(amp) code, as in C++ AMP.
 */
import { intType } from '../sema/types.js';
import type { Intrinsic } from './intrinsics.js';

const hostOnly = { cpu: true, amp: false } as const;
const cNamespaces = ['', 'std'] as const;

/** The functions of <cctype>: each takes an int (a char value or EOF) and returns an int. */
export const cctypeFunctionNames = [
  'isalnum', 'isalpha', 'isblank', 'iscntrl', 'isdigit', 'isgraph', 'islower', 'isprint',
  'ispunct', 'isspace', 'isupper', 'isxdigit', 'tolower', 'toupper',
] as const;

export const cctypeIntrinsics: Intrinsic[] = cctypeFunctionNames.map((name) => ({
  id: name, name, namespaces: cNamespaces, header: 'cctype', restriction: hostOnly,
  signatures: [{ params: [intType], result: intType }],
  wgsl: null, host: (a, cx) => `${cx.use(name)}(${a[0]})`,
}));
