/**
 * What a kernel does with the memory it binds: the views it captures, the view members of the
 * class objects it captures (src/sema/struct-views.ts) and the textures it captures, also through
 * the helpers it passes them to (`step(ctx, i)`, `ctx.get(i)`, `sum(view)`). Per view or texture:
 * whether the kernel names it at all, reads its elements (texels), writes them. This is the one
 * analysis of those facts, computed once per kernel and once per helper parameter, and every
 * reader takes it from here: the binding plan (src/codegen/kernel-interface.ts) binds a member's
 * copy not at all when unused, a view read-only (`var<storage, read>`) or read-write, a texture
 * `read`, `write` or `read_write`; the host copies back only what is written; a barrier fences
 * global memory only when some buffer is both read and written (src/codegen/wgsl/kernel-facts.ts).
 *
 * It reads the checked bodies of the kernel and its helpers, not the lowered ones: the binding
 * plan is made from the checked program, and lowering (src/lower/) only moves side effects into
 * statements of their own, so the elements a body reads and writes are the same in both.
 */
import { textureGetId, textureSetId } from '../library/graphics.js';
import type { Expr, FunctionInfo, Kernel, Stmt, Variable } from './program.js';
import { fieldChain, heldViews, structFieldSource, viewFieldPaths, type StructViews } from './struct-views.js';
import { isViewType, type Type } from './types.js';
import { distributeViewChoice } from './view-choices.js';
import { childExprs, forEachStmt } from './walk.js';

/** What code does with the memory it can name, keyed by a view or texture variable or by a view member's path. */
export interface MemoryUses<K> {
  /** Named at all (its elements or texels, its extent, passed on): what a kernel binds. */
  used: Set<K>;
  /** Its elements or texels read, or passed where they may be. */
  read: Set<K>;
  /** Its elements or texels written, or passed where they may be. */
  written: Set<K>;
}

