/**
 * The format state of `std::ostream` (cout, cerr, wcout, wcerr, ostringstream): the member
 * functions `flags`, `setf`, `unsetf`, `precision`, `width` and `fill` (and the unformatted
 * `flush`, `put` and `write`), and the
 * `std::ios_base::fmtflags` constants (`std::ios::fixed`, `std::ios_base::floatfield`, ...).
 *
 * libstdc++'s fmtflags is an enum whose values programs can print (`cout << cout.flags()`), so
 * the constants are ints with its values (bits/ios_base.h), the same bits the runtime keeps
 * (runtime/iostream.ts `FmtFlags`). `streamsize` is `long`, as on Linux x86-64.
 */
import type { Type } from '../sema/types.js';
import { charType, intType, longType, sameType, voidType } from '../sema/types.js';
import type { Intrinsic } from './intrinsics.js';

/** `std::ios_base::fmtflags`: as int, its enum's underlying values. */
export const fmtflagsType: Type = intType;

/** The fmtflags constants of `std::ios_base` (and so of `std::ios`), libstdc++'s values. */
export const iosFlagValues: ReadonlyMap<string, number> = new Map([
  ['boolalpha', 1 << 0], ['dec', 1 << 1], ['fixed', 1 << 2], ['hex', 1 << 3], ['internal', 1 << 4],
  ['left', 1 << 5], ['oct', 1 << 6], ['right', 1 << 7], ['scientific', 1 << 8], ['showbase', 1 << 9],
  ['showpoint', 1 << 10], ['showpos', 1 << 11], ['skipws', 1 << 12], ['unitbuf', 1 << 13], ['uppercase', 1 << 14],
  ['adjustfield', (1 << 5) | (1 << 7) | (1 << 4)],
  ['basefield', (1 << 1) | (1 << 6) | (1 << 3)],
  ['floatfield', (1 << 8) | (1 << 2)],
]);

/** The classes whose `Class::flag` names a constant: `ios_base`, and `ios` (`basic_ios<char>`), which inherits them. */
export const iosFlagClasses: ReadonlySet<string> = new Set(['ios_base', 'ios', 'ostream', 'wios']);

/** The format-state members of an ostream object of type `self`; each prints as the runtime method of the same name. */
export function ostreamFormatMembers(self: Type): Intrinsic[] {
  const member = (name: string, overloads: { params: Type[]; result: Type }[]): Intrinsic => ({
    id: `std::ostream::${name}`,
    name,
    namespaces: [],
    signatures: overloads.map((o) => ({ params: [self, ...o.params], result: o.result })),
    restriction: { cpu: true, amp: false },
    wgsl: null,
    host: (a) => `${a[0]}.${name}(${a.slice(1).join(', ')})`,
    header: 'iostream',
  });
  return [
    member('flags', [{ params: [], result: fmtflagsType }, { params: [fmtflagsType], result: fmtflagsType }]),
    member('setf', [{ params: [fmtflagsType], result: fmtflagsType }, { params: [fmtflagsType, fmtflagsType], result: fmtflagsType }]),
    member('unsetf', [{ params: [fmtflagsType], result: voidType }]),
    member('precision', [{ params: [], result: longType }, { params: [longType], result: longType }]),
    member('width', [{ params: [], result: longType }, { params: [longType], result: longType }]),
    member('fill', [{ params: [], result: charType }, { params: [charType], result: charType }]),
    // flush(), put(c) and write(s, n) return the stream; ampc has no stream references, so they are statements.
    member('flush', [{ params: [], result: voidType }]),
    member('put', [{ params: [charType], result: voidType }]),
    {
      ...member('write', []),
      host: (a) => `${a[0]}.writeChars(${a[1]}, ${a[2]})`,
      // write(const char* s, streamsize n): a literal (typed std::string in ampc) is passed as its
      // text; a char array or `char*` (`str.c_str()`) as a pointer.
      deduce: (args) => {
        const [stream, chars, count] = args;
        if (args.length !== 3 || !sameType(stream.type, self) || (count.type.kind !== 'int' && count.type.kind !== 'bool')) return null;
        const text = chars.type.kind === 'string' ? chars.type : isChars(chars.type) ? charsPointer : null;
        return text ? { params: [self, text, longType], result: voidType, pointees: { 1: 'value' } } : null;
      },
      checkCall: (args) => (args[1].type.kind === 'string' && args[1].stringLiteral === null
        ? [{ severity: 'error', rule: 'type-mismatch', message: "no conversion from 'std::string' to 'const char *'", arg: 1 }]
        : []),
    },
  ];
}

const charsPointer: Type = { kind: 'pointer', pointee: charType };

/** A `char*` or a `char` array, which decays to one. */
function isChars(t: Type): boolean {
  const pointee = t.kind === 'pointer' ? t.pointee : t.kind === 'array' ? t.element : null;
  return pointee?.kind === 'int' && pointee.plainChar === true;
}
