/** `<sstream>`: string streams, as the iostream classes with a string for their sink or source. */
import { IStream, OStream } from './iostream.js';

/** `std::ostringstream`: what is written collects in a string, returned by `str()` (`text()`). */
export class OStringStream extends OStream {
  private written = '';

  constructor() {
    super(1, false);
    this.setSink((text) => {
      this.written += text;
    });
  }

  /** C++ `str()` (OStream's `str(s)` writes a string). */
  text(): string {
    return this.written;
  }
}

/** `std::istringstream is(s)`: an istream whose input is `s` and then its end. */
export function istringstream(text: string): IStream {
  const stream = new IStream();
  stream.setInput(text);
  return stream;
}
