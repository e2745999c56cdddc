/**
 * How restrict(amp) pointers become WGSL. WGSL pointers cannot do arithmetic, and only
 * `function`/`private` pointers may be passed to functions (without the
 * `unrestricted_pointer_parameters` extension), so a C++ pointer is lowered to the memory it
 * points into, its root, known statically for each pointer variable, and an `i32` element index
 * into that root: `*p` is `root[p]`, `p[i]` is `root[p + i]`, `p - q` is `p - q`.
 *
 * - A captured view's buffer or a tile_static variable is module-scope: a helper taking a pointer
 *   into one is specialised for it and takes only the index.
 * - A function-scope variable (a local scalar, struct or array) is passed to helpers as
 *   `ptr<function, T>` beside the index; helpers are specialised per WGSL type of that root.
 *
 * A root that is an array of arrays is addressed by its flat element number, as C++ lays it out.
 *
 * An array or array_view parameter (`void sort_tile(array<int, 1>& data, ...)`) is specialised
 * the same way, on the captured view its argument is: the copy addresses that view's buffer. A
 * section (or row, or `view_as`) of one is a window on the buffer: the copy takes its offset,
 * strides and extent as `i32` parameters.
 *
 * What a root is, when two are the same, and what tells a helper's copies apart are declared in
 * src/sema/pointer-roots.ts, which sema's kernel-support check refuses by: what it lets through,
 * this lowering prints, and what it refuses is an internal error here.
 */
import type { Expr, FunctionInfo, Variable } from '../../sema/program.js';
import type { Span } from '../../source.js';
import type { Type } from '../../sema/types.js';
import { fieldChain, hasViewFields, viewFieldPaths } from '../../sema/struct-views.js';
import { structParamUses } from '../../sema/kernel-memory-uses.js';
import {
  addressBase, isModuleScope, pointerMessages, sameRoot, specialisationKey, variablePointerProblem, viewPointerProblem,
  type ParamBinding, type PointerRoot,
} from '../../sema/pointer-roots.js';

/** A pointer value: its root and the WGSL expression of its element index. */
export interface PointerValue {
  root: PointerRoot;
  index: string;
}

/** One copy of a helper for the roots its pointer parameters are called with. */
export interface Specialisation {
  fn: FunctionInfo;
  name: string;
  /** Per parameter, what the copy is made for (src/sema/pointer-roots.ts). */
  roots: ParamBinding[];
}

/**
 * Element `index` (an `i32` expression) of memory `base` of type `t`: `base` itself for a scalar or
 * struct (C++ allows only index 0 there), `base[i]` for an array, and for an array of arrays the
 * flat element number split per dimension, row-major as C++ stores it.
 */
export function flatElement(base: string, t: Type, index: string): string {
  const dims: number[] = [];
  let e = t;
  while (e.kind === 'array') {
    dims.push(e.length ?? 0);
    e = e.element;
  }
  if (dims.length === 0) return base;
  if (dims.length === 1) return `${base}[${index}]`;
  const i = /^\w+$/.test(index) ? index : `(${index})`;
  let text = base;
  dims.forEach((d, k) => {
    const inner = dims.slice(k + 1).reduce((a, b) => a * b, 1);
    const quotient = inner === 1 ? i : `${i} / ${inner}`;
    text += `[${k === 0 ? quotient : `(${quotient}) % ${d}`}]`;
  });
  return text;
}

/** The flat element number of `a[i0][i1]...` in an array of type `t` (each index an operand of `*`/`+`). */
export function flatIndex(t: Type, indices: string[]): string {
  const dims: number[] = [];
  let e = t;
  while (e.kind === 'array') {
    dims.push(e.length ?? 0);
    e = e.element;
  }
  let text = '';
  indices.forEach((ix, k) => {
    const inner = dims.slice(k + 1).reduce((a, b) => a * b, 1);
    const term = inner === 1 ? ix : `${ix} * ${inner}`;
    text = text ? `${text} + ${term}` : term;
  });
  return text || '0';
}

/** What the lowering needs from the kernel emitter. */
export interface PointerHost {
  nameOf(v: Variable): string;
  bufferName(v: Variable): string;
  /**
   * The captured view a view argument of a helper is, with the WGSL values of its window (offset,
   * strides but the last, extent) when it is a section, row or `view_as` of one rather than the
   * whole view; null after reporting why it is not supported.
   */
  viewArgument(a: Expr): { view: Variable; window: string[] | null } | null;
  /** `view[i]` as the captured view and the element's number in its buffer; null after reporting why not. */
  viewElementAddress(e: Extract<Expr, { kind: 'ViewElement' }>): { view: Variable; address: string } | null;
  expr(e: Expr): string;
  operand(e: Expr, parentOp: string, isRight: boolean): string;
  /** Sema's kernel-support check refuses what the lowering cannot do: reaching it here is a compiler bug. */
  internal(message: string, e: { span: Span }): never;
  /** A captured scalar or struct: a uniform field, not memory a pointer can reach. */
  isUniformCapture(v: Variable): boolean;
  /** Memory the kernel uses atomically: its elements are `atomic<T>`, which plain loads cannot read. */
  isAtomic(v: Variable): boolean;
  wgslType(t: Type): string;
  functionName(fn: FunctionInfo): string;
}

