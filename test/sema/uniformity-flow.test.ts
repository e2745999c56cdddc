/**
 * Barrier uniformity is flow-sensitive: a local assigned a uniform value in uniform control flow
 * is uniform from there on (Microsoft's BinomialOptions sample reuses its loop counter `i` for a
 * thread-strided loop and then for the barrier loop), while a value that may still differ
 * between threads on some path (a branch, a break, the next iteration, an alias) keeps the error.
 */
import { checkSource, locate, where } from './helpers.js';

function program(body: string): string {
  return [
    'void run(std::vector<int>& v, int c) {',
    '  array_view<int, 2> a(16, 16, v);',
    `  parallel_for_each(a.extent.tile<4, 4>(), [=](tiled_index<4, 4> t) restrict(amp) { ${body} a[t.global] = 1; });`,
    '}',
  ].join('\n');
}

const errors = (text: string) => where(checkSource(text).diagnostics.filter((d) => d.severity === 'error'));

describe('barrier uniformity follows assignments', () => {
  test('a counter reused for a uniform loop after a thread-strided one', () => {
    const text = program('int i; for (i = t.local[1]; i < 16; i += 4) a[t.global] = i; for (i = 16; i > 0; i -= 4) t.barrier.wait();');
    expect(errors(text)).toEqual([]);
  });

  test('both branches of a uniform condition assign uniform values', () => {
    const text = program('int n = t.local[0]; if (c > 0) n = 4; else n = 8; for (int k = 0; k < n; k++) t.barrier.wait();');
    expect(errors(text)).toEqual([]);
  });

  test('an assignment under a thread-dependent condition', () => {
    const text = program('int n = 4; if (t.local[0] == 0) n = 2; for (int k = 0; k < n; k++) t.barrier.wait();');
    expect(errors(text)).toEqual([`barrier-nonuniform@${locate(text, 'wait')}`]);
  });

  test('only one branch makes the value uniform', () => {
    const text = program('int n = t.local[0]; if (c > 0) n = 4; for (int k = 0; k < n; k++) t.barrier.wait();');
    expect(errors(text)).toEqual([`barrier-nonuniform@${locate(text, 'wait')}`]);
  });

  test('a break leaves the loop before the value is made uniform', () => {
    const text = program('int n = 4; for (int k = 0; k < 4; k++) { n = t.local[0]; if (k == 2) break; n = 4; } for (int j = 0; j < n; j++) t.barrier.wait();');
    expect(errors(text)).toEqual([`barrier-nonuniform@${locate(text, 'wait')}`]);
  });

  test('the next iteration sees what the previous one assigned', () => {
    const text = program('int n = 4; for (int k = 0; k < 4; k++) { for (int j = 0; j < n; j++) t.barrier.wait(); n = t.local[0]; }');
    expect(errors(text)).toEqual([`barrier-nonuniform@${locate(text, 'wait')}`]);
  });

  test('a variable whose address is taken is not made uniform again', () => {
    const text = program('int n = t.local[0]; int* p = &n; n = 4; *p = t.local[1]; for (int k = 0; k < n; k++) t.barrier.wait();');
    expect(errors(text)).toEqual([`barrier-nonuniform@${locate(text, 'wait')}`]);
  });

  test('a variable a reference is bound to is not made uniform again', () => {
    const text = program('int n = 0; int& r = n; n = 4; r = t.local[1]; for (int k = 0; k < n; k++) t.barrier.wait();');
    expect(errors(text)).toEqual([`barrier-nonuniform@${locate(text, 'wait')}`]);
  });

  test('a loop whose state needs more walks than a fixed cap: each iteration makes the next variable varying', () => {
    // v59 is varying only from the 60th iteration on, the walk after v1's made v2 varying, and so on.
    const n = 60;
    const decls = Array.from({ length: n }, (_, i) => `int v${i} = 0;`).join(' ');
    const chain = Array.from({ length: n - 1 }, (_, i) => `v${n - 1 - i} = v${n - 2 - i};`).join(' ');
    const text = program(`${decls} for (int k = 0; k < 4; k++) { if (v${n - 1} > 0) t.barrier.wait(); ${chain} v0 = t.local[0]; }`);
    expect(errors(text)).toEqual([`barrier-nonuniform@${locate(text, 'wait')}`]);
  });

  test('a break made thread-dependent only in a later walk makes the barrier before it non-uniform', () => {
    const text = program('int x = 0; int y = 0; for (int k = 0; k < 4; k++) { t.barrier.wait(); if (y > 0) break; y = x; x = t.local[0]; }');
    expect(errors(text)).toEqual([`barrier-nonuniform@${locate(text, 'wait')}`]);
  });
});
