/**
 * The tile_static accesses of a kernel, in program order, with their
 * subscripts as affine forms (`affine.ts`), for the race check (`races.ts`).
 *
 * The walk is a symbolic execution of one thread: locals hold affine forms of
 * what they were assigned (`int row = t.local[0];`, `index<2> i = t.local;`,
 * `int e = ll + s * 256;`), so a subscript is known in terms of the local
 * index, captured values and loop variables. What is not affine becomes an
 * atom: a pure operation of the same inputs is the same atom (`e / 64` and
 * `e % 64` share their quotient); a load is a new per-thread atom.
 *
 * Loops are walked twice, so the end of one iteration meets the start of the
 * next with no barrier between; each walk starts from new atoms for the
 * variables the loop assigns (any iteration). Such an atom is shared by the
 * two threads of a pair only where both must see the same value: every thread
 * runs the same iterations and steps the variable through the same values
 * (checked by silent walks beforehand), and every iteration waits at a
 * barrier that fences tile_static memory, so both threads are in the same
 * iteration. In a loop without one, two threads may be iterations apart, so
 * each has its own copy.
 *
 * Conditions become guards of the accesses they control: `l < stride` is the
 * linear relation `l - stride + 1 <= 0` over the accessing thread's atoms.
 *
 * Assumptions, all from C++: signed arithmetic does not overflow (it would be
 * undefined), subscripts are in bounds (so `t[i][j]` and `t[i'][j']` are the
 * same element only if `i == i'` and `j == j'`), and unsigned sums and products
 * of index values stay below 2^32.
 */
import type { Span } from '../../source.js';
import type { BinaryOp, Expr, FenceKind, Kernel, Stmt, Variable } from '../program.js';
import { intType, type Type } from '../types.js';
import { constValueOf } from '../const-eval.js';
import { childExprs, forEachExpr, forEachExprInStmt, forEachStmt, rootVariable } from '../walk.js';
import { AtomTable, add, addScaled, atomForm, constant, formKey, isConstant, scale, subtract, type Form, type Relation } from './affine.js';

export interface Access {
  variable: Variable;
  write: boolean;
  /** An atomic read-modify-write (`atomic_fetch_add(&t[i], 1)`): atomics do not race with each other. */
  atomic: boolean;
  /** One per subscript, outermost first; null where the subscript is not an integer the walk follows. */
  subs: (Form | null)[];
  /** Relations the accessing thread's atoms satisfy when it runs this access. */
  guards: readonly Relation[];
  /** Only uniform conditions, and conditions pinning local components to constants, control it. */
  unconditional: boolean;
  /** Local-index components pinned to constants by enclosing conditions. */
  pinned: ReadonlySet<number>;
  span: Span;
  /** The same node reached twice (loops are walked twice) is the same statement. */
  node: Expr;
}

/**
 * The accesses and barriers in program order, with the control flow that decides which of
 * them one thread may run between two barriers: a branch or loop starts (`save`), a path
 * starts again from there (`rejoin`: an `else`, a `case`), an iteration starts (`iterate`),
 * `break`/`continue` leave the path (`escape`), and the paths meet again (`restore`, with
 * the path that skips the whole statement where there is one: no `else`, a loop that may
 * run no iteration).
 */
export type RaceEvent =
  | { kind: 'access'; access: Access }
  | { kind: 'barrier'; fence: FenceKind; span: Span }
  | { kind: 'save'; breakable: boolean; continuable: boolean }
  | { kind: 'rejoin' }
  | { kind: 'iterate' }
  | { kind: 'escape'; to: 'break' | 'continue' }
  | { kind: 'restore'; skippable: boolean };

export interface KernelAccesses {
  events: RaceEvent[];
  atoms: AtomTable;
  /** The atom of each local-index component. */
  local: number[];
  tile: number[];
}

type Value = { kind: 'scalar'; form: Form } | { kind: 'index'; comps: Form[] };

interface Context {
  guards: readonly Relation[];
  unconditional: boolean;
  pinned: ReadonlySet<number>;
  /** Every enclosing condition is the same in all threads: all of them are here, or none. */
  uniformPath: boolean;
}

/** What a condition says about the atoms, when true (or false). */
interface Guard {
  relations: Relation[];
  /** The condition is exactly the conjunction of `relations`. */
  exact: boolean;
}

export function walkKernelAccesses(kernel: Kernel, tile: number[]): KernelAccesses {
  const walker = new Walker(kernel, tile);
  walker.statement(kernel.body);
  return { events: walker.events, atoms: walker.atoms, local: walker.local, tile };
}

/** A constant subscript of an index (`idx[1]`), or null (also for `idx[1e-45f]`, which sema reported). */
const dimensionOf = (e: Expr): number | null => {
  const d = constValueOf(e);
  return typeof d === 'number' && Number.isInteger(d) ? d : null;
};

/** Values of an unsigned type (and bools) are never negative. */
const lowestOf = (t: Type | null): number | null => (t && ((t.kind === 'int' && !t.signed) || t.kind === 'bool') ? 0 : null);

const isInt32 = (t: Type): boolean => t.kind === 'int' && t.bits === 32;
const comparisons: ReadonlySet<BinaryOp> = new Set(['<', '<=', '>', '>=', '==', '!=']);
const negated: Readonly<Record<string, BinaryOp>> = { '<': '>=', '<=': '>', '>': '<=', '>=': '<', '==': '!=', '!=': '==' };

