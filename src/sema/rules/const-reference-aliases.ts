/**
 * Const references and copied reference arguments in kernels whose object changes while they are in use.
 *
 * ampc compiles a `const T&` in amp code as a copy of the object it names (src/sema/kernel-memory.ts
 * `isPointer`): a const reference cannot write, and a copy needs no pointer, so a view element or a
 * tile_static element passes to a `const T&` parameter anywhere. The copy is exact while the object
 * keeps its value. Where the program may change the object before it reads the reference again, C++
 * reads the new value and the copy the old one, so ampc refuses:
 * - a const reference local bound to an object that a later statement of its block may write
 *   (`const int& r = x; x = 5; use(r);`), or that another thread of the tile may write before a
 *   barrier (its object is tile_static or in a view);
 * - a call passing an object to a const reference parameter and, to another parameter, a non-const
 *   reference, pointer or view through which the callee may write that object (`f(x, x)` for
 *   `int f(const int& a, int& b)`).
 * A non-const reference argument that is not a whole local is a copy too, written back after the
 * call (src/codegen/wgsl/emit-wgsl.ts), so two reference arguments naming one object, or one the
 * callee also reaches through a view or pointer argument, are refused here as well.
 *
 * Objects are told apart by their root, the variable or captured view an lvalue is part of (`a[i].f`
 * → `a`); a write through a pointer or a reference whose object is not known here may write any.
 */
import type { Expr, Kernel, Stmt, Variable } from '../program.js';
import type { Span } from '../../source.js';
import { isPointer, isViewType, viewRoot } from '../kernel-memory.js';
import { firstBarrierIn, transitiveCallees } from './amp-rules.js';
import { forEachExpr, forEachExprInStmt, nestedScopes, ownExprs } from '../walk.js';
import { containsPlace } from './places.js';

/**
 * What an lvalue may be part of: variables and captured views, or anything (`unknown`).
 *
 * Not src/sema/pointer-roots.ts's `PointerRoot`, nor walk.ts's `rootVariable`: those are the one
 * root a pointer or an lvalue has where ampc compiles it (kernel-support.ts refuses a pointer
 * without one), while this check asks what a write *may* reach, in any kernel ampc accepts: a set
 * of roots, followed through the references and pointers the function bound earlier
 * (`AliasCheck.bound`), and `unknown` where the object is not known here (what a pointer
 * parameter or a returned pointer points to).
 */
interface Roots {
  variables: Set<Variable>;
  unknown: boolean;
}

const noRoots = (): Roots => ({ variables: new Set(), unknown: false });

function union(a: Roots, b: Roots): Roots {
  return { variables: new Set([...a.variables, ...b.variables]), unknown: a.unknown || b.unknown };
}

/** Roots written by a statement, and whether it waits at a barrier (when other threads' writes land). */
interface Writes {
  roots: Roots;
  barrier: boolean;
}

const isTileStaticOrView = (v: Variable): boolean => v.storage === 'tileStatic' || isViewType(v.type);

function overlaps(object: Roots, writes: Writes): boolean {
  if (object.variables.size === 0 && !object.unknown) return false;
  if (writes.roots.unknown) return true;
  for (const v of writes.roots.variables) if (object.unknown || object.variables.has(v)) return true;
  // After a barrier another thread's write to tile_static memory or a view is visible.
  return writes.barrier && (object.unknown || [...object.variables].some(isTileStaticOrView));
}

export function checkConstReferenceAliases(kernel: Kernel, report: (message: string, span: Span) => void): void {
  new AliasCheck(report).body(kernel.body.statements);
  for (const fn of transitiveCallees(kernel.callees)) if (fn.body) new AliasCheck(report).body(fn.body.statements);
}

class AliasCheck {
  /** Reference and pointer variables of the function, with the roots of what they were bound to. */
  private readonly bound = new Map<Variable, Roots>();

  constructor(private readonly report: (message: string, span: Span) => void) {}

