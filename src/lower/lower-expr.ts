/**
 * Expressions of amp code with their side effects taken out: an assignment, an increment or a
 * comma operator used as a value becomes statements before the statement that holds it, and the
 * expression reads what they left (the assigned object, or a temporary holding the old value).
 *
 *   a[i++] = x;        →  let i_old = i; i++; a[i_old] = x;
 *   x = y = 0;         →  y = 0; x = y;
 *   c && (n++ > 0)     →  var t0 = c; if (t0) { let n_old = n; n++; t0 = n_old > 0; }
 *
 * C++17's order is kept: an assignment's right operand runs before its left (`a[i] = i++` stores
 * to the new i), `a[b]` and `a << b` run left first, and `&&`, `||`, `?:` run an operand's side
 * effects only when C++ evaluates it. Where C++ leaves the order open (the operands of `+`, a
 * call's arguments) and a side effect touches what another operand reads, the program's result
 * depends on an order ampc would have to guess: that is refused.
 *
 * A compound assignment or increment WGSL's `op=` or `++` would compute differently becomes a
 * plain store (src/lower/compound.ts): `a[f(i)] *= 1.5` → `let a_idx = f(i); a[a_idx] = ...`.
 */
import { error, type Diagnostic } from '../diagnostics.js';
import type { Expr, Stmt, Variable } from '../sema/program.js';
import { hasStatementEffect, isIncrement, mayWrite, mentioned, readsOnly, writtenBy } from '../sema/side-effects.js';
import { boolType, isArithmetic } from '../sema/types.js';
import { childExprs, forEachExpr, forEachExprInStmt, rootVariable } from '../sema/walk.js';
import { chosenElement, distributeViewChoice, type Choice } from '../sema/view-choices.js';
import { childIsPlace, childrenInOrder, withChildren } from './children.js';
import { compoundAsStore, incrementAsCompound, keepsCompound, keepsIncrement } from './compound.js';
import { assign, declare, exprStmt, Temporaries, varRef } from './temporaries.js';

export class ExprLowering {
  /** The memory the kernel being lowered uses atomically (src/sema/kernel-memory.ts); none in an amp function. */
  atomics: ReadonlySet<Variable> = new Set();
  /**
   * Whether the temporaries made now are assigned where they are declared (`let`), or, in a `for`
   * step, declared before the loop and assigned on each step.
   */
  private constantTemporaries = true;
  /**
   * Whether a call's scalar arguments are evaluated in g++'s order, as the host evaluates them
   * (src/sema/argument-order.ts): in kernels and restrict(amp) functions. A restrict(amp, cpu)
   * function's host body keeps the order as written, so there an order that shows is refused.
   */
  gccArgumentOrder = true;
  /** Conditionals made from a view chosen by `?:` (src/sema/view-choices.ts): always an `if`, never WGSL's `select`. */
  private readonly branches = new WeakSet<Expr>();
  /**
   * Whether a `?:` whose branch reads memory by index (`readsByIndex`) stays WGSL's `select`: in
   * the condition of a statement that waits at a barrier, which WGSL must prove uniform, and in
   * the step of such a loop (lower-stmt.ts). The printer makes that condition's own loads
   * provable (emit-wgsl.ts `condition`), which an `if` assigning a temporary before the statement
   * would undo (lower-stmt.ts `checkUniformPrelude`). There the load may be out of bounds, which
   * WebGPU's robust access makes a load of some value of the buffer or array, never a trap (Dawn
   * clamps the index), and select discards it.
   */
  keepsGuardedSelects = false;

  constructor(
    private readonly temps: Temporaries,
    private readonly diagnostics: Diagnostic[],
  ) {}

  refuse(message: string, at: { span: Expr['span'] }): void {
    this.diagnostics.push(error('unsupported', message, at.span));
  }

