/**
 * The host emitter's C++ arithmetic, checked by running the emitted code:
 * each program is compiled and run with `node dist/src/cli.js run` (built by
 * `npm run build`, which `npm test` runs first) and its stdout compared with
 * what C++ prints. The expected lines were derived by hand from the C++ rules
 * (and agree with g++ on x86-64). The programs launch no kernels, so no GPU
 * work is done.
 *
 * Signed overflow is undefined in C++; ampc defines it as 32-bit wrap-around,
 * which is what MSVC and g++ produce for these programs in practice.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../dist/src/cli.js', import.meta.url));
let work: string;

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first (npm test does)`);
  work = mkdtempSync(join(tmpdir(), 'ampc-host-arith-'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

let counter = 0;

/** Compiles and runs a C++ program; returns its stdout (stderr and the exit code are checked). */
function run(body: string): string {
  const file = join(work, `prog${counter++}.cpp`);
  writeFileSync(file, `#include <iostream>\n#include <iomanip>\nint main() {\n${body}\n  return 0;\n}\n`);
  const result = spawnSync(process.execPath, [cli, 'run', file], {
    encoding: 'utf8',
    env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp' },
    timeout: 60_000,
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

describe('host arithmetic follows C++', () => {
  test('int arithmetic wraps at 32 bits', () => {
    const out = run(`
  int big = 2147483647;
  int small = -2147483647;
  int k = 100000;
  std::cout << big + 1 << " " << big * 2 << " " << small - 2 << " " << k * k << std::endl;
  int acc = 1;
  for (int i = 0; i < 40; i++) acc = acc * 3 + 1;
  std::cout << acc << std::endl;`);
    // 100000^2 = 10^10 = 2 * 2^32 + 1410065408; acc = (3^41 - 1) / 2 mod 2^32, as a signed int.
    expect(out).toBe('-2147483648 -2 2147483647 1410065408\n1034935345\n');
  });

  test('integer division truncates toward zero and % takes the sign of the dividend', () => {
    const out = run(`
  int p = 7, m = -7, two = 2, mtwo = -2, three = 3, mthree = -3;
  std::cout << p / two << " " << m / two << " " << p / mtwo << " " << m / mtwo << std::endl;
  std::cout << p % three << " " << m % three << " " << p % mthree << " " << m % mthree << std::endl;`);
    expect(out).toBe('3 -3 -3 3\n1 -1 1 -1\n');
  });

  test('shifts', () => {
    const out = run(`
  int one = 1, neg = -16, big = 2147483647;
  unsigned int top = 2147483648u;
  std::cout << (one << 31) << " " << (neg >> 2) << " " << (big >> 30) << " " << (top >> 31) << std::endl;`);
    expect(out).toBe('-2147483648 -4 1 1\n');
  });

  test('unsigned arithmetic wraps modulo 2^32, and int meets unsigned as unsigned', () => {
    const out = run(`
  unsigned int zero = 0u, one = 1u, u = 4000000000u;
  std::cout << zero - one << " " << u + u << " " << u * 3u << " " << (zero - one) / 2u << std::endl;
  int minus = -1;
  unsigned int two = 2u;
  std::cout << minus / two << " " << (minus < zero) << " " << (unsigned int)minus << std::endl;
  unsigned int x = 3000000000u;
  std::cout << x % 7u << " " << (x ^ 0xFFFFFFFFu) << " " << (x | 1u) << " " << ~x << std::endl;`);
    // 8e9 - 2^32 = 3705032704; 12e9 - 2 * 2^32 = 3410065408; -1 as unsigned / 2 = 2147483647.
    expect(out).toBe('4294967295 3705032704 3410065408 2147483647\n2147483647 0 4294967295\n4 1294967295 3000000001 1294967295\n');
  });

  test('float arithmetic rounds to single precision after every operation', () => {
    const out = run(`
  float a = 0.1f, b = 0.2f;
  float s = a + b;
  std::cout << (s == 0.3f) << " " << std::setprecision(17) << (double)s << std::endl;
  float acc = 0.0f;
  for (int i = 0; i < 10; i++) acc += a;
  std::cout << std::setprecision(9) << acc << " " << (acc == 1.0f) << std::endl;
  float big = 16777216.0f, one = 1.0f;
  std::cout << (big + one == big) << " " << std::setprecision(17) << (double)(a / 3.0f) << std::endl;
  double d = 0.1;
  std::cout << (d + 0.2 == 0.3) << " " << ((float)d == a) << std::endl;`);
    // 0.1f + 0.2f rounds to exactly 0.3f; ten 0.1f's sum to 1.00000012f; 2^24 + 1 is not a float.
    expect(out).toBe('1 0.30000001192092896\n1.00000012 0\n1 0.033333335071802139\n0 1\n');
  });

  test('float → int conversion truncates toward zero', () => {
    const out = run(`
  float f = 3.9f, g = -3.9f;
  double h = 2.5, n = -2.5;
  std::cout << (int)f << " " << (int)g << " " << (int)h << " " << (int)n << " " << (unsigned int)h << " " << static_cast<int>(7.99) << std::endl;
  int big = 16777217;
  float fb = big;
  std::cout << (int)fb << std::endl;`);
    expect(out).toBe('3 -3 2 -2 2 7\n16777216\n');
  });

  test('compound assignment computes in the common type, then converts to the target', () => {
    // i *= 1.5 is i = (int)(i * 1.5): 3 * 1.5 = 4.5 → 4. j /= 2.0f: 7 / 2.0f = 3.5 → 3.
    // k += 0.5 twice: (int)10.5 = 10, twice.
    const out = run(`
  int i = 3;
  i *= 1.5;
  int j = 7;
  j /= 2.0f;
  int k = 10;
  k += 0.5;
  k += 0.5;
  std::cout << i << " " << j << " " << k << std::endl;`);
    expect(out).toBe('4 3 10\n');
  });

  test('char arithmetic promotes to int; storing back wraps to 8 bits', () => {
    const out = run(`
  char c = 'a';
  std::cout << c + 1 << " " << (char)(c + 1) << " " << c << std::endl;
  char z = 'z';
  char d = z - c;
  char up = c - 32;
  std::cout << (int)d << " " << up << std::endl;
  char x = 127;
  x++;
  std::cout << (int)x << std::endl;`);
    expect(out).toBe('98 b a\n25 A\n-128\n');
  });

  test('unsigned char and short wrap to their width', () => {
    // 250 + 10 = 260 → 4; 300 → 44; 40000 → 40000 - 65536 = -25536.
    const out = run(`
  unsigned char uc = 250;
  uc += 10;
  int three = 300;
  unsigned char narrowed = three;
  int forty = 40000;
  short s = forty;
  std::cout << (int)uc << " " << (int)narrowed << " " << s << std::endl;`);
    expect(out).toBe('4 44 -25536\n');
  });

  test('constant expressions fold with the same rules', () => {
    const out = run(`
  std::cout << -7 / 2 << " " << -7 % 2 << " " << 7 % -2 << " " << (0u - 1u) << " " << (int)-3.9f << " " << 2147483647 + 1 << std::endl;
  std::cout << (0.1f + 0.2f == 0.3f) << " " << (int)(unsigned char)300 << " " << (int)(char)200 << " " << (short)40000 << std::endl;`);
    expect(out).toBe('-3 -1 1 4294967295 -3 -2147483648\n1 44 -56 -25536\n');
  });
});
