import { readFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cerr, cin, cout, flushAll, setErrorSink, setOutputSink } from '../../runtime/iostream.js';
import { formatDouble, type FloatStyle } from '../../runtime/format.js';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

/** A NaN with the sign bit set, as x86 produces for 0.0/0.0. */
function negativeNaN(): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, NaN);
  view.setUint8(0, view.getUint8(0) | 0x80);
  return view.getFloat64(0);
}

function parseLiteral(literal: string): number {
  switch (literal) {
    case 'inf':
      return Infinity;
    case '-inf':
      return -Infinity;
    case 'nan':
      return NaN;
    case '-nan':
      return negativeNaN();
    default:
      return Number(literal);
  }
}

let output = '';
let errors = '';
beforeEach(() => {
  output = '';
  errors = '';
  setOutputSink((text) => (output += text));
  setErrorSink((text) => (errors += text));
  cout.resetFormat();
});

describe('floating-point output matches libstdc++', () => {
  // Produced by fixtures/libstdcxx-float-oracle.cpp compiled with g++ 12 (libstdc++):
  // kind, value, style, precision, what `cout << setprecision(p) << [fixed|scientific] << value` printed.
  const table = readFileSync(here('./fixtures/libstdcxx-float-output.tsv'), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => line.split('\t') as [string, string, FloatStyle, string, string]);

  it('has the whole table', () => {
    expect(table.length).toBeGreaterThan(900);
  });

  it.each([
    // Reviewed by hand: the cases the brief names, and the rounding traps.
    [4.5, '4.5'],
    [10.5, '10.5'],
    [1e6, '1e+06'],
    [1234567, '1.23457e+06'],
    [1e-5, '1e-05'],
    [0.0001, '0.0001'],
    [-0, '-0'],
    [Infinity, 'inf'],
    [-Infinity, '-inf'],
    [NaN, 'nan'],
    [999999, '999999'],
    [999999.5, '1e+06'],
    [0.1 + 0.2, '0.3'],
  ])('cout << %p prints %p', (value, expected) => {
    cout.double(value).flush();
    expect(output).toBe(expected);
  });

  it('formats every table entry like libstdc++', () => {
    const mismatches: string[] = [];
    for (const [kind, literal, style, precision, expected] of table) {
      cout.resetFormat().setprecision(Number(precision));
      if (style === 'fixed') cout.fixed();
      if (style === 'scientific') cout.scientific();
      output = '';
      const value = parseLiteral(literal);
      if (kind === 'float') cout.float(value).flush();
      else cout.double(value).flush();
      if (output !== expected) mismatches.push(`${kind} ${literal} ${style} ${precision}: got ${output}, want ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('rounds exact ties to even like glibc, not away from zero like toFixed', () => {
    expect(formatDouble(0.5, 'fixed', 0)).toBe('0');
    expect(formatDouble(2.5, 'fixed', 0)).toBe('2');
    expect(formatDouble(3.5, 'fixed', 0)).toBe('4');
    expect(formatDouble(0.125, 'fixed', 2)).toBe('0.12');
    expect(formatDouble(1e22, 'fixed', 0)).toBe('10000000000000000000000');
  });

  it("keeps a NaN's sign however often it prints one (V8 may store an array of numbers as doubles, making every NaN positive)", () => {
    for (let i = 0; i < 2000; i++) cout.double(negativeNaN()).str(' ');
    cout.flush();
    expect(output.split(' ').filter((text) => text !== '' && text !== '-nan')).toEqual([]);
  });

  it('prints a float as its f32 value promoted to double', () => {
    cout.setprecision(17).float(0.1).flush();
    expect(output).toBe('0.10000000149011612');
  });
});

describe('cout', () => {
  it('chains strings, integers, chars and bools', () => {
    cout.str('n = ').int(-42).str(', u = ').uint(-1).char(65).bool(true).bool(false).endl();
    expect(output).toBe('n = -42, u = 4294967295A10\n');
  });

  it('applies setw to the next item only, right-aligned with spaces by default', () => {
    cout.setw(5).int(42).int(7).setw(4).str('ab').setw(3).double(1.5).setw(1).int(123).endl();
    expect(output).toBe('   427  ab1.5123\n');
  });

  it('supports left alignment and a fill character', () => {
    cout.left().setw(6).str('ab').str('|').right().setfill(0x2a).setw(4).int(-5).str('|').endl();
    expect(output).toBe('ab    |**-5|\n');
  });

  it('keeps precision and fixed/scientific until changed', () => {
    cout.fixed().setprecision(2).double(3.14159).str(' ').double(2).str(' ');
    cout.scientific().double(12345.678).str(' ').defaultfloat().double(0.5).endl();
    expect(output).toBe('3.14 2.00 1.23e+04 0.5\n');
  });

  it('buffers until endl, flush or flushAll', () => {
    cout.str('pending');
    expect(output).toBe('');
    flushAll();
    expect(output).toBe('pending');
    cout.str(' more').flush();
    expect(output).toBe('pending more');
  });

  it('flushes cout before cerr writes, and cerr is unbuffered', () => {
    const order: string[] = [];
    setOutputSink((text) => order.push(`out:${text}`));
    setErrorSink((text) => order.push(`err:${text}`));
    cout.str('first ');
    cerr.str('second');
    expect(order).toEqual(['out:first ', 'err:second']);
  });

  it('puts and writes chars unformatted: a pending width stays for the next item', () => {
    cout.setw(4).put(97).writeChars('bcd', 2).int(7).writeChars('xy', 3).flush();
    expect(output).toBe('abc   7xy\0');
    expect(() => cout.writeChars('xy', 4)).toThrow(/ostream::write of 4 chars from 3/);
  });

  it('prints large integers without exponent notation', () => {
    cout.int(12345678901234567890n).str(' ').int(2 ** 70).flush();
    expect(output).toBe(`12345678901234567890 ${(2n ** 70n).toString()}`);
  });
});

describe('cin', () => {
  afterEach(() => cin.setInput(undefined));

  it('reads whitespace-separated ints, doubles, chars and strings', () => {
    cin.setInput('  12 -3.5e2\n x hello 7');
    expect(cin.readInt(0)).toBe(12);
    expect(cin.readDouble(0)).toBe(-350);
    expect(cin.readChar(0)).toBe('x'.charCodeAt(0));
    expect(cin.readString('')).toBe('hello');
    expect(cin.readInt(0)).toBe(7);
  });

  it('reads a line up to a delimiter, which it consumes and does not keep, as std::getline(cin, s, delim)', () => {
    cin.setInput('a,,b;c\nd');
    expect([cin.readLine('', 44), cin.readLine('x', 44), cin.readLine('', 44)]).toEqual(['a', '', 'b;c\nd']);
    expect([cin.eof(), cin.fail()]).toEqual([true, false]);
    expect(cin.readLine('kept', 44)).toBe('kept');
    expect(cin.fail()).toBe(true);
  });

  it('leaves the variable unchanged at end of input', () => {
    cin.setInput('5');
    expect(cin.readInt(-1)).toBe(5);
    expect(cin.readInt(-1)).toBe(-1);
    expect(cin.readDouble(2.5)).toBe(2.5);
    expect(cin.readString('keep')).toBe('keep');
    expect(cin.readChar(33)).toBe(33);
    expect(cin.fail()).toBe(true);
  });

  it('stops an int at the first non-digit, like operator>>', () => {
    cin.setInput('12abc');
    expect(cin.readInt(0)).toBe(12);
    expect(cin.readString('')).toBe('abc');
  });

  it('reads real stdin synchronously, and returns the current value at EOF', () => {
    const runtime = here('../../dist/runtime/index.js');
    if (!existsSync(runtime)) throw new Error('dist/runtime is missing: run `npm run build` first');
    const script = `
      const { cin, cout } = await import(${JSON.stringify(runtime)});
      const a = cin.readInt(-1), b = cin.readDouble(-1), c = cin.readInt(-1);
      cout.int(a).str(' ').double(b).str(' ').int(c).endl();`;
    const withInput = spawnSync(process.execPath, ['--input-type=module', '-e', script], { input: '41 2.5', encoding: 'utf8' });
    expect(withInput.stdout).toBe('41 2.5 -1\n');
    const empty = spawnSync(process.execPath, ['--input-type=module', '-e', script], { input: '', encoding: 'utf8' });
    expect(empty.stdout).toBe('-1 -1 -1\n');
    expect(empty.status).toBe(0);
  });
});
