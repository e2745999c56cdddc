/**
 * The runtime ostream's writer for a value of each printable type (runtime/iostream.ts
 * `OStream`): what `os << x` calls, with the stream's flags. The host emitter's `<<` chains and
 * `std::ostream_iterator<T>` (output-iterators.ts) print through the same one.
 */
import type { Type } from '../sema/types.js';

export function writerFor(t: Type): string {
  switch (t.kind) {
    // A short has its own writer: libstdc++ prints it in hex and oct as an unsigned short.
    case 'int': return t.bits === 8 ? 'char' : t.wideChar ? 'wchar' : t.signed ? (t.bits === 16 ? 'short' : 'int') : 'uint';
    case 'float': return t.bits === 32 ? 'float' : 'double';
    case 'bool': return 'bool';
    default: return 'str';
  }
}