class Walker {
  readonly atoms = new AtomTable();
  readonly events: RaceEvent[] = [];
  readonly local: number[];
  private readonly origin: number[];
  private readonly tileIndex: number[];
  private env = new Map<Variable, Value>();
  /** The latest value of each expression node, for reading conditions as guards. */
  private readonly values = new Map<Expr, Value>();
  /** > 0 in the silent walk of a loop body: no events. */
  private dry = 0;
  private context: Context = { guards: [], unconditional: true, pinned: new Set(), uniformPath: true };
  /** Some threads may have left (a `return`, `break` or `continue` not all threads take): fewer run what follows. */
  private someLeft = false;
  private readonly declared = new Set<Variable>();
  private readonly assigned = new Set<Variable>();
  /** Variables that may change behind the walk's back: address taken, bound to a reference, passed by reference. */
  private readonly opaque = new Set<Variable>();
  /** Remainders of a floor division (`e % 8` of a non-negative e, `e & 7`): never negative, whatever their atoms' bounds say. */
  private readonly remainders = new Set<string>();
  /** Iterations left to walk one by one (`unrollable`): nested loops multiply them. */
  private unrollBudget = 256;

  constructor(private readonly kernel: Kernel, tile: number[]) {
    this.local = tile.map((n) => this.atoms.fresh(true, 0, n - 1));
    this.origin = tile.map(() => this.atoms.fresh(false));
    this.tileIndex = tile.map(() => this.atoms.fresh(false));
    forEachStmt(kernel.body, (s) => {
      if (s.kind !== 'VarDecl') return;
      this.declared.add(s.variable);
      if (s.variable.isReference) {
        this.opaque.add(s.variable);
        const aliased = s.init && rootVariable(s.init);
        if (aliased) this.opaque.add(aliased);
      }
    });
    forEachExprInStmt(kernel.body, (e) => {
      const target = e.kind === 'Assign' ? e.target : e.kind === 'Unary' && e.op.length > 1 ? e.operand : null;
      const v = target && rootVariable(target);
      if (v) this.assigned.add(v);
      if (e.kind === 'AddressOf') {
        const root = rootVariable(e.operand);
        if (root) this.opaque.add(root);
      }
      if (e.kind === 'Call') {
        e.args.forEach((arg, i) => {
          const param = e.callee.params[i];
          const root = rootVariable(arg);
          if (param && param.isReference && !param.isConst && root) this.opaque.add(root);
        });
      }
    });
  }

  // ---------------------------------------------------------------- values

  /** A new per-thread unknown (a loaded value, a call's result) of type `t`. */
  private fresh(t: Type | null = null): Form {
    return atomForm(this.atoms.fresh(true, lowestOf(t)));
  }

  /** A pure operation of `inputs`: the same inputs give the same atom, shared when they all are. */
  private pure(op: string, inputs: Form[], t: Type | null = null): Form {
    const tag = t ? (t.kind === 'int' ? `${t.signed ? 'i' : 'u'}${t.bits}` : t.kind) : '';
    const key = `${op}:${tag}(${inputs.map(formKey).join(',')})`;
    return atomForm(this.atoms.memoised(key, () => this.atoms.fresh(!inputs.every((f) => this.atoms.isShared(f)), lowestOf(t))));
  }

  private scalarOf(v: Value): Form {
    return v.kind === 'scalar' ? v.form : this.pure('index', v.comps);
  }

  private shared(v: Value): boolean {
    return v.kind === 'scalar' ? this.atoms.isShared(v.form) : v.comps.every((c) => this.atoms.isShared(c));
  }

  private sameValue(a: Value, b: Value): boolean {
    if (a.kind === 'scalar' && b.kind === 'scalar') return formKey(a.form) === formKey(b.form);
    if (a.kind === 'index' && b.kind === 'index') return a.comps.length === b.comps.length && a.comps.every((c, i) => formKey(c) === formKey(b.comps[i]));
    return false;
  }

  /**
   * `trunc(e / c)` (or `floor`) for a constant c > 0, with what division says about it:
   * `e - c·q` is in `[0, c - 1]` (floor, or trunc of a non-negative e), or in `[-(c - 1), c - 1]`.
   */
  private quotient(e: Form, c: number, floor: boolean): Form {
    const nonNegative = (this.atoms.lowerBound(e) ?? -1) >= 0;
    const mode = floor || nonNegative ? 'floor' : 'trunc';
    const key = `${mode}/${c}(${formKey(e)})`;
    const id = this.atoms.memoised(key, () => {
      const lower = this.atoms.lowerBound(e);
      const q = this.atoms.fresh(!this.atoms.isShared(e), lower !== null && lower >= 0 ? Math.floor(lower / c) : null);
      const remainder = addScaled(e, atomForm(q), -c);
      if (remainder) {
        if (mode === 'floor') this.remainders.add(formKey(remainder));
        this.atoms.fact(q, addScaled(constant(-(c - 1)), remainder, 1), 'le'); // r <= c - 1
        this.atoms.fact(q, mode === 'floor' ? scale(remainder, -1) : addScaled(constant(-(c - 1)), remainder, -1), 'le');
      }
      return q;
    });
    return atomForm(id);
  }

  private nonNegative(f: Form): boolean {
    return (this.atoms.lowerBound(f) ?? -1) >= 0 || this.remainders.has(formKey(f));
  }