  body(statements: Stmt[]): void {
    this.block(statements);
  }

  private block(statements: Stmt[]): void {
    statements.forEach((s, k) => {
      if (s.kind === 'VarDecl' && s.init && (s.variable.isReference || s.variable.type.kind === 'pointer') && !isViewType(s.variable.type)) {
        const object = s.variable.type.kind === 'pointer' ? this.pointerRoots(s.init) : this.lvalueRoots(s.init);
        this.bound.set(s.variable, object);
        if (s.variable.isReference && s.variable.isConst) {
          const rest = statements.slice(k + 1);
          if (rest.some((later) => overlaps(object, this.writes(later)))) {
            this.report(
              `const reference '${s.variable.name}', whose object the kernel may change while the reference is in use, is not supported by ampc (ampc copies the object a const reference names); copy the value into a variable, or name the object itself`,
              s.span,
            );
          }
        }
      }
      // Each statement's own expressions here, its nested statements in their scopes.
      for (const top of ownExprs(s)) forEachExpr(top, (e) => this.calls(e));
      for (const inner of nestedScopes(s)) this.block(inner);
    });
  }

  /** A call passing an object by const reference and, elsewhere in its arguments, a way to write it. */
  private calls(e: Expr): void {
    if (e.kind !== 'Call') return;
    this.sameObjectTwice(e);
    const params = e.callee.params;
    const writable = e.args.map((a, k) => (params[k] ? this.argumentWrites(params[k], a) : noRoots()));
    e.args.forEach((a, k) => {
      const p = params[k];
      if (!p || !p.isReference || !p.isConst || isViewType(p.type)) return;
      const object = this.lvalueRoots(a);
      const others = writable.filter((_, j) => j !== k).reduce(union, noRoots());
      if (overlaps(object, { roots: others, barrier: false })) {
        this.report(
          `passing an object by const reference to '${e.callee.member?.cppName ?? e.callee.name}' while another argument may write it is not supported by ampc (ampc copies the object a const reference names); pass a copy`,
          a.span,
        );
      }
    });
  }

  /**
   * Two non-const reference arguments naming one object, or one inside the other (`f(av[i], av[i])`,
   * `g(s, s.a)`). A reference argument that is not a whole local is passed as a copy, written back
   * after the call (src/codegen/wgsl/emit-wgsl.ts), so the callee's writes through one would not be
   * seen through the other; two whole locals would be aliasing pointers, which WGSL rejects.
   * Arguments told apart only at run time (`swap(a[i], a[j])`) are refused by reference-argument-aliases.ts.
   */
  private sameObjectTwice(e: Extract<Expr, { kind: 'Call' }>): void {
    const places = e.args.flatMap((a, k) => (e.callee.params[k] && isPointer(e.callee.params[k]!) ? [a] : []));
    // A copied argument's object reached by the callee through a view or pointer argument too.
    e.args.forEach((a, k) => {
      const p = e.callee.params[k];
      if (!p || !isPointer(p) || (a.kind === 'VarRef' && (a.variable.storage === 'local' || a.variable.storage === 'param'))) return;
      const object = this.lvalueRoots(a);
      const reached = e.args.map((b, j): Roots => {
        const q = e.callee.params[j];
        if (j === k || !q) return noRoots();
        if (isViewType(q.type)) { const v = viewRoot(b); return v ? { variables: new Set([v]), unknown: false } : { variables: new Set(), unknown: true }; }
        return q.type.kind === 'pointer' ? this.pointerRoots(b) : noRoots();
      }).reduce(union, noRoots());
      if (overlaps(object, { roots: reached, barrier: false })) {
        this.report(
          `passing this by reference to '${e.callee.member?.cppName ?? e.callee.name}', which also reaches it through a view or pointer argument, is not supported by ampc in kernels (the reference argument is passed as a copy); pass a local and assign it after the call`,
          a.span,
        );
      }
    });
    places.forEach((a, k) => {
      const other = places.slice(0, k).find((b) => containsPlace(a, b) || containsPlace(b, a));
      if (other) {
        this.report(
          `passing one object to two reference parameters of '${e.callee.member?.cppName ?? e.callee.name}' is not supported by ampc in kernels (each argument is passed as its own copy); pass a copy and assign the result`,
          a.span,
        );
      }
    });
  }

