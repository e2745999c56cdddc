/**
 * Sema's host-support pass (src/sema/rules/host-support.ts) and the noexcept side table
 * (src/sema/thrown-types.ts): what the host back end cannot print is reported by `check`, before
 * any back end runs, and the facts the host emitter reads are computed once here.
 */
import { checkClean, checkSource, fn, where } from './helpers.js';
import { exceptionMayEscapeNoexcept } from '../../src/sema/thrown-types.js';

describe('host support', () => {
  test('a noexcept body that throws or calls may let an exception escape; one that only computes may not', () => {
    const program = checkClean([
      'int twice(int x) { return 2 * x; }',
      'int calls(int x) noexcept { return twice(x); }',
      'int throws(int x) noexcept { if (x < 0) throw 1; return x; }',
      'int computes(int x) noexcept { return x + 1; }',
      'int plain(int x) { return twice(x); }',
    ].join('\n'));
    expect(['calls', 'throws', 'computes', 'plain'].map((name) => exceptionMayEscapeNoexcept(fn(program, name)))).toEqual([true, true, false, false]);
  });

  test('check reports what the host cannot print, where the host would have', () => {
    const { diagnostics } = checkSource([
      '#include <iostream>',
      'struct Noisy { ~Noisy() { std::cout << "bye"; } };',
      'int main() {',
      '  int a[3] = {1, 2, 3};',
      '  int* p = a;',
      '  for (int i = 0; i < 2; p++, i++) {}',
      '  Noisy* n = new Noisy;',
      '  int x = (delete n, 1);',
      '  return x + *p;',
      '}',
    ].join('\n'));
    expect(where(diagnostics)).toEqual(['host-unsupported@6:26', 'host-unsupported@8:12']);
  });

  test('the host checks wait for an otherwise valid program (an error leaves placeholders in the typed tree)', () => {
    const { diagnostics } = checkSource('#include <iomanip>\nint main() { auto m = std::setw(3); undeclared_name = 1; return 0; }');
    expect(where(diagnostics)).toEqual(['undeclared@2:37']);
  });
});
