/**
 * `<cstdio>`'s printf family as glibc formats it: every conversion (`d i u o x X c s e E f F g
 * G a A %`), the flags `- + space # 0`, width and precision (also `*`), and the length modifiers
 * (`hh h l ll j z t L q`). Floating-point digits come from format.ts, which rounds the double's
 * exact value half-to-even as glibc does.
 *
 * Arguments arrive as the compiler passed them, after C's default argument promotions: a
 * number for int and double, a bigint for 64-bit integers, a string for `%s`. An integer
 * conversion reinterprets its argument at the width its length modifier names, as glibc reads
 * the vararg (`%u` of -1 is 4294967295, `%hhd` of 300 is 44). The compiler checks a literal
 * format against the arguments; a format made at run time that does not fit its arguments
 * throws a `PrintfError` instead of printing what glibc would read from the wrong register.
 */
import { formatDouble, generalAlternate } from './format.js';
import { cerr, cout } from './iostream.js';
import { Pointer } from './pointer.js';

/** `%s` takes a string literal's JS string, or a pointer to chars (runtime/pointer.ts), read up to its NUL. */
export type PrintfArg = number | bigint | string | Pointer<number> | null;

/** A conversion whose argument is missing or of another kind (undefined behaviour in C). */
export class PrintfError extends Error {}

/** One `%...` directive, parsed. */
export interface Directive {
  flags: { left: boolean; plus: boolean; space: boolean; alternate: boolean; zero: boolean };
  /** A number, `'*'` (from the arguments) or null. */
  width: number | '*' | null;
  precision: number | '*' | null;
  length: '' | 'hh' | 'h' | 'l' | 'll' | 'j' | 'z' | 't' | 'L' | 'q';
  conversion: string;
  /** Where the directive starts and ends in the format. */
  start: number;
  end: number;
}

/** The pieces of a format: literal text and directives, in order. Throws PrintfError on a malformed directive. */
export function parseFormat(format: string): (string | Directive)[] {
  const out: (string | Directive)[] = [];
  let text = '';
  let i = 0;
  while (i < format.length) {
    const ch = format[i];
    if (ch !== '%') {
      text += ch;
      i++;
      continue;
    }
    const start = i++;
    const flags = { left: false, plus: false, space: false, alternate: false, zero: false };
    for (; i < format.length; i++) {
      const f = format[i];
      if (f === '-') flags.left = true;
      else if (f === '+') flags.plus = true;
      else if (f === ' ') flags.space = true;
      else if (f === '#') flags.alternate = true;
      else if (f === '0') flags.zero = true;
      else break;
    }
    let width: Directive['width'] = null;
    if (format[i] === '*') {
      width = '*';
      i++;
    } else {
      const m = /^\d+/.exec(format.slice(i));
      if (m) {
        width = Number(m[0]);
        i += m[0].length;
      }
    }
    let precision: Directive['precision'] = null;
    if (format[i] === '.') {
      i++;
      if (format[i] === '*') {
        precision = '*';
        i++;
      } else {
        const m = /^\d*/.exec(format.slice(i))!;
        precision = Number(m[0] || '0');
        i += m[0].length;
      }
    }
    const lm = /^(hh|h|ll|l|j|z|t|L|q)/.exec(format.slice(i));
    const length = (lm ? lm[0] : '') as Directive['length'];
    i += length.length;
    const conversion = format[i] ?? '';
    if (!'diouxXcseEfFgGaA%'.includes(conversion) || conversion === '') {
      throw new PrintfError(`unsupported conversion '${format.slice(start, i + 1)}' in printf format`);
    }
    i++;
    // `%%` is a literal %; glibc ignores flags, width and precision written inside it.
    if (conversion === '%') {
      text += '%';
      continue;
    }
    if (text !== '') out.push(text);
    text = '';
    out.push({ flags, width, precision, length, conversion, start, end: i });
  }
  if (text !== '') out.push(text);
  return out;
}

/** Bits an integer conversion reads with this length modifier (LP64 glibc: long is 64 bits). */
function integerBits(length: Directive['length']): 8 | 16 | 32 | 64 {
  switch (length) {
    case 'hh': return 8;
    case 'h': return 16;
    case '': return 32;
    default: return 64;
  }
}

