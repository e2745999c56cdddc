/**
 * Statements of amp code with the side effects of their expressions hoisted (lower-expr.ts) and
 * their switch cases made not to fall through (fallthrough.ts). A condition whose side effects
 * were hoisted runs them again on every iteration, `continue` included:
 *
 *   while (i++ < n) body      →  loop { let i_old = i; i++; if (!(i_old < n)) { break; } body }
 *   for (...; c; ...) body    →  for (...; ; ...) { hoisted; if (!c) { break; } body }
 *
 * and a `for` step's statements stay in the step (WGSL's `continuing`), its temporaries declared
 * before the loop. A step that needs an `if` (`i++, c && k--`), and a do-while condition with side
 * effects whose body uses `continue`, run at the top of every iteration but the first instead
 * (`betweenIterations`). A statement with nothing to lower is returned itself.
 */
import type { Block, Expr, Stmt } from '../sema/program.js';
import { firstBarrierIn } from '../sema/rules/amp-rules.js';
import { boolType } from '../sema/types.js';
import { hasStatementEffect, mayWrite } from '../sema/side-effects.js';
import { forEachExpr, forEachExprInStmt } from '../sema/walk.js';
import { withoutFallthrough } from './fallthrough.js';
import { readsByIndex, type ExprLowering } from './lower-expr.js';
import { assign, declare } from './temporaries.js';

export class StmtLowering {
  constructor(private readonly exprs: ExprLowering) {}

  block(b: Block): Block {
    const statements = b.statements.flatMap((s) => this.stmt(s));
    return same(statements, b.statements) ? b : { ...b, statements };
  }

  stmt(s: Stmt): Stmt[] {
    switch (s.kind) {
      case 'Block':
        return [this.block(s)];
      case 'VarDecl': {
        if (!s.init) return [s];
        const out: Stmt[] = [];
        const v = s.variable;
        if (v.type.kind === 'arrayView' || v.type.kind === 'ampArray') {
          // A view local names its view by its initialiser (Variable.ampViewSource), read where it is used.
          if (this.exprs.value(s.init, out) !== s.init) this.exprs.refuse('a side effect in the initialiser of a view variable is not supported by ampc in kernels', s.init);
          return [s];
        }
        const init = v.isReference && !v.isConst ? this.exprs.place(s.init, out) : this.exprs.value(s.init, out);
        return init === s.init ? [s] : [...out, { ...s, init }];
      }
      case 'ExprStmt': {
        const out: Stmt[] = [];
        this.exprs.effect(s.expr, out);
        const only = out[0];
        if (out.length === 1 && only?.kind === 'ExprStmt' && only.expr === s.expr) return [s];
        // The statement that is left of it is the statement, with its span (`;` included).
        const last = out[out.length - 1];
        if (last?.kind === 'ExprStmt') out[out.length - 1] = { ...last, span: s.span };
        return out;
      }
      case 'If': {
        const out: Stmt[] = [];
        const cond = this.condition(s, s.cond, out);
        this.checkUniformPrelude(s, out, s.cond);
        const then = one(this.stmt(s.then), s.then);
        const otherwise = s.otherwise ? one(this.stmt(s.otherwise), s.otherwise) : null;
        if (cond === s.cond && then === s.then && otherwise === s.otherwise) return [s];
        return [...out, { ...s, cond, then, otherwise }];
      }
      case 'While': case 'DoWhile': {
        const prelude: Stmt[] = [];
        const cond = this.condition(s, s.cond, prelude);
        this.checkUniformPrelude(s, prelude, s.cond);
        const body = one(this.stmt(s.body), s.body);
        if (prelude.length === 0) return [cond === s.cond && body === s.body ? s : { ...s, cond, body }];
        const test = [...prelude, breakUnless(cond)];
        if (s.kind === 'While') return [{ kind: 'While', cond: trueConst(s.cond), body: { kind: 'Block', statements: [...test, ...inline(body)], span: s.body.span }, span: s.span }];
        // A do-while's condition statements run after the body, where `continue` would skip them:
        // at the top of the next iteration instead.
        if (continuesThisLoop(s.body)) return this.betweenIterations(s, [], test, [], body, s.cond);
        return [{ kind: 'While', cond: trueConst(s.cond), body: { kind: 'Block', statements: [...inline(body), ...test], span: s.body.span }, span: s.span }];
      }
      case 'For':
        return this.forLoop(s);
      case 'Switch': {
        const out: Stmt[] = [];
        const cond = this.condition(s, s.cond, out);
        this.checkUniformPrelude(s, out, s.cond);
        const lowered = s.cases.map((c) => {
          const body = c.body.flatMap((x) => this.stmt(x));
          return same(body, c.body) ? c : { ...c, body };
        });
        const cases = withoutFallthrough(lowered, s.span);
        if (cond === s.cond && same(cases, s.cases)) return [s];
        return [...out, { ...s, cond, cases: [...cases] }];
      }
      case 'Return': {
        if (!s.value) return [s];
        const out: Stmt[] = [];
        const value = this.exprs.value(s.value, out);
        return value === s.value ? [s] : [...out, { ...s, value }];
      }
      case 'Break': case 'Continue': case 'Try': case 'Throw': case 'Goto': case 'Label':
        return [s];
    }
  }

