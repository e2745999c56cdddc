/**
 * The restrict(amp) and tiling diagnostics sema implements: codes and positions.
 * Each program is a small, otherwise valid C++ AMP program with one mistake;
 * positions are computed from the text (`locate`) so they name the token meant.
 */
import { checkSource, locate, where } from './helpers.js';

/** A host function around one tiled or non-tiled kernel. */
function program(lambda: string, options: { prelude?: string; domain?: string; decls?: string } = {}): string {
  return [
    options.prelude ?? '',
    'void run(std::vector<int>& v) {',
    '  array_view<int, 2> a(16, 16, v);',
    options.decls ?? '',
    `  parallel_for_each(${options.domain ?? 'a.extent.tile<4, 4>()'}, ${lambda});`,
    '}',
  ].join('\n');
}

const codes = (text: string) => where(checkSource(text).diagnostics);
const errorsOnly = (text: string) => where(checkSource(text).diagnostics.filter((d) => d.severity === 'error'));

describe('tile_static rules', () => {
  test('tile_static outside restrict(amp) code', () => {
    const text = 'void f() {\n  tile_static int cache[4];\n}';
    expect(codes(text)).toEqual([`tile-static-outside-amp@${locate(text, 'tile_static')}`]);
  });

  test('tile_static in a kernel that is not tiled', () => {
    const text = program('[=](index<2> i) restrict(amp) { tile_static int cache[4]; cache[0] = 1; a[i] = cache[0]; }', { domain: 'a.extent' });
    const found = codes(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^tile-static-non-tiled@/);
    // At the declaration (its specifier or its name).
    expect([`tile-static-non-tiled@${locate(text, 'tile_static')}`, `tile-static-non-tiled@${locate(text, 'cache')}`]).toContain(found[0]);
  });

  test('a tile_static variable with an initializer: the error points at the variable', () => {
    const text = program('[=](tiled_index<4, 4> t) restrict(amp) { tile_static int x = 0; a[t.global] = x; }');
    expect(errorsOnly(text)).toEqual([`tile-static-initializer@${locate(text, 'x = 0')}`]);
  });

  test('a tile_static reference and a tile_static pointer', () => {
    const ref = program('[=](tiled_index<4, 4> t) restrict(amp) { int y = 1; tile_static int& r; a[t.global] = y; }');
    expect(errorsOnly(ref)).toContain(`tile-static-reference@${locate(ref, 'r;')}`);
    const ptr = program('[=](tiled_index<4, 4> t) restrict(amp) { tile_static int* p; a[t.global] = 1; }');
    expect(errorsOnly(ptr)).toContain(`tile-static-pointer@${locate(ptr, 'p;')}`);
  });

  test('tile_static memory beyond 32 KB per tile', () => {
    const ok = program('[=](tiled_index<4, 4> t) restrict(amp) { tile_static int m[8192]; m[0] = 1; t.barrier.wait(); a[t.global] = m[0]; }');
    expect(errorsOnly(ok)).toEqual([]);
    const big = program('[=](tiled_index<4, 4> t) restrict(amp) { tile_static int m[8192]; tile_static float extra; m[0] = 1; t.barrier.wait(); a[t.global] = m[0]; }');
    expect(errorsOnly(big)).toEqual([`tile-static-size@${locate(big, 'extra')}`]);
  });
});

describe('kernel launch rules', () => {
  test("the kernel's index type must match the compute domain: rank", () => {
    const text = program('[=](index<1> i) restrict(amp) { }', { domain: 'a.extent' });
    expect(codes(text)).toEqual([`kernel-index-mismatch@${locate(text, 'index<1> i')}`]);
  });

  test("the kernel's index type must match the compute domain: tile sizes", () => {
    const text = program('[=](tiled_index<8, 8> t) restrict(amp) { }');
    expect(codes(text)).toEqual([`kernel-index-mismatch@${locate(text, 'tiled_index<8, 8> t')}`]);
  });

  test('a non-tiled index for a tiled domain', () => {
    const text = program('[=](index<2> i) restrict(amp) { }');
    expect(codes(text)).toEqual([`kernel-index-mismatch@${locate(text, 'index<2> i')}`]);
  });

  test('the kernel lambda must be restrict(amp)', () => {
    const text = program('[=](index<2> i) { a[i] = 1; }', { domain: 'a.extent' });
    expect(codes(text)[0]).toBe(`kernel-not-amp@${locate(text, '[=]')}`);
  });

  test('tile limits: more than 1024 threads, non-positive sizes', () => {
    const big = program('[=](tiled_index<64, 32> t) restrict(amp) { }', { domain: 'a.extent.tile<64, 32>()' });
    expect(errorsOnly(big)[0]).toBe(`tile-size@${locate(big, 'tile<64')}`);
    const zero = program('[=](tiled_index<0, 4> t) restrict(amp) { }', { domain: 'a.extent.tile<0, 4>()' });
    expect(errorsOnly(zero)[0]).toBe(`tile-size@${locate(zero, 'tile<0')}`);
  });

  test('a 1024-thread tile is allowed', () => {
    const text = program('[=](tiled_index<32, 32> t) restrict(amp) { a[t.global] = 1; }', { domain: 'a.extent.tile<32, 32>()' });
    expect(errorsOnly(text)).toEqual([]);
  });

  test('a tile whose rank differs from the extent', () => {
    const text = program('[=](tiled_index<4> t) restrict(amp) { }', { domain: 'a.extent.tile<4>()' });
    expect(errorsOnly(text)[0]).toBe(`rank-mismatch@${locate(text, 'tile<4>')}`);
  });

  test('a barrier in a kernel that is not tiled', () => {
    // The barrier of a tiled_index cannot be reached from index<N>; a tile_barrier value would be needed.
    const text = program('[=](tiled_index<4, 4> t) restrict(amp) { t.barrier.wait(); }');
    expect(errorsOnly(text)).toEqual([]);
    const host = 'void f(tile_barrier& b) {\n  b.wait();\n}';
    expect(codes(host)).toEqual([`barrier-outside-tiled@${locate(host, 'wait')}`]);
  });
});

