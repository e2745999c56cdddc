/**
 * `<sstream>` on the host: `std::ostringstream`, an ostream whose text `str()` returns, and
 * `std::istringstream`, an istream reading a string. `<<` and `>>` chains on them are the
 * stream nodes cout and cin use (src/sema/check-operators.ts), so the manipulators and number
 * formats are iostream's (runtime/iostream.ts); the runtime classes are runtime/sstream.ts.
 * `std::stringstream`, which does both, is not supported.
 */
import type { Expr } from '../sema/program.js';
import { boolType, stringType, voidType } from '../sema/types.js';
import { hostMember, type LibraryClass } from './classes.js';
import { ostreamFormatMembers } from './ostream.js';

export const ostringstreamClass: LibraryClass = {
  id: 'std::ostringstream', names: ['ostringstream'], namespaces: ['std'], header: 'sstream', restriction: { cpu: true, amp: false },
  typeParams: [],
  constructors: () => [{ params: [], result: voidType }],
  members: (self) => [
    hostMember(self, 'str', [{ params: [], result: stringType }], (a) => `${a[0]}.text()`),
    // precision(), setf(), width(), ...: the format state every ostream has.
    ...ostreamFormatMembers(self),
  ],
  hostType: (cx) => cx.use('OStringStream'),
  hostConstruct: (_, cx) => `new ${cx.use('OStringStream')}()`,
};

export const istringstreamClass: LibraryClass = {
  id: 'std::istringstream', names: ['istringstream'], namespaces: ['std'], header: 'sstream', restriction: { cpu: true, amp: false },
  typeParams: [],
  constructors: () => [{ params: [stringType], result: voidType }],
  members: (self) => [
    hostMember(self, 'fail', [{ params: [], result: boolType }], (a) => `${a[0]}.fail()`),
    hostMember(self, 'eof', [{ params: [], result: boolType }], (a) => `${a[0]}.eof()`),
  ],
  hostType: (cx) => cx.use('IStream'),
  hostConstruct: (a, cx) => `${cx.use('istringstream')}(${a[0]})`,
};

export const sstreamClasses: LibraryClass[] = [ostringstreamClass, istringstreamClass];

/** Whether `e` is a string stream object: `out` (ostringstream), `in` (istringstream), or null. */
export function stringStreamOf(e: Expr): 'out' | 'in' | null {
  if (e.type.kind !== 'libraryClass') return null;
  if (e.type.decl === ostringstreamClass) return 'out';
  if (e.type.decl === istringstreamClass) return 'in';
  return null;
}
