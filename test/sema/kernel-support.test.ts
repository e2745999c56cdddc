/**
 * The kernel-support check (src/sema/rules/kernel-support.ts): what it refuses is refused before
 * any back end runs; what the WGSL back end can print passes. The refusals themselves are pinned
 * by test/negative/cases/kernel-*.cpp.
 */
import { checkClean, diagnosticsOf } from './helpers.js';

const kernel = (helpers: string, body: string) => `${helpers}
void run(std::vector<int>& x, std::vector<int>& y) {
  array_view<int, 1> a(8, x), b(8, y);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
${body}
  });
}`;

describe('kernel support', () => {
  test('a view element passed by reference in an expression statement, and a local anywhere, pass', () => {
    checkClean(kernel('int bump(int& v) restrict(amp) { v += 1; return v; }', `    bump(a[i]);
    int k = 0;
    int r = bump(k);
    if (bump(k) > 2) a[i] = r;`));
  });

  test('a view element passed by reference in an initializer is refused, once', () => {
    expect(diagnosticsOf(kernel('int bump(int& v) restrict(amp) { v += 1; return v; }', '    int r = bump(a[i]);'))).toEqual(['wgsl-unsupported@5:18']);
  });

  test('a helper taking two pointers into one captured view may subtract them; into two locals it may not', () => {
    const helper = 'int gap(int* p, int* q) restrict(amp) { return q - p; }';
    checkClean(kernel(helper, '    a[i] = gap(&b[0], &b[3]);'));
    expect(diagnosticsOf(kernel(helper, '    int u[2] = {1, 2};\n    int v[2] = {3, 4};\n    a[i] = gap(u, v);'))).toEqual(['wgsl-unsupported@1:48']);
  });

  test('sections and rows of captured views pass to helpers; a view chosen at run time does not', () => {
    const helper = 'int first(array_view<int, 1> v) restrict(amp) { return v[0]; }';
    checkClean(kernel(helper, '    a[i] = first(a.section(2, 4)) + first(b);'));
    expect(diagnosticsOf(kernel(helper, '    a[i] = first(i[0] > 2 ? a : b);'))).toEqual(['wgsl-unsupported@5:18']);
  });

  test('a program with other errors is not checked for kernel support (one diagnostic per problem)', () => {
    expect(diagnosticsOf(kernel('', '    a[i] = (int)(a[i] * 5LL) + undeclared_name;'))).toEqual(['undeclared@5:32']);
  });
});

describe('const references and reference arguments whose objects may alias (src/sema/rules/const-reference-aliases.ts)', () => {
  const helpers = `int swapped(int& p, int& q) restrict(amp) { int t = p; p = q; q = t; return p; }
int plus(const int& p, int& q) restrict(amp) { q += p; return q; }`;

  test('const references whose objects nothing changes, and different elements by reference, pass', () => {
    checkClean(kernel(helpers, `    int u[2] = {1, 2};
    swapped(u[0], u[1]);
    int k = 3;
    plus(u[0], k);
    const int& e = a[i];
    const int& f = u[0];
    b[i] = e + f + k;`));
  });

  test('a const reference read after its object is written is refused; one after a write of another object passes', () => {
    expect(diagnosticsOf(kernel(helpers, '    int k = 1;\n    const int& r = k;\n    k = 2;\n    a[i] = r;'))).toEqual(['unsupported@7:5']);
    checkClean(kernel(helpers, '    int k = 1, m = 0;\n    const int& r = k;\n    m = 2;\n    a[i] = r + m;'));
  });

  test('one object given to a const and a non-const reference parameter is refused', () => {
    expect(diagnosticsOf(kernel(helpers, '    int k = 1;\n    a[i] = plus(k, k);'))).toEqual(['unsupported@7:17']);
  });
});
