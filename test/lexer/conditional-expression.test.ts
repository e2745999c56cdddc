import { run, where } from './helpers.js';

/** Evaluates an #if expression through the whole preprocessor. */
function holds(expression: string): boolean {
  const result = run(`#if ${expression}\ntrue_branch\n#endif`);
  expect(result.diagnostics.map((d) => d.message)).toEqual([]);
  return result.tokens.length === 1;
}

describe('#if integer constant expressions', () => {
  test.each([
    ['1 + 2 * 3 == 7', true],
    ['(1 + 2) * 3 == 9', true],
    ['10 / 3 == 3 && 10 % 3 == 1', true],
    ['-7 / 2 == -3 && -7 % 2 == -1', true],
    ['1 << 4 == 16 && 256 >> 4 == 16', true],
    ['(5 & 3) == 1 && (5 | 3) == 7 && (5 ^ 3) == 6', true],
    ['~0 == -1', true],
    ['!0 && !!5', true],
    ['3 > 2 && 2 >= 2 && 1 < 2 && 2 <= 2 && 1 != 2', true],
    ['1 ? 2 : 0', true],
    ['0 ? 1 : 0', false],
    ['1 ? 0 ? 1 : 0 : 1', false],
    ['(0, 1)', true],
    ['0x10 == 16 && 010 == 8 && 0b11 == 3', true],
    ['10L == 10 && 10UL == 10u', true],
    ["'A' == 65 && '\\n' == 10 && '\\x41' == 65 && '\\101' == 65", true],
    ['-1 < 0', true],
    ['-1 < 0u', false], // usual arithmetic conversions: -1 becomes the largest unsigned value
    ['0xFFFFFFFFFFFFFFFF == -1', true], // the constant is unsigned, and -1 converts to the same value
    ['0xFFFFFFFFFFFFFFFF > 0', true],
    ['18446744073709551615u == -1', true],
    ['9223372036854775807 + 1 < 0', true], // signed 64-bit wraparound
    ['1 || 1 / 0', true], // short circuit: no division by zero
    ['0 && 1 / 0', false],
    ['0 ? 1 / 0 : 1', true],
    ['+3 == 3 && - - 3 == 3', true],
  ])('%s', (expression, expected) => {
    expect(holds(expression)).toBe(expected);
  });

  test('>> needs two touching >; > > is two comparisons', () => {
    expect(holds('8 >> 1 == 4')).toBe(true);
    const result = run('#if 8 > > 1\n#endif');
    expect(where(result.diagnostics)).toEqual(['pp-invalid-expression@1:9']);
  });

  test('division by zero is an error at the operator', () => {
    expect(where(run('#if 1 / 0\n#endif\n#if 2 % (1 - 1)\n#endif').diagnostics)).toEqual([
      'pp-invalid-expression@1:7',
      'pp-invalid-expression@3:7',
    ]);
  });

  test('floats and strings are not allowed', () => {
    const result = run('#if 1.0\n#endif\n#if "s"\n#endif');
    expect(where(result.diagnostics)).toEqual(['pp-invalid-expression@1:5', 'pp-invalid-expression@3:5']);
    expect(result.diagnostics[0].message).toBe('floating constant in preprocessor expression');
  });

  test('bad constants', () => {
    expect(where(run('#if 09\n#endif\n#if 99999999999999999999\n#endif').diagnostics)).toEqual([
      'pp-invalid-expression@1:5',
      'pp-invalid-expression@3:5',
    ]);
  });

  test('missing : and )', () => {
    expect(where(run('#if 1 ? 2\n#endif\n#if (1 + 2\n#endif').diagnostics)).toEqual([
      'pp-invalid-expression@1:1',
      'pp-invalid-expression@3:1',
    ]);
  });
});