  /**
   * The condition of `s` lowered. Where `s` waits at a barrier, a `?:` in it that reads memory by
   * index stays WGSL's `select` (lower-expr.ts `keepsGuardedSelects`), for WGSL to prove it uniform.
   */
  private condition(s: Stmt, cond: Expr, out: Stmt[]): Expr {
    const saved = this.exprs.keepsGuardedSelects;
    this.exprs.keepsGuardedSelects = firstBarrierIn(s) !== null;
    try {
      return this.exprs.value(cond, out);
    } finally {
      this.exprs.keepsGuardedSelects = saved;
    }
  }

  /**
   * A statement that waits at a barrier needs a condition WGSL can prove uniform. The printer makes
   * the condition's own loads of tile_static and buffer memory provable (workgroupUniformLoad, a
   * broadcast), but not loads hoisted out of it into statements (`while ((x = sh[0]) > 0)`), nor
   * those of a loop condition that needs statements before it (`while (sh[0] > x++)`): WGSL
   * would reject the shader when the program runs, so such a condition is refused here.
   */
  private checkUniformPrelude(s: Stmt, prelude: readonly Stmt[], cond: Expr): void {
    if (prelude.length === 0 || firstBarrierIn(s) === null) return;
    let readsMemory = false;
    const visit = (e: Expr) => {
      if (e.kind === 'ViewElement' || e.kind === 'Call' || (e.kind === 'VarRef' && (e.variable.storage === 'tileStatic' || e.variable.storage === 'global'))) readsMemory = true;
    };
    for (const x of prelude) forEachExprInStmt(x, visit);
    // A loop's condition's own loads too: with a prelude, it becomes an `if (!c) { break; }` inside
    // the loop (`while (sh[0] > x++)`), a statement with no barrier of its own, whose loads the
    // printer leaves plain. (An `if` or `switch` keeps its condition, and the barrier in it.)
    if (s.kind === 'While' || s.kind === 'DoWhile' || s.kind === 'For') forEachExpr(cond, visit);
    if (readsMemory) this.exprs.refuse('a condition with side effects that reads tile_static or array memory, in a statement that waits at a barrier, is not supported by ampc in kernels', cond);
  }

