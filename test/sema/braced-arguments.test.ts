/** Braced lists as arguments: overload ranking per [over.ics.list], narrowing, what ampc refuses. */
import { typeToString } from '../../src/sema/types.js';
import type { Expr } from '../../src/sema/program.js';
import { diagnosticsOf, lastExpr } from './helpers.js';

/** The parameter types of the function the last expression statement calls. */
function chosen(call: string, prelude: string): string {
  const e: Expr = lastExpr(`${call};`, prelude);
  if (e.kind !== 'Call') throw new Error(`not a call: ${e.kind}`);
  return e.callee.params.map((p) => typeToString(p.type)).join(', ');
}

const classes = 'struct P { int x, y; }; struct C { C(int a, int b) {} }; struct Big { int a, b, c; };';

describe('overload resolution with a braced-list argument', () => {
  test("a scalar's own conversion beats the user-defined conversion to a class", () => {
    const prelude = `${classes} int f(P p) { return 0; } int f(int x) { return x; } int f(double d) { return 1; }`;
    expect(chosen('f({7})', prelude)).toBe('int');
    expect(chosen('f({7.5})', prelude)).toBe('double');
    expect(chosen('f({1, 2})', prelude)).toBe('P');
    // `{}` value-initializes int and double alike (identity conversions): ambiguous, as in g++.
    expect(diagnosticsOf(`${prelude} int main() { return f({}); }`)).toEqual(['ambiguous-call@1:189']);
  });

  test('an aggregate is viable for no more elements than it has fields; a class through its constructors', () => {
    const prelude = `${classes} int g(P p) { return 0; } int g(Big b) { return 1; } int h(C c) { return 0; } int h(Big b) { return 1; }`;
    expect(chosen('g({1, 2, 3})', prelude)).toBe('Big');
    expect(chosen('h({1, 2, 3})', prelude)).toBe('Big');
    expect(diagnosticsOf(`${prelude} int main() { return h({1, 2}); }`)).toEqual(['ambiguous-call@1:211']);
  });

  test('a std::vector parameter takes the elements through its initializer_list constructor', () => {
    const prelude = `#include <vector>\n${classes} int s(const std::vector<int>& v) { return 0; } int s(int x) { return x; }`;
    expect(chosen('s({1, 2, 3})', prelude)).toBe('std::vector<int>');
    expect(chosen('s({1})', prelude)).toBe('int');
  });

  test('narrowing: an error for a constant that does not fit, a warning for a run-time value', () => {
    expect(diagnosticsOf('int h(int x) { return x; } int main() { double d = 1; return h({2.5}) + h({d}) + h({3}); }')).toEqual([
      'narrowing-constant@1:65', 'narrowing@1:76',
    ]);
    expect(diagnosticsOf('struct S { unsigned char c; float f; }; int k(S s) { return 0; } int main() { int i = 1; return k({255, 16777216}) + k({256, 0}) + k({0, i}); }')).toEqual([
      'narrowing-constant@1:121', 'narrowing@1:138',
    ]);
  });

  test('where the rank cannot be told, a call among several overloads is refused', () => {
    const prelude = '#include <amp.h>\nusing namespace concurrency; int f(index<2> i) { return 0; } int f(int x) { return x; }';
    expect(diagnosticsOf(`${prelude}\nint main() { return f({1, 2}); }`)).toEqual(['unsupported@3:21']);
  });

  test("a braced list deduces no template argument: its parameter's type comes from the others", () => {
    expect(diagnosticsOf('template <class T> int f(T x) { return 1; }\nint main() { return f({1, 2}); }')).toEqual(['template-deduction@2:21']);
    expect(chosen('g(1, {2, 3})', `${classes} template <class T> int g(T x, P p) { return x + p.y; }`)).toBe('int, P');
  });

  test('a range-based for over a braced list needs elements of one type', () => {
    expect(diagnosticsOf('int main() { int s = 0; for (int x : {1, 2.0}) s += x; return s; }')).toEqual(['template-deduction@1:38']);
  });
});