  /** C++ arithmetic on 32-bit integers as affine forms where it is affine; otherwise a pure atom. */
  private arithmetic(op: BinaryOp, l: Form, r: Form, operand: Type, result: Type): Form {
    const opaque = () => this.pure(op, [l, r], result);
    if (!isInt32(operand) || (!comparisons.has(op) && !isInt32(result))) return opaque();
    const signed = operand.kind === 'int' && operand.signed;
    const rc = isConstant(r) ? r.constant : null;
    const lc = isConstant(l) ? l.constant : null;
    const powerOfTwo = (n: number | null): boolean => n !== null && n > 0 && (n & (n - 1)) === 0;
    if (lc !== null && rc !== null) {
      const folded = fold(op, lc, rc, operand, result);
      if (folded !== null) return constant(folded);
    }
    switch (op) {
      case '+':
        return add(l, r) ?? opaque();
      case '-': {
        const d = subtract(l, r);
        // Unsigned subtraction wraps below zero: affine only where the result cannot be negative.
        if (!d || (!signed && (this.atoms.lowerBound(d) ?? -1) < 0)) return opaque();
        return d;
      }
      case '*':
        if (rc !== null) return scale(l, rc) ?? opaque();
        if (lc !== null) return scale(r, lc) ?? opaque();
        return opaque();
      case '/':
        if (rc === null || rc === 0) return opaque();
        return rc > 0 ? this.quotient(l, rc, !signed) : (scale(this.quotient(l, -rc, !signed), -1) ?? opaque());
      case '%':
        // C++: e % c == e - (e / c) * c, and (e / c) * c == trunc(e / |c|) * |c|.
        if (rc === null || rc === 0) return opaque();
        return addScaled(l, this.quotient(l, Math.abs(rc), !signed), -Math.abs(rc)) ?? opaque();
      case '<<':
        return rc !== null && rc >= 0 && rc <= 30 ? (scale(l, 2 ** rc) ?? opaque()) : opaque();
      case '>>':
        // An arithmetic shift: floor division by 2^k, whatever the sign.
        return rc !== null && rc >= 0 && rc <= 30 ? this.quotient(l, 2 ** rc, true) : opaque();
      case '&': {
        // x & (2^k - 1) == x - 2^k·floor(x / 2^k) in two's complement.
        if (rc !== null && powerOfTwo(rc + 1)) return addScaled(l, this.quotient(l, rc + 1, true), -(rc + 1)) ?? opaque();
        if (lc !== null && powerOfTwo(lc + 1)) return addScaled(r, this.quotient(r, lc + 1, true), -(lc + 1)) ?? opaque();
        return opaque();
      }
      case ',':
        return r;
      default:
        return opaque();
    }
  }

  private convert(v: Value, from: Type, to: Type): Value {
    if (to.kind === 'index') return v;
    const form = this.scalarOf(v);
    if (isInt32(to) && (isInt32(from) || from.kind === 'bool')) {
      // To unsigned: exact where the value cannot be negative.
      if (to.kind === 'int' && !to.signed && from.kind === 'int' && from.signed && (this.atoms.lowerBound(form) ?? -1) < 0) {
        return { kind: 'scalar', form: this.pure('unsigned', [form], to) };
      }
      return { kind: 'scalar', form };
    }
    return { kind: 'scalar', form: this.pure('convert', [form], to) };
  }

  private readVariable(v: Variable): Value {
    if (typeof v.constValue === 'number' && (isInt32(v.type) || v.type.kind === 'bool')) return { kind: 'scalar', form: constant(v.constValue) };
    if (this.opaque.has(v)) return { kind: 'scalar', form: this.fresh(v.type) };
    const known = this.env.get(v);
    if (known) return known;
    if (v === this.kernel.indexParam || this.declared.has(v) || this.assigned.has(v)) return { kind: 'scalar', form: this.fresh(v.type) };
    // Captured by value (or a namespace-scope constant): the same in every thread, all kernel long.
    if (v.type.kind === 'index') return { kind: 'index', comps: Array.from({ length: v.type.rank }, (_, d) => this.pure(`var${v.id}[${d}]`, [], intType)) };
    return { kind: 'scalar', form: this.pure(`var${v.id}`, [], v.type) };
  }

  private store(v: Variable, value: Value | null): void {
    const t = v.type;
    // Narrower integers wrap on assignment: not followed.
    const tracked = t.kind === 'index' ? value?.kind === 'index' : (isInt32(t) || t.kind === 'bool' || t.kind === 'float') && value?.kind === 'scalar';
    if (tracked && value && !this.opaque.has(v) && !v.isReference) this.env.set(v, value);
    else this.env.delete(v);
  }

  evaluate(e: Expr): Value {
    const v = this.evaluateNode(e);
    this.values.set(e, v);
    return v;
  }

  private scalar(e: Expr): Form {
    return this.scalarOf(this.evaluate(e));
  }