  private forLoop(s: Extract<Stmt, { kind: 'For' }>): Stmt[] {
    const init = s.init ? this.stmt(s.init) : [];
    const prelude: Stmt[] = [];
    const cond = s.cond ? this.condition(s, s.cond, prelude) : null;
    if (s.cond) this.checkUniformPrelude(s, prelude, s.cond);
    const body = one(this.stmt(s.body), s.body);
    const before: Stmt[] = [];
    // In a loop that waits at a barrier, a step's `?:` that reads by index stays a select: an `if`
    // would need the step run between iterations, which such a loop cannot (`betweenIterations`).
    const saved = this.exprs.keepsGuardedSelects;
    this.exprs.keepsGuardedSelects = firstBarrierIn(s) !== null;
    let lowered: ReturnType<StmtLowering['step']>;
    try {
      lowered = s.step ? this.step(s.step, before) : { expr: null };
    } finally {
      this.exprs.keepsGuardedSelects = saved;
    }
    if ('statements' in lowered) {
      const top = cond === null ? prelude : [...prelude, breakUnless(cond)];
      // `int i = 0, j = n;` is a block of declarations, whose names the loop sees.
      const initList = init.length === 1 && init[0]!.kind === 'Block' && s.init?.kind === 'Block' ? init[0]!.statements : init;
      return this.betweenIterations(s, initList, lowered.statements, top, body, s.step!);
    }
    const step = lowered.expr;
    const sameInit = s.init === null || (init.length === 1 && init[0] === s.init);
    if (sameInit && prelude.length === 0 && cond === s.cond && body === s.body && step === s.step) return [s];
    // The init's statements and the step's temporaries are the loop's init: their names end with the loop.
    const initStmts = [...(s.init && s.init.kind === 'Block' && sameInit ? s.init.statements : init), ...before];
    const newInit: Stmt | null = sameInit && before.length === 0 ? s.init : initStmts.length === 1 ? initStmts[0]! : initStmts.length > 0 ? { kind: 'Block', statements: initStmts, span: s.init?.span ?? s.span } : null;
    return [{
      ...s,
      init: newInit,
      cond: prelude.length === 0 ? cond : null,
      step,
      body: prelude.length === 0 ? body : { kind: 'Block', statements: [...prelude, breakUnless(cond!), ...inline(body)], span: s.body.span },
    }];
  }

  /**
   * A `for` step as one expression the printer writes into the loop's `continuing`: its
   * statements joined by commas, each temporary declared (uninitialised) in `before` and assigned
   * in the step. A step whose effects run conditionally (`&&`, `?:`) needs an `if`, which an
   * expression cannot hold: its statements are returned instead.
   */
  private step(step: Expr, before: Stmt[]): { expr: Expr | null } | { statements: Stmt[] } {
    const out: Stmt[] = [];
    if (runsEffectsConditionally(step, !this.exprs.keepsGuardedSelects)) {
      this.exprs.effect(step, out);
      return { statements: out };
    }
    this.exprs.reassignableEffect(step, out);
    if (out.length === 1 && out[0]!.kind === 'ExprStmt' && out[0]!.expr === step) return { expr: step };
    const parts: Expr[] = [];
    const declared: Stmt[] = [];
    for (const x of out) {
      if (x.kind === 'ExprStmt') parts.push(x.expr);
      else if (x.kind === 'VarDecl' && x.init && x.variable.type.kind === 'pointer') {
        // A kernel's pointer is an index into the one array its initialiser names (src/codegen/wgsl/pointers.ts).
        this.exprs.refuse("a pointer's old value used in a for loop's step is not supported by ampc in kernels", step);
        return { expr: step };
      } else if (x.kind === 'VarDecl' && x.init) {
        // The lowering's own temporary (made assignable): assigned on each step rather than declared there.
        declared.push(declare(x.variable, null, x.span));
        parts.push(assign({ kind: 'VarRef', variable: x.variable, type: x.variable.type, span: x.span }, x.init, x.span));
      } else {
        throw new Error(`a for step lowered into a '${x.kind}' statement: runsEffectsConditionally should have said so`);
      }
    }
    before.push(...declared);
    if (parts.length === 0) return { expr: null };
    return { expr: parts.reduce((left, right) => ({ kind: 'Binary', op: ',', left, right, type: right.type, span: step.span })) };
  }

