/**
 * The facts about restrict(amp) pointers that the kernel-support check
 * (src/sema/rules/kernel-support.ts) refuses by and the WGSL printer (src/codegen/wgsl/pointers.ts)
 * prints by, declared once so the two cannot drift apart: what a pointer's root is, when two roots
 * are the same, which roots a helper can name itself, which helpers are compiled once per call's
 * roots and what tells two such copies apart, how `&lvalue` finds the memory it points into, and
 * the pointers ampc cannot compile, with their messages.
 *
 * A restrict(amp) pointer is compiled as an index into the one variable or array it points into,
 * its root, known statically from its initialiser (WGSL pointers have no arithmetic, and only
 * function-scope ones may be passed to functions).
 *
 * This is the first step of issue 8's "analyses as side tables": the check and the printer still
 * walk the kernel each, but with these definitions; the roots are not yet a table the printer reads.
 */
import type { Expr, FunctionInfo, Variable } from './program.js';
import { typeToString, type Type } from './types.js';
import { hasViewFields } from './struct-views.js';
import { isViewType } from './kernel-memory.js';

/** The memory a pointer points into. */
export type PointerRoot =
  /** The buffer of a captured array_view or array, indexed by its element number in the buffer. */
  | { kind: 'buffer'; view: Variable }
  /** A variable the function names directly: a tile_static, a local, a by-value parameter, a reference parameter. */
  | { kind: 'variable'; variable: Variable }
  /**
   * A caller's function-scope variable, of type `type`, that the helper's pointer parameter `param`
   * points into (the WGSL copy reaches it through a `ptr<function, T>` parameter beside the index).
   */
  | { kind: 'caller'; param: Variable; type: Type };

export function sameRoot(a: PointerRoot, b: PointerRoot): boolean {
  switch (a.kind) {
    case 'buffer': return b.kind === 'buffer' && a.view === b.view;
    case 'variable': return b.kind === 'variable' && a.variable === b.variable;
    case 'caller': return b.kind === 'caller' && a.param === b.param;
  }
}

/** A root that lives at module scope in WGSL (a buffer, a tile_static), so a helper can name it instead of taking it. */
export function isModuleScope(root: PointerRoot): boolean {
  return root.kind === 'buffer' || (root.kind === 'variable' && root.variable.storage === 'tileStatic');
}

/** The type of the memory a root is: what a `ptr<function, T>` to it points to. */
function rootType(root: PointerRoot): Type {
  switch (root.kind) {
    case 'buffer': return root.view.type;
    case 'variable': return root.variable.type;
    case 'caller': return root.type;
  }
}

/** A function taking a pointer or a view (or a class object holding views): compiled once per roots and views its calls give those parameters. */
export function specialisedPerCall(fn: FunctionInfo): boolean {
  return fn.params.some((p) => p.type.kind === 'pointer' || isViewType(p.type) || hasViewFields(p.type));
}

/**
 * What one copy of a helper is made for, per parameter: a pointer's root when module-scope (a
 * view parameter's captured view is a `buffer` root), the type of the caller's variable otherwise
 * (`function`), a window (section, row, `view_as`) on a captured view, the views a class parameter
 * holds, or null for a parameter the copy does not depend on.
 */
export type ParamBinding = PointerRoot | { kind: 'function'; type: Type } | { kind: 'window'; view: Variable } | StructParamViews | null;

/**
 * A class parameter holding views (src/sema/struct-views.ts): per view member, in declaration order,
 * the captured view its argument holds, and whether it is a window on it (null: a member not bound).
 */
export interface StructParamViews {
  kind: 'struct';
  views: ({ view: Variable; window: boolean } | null)[];
}

/** A pointer argument's binding: its root when the helper can name it, else the type of the caller's memory it takes. */
export function pointerBinding(root: PointerRoot): ParamBinding {
  return isModuleScope(root) ? root : { kind: 'function', type: rootType(root) };
}