function pad(body: string, prefix: string, d: Directive, width: number, zeroAllowed: boolean): string {
  const len = prefix.length + body.length;
  if (width <= len) return prefix + body;
  if (d.flags.left) return prefix + body + ' '.repeat(width - len);
  if (d.flags.zero && zeroAllowed) return prefix + '0'.repeat(width - len) + body;
  return ' '.repeat(width - len) + prefix + body;
}

function formatInteger(d: Directive, arg: PrintfArg, width: number, precision: number | null): string {
  if (typeof arg !== 'number' && typeof arg !== 'bigint') throw new PrintfError(`printf '%${d.conversion}' needs an integer argument`);
  if (typeof arg === 'number' && !Number.isInteger(arg)) throw new PrintfError(`printf '%${d.conversion}' needs an integer argument, not a floating-point value`);
  const bits = integerBits(d.length);
  const signed = d.conversion === 'd' || d.conversion === 'i';
  const value = signed ? BigInt.asIntN(bits, BigInt(arg)) : BigInt.asUintN(bits, BigInt(arg));
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const radix = d.conversion === 'o' ? 8 : d.conversion === 'x' || d.conversion === 'X' ? 16 : 10;
  let digits = magnitude.toString(radix);
  if (d.conversion === 'X') digits = digits.toUpperCase();
  // Precision is the least number of digits; `.0` prints nothing for zero.
  if (precision !== null) digits = precision === 0 && magnitude === 0n ? '' : digits.padStart(precision, '0');
  // `#o` makes the first digit 0; `#x` prefixes 0x to a non-zero value.
  if (d.flags.alternate && d.conversion === 'o' && !digits.startsWith('0')) digits = `0${digits}`;
  let prefix = '';
  if (signed) prefix = negative ? '-' : d.flags.plus ? '+' : d.flags.space ? ' ' : '';
  else if (d.flags.alternate && magnitude !== 0n && (d.conversion === 'x' || d.conversion === 'X')) prefix = d.conversion === 'x' ? '0x' : '0X';
  return pad(digits, prefix, d, width, precision === null);
}

/** `%a`: glibc's hexadecimal form, `0x1.8p+1`; subnormals print as `0x0.xxxp-1022`. */
function hexFloat(magnitude: number, precision: number | null): string {
  if (magnitude === 0) return precision ? `0x0.${'0'.repeat(precision)}p+0` : '0x0p+0';
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, magnitude);
  const biased = (view.getUint32(0) >>> 20) & 0x7ff;
  let mantissa = (BigInt(view.getUint32(0) & 0xfffff) << 32n) | BigInt(view.getUint32(4));
  let lead = biased === 0 ? 0n : 1n;
  const exponent = biased === 0 ? -1022 : biased - 1023;
  let hexDigits = 13;
  if (precision !== null && precision < 13) {
    // Round the 52 fraction bits to 4·precision, half to even (the default rounding mode).
    const drop = BigInt(4 * (13 - precision));
    const kept = mantissa >> drop;
    const rest = mantissa & ((1n << drop) - 1n);
    const half = 1n << (drop - 1n);
    let rounded = kept;
    // The last digit kept is the leading one when no fraction digits are.
    const lastOdd = precision === 0 ? (lead & 1n) === 1n : (kept & 1n) === 1n;
    if (rest > half || (rest === half && lastOdd)) rounded++;
    if (rounded >> BigInt(4 * precision) !== 0n) {
      lead++;
      rounded &= (1n << BigInt(4 * precision)) - 1n;
    }
    mantissa = rounded;
    hexDigits = precision;
  }
  let fraction = hexDigits === 0 ? '' : mantissa.toString(16).padStart(hexDigits, '0');
  if (precision === null) fraction = fraction.replace(/0+$/, '');
  else if (precision > 13) fraction = fraction.padEnd(precision, '0');
  const sign = exponent < 0 ? '-' : '+';
  return `0x${lead}${fraction === '' ? '' : `.${fraction}`}p${sign}${Math.abs(exponent)}`;
}

