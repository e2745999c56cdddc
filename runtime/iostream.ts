/**
 * C++ iostreams as the emitted host code uses them: `cout`, `cerr` and `cin`.
 *
 * Output is chainable (`cout.str('x = ').int(x).endl()`) and formats like
 * libstdc++: the format flags are `ios_base::fmtflags` bits with libstdc++'s values
 * (`flags()`, `setf`, `unsetf`, and the manipulators set them), floating-point
 * values go through the printf conversion libstdc++'s num_put builds from them
 * (`%+#.*G` and kin), integers honour `hex`/`oct`/`showbase`/`showpos`/`uppercase`,
 * `width` applies to the next item only, padded by `fill` as `left`/`right`/
 * `internal` say.
 *
 * `cout` is buffered and flushed by `endl()`, `flush()`, `flushAll()`, before
 * `cin` reads and before `cerr` writes (C++ ties both to cout). In Node the
 * default sinks write synchronously to file descriptors 1 and 2; in a browser
 * they go to the console, one line per call.
 *
 * `cin` reads whitespace-separated values from stdin synchronously. At end of
 * input, or when stdin cannot be read, a read returns the variable's current
 * value unchanged, as C++ leaves the variable alone when extraction fails.
 */
import { RuntimeException } from './exceptions.js';
import type { Pointer } from './pointer.js';
import { formatPrintf } from './printf.js';

export type OutputSink = (text: string) => void;

interface NodeFs {
  writeSync(fd: number, buffer: Uint8Array, offset?: number, length?: number): number;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null): number;
}

interface NodeProcess {
  versions?: { node?: string };
  getBuiltinModule?: (id: string) => unknown;
  stdout?: { isTTY?: boolean; write?: (text: string) => boolean };
  stderr?: { write?: (text: string) => boolean };
  env?: Record<string, string | undefined>;
  once?: (event: string, listener: () => void) => void;
}

function nodeProcess(): NodeProcess | undefined {
  const proc = (globalThis as { process?: NodeProcess }).process;
  return typeof proc?.versions?.node === 'string' ? proc : undefined;
}

/** Node's fs, loaded without a static import so that this module also runs in browsers. */
function nodeFs(): NodeFs | undefined {
  const proc = nodeProcess();
  return proc?.getBuiltinModule?.('node:fs') as NodeFs | undefined;
}

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : undefined;
}

/**
 * A narrow stream's characters as the bytes g++ writes: a `char` is one byte, so `(char)200`
 * prints the byte 0xC8, not its UTF-8 spelling (program strings are ASCII: sema refuses others).
 * Null where a character is wider than a byte (wide output): that keeps its UTF-8 spelling.
 */
function narrowBytes(text: string): Uint8Array | null {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) return null;
    bytes[i] = code;
  }
  return bytes;
}