  private evaluateNode(e: Expr): Value {
    const scalar = (form: Form): Value => ({ kind: 'scalar', form });
    switch (e.kind) {
      case 'Const': {
        if (typeof e.value === 'boolean') return scalar(constant(e.value ? 1 : 0));
        if (isInt32(e.type) && typeof e.value === 'number' && Number.isSafeInteger(e.value)) return scalar(constant(e.value));
        return scalar(this.pure(`const:${e.value}`, [], e.type));
      }
      case 'VarRef':
        if (e.variable.storage === 'tileStatic') return this.collect(e, false, false, false) ?? scalar(this.fresh(e.type));
        return this.readVariable(e.variable);
      case 'ThreadIndex': {
        const global = this.local.map((l, d) => add(atomForm(this.origin[d]), atomForm(l))!);
        const parts = { local: this.local.map(atomForm), global, tile: this.tileIndex.map(atomForm), tileOrigin: this.origin.map(atomForm) };
        return { kind: 'index', comps: parts[e.part] };
      }
      case 'Component': {
        const object = this.evaluate(e.object);
        const d = dimensionOf(e.dim);
        if (d !== null && object.kind === 'index' && d >= 0 && d < object.comps.length) return scalar(object.comps[d]);
        // A component chosen at run time (or by an ill-typed subscript sema reported): a value of
        // this thread's that the analysis does not follow.
        if (object.kind === 'index') return scalar(this.fresh(e.type));
        return scalar(this.pure('component', [this.scalarOf(object), this.scalar(e.dim)], e.type));
      }
      case 'MakeIndex':
        return { kind: 'index', comps: e.components.map((c) => this.scalar(c)) };
      case 'Convert':
        return this.convert(this.evaluate(e.operand), e.operand.type, e.type);
      case 'Unary': {
        if (e.op.length > 1) return this.update(e, e.operand, e.op.endsWith('++') ? '+' : '-', null, e.op.startsWith('pre'));
        const operand = this.scalar(e.operand);
        if (e.op === '-' && isInt32(e.type) && e.type.kind === 'int' && e.type.signed) return scalar(scale(operand, -1) ?? this.pure('-', [operand], e.type));
        return scalar(this.pure(e.op, [operand], e.type));
      }
      case 'Binary': {
        const l = this.scalar(e.left);
        const r = this.scalar(e.right);
        return scalar(this.arithmetic(e.op, l, r, e.left.type, e.type));
      }
      case 'Logical': {
        const l = this.scalar(e.left);
        const r = this.conditionally(() => this.scalar(e.right));
        return scalar(this.pure(e.op, [l, r], e.type));
      }
      case 'Conditional': {
        const c = this.scalar(e.cond);
        const t = this.conditionally(() => this.evaluate(e.then));
        const o = this.conditionally(() => this.evaluate(e.otherwise));
        if (this.sameValue(t, o)) return t;
        return scalar(this.pure('?:', [c, this.scalarOf(t), this.scalarOf(o)], e.type));
      }
      case 'Assign': {
        const value = this.evaluate(e.value);
        if (e.op === null) return this.assign(e.target, value);
        return this.update(e, e.target, e.op, value, true);
      }
      case 'Element':
      case 'Field': {
        const access = this.collect(e, false, false, false);
        if (access) return access;
        if (e.kind === 'Field') return scalar(this.pure(`.${e.field}`, [this.scalar(e.object)], e.type));
        this.evaluate(e.object);
        this.evaluate(e.index);
        return scalar(this.fresh(e.type));
      }
      case 'Barrier':
        this.emit({ kind: 'barrier', fence: e.fence, span: e.methodSpan });
        return scalar(constant(0));
      case 'Call':
        e.args.forEach((arg, i) => {
          const param = e.callee.params[i];
          const byReference = param !== undefined && param.isReference && !param.isConst;
          // A tile_static object passed whole (or by reference) may be read and written anywhere by the callee.
          if (!this.collect(arg, byReference, byReference, false)) this.evaluate(arg);
        });
        return scalar(this.fresh(e.type));
      case 'Intrinsic': {
        let touchesMemory = false;
        const args = e.args.map((arg) => {
          if (arg.kind !== 'AddressOf') return this.scalar(arg);
          touchesMemory = true;
          if (!this.collect(arg.operand, true, false, true)) this.evaluateChildren(arg.operand);
          return this.fresh();
        });
        return scalar(touchesMemory ? this.fresh(e.type) : this.pure(`fn:${e.intrinsic.name}`, args, e.type));
      }
      case 'AddressOf':
        if (!this.collect(e.operand, true, true, false)) this.evaluateChildren(e.operand);
        return scalar(this.fresh(e.type));
      case 'ExtentOf':
      case 'MakeExtent':
        return scalar(this.pure(e.kind, childExprs(e).map((c) => this.scalar(c)), e.type));
      default:
        this.evaluateChildren(e);
        return scalar(this.fresh(e.type));
    }
  }

  private emit(event: RaceEvent): void {
    if (!this.dry) this.events.push(event);
  }

  private evaluateChildren(e: Expr): void {
    for (const c of childExprs(e)) this.evaluate(c);
  }

  /** `target = value`. */
  private assign(target: Expr, value: Value): Value {
    if (target.kind === 'VarRef' && target.variable.storage !== 'tileStatic') {
      this.store(target.variable, this.convertForStore(value, target.type));
      return value;
    }
    if (target.kind === 'Component' && target.object.kind === 'VarRef') {
      const v = target.object.variable;
      const known = this.env.get(v);
      const d = dimensionOf(target.dim);
      if (known?.kind === 'index' && d !== null && d >= 0 && d < known.comps.length) {
        const comps = [...known.comps];
        comps[d] = this.scalarOf(value);
        this.env.set(v, { kind: 'index', comps });
        return value;
      }
    }
    if (this.collect(target, true, false, false)) return value;
    this.evaluateChildren(target);
    const root = rootVariable(target);
    if (root) this.env.delete(root);
    return value;
  }

  private convertForStore(value: Value, type: Type): Value {
    return type.kind === 'index' ? value : { kind: 'scalar', form: this.scalarOf(value) };
  }

