/**
 * Elements of views chosen by `?:` (src/sema/view-choices.ts): the lowering distributes the access
 * over the choice as an `if`, never WGSL's `select` (which would read both views), with the
 * assigned value evaluated first and once.
 */
import { lowerKernel, loweringErrors } from './helpers.js';

describe('an element of a view chosen by ?:', () => {
  test('a read becomes an if into a temporary', () => {
    expect(lowerKernel('int x = (idx[0] > 2 ? a : a.section(1, 2))[0]; a[idx] = x;')).toEqual([
      't0;',
      'if ((idx[0] > 2)) {',
      '  t0 = a[0];',
      '} else {',
      '  t0 = <Subview>[0];',
      '}',
      'x = t0;',
      'a[idx] = x;',
    ]);
  });

  test('a write assigns the chosen view only; the value, with its side effect, is computed first', () => {
    expect(lowerKernel('int k = 0; (idx[0] > 2 ? a : a.section(1, 2))[0] = k++;')).toEqual([
      'k = 0;',
      'const k_old = k;',
      'k++;',
      'if ((idx[0] > 2)) {',
      '  a[0] = k_old;',
      '} else {',
      '  <Subview>[0] = k_old;',
      '}',
    ]);
  });

  test('a value the condition could change is kept in a temporary before it', () => {
    expect(lowerKernel('int k = 0; (k++ > 2 ? a : a.section(1, 2))[0] = k;')).toEqual([
      'k = 0;',
      'const t0 = k;',
      'const k_old = k;',
      'k++;',
      'if ((k_old > 2)) {',
      '  a[0] = t0;',
      '} else {',
      '  <Subview>[0] = t0;',
      '}',
    ]);
  });

  test('a compound assignment and an increment are distributed too', () => {
    expect(lowerKernel('(idx[0] > 2 ? a : a.section(1, 2))[0] += 3; ++(idx[0] > 1 ? a : a.section(1, 2))[1];')).toEqual([
      'if ((idx[0] > 2)) {',
      '  a[0] += 3;',
      '} else {',
      '  <Subview>[0] += 3;',
      '}',
      'if ((idx[0] > 1)) {',
      '  ++a[1];',
      '} else {',
      '  ++<Subview>[1];',
      '}',
    ]);
  });

  test('nothing is refused by the lowering itself', () => {
    expect(loweringErrors('(idx[0] > 2 ? a : a.section(1, 2))[0] = (idx[0] > 3 ? a.section(2, 2) : a)[1];')).toEqual([]);
  });
});

describe('the extent of a view chosen by ?:', () => {
  test("is the choice between the views' extents, a select of cheap values", () => {
    expect(lowerKernel('a[idx] = (idx[0] > 2 ? a : a.section(1, 2)).extent[0];')).toEqual([
      'a[idx] = ((idx[0] > 2) ? <ExtentOf> : <ExtentOf>)[0];',
    ]);
  });
});
