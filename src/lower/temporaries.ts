/**
 * The named temporaries the lowering declares: `i_old` for the value an increment read,
 * `t0`, `t1`... for an operand kept before a later one's side effects. Each is a fresh
 * `Variable` (the printers key names by Variable identity and number clashes themselves).
 */
import type { Span } from '../source.js';
import type { Expr, Stmt, Variable } from '../sema/program.js';
import type { Type } from '../sema/types.js';

/**
 * Ids far above the checked program's (which counts up from 0), so a temporary never shares one
 * with a variable of the program.
 */
const firstId = 1_000_000_000;

export class Temporaries {
  private nextId = firstId;
  private numbered = 0;

  /** A new local: `constant` ones are assigned only where declared (WGSL `let`). */
  fresh(name: string | null, type: Type, span: Span, constant: boolean): Variable {
    return {
      id: this.nextId++,
      name: name ?? `t${this.numbered++}`,
      type,
      storage: 'local',
      isReference: false,
      isConst: constant,
      constValue: null,
      span,
    };
  }

  /** Restarts the `t0`, `t1`... numbering: each function's temporaries count from `t0`. */
  startFunction(): void {
    this.numbered = 0;
  }
}

export function varRef(variable: Variable, span: Span): Expr {
  return { kind: 'VarRef', variable, type: variable.type, span };
}

export function declare(variable: Variable, init: Expr | null, span: Span): Stmt {
  return { kind: 'VarDecl', variable, init, span };
}

export function assign(target: Expr, value: Expr, span: Span): Expr {
  return { kind: 'Assign', op: null, target, value, type: target.type, span };
}

export function exprStmt(expr: Expr): Stmt {
  return { kind: 'ExprStmt', expr, span: expr.span };
}
