/**
 * `<string>` on the host: std::string is an immutable JS string of ASCII characters, and its
 * positions are JS indices. `npos` is ampc's 32-bit `size_t(-1)`.
 */
import { RuntimeException } from './exceptions.js';
import { parseInteger, strtod, strtof } from './cstring.js';
import { parseHexFloat } from './hex-float.js';
import { Pointer } from './pointer.js';
import { InvalidArgument, OutOfRange } from './std-exceptions.js';

export const NPOS = 4294967295;

/** A position from stringFind/stringRfind as C++'s size_t: `npos` is `size_t(-1)`, 2^64 - 1. */
export function sizeOrNpos(i: number): bigint {
  return i === NPOS ? 18446744073709551615n : BigInt(i);
}

/** `s.substr(pos, n)`: throws std::out_of_range as libstdc++ does when pos > size(). */
export function substr(s: string, pos = 0, n = NPOS): string {
  if (pos > s.length) throw new OutOfRange(`basic_string::substr: __pos (which is ${pos}) > this->size() (which is ${s.length})`);
  return s.slice(pos, pos + Math.min(n, s.length - pos));
}

/** `s.find(what, pos)`: the first position at or after `pos`, or npos. */
export function stringFind(s: string, what: string, pos = 0): number {
  if (pos > s.length) return NPOS;
  const i = s.indexOf(what, pos);
  return i < 0 ? NPOS : i;
}

/** `s.rfind(what, pos)`: the last position at or before `pos`, or npos. */
export function stringRfind(s: string, what: string, pos = NPOS): number {
  const i = s.lastIndexOf(what, Math.min(pos, s.length));
  return i < 0 ? NPOS : i;
}

/** `a.compare(b)`: the difference of the first differing characters, else of the lengths (libstdc++ with glibc's memcmp). */
export function stringCompare(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return a.charCodeAt(i) - b.charCodeAt(i);
  return a.length - b.length;
}

const space = '[ \\t\\n\\v\\f\\r]*';

/**
 * Where `std::stoi` and its kin store how many characters they read: their `size_t* idx`, a
 * Pointer to a size_t (a bigint), or a null pointer (`nullptr`, or the `0` of `NULL`).
 */
export type PositionArg = Pointer<bigint> | null | number;

function storePosition(pos: PositionArg, read: number): void {
  if (pos instanceof Pointer) pos.array[pos.offset] = BigInt(read);
}

/**
 * `std::stoi`, `std::stol`, `std::stoll`: libstdc++ calls strtol (runtime/cstring.ts has its
 * syntax: white space, a sign, digits in `base`, a `0x` for 16 and 0) and throws
 * std::invalid_argument where it read nothing, std::out_of_range where the number is beyond
 * long's range (ERANGE) or, for stoi, int's. The result is a number (32 bits) or a bigint (64).
 */
export function stringToInteger(s: string, name: string, bits: 32 | 64, pos: PositionArg = null, base = 10): number | bigint {
  const { negative, magnitude, end } = parseInteger(s, base);
  // A base outside 2 to 36 is EINVAL in glibc, whose end pointer libstdc++ then reads uninitialised.
  if (end === null || end === 0) throw new InvalidArgument(name);
  const value = negative ? -magnitude : magnitude;
  if (value !== BigInt.asIntN(bits, value)) throw new OutOfRange(name);
  storePosition(pos, end);
  return bits === 32 ? Number(value) : value;
}

/**
 * `std::stoul`, `std::stoull`: strtoul's number, where a minus sign negates in unsigned
 * arithmetic (`stoul("-1")` is ULONG_MAX) and only a magnitude beyond 64 bits is out of range.
 */
export function stringToUnsigned(s: string, name: string, pos: PositionArg = null, base = 10): bigint {
  const { negative, magnitude, end } = parseInteger(s, base);
  if (end === null || end === 0) throw new InvalidArgument(name);
  if (magnitude !== BigInt.asUintN(64, magnitude)) throw new OutOfRange(name);
  storePosition(pos, end);
  return negative ? BigInt.asUintN(64, -magnitude) : magnitude;
}

const decimalSyntax = new RegExp(`^${space}([+-]?)((?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?|inf(?:inity)?|nan(?:\\([0-9A-Za-z_]*\\))?)`, 'i');
/** The space and sign before a hexadecimal number (runtime/hex-float.ts reads the rest). */
const hexPrefix = new RegExp(`^${space}([+-]?)(?=0[xX])`);

/** The smallest normal float and double: smaller results are ranges errors in glibc's strtof/strtod. */
const minNormal = { 32: 1.1754943508222875e-38, 64: 2.2250738585072014e-308 };

/** `std::stof` and `std::stod`: strtof/strtod's syntax (decimal, hexadecimal, inf, nan) and value. */
export function stringToFloat(s: string, name: string, bits: 32 | 64, pos: PositionArg = null): number {
  const prefix = hexPrefix.exec(s);
  const hex = prefix && parseHexFloat(s.slice(prefix[0].length), bits);
  if (prefix && hex) {
    // glibc's ERANGE: infinity from finite text, or an underflow that rounded.
    if (hex.value === Infinity || hex.underflow) throw new OutOfRange(name);
    storePosition(pos, prefix[0].length + hex.length);
    return prefix[1] === '-' ? -hex.value : hex.value;
  }
  const m = decimalSyntax.exec(s);
  if (!m) throw new InvalidArgument(name);
  const body = m[2].toLowerCase();
  // strtof rounds the text once, to the nearest float (not through the nearest double).
  const value = bits === 32 ? strtof(m[0], null) : strtod(m[0], null);
  const nonzero = /[1-9]/.test(body.replace(/e.*$/, '')) || body.startsWith('inf') || body.startsWith('nan');
  const finiteInput = !/^[+-]?(inf|nan)/i.test(s.trimStart());
  if (finiteInput && (!Number.isFinite(value) || (nonzero && Math.abs(value) < minNormal[bits]))) throw new OutOfRange(name);
  storePosition(pos, m[0].length);
  return value;
}

/** `s[i] = c`: s with its character i replaced (libstdc++ does not check i; ampc stops at one outside the text). */
export function withChar(s: string, i: number, c: number): string {
  if (i < 0 || i >= s.length) throw new RuntimeException(`std::string character ${i} written outside the string's ${s.length} characters`);
  return s.slice(0, i) + charToString(c) + s.slice(i + 1);
}

/** A char appended to a std::string: ampc's strings hold ASCII characters only. */
export function charToString(c: number): string {
  if (c < 0 || c > 127) throw new RuntimeException('a std::string with non-ASCII characters is not supported by ampc');
  return String.fromCharCode(c);
}

