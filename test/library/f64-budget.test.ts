/**
 * The compile-time budget of the software-double math functions (src/library/f64-printers.ts):
 * lavapipe inlines every call, and compile time grows faster than the inlined size, so each
 * helper calls its large helpers from one place. These sizes are what CI and users on software
 * Vulkan pay per kernel; a helper that grows past the budget is computed in f32 with a warning.
 */
import { f64HelperFor } from '../../src/library/f64-math-wgsl.js';
import { MAX_EXACT_INLINED_LINES, doubleComputedAsFloat, dual, inlinedLines } from '../../src/library/f64-printers.js';
import type { WgslIntrinsicContext } from '../../src/library/intrinsics.js';
import { doubleType } from '../../src/sema/types.js';

const size = (name: string) => inlinedLines(f64HelperFor(name)!);

describe('software-double math within the compile-time budget', () => {
  test('every double overload is exact: none exceeds the budget', () => {
    const names = ['acosh', 'asinh', 'atanh', 'sinh', 'cosh', 'tanh', 'expm1', 'log', 'log1p', 'pow', 'tgamma', 'lgamma', 'erf', 'erfc', 'erfinv', 'erfcinv', 'phi', 'probit'];
    expect(names.filter((n) => doubleComputedAsFloat(n))).toEqual([]);
    expect(Math.max(...names.map(size))).toBeLessThanOrEqual(MAX_EXACT_INLINED_LINES);
  });

  test('the large helpers are called from one place: one logarithm in acosh and asinh, no pow in tgamma', () => {
    // Measured: the three-logarithm acosh was 57k lines (205 s on lavapipe), the Lanczos tgamma 130k.
    expect(size('acosh')).toBeLessThan(size('log1p') + 5_000);
    expect(size('asinh')).toBeLessThan(size('log1p') + 5_000);
    expect(size('tgamma')).toBeLessThan(8_000);
    expect(size('lgamma')).toBeLessThan(size('log') + size('tgamma') + size('sinpi') + 6_000);
    expect(size('erfc')).toBeLessThan(size('exp') + 12_000);
  });

  test('over the budget, a double call is narrowed to the float overload and widened back', () => {
    const cx = {
      params: [doubleType], result: doubleType, wgslType: () => 'vec2<u32>', addressSpace: () => 'function', requires: () => {},
      helper: (name: string) => name,
    } as unknown as WgslIntrinsicContext;
    const floatPrinter = (args: string[]) => `tgamma_f32(${args.join(', ')})`;
    expect(dual('tgamma', floatPrinter, 1_000)(['d'], cx)).toBe('f64_from_f32(tgamma_f32(f64_to_f32(d)))');
    expect(dual('tgamma', floatPrinter)(['d'], cx)).toBe('f64_tgamma(d)');
  });
});
