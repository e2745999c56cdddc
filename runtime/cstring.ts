/**
 * C strings on the host: a `char*` is a `Pointer<number>` (runtime/pointer.ts) into an array of
 * char values ending in a 0, as in C++. A string literal is such an array made once per distinct
 * text (C++ allows identical literals to share storage; writing to one is undefined behaviour),
 * and `<cstring>`'s functions read and write through the pointers as glibc does.
 */
import { RuntimeException } from './exceptions.js';
import { parseHexFloat } from './hex-float.js';
import { Pointer } from './pointer.js';

type CString = Pointer<number> | null;
/** A `const char*` argument of a library function: a pointer, or a string literal's text (src/library/cstring.ts). */
type CStringArg = CString | string;

const literals = new Map<string, Pointer<number>>();

/** The `const char*` a string literal decays to: its chars and the terminating NUL. */
export function cString(text: string): Pointer<number> {
  let p = literals.get(text);
  if (!p) {
    p = new Pointer(charsOf(text), 0);
    literals.set(text, p);
  }
  return p;
}

/** `char buf[n] = "text"` and `char buf[] = "text"`: the chars, the NUL, then zeros up to `length`. */
export function charArray(text: string, length: number | null = null): number[] {
  const chars = charsOf(text);
  while (length !== null && chars.length < length) chars.push(0);
  return chars;
}

/** `char** argv` of main: one C string per argument, then a null pointer (`argv[argc]`). */
export function cArgv(args: readonly string[]): Pointer<CString> {
  return new Pointer<CString>([...args.map((a) => new Pointer(charsOf(a), 0)), null], 0);
}

/** `std::string(s)`, `std::cout << s`: the chars up to the NUL. A null pointer is undefined behaviour in C++. */
export function stringOf(p: CString): string {
  const s = nonNull(p, 'constructing a std::string or printing from a null char pointer');
  let text = '';
  for (let i = s.offset; read(s, i) !== 0; i++) text += String.fromCharCode(s.array[i] & 0xff);
  return text;
}

/** `strlen(s)` */
export function strlen(p: CStringArg): number {
  const s = nonNull(p, 'strlen of a null pointer');
  let n = 0;
  while (read(s, s.offset + n) !== 0) n++;
  return n;
}

/** `strcmp(a, b)`: the first difference of the two, as unsigned chars (what x86-64 glibc returns; C++ promises only its sign). */
export function strcmp(a: CStringArg, b: CStringArg): number {
  return compare(a, b, Infinity);
}

/** `strncmp(a, b, n)` */
export function strncmp(a: CStringArg, b: CStringArg, n: number): number {
  return compare(a, b, n);
}

/** `strcpy(dest, src)`: returns dest. */
export function strcpy(dest: CString, src: CStringArg): CString {
  copyChars(nonNull(dest, 'strcpy into a null pointer'), 0, nonNull(src, 'strcpy from a null pointer'), Infinity);
  return dest;
}

/** `strncpy(dest, src, n)`: at most n chars, the rest of the n padded with NULs (no NUL when src is n or longer). */
export function strncpy(dest: CString, src: CStringArg, n: number): CString {
  const d = nonNull(dest, 'strncpy into a null pointer');
  const copied = copyChars(d, 0, nonNull(src, 'strncpy from a null pointer'), n);
  for (let i = copied; i < n; i++) write(d, d.offset + i, 0);
  return dest;
}

/** `strcat(dest, src)`: src appended at dest's NUL; returns dest. */
export function strcat(dest: CString, src: CStringArg): CString {
  const d = nonNull(dest, 'strcat into a null pointer');
  copyChars(d, strlen(d), nonNull(src, 'strcat from a null pointer'), Infinity);
  return dest;
}

/** The text of a C string argument, up to its NUL. */
function textOf(p: CStringArg, what: string): string {
  return typeof p === 'string' ? p : stringOf(nonNull(p, what));
}

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;
const ULONG_MAX = 2n ** 64n - 1n;

/**
 * `char** end` of strtol and its kin: where to store the end of the number: a setter (`&p`, as
 * the host passes a pointer argument to a variable), a `char**` value, or none (`nullptr`, or
 * `0`/`NULL` as ints).
 */
type EndArg = ((end: CString) => void) | Pointer<CString> | null | number;

/** What strtol and its kin read: the text, and the pointer an `end` is made from. */
function source(p: CStringArg, name: string): { text: string; start: Pointer<number> } {
  const start = nonNull(p, `${name} of a null pointer`);
  return { text: stringOf(start), start };
}