function formatFloat(d: Directive, arg: PrintfArg, width: number, precision: number | null): string {
  if (typeof arg !== 'number') throw new PrintfError(`printf '%${d.conversion}' needs a floating-point argument`);
  const lower = d.conversion.toLowerCase();
  const upper = d.conversion !== lower;
  const negative = arg < 0 || Object.is(arg, -0) || (Number.isNaN(arg) && formatDouble(arg, 'general', 1).startsWith('-'));
  const magnitude = Math.abs(arg);
  const sign = negative ? '-' : d.flags.plus ? '+' : d.flags.space ? ' ' : '';
  if (!Number.isFinite(magnitude)) {
    const text = Number.isNaN(magnitude) ? 'nan' : 'inf';
    // glibc pads inf and nan with spaces even under the 0 flag.
    return pad(upper ? text.toUpperCase() : text, sign, d, width, false);
  }
  const p = precision ?? 6;
  let body: string;
  switch (lower) {
    case 'f': body = formatDouble(magnitude, 'fixed', p); break;
    case 'e': body = formatDouble(magnitude, 'scientific', p); break;
    case 'g': body = d.flags.alternate ? generalAlternate(magnitude, p) : formatDouble(magnitude, 'general', p); break;
    default: body = hexFloat(magnitude, precision); break;
  }
  // `#` keeps the point even with no digits after it (`%#.0f` of 3 is `3.`).
  if (d.flags.alternate && (lower === 'f' || lower === 'e' || lower === 'a') && !body.includes('.')) {
    body = body.replace(/^(0x[0-9a-f]|\d+)/, '$1.');
  }
  if (upper) body = body.toUpperCase();
  if (lower === 'a') {
    // The 0 flag pads after the 0x prefix.
    return pad(body.slice(2), sign + body.slice(0, 2), d, width, true);
  }
  return pad(body, sign, d, width, true);
}

/**
 * The text `printf(format, args...)` prints. The arguments are rest parameters, here and in
 * printf & co., not an array: V8 may store an array literal of numbers as doubles, which turns
 * every NaN into the positive one, and printf prints a NaN's sign ("-nan").
 */
export function formatPrintf(format: string, ...args: PrintfArg[]): string {
  let next = 0;
  const take = (d: Directive): PrintfArg => {
    if (next >= args.length) throw new PrintfError(`printf format '${format}' has more conversions than arguments`);
    void d;
    return args[next++];
  };
  const takeInt = (d: Directive): number => {
    const v = take(d);
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new PrintfError("printf '*' needs an int argument");
    return v;
  };
  let out = '';
  for (const piece of parseFormat(format)) {
    if (typeof piece === 'string') {
      out += piece;
      continue;
    }
    const d: Directive = { ...piece, flags: { ...piece.flags } };
    let width = 0;
    if (d.width === '*') {
      width = takeInt(d);
      // A negative `*` width is the `-` flag and its magnitude.
      if (width < 0) {
        d.flags.left = true;
        width = -width;
      }
    } else if (d.width !== null) {
      width = d.width;
    }
    let precision: number | null = d.precision === '*' ? takeInt(d) : d.precision;
    // A negative `*` precision is taken as if it were omitted.
    if (precision !== null && precision < 0) precision = null;
    switch (d.conversion) {
      case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
        out += formatInteger(d, take(d), width, precision);
        break;
      case 'c': {
        const v = take(d);
        if (typeof v !== 'number') throw new PrintfError("printf '%c' needs an int argument");
        out += pad(String.fromCharCode(v & 0xff), '', d, width, false);
        break;
      }
      case 's': {
        const v = cString(take(d));
        // glibc prints a null string as (null), or nothing when the precision is too short for it.
        const text = v ?? (precision === null || precision >= 6 ? '(null)' : '');
        out += pad(precision === null ? text : text.slice(0, precision), '', d, width, false);
        break;
      }
      default:
        out += formatFloat(d, take(d), width, precision);
    }
  }
  return out;
}

/** The characters of a `%s` argument (null for a null pointer). */
function cString(v: PrintfArg): string | null {
  if (v === null || typeof v === 'string') return v;
  if (!(v instanceof Pointer)) throw new PrintfError("printf '%s' needs a string argument");
  let text = '';
  for (let i = v.offset; i < v.array.length && v.array[i] !== 0; i++) text += String.fromCharCode(v.array[i] & 0xff);
  return text;
}