/**
 * The key telling copies of `fn` apart: two calls whose bindings have one key share a copy.
 * `typeKey` names the type of a caller's memory (the printer's is its WGSL type, as the copy's
 * `ptr<function, T>` parameter is the only place the type shows).
 */
export function specialisationKey(fnName: string, bindings: readonly ParamBinding[], typeKey: (t: Type) => string = typeToString): string {
  const key = (r: ParamBinding): string => {
    if (!r) return '-';
    switch (r.kind) {
      case 'buffer': return `b${r.view.id}`;
      case 'window': return `w${r.view.id}`;
      case 'struct': return `s[${r.views.map((v) => (v ? `${v.window ? 'w' : 'b'}${v.view.id}` : '-')).join(';')}]`;
      case 'variable': return `v${r.variable.id}`;
      case 'function': return `f:${typeKey(r.type)}`;
      case 'caller': return `c:${typeKey(r.type)}`;
    }
  };
  return `${fnName}(${bindings.map(key).join(',')})`;
}

/**
 * `&lvalue` (or an array decayed to a pointer to its first element) as the memory it is in and its
 * element indices into it: `&a[i][j]` is `a` with [i, j]; `&p[k]` (and `&*p`) is an `Element` of
 * the pointer `p`; `&av[i]` a `ViewElement`; anything else (a class member) is no root ampc knows.
 */
export function addressBase(lvalue: Expr): { base: Expr; indices: Expr[] } {
  const indices: Expr[] = [];
  let base = lvalue;
  while (base.kind === 'Element' && base.object.type.kind === 'array') {
    indices.unshift(base.index);
    base = base.object;
  }
  return { base, indices };
}

/** The pointer problems the check reports and the printer asserts, with their messages. */
export const pointerMessages = {
  differentConditionalRoots: 'a conditional whose pointers point into different variables or arrays is not supported by ampc',
  differentRoots: 'a pointer that may point into different variables or arrays is not supported by ampc',
  conversion: 'this pointer conversion is not supported by ampc in kernels',
  expression: 'this pointer expression is not supported by ampc in kernels (use it as a statement, or name the pointer)',
  member: 'a pointer to this object (a class member, or an element of one) is not supported by ampc in kernels',
  returned: (fn: FunctionInfo) => `returning a pointer from '${fn.name}' is not supported by ampc`,
  uninitialised: (v: Variable) => `pointer '${v.name}' must be initialized where it is declared: ampc needs to know which variable or array it points into`,
  unknown: (v: Variable) => `where pointer '${v.name}' points is not known here: ampc needs to know which variable or array it points into`,
};

/**
 * Why a pointer into element of captured view `view` cannot be compiled, or null: memory the kernel
 * uses atomically is `atomic<T>` (plain loads cannot read it), and a 3-component vector is stored packed.
 */
export function viewPointerProblem(view: Variable, isAtomic: (v: Variable) => boolean): string | null {
  if (isAtomic(view)) return `a pointer into '${view.name}', which the kernel also uses atomically, is not supported by ampc`;
  const element = view.type.kind === 'arrayView' || view.type.kind === 'ampArray' ? view.type.element : view.type;
  if (element.kind === 'shortVector' && element.length === 3) return `a pointer to a '${typeToString(element)}' element of a view is not supported by ampc (the buffer stores it packed)`;
  return null;
}

/**
 * Why a pointer into variable `v` cannot be compiled, or null: a value the kernel captures is a
 * uniform field (as is a namespace-scope constant), not memory; memory used atomically is `atomic<T>`.
 */
export function variablePointerProblem(v: Variable, isUniformCapture: (v: Variable) => boolean, isAtomic: (v: Variable) => boolean): string | null {
  if (isUniformCapture(v) || v.storage === 'global' || v.storage === 'constant') return `a pointer to '${v.name}', which the kernel captures by value, is not supported by ampc`;
  if (isAtomic(v)) return `a pointer into '${v.name}', which the kernel also uses atomically, is not supported by ampc`;
  return null;
}