  /** `target op= value` (value null: `++`/`--`). Returns the new value, or the old one for a postfix operator. */
  private update(node: Expr, target: Expr, op: BinaryOp, value: Value | null, returnsNew: boolean): Value {
    const by = value ? this.scalarOf(value) : constant(1);
    const operandType = value ? (node.kind === 'Assign' ? node.value.type : target.type) : target.type;
    if (target.kind === 'VarRef' && target.variable.storage !== 'tileStatic') {
      const old = this.scalarOf(this.readVariable(target.variable));
      // C++: t = T(t op value), computed in the operands' type.
      const next = this.convert({ kind: 'scalar', form: this.arithmetic(op, old, by, operandType, operandType) }, operandType, target.type);
      this.store(target.variable, next);
      return returnsNew ? next : { kind: 'scalar', form: old };
    }
    if (target.kind === 'Component' && target.object.kind === 'VarRef') {
      const known = this.env.get(target.object.variable);
      const d = dimensionOf(target.dim);
      if (known?.kind === 'index' && d !== null && d >= 0 && d < known.comps.length) {
        const old = known.comps[d];
        const next = this.arithmetic(op, old, by, operandType, operandType);
        const comps = [...known.comps];
        comps[d] = next;
        this.env.set(target.object.variable, { kind: 'index', comps });
        return { kind: 'scalar', form: returnsNew ? next : old };
      }
    }
    if (!this.collect(target, true, true, false)) {
      this.evaluateChildren(target);
      const root = rootVariable(target);
      if (root) this.env.delete(root);
    }
    return { kind: 'scalar', form: this.fresh(target.type) };
  }

  /**
   * A tile_static access (`t`, `t[i]`, `t[i][j]`, `t[i].f`): evaluates its subscripts and records it.
   * Returns null when `e` is not one.
   */
  private collect(e: Expr, write: boolean, alsoRead: boolean, atomic: boolean): Value | null {
    const subscripts: Expr[] = [];
    let base = e;
    while (base.kind === 'Element' || base.kind === 'Field') {
      if (base.kind === 'Element') subscripts.unshift(base.index);
      base = base.object;
    }
    if (base.kind !== 'VarRef' || base.variable.storage !== 'tileStatic') return null;
    const subs = subscripts.map((s) => {
      const form = this.scalar(s);
      return isInt32(s.type) ? form : null;
    });
    if (!this.dry) {
      const access = (w: boolean): Access => ({
        variable: base.kind === 'VarRef' ? base.variable : (null as never),
        write: w,
        atomic,
        subs,
        guards: this.context.guards,
        unconditional: this.context.unconditional && !this.someLeft,
        pinned: this.context.pinned,
        span: e.span,
        node: e,
      });
      if (alsoRead) this.emit({ kind: 'access', access: access(false) });
      this.emit({ kind: 'access', access: access(write) });
    }
    return { kind: 'scalar', form: this.fresh(e.type) };
  }

  // ---------------------------------------------------------------- conditions

  /** The relations a condition gives when it is `positive` (true) or false. */
  private guardOf(cond: Expr, positive: boolean): Guard {
    const none: Guard = { relations: [], exact: false };
    if (cond.kind === 'Unary' && cond.op === '!') return this.guardOf(cond.operand, !positive);
    if (cond.kind === 'Logical') {
      // a && b true, or a || b false: both parts hold.
      if ((cond.op === '&&') !== positive) return none;
      const l = this.guardOf(cond.left, positive);
      const r = this.guardOf(cond.right, positive);
      return { relations: [...l.relations, ...r.relations], exact: l.exact && r.exact };
    }
    if (cond.kind !== 'Binary' || !comparisons.has(cond.op)) return none;
    const op = positive ? cond.op : negated[cond.op];
    const l = this.values.get(cond.left);
    const r = this.values.get(cond.right);
    if (!l || !r) return none;
    if (l.kind === 'index' && r.kind === 'index') {
      if (op !== '==' || l.comps.length !== r.comps.length) return none;
      const relations = l.comps.map((c, i) => subtract(c, r.comps[i]));
      return relations.every((x) => x !== null) ? { relations: relations.map((form) => ({ form: form!, op: 'eq' as const })), exact: true } : none;
    }
    if (l.kind !== 'scalar' || r.kind !== 'scalar' || !isInt32(cond.left.type)) return none;
    const signed = cond.left.type.kind === 'int' && cond.left.type.signed;
    // An unsigned comparison is the mathematical one where neither side can be negative.
    if (!signed && (!this.nonNegative(l.form) || !this.nonNegative(r.form))) return none;
    const diff = subtract(l.form, r.form);
    const back = subtract(r.form, l.form);
    if (!diff || !back) return none;
    const le = (form: Form | null): Guard => (form ? { relations: [{ form, op: 'le' }], exact: true } : none);
    switch (op) {
      case '<': return le(add(diff, constant(1)));
      case '<=': return le(diff);
      case '>': return le(add(back, constant(1)));
      case '>=': return le(back);
      case '==': return { relations: [{ form: diff, op: 'eq' }], exact: true };
      default: return none;
    }
  }

  /** The local components a guard pins to constants, when that is all it says. */
  private pinsOf(g: Guard): number[] | null {
    if (!g.exact || g.relations.length === 0) return null;
    const pins: number[] = [];
    for (const r of g.relations) {
      const terms = [...r.form.terms];
      const d = terms.length === 1 ? this.local.indexOf(terms[0][0]) : -1;
      if (r.op !== 'eq' || d < 0 || Math.abs(terms[0][1]) !== 1) return null;
      pins.push(d);
    }
    return pins;
  }

