/**
 * C strings on the host: a `char*` is a `Pointer<number>` (runtime/pointer.ts) into an array of
 * char values ending in a 0, as in C++. A string literal is such an array made once per distinct
 * text (C++ allows identical literals to share storage; writing to one is undefined behaviour),
 * and `<cstring>`'s functions read and write through the pointers as glibc does.
 */
import { RuntimeException } from './exceptions.js';
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

/**
 * `atol(s)`: glibc's `strtol(s, NULL, 10)`: white space, a sign, decimal digits (none: 0), the
 * value clamped to long's range as strtol clamps it.
 */
export function atol(p: CStringArg): bigint {
  const m = /^[ \t\n\v\f\r]*([+-]?\d+)/.exec(textOf(p, 'atol of a null pointer'));
  if (!m) return 0n;
  const value = BigInt(m[1]!);
  return value < LONG_MIN ? LONG_MIN : value > LONG_MAX ? LONG_MAX : value;
}

/** `atoi(s)`: glibc's `(int) strtol(s, NULL, 10)`: the clamped long, then its low 32 bits. */
export function atoi(p: CStringArg): number {
  return Number(BigInt.asIntN(32, atol(p)));
}

/**
 * `atof(s)`: glibc's `strtod(s, NULL)` for decimal numbers, `inf`/`infinity` and `nan` (none: 0).
 * JavaScript's conversion of the decimal text rounds correctly, as glibc's does, and gives
 * glibc's results out of range too (infinity, or the subnormal or zero it rounds to).
 */
export function atof(p: CStringArg): number {
  const text = textOf(p, 'atof of a null pointer');
  if (/^[ \t\n\v\f\r]*[+-]?0[xX]/.test(text)) throw new RuntimeException("'atof' of a hexadecimal number is not supported by ampc");
  const m = /^[ \t\n\v\f\r]*([+-]?)((?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf(?:inity)?|nan)/i.exec(text);
  if (!m) return 0;
  const body = m[2]!.toLowerCase();
  const magnitude = body.startsWith('inf') ? Infinity : body.startsWith('nan') ? NaN : Number(body);
  return m[1] === '-' ? -magnitude : magnitude;
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
