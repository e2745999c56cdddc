/**
 * Affine forms over symbolic integer values ("atoms"), for the tile_static
 * race check: `16 * l0 + l1 + 256 * s` is the constant 0 plus three terms.
 *
 * An atom is an integer value the analysis can name but not compute: a
 * component of the thread's local index, a captured value, a loop variable at
 * the top of an iteration, the quotient of a division. Each atom is either
 * *shared* (both threads of a pair see the same value: it is uniform across
 * the tile and both threads are in the same barrier interval of the same
 * iteration) or *per-thread* (each thread of a pair has its own copy). What is
 * known about an atom (`0 <= l0 < 16`, `e - 64*q` in `[0, 63]`) is kept as
 * linear facts over atoms.
 */

/** `constant + Σ coefficient · atom`. Terms with a zero coefficient are never stored. */
export interface Form {
  readonly constant: number;
  readonly terms: ReadonlyMap<number, number>;
}

/** `form <= 0` or `form == 0`. */
export interface Relation {
  readonly form: Form;
  readonly op: 'le' | 'eq';
}

export interface Atom {
  readonly id: number;
  readonly perThread: boolean;
  /** Known constant bounds, for the quick sign checks that division and unsigned conversion need. */
  readonly lower: number | null;
  readonly upper: number | null;
}

/** Beyond this the analysis stops computing (no precision worries, no overflow questions). */
const limit = 2 ** 31;

export const constant = (value: number): Form => ({ constant: value, terms: new Map() });
export const atomForm = (id: number): Form => ({ constant: 0, terms: new Map([[id, 1]]) });

export function isConstant(f: Form): boolean {
  return f.terms.size === 0;
}

/** `a + k·b`, or null when a coefficient leaves the range the analysis trusts. */
export function addScaled(a: Form, b: Form, k: number): Form | null {
  const terms = new Map(a.terms);
  for (const [id, c] of b.terms) {
    const v = (terms.get(id) ?? 0) + k * c;
    if (v === 0) terms.delete(id);
    else terms.set(id, v);
  }
  const value = a.constant + k * b.constant;
  if (!Number.isSafeInteger(value) || Math.abs(value) >= limit) return null;
  for (const v of terms.values()) if (!Number.isSafeInteger(v) || Math.abs(v) >= limit) return null;
  return { constant: value, terms };
}

export const add = (a: Form, b: Form): Form | null => addScaled(a, b, 1);
export const subtract = (a: Form, b: Form): Form | null => addScaled(a, b, -1);
export const scale = (a: Form, k: number): Form | null => addScaled(constant(0), a, k);

/** A canonical text for a form: equal texts, equal forms. */
export function formKey(f: Form): string {
  const terms = [...f.terms].sort((x, y) => x[0] - y[0]).map(([id, c]) => `${c}*a${id}`);
  return [String(f.constant), ...terms].join('+');
}

export function atomsOf(f: Form): number[] {
  return [...f.terms.keys()];
}

/**
 * The atoms of an analysis: fresh ones, memoised ones (a pure function of the
 * same inputs is the same value) and the facts known about them.
 */
export class AtomTable {
  readonly atoms: Atom[] = [];
  /**
   * Facts, by the atom they are about (a quotient's bounds belong to the quotient, not to
   * the local index in its dividend): a problem needs the facts of the atoms it mentions.
   */
  readonly facts: Relation[] = [];
  readonly factsOf = new Map<number, Relation[]>();
  private readonly memo = new Map<string, number>();

  fresh(perThread: boolean, lower: number | null = null, upper: number | null = null): number {
    const id = this.atoms.length;
    this.atoms.push({ id, perThread, lower, upper });
    if (lower !== null) this.fact(id, addScaled(constant(lower), atomForm(id), -1), 'le');
    if (upper !== null) this.fact(id, addScaled(atomForm(id), constant(upper), -1), 'le');
    return id;
  }

  /** The atom for `key` (a pure operation and its inputs' keys), made by `make` the first time. */
  memoised(key: string, make: () => number): number {
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const id = make();
    this.memo.set(key, id);
    return id;
  }

  /** Records `form <= 0` (or `== 0`) as always true of `atom`. A null form (out of range) records nothing. */
  fact(atom: number, form: Form | null, op: 'le' | 'eq'): void {
    if (!form) return;
    const relation = { form, op };
    this.facts.push(relation);
    const list = this.factsOf.get(atom) ?? [];
    list.push(relation);
    this.factsOf.set(atom, list);
  }

  isShared(f: Form): boolean {
    for (const id of f.terms.keys()) if (this.atoms[id].perThread) return false;
    return true;
  }

  /** A constant lower bound of the form from its atoms' bounds, or null. */
  lowerBound(f: Form): number | null {
    let value = f.constant;
    for (const [id, c] of f.terms) {
      const a = this.atoms[id];
      const bound = c > 0 ? a.lower : a.upper;
      if (bound === null) return null;
      value += c * bound;
    }
    return value;
  }
}
