/**
 * The printf formatter (runtime/printf.ts) against glibc. Each expected string below was printed
 * by glibc's printf (gcc on x86-64 Linux) for the same format and arguments; ties, subnormals,
 * %a rounding, flags that cancel each other and length modifiers that reinterpret the argument
 * are the cases a naive formatter gets wrong.
 */
import { Pointer } from '../../runtime/pointer.js';
import { formatPrintf, parseFormat, PrintfError, type PrintfArg } from '../../runtime/printf.js';

const glibc: [string, PrintfArg[], string][] = [
  ['%.0a', [1.5], '0x2p+0'],
  ['%.0a', [2.5], '0x1p+1'],
  ['%.1a', [1.96875], '0x2.0p+0'],
  ['%.2a', [1 / 3], '0x1.55p-2'],
  ['%.13a', [0.1], '0x1.999999999999ap-4'],
  ['%.15a', [0.1], '0x1.999999999999a00p-4'],
  ['%#a', [1.0], '0x1.p+0'],
  ['%a', [5e-324], '0x0.0000000000001p-1022'],
  ['%.2a', [5e-324], '0x0.00p-1022'],
  ['%010a', [-1.0], '-0x0001p+0'],
  ['%A', [255.5], '0X1.FFP+7'],
  ['%.3e', [1e-310], '1.000e-310'],
  ['%.17g', [5e-324], '4.9406564584124654e-324'],
  ['%.0f', [1e21], '1000000000000000000000'],
  ['%.2f', [1e22], '10000000000000000000000.00'],
  ['%g', [1e-5], '1e-05'],
  ['%g', [0.0001], '0.0001'],
  ['%g', [999999.5], '1e+06'],
  ['%g', [9999995.0], '1e+07'],
  ['%#.0g', [5.0], '5.'],
  ['%#.2g', [0.0001], '0.00010'],
  ['%.1f', [0.05], '0.1'],
  ['%.1f', [0.15], '0.1'],
  ['%.1f', [0.25], '0.2'],
  ['%.2e', [1.125], '1.12e+00'],
  ['%.2e', [1.135], '1.14e+00'],
  ['%.16e', [1 / 3], '3.3333333333333331e-01'],
  ['%.25f', [1 / 3], '0.3333333333333333148296163'],
  ['%.0e', [5e-324], '5e-324'],
  ['%e', [1.7976931348623157e308], '1.797693e+308'],
  ['%-08.3f', [-2.5], '-2.500  '],
  ['%+08.2e', [3.0], '+3.00e+00'],
  ['% 08g', [3.0], ' 0000003'],
  ['%+.0f', [0.0], '+0'],
  ['%+.0f', [-0.0], '-0'],
  ['% .3g', [-0.0], '-0'],
  ['%05d', [-42], '-0042'],
  ['%-05d', [42], '42   '],
  ['%+05d', [0], '+0000'],
  ['% 5d', [7], '    7'],
  ['%.5d', [-42], '-00042'],
  ['%05.3d', [42], '  042'],
  ['%#5o', [8], '  010'],
  ['%#.3o', [8], '010'],
  ['%#x', [0], '0'],
  ['%#.0x', [0], ''],
  ['%.0d', [0], ''],
  ['%5.0d', [0], '     '],
  ['%+.0d', [0], '+'],
  ['%u', [-1], '4294967295'],
  ['%x', [-1], 'ffffffff'],
  ['%o', [-1], '37777777777'],
  ['%hhu', [257], '1'],
  ['%hd', [32768], '-32768'],
  ['%hx', [-1], 'ffff'],
  ['%c', [321], 'A'],
  ['%5c', [122], '    z'],
  ['%-3c|', [122], 'z  |'],
  ['%lld', [-9223372036854775808n], '-9223372036854775808'],
  ['%llx', [255n], 'ff'],
  ['%#llo', [8n], '010'],
  ['%lu', [-1n], '18446744073709551615'],
  ['%hhd', [128n], '-128'],
  ['%5s|%-5s|%.1s', ['ab', 'ab', 'ab'], '   ab|ab   |a'],
  ['%*d|%-*d|%.*f', [4, 1, -4, 1, 1, 2.25], '   1|1   |2.2'],
  ['%5%|%-5%|%%', [], '%|%|%'],
];

describe('formatPrintf', () => {
  it.each(glibc)('formats %s of %p as glibc does', (format, args, expected) => {
    expect(formatPrintf(format, ...args)).toBe(expected);
  });

  it('prints infinities and NaNs in their spellings, padded with spaces under the 0 flag', () => {
    expect(formatPrintf('[%f|%E|%08g|%-6F|%+a]', Infinity, -Infinity, NaN, NaN, Infinity)).toBe('[inf|-INF|     nan|NAN   |+inf]');
  });

  it("keeps a NaN's sign however often it is called (its arguments are never an array V8 may store as doubles)", () => {
    const negativeNaN = new Float64Array(new BigUint64Array([0xfff8000000000000n]).buffer)[0];
    const printed = new Set<string>();
    for (let i = 0; i < 2000; i++) printed.add(formatPrintf('%f %g', negativeNaN, i));
    expect([...printed].every((text) => text.startsWith('-nan '))).toBe(true);
  });

  it('prints a null string as glibc does: (null), or nothing when the precision cannot hold it', () => {
    expect(formatPrintf('[%s|%.3s|%8s]', null, null, null)).toBe('[(null)||  (null)]');
  });

  it('reads a pointer to chars up to its NUL for %s', () => {
    const chars = [...'hello'].map((c) => c.charCodeAt(0));
    expect(formatPrintf('[%s|%.2s]', new Pointer([...chars, 0, 65], 1), new Pointer(chars, 0))).toBe('[ello|he]');
  });

  it('throws a PrintfError instead of guessing at undefined behaviour', () => {
    expect(() => formatPrintf('%d %d', 1)).toThrow(PrintfError);
    expect(() => formatPrintf('%d', 1.5)).toThrow(PrintfError);
    expect(() => formatPrintf('%f', 'x')).toThrow(PrintfError);
    expect(() => formatPrintf('%s', 3)).toThrow(PrintfError);
    expect(() => formatPrintf('%p', 0)).toThrow(/unsupported conversion '%p'/);
    expect(() => formatPrintf('%n', 0)).toThrow(PrintfError);
  });
});

describe('parseFormat', () => {
  it('splits literal text from directives with their flags, width, precision and length', () => {
    const pieces = parseFormat('a%-+08.3lldb%%c%*.*Lf');
    expect(pieces.map((p) => (typeof p === 'string' ? p : p.conversion))).toEqual(['a', 'd', 'b%c', 'f']);
    const d = pieces[1];
    if (typeof d === 'string') throw new Error('expected a directive');
    expect(d.flags).toEqual({ left: true, plus: true, space: false, alternate: false, zero: true });
    expect([d.width, d.precision, d.length]).toEqual([8, 3, 'll']);
    const f = pieces[3];
    if (typeof f === 'string') throw new Error('expected a directive');
    expect([f.width, f.precision, f.length]).toEqual(['*', '*', 'L']);
  });
});