/** `*end = start + at`, where an end pointer was passed. */
function storeEnd(end: EndArg, start: Pointer<number>, at: number): void {
  if (typeof end === 'function') end(start.plus(at));
  else if (end instanceof Pointer) end.array[end.offset] = start.plus(at);
}

/**
 * The number glibc's `strtol`/`strtoul` read from `text` in `base`: white space, a sign, a `0x`
 * or `0X` for base 16 and 0 (0 then takes a leading `0` as octal, else decimal; glibc 2.36, the
 * oracle's, has no `0b`), and the longest run of digits below the base (letters are 10 to 35).
 * No digits read 0 and end at the start (after the `0` of a `0x` with no hex digit after it);
 * a base other than 0 and 2 to 36 reads 0 and leaves `end` alone (EINVAL), as glibc does.
 */
export function parseInteger(text: string, base: number): { negative: boolean; magnitude: bigint; end: number | null } {
  if (base !== 0 && (base < 2 || base > 36)) return { negative: false, magnitude: 0n, end: null };
  const m = /^[ \t\n\v\f\r]*([+-]?)/.exec(text)!;
  let i = m[0].length;
  let afterX = false;
  if (text[i] === '0') {
    if ((base === 0 || base === 16) && (text[i + 1] === 'x' || text[i + 1] === 'X')) {
      i += 2;
      base = 16;
      afterX = true;
    } else if (base === 0) base = 8;
  } else if (base === 0) base = 10;
  const first = i;
  let magnitude = 0n;
  for (; i < text.length; i++) {
    const d = parseInt(text[i]!, 36);
    if (Number.isNaN(d) || d >= base) break;
    magnitude = magnitude * BigInt(base) + BigInt(d);
  }
  if (i === first) return { negative: false, magnitude: 0n, end: afterX ? first - 1 : 0 };
  return { negative: m[1] === '-', magnitude, end: i };
}

/** `strtol(s, end, base)` and `strtoll`: the number clamped to long's range (64 bits), as glibc clamps it. */
export function strtol(p: CStringArg, end: EndArg, base: number): bigint {
  const { text, start } = source(p, 'strtol');
  const { negative, magnitude, end: at } = parseInteger(text, base);
  if (at !== null) storeEnd(end, start, at);
  const value = negative ? -magnitude : magnitude;
  return value < LONG_MIN ? LONG_MIN : value > LONG_MAX ? LONG_MAX : value;
}

/**
 * `strtoul(s, end, base)` and `strtoull`: a magnitude beyond unsigned long's range is
 * ULONG_MAX (with a minus sign too); a negative number in range wraps, as unsigned negation does.
 */
export function strtoul(p: CStringArg, end: EndArg, base: number): bigint {
  const { text, start } = source(p, 'strtoul');
  const { negative, magnitude, end: at } = parseInteger(text, base);
  if (at !== null) storeEnd(end, start, at);
  if (magnitude > ULONG_MAX) return ULONG_MAX;
  return negative ? BigInt.asUintN(64, -magnitude) : magnitude;
}

/** `atol(s)`: glibc's `strtol(s, NULL, 10)`. */
export function atol(p: CStringArg): bigint {
  return strtol(nonNull(p, 'atol of a null pointer'), null, 10);
}

/** `atoi(s)`: glibc's `(int) strtol(s, NULL, 10)`: the clamped long, then its low 32 bits. */
export function atoi(p: CStringArg): number {
  return Number(BigInt.asIntN(32, atol(p)));
}

/** `atof(s)`: glibc's `strtod(s, NULL)`. */
export function atof(p: CStringArg): number {
  return real(nonNull(p, 'atof of a null pointer'), null, 'atof', false);
}

/**
 * `strtod(s, end)`: glibc's for decimal and hexadecimal numbers, `inf`/`infinity` and
 * `nan`/`nan(chars)` (none: 0, ending at the start). JavaScript's conversion of the decimal text rounds correctly,
 * as glibc's does, and gives glibc's results out of range too (infinity, or the subnormal or
 * zero it rounds to).
 */
export function strtod(p: CStringArg, end: EndArg): number {
  return real(p, end, 'strtod', false);
}

/**
 * `strtof(s, end)`: the decimal text rounded once, to the nearest float, as glibc rounds it.
 * Rounding the nearest double to a float is the same but where that double lies exactly halfway
 * between two floats and the text does not: there the text itself decides which way.
 */
export function strtof(p: CStringArg, end: EndArg): number {
  return real(p, end, 'strtof', true);
}

