/**
 * A statement rebuilt from its parts, the statement-side counterpart of `withAnyChildren`
 * (children.ts): a lowering that maps each statement to one statement gives its own rule for
 * expressions and nested statements, and the statement is rebuilt around what they return. A
 * statement whose parts all came back the same is returned itself, so untouched statements keep
 * their identity (and a lowering can tell "nothing to lower" by `===`).
 *
 * Used by the host lowering (lower-host.ts) and the completion of braced lists (value-initialise.ts).
 * amp code's side-effect lowering (lower-stmt.ts) is not such a map: a statement there becomes
 * several (the statements hoisted before it), and loops are rewritten around their conditions.
 */
import type { Block, Expr, Stmt } from '../sema/program.js';

export interface StatementParts {
  /** An expression of the statement; `used` is false where C++ discards its value (an expression statement, a `for` step). */
  expr(e: Expr, used: boolean): Expr;
  /** A statement nested in it: a branch, a loop's init or body, a block's, case's or handler's statements. */
  stmt(s: Stmt): Stmt;
}

/**
 * `s` with each part replaced by what `parts` makes of it; `s` itself where none changed. The
 * parts are visited in source order, but a loop's condition comes before its body (a do-while's
 * too), which is the order a lowering numbers its temporaries in (`i_old`, `i_old1`).
 */
export function mapStatement(s: Stmt, parts: StatementParts): Stmt {
  const value = (e: Expr) => parts.expr(e, true);
  const maybe = (e: Expr | null, used = true) => (e ? parts.expr(e, used) : null);
  const maybeStmt = (x: Stmt | null) => (x ? parts.stmt(x) : null);
  switch (s.kind) {
    case 'Block': return mapBlock(s, parts);
    case 'VarDecl': {
      const init = maybe(s.init);
      return init === s.init ? s : { ...s, init };
    }
    case 'ExprStmt': {
      const expr = parts.expr(s.expr, false);
      return expr === s.expr ? s : { ...s, expr };
    }
    case 'If': {
      const cond = value(s.cond), then = parts.stmt(s.then), otherwise = maybeStmt(s.otherwise);
      return cond === s.cond && then === s.then && otherwise === s.otherwise ? s : { ...s, cond, then, otherwise };
    }
    case 'For': {
      const init = maybeStmt(s.init), cond = maybe(s.cond), step = maybe(s.step, false), body = parts.stmt(s.body);
      return init === s.init && cond === s.cond && step === s.step && body === s.body ? s : { ...s, init, cond, step, body };
    }
    case 'While': case 'DoWhile': {
      const cond = value(s.cond), body = parts.stmt(s.body);
      return cond === s.cond && body === s.body ? s : { ...s, cond, body };
    }
    case 'Switch': {
      const cond = value(s.cond);
      const cases = s.cases.map((c) => {
        const body = mapList(c.body, parts);
        return body === c.body ? c : { ...c, body };
      });
      return cond === s.cond && cases.every((c, i) => c === s.cases[i]) ? s : { ...s, cond, cases };
    }
    case 'Return': case 'Throw': {
      const v = maybe(s.value);
      return v === s.value ? s : { ...s, value: v };
    }
    case 'Try': {
      const body = mapBlock(s.body, parts);
      const handlers = s.handlers.map((h) => {
        const hb = mapBlock(h.body, parts);
        return hb === h.body ? h : { ...h, body: hb };
      });
      return body === s.body && handlers.every((h, i) => h === s.handlers[i]) ? s : { ...s, body, handlers };
    }
    case 'Break': case 'Continue': case 'Goto': case 'Label':
      return s;
  }
}

/** `b` with each statement replaced by what `parts.stmt` makes of it; `b` itself where none changed. */
/** `b` with every expression of its statements, nested statements' too, replaced by `expr` of it: a pass over expressions only. */
export function mapExpressionsIn(b: Block, expr: StatementParts['expr']): Block {
  const parts: StatementParts = { expr, stmt: (s) => mapStatement(s, parts) };
  return mapBlock(b, parts);
}

export function mapBlock(b: Block, parts: StatementParts): Block {
  const statements = mapList(b.statements, parts);
  return statements === b.statements ? b : { ...b, statements };
}

/** `list` mapped by `parts.stmt`; `list` itself where no statement changed. */
function mapList(list: Stmt[], parts: StatementParts): Stmt[] {
  const mapped = list.map((s) => parts.stmt(s));
  return mapped.every((s, i) => s === list[i]) ? list : mapped;
}