/** The pointer lowering of one kernel's WGSL: roots of pointer variables, and helper specialisations. */
export class PointerLowering {
  /** The root of each pointer variable and parameter of the function being emitted. */
  private readonly roots = new Map<Variable, PointerRoot>();
  private readonly specialisations = new Map<string, Specialisation>();
  private readonly pending: Specialisation[] = [];

  constructor(private readonly host: PointerHost) {}

  /** A pointer expression as its root and index; null after reporting why it is not supported. */
  value(e: Expr): PointerValue | null {
    const h = this.host;
    switch (e.kind) {
      case 'VarRef': {
        const root = this.roots.get(e.variable);
        if (!root) {
          h.internal(pointerMessages.unknown(e.variable), e);
          return null;
        }
        return { root, index: h.nameOf(e.variable) };
      }
      case 'AddressOf':
        return this.addressOf(e.operand);
      case 'Convert':
        // An array decayed to a pointer to its first element.
        if (e.operand.type.kind === 'array') return this.addressOf(e.operand);
        h.internal(pointerMessages.conversion, e);
        return null;
      case 'Binary': {
        const p = this.value(e.left);
        if (!p) return null;
        return { root: p.root, index: `${p.index} ${e.op} ${h.operand(e.right, e.op, true)}` };
      }
      case 'Conditional': {
        const a = this.value(e.then);
        const b = this.value(e.otherwise);
        if (!a || !b) return null;
        if (!sameRoot(a.root, b.root)) {
          h.internal(pointerMessages.differentConditionalRoots, e);
          return null;
        }
        return { root: a.root, index: `select(${b.index}, ${a.index}, ${h.expr(e.cond)})` };
      }
      case 'Call':
        h.internal(pointerMessages.returned(e.callee), e);
        return null;
      default:
        h.internal(pointerMessages.expression, e);
        return null;
    }
  }

  /** `&lvalue` (or, `decayed`, an array used as a pointer to its first element). */
  private addressOf(lvalue: Expr): PointerValue | null {
    const h = this.host;
    // A decayed array is the address of its element 0 (`flatIndex` of no indices).
    const { base, indices } = addressBase(lvalue);
    if (base.kind === 'Element' && base.object.type.kind === 'pointer') {
      // `&p[k]`, `&*p`: the pointer moved by k (and by the indices of any array it points to).
      const p = this.value(base.object);
      if (!p) return null;
      return { root: p.root, index: indices.length === 0 && base.index.kind === 'Const' && base.index.value === 0 ? p.index : `${p.index} + ${h.operand(base.index, '+', true)}` };
    }
    if (base.kind === 'ViewElement' && indices.length === 0) {
      const at = h.viewElementAddress(base);
      if (!at) return null;
      const problem = viewPointerProblem(at.view, (v) => h.isAtomic(v));
      if (problem) h.internal(problem, lvalue);
      return { root: { kind: 'buffer', view: at.view }, index: at.address };
    }
    if (base.kind === 'VarRef') {
      const v = base.variable;
      const problem = variablePointerProblem(v, (u) => h.isUniformCapture(u), (u) => h.isAtomic(u));
      if (problem) h.internal(problem, lvalue);
      const index = flatIndex(v.type, indices.map((ix) => h.operand(ix, '*', false)));
      return { root: { kind: 'variable', variable: v }, index };
    }
    h.internal(pointerMessages.member, lvalue);
    return null;
  }

  /** The element `index` places after where `pointer` points, as a WGSL memory reference. */
  element(pointer: Expr, index: Expr): string {
    const h = this.host;
    const p = this.value(pointer);
    if (!p) return '0';
    const at = index.kind === 'Const' && index.value === 0 ? p.index : `${p.index} + ${h.operand(index, '+', true)}`;
    const root = p.root;
    switch (root.kind) {
      case 'buffer': return `${h.bufferName(root.view)}[${at}]`;
      case 'variable': {
        const v = root.variable;
        // A non-const reference is a WGSL pointer already (src/codegen/wgsl/kernel-facts.ts isPointer).
        const name = v.isReference && !v.isConst ? `(*${h.nameOf(v)})` : h.nameOf(v);
        return flatElement(name, v.type, at);
      }
      case 'caller': return flatElement(`(*${this.callerParameter(root.param)})`, root.type, at);
    }
  }