  /** `e` evaluated for its side effects only (a statement, a `for` step): its statements appended to `out`. */
  effect(e: Expr, out: Stmt[]): void {
    const chosen = this.viewChoice(e, out);
    if (chosen) return this.effect(chosen, out);
    switch (e.kind) {
      case 'Binary':
        if (e.op !== ',') break;
        this.effect(e.left, out);
        this.effect(e.right, out);
        return;
      case 'Convert':
        // `(void)(x = 1)`: the cast throws the value away; so does converting a number nobody reads
        // (`k > 0 && k--` converts `k--` to bool).
        if (e.type.kind === 'void' || (isArithmetic(e.type) && isArithmetic(e.operand.type))) return this.effect(e.operand, out);
        break;
      case 'Assign':
        out.push(exprStmt(this.assignment(e, out)));
        return;
      case 'Unary':
        if (!isIncrement(e)) break;
        out.push(exprStmt(this.increment(e, this.place(e.operand, out), out).step));
        return;
      case 'Logical': {
        if (!hasStatementEffect(e.right)) break;
        // `a && b;`: b's effects run only when a holds (`||`: when it does not).
        const cond = this.value(e.left, out);
        const then: Stmt[] = [];
        this.effect(e.right, then);
        out.push(ifStmt(e.op === '&&' ? cond : not(cond), then, null, e));
        return;
      }
      case 'Conditional': {
        if (!mayWrite(e.then) && !mayWrite(e.otherwise)) break;
        const cond = this.value(e.cond, out);
        const then: Stmt[] = [];
        const otherwise: Stmt[] = [];
        this.effect(e.then, then);
        this.effect(e.otherwise, otherwise);
        out.push(ifStmt(cond, then, otherwise, e));
        return;
      }
      default:
        break;
    }
    const v = this.value(e, out);
    if (!readsOnly(v)) out.push(exprStmt(v));
  }

  /** A temporary of the lowering's own (`first`), assigned where `constant` is false. */
  temporary(name: string, type: Expr['type'], span: Expr['span'], constant: boolean): Variable {
    return this.temps.fresh(name, type, span, constant);
  }

  /**
   * `e` evaluated for its side effects, as in `effect`, with the temporaries it needs assignable:
   * a `for` step declares them before the loop and assigns them on each step.
   */
  reassignableEffect(e: Expr, out: Stmt[]): void {
    const saved = this.constantTemporaries;
    this.constantTemporaries = false;
    try {
      this.effect(e, out);
    } finally {
      this.constantTemporaries = saved;
    }
  }

  /** `e` used as a value: the statements its side effects need appended to `out`, and what is left to read. */
  value(e: Expr, out: Stmt[]): Expr {
    if (!hasStatementEffect(e) && !this.branches.has(e) && !this.guardsReads(e)) {
      this.refuseCallWritesInOpenOrder(e);
      return e;
    }
    const chosen = this.viewChoice(e, out);
    if (chosen) {
      // Only the chosen view is read: an `if`, since WGSL's select would read both, out of bounds too.
      this.branches.add(chosen);
      return this.value(chosen, out);
    }
    switch (e.kind) {
      case 'Binary':
        if (e.op !== ',') return this.children(e, out);
        this.effect(e.left, out);
        return this.value(e.right, out);
      case 'Assign':
        return this.sideEffect(e, out);
      case 'Unary':
        return isIncrement(e) ? this.sideEffect(e, out) : this.children(e, out);
      case 'Logical': {
        const left = this.value(e.left, out);
        const rightOut: Stmt[] = [];
        const right = this.value(e.right, rightOut);
        if (rightOut.length === 0) return withChildren(e, [left, right])!;
        // The right operand's statements run only when C++ evaluates it.
        const t = this.temps.fresh(null, boolType, e.span, false);
        out.push(declare(t, left, e.span));
        out.push(ifStmt(e.op === '&&' ? varRef(t, e.span) : not(varRef(t, e.span)), [...rightOut, exprStmt(assign(varRef(t, e.span), right, e.span))], null, e));
        return varRef(t, e.span);
      }
      case 'Conditional': {
        const cond = this.value(e.cond, out);
        const thenOut: Stmt[] = [];
        const otherwiseOut: Stmt[] = [];
        const then = this.value(e.then, thenOut);
        const otherwise = this.value(e.otherwise, otherwiseOut);
        const guards = !this.keepsGuardedSelects && (readsByIndex(then) || readsByIndex(otherwise));
        if (!this.branches.has(e) && !guards && thenOut.length === 0 && otherwiseOut.length === 0 && !mayWrite(then) && !mayWrite(otherwise)) return withChildren(e, [cond, then, otherwise])!;
        // A kernel's pointer is an index into the one array its initialiser names (src/codegen/wgsl/pointers.ts).
        if (e.type.kind === 'pointer') {
          this.refuse('a side effect in a branch of a conditional expression of pointer type is not supported by ampc in kernels', e);
          return e;
        }
        // Only the branch C++ evaluates runs its side effects or calls, or reads memory (WGSL's select evaluates both).
        const t = this.temps.fresh(null, e.type, e.span, false);
        out.push(declare(t, null, e.span));
        out.push(ifStmt(cond, [...thenOut, exprStmt(assign(varRef(t, e.span), then, e.span))], [...otherwiseOut, exprStmt(assign(varRef(t, e.span), otherwise, e.span))], e));
        return varRef(t, e.span);
      }
      default:
        return this.children(e, out);
    }
  }

