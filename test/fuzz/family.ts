/**
 * What the construct families (pointers.ts, switches.ts, containers.ts, closures.ts) share: each
 * draws from its own random source, seeded from the program's seed and a salt of its own, so
 * adding a family (or changing one) leaves the rest of a seed's program as it was.
 */
import { isFloating, kernelTypes, spelling, type CType } from './ctypes.js';
import { fitTo, genExpr, type ExprContext, type FunctionSig, type Var } from './expressions.js';
import { Random } from './random.js';

/** What a family's statements may read of the program around them. */
export interface Surroundings {
  /** The variables visible where the family's statements go (read, never written). */
  vars: Var[];
  functions: FunctionSig[];
}

export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

export class FamilyPart {
  protected readonly random: Random;
  private counter = 0;

  constructor(
    seed: number,
    salt: number,
    protected readonly avoidKnownBugs: boolean,
  ) {
    this.random = new Random((seed ^ salt) >>> 0);
  }

  protected fresh(prefix: string): string {
    return `${prefix}${this.counter++}`;
  }

  /** An expression context over `own` and, read only, the surroundings' variables (in amp code, those a kernel may capture). */
  protected context(amp: boolean, own: Var[], around: Surroundings | null): ExprContext {
    const outer = around === null ? [] : around.vars.filter((v) => !amp || capturable(v)).map((v) => ({ ...v, readonly: true }));
    const functions = around === null ? [] : around.functions.filter((f) => !f.byRef && (f.amp || !amp));
    return { random: this.random, amp, vars: () => [...own, ...outer], functions, templates: true, avoidKnownBugs: this.avoidKnownBugs };
  }

  /** A random expression fitted to `v`'s interval (floats: and to its fraction digits). */
  protected value(ctx: ExprContext, v: { type: CType; lo: number; hi: number; frac: number }, depth = 2): string {
    const e = genExpr(ctx, depth);
    const f = fitTo(ctx, e, v.type, v.lo, v.hi);
    if (isFloating(v.type) && v.frac >= 0 && (f.frac < 0 || f.frac > v.frac)) {
      return `${this.random.int(Math.max(v.lo, -8), Math.min(v.hi, 8))}.0${v.type === 'float' ? 'f' : ''}`;
    }
    // Converted explicitly: the value goes where no implicit conversion is (a braced list, which
    // refuses narrowing; a lambda's deduced result; a switch's operand).
    return f.text === e.text && e.type !== v.type ? `(${spelling(v.type)})(${f.text})` : f.text;
  }

  /** An int in [-bound, bound] from an expression over `own` and the surroundings. */
  protected intValue(amp: boolean, own: Var[], around: Surroundings | null, bound: number, depth = 2): string {
    return this.value(this.context(amp, own, around), { type: 'int', lo: -bound, hi: bound, frac: 0 }, depth);
  }
}

export function intVar(name: string, bound: number, readonly = false): Var {
  return { name, type: 'int', lo: -bound, hi: bound, frac: 0, readonly };
}

/** A host variable a kernel may capture and compute with exactly (as classes.ts decides). */
export function capturable(v: Var): boolean {
  return kernelTypes.includes(v.type) && !/^g\d/.test(v.name) && !/[(]/.test(v.name) && v.type !== 'bool' && v.length === undefined && (v.type !== 'float' || (v.frac >= 0 && v.frac <= 4 && Math.max(-v.lo, v.hi) <= 4096));
}

export function indent(lines: string[], by = '    '): string[] {
  return lines.map((l) => `${by}${l}`);
}

/** `for (...) std::cout << name[k] << " "; std::cout << "\n";` */
export function printArray(name: string, length: number | string): string {
  return `for (int k = 0; k < ${length}; k++) std::cout << ${name}[k] << " "; std::cout << "\\n";`;
}