  /** `T* p = init;`: p's root is init's, for the rest of the function. */
  declare(v: Variable, init: Expr | null): void {
    if (!init) {
      this.host.internal(pointerMessages.uninitialised(v), v);
      return;
    }
    const p = this.value(init);
    if (p) this.roots.set(v, p.root);
  }

  /** `p = q`, `p - q`, `p < q`: both must point into the same variable or array. */
  checkSameRoot(a: Expr, b: Expr, at: Expr): void {
    const pa = this.value(a);
    const pb = this.value(b);
    if (pa && pb && !sameRoot(pa.root, pb.root)) {
      this.host.internal(pointerMessages.differentRoots, at);
    }
  }

  /** A call of a helper that takes pointers: the specialisation for its arguments' roots, and the arguments. */
  call(e: Extract<Expr, { kind: 'Call' }>, argument: (a: Expr, k: number) => string[]): string {
    const h = this.host;
    const roots: Specialisation['roots'] = [];
    const args: string[] = [];
    let unsupportedView = false;
    e.args.forEach((a, k) => {
      const param = e.callee.params[k];
      if (param && (param.type.kind === 'arrayView' || param.type.kind === 'ampArray')) {
        // A view: the helper names the captured view's buffer itself, so it takes no argument.
        const view = h.viewArgument(a);
        if (!view) unsupportedView = true;
        roots.push(view ? { kind: view.window ? 'window' : 'buffer', view: view.view } : null);
        if (view?.window) args.push(...view.window);
        return;
      }
      if (param && hasViewFields(param.type)) {
        // A class holding views: its value (the other members), then the windows of the views that are sections.
        // A member the helper does not use is not bound (src/sema/kernel-memory-uses.ts): it stands for no view.
        const used = structParamUses(e.callee, param).used;
        const views = viewFieldPaths(param.type).map(({ path }) => (used.has(path.join('.')) ? h.viewArgument(fieldChain(a, path)) : undefined));
        if (views.some((v) => v === null)) unsupportedView = true;
        roots.push({ kind: 'struct', views: views.map((v) => (v ? { view: v.view, window: v.window !== null } : null)) });
        args.push(...argument(a, k));
        for (const v of views) if (v?.window) args.push(...v.window);
        return;
      }
      if (param?.type.kind !== 'pointer') {
        roots.push(null);
        args.push(...argument(a, k));
        return;
      }
      const p = this.value(a);
      if (!p) {
        roots.push(null);
        return;
      }
      if (isModuleScope(p.root)) {
        roots.push(p.root);
      } else if (p.root.kind === 'variable') {
        const v = p.root.variable;
        roots.push({ kind: 'function', type: v.type });
        args.push(v.isReference && !v.isConst ? h.nameOf(v) : `&${h.nameOf(v)}`);
      } else if (p.root.kind === 'caller') {
        roots.push({ kind: 'function', type: p.root.type });
        args.push(this.callerParameter(p.root.param));
      }
      args.push(p.index);
    });
    // Reported: no copy of the helper is made for a view it cannot address.
    if (unsupportedView) return '0';
    return `${this.specialisation(e.callee, roots).name}(${args.join(', ')})`;
  }

  private specialisation(fn: FunctionInfo, roots: Specialisation['roots']): Specialisation {
    // A caller's memory shows in the copy only as its `ptr<function, T>` parameter's type.
    const id = specialisationKey(this.host.functionName(fn), roots, this.host.wgslType);
    const known = this.specialisations.get(id);
    if (known) return known;
    const count = [...this.specialisations.values()].filter((s) => s.fn === fn).length;
    const spec: Specialisation = { fn, name: `${this.host.functionName(fn)}_${count + 1}`, roots };
    this.specialisations.set(id, spec);
    this.pending.push(spec);
    return spec;
  }

  /** The WGSL parameter of a helper's copy that carries the caller's variable pointer parameter `p` points into. */
  private callerParameter(p: Variable): string {
    return `${this.host.nameOf(p)}_root`;
  }

  /** The next specialisation a call asked for that is not emitted yet. */
  nextPending(): Specialisation | undefined {
    return this.pending.shift();
  }

  /**
   * A pointer parameter of a specialisation: records its root and returns the extra WGSL
   * parameter that carries a caller's variable (null when the root is module-scope).
   */
  bindParameter(p: Variable, spec: Specialisation, k: number): string | null {
    const root = spec.roots[k];
    if (!root || root.kind === 'caller' || root.kind === 'window' || root.kind === 'struct') return null;
    if (root.kind === 'function') {
      this.roots.set(p, { kind: 'caller', param: p, type: root.type });
      return `${this.callerParameter(p)}: ptr<function, ${this.host.wgslType(root.type)}>`;
    }
    this.roots.set(p, root);
    return null;
  }
}
