/**
 * 64-bit integers (`long long`, `unsigned long long`, `int64_t`, `size_t`): exact on the host,
 * where they are bigints, and an error in kernels (WGSL has no 64-bit integers).
 *
 * The arithmetic itself is checked differentially against g++ by the oracle programs
 * test/e2e/oracle-programs/int64-*.cpp. Here: the types of literals, constant folding, the
 * emitted code's representation, reading with std::cin, the kernel errors, and the runtime's
 * conversions against independent references.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '../../src/driver.js';
import { constValue } from '../../src/sema/const-eval.js';
import { floatFromInt64, int64FromDouble, uint64FromDouble } from '../../runtime/int64.js';
import { IStream } from '../../runtime/iostream.js';
import { typeToString } from '../../src/sema/types.js';
import { checkSource, lastExpr, typeOf, where } from '../sema/helpers.js';

const cli = fileURLToPath(new URL('../../dist/src/cli.js', import.meta.url));

describe('integer literals take the first type that holds them (int is 32 bits, long and long long 64, as g++ on Linux)', () => {
  test.each([
    ['2147483647', 'int'],
    ['2147483648', 'long'], // decimal: int, long, long long
    ['3000000000', 'long'],
    ['9223372036854775807', 'long'],
    ['0x7FFFFFFF', 'int'],
    ['0xFFFFFFFF', 'unsigned int'], // hexadecimal: the unsigned types too
    ['0x100000000', 'long'],
    ['0x8000000000000000', 'unsigned long'],
    ['037777777777', 'unsigned int'],
    ['5L', 'long'],
    ['3000000000L', 'long'],
    ['0xFFFFFFFFFFFFFFFFL', 'unsigned long'],
    ['5UL', 'unsigned long'],
    ['5lu', 'unsigned long'],
    ['5LL', 'long long'],
    ['5ll', 'long long'],
    ['5ULL', 'unsigned long long'],
    ['5llu', 'unsigned long long'],
    ['4294967296u', 'unsigned long'],
    ['0xFFFFFFFFFFFFFFFFLL', 'unsigned long long'],
  ])('%s is %s', (literal, type) => {
    expect(typeOf(literal)).toBe(type);
  });

  test('a literal no integer type holds is an error, not a crash', () => {
    const { diagnostics } = checkSource('void f() {\n  unsigned long long a = 18446744073709551616ULL;\n  long long b = 18446744073709551615;\n}');
    expect(where(diagnostics)).toEqual(['literal-range@2:26', 'literal-range@3:17']);
  });

  test('<cstdint> has int64_t and uint64_t, and size_t is unsigned long, all 64 bits as in glibc', () => {
    const withCstdint = (expr: string) => typeToString(lastExpr(`${expr};`, '#include <cstdint>').type);
    expect([withCstdint('int64_t(1)'), withCstdint('uint64_t(1)'), withCstdint('INT64_MIN'), withCstdint('UINT64_MAX')]).toEqual([
      'long', 'unsigned long', 'long', 'unsigned long',
    ]);
    expect(typeOf('s', 'size_t s = 0;')).toBe('unsigned long');
  });
});

describe('constant folding is exact in 64 bits', () => {
  const folded = (expr: string): unknown => {
    const e = lastExpr(`${expr};`);
    expect(e.kind).toBe('Const');
    return constValue(e);
  };

  test('arithmetic wraps, division truncates, shifts and bitwise operators work on all 64 bits', () => {
    expect(folded('9223372036854775807LL + 1')).toBe(-9223372036854775808n);
    expect(folded('0ULL - 1')).toBe(18446744073709551615n);
    expect(folded('3037000500LL * 3037000500LL')).toBe(BigInt.asIntN(64, 3037000500n * 3037000500n));
    expect(folded('-7LL / 2')).toBe(-3n);
    expect(folded('-7LL % 2')).toBe(-1n);
    expect(folded('1LL << 62')).toBe(4611686018427387904n);
    expect(folded('-1LL >> 70')).toBe(-1n); // the count is taken mod 64, as at run time
    expect(folded('~0ULL >> 1')).toBe(9223372036854775807n);
    expect(folded('0x0F0F0F0F0F0F0F0FLL ^ 0x00FF00FF00FF00FFLL')).toBe(0x0ff00ff00ff00ff0n);
    expect(folded('(1LL << 40) > (1LL << 39)')).toBe(1);
  });

  test('conversions out of 64 bits wrap or round like C++', () => {
    expect(folded('(int)(1LL << 40 | 5)')).toBe(5);
    expect(folded('(unsigned)-1LL')).toBe(4294967295);
    expect(folded('(short)70000LL')).toBe(4464);
    expect(folded('(double)9007199254740993LL')).toBe(9007199254740992);
    // Through double this would round to 2^60; once to float it is 2^60 + 2^37.
    expect(folded('(float)((1LL << 60) + (1LL << 36) + 1)')).toBe(2 ** 60 + 2 ** 37);
    expect(folded('(long long)-2.75')).toBe(-2n);
  });

  test('a 64-bit constant is a compile-time constant for array bounds, and a division by zero is not folded', () => {
    const { diagnostics } = checkSource('const long long K = 1LL << 40;\nvoid f() {\n  int a[(int)(K >> 38)];\n  long long z = 0;\n  long long q = K / 0;\n}');
    expect(where(diagnostics)).toEqual([]);
    expect(lastExpr('const long long K = 1LL << 40;\nK / 0LL;').kind).toBe('Binary');
  });
});

describe('host code: 64-bit integers are bigints', () => {
  const host = (body: string): string => {
    const r = compile('t.cpp', `#include <iostream>\nint main() {\n${body}\n}\n`);
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
    return r.output!.host;
  };

  test('variables, literals and wrapping arithmetic', () => {
    const code = host('long long a = 5;\nunsigned long long b = a * 3;\nstd::cout << a + 1 << b;');
    expect(code).toContain('let a: bigint = 5n;');
    expect(code).toContain('let b: bigint = BigInt.asUintN(64, a * 3n);');
    expect(code).toContain('.int(BigInt.asIntN(64, a + 1n)).uint(b)');
  });

  test('conversions to and from numbers', () => {
    const code = host('int i = 3;\nlong long a = i;\nint j = a;\ndouble d = a;\nfloat f = a;\na = d;\nunsigned long long u = i;');
    expect(code).toContain('let a: bigint = BigInt(i);');
    expect(code).toContain('let j: number = Number(BigInt.asIntN(32, a));');
    expect(code).toContain('let d: number = Number(a);');
    expect(code).toContain('let f: number = floatFromInt64(a);');
    expect(code).toContain('a = int64FromDouble(d);');
    expect(code).toContain('let u: bigint = BigInt.asUintN(64, BigInt(i));');
  });

  test('a subscript of 64-bit type becomes a number; a condition compares with 0n', () => {
    const code = host('int v[4] = {1, 2, 3, 4};\nlong long k = 2;\nif (k) v[k] = 0;\nwhile (!k) k--;');
    expect(code).toContain('if (k !== 0n) {');
    expect(code).toContain('v[Number(k)] = 0;');
    expect(code).toContain('while (!(k !== 0n)) {');
  });

  test('a library function with a 64-bit result gives a bigint', () => {
    const code = host('#include <ctime>\nlong long t = time(NULL);');
    expect(code).toContain('let t: bigint = BigInt(time());');
  });
});

describe('programs', () => {
  let work: string;
  beforeAll(() => {
    if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first (npm test does)`);
    work = mkdtempSync(join(tmpdir(), 'ampc-int64-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const run = (source: string, input: string): { stdout: string; stderr: string; status: number | null } => {
    const file = join(work, `p${Math.random().toString(36).slice(2)}.cpp`);
    writeFileSync(file, source);
    const r = spawnSync(process.execPath, [cli, 'run', file], { input, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
    return { stdout: r.stdout, stderr: r.stderr, status: r.status };
  };

  test('std::cin reads long long and unsigned long long exactly, as libstdc++ does', () => {
    const r = run(
      '#include <iostream>\nint main() {\n  long long a = 1, b = 1;\n  unsigned long long c = 1, d = 1;\n  std::cin >> a >> b >> c >> d;\n  std::cout << a << " " << b << " " << c << " " << d << std::endl;\n}\n',
      '-9223372036854775808 9007199254740993 18446744073709551615 -1',
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('-9223372036854775808 9007199254740993 18446744073709551615 18446744073709551615\n');
  });

  test('a 64-bit expression in a kernel is an error (a 64-bit variable too), not wrong code', () => {
    const kernel = (body: string) => `#include <amp.h>\nusing namespace concurrency;\nint main() {\n  int data[4] = {1, 2, 3, 4};\n  array_view<int, 1> av(4, data);\n  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {\n${body}\n  });\n}\n`;
    const expression = compile('k.cpp', kernel('    av[idx] = (int)(av[idx] * 5LL);'));
    expect(expression.diagnostics.map((d) => `${d.code}@${d.span.start.line}`)).toEqual(['wgsl-unsupported@7']);
    expect(expression.diagnostics[0].message).toContain('64-bit integers');
    const variable = compile('k.cpp', kernel('    size_t n = 2;\n    av[idx] = 1;'));
    expect(variable.diagnostics.map((d) => `${d.code}@${d.span.start.line}`)).toEqual(['amp-type@7']);
    // A constant folds to an int before the kernel sees it: nothing 64-bit is left.
    const folded = compile('k.cpp', kernel('    av[idx] = (int)((1LL << 40) >> 38);'));
    expect(folded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('runtime conversions', () => {
  /** The float nearest to `v` (ties to even), found with exact bigint distances among the candidates near it. */
  function nearestFloat(v: bigint): number {
    const guess = Math.fround(Number(v));
    // Integers below 2^24 are floats already; above, the floats near v are integers, so the
    // distances are exact bigints.
    const candidates = [guess, nextFloat(guess, -1), nextFloat(guess, 1)].filter((c) => Number.isInteger(c));
    let best = candidates[0];
    for (const c of candidates) {
      const dc = abs(BigInt(c) - v);
      const db = abs(BigInt(best) - v);
      if (dc < db || (dc === db && evenMantissa(c) && !evenMantissa(best))) best = c;
    }
    return best;
  }
  const abs = (x: bigint) => (x < 0n ? -x : x);
  function nextFloat(x: number, direction: 1 | -1): number {
    const view = new DataView(new ArrayBuffer(4));
    view.setFloat32(0, x);
    const bits = view.getUint32(0);
    view.setUint32(0, x >= 0 === (direction === 1) ? bits + 1 : bits - 1);
    return view.getFloat32(0);
  }
  function evenMantissa(x: number): boolean {
    const view = new DataView(new ArrayBuffer(4));
    view.setFloat32(0, x);
    return (view.getUint32(0) & 1) === 0;
  }

  test('floatFromInt64 rounds once to the nearest float, ties to even', () => {
    let state = 0x2545f4914f6cdd1dn;
    const values: bigint[] = [0n, 1n, -1n, 2n ** 63n - 1n, -(2n ** 63n), 2n ** 64n - 1n, 2n ** 60n + 2n ** 36n + 1n, 2n ** 60n + 2n ** 36n, 2n ** 24n + 1n, 16777217n, -16777219n];
    for (let i = 0; i < 2000; i++) {
      state = BigInt.asUintN(64, state * 6364136223846793005n + 1442695040888963407n);
      // Values with a tail just past a float's halfway point are where rounding twice goes wrong.
      const shift = BigInt(i % 64);
      values.push(BigInt.asIntN(64, state >> shift), state >> shift, BigInt.asIntN(64, ((state >> 40n) << 40n) | (1n << 39n) | (state & 1n)));
    }
    const wrong = values.filter((v) => floatFromInt64(v) !== nearestFloat(v)).map(String);
    expect(wrong).toEqual([]);
    expect(floatFromInt64(2n ** 60n + 2n ** 36n + 1n)).not.toBe(Math.fround(Number(2n ** 60n + 2n ** 36n + 1n)));
  });

  test('constant folding converts to float the same way as the runtime', () => {
    for (const v of [2n ** 60n + 2n ** 36n + 1n, 123456789012345678n, -(2n ** 62n) - 2n ** 38n - 1n]) {
      expect(constValue(lastExpr(`(float)${v < 0n ? `(${v + 1n}LL - 1)` : `${v}LL`};`))).toBe(floatFromInt64(v));
    }
  });

  test('from double: truncation toward zero; out of range gives what x86-64 code gives', () => {
    expect(int64FromDouble(-2.9)).toBe(-2n);
    expect(int64FromDouble(9007199254740993)).toBe(9007199254740992n);
    expect(int64FromDouble(-(2 ** 63))).toBe(-(2n ** 63n));
    expect(int64FromDouble(2 ** 63)).toBe(-(2n ** 63n));
    expect(int64FromDouble(NaN)).toBe(-(2n ** 63n));
    expect(uint64FromDouble(1e19)).toBe(10000000000000000000n);
    expect(uint64FromDouble(2 ** 64 - 2048)).toBe(2n ** 64n - 2048n);
    expect(uint64FromDouble(-1.5)).toBe(2n ** 64n - 1n);
    expect(uint64FromDouble(2 ** 64)).toBe(0n);
  });

  test('std::cin: overflow stores the nearest bound and fails, as libstdc++ does', () => {
    const cin = new IStream();
    cin.setInput('99999999999999999999 5');
    expect(cin.readLongLong(0n)).toBe(2n ** 63n - 1n);
    expect(cin.fail()).toBe(true);
    const cin2 = new IStream();
    cin2.setInput('-99999999999999999999');
    expect(cin2.readUnsignedLongLong(0n)).toBe(2n ** 64n - 1n);
    expect(cin2.fail()).toBe(true);
    const cin3 = new IStream();
    cin3.setInput('');
    expect(cin3.readLongLong(7n)).toBe(7n);
  });
});
