/**
 * `<string>` on the host: `std::to_string` and the `std::sto*` conversions, and the member
 * functions of std::string that read it (`substr`, `find`, `rfind`, `compare`, `empty`). A
 * std::string is an immutable JS string of ASCII characters (src/sema/check-call.ts), so
 * positions and lengths are JS string indices. What find/rfind return is a size_t (64 bits, a
 * bigint), `npos` where there is no match: `size_t(-1)`, 18446744073709551615.
 *
 * The conversions follow libstdc++, which calls strtol/strtoul/strtod: leading white space is
 * skipped, no digits throws std::invalid_argument, a value outside the type throws
 * std::out_of_range; what() is the function's name; `pos` receives the characters read and
 * `base` is strtol's (runtime/string.ts).
 */
import { boolType, charType, doubleType, floatType, intType, longLongType, longType, sameType, sizeType, stringType, uintType, ulongLongType, ulongType, type Type } from '../sema/types.js';
import type { Intrinsic, IntrinsicSignature } from './intrinsics.js';
import { operand } from './print.js';

/** `std::string::npos`: `size_t(-1)`, size_t being 64 bits. */
export const stringNpos = 18446744073709551615n;


function hostFunction(name: string, signatures: IntrinsicSignature[], host: Intrinsic['host']): Intrinsic {
  return { id: `std::${name}`, name, namespaces: ['std'], header: 'string', restriction: { cpu: true, amp: false }, signatures, wgsl: null, host };
}

/** A std::string, or a C string (`char*`, a `char` array) that converts to one. */
function convertsToString(t: Type): boolean {
  const pointee = t.kind === 'pointer' ? t.pointee : t.kind === 'array' ? t.element : null;
  return t.kind === 'string' || (pointee?.kind === 'int' && pointee.plainChar === true);
}

/** `size_t*`, where std::stoi and its kin store how many characters they read. */
const positionType: Type = { kind: 'pointer', pointee: sizeType };

/**
 * `std::stoi(str, pos, base)` and its kin: a std::string, then optionally a `size_t*` (a null
 * pointer constant, whose `0` keeps its int type as strtol's end does in cstring.ts, or `&n` of a
 * size_t), then optionally the base. `call` prints the runtime call (runtime/string.ts) from
 * the printed arguments, the omitted ones undefined, and `use` (the runtime export's name).
 */
function stringConversion(name: string, result: Type, hasBase: boolean, call: (a: readonly (string | undefined)[], use: (runtimeExport: string) => string) => string): Intrinsic {
  return {
    ...hostFunction(name, [], (a, cx) => call(a, (runtimeExport) => cx.use(runtimeExport))),
    deduce: (args) => {
      if (args.length < 1 || args.length > (hasBase ? 3 : 2) || !convertsToString(args[0].type)) return null;
      const pos = args[1];
      if (pos && !pos.isNullPointerConstant && !sameType(pos.type, positionType)) return null;
      const base = args[2];
      if (base && base.type.kind !== 'int' && base.type.kind !== 'bool') return null;
      return { params: [stringType, ...(pos ? [pos.type] : []), ...(base ? [intType] : [])], result, ...(pos ? { pointees: { 1: 'value' as const } } : {}) };
    },
  };
}

