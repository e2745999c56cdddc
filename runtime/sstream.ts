/** `<sstream>`: string streams, as the iostream classes with a string for their sink or source. */
import { IStream, OStream } from './iostream.js';

/** `std::istringstream is(s)`: an istream whose input is `s` and then its end. */
export function istringstream(text: string): IStream {
  const stream = new IStream();
  stream.setInput(text);
  return stream;
}

/**
 * `std::stringstream` (and `std::ostringstream`, one never read): one string read and written at separate positions, as libstdc++'s
 * stringbuf keeps them. Writing starts at the beginning (a stream made from text overwrites
 * it) and extends the string past its end; reading sees the whole string, written text too.
 * `str(s)` (`setText`) replaces the string and puts both positions back at its start; like
 * C++ it leaves failbit and eofbit as they are (`clear()` resets them), and while either is
 * set, writes do nothing.
 */
export class StringStream extends OStream {
  private bytes = new Uint8Array(16);
  private length = 0;
  private putPosition = 0;
  private readonly reader = new IStream();
  /** Whether a write changed the string since the reader last saw it. */
  private written = false;

  constructor(text = '') {
    super(1, false);
    this.setText(text);
    this.setSink((s) => this.store(s));
  }

  /** C++ `str()` (OStream's `str(s)` writes a string). */
  text(): string {
    return new TextDecoder().decode(this.bytes.subarray(0, this.length));
  }

  /** C++ `str(s)`. */
  setText(text: string): void {
    const encoded = new TextEncoder().encode(text);
    this.bytes = new Uint8Array(Math.max(16, encoded.length));
    this.bytes.set(encoded);
    this.length = encoded.length;
    this.putPosition = 0;
    this.written = false;
    this.reader.useBuffer(this.bytes.subarray(0, this.length), 0);
  }

  fail(): boolean {
    return this.reader.fail();
  }

  eof(): boolean {
    return this.reader.eof();
  }

  good(): boolean {
    return this.reader.good();
  }

  clear(): void {
    this.reader.clear();
  }

  readChar(current: number): number {
    return this.input().readChar(current);
  }

  readInt(current: number): number {
    return this.input().readInt(current);
  }

  readShort(current: number): number {
    return this.input().readShort(current);
  }

  readUnsigned(current: number): number {
    return this.input().readUnsigned(current);
  }

  readUnsignedShort(current: number): number {
    return this.input().readUnsignedShort(current);
  }

  readBool(current: boolean): boolean {
    return this.input().readBool(current);
  }

  readFloat(current: number): number {
    return this.input().readFloat(current);
  }

  readLongLong(current: bigint): bigint {
    return this.input().readLongLong(current);
  }

  readUnsignedLongLong(current: bigint): bigint {
    return this.input().readUnsignedLongLong(current);
  }

  readDouble(current: number): number {
    return this.input().readDouble(current);
  }

  readString(current: string): string {
    return this.input().readString(current);
  }

  readLine(current: string, delimiter = 10): string {
    return this.input().readLine(current, delimiter);
  }

  private input(): IStream {
    if (this.written) this.reader.useBuffer(this.bytes.subarray(0, this.length));
    this.written = false;
    return this.reader;
  }

  private store(text: string): void {
    // The stream's state is one for both directions: the ostream sentry of a stream that is not
    // good() (a read set eofbit or failbit) writes nothing.
    if (!this.reader.good()) return;
    const encoded = new TextEncoder().encode(text);
    const end = this.putPosition + encoded.length;
    if (end > this.bytes.length) {
      const grown = new Uint8Array(Math.max(end, this.bytes.length * 2));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.bytes.set(encoded, this.putPosition);
    this.putPosition = end;
    this.length = Math.max(this.length, end);
    this.written = true;
  }
}
