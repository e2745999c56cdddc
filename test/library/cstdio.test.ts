/**
 * printf's compile-time format check (src/library/cstdio.ts): each directive against the
 * argument it consumes, as clang's -Wformat does, with undefined behaviour an error.
 */
import { checkFormat } from '../../src/library/cstdio.js';
import type { CallArgument } from '../../src/library/intrinsics.js';
import { charType, doubleType, floatType, intType, longType, sizeType, stringType, uintType, type Type } from '../../src/sema/types.js';

const longLong: Type = { kind: 'int', signed: true, bits: 64 };
const format = (text: string): CallArgument => ({ type: stringType, stringLiteral: text });
const value = (type: Type): CallArgument => ({ type, stringLiteral: null });
const rules = (args: CallArgument[], formatIndex = 0) => checkFormat(args, formatIndex).map((d) => `${d.severity} ${d.rule} @${d.arg}`);

describe('checkFormat', () => {
  it('accepts arguments that match their conversions, after the default promotions', () => {
    expect(rules([format('%d %i %u %x %c %s %f %e %g %a %%'), value(intType), value(charType), value(uintType), value(intType), value(charType), value(stringType), value(floatType), value(doubleType), value(doubleType), value(doubleType)])).toEqual([]);
    expect(rules([format('%lld %llx %zu %lu %ld'), value(longLong), value(longLong), value(sizeType), value(uintType), value(longType)])).toEqual([]);
    // `long` is 64 bits (g++ on Linux x86-64): an int for `%ld` is passed zero-extended, so -1 would print 4294967295.
    expect(rules([format('%ld %zu'), value(intType), value(uintType)])).toEqual(['error format-invalid @1']);
    expect(rules([format('%*.*f'), value(intType), value(intType), value(doubleType)])).toEqual([]);
  });

  it('rejects an argument of another kind (undefined behaviour) at that argument', () => {
    expect(rules([format('%d'), value(doubleType)])).toEqual(['error format-invalid @1']);
    expect(rules([format('%s %f'), value(stringType), value(intType)])).toEqual(['error format-invalid @2']);
    expect(rules([format('%c'), value(stringType)])).toEqual(['error format-invalid @1']);
    expect(rules([format('%*d'), value(doubleType), value(intType)])).toEqual(['error format-invalid @1']);
    expect(rules([format('%lld'), value(intType)])).toEqual(['error format-invalid @1']);
    expect(rules([format('%Lf'), value(doubleType)])).toEqual(['error format-invalid @1']);
  });

  it('warns where the value read is the same type class at another width, as -Wformat does', () => {
    expect(rules([format('%d'), value(longLong)])).toEqual(['warning format @1']);
  });

  it('reports missing arguments as errors and extra ones as warnings', () => {
    expect(rules([format('%d %d'), value(intType)])).toEqual(['error format-invalid @0']);
    expect(rules([format('%d'), value(intType), value(intType)])).toEqual(['warning format-extra-args @2']);
  });

  it('rejects conversions ampc does not support, and checks fprintf after its stream', () => {
    expect(rules([format('%p'), value(intType)])).toEqual(['error format-invalid @0']);
    expect(rules([value({ kind: 'opaque', name: 'FILE *' }), format('%s'), value(intType)], 1)).toEqual(['error format-invalid @2']);
  });

  it('leaves a format that is not a literal to the runtime', () => {
    expect(rules([value(stringType), value(doubleType)])).toEqual([]);
  });
});