export const stringIntrinsics: Intrinsic[] = [
  // to_string (and to_wstring: a std::wstring is ampc's std::string): integers print in decimal, floating point as "%f" (after promotion to double).
  // A long double argument takes the double overload: ampc's long double is a double.
  ...['to_string', 'to_wstring'].map((name) => hostFunction(name, [intType, uintType, longType, ulongType, longLongType, ulongLongType, floatType, doubleType].map((t) => ({ params: [t], result: stringType })), (a, cx) => (cx.params[0].kind === 'float' ? `${cx.use('formatDouble')}(${a[0]}, 'fixed', 6)` : `String(${a[0]})`))),
  // stoi(s, size_t* pos = nullptr, int base = 10) and its kin; stof and stod take no base.
  stringConversion('stoi', intType, true, (a, use) => `${use('stringToInteger')}(${a[0]}, 'stoi', 32, ${a[1] ?? 'null'}, ${a[2] ?? 10})`),
  stringConversion('stol', longType, true, (a, use) => `${use('stringToInteger')}(${a[0]}, 'stol', 64, ${a[1] ?? 'null'}, ${a[2] ?? 10})`),
  stringConversion('stoll', longLongType, true, (a, use) => `${use('stringToInteger')}(${a[0]}, 'stoll', 64, ${a[1] ?? 'null'}, ${a[2] ?? 10})`),
  stringConversion('stoul', ulongType, true, (a, use) => `${use('stringToUnsigned')}(${a[0]}, 'stoul', ${a[1] ?? 'null'}, ${a[2] ?? 10})`),
  stringConversion('stoull', ulongLongType, true, (a, use) => `${use('stringToUnsigned')}(${a[0]}, 'stoull', ${a[1] ?? 'null'}, ${a[2] ?? 10})`),
  stringConversion('stof', floatType, false, (a, use) => `${use('stringToFloat')}(${a[0]}, 'stof', 32, ${a[1] ?? 'null'})`),
  stringConversion('stod', doubleType, false, (a, use) => `${use('stringToFloat')}(${a[0]}, 'stod', 64, ${a[1] ?? 'null'})`),
];

/** A member function of std::string: the first parameter is the string itself. */
function member(name: string, signatures: IntrinsicSignature[], host: Intrinsic['host']): Intrinsic {
  return { id: `std::string::${name}`, name, namespaces: ['std'], header: 'string', restriction: { cpu: true, amp: false }, signatures, wgsl: null, host };
}

const s = stringType;

/** The member functions of std::string that sema looks up by name (src/sema/check-call.ts). */
export const stringMembers: Intrinsic[] = [
  member('empty', [{ params: [s], result: boolType }], (a) => `(${a[0]}.length === 0)`),
  member('substr', [
    { params: [s], result: s }, { params: [s, uintType], result: s }, { params: [s, uintType, uintType], result: s },
  ], (a, cx) => `${cx.use('substr')}(${a.join(', ')})`),
  // find / rfind of a string or a character, from a position; npos where there is none.
  ...(['find', 'rfind'] as const).map((name) => member(name, [s, charType].flatMap((what): IntrinsicSignature[] => [
    { params: [s, what], result: sizeType }, { params: [s, what, uintType], result: sizeType },
  ]), (a, cx) => {
    const what = cx.params[1].kind === 'string' ? a[1] : `String.fromCharCode(${operand(a[1]!)} & 255)`;
    return `${cx.use('sizeOrNpos')}(${cx.use(name === 'find' ? 'stringFind' : 'stringRfind')}(${[a[0], what, ...a.slice(2)].join(', ')}))`;
  })),
  // A fresh C string of the characters (runtime/cstring.ts): reading it is all `const char*` allows.
  member('c_str', [{ params: [s], result: { kind: 'pointer', pointee: charType } }], (a, cx) => `${cx.use('cString')}(${a[0]})`),
  member('compare', [{ params: [s, s], result: intType }], (a, cx) => `${cx.use('stringCompare')}(${a[0]}, ${a[1]})`),
];

/**
 * `a + b` of std::strings, and of a std::string and a char (a string literal is a std::string
 * in ampc's typed program): the JS concatenation. src/sema/string-operators.ts calls it.
 */
export const stringPlus: Intrinsic = {
  id: 'std::operator+', name: 'operator+', namespaces: ['std'], header: 'string', restriction: { cpu: true, amp: false },
  signatures: [{ params: [s, s], result: s }, { params: [s, charType], result: s }, { params: [charType, s], result: s }],
  wgsl: null,
  host: (a, cx) => a.map((x, i) => (cx.params[i].kind === 'string' ? operand(x) : `${cx.use('charToString')}(${x})`)).join(' + '),
};