  /** What a callee may write through its parameter `p`, given argument `a`. */
  private argumentWrites(p: Variable, a: Expr): Roots {
    if (isViewType(p.type)) return this.viewRoots(a);
    if (isPointer(p)) return this.lvalueRoots(a);
    if (p.type.kind === 'pointer') return this.pointerRoots(a);
    return noRoots();
  }

  private writes(s: Stmt): Writes {
    let roots = noRoots();
    const add = (r: Roots) => { roots = union(roots, r); };
    forEachExprInStmt(s, (e) => {
      switch (e.kind) {
        case 'Assign': add(this.lvalueRoots(e.target)); break;
        case 'Unary': if (e.op.length > 1) add(this.lvalueRoots(e.operand)); break;
        case 'Call': e.args.forEach((a, k) => { const p = e.callee.params[k]; if (p) add(this.argumentWrites(p, a)); }); break;
        case 'Intrinsic': e.args.forEach((a) => { if (a.type.kind === 'pointer') add(this.pointerRoots(a)); }); break;
        default: break;
      }
    });
    // A barrier, the statement's own or a helper's, lets other threads' writes land.
    return { roots, barrier: firstBarrierIn(s) !== null };
  }

  /** The roots of the object an lvalue designates; none for a temporary. */
  private lvalueRoots(e: Expr): Roots {
    switch (e.kind) {
      case 'Field': case 'Component': return this.lvalueRoots(e.object);
      case 'Element': return e.object.type.kind === 'pointer' ? this.pointerRoots(e.object) : this.lvalueRoots(e.object);
      case 'ViewElement': return this.viewRoots(e.view);
      case 'VarRef': {
        const v = e.variable;
        const bound = this.bound.get(v);
        if (bound) return union(bound, { variables: new Set([v]), unknown: false });
        // A reference parameter names its caller's object, which only the parameter reaches here.
        return { variables: new Set([v]), unknown: false };
      }
      case 'Conditional': return union(this.lvalueRoots(e.then), this.lvalueRoots(e.otherwise));
      // What a function returns by reference is part of what its arguments reach.
      case 'Call': return e.callee.returnsReference ? e.args.map((a) => this.lvalueRoots(a)).reduce(union, noRoots()) : noRoots();
      case 'Assign': return this.lvalueRoots(e.target);
      case 'Unary': return e.op.startsWith('pre') ? this.lvalueRoots(e.operand) : noRoots();
      default: return noRoots();
    }
  }

  private pointerRoots(e: Expr): Roots {
    switch (e.kind) {
      case 'AddressOf': return this.lvalueRoots(e.operand);
      case 'Convert': return e.operand.type.kind === 'array' ? this.lvalueRoots(e.operand) : this.pointerRoots(e.operand);
      case 'VarRef': return this.bound.get(e.variable) ?? { variables: new Set([e.variable]), unknown: e.variable.storage !== 'param' };
      case 'Binary': return this.pointerRoots(e.left);
      case 'Conditional': return union(this.pointerRoots(e.then), this.pointerRoots(e.otherwise));
      default: return { variables: new Set(), unknown: true };
    }
  }

  private viewRoots(e: Expr): Roots {
    const v = viewRoot(e);
    // The kernel cannot write through an `array_view<const T>`: its elements keep their values.
    if (e.type.kind === 'arrayView' && e.type.isConst) return noRoots();
    if (v?.type.kind === 'arrayView' && v.type.isConst) return noRoots();
    return v ? { variables: new Set([v]), unknown: false } : { variables: new Set(), unknown: true };
  }
}