  /**
   * `(c ? a : b)[i]` read, assigned or incremented: the access on each view (src/sema/view-choices.ts),
   * with the assigned value evaluated first, as C++17 does, and once.
   */
  private viewChoice(e: Expr, out: Stmt[]): Choice | null {
    const chosen = distributeViewChoice(e);
    if (!chosen || e.kind !== 'Assign') return chosen;
    const then = chosen.then as Extract<Expr, { kind: 'Assign' }>;
    const otherwise = chosen.otherwise as Extract<Expr, { kind: 'Assign' }>;
    let value = this.value(e.value, out);
    // Each branch reads the value after the condition and the subscripts: kept first where they could change it.
    if (value.kind !== 'Const' && (!readsOnly(value) || mayWrite(chosen.cond) || mayWrite(then.target) || mayWrite(otherwise.target))) value = this.spill(value, out);
    return { ...chosen, then: { ...then, value }, otherwise: { ...otherwise, value } };
  }

  /** `e` used as an object (assigned, incremented, bound to a reference, indexed): the object, with its side effects done. */
  place(e: Expr, out: Stmt[]): Expr {
    if (!hasStatementEffect(e) && !this.guardsReads(e)) return e;
    // kernel-support.ts refuses a reference or pointer to an element of a view chosen by `?:` first.
    if (chosenElement(e) || distributeViewChoice(e)) {
      this.refuse("a reference or pointer to an element of a view chosen by '?:' is not supported by ampc in kernels", e);
      return e;
    }
    switch (e.kind) {
      case 'Assign': return this.sideEffect(e, out);
      // `*p++`: a post-increment's value (the old pointer) is what is indexed.
      case 'Unary': return isIncrement(e) ? this.sideEffect(e, out) : this.children(e, out);
      case 'Binary':
        if (e.op !== ',') return this.children(e, out);
        this.effect(e.left, out);
        return this.place(e.right, out);
      case 'Conditional':
        this.refuse('a conditional expression with side effects in its operands, used as an object (assigned, incremented or bound to a reference), is not supported by ampc in kernels', e);
        return e;
      default:
        return this.children(e, out);
    }
  }

  /** Whether `e` holds a `?:` that must be an `if` because a branch reads memory by index (`readsByIndex`). */
  private guardsReads(e: Expr): boolean {
    return !this.keepsGuardedSelects && guardsReads(e);
  }

  /** An assignment or an increment used as a value or an object. */
  private sideEffect(e: Expr, out: Stmt[]): Expr {
    if (e.kind === 'Assign') {
      const done = this.assignment(e, out);
      const target = done.kind === 'Assign' ? done.target : e.target;
      // The assigned object is read again afterwards: its subscripts are computed once, before.
      const stable = this.stable(target, out, (x) => !readsOnly(x));
      if (stable !== target && done.kind === 'Assign') {
        out.push(exprStmt({ ...done, target: stable }));
      } else out.push(exprStmt(done));
      return stable;
    }
    if (e.kind !== 'Unary') return e;
    const { place, step } = this.increment(e, this.stable(this.place(e.operand, out), out, (x) => !readsOnly(x)), out);
    if (e.op === 'pre++' || e.op === 'pre--') {
      out.push(exprStmt(step));
      return place;
    }
    // `i++`: the value is the one read before the increment.
    const root = namedBy(place);
    const old = this.temps.fresh(root ? `${root.name}_old` : 'old', e.type, e.span, this.constantTemporaries);
    out.push(declare(old, place, e.span), exprStmt(step));
    return varRef(old, e.span);
  }

  /**
   * The statement that increments `place` (already lowered): `i++` where WGSL's means C++'s, else
   * a compound assignment (src/lower/compound.ts), with the object it changes.
   */
  private increment(e: Extract<Expr, { kind: 'Unary' }>, place: Expr, out: Stmt[]): { place: Expr; step: Expr } {
    if (keepsIncrement(place, this.atomics)) return { place, step: withChildren(e, [place])! };
    const step = this.compound(incrementAsCompound(e, place), out);
    return { place: step.target, step };
  }

