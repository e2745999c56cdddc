/**
 * What evaluating an expression does besides making its value: the questions sema, the host
 * printer and the lowering of amp code (src/lower/) ask before they move, repeat or drop an
 * expression.
 *
 * Two kinds of answer. `sideEffectFree` and `readsTwiceAlike` list the expressions known to only
 * read (a conservative list, for host code, where almost anything can be a call); `mayWrite`,
 * `hasStatementEffect` and `readsOnly` list what writes (amp code has few such nodes: assignments,
 * increments, calls, barriers and atomics), so everything else only reads.
 */
import type { Expr, Stmt, Variable } from './program.js';
import { viewChoice } from './view-choices.js';
import { forEachExpr, forEachExprInStmt, rootVariable } from './walk.js';

/**
 * Whether evaluating `e` only reads: evaluating it earlier, later or twice gives the same value
 * and changes nothing, unless something else writes in between. The host printer evaluates such a
 * library lvalue's arguments twice for `t op= v`; argument-order.ts leaves such arguments where they are.
 */
export function sideEffectFree(e: Expr): boolean {
  switch (e.kind) {
    case 'Const': case 'StringConst': case 'VarRef': return true;
    case 'Field': return sideEffectFree(e.object);
    case 'Convert': return sideEffectFree(e.operand);
    case 'Element': return sideEffectFree(e.object) && sideEffectFree(e.index);
    case 'Binary': return e.op !== ',' && sideEffectFree(e.left) && sideEffectFree(e.right);
    case 'Unary': return (e.op === '-' || e.op === '!' || e.op === '~') && sideEffectFree(e.operand);
    case 'MakeIndex': return e.components.every(sideEffectFree);
    case 'Library': return e.op === 'vector.size' && e.receiver !== null && sideEffectFree(e.receiver);
    case 'Intrinsic': return e.intrinsic.pure === true && e.args.every(sideEffectFree);
    default: return false;
  }
}

/**
 * Whether an expression names the same object and reads the same value each time it is evaluated:
 * a variable, a constant, and fields and elements of such (`v[i]`, `rows[i].x`). A printer may
 * print such a place twice (`t = t + v`, a getter and a setter) where C++ evaluates it once.
 */
export function readsTwiceAlike(e: Expr): boolean {
  switch (e.kind) {
    case 'VarRef': case 'Const': return true;
    case 'Field': return readsTwiceAlike(e.object);
    case 'Element': return readsTwiceAlike(e.object) && readsTwiceAlike(e.index);
    default: return false;
  }
}

export function isIncrement(e: Expr): e is Extract<Expr, { kind: 'Unary' }> {
  return e.kind === 'Unary' && (e.op === 'pre++' || e.op === 'pre--' || e.op === 'post++' || e.op === 'post--');
}

/** An assignment, an increment or a comma operator: a side effect WGSL writes as a statement. */
function isStatementEffect(e: Expr): boolean {
  return e.kind === 'Assign' || isIncrement(e) || (e.kind === 'Binary' && e.op === ',');
}

/**
 * Whether amp code's `e` holds a side effect the lowering must take out when `e` is used as a
 * value: an assignment, an increment, a comma, a `?:` whose branch may write (WGSL's `select`
 * would evaluate both branches), or an element of a view chosen by `?:`, which becomes an `if`
 * (src/sema/view-choices.ts).
 */
export function hasStatementEffect(e: Expr): boolean {
  let found = false;
  forEachExpr(e, (x) => {
    if (isStatementEffect(x) || (x.kind === 'Conditional' && (mayWrite(x.then) || mayWrite(x.otherwise)))) found = true;
    if (x.kind === 'ViewElement' && viewChoice(x.view)) found = true;
  });
  return found;
}

/**
 * Whether evaluating amp code's `e` may write memory: a side effect, a call of a function (which
 * may write through a reference or into a view), a library function given a pointer (an atomic),
 * a barrier.
 */
export function mayWrite(e: Expr): boolean {
  let found = false;
  forEachExpr(e, (x) => {
    if (isStatementEffect(x) || x.kind === 'Call' || x.kind === 'Barrier' || (x.kind === 'Intrinsic' && (x.args.some((a) => a.kind === 'AddressOf') || (x.signature.outParams ?? []).length > 0))) found = true;
  });
  return found;
}

/**
 * Whether evaluating amp code's `e` only reads: it writes nothing (`mayWrite`) and calls no
 * library function but pure ones, so it may be dropped, or evaluated twice alike.
 */
export function readsOnly(e: Expr): boolean {
  if (mayWrite(e)) return false;
  let only = true;
  forEachExpr(e, (x) => {
    if (x.kind === 'Intrinsic' && x.intrinsic.pure !== true) only = false;
  });
  return only;
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
