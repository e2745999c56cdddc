/**
 * The kernel alias checks' one description of the object an lvalue names (src/sema/rules/places.ts):
 * as written (`containsPlace`), and as a variable or view with its steps (`placeOf`).
 */
import type { Expr } from '../../src/sema/program.js';
import { containsPlace, placeOf } from '../../src/sema/rules/places.js';
import { checkSource, exprsIn, kernel, kernelProgram } from './helpers.js';

const prelude = [
  '#include <amp.h>',
  '#include <vector>',
  'using namespace concurrency;',
  'struct S { int a; int b[2]; };',
  'void take(int& x, int& y) restrict(amp) {}',
  'void takeS(S& s, int& y) restrict(amp) {}',
  'void takeV(array_view<int, 1>& v, int& y) restrict(amp) {}',
].join('\n');

/** The argument pairs of each call in the kernel, in order. */
function argumentPairs(body: string): [Expr, Expr][] {
  // The alias checks refuse some of these calls: the program is still checked whole.
  const { program } = checkSource(kernelProgram({ prelude, lambda: `[=](index<1> idx) restrict(amp) { S s = {1, {2, 3}}; int arr[2] = {0, 1}; int i = idx[0]; int j = i + 1; ${body} }` }));
  const calls = kernel(program).body.statements.flatMap(exprsIn).filter((e): e is Extract<Expr, { kind: 'Call' }> => e.kind === 'Call');
  return calls.map((c) => [c.args[0]!, c.args[1]!]);
}

test('an lvalue contains itself and its parts, as written', () => {
  const pairs = argumentPairs('take(arr[i], arr[i]); takeS(s, s.a); take(s.b[1], s.b[1]); take(arr[i], arr[j]); take(s.a, s.b[0]); take(a[idx], a[idx]);');
  expect(pairs.map(([x, y]) => containsPlace(x, y) || containsPlace(y, x))).toEqual([true, true, true, false, false, true]);
});

test("a view's element is part of the element only, not of the view", () => {
  const [[view, element]] = argumentPairs('takeV(a, a[idx]);');
  expect(containsPlace(view!, element!)).toBe(false);
  expect(containsPlace(element!, element!)).toBe(true);
});

test('placeOf: the variable or view an lvalue is part of, with its members and indices', () => {
  const [[x, y], [v, w]] = argumentPairs('take(arr[i], s.b[1]); take(a[idx], b[idx]);');
  const shown = (e: Expr) => {
    const p = placeOf(e);
    return p && `${p.root.name}${p.steps.map((s) => (s.kind === 'member' ? `.${s.name}` : `[${s.of}]`)).join('')}${p.offset ? ' (offset)' : ''}`;
  };
  expect([x, y, v, w].map((e) => shown(e!))).toEqual(['arr[array]', 's.b[array]', 'a[view]', 'b[view]']);
});
