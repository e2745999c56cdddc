/**
 * g++'s operand order where it folds an expression (src/lower/gcc-operand-order.ts), as the host
 * lowering keeps it: what g++ turns round is turned round where the order could show.
 */
import { lowerMain } from './host-helpers.js';

describe("g++'s operand order where it folds a commutative operator", () => {
  const prelude = 'int f(int& r) { r += 10; return 5; }\nint g() { return 5; }\nint gi = 1;';
  test('a variable on the left of a commutative operator or comparison goes after what may write it', () => {
    expect(lowerMain('int x = 1; int y = x + f(x);', prelude)[1]).toBe('y = (f(x) + x);');
    expect(lowerMain('int x = 1; bool b = x < f(x);', prelude)[1]).toBe('b = (f(x) > x);');
    expect(lowerMain('int y = gi * g();', prelude)[0]).toBe('y = (g() * gi);');
  });

  test('-a + b is b - a; a + -b and a - b keep their order; a - -b is a sum turned round', () => {
    expect(lowerMain('int x = 1; int y = -x + f(x);', prelude)[1]).toBe('y = (f(x) - x);');
    expect(lowerMain('int x = 1; int y = x + -f(x);', prelude)[1]).toBe('y = (x + -f(x));');
    expect(lowerMain('int x = 1; int y = x - f(x);', prelude)[1]).toBe('y = (x - f(x));');
    expect(lowerMain('int x = 1; int y = x - -f(x);', prelude)[1]).toBe('y = (f(x) + x);');
  });

  test("g++'s folds come first: an operation with its identity is the variable; an unsigned sum is reassociated", () => {
    expect(lowerMain('int x = 1; int y = x * 1 + f(x);', prelude)[1]).toBe('y = (f(x) + (x * 1));');
    expect(lowerMain('double d = 1; double y = (d - 0.0) + g(d);', 'double g(double& r);')[1]).toBe('y = (g(d) + (d - 0));');
    // x + 0.0 is not x for x = -0.0: g++ keeps it, and the order.
    expect(lowerMain('double d = 1; double y = (d + 0.0) + g(d);', 'double g(double& r);')[1]).toBe('y = ((d + 0) + g(d));');
    expect(lowerMain('unsigned u = 1; unsigned y = (u + 1u) + h(u);', 'unsigned h(unsigned& r);')[1]).toBe('y = ((h(u) + u) + 1);');
    // A signed sum is not reassociated (its overflow is undefined, not wrapped).
    expect(lowerMain('int x = 1; int y = (x + 1) + f(x);', prelude)[1]).toBe('y = ((x + 1) + f(x));');
  });

  test('what g++ does not see as a variable, or what nothing may write, stays as written', () => {
    // A char promoted to int, a reference, a member: not a declared variable after g++'s STRIP_NOPS.
    expect(lowerMain('char c = 1; int y = c + g();', prelude)[1]).toBe('y = (int(c) + g());');
    expect(lowerMain('int x = 1; int& r = x; int y = r + f(x);', prelude)[2]).toBe('y = (r + f(x));');
    // A local no call can reach: the order cannot show, so the code reads as written.
    expect(lowerMain('int x = 1; int y = x + g();', prelude)[1]).toBe('y = (x + g());');
  });
});

describe('the constants of its folds', () => {
  test('a constant converted to the operation\'s type is the identity g++ folds away (u & -1 is u)', () => {
    const prelude = 'unsigned h(unsigned& r);';
    expect(lowerMain('unsigned u = 1; unsigned y = (u & -1) + h(u);', prelude)[1]).toMatch(/^y = \(h\(u\) \+ \(u & /);
    expect(lowerMain('unsigned u = 1; unsigned y = (u & 7u) + h(u);', prelude)[1]).toBe('y = ((u & 7) + h(u));');
  });
});