  /**
   * A compound assignment whose operands are lowered: itself where WGSL's `op=` means C++'s, else
   * the store `t = T(C(t) op v)` (src/lower/compound.ts), whose target is read twice, so a
   * subscript that may write or reads memory is computed once, before (`a[f(i)] += 2.5` →
   * `let a_idx = f(i); a[a_idx] = ...`).
   */
  private compound(e: Extract<Expr, { kind: 'Assign' }>, out: Stmt[]): Extract<Expr, { kind: 'Assign' }> {
    const op = e.op;
    if (op === null || keepsCompound(e.target, op, e.value, this.atomics)) return e;
    const root = namedBy(e.target);
    const target = this.stable(e.target, out, (x) => !readsOnly(x) || readsMemory(x), root ? `${root.name}_idx` : null);
    return compoundAsStore({ ...e, op, target });
  }

  /** `target = value` (or `op=`) with its operands' side effects in `out`: the right operand's first (C++17). */
  private assignment(e: Extract<Expr, { kind: 'Assign' }>, out: Stmt[]): Expr {
    const valueOut: Stmt[] = [];
    let value = this.value(e.value, valueOut);
    const targetOut: Stmt[] = [];
    const target = this.place(e.target, targetOut);
    // What the right operand computed is kept before the left operand's side effects change what it read.
    const written = writtenBy(targetOut);
    if (written.size > 0 && mentioned(value, written)) value = this.spill(value, valueOut);
    // A compound assignment made a store evaluates the right operand first, as C++17 does, also
    // where it may write what the target reads.
    if (e.op !== null && !keepsCompound(target, e.op, value, this.atomics) && !readsOnly(value)) value = this.spill(value, valueOut);
    out.push(...valueOut, ...targetOut);
    return this.compound(withChildren(e, [target, value]) as Extract<Expr, { kind: 'Assign' }>, out);
  }

  /**
   * `g(j, twice(j), j + 2)` with `int twice(int& x)`: a call writes through a reference what another
   * operand reads, in an order C++ leaves open. g++ evaluates these arguments right to left and WGSL
   * left to right, and nothing here is lowered (no operand has a side effect of its own), so the
   * order that shows is refused, as it is for `f(i, i++)` where it cannot be made g++'s.
   */
  private refuseCallWritesInOpenOrder(e: Expr): void {
    // Per node of `e`, found once, bottom up: the variables the calls inside it pass to non-const
    // reference parameters, and the variables it names in the order a pre-order walk meets them
    // (a Set keeps that order; `mentioned` reports the first). Walking each operand's subtree again
    // at every node made this quadratic in the nesting depth; now it is linear in the size of `e`
    // (times the variables it names).
    const written = new Map<Expr, Set<Variable>>();
    const named = new Map<Expr, Set<Variable>>();
    const find = (x: Expr): void => {
      const w = new Set<Variable>();
      const n = new Set<Variable>(x.kind === 'VarRef' ? [x.variable] : []);
      if (x.kind === 'Call') {
        x.args.forEach((a, i) => {
          const p = x.callee.params[i];
          const v = p?.isReference && !p.isConst ? rootVariable(a) : null;
          if (v) w.add(v);
        });
      }
      for (const c of childExprs(x)) {
        find(c);
        for (const v of written.get(c)!) w.add(v);
        for (const v of named.get(c)!) n.add(v);
      }
      written.set(x, w);
      named.set(x, n);
    };
    find(e);
    let refused = false;
    forEachExpr(e, (x) => {
      if (refused || childrenInOrder(x) || x.kind === 'Logical' || x.kind === 'Conditional' || (x.kind === 'Binary' && x.op === ',')) return;
      const kids = childExprs(x);
      for (let k = 0; k < kids.length && !refused; k++) {
        const w = written.get(kids[k]!)!;
        if (w.size === 0) continue;
        for (let j = 0; j < kids.length && !refused; j++) {
          const v = j === k ? undefined : [...named.get(kids[j]!)!].find((n) => w.has(n));
          if (!v) continue;
          this.refuse(`a call that modifies '${v.name}' through a reference where another operand of the same expression also reads or modifies it, in an order C++ leaves unspecified, is not supported by ampc in kernels`, x);
          refused = true;
        }
      }
    });
  }

