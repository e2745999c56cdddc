/**
 * What a kernel does with the views it captures and the view members of the class objects it
 * captures (src/sema/struct-views.ts), also through the helpers it passes them to (`step(ctx, i)`,
 * `ctx.get(i)`, `sum(view)`): per view, nothing, reads only, or writes. The kernel binds each as
 * this says: a member's copy not at all when unused, read-only (`var<storage, read>`), or
 * read-write; only what it writes is copied back to the host, and only buffers it both reads and
 * writes need a global fence at a barrier.
 *
 * Sema marks every non-const view (or view member of an object) passed to a helper written
 * (`Capture.writes`), since the helper's body need not be checked yet; this reads the checked bodies.
 */
import type { Expr, FunctionInfo, Kernel, Stmt, Variable } from './program.js';
import { fieldChain, structFieldSource, viewFieldPaths, type HeldViews } from './struct-views.js';
import { isViewType } from './types.js';
import { distributeViewChoice } from './view-choices.js';
import { childExprs, forEachStmt } from './walk.js';

/** What code does with the views it can name, keyed by a view variable or by a member's path. */
export interface ViewUses<K> {
  read: Set<K>;
  written: Set<K>;
}

/** The view expression under its conversions and windows (sections, rows), through the view locals made from it. */
function viewBase(view: Expr): Expr {
  let b = view;
  for (;;) {
    if (b.kind === 'Convert' && isViewType(b.operand.type)) b = b.operand;
    else if (b.kind === 'Subview') b = b.view;
    else if (b.kind === 'VarRef' && b.variable.ampViewSource) b = b.variable.ampViewSource;
    else return b;
  }
}

/** Per helper and class (or view) parameter: per view member path (`''` for a view parameter itself), what the helper does with it. */
const paramUses = new WeakMap<FunctionInfo, Map<Variable, ViewUses<string>>>();

/** What `fn` (and the helpers it passes them on to) does with the view members of its class parameter `param`. */
export function structParamUses(fn: FunctionInfo, param: Variable): ViewUses<string> {
  return parameterUses(fn, param);
}

/**
 * What `fn` (and the helpers it passes it on to) does with the elements of its view parameter
 * `param` (a non-const `array_view<T>` or `array<T>&`): a helper that only reads them leaves the
 * captured view it is given read-only, bound `var<storage, read>` and not copied back.
 */
export function viewParamWritten(fn: FunctionInfo, param: Variable): boolean {
  return parameterUses(fn, param).written.has('');
}

function parameterUses(fn: FunctionInfo, param: Variable): ViewUses<string> {
  let perParam = paramUses.get(fn);
  if (!perParam) {
    perParam = new Map();
    paramUses.set(fn, perParam);
  }
  const known = perParam.get(param);
  if (known) return known;
  const uses: ViewUses<string> = { read: new Set(), written: new Set() };
  // Recursion is refused by sema; until this is known, every member counts as written.
  const isView = isViewType(param.type);
  const all = isView ? [''] : viewFieldPaths(param.type).map((p) => p.path.join('.'));
  perParam.set(param, { read: new Set(all), written: new Set(all) });
  if (!fn.body) {
    all.forEach((p) => uses.written.add(p));
  } else {
    const key = (view: Expr): string | null => {
      const path: string[] = [];
      let b = viewBase(view);
      while (b.kind === 'Field') {
        path.unshift(b.field);
        b = b.object;
      }
      return b.kind === 'VarRef' && b.variable === param && (isView ? path.length === 0 : path.length > 0) ? path.join('.') : null;
    };
    new UseWalk(key, uses, fn.returnsReference === true).body(fn.body);
  }
  perParam.set(param, uses);
  return uses;
}

/** What a kernel's own body does with the views it names (captured views, and its captured objects' member copies). */
export function kernelViewUses(kernel: Kernel, held: HeldViews): ViewUses<Variable> {
  const uses: ViewUses<Variable> = { read: new Set(), written: new Set() };
  const key = (view: Expr): Variable | null => {
    const b = viewBase(view);
    if (b.kind === 'VarRef') return b.variable;
    if (b.kind !== 'Field') return null;
    const source = structFieldSource(b, held);
    return source && source !== b ? key(source) : null;
  };
  new UseWalk(key, uses, false).body(kernel.body);
  return uses;
}

class UseWalk<K> {
  constructor(
    private readonly key: (view: Expr) => K | null,
    private readonly uses: ViewUses<K>,
    private readonly returnsReference: boolean,
  ) {}

