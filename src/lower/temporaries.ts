/**
 * The named temporaries the lowering declares: `i_old` for the value an increment read,
 * `a_idx` for a subscript computed once, `t0`, `t1`... for an operand kept before a later one's
 * side effects. Each is a fresh `Variable` (the printers key names by Variable identity), its id
 * above the checked program's (`Program.nextVariableId`). A name used twice in one function is
 * numbered (`i_old`, `i_old1`), so the printers' own renaming of clashes rarely has to step in.
 */
import type { Span } from '../source.js';
import type { Expr, Stmt, Variable } from '../sema/program.js';
import type { Type } from '../sema/types.js';

export class Temporaries {
  private numbered = 0;
  /** The names given in the function being lowered, each with how many times. */
  private readonly given = new Map<string, number>();
  /** Names no temporary of the function being lowered may take (`avoid`). */
  private readonly taken = new Set<string>();

  constructor(private nextId: number) {}

  /**
   * A new local named `name` (or `t0`, `t1`...): a `constant` one is assigned only where it is
   * declared (WGSL `let`), another may be assigned again (`var`).
   */
  fresh(name: string | null, type: Type, span: Span, constant: boolean): Variable {
    return {
      id: this.nextId++,
      name: name === null ? this.nextNumbered() : this.numberedName(name),
      type,
      storage: 'local',
      isReference: false,
      isConst: constant,
      constValue: null,
      span,
    };
  }

  /** Restarts the names: each function's temporaries count from `t0`, and its `i_old` is unnumbered. */
  startFunction(): void {
    this.numbered = 0;
    this.given.clear();
    this.taken.clear();
  }

  /**
   * Names the function's own variables have, which no temporary may take: the host prints a
   * temporary inside an expression (src/lower/lower-host.ts), where it would hide them.
   */
  avoid(names: Iterable<string>): void {
    for (const n of names) this.taken.add(n);
  }

  private nextNumbered(): string {
    for (;;) {
      const name = `t${this.numbered++}`;
      if (!this.taken.has(name)) return name;
    }
  }

  private numberedName(name: string): string {
    for (;;) {
      const times = this.given.get(name) ?? 0;
      this.given.set(name, times + 1);
      const numbered = times === 0 ? name : `${name}${times}`;
      if (!this.taken.has(numbered)) return numbered;
    }
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