describe('restrict(amp) call rules', () => {
  test('a kernel calling a CPU-only function', () => {
    const text = program('[=](index<2> i) restrict(amp) { a[i] = helper(1); }', { prelude: 'int helper(int x) { return x; }', domain: 'a.extent' });
    const { diagnostics } = checkSource(text);
    expect(where(diagnostics)).toEqual([`amp-call-non-amp@${locate(text, 'helper(1)')}`]);
    expect(diagnostics[0].notes[0].span?.start.line).toBe(1);
  });

  test('an amp function calling a CPU-only function', () => {
    const text = 'int host(int x) { return x; }\nint dev(int x) restrict(amp) { return host(x); }';
    expect(codes(text)).toEqual([`amp-call-non-amp@${locate(text, 'host(x)')}`]);
  });

  test('CPU code calling an amp-only function', () => {
    const text = 'int dev(int x) restrict(amp) { return x; }\nint main() { return dev(1); }';
    expect(codes(text)).toEqual([`cpu-call-amp@${locate(text, 'dev(1)')}`]);
  });

  test('restrict(cpu, amp) functions can be called from both', () => {
    const text = program('[=](index<2> i) restrict(amp) { a[i] = both(1); }', {
      prelude: 'int both(int x) restrict(cpu, amp) { return x + 1; }\nint main() { return both(2); }', domain: 'a.extent',
    });
    expect(codes(text)).toEqual([]);
  });

  test('direct recursion in restrict(amp) code', () => {
    const text = 'int fact(int n) restrict(amp) { return n <= 1 ? 1 : n * fact(n - 1); }';
    expect(codes(text)).toEqual([`amp-recursion@${locate(text, 'fact')}`]);
  });

  test('mutual recursion is reported once, with notes along the cycle', () => {
    const text = [
      'int isOdd(int n) restrict(amp);',
      'int isEven(int n) restrict(amp) { return n == 0 ? 1 : isOdd(n - 1); }',
      'int isOdd(int n) restrict(amp) { return n == 0 ? 0 : isEven(n - 1); }',
    ].join('\n');
    const { diagnostics } = checkSource(text);
    expect(diagnostics.map((d) => d.code)).toEqual(['amp-recursion']);
    expect(diagnostics[0].notes.length).toBeGreaterThanOrEqual(2);
  });

  test('recursion in CPU code is fine', () => {
    expect(codes('int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }')).toEqual([]);
  });

  test('an unknown restriction', () => {
    const text = 'void f() restrict(gpu) {}';
    expect(codes(text)).toEqual([`unknown-restriction@${locate(text, 'gpu')}`]);
  });
});

describe('other restrict(amp) rules', () => {
  const inKernel = (body: string, prelude = '') => program(`[=](index<2> i) restrict(amp) { ${body} }`, { domain: 'a.extent', prelude });

  test('a mutable global used in a kernel', () => {
    const text = inKernel('a[i] = counter;', 'int counter = 0;');
    expect(codes(text)).toEqual([`amp-global@${locate(text, 'counter;')}`]);
  });

  test('a static local in amp code', () => {
    const text = 'int f() restrict(amp) { static int calls = 0; return calls; }';
    expect(errorsOnly(text)).toEqual([`amp-static-local@${locate(text, 'static')}`]);
  });

  test('try, throw and goto in amp code', () => {
    const t1 = inKernel('try { a[i] = 1; } catch (...) { }');
    expect(errorsOnly(t1)).toEqual([`amp-exceptions@${locate(t1, 'try')}`]);
    const t2 = 'void f(int x) restrict(amp) { if (x) goto done; done: x = 1; }';
    expect(errorsOnly(t2).map((c) => c.split('@')[0])).toContain('amp-goto');
  });

  test('new and delete in amp code', () => {
    const text = 'struct S { int x; };\nvoid f() restrict(amp) { S* p = new S(); }';
    expect(errorsOnly(text)).toContain(`amp-new-delete@${locate(text, 'new')}`);
  });

  test('std::cout in a kernel', () => {
    const text = inKernel('std::cout << 1;');
    expect(errorsOnly(text)).toEqual([`amp-call@${locate(text, 'std::cout')}`]);
  });

  test('parallel_for_each inside a kernel', () => {
    const text = inKernel('parallel_for_each(a.extent, [=](index<2> j) restrict(amp) { });');
    expect(errorsOnly(text)).toEqual([`amp-call@${locate(text, 'parallel_for_each', 1)}`]);
  });
});

describe('diagnostics come back sorted by position and never as exceptions', () => {
  test('two independent mistakes in one file are both reported, in source order', () => {
    const text = 'void f() {\n  a = 1;\n}\nint dev(int n) restrict(amp) { return dev(n); }\nvoid g() {\n  b = 2;\n}';
    expect(codes(text)).toEqual(['undeclared@2:3', `amp-recursion@${locate(text, 'dev')}`, 'undeclared@6:3']);
  });
});