  /**
   * A loop whose statements between two iterations (a `for` step that needs an `if`, a do-while
   * condition with side effects in a body that uses `continue`) cannot be a `for` step: they run
   * at the top of every iteration but the first, where `continue` leads too.
   *
   *   for (init; c; k > 0 ? i++ : j++) body   →  { init; var first = true;
   *                                                  while (true) { if (!first) { between } first = false; top; body } }
   *
   * `between` is the step's statements (a do-while's condition and its `break`), `top` the
   * condition's (nothing, for a do-while). A loop that waits at a barrier is refused: WGSL could
   * not prove the flag's branch uniform.
   */
  private betweenIterations(s: Stmt, init: readonly Stmt[], between: Stmt[], top: Stmt[], body: Stmt, at: Expr): Stmt[] {
    if (firstBarrierIn(s) !== null) {
      this.exprs.refuse(s.kind === 'DoWhile'
        ? "a do-while condition with side effects, in a loop whose body uses 'continue' and waits at a barrier, is not supported by ampc in kernels"
        : "a side effect that runs only under a condition ('&&', '||' or '?:') in the step of a for loop that waits at a barrier is not supported by ampc in kernels", at);
      return [s];
    }
    const first = this.exprs.temporary('first', boolType, at.span, false);
    const flag: Expr = { kind: 'VarRef', variable: first, type: boolType, span: at.span };
    const falseConst: Expr = { kind: 'Const', value: false, type: boolType, span: at.span };
    const loopBody: Stmt[] = [
      { kind: 'If', cond: { kind: 'Unary', op: '!', operand: flag, type: boolType, span: at.span }, then: { kind: 'Block', statements: between, span: at.span }, otherwise: null, span: at.span },
      { kind: 'ExprStmt', expr: assign(flag, falseConst, at.span), span: at.span },
      ...top,
      ...inline(body),
    ];
    return [{
      kind: 'Block',
      statements: [...init, declare(first, trueConst(at), at.span), { kind: 'While', cond: trueConst(at), body: { kind: 'Block', statements: loopBody, span: body.span }, span: s.span }],
      span: s.span,
    }];
  }
}

/** Whether `e`'s side effects (or a `?:` branch's reads by index) run under a condition (`&&`, `||`, `?:`), which the lowering writes as an `if`. */
function runsEffectsConditionally(e: Expr, guardsReads: boolean): boolean {
  let found = false;
  forEachExpr(e, (x) => {
    if ((x.kind === 'Logical' && hasStatementEffect(x.right)) || (x.kind === 'Conditional' && (mayWrite(x.then) || mayWrite(x.otherwise) || (guardsReads && (readsByIndex(x.then) || readsByIndex(x.otherwise)))))) found = true;
  });
  return found;
}

function same<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** One statement for a place that holds one: a lowered statement's statements in a block. */
function one(statements: Stmt[], original: Stmt): Stmt {
  if (statements.length === 1) return statements[0]!;
  return { kind: 'Block', statements, span: original.span };
}

/** A loop body's statements, to follow the statements put before them in the loop. */
function inline(body: Stmt): Stmt[] {
  return body.kind === 'Block' ? body.statements : [body];
}

function trueConst(at: Expr): Expr {
  return { kind: 'Const', value: true, type: boolType, span: at.span };
}

/** `if (!cond) { break; }` */
function breakUnless(cond: Expr): Stmt {
  const negated: Expr = { kind: 'Unary', op: '!', operand: cond, type: boolType, span: cond.span };
  return { kind: 'If', cond: negated, then: { kind: 'Block', statements: [{ kind: 'Break', span: cond.span }], span: cond.span }, otherwise: null, span: cond.span };
}

/** Whether a `continue` in `body` continues this loop (not a loop nested in it). */
function continuesThisLoop(body: Stmt): boolean {
  let found = false;
  const visit = (s: Stmt): void => {
    if (s.kind === 'Continue') found = true;
    if (s.kind === 'For' || s.kind === 'While' || s.kind === 'DoWhile') return;
    switch (s.kind) {
      case 'Block': s.statements.forEach(visit); break;
      case 'If': visit(s.then); if (s.otherwise) visit(s.otherwise); break;
      case 'Switch': s.cases.forEach((c) => c.body.forEach(visit)); break;
      default: break;
    }
  };
  visit(body);
  return found;
}