/** `a < b`, `a <= b`, `a > b`, `a >= b` of std::strings: JS compares ASCII strings as C++ compares their chars. */
export function stringOrdering(op: '<' | '<=' | '>' | '>='): Intrinsic {
  return {
    id: `std::operator${op}`, name: `operator${op}`, namespaces: ['std'], header: 'string', restriction: { cpu: true, amp: false },
    signatures: [{ params: [s, s], result: boolType }],
    wgsl: null,
    host: (a) => `(${operand(a[0]!)} ${op} ${operand(a[1]!)})`,
  };
}

/**
 * A std::string's characters as its iterators point into them: the view of the string's place
 * (runtime/string-characters.ts), one per place. The argument is the place, a variable boxed in a
 * one-element array, a reference parameter's cell, a member or an element
 * (src/sema/element-iterators.ts picks them), so its printed text is `HOLDER[key]` or
 * `HOLDER.key`: the holder is the object the view writes into.
 */
export const stringCharacters: Intrinsic = {
  id: 'std::string::characters', name: 'characters', namespaces: ['std'], header: 'string', restriction: { cpu: true, amp: false },
  signatures: [],
  wgsl: null,
  host: (a, cx) => {
    const place = holderAndKey(a[0]!);
    return `${cx.use('stringCharacters')}(${place.holder}, ${place.key})`;
  },
  pure: true,
};

/** A place's printed text split into the object holding the value and the key it is held at. */
function holderAndKey(text: string): { holder: string; key: string } {
  const place = text.endsWith('!') ? text.slice(0, -1) : text;
  if (place.endsWith(']')) {
    let depth = 0;
    for (let i = place.length - 1; i >= 0; i--) {
      if (place[i] === ']') depth++;
      else if (place[i] === '[' && --depth === 0) return { holder: place.slice(0, i), key: place.slice(i + 1, -1) };
    }
  }
  const member = /^(.*)\.([A-Za-z_$][\w$]*)$/s.exec(place);
  if (member) return { holder: member[1]!, key: JSON.stringify(member[2]) };
  throw new Error(`ampc: the std::string place '${text}' has no holder`);
}

/**
 * `std::string(first, last)`: the characters between two positions of one container of chars (a
 * string's characters, a std::vector<char>, a char array), as the algorithms take a range.
 */
export const stringFromRange: Intrinsic = {
  id: 'std::string::string', name: 'string', namespaces: ['std'], header: 'string', restriction: { cpu: true, amp: false },
  signatures: [],
  iteratorRange: true,
  wgsl: null,
  host: (a, cx) => `${cx.use('stringFromRange')}(${a[0]}, ${a[1]}, ${a[2]})`,
};

/**
 * `s.erase(first, last)`, `s.erase(it)`, `s.insert(it, c)`: the characters from an iterator to
 * another (or to a count after it) replaced by a text, in the string's place. The arguments are
 * the view the iterators point into (`stringCharacters`), the iterators (or iterator and count)
 * and the text.
 */
export const replaceCharacters: Intrinsic = {
  id: 'std::string::replace', name: 'replace', namespaces: ['std'], header: 'string', restriction: { cpu: true, amp: false },
  signatures: [],
  wgsl: null,
  host: (a, cx) => `${cx.use('replaceCharacters')}(${a.join(', ')})`,
};

/** `s.insert(pos, text)`: the string with the text inserted before position pos. */
export const insertCharacters: Intrinsic = {
  id: 'std::string::insert', name: 'insert', namespaces: ['std'], header: 'string', restriction: { cpu: true, amp: false },
  signatures: [{ params: [s, uintType, s], result: s }],
  wgsl: null,
  host: (a, cx) => `${cx.use('insertCharacters')}(${a.join(', ')})`,
};

/** `s.erase(pos, n)`, `s.erase(pos)`, `s.erase()`: the string without those characters. */
export const eraseCharacters: Intrinsic = {
  id: 'std::string::erase', name: 'erase', namespaces: ['std'], header: 'string', restriction: { cpu: true, amp: false },
  signatures: [{ params: [s, uintType, uintType], result: s }],
  wgsl: null,
  host: (a, cx) => `${cx.use('eraseCharacters')}(${a.join(', ')})`,
};