  body(s: Stmt): void {
    forEachStmt(s, (x) => {
      switch (x.kind) {
        case 'VarDecl':
          if (!x.init) return;
          // A reference bound to an element may be written through; a view local is a name for its initialiser, used where it is used.
          if (x.variable.isReference && !x.variable.isConst && !isViewType(x.variable.type)) this.place(x.init);
          else if (!x.variable.ampViewSource) this.expr(x.init);
          return;
        case 'ExprStmt': return this.expr(x.expr);
        case 'If': case 'While': case 'DoWhile': return this.expr(x.cond);
        case 'For':
          if (x.cond) this.expr(x.cond);
          if (x.step) this.expr(x.step);
          return;
        case 'Switch':
          this.expr(x.cond);
          x.cases.forEach((c) => { if (c.values !== 'default') c.values.forEach((v) => this.expr(v)); });
          return;
        case 'Return':
          if (x.value) (this.returnsReference ? this.place(x.value) : this.expr(x.value));
          return;
        case 'Throw':
          if (x.value) this.expr(x.value);
          return;
        default:
          return;
      }
    });
  }

  private mark(view: Expr, written: boolean): void {
    const k = this.key(view);
    if (k === null) return;
    this.uses.read.add(k);
    if (written) this.uses.written.add(k);
  }

  /** The parts of a view expression that are values: a section's origin, a row's index. */
  private windowArgs(view: Expr): void {
    let b = view;
    while ((b.kind === 'Convert' && isViewType(b.operand.type)) || b.kind === 'Subview') {
      if (b.kind === 'Subview') {
        const p = b.part;
        if (p.kind === 'project') this.expr(p.row);
        else if (p.kind === 'section') [p.origin, p.extent].forEach((x) => x && this.expr(x));
        else if (p.kind === 'viewAs') this.expr(p.extent);
        b = b.view;
      } else b = b.operand;
    }
  }

  /** An object that may be written (an assignment's target, an increment's operand, an address taken). */
  private place(e: Expr): void {
    const chosen = distributeViewChoice(e);
    if (chosen) {
      this.expr(chosen.cond);
      this.place(chosen.then);
      this.place(chosen.otherwise);
      return;
    }
    let b = e;
    while (b.kind === 'Field' || b.kind === 'Element' || b.kind === 'Component') {
      if (b.kind === 'Element') this.expr(b.index);
      if (b.kind === 'Component') this.expr(b.dim);
      b = b.object;
    }
    if (b.kind === 'ViewElement') {
      this.mark(b.view, true);
      this.windowArgs(b.view);
      if (b.index) this.expr(b.index);
      b.components.forEach((c) => this.expr(c));
      return;
    }
    this.expr(b);
  }

  private expr(e: Expr): void {
    const chosen = distributeViewChoice(e);
    if (chosen) return this.expr(chosen);
    switch (e.kind) {
      case 'Assign':
        this.place(e.target);
        this.expr(e.value);
        return;
      case 'Unary':
        if (e.op.length > 1) return this.place(e.operand);
        break;
      case 'AddressOf':
        return this.place(e.operand);
      case 'ViewElement':
        this.mark(e.view, false);
        this.windowArgs(e.view);
        if (e.index) this.expr(e.index);
        e.components.forEach((c) => this.expr(c));
        return;
      case 'ExtentOf':
        this.mark(e.view, false);
        this.windowArgs(e.view);
        return;
      case 'Call':
        e.args.forEach((a, i) => this.argument(e.callee, e.callee.params[i], a));
        return;
      case 'Intrinsic': {
        const out = e.signature.outParams ?? [];
        e.args.forEach((a, i) => (out.includes(i) ? this.place(a) : this.expr(a)));
        return;
      }
      default:
        break;
    }
    // A view used any other way (kept, passed on, chosen between) may be written through.
    if (isViewType(e.type) && this.key(e) !== null) {
      this.mark(e, true);
      this.windowArgs(e);
      return;
    }
    for (const c of childExprs(e)) this.expr(c);
  }

  private argument(fn: FunctionInfo, param: Variable | undefined, a: Expr): void {
    if (!param) return this.expr(a);
    if (isViewType(a.type) && isViewType(param.type)) {
      // Written where the parameter's elements are not const and the helper writes them (sema's
      // markViewArgument, which runs before the helper's body may be checked, takes every such one as written).
      const readOnly = param.type.kind === 'arrayView' ? param.type.isConst : param.isConst && param.isReference;
      this.mark(a, !readOnly && viewParamWritten(fn, param));
      this.windowArgs(a);
      return;
    }
    const paths = viewFieldPaths(a.type);
    if (paths.length > 0 && viewFieldPaths(param.type).length > 0) {
      const inner = structParamUses(fn, param);
      for (const { path } of paths) {
        const member = path.join('.');
        if (!inner.read.has(member) && !inner.written.has(member)) continue;
        this.mark(fieldChain(a, path), inner.written.has(member));
      }
      // The object's other members are values read (or, through a reference, written: not views).
      if (param.isReference && !param.isConst) this.place(a);
      else this.expr(a);
      return;
    }
    if (param.isReference && !param.isConst) this.place(a);
    else this.expr(a);
  }
}
