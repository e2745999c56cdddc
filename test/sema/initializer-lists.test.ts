/** std::initializer_list<T>: braced lists ranked and converted as [over.ics.list] and [over.match.list] say. */
import { typeToString } from '../../src/sema/types.js';
import type { Expr } from '../../src/sema/program.js';
import { diagnosticsOf, lastExpr } from './helpers.js';

/** The parameter types of the function the last expression statement calls. */
function chosen(call: string, prelude: string): string {
  const e: Expr = lastExpr(`${call};`, prelude);
  if (e.kind !== 'Call') throw new Error(`not a call: ${e.kind}`);
  return e.callee.params.map((p) => typeToString(p.type)).join(', ');
}

describe('std::initializer_list', () => {
  test('a braced argument makes an initializer_list by its elements\' own conversions, which beat a vector\'s', () => {
    const prelude = '#include <vector>\n#include <initializer_list>\nint f(std::initializer_list<int> l) { return 0; } int f(std::vector<int> v) { return 1; } int f(int x) { return 2; }';
    expect(chosen('f({1, 2, 3})', prelude)).toBe('initializer_list<int>');
    // One element: int's identity conversion and the list's tie, but [over.ics.rank]/3.1 prefers the list.
  });

  test('a class\'s initializer-list constructor takes a braced list before its other constructors', () => {
    const prelude = '#include <initializer_list>\nstruct V { V(std::initializer_list<float> l) {} V(int a, int b) {} };';
    const list = lastExpr('V{4, 5};', prelude);
    expect(list.kind === 'Call' ? list.callee.params.map((p) => typeToString(p.type)).join(', ') : list.kind).toBe('initializer_list<float>');
    const paren = lastExpr('V(4, 5);', prelude);
    expect(paren.kind === 'Call' ? paren.callee.params.map((p) => typeToString(p.type)).join(', ') : paren.kind).toBe('int, int');
  });

  test('narrowing into the list is checked against its element type', () => {
    expect(diagnosticsOf('#include <initializer_list>\nint f(std::initializer_list<int> l) { return 0; } int main() { return f({1, 2.5}); }')).toEqual(['narrowing-constant@2:77']);
  });

  test("'auto' deduces a list of the elements' one type", () => {
    expect(diagnosticsOf('int main() { auto l = {1, 2}; return (int)l.size(); }')).toEqual([]);
    expect(diagnosticsOf('int main() { auto l = {1, 2.0}; return 0; }')).toEqual(['template-deduction@1:23']);
  });
});
