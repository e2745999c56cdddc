/**
 * Could a system of linear constraints have an integer solution? Answers
 * `false` only with a proof; `true` means "maybe".
 *
 * Equalities with a unit coefficient are solved and substituted. The rest is
 * Fourier–Motzkin elimination, tightened for integers after every step
 * (`2x <= 3` becomes `x <= 1`), which keeps every derived constraint true of
 * every integer solution: a contradiction is a proof. Variables whose
 * elimination is exact for integers (a unit coefficient in all their upper or
 * all their lower bounds) go first, so mixed-radix systems like
 * `16·(a - b) + (c - d) = 0, 0 <= c, d < 16` are decided exactly.
 */

/** `Σ coefficient · variable + constant` (`<= 0` or `== 0`). */
export interface LinearConstraint {
  coefficients: Map<number, number>;
  constant: number;
  op: 'le' | 'eq';
}

/** Give up ("maybe") past this many constraints or this magnitude. */
const maxConstraints = 600;
const maxMagnitude = 2 ** 48;

type Normalized = LinearConstraint | 'true' | 'false';

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return Math.abs(a);
}

/** Divides by the gcd of the coefficients; integer tightening for `<=`; decides constant constraints. */
function normalize(c: LinearConstraint): Normalized {
  for (const [v, k] of c.coefficients) if (k === 0) c.coefficients.delete(v);
  if (c.coefficients.size === 0) {
    if (c.op === 'eq') return c.constant === 0 ? 'true' : 'false';
    return c.constant <= 0 ? 'true' : 'false';
  }
  let g = 0;
  for (const k of c.coefficients.values()) g = gcd(g, k);
  if (c.op === 'eq') {
    if (c.constant % g !== 0) return 'false';
  }
  if (g === 1) return c;
  const coefficients = new Map<number, number>();
  for (const [v, k] of c.coefficients) coefficients.set(v, k / g);
  // Σ k·x + c <= 0 with g | k: Σ (k/g)·x <= -c/g, so <= floor(-c/g) for integers.
  const constant = c.op === 'eq' ? c.constant / g : -Math.floor(-c.constant / g);
  return { coefficients, constant, op: c.op };
}

/** `a + m·b`. */
function combine(a: LinearConstraint, b: LinearConstraint, m: number, n = 1): LinearConstraint {
  const coefficients = new Map<number, number>();
  for (const [v, k] of a.coefficients) coefficients.set(v, n * k);
  for (const [v, k] of b.coefficients) coefficients.set(v, (coefficients.get(v) ?? 0) + m * k);
  return { coefficients, constant: n * a.constant + m * b.constant, op: a.op === 'eq' && b.op === 'eq' ? 'eq' : 'le' };
}

function tooLarge(c: LinearConstraint): boolean {
  if (Math.abs(c.constant) > maxMagnitude) return true;
  for (const k of c.coefficients.values()) if (Math.abs(k) > maxMagnitude) return true;
  return false;
}

/** The coefficients of a constraint, as text: parallel constraints share it. */
function direction(c: LinearConstraint): string {
  return `${c.op}:${[...c.coefficients].sort((x, y) => x[0] - y[0]).map(([v, k]) => `${k}*${v}`).join('+')}`;
}

export function maybeSatisfiable(input: readonly LinearConstraint[]): boolean {
  let equalities: LinearConstraint[] = [];
  let inequalities: LinearConstraint[] = [];
  const add = (c: LinearConstraint): boolean => {
    if (tooLarge(c)) return true; // dropping a constraint only makes the answer "maybe"
    const n = normalize({ coefficients: new Map(c.coefficients), constant: c.constant, op: c.op });
    if (n === 'false') return false;
    if (n === 'true') return true;
    (n.op === 'eq' ? equalities : inequalities).push(n);
    return true;
  };
  for (const c of input) if (!add(c)) return false;

  // Solve equalities: x = -(rest)/k where |k| = 1, substituted everywhere.
  while (equalities.length > 0) {
    const index = equalities.findIndex((e) => [...e.coefficients.values()].some((k) => Math.abs(k) === 1));
    if (index < 0) {
      // No unit coefficient left: keep them as two inequalities each (sound, less precise).
      for (const e of equalities) {
        inequalities.push({ ...e, op: 'le' });
        inequalities.push({ coefficients: new Map([...e.coefficients].map(([v, k]) => [v, -k])), constant: -e.constant, op: 'le' });
      }
      equalities = [];
      break;
    }
    const e = equalities[index];
    const variable = [...e.coefficients].find(([, k]) => Math.abs(k) === 1)![0];
    const unit = e.coefficients.get(variable)!;
    const rest = [...equalities.slice(0, index), ...equalities.slice(index + 1)];
    const others = [...rest, ...inequalities];
    equalities = [];
    inequalities = [];
    for (const c of others) {
      const k = c.coefficients.get(variable);
      // c + m·e with m = -k/unit = -k·unit removes the variable.
      if (!add(k === undefined ? c : combine(c, e, -k * unit))) return false;
    }
  }

  // Fourier–Motzkin on the inequalities.
  let constraints = dedupe(inequalities);
  for (;;) {
    const variables = new Map<number, { upper: LinearConstraint[]; lower: LinearConstraint[] }>();
    for (const c of constraints) {
      for (const [v, k] of c.coefficients) {
        const entry = variables.get(v) ?? { upper: [], lower: [] };
        (k > 0 ? entry.upper : entry.lower).push(c);
        variables.set(v, entry);
      }
    }
    if (variables.size === 0) return true;
    let best: number | null = null;
    let bestScore = Infinity;
    for (const [v, { upper, lower }] of variables) {
      const exact = upper.every((c) => c.coefficients.get(v) === 1) || lower.every((c) => c.coefficients.get(v) === -1);
      const score = (exact ? 0 : 1e6) + upper.length * lower.length - upper.length - lower.length;
      if (score < bestScore) {
        bestScore = score;
        best = v;
      }
    }
    const v = best!;
    const { upper, lower } = variables.get(v)!;
    if (upper.length * lower.length > maxConstraints) return true;
    const next: LinearConstraint[] = constraints.filter((c) => !c.coefficients.has(v));
    for (const u of upper) {
      for (const l of lower) {
        const a = u.coefficients.get(v)!;
        const b = -l.coefficients.get(v)!;
        const derived = normalize(combine(u, l, a, b));
        if (derived === 'false') return false;
        if (derived === 'true') continue;
        if (tooLarge(derived)) continue;
        next.push(derived);
      }
    }
    constraints = dedupe(next);
    if (constraints.length > maxConstraints) return true;
  }
}

/** Of parallel inequalities `Σ k·x + c <= 0`, only the one with the largest c (the tightest) matters. */
function dedupe(cs: LinearConstraint[]): LinearConstraint[] {
  const tightest = new Map<string, LinearConstraint>();
  for (const c of cs) {
    const d = direction(c);
    const known = tightest.get(d);
    if (!known || c.constant > known.constant) tightest.set(d, c);
  }
  return [...tightest.values()];
}
