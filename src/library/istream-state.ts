/**
 * The state every istream has (std::cin, std::istringstream, std::stringstream): libstdc++'s
 * failbit and eofbit, read by `fail()`, `eof()`, `good()` and by the stream as a condition
 * (`while (in >> x)`: its explicit operator bool, `!fail()`; `if (!std::getline(in, line))`: its
 * operator!, `fail()`),
 * and reset by `clear()`. The runtime keeps them (runtime/iostream.ts IStream): a failed
 * extraction sets failbit, one that looks past the last character sets eofbit.
 */
import type { Type } from '../sema/types.js';
import { boolType, voidType } from '../sema/types.js';
import type { Intrinsic } from './intrinsics.js';

export function istreamStateMembers(self: Type): Intrinsic[] {
  const member = (name: string, result: Type, host: Intrinsic['host']): Intrinsic => ({
    id: `std::istream::${name}`,
    name,
    namespaces: [],
    signatures: [{ params: [self], result }],
    restriction: { cpu: true, amp: false },
    wgsl: null,
    host,
    header: 'iostream',
  });
  return [
    member('fail', boolType, (a) => `${a[0]}.fail()`),
    member('eof', boolType, (a) => `${a[0]}.eof()`),
    member('good', boolType, (a) => `${a[0]}.good()`),
    member('clear', voidType, (a) => `${a[0]}.clear()`),
    member('explicit operator bool', boolType, (a) => `!${a[0]}.fail()`),
    member('operator!', boolType, (a) => `${a[0]}.fail()`),
  ];
}
