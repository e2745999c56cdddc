/** Durations with a period (src/library/chrono.ts): conversions C++ makes implicit, and ratios ampc lacks. */
import { checkSource } from './helpers.js';

describe('duration periods (src/library/chrono.ts)', () => {
  test('a conversion that would lose precision is not implicit', () => {
    const { diagnostics } = checkSource([
      '#include <chrono>',
      'void f() {',
      '  std::chrono::duration<double, std::milli> ms(1500.0);',
      '  std::chrono::seconds s = ms;',
      '  std::chrono::duration<double, std::ratio<1, 1000>> same = ms;',
      '}',
    ].join('\n'));
    expect(diagnostics.map((d) => `${d.code}@${d.span.start.line}`)).toEqual(['type-mismatch@4']);
  });

  test('a ratio without a named SI equivalent is not supported, and says so', () => {
    const { diagnostics } = checkSource('#include <chrono>\nvoid f() { std::chrono::duration<double, std::ratio<60>> minutes(1.0); }');
    expect(diagnostics.map((d) => `${d.code}@${d.span.start.line} ${d.message}`)).toEqual([
      "unsupported-library@2 'std::ratio<60, 1>' is not supported by ampc: a duration's period is one of the SI ratios from std::nano to std::kilo",
    ]);
  });
});