/** A format given as a `const char*` (runtime/cstring.ts) or a literal. */
function formatText(format: string | Pointer<number> | null): string {
  const text = cString(format);
  if (text === null) throw new PrintfError('printf with a null format');
  return text;
}

/** Bytes in `text` as C counts them (printf's return value): UTF-8 length. */
function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** `printf(format, ...)`: to stdout, in order with `std::cout` (libstdc++ syncs them by default). */
export function printf(format: string | Pointer<number> | null, ...args: PrintfArg[]): number {
  const text = formatPrintf(formatText(format), ...args);
  cout.raw(text);
  return byteLength(text);
}

/** `fprintf(stream, format, ...)`; `stream` is 1 (stdout) or 2 (stderr). */
export function fprintf(stream: number, format: string | Pointer<number> | null, ...args: PrintfArg[]): number {
  const text = formatPrintf(formatText(format), ...args);
  (stream === 2 ? cerr : cout).raw(text);
  return byteLength(text);
}

/** `sprintf(buf, format, ...)`: the text and its NUL into `buf`; returns the text's length. */
export function sprintf(dest: Pointer<number> | null, format: string | Pointer<number> | null, ...args: PrintfArg[]): number {
  const bytes = new TextEncoder().encode(formatPrintf(formatText(format), ...args));
  if (dest === null) throw new PrintfError('sprintf into a null pointer');
  storeChars(dest, bytes, bytes.length);
  return bytes.length;
}

/**
 * `snprintf(buf, n, format, ...)`: at most n - 1 chars and a NUL (nothing when n is 0, where
 * `buf` may be null); returns the whole text's length, as glibc does, also when it was cut.
 */
export function snprintf(dest: Pointer<number> | null, n: number, format: string | Pointer<number> | null, ...args: PrintfArg[]): number {
  const bytes = new TextEncoder().encode(formatPrintf(formatText(format), ...args));
  if (n > 0) {
    if (dest === null) throw new PrintfError('snprintf into a null pointer');
    storeChars(dest, bytes, Math.min(bytes.length, n - 1));
  }
  return bytes.length;
}

/** The first `count` of `bytes` as `char`s (signed, as x86-64's char is), then a NUL. */
function storeChars(dest: Pointer<number>, bytes: Uint8Array, count: number): void {
  // Writing past the buffer is undefined behaviour in C++: an error, not a silent overrun.
  if (dest.offset + count >= dest.array.length) throw new PrintfError(`sprintf/snprintf needs ${count + 1} chars, but the buffer has ${dest.array.length - dest.offset}`);
  for (let i = 0; i < count; i++) dest.array[dest.offset + i] = bytes[i] > 127 ? bytes[i] - 256 : bytes[i];
  dest.array[dest.offset + count] = 0;
}

/** `puts(s)`: the string and a newline; glibc returns the bytes written. */
export function puts(s: string | Pointer<number> | null): number {
  const text = cString(s);
  if (text === null) throw new PrintfError('puts of a null pointer');
  cout.raw(`${text}\n`);
  return byteLength(text) + 1;
}

/** `fputs(s, stream)`: the string alone; glibc returns 1. */
export function fputs(s: string | Pointer<number> | null, stream: number): number {
  const text = cString(s);
  if (text === null) throw new PrintfError('fputs of a null pointer');
  (stream === 2 ? cerr : cout).raw(text);
  return 1;
}

/** `fputc(c, stream)` / `putc`: one byte; returns it as unsigned char. */
export function fputc(c: number, stream: number): number {
  (stream === 2 ? cerr : cout).raw(String.fromCharCode(c & 0xff));
  return c & 0xff;
}

/** `fflush(stream)`; `fflush(NULL)` flushes every stream. */
export function fflush(stream: number | null): number {
  if (stream !== 2) cout.flush();
  return 0;
}

/** `putchar(c)`: one byte; returns it as unsigned char. */
export function putchar(c: number): number {
  cout.raw(String.fromCharCode(c & 0xff));
  return c & 0xff;
}