function real(p: CStringArg, end: EndArg, name: string, toFloat: boolean): number {
  const { text, start } = source(p, name);
  // Hexadecimal (runtime/hex-float.ts); a bare `0x` is the decimal 0 before the x.
  const prefix = /^([ \t\n\v\f\r]*)([+-]?)(?=0[xX])/.exec(text);
  const hex = prefix && parseHexFloat(text.slice(prefix[0].length), toFloat ? 32 : 64);
  if (prefix && hex) {
    storeEnd(end, start, prefix[0].length + hex.length);
    return prefix[2] === '-' ? -hex.value : hex.value;
  }
  const m = /^([ \t\n\v\f\r]*)([+-]?)((?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf(?:inity)?|nan(?:\([0-9a-z_]*\))?)/i.exec(text);
  storeEnd(end, start, m ? m[0].length : 0);
  if (!m) return 0;
  const body = m[3]!.toLowerCase();
  const d = body.startsWith('inf') ? Infinity : body.startsWith('nan') ? NaN : Number(body);
  let magnitude = d;
  if (toFloat) {
    magnitude = Math.fround(d);
    if (Number.isFinite(d) && d !== 0 && Math.fround(nextDouble(d, -1)) !== Math.fround(nextDouble(d, 1))) {
      const side = compareDecimal(body, d);
      if (side !== 0) magnitude = Math.fround(nextDouble(d, side));
    }
  }
  return m[2] === '-' ? -magnitude : magnitude;
}

/** The double next to the positive finite `d` upwards (1) or downwards (-1). */
function nextDouble(d: number, direction: 1 | -1): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, d);
  view.setBigUint64(0, view.getBigUint64(0) + BigInt(direction));
  return view.getFloat64(0);
}

/** The sign of (the decimal text's exact value − the positive finite double `d`). */
function compareDecimal(body: string, d: number): -1 | 0 | 1 {
  const m = /^(\d*)\.?(\d*)(?:e([+-]?\d+))?$/.exec(body)!;
  // The text is digits × 10^exponent; d is mantissa × 2^binary.
  const digits = BigInt(m[1]! + m[2]! || '0');
  const exponent = Number(m[3] ?? 0) - m[2]!.length;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, d);
  const bits = view.getBigUint64(0);
  const biased = Number(bits >> 52n);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const binary = (biased === 0 ? 1 : biased) - 1075;
  let left = digits;
  let right = mantissa;
  if (exponent >= 0) left *= 10n ** BigInt(exponent);
  else right *= 10n ** BigInt(-exponent);
  if (binary >= 0) right <<= BigInt(binary);
  else left <<= BigInt(-binary);
  return left < right ? -1 : left > right ? 1 : 0;
}

function charsOf(text: string): number[] {
  const chars = Array.from(text, (c) => c.charCodeAt(0));
  chars.push(0);
  return chars;
}

function nonNull(p: CStringArg, what: string): Pointer<number> {
  if (p === null) throw new RuntimeException(what);
  return typeof p === 'string' ? cString(p) : p;
}

/** A char of the array, or an error where C++ would read past the array (undefined behaviour). */
function read(p: Pointer<number>, i: number): number {
  if (i < 0 || i >= p.array.length) throw new RuntimeException('a C string read past the end of its array (no terminating NUL)');
  return p.array[i];
}

function write(p: Pointer<number>, i: number, value: number): void {
  if (i < 0 || i >= p.array.length) throw new RuntimeException('a C string written past the end of its array');
  p.array[i] = value;
}

/** Copies src's chars and its NUL (at most `limit` chars in all) to `dest + at`; returns how many it copied. */
function copyChars(dest: Pointer<number>, at: number, src: Pointer<number>, limit: number): number {
  // Read first: the strings may overlap (undefined in C++), and a copy must not feed on itself.
  const chars: number[] = [];
  for (let i = 0; i < limit; i++) {
    const c = read(src, src.offset + i);
    chars.push(c);
    if (c === 0) break;
  }
  chars.forEach((c, i) => write(dest, dest.offset + at + i, c));
  return chars.length;
}

function compare(a: CStringArg, b: CStringArg, limit: number): number {
  const x = nonNull(a, 'comparing a null C string');
  const y = nonNull(b, 'comparing a null C string');
  for (let i = 0; i < limit; i++) {
    const c = read(x, x.offset + i) & 0xff;
    const d = read(y, y.offset + i) & 0xff;
    if (c !== d) return c - d;
    if (c === 0) return 0;
  }
  return 0;
}