  /** The context under a condition: its guard, and whether every thread still runs what it controls. */
  private narrowed(guard: Guard | null, uniform: boolean): Context {
    const saved = this.context;
    const pins = guard ? this.pinsOf(guard) : null;
    return {
      guards: guard && guard.relations.length > 0 ? [...saved.guards, ...guard.relations] : saved.guards,
      unconditional: saved.unconditional && (uniform || pins !== null),
      pinned: pins ? new Set([...saved.pinned, ...pins]) : saved.pinned,
      uniformPath: saved.uniformPath && uniform,
    };
  }

  private within<T>(guard: Guard | null, uniform: boolean, run: () => T): T {
    const saved = this.context;
    this.context = this.narrowed(guard, uniform);
    try {
      return run();
    } finally {
      this.context = saved;
    }
  }

  /** Runs a part that only some threads may run; variables it changes become per-thread unknowns. */
  private conditionally<T>(run: () => T): T {
    const before = new Map(this.env);
    const result = this.within(null, false, run);
    for (const [v, value] of this.env) {
      const old = before.get(v);
      if (!old || !this.sameValue(old, value)) this.env.delete(v);
    }
    return result;
  }

  private merge(cond: Form, a: Map<Variable, Value>, b: Map<Variable, Value>): Map<Variable, Value> {
    const out = new Map<Variable, Value>();
    for (const [v, x] of a) {
      const y = b.get(v);
      if (!y) continue;
      if (this.sameValue(x, y)) out.set(v, x);
      else if (x.kind === 'scalar' && y.kind === 'scalar') out.set(v, { kind: 'scalar', form: this.pure('select', [cond, x.form, y.form], v.type) });
      else if (x.kind === 'index' && y.kind === 'index' && x.comps.length === y.comps.length) {
        out.set(v, { kind: 'index', comps: x.comps.map((c, i) => this.pure('select', [cond, c, y.comps[i]], intType)) });
      }
    }
    return out;
  }

  // ---------------------------------------------------------------- statements

  statement(s: Stmt): void {
    switch (s.kind) {
      case 'Block': {
        const saved = this.context;
        try {
          for (const x of s.statements) {
            this.statement(x);
            // `if (cond) return;` (or break, continue): the threads that go on have cond false.
            if (x.kind === 'If' && !x.otherwise && leavesBlock(x.then)) {
              const cond = this.values.get(x.cond);
              this.context = this.narrowed(this.guardOf(x.cond, false), cond !== undefined && this.shared(cond));
            }
          }
        } finally {
          this.context = saved;
        }
        return;
      }
      case 'VarDecl':
        // A tile_static declaration with an initializer is already an error: its initializer is not analysed.
        if (s.variable.storage === 'tileStatic') return;
        this.store(s.variable, s.init ? this.convertForStore(this.evaluate(s.init), s.variable.type) : null);
        return;
      case 'ExprStmt':
        this.evaluate(s.expr);
        return;
      case 'If': {
        const cond = this.scalar(s.cond);
        const uniform = this.atoms.isShared(cond);
        const before = new Map(this.env);
        this.emit({ kind: 'save', breakable: false, continuable: false });
        this.within(this.guardOf(s.cond, true), uniform, () => this.statement(s.then));
        const afterThen = this.env;
        this.env = new Map(before);
        if (s.otherwise) {
          this.emit({ kind: 'rejoin' });
          this.within(this.guardOf(s.cond, false), uniform, () => this.statement(s.otherwise!));
        }
        this.emit({ kind: 'restore', skippable: !s.otherwise });
        this.env = this.merge(cond, afterThen, this.env);
        return;
      }
      case 'For':
      case 'While':
      case 'DoWhile':
        this.loop(s);
        return;
      case 'Switch': {
        const changed = assignedIn(s);
        this.evaluate(s.cond);
        this.forget(changed);
        const before = new Map(this.env);
        // Cases run in sequence (falling through), each also entered from the switch.
        this.emit({ kind: 'save', breakable: true, continuable: false });
        for (const c of s.cases) {
          this.env = new Map(before);
          this.emit({ kind: 'rejoin' });
          this.within(null, false, () => c.body.forEach((x) => this.statement(x)));
        }
        this.emit({ kind: 'restore', skippable: !s.cases.some((c) => c.values === 'default') });
        this.env = before;
        this.forget(changed);
        return;
      }
      case 'Return':
      case 'Throw':
        if (s.value) this.evaluate(s.value);
        if (!this.context.uniformPath && !this.dry) this.someLeft = true;
        return;
      case 'Break':
      case 'Continue':
        this.emit({ kind: 'escape', to: s.kind === 'Break' ? 'break' : 'continue' });
        if (!this.context.uniformPath && !this.dry) this.someLeft = true;
        return;
      case 'Try':
        return;
    }
  }

  private forget(variables: Set<Variable>): void {
    for (const v of variables) this.env.delete(v);
  }