  /**
   * The children of `e` lowered, in C++'s order. Where the order is C++'s (`a[b]`), a child read
   * before a later child's side effects is kept in a temporary first; where it is open (`a + b`, a
   * call's arguments), a side effect on what another child names is refused.
   */
  private children(e: Expr, out: Stmt[]): Expr {
    const ordered = e.kind === 'Call' && this.gccArgumentOrder ? this.callInGccOrder(e, out) : null;
    if (ordered) return ordered;
    const kids = childExprs(e);
    const outs: Stmt[][] = [];
    const results = kids.map((k, i) => {
      const o: Stmt[] = [];
      outs.push(o);
      return childIsPlace(e, i) ? this.place(k, o) : this.value(k, o);
    });
    const inOrder = childrenInOrder(e);
    for (let k = 0; k < kids.length; k++) {
      if (outs[k]!.length === 0) continue;
      const written = writtenBy(outs[k]!);
      for (let j = 0; j < kids.length; j++) {
        if (j === k) continue;
        if (!inOrder) {
          const v = mentioned(kids[j]!, written);
          if (v && !distinctConstantElements(v, outs[k]!, kids[j]!)) {
            this.refuse(`modifying '${v.name}' where another operand of the same expression also reads or modifies it, in an order C++ leaves unspecified or undefined, is not supported by ampc`, e);
            return e;
          }
        } else if (j < k && mentioned(results[j]!, written)) {
          results[j] = childIsPlace(e, j)
            ? this.stable(results[j]!, outs[j]!, (x) => mentioned(x, written) !== null)
            : this.spill(results[j]!, outs[j]!);
        }
      }
    }
    const rebuilt = withChildren(e, results);
    if (!rebuilt) {
      this.refuse('a side effect (an assignment, an increment or a comma operator) inside this expression is not supported by ampc in kernels', e);
      return e;
    }
    for (const o of outs) out.push(...o);
    return rebuilt;
  }

  /**
   * `f(i, i++)`: a call whose arguments are scalars taken by value, evaluated in the order the host
   * evaluates them (src/sema/argument-order.ts, g++'s): each argument that is not a variable or a
   * constant computed into a temporary, last first, and the variables read at the call, after
   * every argument's side effects. Null where the host keeps the order as written (a method, an
   * argument of class type or bound to a non-const reference), which `children` then checks.
   */
  private callInGccOrder(e: Extract<Expr, { kind: 'Call' }>, out: Stmt[]): Expr | null {
    if (e.callee.member || e.args.length < 2 || !e.args.some(hasStatementEffect)) return null;
    const byValueScalar = (a: Expr, i: number) => {
      const p = e.callee.params[i];
      return isArithmetic(a.type) && p !== undefined && (!p.isReference || p.isConst);
    };
    if (!e.args.every(byValueScalar)) return null;
    const args = [...e.args];
    for (let i = args.length - 1; i >= 0; i--) {
      const a = args[i]!;
      if (a.kind === 'Const' || a.kind === 'VarRef') continue;
      const value = this.value(a, out);
      args[i] = value.kind === 'Const' ? value : this.spill(value, out);
    }
    return { ...e, args };
  }

  /** A value computed now into a `let` temporary (named `name`, or `t0`...), read later. */
  private spill(value: Expr, out: Stmt[], name: string | null = null): Expr {
    const t = this.temps.fresh(name, value.type, value.span, this.constantTemporaries);
    out.push(declare(t, value, value.span));
    return varRef(t, value.span);
  }

  /** An object whose subscripts `unstable` says may change (or run code) computed now, into temporaries. */
  private stable(place: Expr, out: Stmt[], unstable: (e: Expr) => boolean, name: string | null = null): Expr {
    const sub = (x: Expr) => (unstable(x) ? this.spill(x, out, name) : x);
    switch (place.kind) {
      case 'Element': return withChildren(place, [this.stable(place.object, out, unstable, name), sub(place.index)])!;
      case 'Field': return withChildren(place, [this.stable(place.object, out, unstable, name)])!;
      case 'Component': return withChildren(place, [this.stable(place.object, out, unstable, name), sub(place.dim)])!;
      case 'ViewElement': return withChildren(place, [place.view, ...childExprs(place).slice(1).map(sub)])!;
      default: return place;
    }
  }
}

