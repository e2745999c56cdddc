/**
 * Which expressions the lowering takes apart (those with a side effect WGSL has only as a
 * statement), and which variables hoisted statements write and later code reads, to keep C++'s
 * order where it matters.
 */
import type { Expr, Stmt, Variable } from '../sema/program.js';
import { forEachExpr, forEachExprInStmt, rootVariable } from '../sema/walk.js';

export function isIncrement(e: Expr): e is Extract<Expr, { kind: 'Unary' }> {
  return e.kind === 'Unary' && (e.op === 'pre++' || e.op === 'pre--' || e.op === 'post++' || e.op === 'post--');
}

/** An assignment, an increment or a comma operator: a side effect WGSL writes as a statement. */
function isStatementEffect(e: Expr): boolean {
  return e.kind === 'Assign' || isIncrement(e) || (e.kind === 'Binary' && e.op === ',');
}

/**
 * Whether `e` holds a side effect the lowering must hoist when `e` is used as a value: also a
 * `?:` whose branch may write, as WGSL's `select` would evaluate both branches.
 */
export function hasEffect(e: Expr): boolean {
  let found = false;
  forEachExpr(e, (x) => {
    if (isStatementEffect(x) || (x.kind === 'Conditional' && (mayWrite(x.then) || mayWrite(x.otherwise)))) found = true;
  });
  return found;
}

/**
 * Whether evaluating `e` may write memory: a side effect, a call of a function (which may write
 * through a reference or into a view), a library function given a pointer (an atomic), a barrier.
 */
export function mayWrite(e: Expr): boolean {
  let found = false;
  forEachExpr(e, (x) => {
    if (isStatementEffect(x) || x.kind === 'Call' || x.kind === 'Barrier' || (x.kind === 'Intrinsic' && (x.args.some((a) => a.kind === 'AddressOf') || (x.signature.outParams ?? []).length > 0))) found = true;
  });
  return found;
}

/** The variables (arrays and views as wholes) the statements assign, increment or pass to be written. */
export function writtenBy(statements: readonly Stmt[]): Set<Variable> {
  const out = new Set<Variable>();
  const add = (e: Expr) => {
    const v = rootVariable(e);
    if (v) out.add(v);
    // An element of a view: the view is what changes.
    if (e.kind === 'ViewElement' && e.view.kind === 'VarRef') out.add(e.view.variable);
  };
  for (const s of statements) {
    forEachExprInStmt(s, (e) => {
      if (e.kind === 'Assign') add(e.target);
      else if (isIncrement(e)) add(e.operand);
      else if (e.kind === 'AddressOf') add(e.operand);
      else if (e.kind === 'Call') e.args.forEach((a, i) => { const p = e.callee.params[i]; if (p?.isReference && !p.isConst) add(a); });
    });
  }
  return out;
}

/** The first variable of `variables` that `e` names, or null. */
export function mentioned(e: Expr, variables: ReadonlySet<Variable>): Variable | null {
  let found: Variable | null = null;
  forEachExpr(e, (x) => {
    if (!found && x.kind === 'VarRef' && variables.has(x.variable)) found = x.variable;
  });
  return found;
}