  private loop(s: Stmt & { kind: 'For' | 'While' | 'DoWhile' }): void {
    if (s.kind === 'For' && s.init) this.statement(s.init);
    const before = new Map(this.env);
    const runsOnce = s.kind === 'DoWhile' || this.trueOnEntry(s.cond);
    const carried = [...assignedIn(s)].filter((v) => before.has(v));
    const leaves = exitsEarly(s.body);

    // Silent walks from unknowns: which variables does every thread of the tile step through
    // the same values (optimistic, then less so until it holds), is the loop itself the same in
    // every thread, and by how much does each iteration move each variable?
    let uniform = new Set(carried.filter((v) => this.shared(before.get(v)!)));
    let condShared = true;
    let start = new Map<Variable, number>();
    for (let round = 0; ; round++) {
      // Each round drops at least one variable; a long chain of them is not worth the walks.
      if (round === 3) uniform = new Set();
      this.env = new Map(before);
      start = this.widen(before, carried, (v) => !uniform.has(v), new Map());
      this.dry++;
      try {
        condShared = this.iteration(s);
      } finally {
        this.dry--;
      }
      const still = [...uniform].filter((v) => {
        const end = this.env.get(v);
        return end !== undefined && this.shared(end);
      });
      if (still.length === uniform.size) break;
      uniform = new Set(still);
    }
    // A thread-dependent condition, or a thread leaving early, and the threads' iterations differ.
    if (!condShared || leaves) uniform = new Set();
    const steps = new Map<Variable, number>();
    if (!leaves) {
      for (const v of carried) {
        const end = this.env.get(v);
        const first = start.get(v);
        const d = end?.kind === 'scalar' && first !== undefined ? subtract(end.form, atomForm(first)) : null;
        if (d && isConstant(d)) steps.set(v, d.constant);
      }
    }

    // The silent walk of an enclosing loop needs only what holds after this one.
    if (this.dry > 0) {
      this.env = new Map(before);
      this.widen(before, carried, (v) => !uniform.has(v), new Map());
      return;
    }
    // Both threads of a pair are in the same iteration only if every iteration waits at a barrier.
    const sameIteration = uniform.size > 0 && waitsEveryIteration(s.body);
    const unrolled = this.unrollable(s, before, carried, steps);
    this.emit({ kind: 'save', breakable: true, continuable: true });
    if (unrolled) {
      // Every iteration, with its own value of the variable: `li % (2 * s)` has a constant divisor.
      const others = carried.filter((v) => v !== unrolled.variable);
      for (const value of unrolled.values) {
        this.env = new Map(before);
        this.widen(before, others, (v) => !(sameIteration && uniform.has(v)), steps);
        this.env.set(unrolled.variable, { kind: 'scalar', form: constant(value) });
        this.emit({ kind: 'iterate' });
        this.iteration(s);
      }
    } else {
      for (let copy = 0; copy < 2; copy++) {
        this.env = new Map(before);
        this.widen(before, carried, (v) => !(sameIteration && uniform.has(v)), steps);
        this.emit({ kind: 'iterate' });
        this.iteration(s);
      }
    }
    this.emit({ kind: 'restore', skippable: unrolled ? unrolled.values.length === 0 : !runsOnce });
    this.env = new Map(before);
    this.widen(before, carried, (v) => !uniform.has(v), new Map());
  }

  /**
   * The values a `for` loop's variable takes, when only its step changes it, from a constant, by
   * something other than a constant stride, and the condition stops it after a few:
   * `for (int s = 1; s < 64; s *= 2)` is 1, 2, 4, ..., 32. Walking each iteration with its own
   * constant makes `li % (2 * s)` a remainder by a constant (affine); a stride loop keeps its
   * symbolic `init + stride·k`, which says as much without the walks.
   */
  private unrollable(s: Stmt & { kind: 'For' | 'While' | 'DoWhile' }, before: Map<Variable, Value>, carried: Variable[], steps: Map<Variable, number>): { variable: Variable; values: number[] } | null {
    if (s.kind !== 'For' || !s.cond || !s.step) return null;
    const stepped = [...assignedBy(s.step)];
    if (stepped.length !== 1) return null;
    const variable = stepped[0];
    const init = before.get(variable);
    if (steps.has(variable) || assignedIn(s.body).has(variable) || init?.kind !== 'scalar' || !isConstant(init.form)) return null;
    const maxIterations = Math.min(32, this.unrollBudget);
    const saved = this.env;
    const values: number[] = [];
    this.dry++;
    try {
      let value = init.form.constant;
      for (;;) {
        // What the body changes is unknown here: a condition or step that reads it is not constant.
        this.env = new Map(before);
        for (const v of carried) this.env.delete(v);
        this.env.set(variable, { kind: 'scalar', form: constant(value) });
        const cond = this.scalar(s.cond);
        if (!isConstant(cond)) return null;
        if (cond.constant === 0) {
          this.unrollBudget -= values.length;
          return { variable, values };
        }
        if (values.length === maxIterations) return null;
        values.push(value);
        this.evaluate(s.step);
        const next = this.env.get(variable);
        if (next?.kind !== 'scalar' || !isConstant(next.form)) return null;
        value = next.form.constant;
      }
    } finally {
      this.dry--;
      this.env = saved;
    }
  }

  /** The loop condition is a nonzero constant before the first iteration (`for (int i = 0; i < 4; i++)`). */
  private trueOnEntry(cond: Expr | null): boolean {
    if (!cond) return true;
    const saved = new Map(this.env);
    this.dry++;
    try {
      const value = this.scalar(cond);
      return isConstant(value) && value.constant !== 0;
    } finally {
      this.dry--;
      this.env = saved;
    }
  }

