/**
 * The integer feasibility check behind the race check: it may say "maybe" for a
 * system without integer solutions, but never "no" for one that has one.
 */
import { maybeSatisfiable, type LinearConstraint } from '../../src/sema/rules/integer-feasibility.js';

/** `[[variable, coefficient], ...], constant, op`: Σ coefficient·x + constant (<= | ==) 0. */
const c = (terms: [number, number][], constant: number, op: 'le' | 'eq' = 'le'): LinearConstraint => ({ coefficients: new Map(terms), constant, op });
/** lo <= x <= hi */
const range = (x: number, lo: number, hi: number): LinearConstraint[] => [c([[x, -1]], lo), c([[x, 1]], -hi)];

describe('maybeSatisfiable', () => {
  test('constant constraints are decided', () => {
    expect(maybeSatisfiable([c([], 1)])).toBe(false);
    expect(maybeSatisfiable([c([], 0)])).toBe(true);
    expect(maybeSatisfiable([c([], 2, 'eq')])).toBe(false);
  });

  test('x < y and y < x', () => {
    expect(maybeSatisfiable([c([[0, 1], [1, -1]], 1), c([[1, 1], [0, -1]], 1)])).toBe(false);
    expect(maybeSatisfiable([c([[0, 1], [1, -1]], 1), c([[1, 1], [0, -1]], -5)])).toBe(true);
  });

  test('integer tightening: 2x = 1 and 1 <= 3x <= 2 have rational solutions only', () => {
    expect(maybeSatisfiable([c([[0, 2]], -1, 'eq')])).toBe(false);
    expect(maybeSatisfiable([c([[0, -3]], 1), c([[0, 3]], -2)])).toBe(false);
    expect(maybeSatisfiable([c([[0, -3]], 1), c([[0, 3]], -3)])).toBe(true);
  });

  test('mixed radix: 16·a + b + 256·s equal in two threads forces equal digits', () => {
    // a0, b0, s0 (thread A) = x0, x1, x2; a1, b1, s1 (thread B) = x3, x4, x5.
    const base = [
      c([[0, 16], [1, 1], [2, 256], [3, -16], [4, -1], [5, -256]], 0, 'eq'),
      ...range(0, 0, 15), ...range(1, 0, 15), ...range(2, 0, 3),
      ...range(3, 0, 15), ...range(4, 0, 15), ...range(5, 0, 3),
    ];
    // b0 >= b1 + 1, then a0 >= a1 + 1: no solution either way.
    expect(maybeSatisfiable([...base, c([[1, -1], [4, 1]], 1)])).toBe(false);
    expect(maybeSatisfiable([...base, c([[0, -1], [3, 1]], 1)])).toBe(false);
    // With 17 values per digit the representation is no longer unique: b0 = 16, a0 = 0 against b1 = 0, a1 = 1.
    const wide = [base[0], ...range(0, 0, 15), ...range(1, 0, 16), ...range(2, 0, 3), ...range(3, 0, 15), ...range(4, 0, 16), ...range(5, 0, 3)];
    expect(maybeSatisfiable([...wide, c([[1, -1], [4, 1]], 1)])).toBe(true);
  });

  test('the tree reduction: a write at l0 < s and a read at l1 + s, l1 < s, never meet', () => {
    // l0 = x0, l1 = x1, s = x2 (shared)
    const base = [c([[0, 1], [1, -1], [2, -1]], 0, 'eq'), c([[0, 1], [2, -1]], 1), c([[1, 1], [2, -1]], 1), ...range(0, 0, 255), ...range(1, 0, 255)];
    expect(maybeSatisfiable(base)).toBe(false);
    // l0 <= s instead: thread s writes s[s], which thread 0 reads.
    expect(maybeSatisfiable([base[0], c([[0, 1], [2, -1]], 0), base[2], ...range(0, 0, 255), ...range(1, 0, 255)])).toBe(true);
  });

  test('a system with solutions is never refuted (a grid of small random systems, checked by enumeration)', () => {
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let trial = 0; trial < 300; trial++) {
      const constraints: LinearConstraint[] = [...range(0, 0, 4), ...range(1, 0, 4), ...range(2, -2, 2)];
      const extra = 1 + random(3);
      for (let i = 0; i < extra; i++) {
        constraints.push(c([[0, random(7) - 3], [1, random(7) - 3], [2, random(7) - 3]], random(9) - 4, random(3) === 0 ? 'eq' : 'le'));
      }
      let solvable = false;
      for (let x = 0; x <= 4 && !solvable; x++) {
        for (let y = 0; y <= 4 && !solvable; y++) {
          for (let z = -2; z <= 2 && !solvable; z++) {
            const values = [x, y, z];
            solvable = constraints.every((k) => {
              let sum = k.constant;
              for (const [v, coefficient] of k.coefficients) sum += coefficient * values[v];
              return k.op === 'eq' ? sum === 0 : sum <= 0;
            });
          }
        }
      }
      if (solvable) expect(maybeSatisfiable(constraints)).toBe(true);
    }
  });
});