/** Writes all of `text` to `fd`, retrying while a non-blocking pipe is full (EAGAIN). */
function writeFully(fs: NodeFs, fd: number, text: string): void {
  const bytes = narrowBytes(text) ?? new TextEncoder().encode(text);
  let offset = 0;
  let stalls = 0;
  while (offset < bytes.length) {
    try {
      offset += fs.writeSync(fd, bytes, offset, bytes.length - offset);
      stalls = 0;
    } catch (e) {
      if (errorCode(e) !== 'EAGAIN' || ++stalls > 100_000) throw e;
      // Give the reader a moment without spinning a full core.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

/** A browser console sink: console.log wants whole lines, so a partial line waits for its newline. */
function consoleSink(log: (line: string) => void): OutputSink & { finish(): void } {
  let partial = '';
  const sink = (text: string): void => {
    const lines = (partial + text).split('\n');
    partial = lines.pop()!;
    for (const line of lines) log(line);
  };
  return Object.assign(sink, {
    finish(): void {
      if (partial !== '') log(partial);
      partial = '';
    },
  });
}

function defaultSink(fd: 1 | 2): OutputSink {
  const fs = nodeFs();
  if (fs) return (text) => writeFully(fs, fd, text);
  const proc = nodeProcess();
  const stream = fd === 1 ? proc?.stdout : proc?.stderr;
  if (stream?.write) {
    const write = stream.write.bind(stream);
    return (text) => void write(text);
  }
  return consoleSink(fd === 1 ? (line) => console.log(line) : (line) => console.error(line));
}

/** Bytes buffered before cout flushes on its own. */
const FLUSH_THRESHOLD = 1 << 16;

/** `std::ios_base::fmtflags`, with libstdc++'s values (bits/ios_base.h): programs may print them. */
export const FmtFlags = {
  boolalpha: 1 << 0, dec: 1 << 1, fixed: 1 << 2, hex: 1 << 3, internal: 1 << 4, left: 1 << 5,
  oct: 1 << 6, right: 1 << 7, scientific: 1 << 8, showbase: 1 << 9, showpoint: 1 << 10,
  showpos: 1 << 11, skipws: 1 << 12, unitbuf: 1 << 13, uppercase: 1 << 14,
  adjustfield: (1 << 5) | (1 << 7) | (1 << 4),
  basefield: (1 << 1) | (1 << 6) | (1 << 3),
  floatfield: (1 << 8) | (1 << 2),
} as const;
const F = FmtFlags;

/** A fresh stream's flags: `skipws | dec` (basic_ios::init). */
const DEFAULT_FLAGS = F.skipws | F.dec;

/**
 * Each file's orientation, as glibc keeps it: the first write decides. Narrow output (`std::cout`,
 * printf) makes it byte-oriented, where wide output (`std::wcout`) still prints; wide output first
 * makes it wide-oriented, and narrow output to it is then lost.
 */
const orientation = new Map<1 | 2, 'byte' | 'wide'>();

/** A C++ `std::ostream`, with the insertion operators the compiler emits as methods. */
export class OStream {
  private pending: string[] = [];
  private pendingLength = 0;
  private sink: OutputSink | undefined;
  private fieldWidth = 0;
  private precisionValue = 6;
  private fmt = DEFAULT_FLAGS;
  private fillChar = ' ';

  constructor(
    private readonly fd: 1 | 2,
    private readonly buffered: boolean,
    /** The stream flushed before this one writes (C++ `tie()`). */
    private readonly tiedTo?: OStream,
    /** A wide stream (`std::wcout`): the narrow stream of its file, whose buffer keeps the two in order. */
    private readonly wideOf?: OStream,
  ) {}

  /** Replaces where the text goes (flushes what is buffered to the old sink first). */
  setSink(sink: OutputSink | undefined): void {
    this.flush();
    this.sink = sink;
  }

  /** Resets the formatting state to a fresh stream's (for tests and reuse). */
  resetFormat(): this {
    this.fieldWidth = 0;
    this.precisionValue = 6;
    // unitbuf says what kind of stream it is (cerr's is set from the start), so it stays.
    this.fmt = DEFAULT_FLAGS | (this.fmt & F.unitbuf);
    this.fillChar = ' ';
    return this;
  }

  /** `flags()`, and `flags(f)`, which replaces them all: both return the flags before. */
  flags(f?: number): number {
    const old = this.fmt;
    if (f !== undefined) this.fmt = f;
    return old;
  }

  /** `setf(f)` sets the bits of `f`; `setf(f, mask)` clears `mask` and sets `f & mask`. Both return the old flags. */
  setf(f: number, mask?: number): number {
    const old = this.fmt;
    this.fmt = mask === undefined ? old | f : (old & ~mask) | (f & mask);
    return old;
  }

  unsetf(mask: number): void {
    this.fmt &= ~mask;
  }

  /** `precision()` / `precision(n)`: a streamsize (a bigint); the setter returns the old one. */
  precision(n?: number | bigint): bigint {
    const old = BigInt(this.precisionValue);
    if (n !== undefined) this.precisionValue = Number(n);
    return old;
  }

  /** `width()` / `width(n)`, as precision. */
  width(n?: number | bigint): bigint {
    const old = BigInt(this.fieldWidth);
    if (n !== undefined) this.fieldWidth = Number(n);
    return old;
  }

  /** `fill()` / `fill(c)`: the fill character's code; the setter returns the old one. */
  fill(code?: number): number {
    const old = this.fillChar.charCodeAt(0);
    if (code !== undefined) this.fillChar = String.fromCharCode(code & 0xff);
    return old << 24 >> 24; // char is signed
  }

  str(s: string): this {
    return this.item(s);
  }

  /** An `int` (a number) or `long`/`long long` (a bigint). */
  int(n: number | bigint): this {
    return this.integer(typeof n === 'bigint' ? n : BigInt(integerText(n)), typeof n === 'bigint' ? 64 : 32, true);
  }

  /** A `short`: libstdc++ prints it in hex and oct as an `unsigned short`. */
  short(n: number): this {
    const base = this.fmt & F.basefield;
    if (base === F.hex || base === F.oct) return this.integer(BigInt(integerText(n)), 16, false);
    return this.int(n);
  }

  uint(n: number | bigint): this {
    return this.integer(typeof n === 'bigint' ? n : BigInt(integerText(n)), typeof n === 'bigint' ? 64 : 32, false);
  }

  /** A C++ float: printed as the float's value promoted to double, as libstdc++ does. */
  float(x: number): this {
    return this.double(Math.fround(x));
  }

  /** As libstdc++'s num_put::_M_insert_float: the printf conversion its flags name (`__num_base::_S_format_float`). */
  double(x: number): this {
    let format = '%';
    if (this.fmt & F.showpos) format += '+';
    if (this.fmt & F.showpoint) format += '#';
    const upper = (this.fmt & F.uppercase) !== 0;
    const floatfield = this.fmt & F.floatfield;
    // A negative precision is taken as 6.
    const precision = this.precisionValue < 0 ? 6 : this.precisionValue;
    let text: string;
    if (floatfield === (F.fixed | F.scientific)) {
      // hexfloat: no precision.
      text = formatPrintf(format + (upper ? 'A' : 'a'), x);
    } else {
      const conversion = floatfield === F.fixed ? 'f' : floatfield === F.scientific ? 'e' : 'g';
      text = formatPrintf(format + '.*' + (upper ? conversion.toUpperCase() : conversion), precision, x);
    }
    return this.numeric(text);
  }

  /** A C++ char, given as its code. */
  char(code: number): this {
    return this.item(String.fromCharCode(code & 0xff));
  }

  /** `os.put(c)`: the char, unformatted (no padding; a pending width stays for the next item). */
  put(code: number): this {
    return this.raw(String.fromCharCode(code & 0xff));
  }

  /**
   * `os.write(s, n)`: the first n chars at `s` (a `const char*`, or a literal's text), unformatted,
   * NULs included.
   */
  writeChars(s: string | Pointer<number>, n: number | bigint): this {
    const count = Number(n);
    const available = typeof s === 'string' ? s.length + 1 : s.array.length - s.offset;
    // Reading past the chars is undefined behaviour: an error, not a guess.
    if (count < 0 || count > available) throw new RuntimeException(`ostream::write of ${count} chars from ${available}`);
    let text = '';
    for (let i = 0; i < count; i++) text += String.fromCharCode(typeof s === 'string' ? (i < s.length ? s.charCodeAt(i) : 0) : s.array[s.offset + i] & 0xff);
    return this.raw(text);
  }

  /** A `wchar_t`, given as its code (beyond ASCII: see raw). */
  wchar(code: number): this {
    return this.item(String.fromCharCode(code & 0xffff));
  }

  /** Without boolalpha C++ prints bools as 1 and 0; with it, as `true` and `false`. */
  bool(b: boolean): this {
    // Without boolalpha libstdc++ prints a bool as the long 0 or 1 (so showpos and hex apply).
    if (!(this.fmt & F.boolalpha)) return this.integer(b ? 1n : 0n, 64, true);
    return this.item(String(b));
  }

  boolalpha(): this {
    return this.flagManipulator(F.boolalpha, 0);
  }

  noboolalpha(): this {
    return this.flagManipulator(0, F.boolalpha);
  }

  endl(): this {
    this.raw('\n');
    return this.flush();
  }

  flush(): this {
    if (this.wideOf) {
      this.wideOf.flush();
      return this;
    }
    if (this.pending.length === 0) return this;
    const text = this.pending.join('');
    this.pending = [];
    this.pendingLength = 0;
    (this.sink ?? (this.sink = defaultSink(this.fd)))(text);
    return this;
  }

  /** Drops the text not yet flushed, as `abort()` loses what sits in stdio's buffer. */
  discardBuffered(): void {
    this.pending = [];
    this.pendingLength = 0;
  }

  /** Width of the next item only. */
  setw(n: number): this {
    this.fieldWidth = Math.trunc(n);
    return this;
  }

  setprecision(n: number): this {
    this.precisionValue = Math.trunc(n);
    return this;
  }

  fixed(): this {
    return this.flagManipulator(F.fixed, F.floatfield);
  }

  scientific(): this {
    return this.flagManipulator(F.scientific, F.floatfield);
  }

  hexfloat(): this {
    return this.flagManipulator(F.fixed | F.scientific, F.floatfield);
  }

  defaultfloat(): this {
    return this.flagManipulator(0, F.floatfield);
  }

  left(): this {
    return this.flagManipulator(F.left, F.adjustfield);
  }

  right(): this {
    return this.flagManipulator(F.right, F.adjustfield);
  }

  internal(): this {
    return this.flagManipulator(F.internal, F.adjustfield);
  }

  dec(): this {
    return this.flagManipulator(F.dec, F.basefield);
  }

  hex(): this {
    return this.flagManipulator(F.hex, F.basefield);
  }

  oct(): this {
    return this.flagManipulator(F.oct, F.basefield);
  }

  showpoint(): this {
    return this.flagManipulator(F.showpoint, 0);
  }

  noshowpoint(): this {
    return this.flagManipulator(0, F.showpoint);
  }

  showpos(): this {
    return this.flagManipulator(F.showpos, 0);
  }

  noshowpos(): this {
    return this.flagManipulator(0, F.showpos);
  }

  showbase(): this {
    return this.flagManipulator(F.showbase, 0);
  }

  noshowbase(): this {
    return this.flagManipulator(0, F.showbase);
  }

  uppercase(): this {
    return this.flagManipulator(F.uppercase, 0);
  }

  nouppercase(): this {
    return this.flagManipulator(0, F.uppercase);
  }

  /** `setiosflags(f)`: sets the bits of `f`. */
  setiosflags(f: number): this {
    return this.flagManipulator(f, 0);
  }

  /** `resetiosflags(f)`: clears the bits of `f`. */
  resetiosflags(f: number): this {
    return this.flagManipulator(0, f);
  }

  /** `setbase(b)`: hex for 16, oct for 8, dec for 10, and no base flag (printed as decimal) otherwise. */
  setbase(b: number): this {
    return this.flagManipulator(b === 16 ? F.hex : b === 8 ? F.oct : b === 10 ? F.dec : 0, F.basefield);
  }

  setfill(ch: number): this {
    this.fill(ch);
    return this;
  }

  /** Clears `clear`, then sets `set`. */
  private flagManipulator(set: number, clear: number): this {
    this.fmt = (this.fmt & ~clear) | set;
    return this;
  }

  /**
   * As num_put::_M_insert_int: `bits` and `signed` are the C++ type's. Decimal prints the value
   * (with `+` under showpos for a signed type); hex and oct print its bits as the unsigned type,
   * after `0x`/`0X`/`0` under showbase unless it is zero.
   */
  private integer(n: bigint, bits: number, signed: boolean): this {
    const base = this.fmt & F.basefield;
    let text: string;
    if (base === F.hex || base === F.oct) {
      const digits = BigInt.asUintN(bits, n).toString(base === F.hex ? 16 : 8);
      const upper = (this.fmt & F.uppercase) !== 0;
      let prefix = '';
      if (this.fmt & F.showbase && n !== 0n) prefix = base === F.oct ? '0' : upper ? '0X' : '0x';
      text = prefix + (upper ? digits.toUpperCase() : digits);
    } else {
      // The value as the compiler passed it (already in range); an unsigned one given negative wraps.
      const value = !signed && n < 0n ? BigInt.asUintN(bits, n) : n;
      text = value.toString();
      if (signed && value >= 0n && this.fmt & F.showpos) text = '+' + text;
    }
    return this.numeric(text);
  }

  /** A number's text, padded as __pad::_S_pad does: `internal` pads after its sign or its `0x`. */
  private numeric(text: string): this {
    const width = this.fieldWidth;
    this.fieldWidth = 0;
    if (width <= text.length) return this.raw(text);
    const padding = this.fillChar.repeat(width - text.length);
    const adjust = this.fmt & F.adjustfield;
    if (adjust === F.left) return this.raw(text + padding);
    if (adjust === F.internal) {
      const split = text[0] === '+' || text[0] === '-' ? 1 : text[0] === '0' && (text[1] === 'x' || text[1] === 'X') ? 2 : 0;
      return this.raw(text.slice(0, split) + padding + text.slice(split));
    }
    return this.raw(padding + text);
  }

  /** Text that bypasses formatting (newlines, terminal escape sequences). */
  raw(text: string): this {
    if (this.wideOf) {
      if (!orientation.has(this.fd)) orientation.set(this.fd, 'wide');
      this.tiedTo?.flush();
      // The C locale writes a wide character beyond ASCII to a wide-oriented file as '?'; to a
      // byte-oriented one glibc writes bytes ampc's UTF-8 output cannot reproduce.
      if (orientation.get(this.fd) === 'byte' && /[^\x00-\x7f]/.test(text)) {
        throw new RuntimeException('a wide character beyond ASCII written after narrow output to the same file is not supported by ampc');
      }
      this.wideOf.write(text.replace(/[^\x00-\x7f]/g, '?'));
      return this;
    }
    if (!orientation.has(this.fd)) orientation.set(this.fd, 'byte');
    if (orientation.get(this.fd) === 'wide') return this;
    return this.write(text);
  }

  private write(text: string): this {
    this.tiedTo?.flush();
    this.pending.push(text);
    this.pendingLength += text.length;
    if (!this.buffered || this.pendingLength >= FLUSH_THRESHOLD) this.flush();
    return this;
  }

  /** Finishes output for good: flushes, and lets a console sink print its last partial line. */
  finish(): void {
    this.flush();
    const sink = this.sink as (OutputSink & { finish?: () => void }) | undefined;
    sink?.finish?.();
  }

  /** A string or char: padded on the right only when adjustfield is exactly `left` (__ostream_insert). */
  private item(text: string): this {
    if (this.fieldWidth > text.length) {
      const padding = this.fillChar.repeat(this.fieldWidth - text.length);
      text = (this.fmt & F.adjustfield) === F.left ? text + padding : padding + text;
    }
    this.fieldWidth = 0;
    return this.raw(text);
  }
}

function integerText(n: number | bigint): string {
  if (typeof n === 'bigint') return n.toString();
  const whole = Math.trunc(n);
  if (!Number.isFinite(whole)) return String(whole);
  return Math.abs(whole) < 1e21 ? String(whole === 0 ? 0 : whole) : BigInt(whole).toString();
}

export const cout = new OStream(1, true);
export const cerr = new OStream(2, false, cout);
export const wcout = new OStream(1, true, undefined, cout);
export const wcerr = new OStream(2, false, wcout, cerr);
// cerr and wcerr start with unitbuf set (ios_base::Init), which programs see in flags().
cerr.setf(F.unitbuf);
wcerr.setf(F.unitbuf);

/** Replaces cout's sink (tests capture output this way). `undefined` restores the default. */
export function setOutputSink(write: OutputSink | undefined): void {
  cout.setSink(write);
}

/** Replaces cerr's sink. `undefined` restores the default. */
export function setErrorSink(write: OutputSink | undefined): void {
  cerr.setSink(write);
}

/** Hooks run just before the final flush (e.g. resetting the console colour). */
const beforeExitHooks: Array<() => void> = [];

/** @internal registers something to do when the program's output is finished. */
export function onOutputFinished(hook: () => void): void {
  beforeExitHooks.push(hook);
}

/** Flushes cout and cerr. */
export function flushAll(): void {
  cout.flush();
  cerr.flush();
}

/** The end of the program's output: runs the exit hooks, flushes everything. */
export function finishOutput(): void {
  for (const hook of beforeExitHooks) hook();
  cout.finish();
  cerr.finish();
}

// A program that never calls runProgram still gets its buffered output at exit.
nodeProcess()?.once?.('exit', finishOutput);

const LLONG_MAX = 2n ** 63n - 1n;
const FLT_MAX = 3.4028234663852886e38;
const ULLONG_MAX = 2n ** 64n - 1n;

/** A C++ `std::istream` over stdin, reading like `operator>>`. */
export class IStream {
  private buffer: Uint8Array = new Uint8Array(0);
  private position = 0;
  private ended = false;
  /** C++ failbit: once an extraction fails, later ones do nothing. */
  private failed = false;
  /** C++ eofbit: an extraction looked past the last character (which a read of a last token without trailing whitespace does). */
  private eofBit = false;
  private source: (() => Uint8Array | null) | undefined;

  /** Replaces stdin with `text` (for tests and for browsers). `undefined` restores stdin. */
  setInput(text: string | undefined): void {
    this.buffer = new Uint8Array(0);
    this.position = 0;
    this.ended = false;
    this.failed = false;
    this.eofBit = false;
    if (text === undefined) {
      this.source = undefined;
    } else {
      let given = false;
      this.source = () => {
        if (given) return null;
        given = true;
        return new TextEncoder().encode(text);
      };
    }
  }

  /** C++ `cin.fail()`. */
  fail(): boolean {
    return this.failed;
  }

  /** C++ `cin.eof()`: an extraction reached the end of input. */
  eof(): boolean {
    return this.eofBit;
  }

  /** C++ `cin.good()`: neither failbit nor eofbit. */
  good(): boolean {
    return !this.failed && !this.eofBit;
  }

  /** C++ `cin.clear()`: forgets failbit and eofbit (input at its end still is, and sets eofbit again when read). */
  clear(): void {
    this.failed = false;
    this.eofBit = false;
  }

  /**
   * A string stream's characters (src/library/sstream.ts): `bytes` is all its input, read on from
   * `position` (the read position is kept when omitted: the string grew by a write).
   */
  useBuffer(bytes: Uint8Array, position = this.position): void {
    this.source = () => null;
    this.ended = true;
    this.buffer = bytes;
    this.position = position;
  }

  /** C++ `cin >> c` (char): the next non-whitespace character's code. */
  readChar(current: number): number {
    if (!this.start()) return current;
    return this.next()!;
  }

  /** C++ `cin >> n` (int). */
  readInt(current: number): number {
    return this.readSigned(current, -2147483648, 2147483647);
  }

  /** C++ `cin >> n` (short): libstdc++ reads a long and stores the nearest bound of short, with failbit, when it does not fit. */
  readShort(current: number): number {
    return this.readSigned(current, -32768, 32767);
  }

  /** C++ `cin >> n` (unsigned int): libstdc++ takes `-5` as 2^32 - 5, as strtoul does. */
  readUnsigned(current: number): number {
    return this.readUnsignedUpTo(current, 4294967295);
  }

  /** C++ `cin >> n` (unsigned short). */
  readUnsignedShort(current: number): number {
    return this.readUnsignedUpTo(current, 65535);
  }

  /** C++ `cin >> b` (bool, without boolalpha): 0 or 1; any other number is true, with failbit. */
  readBool(current: boolean): boolean {
    if (!this.start()) return current;
    const text = this.takeSign() + this.takeWhile(isDigit);
    if (!/\d/.test(text)) return this.failWith(false);
    const value = Number(text);
    return value === 0 || value === 1 ? value === 1 : this.failWith(true);
  }

  /** C++ `cin >> x` (float): libstdc++'s strtof, which stores the largest finite float, with failbit, when it overflows. */
  readFloat(current: number): number {
    // A stream that is not good() reads nothing (the sentry), leaving `current`.
    if (this.failed || this.eofBit) return this.readDouble(current);
    const value = this.readDouble(current);
    if (this.failed) return value === 0 ? 0 : value > 0 ? FLT_MAX : -FLT_MAX;
    const rounded = Math.fround(value);
    if (Number.isFinite(rounded)) return rounded;
    return this.failWith(rounded > 0 ? FLT_MAX : -FLT_MAX);
  }

  private readSigned(current: number, min: number, max: number): number {
    if (!this.start()) return current;
    const text = this.takeSign() + this.takeWhile(isDigit);
    if (!/\d/.test(text)) return this.failWith(0);
    const value = Number(text);
    // libstdc++ stores the nearest bound and sets failbit on overflow.
    if (value > max) return this.failWith(max);
    if (value < min) return this.failWith(min);
    return value;
  }

  private readUnsignedUpTo(current: number, max: number): number {
    if (!this.start()) return current;
    const negative = this.takeSign() === '-';
    const digits = this.takeWhile(isDigit);
    if (digits === '') return this.failWith(0);
    const magnitude = Number(digits);
    if (magnitude > max) return this.failWith(max);
    return negative && magnitude !== 0 ? max + 1 - magnitude : magnitude;
  }

  /** C++ `cin >> n` (long long): exact, as a bigint. */
  readLongLong(current: bigint): bigint {
    if (!this.start()) return current;
    const text = this.takeSign() + this.takeWhile(isDigit);
    if (!/\d/.test(text)) return this.failWith(0n);
    const value = BigInt(text);
    // As for int: the nearest bound, and failbit.
    if (value > LLONG_MAX) return this.failWith(LLONG_MAX);
    if (value < -LLONG_MAX - 1n) return this.failWith(-LLONG_MAX - 1n);
    return value;
  }

  /** C++ `cin >> n` (unsigned long long): libstdc++ takes `-5` as 2^64 - 5, as strtoull does. */
  readUnsignedLongLong(current: bigint): bigint {
    if (!this.start()) return current;
    const negative = this.takeSign() === '-';
    const digits = this.takeWhile(isDigit);
    if (digits === '') return this.failWith(0n);
    const magnitude = BigInt(digits);
    if (magnitude > ULLONG_MAX) return this.failWith(ULLONG_MAX);
    return negative ? BigInt.asUintN(64, -magnitude) : magnitude;
  }

  /** C++ `cin >> x` (double or float). */
  readDouble(current: number): number {
    if (!this.start()) return current;
    let text = this.takeSign();
    const whole = this.takeWhile(isDigit);
    let fraction = '';
    if (this.peek() === 0x2e /* . */) {
      this.next();
      fraction = '.' + this.takeWhile(isDigit);
    }
    if (whole === '' && fraction.length <= 1) return this.failWith(0);
    text += whole + fraction;
    const e = this.peek();
    if (e === 0x65 || e === 0x45) {
      this.next();
      const exponent = this.takeSign() + this.takeWhile(isDigit);
      if (!/\d/.test(exponent)) return this.failWith(0);
      text += 'e' + exponent;
    }
    const value = Number(text);
    // libstdc++ stores the largest finite value, with its sign, and sets failbit when strtod overflows.
    if (!Number.isFinite(value)) return this.failWith(value > 0 ? Number.MAX_VALUE : -Number.MAX_VALUE);
    return value;
  }

  /** C++ `cin >> s` (std::string): the next whitespace-separated word. */
  readString(current: string): string {
    if (!this.start()) return current;
    const bytes: number[] = [];
    for (let c = this.peek(); c !== null && !isSpace(c); c = this.peek()) bytes.push(this.next()!);
    return new TextDecoder().decode(new Uint8Array(bytes));
  }

  /**
   * `std::getline(in, s, delimiter)`: the characters up to the next delimiter (a newline by
   * default), which is consumed and not kept. At the end of input nothing is read: failure, and
   * `s` is left empty (libstdc++ erases it first).
   */
  readLine(current: string, delimiter = 10): string {
    // A stream already at its end (eofbit) fails in the sentry, leaving `s` as it was.
    if (this.failed || this.eofBit) {
      this.failed = true;
      return current;
    }
    cout.flush();
    let c = this.peek();
    if (c === null) {
      this.failed = true;
      return '';
    }
    const bytes: number[] = [];
    for (; c !== null && c !== delimiter; c = this.peek()) bytes.push(this.next()!);
    if (c === delimiter) this.next();
    return new TextDecoder().decode(new Uint8Array(bytes));
  }

  /** The sentry: skips whitespace; false when nothing can be read. */
  private start(): boolean {
    // The sentry of a stream that is not good() (eofbit alone too) sets failbit.
    if (this.failed || this.eofBit) {
      this.failed = true;
      return false;
    }
    cout.flush(); // C++ ties cin to cout: prompts appear before the program waits.
    while (true) {
      const c = this.peek();
      if (c === null) {
        this.failed = true;
        return false;
      }
      if (!isSpace(c)) return true;
      this.position++;
    }
  }

  private failWith<T>(value: T): T {
    this.failed = true;
    return value;
  }

  private takeSign(): string {
    const c = this.peek();
    if (c === 0x2b || c === 0x2d) {
      this.next();
      return String.fromCharCode(c);
    }
    return '';
  }

  private takeWhile(accept: (c: number) => boolean): string {
    let text = '';
    for (let c = this.peek(); c !== null && accept(c); c = this.peek()) {
      text += String.fromCharCode(c);
      this.position++;
    }
    return text;
  }

  private next(): number | null {
    const c = this.peek();
    if (c !== null) this.position++;
    return c;
  }

  private peek(): number | null {
    if (this.position >= this.buffer.length && !this.fill()) {
      this.eofBit = true;
      return null;
    }
    return this.buffer[this.position]!;
  }

  /** Reads more input; false at end of input or when stdin cannot be read. */
  private fill(): boolean {
    if (this.ended) return false;
    const chunk = (this.source ?? readStdin)();
    if (chunk === null || chunk.length === 0) {
      this.ended = true;
      return false;
    }
    this.buffer = chunk;
    this.position = 0;
    return true;
  }
}

function readStdin(): Uint8Array | null {
  const fs = nodeFs();
  if (!fs) return null; // a browser has no stdin: end of input
  const chunk = new Uint8Array(65536);
  try {
    const n = fs.readSync(0, chunk, 0, chunk.length, null);
    return n > 0 ? chunk.subarray(0, n) : null;
  } catch {
    // EAGAIN (non-blocking stdin), EOF on a closed descriptor, ...: treated as end of input.
    return null;
  }
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

export const cin = new IStream();