  /** Gives the carried variables new atoms; `steps` bound them by their initial value (monotone loops). */
  private widen(before: Map<Variable, Value>, carried: Variable[], isPerThread: (v: Variable) => boolean, steps: Map<Variable, number>): Map<Variable, number> {
    const atomsOf = new Map<Variable, number>();
    for (const v of carried) {
      const init = before.get(v)!;
      const perThread = isPerThread(v);
      if (init.kind === 'index') {
        this.env.set(v, { kind: 'index', comps: init.comps.map(() => atomForm(this.atoms.fresh(perThread))) });
        continue;
      }
      const step = steps.get(v);
      // A constant nonzero step: `for (int i = l; i < n; i += 256)` makes i = l + 256·k for the
      // iteration count k >= 0, so threads that start at different l (mod 256) never meet.
      const stepped = step !== undefined && step !== 0 ? add(init.form, scale(atomForm(this.atoms.fresh(perThread, 0)), step)!) : null;
      if (stepped) {
        this.env.set(v, { kind: 'scalar', form: stepped });
        continue;
      }
      const initConst = isConstant(init.form) ? init.form.constant : null;
      const id = this.atoms.fresh(perThread, step !== undefined && step >= 0 && initConst !== null ? initConst : lowestOf(v.type), step !== undefined && step <= 0 ? initConst : null);
      if (step !== undefined && initConst === null) {
        // Counting up from init: init <= v; down: v <= init.
        this.atoms.fact(id, step >= 0 ? subtract(init.form, atomForm(id)) : subtract(atomForm(id), init.form), 'le');
      }
      atomsOf.set(v, id);
      this.env.set(v, { kind: 'scalar', form: atomForm(id) });
    }
    return atomsOf;
  }

  /** One iteration: condition, body, step. Returns whether the condition is shared. */
  private iteration(s: Stmt & { kind: 'For' | 'While' | 'DoWhile' }): boolean {
    if (s.kind === 'DoWhile') {
      this.within(null, true, () => this.statement(s.body));
      return this.atoms.isShared(this.scalar(s.cond));
    }
    const cond = s.cond ? this.scalar(s.cond) : constant(1);
    const uniform = this.atoms.isShared(cond);
    this.within(s.cond ? this.guardOf(s.cond, true) : null, uniform, () => {
      this.statement(s.body);
      if (s.kind === 'For' && s.step) this.evaluate(s.step);
    });
    return uniform;
  }
}

/** `l op r` on 32-bit integer constants, with C++'s result (null where it is not defined). */
function fold(op: BinaryOp, l: number, r: number, operand: Type, result: Type): number | null {
  const unsigned = operand.kind === 'int' && !operand.signed;
  // 32-bit results (the caller checked): signed ones wrap like the hardware does (overflow is UB anyway).
  const wrap = (v: number) => (result.kind === 'int' && !result.signed ? v >>> 0 : v | 0);
  switch (op) {
    case '+': return wrap(l + r);
    case '-': return wrap(l - r);
    case '*': return wrap(Math.imul(l, r));
    case '/': return r === 0 ? null : wrap(Math.trunc(l / r));
    case '%': return r === 0 ? null : wrap(l % r);
    case '<<': return r < 0 || r > 31 ? null : wrap(l << r);
    case '>>': return r < 0 || r > 31 ? null : wrap(unsigned ? l >>> r : l >> r);
    case '&': return wrap(l & r);
    case '|': return wrap(l | r);
    case '^': return wrap(l ^ r);
    case '<': return l < r ? 1 : 0;
    case '<=': return l <= r ? 1 : 0;
    case '>': return l > r ? 1 : 0;
    case '>=': return l >= r ? 1 : 0;
    case '==': return l === r ? 1 : 0;
    case '!=': return l !== r ? 1 : 0;
    case ',': return r;
  }
}

/** Variables a statement assigns (directly, or through a member or element). */
function assignedIn(s: Stmt): Set<Variable> {
  const out = new Set<Variable>();
  forEachExprInStmt(s, (e) => noteAssigned(e, out));
  return out;
}

/** Variables an expression assigns. */
function assignedBy(e: Expr): Set<Variable> {
  const out = new Set<Variable>();
  forEachExpr(e, (x) => noteAssigned(x, out));
  return out;
}

function noteAssigned(e: Expr, out: Set<Variable>): void {
  const target = e.kind === 'Assign' ? e.target : e.kind === 'Unary' && e.op.length > 1 ? e.operand : null;
  const v = target && rootVariable(target);
  if (v) out.add(v);
}

/** The statement always ends in a `return`, `break`, `continue` or `throw`: nothing after it in its block runs. */
function leavesBlock(s: Stmt): boolean {
  if (s.kind === 'Return' || s.kind === 'Throw' || s.kind === 'Break' || s.kind === 'Continue') return true;
  return s.kind === 'Block' && s.statements.length > 0 && leavesBlock(s.statements[s.statements.length - 1]);
}

/** A `break`, `continue` or `return` of this loop body (not of a nested loop's). */
function exitsEarly(body: Stmt): boolean {
  let found = false;
  const visit = (s: Stmt, nested: boolean): void => {
    switch (s.kind) {
      case 'Break': case 'Continue': if (!nested) found = true; return;
      case 'Return': case 'Throw': found = true; return;
      case 'Block': s.statements.forEach((x) => visit(x, nested)); return;
      case 'If': visit(s.then, nested); if (s.otherwise) visit(s.otherwise, nested); return;
      case 'For': case 'While': case 'DoWhile': visit(s.body, true); return;
      // `break` in a switch leaves the switch; `continue` there continues this loop.
      case 'Switch': s.cases.forEach((c) => c.body.forEach((x) => (x.kind === 'Break' ? undefined : visit(x, nested)))); return;
      default: return;
    }
  };
  visit(body, false);
  return found;
}

/** The body waits at a barrier that fences tile_static memory on every path through it. */
function waitsEveryIteration(body: Stmt): boolean {
  if (body.kind === 'Block') return body.statements.some(waitsEveryIteration);
  return body.kind === 'ExprStmt' && body.expr.kind === 'Barrier' && body.expr.fence !== 'global';
}
