/**
 * `<sstream>` on the host: `std::ostringstream`, an ostream whose text `str()` returns (`str(s)`
 * replaces it and writes from its start again), and
 * `std::istringstream`, an istream reading a string. `<<` and `>>` chains on them are the
 * stream nodes cout and cin use (src/sema/check-operators.ts), so the manipulators and number
 * formats are iostream's (runtime/iostream.ts); the runtime classes are runtime/sstream.ts.
 * `std::stringstream` does both, on one string with separate read and write positions, as
 * libstdc++'s stringbuf: a stringstream made from text starts writing at its beginning,
 * overwriting it (runtime/sstream.ts StringStream). The istreams' state is istream-state.ts.
 */
import type { Expr } from '../sema/program.js';
import { stringType, voidType } from '../sema/types.js';
import { hostMember, type LibraryClass } from './classes.js';
import { istreamStateMembers } from './istream-state.js';
import { ostreamFormatMembers } from './ostream.js';

export const ostringstreamClass: LibraryClass = {
  id: 'std::ostringstream', names: ['ostringstream'], namespaces: ['std'], header: 'sstream', restriction: { cpu: true, amp: false },
  typeParams: [],
  // Made from text, it writes from the beginning, overwriting it, as a stringstream does.
  constructors: () => [{ params: [], result: voidType }, { params: [stringType], result: voidType }],
  members: (self) => [
    // `os.str("")` empties it (and puts the write position at the start): the usual reset.
    hostMember(self, 'str', [{ params: [], result: stringType }, { params: [stringType], result: voidType }], (a) => (a.length === 1 ? `${a[0]}.text()` : `${a[0]}.setText(${a[1]})`)),
    // precision(), setf(), width(), ...: the format state every ostream has.
    ...ostreamFormatMembers(self),
  ],
  // The stringstream's class: an ostringstream is one that is never read (so its state stays good).
  hostType: (cx) => cx.use('StringStream'),
  hostConstruct: (a, cx) => `new ${cx.use('StringStream')}(${a.join(', ')})`,
};

export const istringstreamClass: LibraryClass = {
  id: 'std::istringstream', names: ['istringstream'], namespaces: ['std'], header: 'sstream', restriction: { cpu: true, amp: false },
  typeParams: [],
  constructors: () => [{ params: [stringType], result: voidType }],
  members: (self) => [
    // fail(), eof(), good(), clear() and the stream as a condition.
    ...istreamStateMembers(self),
  ],
  hostType: (cx) => cx.use('IStream'),
  hostConstruct: (a, cx) => `${cx.use('istringstream')}(${a[0]})`,
};

export const stringstreamClass: LibraryClass = {
  id: 'std::stringstream', names: ['stringstream'], namespaces: ['std'], header: 'sstream', restriction: { cpu: true, amp: false },
  typeParams: [],
  constructors: () => [{ params: [], result: voidType }, { params: [stringType], result: voidType }],
  members: (self) => [
    // str(s) replaces the string and puts both positions back at its start; failbit and eofbit stay.
    hostMember(self, 'str', [{ params: [], result: stringType }, { params: [stringType], result: voidType }], (a) => (a.length === 1 ? `${a[0]}.text()` : `${a[0]}.setText(${a[1]})`)),
    ...ostreamFormatMembers(self),
    ...istreamStateMembers(self),
  ],
  hostType: (cx) => cx.use('StringStream'),
  hostConstruct: (a, cx) => `new ${cx.use('StringStream')}(${a.join(', ')})`,
};

export const sstreamClasses: LibraryClass[] = [ostringstreamClass, istringstreamClass, stringstreamClass];

/** Whether `e` is a string stream object: `out` (ostringstream), `in` (istringstream), `both` (stringstream), or null. */
export function stringStreamOf(e: Expr): 'out' | 'in' | 'both' | null {
  if (e.type.kind !== 'libraryClass') return null;
  if (e.type.decl === ostringstreamClass) return 'out';
  if (e.type.decl === istringstreamClass) return 'in';
  if (e.type.decl === stringstreamClass) return 'both';
  return null;
}

/** Whether `e` writes as an ostream: `<<` chains, a `std::ostream&` argument. */
export function writesAsOstream(e: Expr): boolean {
  const s = stringStreamOf(e);
  return s === 'out' || s === 'both';
}

/** Whether `e` reads as an istream: `>>` chains, std::getline. */
export function readsAsIstream(e: Expr): boolean {
  const s = stringStreamOf(e);
  return s === 'in' || s === 'both';
}