/** The variable a temporary about `place` is named after: the array, object or view it lies in. */
function namedBy(place: Expr): Variable | null {
  return place.kind === 'ViewElement' && place.view.kind === 'VarRef' ? place.view.variable : rootVariable(place);
}

/**
 * Whether `e`, a branch of `?:`, reads memory at an index that may be out of bounds: an element
 * of a view, of an array at an index that is not a constant within it, or through a pointer. C++
 * evaluates only the chosen branch (`i < n ? a[i] : 0` never reads `a[n]`); WGSL's `select`
 * evaluates both, and an out-of-bounds access is a dynamic error there (wgsl.bs, "Out-of-Bounds
 * Access": a trap, or a load of any value). Such a `?:` is an `if`. A call is one already
 * (`mayWrite`: it may also loop, or read out of bounds itself). Constants, locals, arithmetic
 * stay a `select`, as a person writes it: they cannot fail (integer division by zero is defined
 * in WGSL, `x / 0` is `x`, and a constant one is folded before). `&&` and `||` need nothing:
 * WGSL's short-circuit (wgsl.bs, "short-circuiting and": evaluates e2 only if e1 is true).
 */
export function readsByIndex(e: Expr): boolean {
  let found = false;
  forEachExpr(e, (x) => {
    if (x.kind === 'ViewElement') found = true;
    if (x.kind !== 'Element') return;
    const t = x.object.type;
    const index = x.index.kind === 'Const' ? Number(x.index.value) : null;
    if (t.kind !== 'array' || t.length === null || index === null || index < 0 || index >= t.length) found = true;
  });
  return found;
}

/** Whether `e` holds a `?:` with a branch that `readsByIndex`. */
export function guardsReads(e: Expr): boolean {
  let found = false;
  forEachExpr(e, (x) => {
    if (x.kind === 'Conditional' && (readsByIndex(x.then) || readsByIndex(x.otherwise))) found = true;
  });
  return found;
}

/** Whether evaluating `e` loads from a view's buffer: worth doing once where a target's subscript is read twice. */
function readsMemory(e: Expr): boolean {
  let found = false;
  forEachExpr(e, (x) => {
    if (x.kind === 'ViewElement') found = true;
  });
  return found;
}

function not(e: Expr): Expr {
  return { kind: 'Unary', op: '!', operand: e, type: boolType, span: e.span };
}

function ifStmt(cond: Expr, then: Stmt[], otherwise: Stmt[] | null, at: { span: Expr['span'] }): Stmt {
  const block = (statements: Stmt[]): Stmt => ({ kind: 'Block', statements, span: at.span });
  return { kind: 'If', cond, then: block(then), otherwise: otherwise && otherwise.length > 0 ? block(otherwise) : null, span: at.span };
}

/**
 * `a[0]++ + a[1]` of a local array `v`: every write `statements` make to `v` is to an element at
 * a constant index, and `other` reads `v` only at other constant indices. Distinct objects: the
 * order C++ leaves open cannot show. (Where an index is not a constant, `a[i]++ + a[j]` may have
 * i == j, which is undefined: refused, as ampc cannot tell.)
 */
function distinctConstantElements(v: Variable, statements: readonly Stmt[], other: Expr): boolean {
  if (v.type.kind !== 'array') return false;
  const constantIndex = (e: Expr): string | null =>
    (e.kind === 'Element' && e.object.kind === 'VarRef' && e.object.variable === v && e.index.kind === 'Const' ? String(e.index.value) : null);
  const written = new Set<string>();
  let elementsOnly = true;
  const write = (target: Expr) => {
    if (rootVariable(target) !== v) return;
    const index = constantIndex(target);
    if (index === null) elementsOnly = false;
    else written.add(index);
  };
  for (const s of statements) {
    forEachExprInStmt(s, (e) => {
      if (e.kind === 'Assign') write(e.target);
      else if (isIncrement(e)) write(e.operand);
      else if (e.kind === 'AddressOf' || e.kind === 'Call') elementsOnly = false;
    });
  }
  if (!elementsOnly || written.size === 0) return false;
  const readsOthers = (e: Expr): boolean => {
    const index = constantIndex(e);
    if (index !== null) return !written.has(index);
    if (e.kind === 'VarRef' && e.variable === v) return false;
    return childExprs(e).every(readsOthers);
  };
  return readsOthers(other);
}