/** Memory a kernel binds: a storage buffer (array_view, array) or a storage texture (texture, texture views). */
function isBoundMemory(t: Type): boolean {
  return isViewType(t) || t.kind === 'texture';
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

/** Per helper and class, view or texture parameter: per view member path (`''` for a view or texture parameter itself), what the helper does with it. */
const paramUses = new WeakMap<FunctionInfo, Map<Variable, MemoryUses<string>>>();

/** What `fn` (and the helpers it passes them on to) does with the view members of its class parameter `param`. */
export function structParamUses(fn: FunctionInfo, param: Variable): MemoryUses<string> {
  return parameterUses(fn, param);
}

/**
 * What `fn` (and the helpers it passes it on to) does with the elements of its view parameter
 * `param` (an `array_view<T>` or `array<T>&`) or the texels of its texture parameter, under the
 * path `''`: a helper that only reads them leaves the captured view it is given read-only, bound
 * `var<storage, read>` and not copied back.
 */
export function memoryParamUses(fn: FunctionInfo, param: Variable): MemoryUses<string> {
  return parameterUses(fn, param);
}

function parameterUses(fn: FunctionInfo, param: Variable): MemoryUses<string> {
  let perParam = paramUses.get(fn);
  if (!perParam) {
    perParam = new Map();
    paramUses.set(fn, perParam);
  }
  const known = perParam.get(param);
  if (known) return known;
  const uses: MemoryUses<string> = { used: new Set(), read: new Set(), written: new Set() };
  // Recursion is refused by sema; until this is known, every member counts as read and written.
  const whole = isBoundMemory(param.type);
  const all = whole ? [''] : viewFieldPaths(param.type).map((p) => p.path.join('.'));
  perParam.set(param, { used: new Set(all), read: new Set(all), written: new Set(all) });
  if (!fn.body) {
    all.forEach((p) => [uses.used, uses.read, uses.written].forEach((set) => set.add(p)));
  } else {
    const key = (view: Expr): string | null => {
      const path: string[] = [];
      let b = viewBase(view);
      while (b.kind === 'Field') {
        path.unshift(b.field);
        b = b.object;
      }
      return b.kind === 'VarRef' && b.variable === param && (whole ? path.length === 0 : path.length > 0) ? path.join('.') : null;
    };
    new UseWalk(key, uses, fn.returnsReference === true).body(fn.body);
  }
  perParam.set(param, uses);
  return uses;
}

/** Per kernel, computed once: what its code does with the views and textures it names. */
const kernelUses = new WeakMap<Kernel, MemoryUses<Variable>>();

/**
 * What a kernel's code does with the memory it names: its captured views and textures, and its
 * captured objects' view member copies (`structViews.captures`), also through the helpers it calls.
 */
export function kernelMemoryUses(kernel: Kernel, structViews: StructViews): MemoryUses<Variable> {
  const known = kernelUses.get(kernel);
  if (known) return known;
  const held = heldViews(structViews, kernel.captures);
  const uses: MemoryUses<Variable> = { used: new Set(), read: new Set(), written: new Set() };
  const key = (view: Expr): Variable | null => {
    const b = viewBase(view);
    if (b.kind === 'VarRef') return b.variable;
    if (b.kind !== 'Field') return null;
    const source = structFieldSource(b, held);
    return source && source !== b ? key(source) : null;
  };
  new UseWalk(key, uses, false).body(kernel.body);
  kernelUses.set(kernel, uses);
  return uses;
}

class UseWalk<K> {
  constructor(
    private readonly key: (view: Expr) => K | null,
    private readonly uses: MemoryUses<K>,
    private readonly returnsReference: boolean,
  ) {}

  body(s: Stmt): void {
    forEachStmt(s, (x) => {
      switch (x.kind) {
        case 'VarDecl':
          if (!x.init) return;
          // A reference bound to an element may be read and written through; a view local is a name for its initialiser, used where it is used.
          if (x.variable.isReference && !x.variable.isConst && !isViewType(x.variable.type)) this.place(x.init, true);
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
          if (x.value) (this.returnsReference ? this.place(x.value, true) : this.expr(x.value));
          return;
        case 'Throw':
          if (x.value) this.expr(x.value);
          return;
        default:
          return;
      }
    });
  }

  private mark(view: Expr, read: boolean, written: boolean): void {
    const k = this.key(view);
    if (k === null) return;
    this.uses.used.add(k);
    if (read) this.uses.read.add(k);
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

  /**
   * An object that is written (an assignment's target, an increment's operand, an address taken):
   * `alsoRead` where it is read too (`+=`, `++`, a pointer or reference that may be read through).
   */
  private place(e: Expr, alsoRead: boolean): void {
    const chosen = distributeViewChoice(e);
    if (chosen) {
      this.expr(chosen.cond);
      this.place(chosen.then, alsoRead);
      this.place(chosen.otherwise, alsoRead);
      return;
    }
    let b = e;
    while (b.kind === 'Field' || b.kind === 'Element' || b.kind === 'Component') {
      if (b.kind === 'Element') this.expr(b.index);
      if (b.kind === 'Component') this.expr(b.dim);
      b = b.object;
    }
    if (b.kind === 'ViewElement') {
      this.mark(b.view, alsoRead, true);
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
        this.place(e.target, e.op !== null);
        this.expr(e.value);
        return;
      case 'Unary':
        if (e.op.length > 1) return this.place(e.operand, true);
        break;
      case 'AddressOf':
        return this.place(e.operand, true);
      case 'ViewElement':
        this.mark(e.view, true, false);
        this.windowArgs(e.view);
        if (e.index) this.expr(e.index);
        e.components.forEach((c) => this.expr(c));
        return;
      case 'ExtentOf':
        this.mark(e.view, false, false);
        this.windowArgs(e.view);
        return;
      case 'Call':
        e.args.forEach((a, i) => this.argument(e.callee, e.callee.params[i], a));
        return;
      case 'Intrinsic': {
        const out = e.signature.outParams ?? [];
        const id = e.intrinsic.id;
        e.args.forEach((a, i) => {
          // A texture's texels are read by `get` and written by `set`; its other members (`get_extent`) read neither.
          if (a.type.kind === 'texture') this.mark(a, id === textureGetId, id === textureSetId);
          else if (out.includes(i)) this.place(a, true);
          else this.expr(a);
        });
        return;
      }
      default:
        break;
    }
    // A view or texture used any other way (kept, passed on, chosen between) may be read and written through.
    if (isBoundMemory(e.type) && this.key(e) !== null) {
      this.mark(e, true, true);
      this.windowArgs(e);
      return;
    }
    for (const c of childExprs(e)) this.expr(c);
  }

  private argument(fn: FunctionInfo, param: Variable | undefined, a: Expr): void {
    if (!param) return this.expr(a);
    if (isBoundMemory(a.type) && isBoundMemory(param.type)) {
      // Written where the parameter's elements are not const and the helper writes them.
      const readOnly = param.type.kind === 'arrayView' ? param.type.isConst : param.type.kind === 'ampArray' && param.isConst && param.isReference;
      const inner = memoryParamUses(fn, param);
      this.mark(a, inner.read.has(''), !readOnly && inner.written.has(''));
      this.windowArgs(a);
      return;
    }
    const paths = viewFieldPaths(a.type);
    if (paths.length > 0 && viewFieldPaths(param.type).length > 0) {
      const inner = structParamUses(fn, param);
      for (const { path } of paths) {
        const member = path.join('.');
        if (!inner.used.has(member)) continue;
        this.mark(fieldChain(a, path), inner.read.has(member), inner.written.has(member));
      }
      // The object's other members are values read (or, through a reference, written: not views).
      if (param.isReference && !param.isConst) this.place(a, true);
      else this.expr(a);
      return;
    }
    if (param.isReference && !param.isConst) this.place(a, true);
    else this.expr(a);
  }
}
