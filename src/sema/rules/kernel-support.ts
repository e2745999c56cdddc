/**
 * Kernel support: the valid C++ AMP that ampc cannot compile into a WGSL kernel, refused here,
 * once, before any back end runs (as naga's `valid/` does for its IR). The WGSL back end then
 * only prints: a construct it cannot print is a compiler bug there, not a diagnostic.
 *
 * The check walks each kernel, and the amp functions it calls, the way the kernel is compiled:
 * - a view must be one captured view known at compile time, or a window (section, row,
 *   rank-1 `view_as`) on one, since WGSL names a storage buffer statically;
 * - a pointer is an index into the one variable or array it points into (its root), known
 *   statically from its initialiser, so two pointers compared, subtracted or chosen between
 *   must share their root; a helper taking pointers or views is checked once per roots it is
 *   called with, as it is compiled once per roots (what a root is, and what tells a helper's copies
 *   apart, is declared once, for this check and the WGSL printer, in src/sema/pointer-roots.ts);
 * - memory the kernel uses atomically (src/sema/kernel-memory.ts) is reached only through
 *   atomic loads and stores: no pointer, reference or view of it can leave the statement;
 * - a reference argument that is not a whole local is passed through a copy made around
 *   its statement, which only an expression statement has room for;
 * - WGSL has no 64-bit integers, no infinite constants, and no strings or streams.
 *
 * It runs on a program without errors: what it refuses is valid C++, and one diagnostic
 * about the program's first problem is worth more than two about one construct.
 */
import { fieldChain, hasViewFields, heldViews, structFieldSource, viewFieldPaths, type HeldViews } from '../struct-views.js';
import type { DiagnosticBag } from '../../diagnostics.js';
import type { ErrorRuleId } from '../../diagnostic-rules.js';
import type { Span } from '../../source.js';
import type { Expr, FunctionInfo, Kernel, Program, Stmt, Variable } from '../program.js';
import type { Type } from '../types.js';
import { isAtomicScalar, isInAtomicMemory, isPointer, isTileStaticRoot, isViewType, kernelAtomicMemory } from '../kernel-memory.js';
import { transitiveCallees } from './amp-rules.js';
import { checkConstReferenceAliases } from './const-reference-aliases.js';
import { checkReferenceArgumentAliases } from './reference-argument-aliases.js';
import { chosenElement, viewChoice } from '../view-choices.js';
import { withoutViewConversions } from '../amp-views.js';
import { addressBase, pointerBinding, pointerMessages, sameRoot, specialisationKey, specialisedPerCall, variablePointerProblem, viewPointerProblem, type ParamBinding, type PointerRoot as Root } from '../pointer-roots.js';

/**
 * An integer divided by the constant 0: undefined behaviour in C++, and a shader-creation error
 * in WGSL whatever the code's reachability (the divisor is a constant expression), where g++ only
 * warns. So it is refused in kernels, also where it is never evaluated.
 */
const divisionByZero = 'an integer division or remainder by the constant 0 is not supported in kernels by ampc (undefined behaviour in C++, and WGSL rejects the shader)';

function dividesByConstantZero(t: Type, divisor: Expr): boolean {
  let d = divisor;
  while (d.kind === 'Convert') d = d.operand;
  return t.kind === 'int' && d.kind === 'Const' && (typeof d.value === 'bigint' ? d.value === 0n : Number(d.value) === 0);
}

export function checkKernelSupport(program: Program, diags: DiagnosticBag): void {
  // A function two kernels call is checked for each (its facts may differ); its problems are reported once.
  const reported = new Set<string>();
  const report = (message: string, span: Span, rule: ErrorRuleId = 'wgsl-unsupported') => {
    const key = `${span.file}:${span.start.offset}:${span.end.offset}:${message}`;
    if (reported.has(key)) return;
    reported.add(key);
    diags.error(rule, message, span);
  };
  for (const kernel of program.kernels) {
    new KernelCheck(kernel, heldViews(program.structViews, kernel.captures), report).run();
    checkConstReferenceAliases(kernel, (message, span) => report(message, span, 'unsupported'));
    checkReferenceArgumentAliases(kernel, (message, span) => report(message, span, 'unsupported'));
  }
}

const isDouble = (t: Type): boolean => t.kind === 'float' && t.bits === 64;

class KernelCheck {
  private readonly atomics: ReadonlySet<Variable>;
  /** Captured views and textures: the kernel's buffers. */
  private readonly buffers = new Set<Variable>();
  private readonly textures = new Set<Variable>();
  /** Captured values (scalars, classes, extents): uniform fields, not memory a pointer can reach. */
  private readonly uniforms = new Set<Variable>();

  // The function being checked.
  /** Its view parameters, each the captured view its call passed. */
  private viewParams = new Map<Variable, Variable>();
  /** Its class parameters holding views: per view member (path joined by '.'), the captured view its call passed. */
  private structParams = new Map<Variable, Map<string, Variable>>();
  /** The root of each pointer variable and parameter; null where its initialiser was refused. */
  private roots = new Map<Variable, Root | null>();
  /** The view locals declared so far, each with the captured view it is a window on. */
  private readonly viewLocals = new Map<Variable, Variable>();
  /** Whether the expression being checked is in an expression statement, where a reference argument's copy has room. */
  private inExprStatement = false;
  /** Helpers already checked, with the roots of their pointer and view parameters. */
  private readonly checkedCopies = new Map<FunctionInfo, Set<string>>();

  constructor(private readonly kernel: Kernel, private readonly structViews: HeldViews, private readonly report: (message: string, span: Span, rule?: ErrorRuleId) => void) {
    this.atomics = kernelAtomicMemory(kernel);
    for (const c of kernel.captures) {
      if (c.kind === 'buffer') this.buffers.add(c.outer);
      else if (c.kind === 'texture') this.textures.add(c.outer);
      else this.uniforms.add(c.outer);
    }
  }

  run(): void {
    this.block(this.kernel.body.statements);
    // Helpers without pointer or view parameters are compiled once; the others from their calls.
    for (const fn of transitiveCallees(this.kernel.callees)) {
      if (!specialisedPerCall(fn)) this.checkFunction(fn, new Map(), new Map(), new Map());
    }
  }

  private checkFunction(fn: FunctionInfo, viewParams: Map<Variable, Variable>, roots: Map<Variable, Root | null>, structParams: Map<Variable, Map<string, Variable>>): void {
    if (!fn.body) return;
    const [savedViews, savedRoots, savedStructs, inExprStatement] = [this.viewParams, this.roots, this.structParams, this.inExprStatement];
    this.viewParams = viewParams;
    this.roots = roots;
    this.structParams = structParams;
    this.inExprStatement = false;
    this.block(fn.body.statements);
    [this.viewParams, this.roots, this.structParams, this.inExprStatement] = [savedViews, savedRoots, savedStructs, inExprStatement];
  }

  // ------------------------------------------------------------ statements

  private block(statements: Stmt[]): void {
    for (const s of statements) {
      this.stmt(s);
      // Statements after a jump are never run, and not compiled.
      if (s.kind === 'Return' || s.kind === 'Break' || s.kind === 'Continue') break;
    }
  }

  private stmt(s: Stmt): void {
    switch (s.kind) {
      case 'Block': return this.block(s.statements);
      case 'VarDecl': {
        const v = s.variable;
        if (v.storage === 'tileStatic' || v.type.kind === 'lambda') return;
        if (isViewType(v.type)) return this.declareView(v);
        if (isPointer(v) && s.init) return this.inStatement(() => this.referenceInit(s.init!));
        if (v.type.kind === 'pointer') return this.declarePointer(v, s.init);
        if (s.init) this.expr(s.init);
        return;
      }
      case 'ExprStmt': return this.inStatement(() => this.exprStatement(s.expr));
      case 'If':
        this.expr(s.cond);
        this.stmt(s.then);
        if (s.otherwise) this.stmt(s.otherwise);
        return;
      case 'For':
        if (s.init) this.stmt(s.init);
        if (s.cond) this.expr(s.cond);
        // The step is compiled as a statement, but in the loop's continuing block: no room for copies.
        if (s.step) this.exprStatement(s.step);
        this.stmt(s.body);
        return;
      case 'While': case 'DoWhile':
        this.expr(s.cond);
        this.stmt(s.body);
        return;
      case 'Switch':
        this.expr(s.cond);
        for (const c of s.cases) {
          if (c.values !== 'default') c.values.forEach((v) => this.expr(v));
          this.block(c.body);
        }
        return;
      case 'Break': case 'Continue': return;
      case 'Return':
        if (s.value) this.expr(s.value);
        return;
      // Refused by check-stmt.ts where sema knows the code is restrict(amp) only; a function that is
      // restrict(amp, cpu) is checked once, as CPU code, and meets the C++ AMP rule here, in a kernel's calls.
      case 'Try': case 'Throw':
        this.report(`'${s.kind === 'Try' ? 'try' : 'throw'}' is not allowed in restrict(amp) code`, s.span, 'amp-exceptions');
        return;
      case 'Goto': case 'Label':
        this.report(`'${s.kind === 'Goto' ? 'goto' : 'a label'}' is not allowed in restrict(amp) code`, s.span, 'amp-goto');
        return;
    }
  }

  private inStatement(check: () => void): void {
    const saved = this.inExprStatement;
    this.inExprStatement = true;
    check();
    this.inExprStatement = saved;
  }

  /** An expression whose value is unused: assignments, increments and barriers are statements. */
  private exprStatement(e: Expr): void {
    switch (e.kind) {
      case 'Assign':
        if (e.target.type.kind === 'pointer' && e.op === null) this.checkSameRoot(e.target, e.value, e);
        if ((e.op === '/' || e.op === '%') && dividesByConstantZero(e.target.type, e.value)) this.report(divisionByZero, e.value.span);
        if (this.returnedReferenceAsPlace(e.target)) return;
        if (isAtomicScalar(e.target, this.atomics)) this.place(e.target);
        else this.expr(e.target);
        this.expr(e.value);
        return;
      case 'Unary':
        if (e.op.length > 1) {
          if (this.returnedReferenceAsPlace(e.operand)) return;
          if (isAtomicScalar(e.operand, this.atomics)) this.place(e.operand);
          else this.expr(e.operand);
          return;
        }
        break;
      case 'Barrier': return;
      case 'Binary':
        if (e.op === ',') {
          this.exprStatement(e.left);
          this.exprStatement(e.right);
          return;
        }
        break;
      case 'Const': return;
      default: break;
    }
    this.expr(e);
  }

  // ------------------------------------------------------------ expressions

  private expr(e: Expr): void {
    if (e.type.kind === 'int' && e.type.bits === 64) {
      // Sema refuses 64-bit variables in kernels (amp-type); a 64-bit value still arises in an expression (`x * 5LL`).
      this.report("64-bit integers ('long long') are not supported in kernels by ampc: WGSL has no 64-bit integer type", e.span);
      return;
    }
    if (e.type.kind === 'pointer') {
      this.pointer(e);
      return;
    }
    switch (e.kind) {
      case 'Const':
        if (e.type.kind === 'float' && !isDouble(e.type) && typeof e.value === 'number' && !Number.isFinite(e.value)) {
          // A software double has infinities; WGSL's f32 constants do not.
          this.report('infinite or NaN float constants are not supported in kernels by ampc', e.span);
        }
        return;
      case 'StringConst':
        this.report('strings are not supported in kernels by ampc', e.span);
        return;
      case 'Stream': case 'Manipulator':
        this.report('iostreams are not available in kernels', e.span);
        return;
      case 'VarRef': {
        // A namespace-scope constant read by a restrict(amp, cpu) function is its value.
        const v = e.variable;
        if (v.storage === 'global' && v.constValue !== null) this.expr({ type: e.type, span: e.span, kind: 'Const', value: v.constValue });
        return;
      }
      // A helper reads the thread's index only through a tiled_index, and tiled kernels have at most 3 dimensions.
      case 'ThreadIndex':
        return;
      case 'Unary':
        // An increment used as a value becomes a statement of its own (src/lower/), compiled as one.
        if (e.op.length > 1) return this.inStatement(() => this.exprStatement(e));
        this.expr(e.operand);
        return;
      case 'Binary':
        if (e.op === ',') {
          // Likewise the left operand of a comma operator; its right operand is the value.
          this.inStatement(() => this.exprStatement(e.left));
          this.expr(e.right);
          return;
        }
        if (e.left.type.kind === 'pointer') this.checkSameRoot(e.left, e.right, e);
        if ((e.op === '/' || e.op === '%') && dividesByConstantZero(e.type, e.right)) this.report(divisionByZero, e.right.span);
        this.expr(e.left);
        this.expr(e.right);
        return;
      case 'Logical':
        this.expr(e.left);
        this.expr(e.right);
        return;
      case 'Assign': return this.inStatement(() => this.exprStatement(e)); // likewise an assignment used as a value
      case 'Convert':
        // amp code makes pointers only from `&` and arrays: never null, so a pointer as a bool is `true`.
        if (e.operand.type.kind === 'pointer' && e.type.kind === 'bool') return;
        this.expr(e.operand);
        return;
      case 'Conditional':
        this.expr(e.cond);
        this.expr(e.then);
        this.expr(e.otherwise);
        return;
      case 'Call':
        if (specialisedPerCall(e.callee)) return this.callWithRoots(e);
        e.args.forEach((a, k) => this.argument(e.callee.params[k], a));
        return;
      case 'Field':
        this.expr(e.object);
        return;
      case 'Element':
        if (e.object.type.kind === 'pointer') {
          this.pointer(e.object);
        } else this.expr(e.object);
        this.expr(e.index);
        return;
      case 'ViewElement': {
        // `(c ? a : b)[i]`: read or written on the chosen view only (src/sema/view-choices.ts).
        const choice = viewChoice(e.view);
        if (!choice) {
          this.viewElement(e);
          return;
        }
        this.expr(choice.cond);
        this.expr({ ...e, view: choice.then });
        this.expr({ ...e, view: choice.otherwise });
        return;
      }
      case 'MakeIndex': case 'MakeExtent':
        e.components.forEach((c) => this.expr(c));
        return;
      case 'Component':
        this.expr(e.object);
        this.expr(e.dim);
        return;
      case 'ExtentOf':
        if (!this.viewAccess(e.view)) this.report('the extent of this view is not supported in kernels by ampc', e.span);
        return;
      case 'Subview':
        this.report('a section or row of a view is supported in kernels only where an element is taken from it or its extent read; a view variable in a kernel is not supported by ampc', e.span);
        return;
      case 'FunctionRef':
        this.report('a lambda used as a value (other than by calling it) is not supported by ampc in kernels', e.span);
        return;
      // Refused in restrict(amp) code by the C++ AMP rules (amp-function-pointer).
      case 'CallPointer': case 'MemberPointerConst': case 'MemberPointerAccess': case 'MemberPointerCall':
        return;
      case 'Intrinsic':
        if (!e.intrinsic.wgsl) {
          this.report(`'${e.intrinsic.id}' is not available in kernels`, e.span);
          return;
        }
        e.args.forEach((a) => (a.kind === 'AddressOf' ? this.intrinsicPointer(a) : this.expr(a)));
        return;
      case 'AddressOf': return this.intrinsicPointer(e);
      case 'Barrier':
        this.report('a barrier cannot be used as a value', e.span);
        return;
      case 'Construct':
        if (e.type.kind !== 'struct') {
          this.report(`constructing this type is not supported in kernels by ampc`, e.span);
          return;
        }
        e.args.forEach((a) => this.expr(a));
        return;
      case 'InitList':
        e.elements.forEach((x) => this.expr(x));
        return;
      case 'Library': return this.library(e);
      case 'Tile': case 'ParallelForEach': case 'StreamOut': case 'StreamIn': case 'New':
        this.report('this operation is not available in kernels', e.span);
        return;
      case 'Let': // made by the host lowering (src/lower/lower-host.ts), after this pass and never in amp code
      case 'Copy': // made by the host lowering (src/lower/host-copies.ts), likewise
      case 'DefaultInit': // (src/lower/default-inits.ts) likewise
      case 'Update': // (src/lower/lower-host.ts) likewise
        return;
    }
  }

  /** A call's argument for parameter `p` (a tiled_index parameter takes none: it is the thread's own). */
  private argument(p: Variable | undefined, a: Expr): void {
    if (p?.type.kind === 'tiledIndex') return;
    if (p && isPointer(p)) this.referenceArgument(a);
    else this.expr(a);
  }

  /** The library operations a kernel may use: those of an extent (its size) and a tiled_extent (its extent). */
  private library(e: Extract<Expr, { kind: 'Library' }>): void {
    const receiver = e.receiver;
    if (e.op === 'tiledExtent.extent' && receiver) return this.expr(receiver);
    const t = receiver?.type;
    const rank = t?.kind === 'extent' ? t.rank : t?.kind === 'tiledExtent' ? t.tile.length : 0;
    if (e.op === 'extent.size' && receiver && rank > 0) {
      if (receiver.kind === 'MakeExtent') return receiver.components.forEach((c) => this.expr(c));
      if (receiver.kind === 'ExtentOf' && this.viewAccess(receiver.view)) return;
      // The product reads the extent once per dimension: only a named extent may be read again.
      if (rank > 1 && !['VarRef', 'Library', 'Field', 'ExtentOf'].includes(receiver.kind)) {
        this.report('the size of this extent is not supported in kernels by ampc; name the extent first', e.span);
        return;
      }
      return this.expr(receiver);
    }
    this.report('this operation is not available in kernels', e.span);
  }

  /** An lvalue as memory (no load): `av[i]`, `t[i][j]`, `x`. */
  private place(e: Expr): void {
    switch (e.kind) {
      case 'ViewElement':
        this.viewElement(e);
        return;
      case 'Element':
        if (e.object.type.kind === 'pointer') this.pointer(e.object);
        else this.expr(e.object);
        this.expr(e.index);
        return;
      case 'VarRef': return;
      default: return this.expr(e);
    }
  }

  /** A library function's pointer argument (`atomic_fetch_add(&av[i], 1)`). */
  private intrinsicPointer(e: Extract<Expr, { kind: 'AddressOf' }>): void {
    if (e.operand.kind === 'VarRef' && isPointer(e.operand.variable)) return;
    if (this.returnedReferenceAsPlace(e.operand)) return;
    this.place(e.operand);
  }

  // ------------------------------------------------------------ references

  /** `T& r = lvalue;`: r points at the lvalue. */
  private referenceInit(e: Expr): void {
    if (e.kind === 'VarRef' && isPointer(e.variable)) return;
    if (this.chosenReference(e)) return;
    if (this.returnedReferenceAsPlace(e)) return;
    if (isInAtomicMemory(e, this.atomics)) {
      this.report('a reference to memory that the kernel also uses atomically is not supported by ampc', e.span);
      return;
    }
    this.expr(e);
  }

  /**
   * The argument of a non-const reference parameter. A whole local is passed by pointer; anything
   * else (a view element, tile_static, an array element) goes through a copy made before the
   * statement and written back after it.
   */
  private referenceArgument(e: Expr): void {
    if (e.kind === 'VarRef' && isPointer(e.variable)) return;
    if (this.chosenReference(e)) return;
    if (this.returnedReferenceAsPlace(e)) return;
    if (e.kind === 'VarRef' && (e.variable.storage === 'local' || e.variable.storage === 'param') && !this.uniforms.has(e.variable)) return;
    if (!this.inExprStatement) {
      this.report('passing this to a reference parameter is supported by ampc in kernels only in an expression statement (its copy is written back after the statement); pass a local variable, or make the call a statement of its own', e.span);
      return;
    }
    // The copy would be the thread's own: its write back would undo what the tile's other threads
    // wrote to the rest of the array or object meanwhile.
    if ((e.type.kind === 'array' || e.type.kind === 'struct') && isTileStaticRoot(e)) {
      this.report('passing a tile_static array or class object by reference (or as a multi-dimensional array parameter) is not supported by ampc in kernels; pass a pointer to its first element', e.span);
      return;
    }
    // A scalar in atomic memory is copied with atomic loads and stores. (An array there is a
    // tile_static one, refused above: a view's elements are not arrays.)
    this.expr(e);
  }

  /**
   * A call of an amp function returning `T&` (or a member or element of what it returns), used as
   * the place it names: assigned, incremented, bound to a reference or its address taken. A WGSL
   * function cannot return a pointer, so ampc compiles the call to the value it returns, which is
   * all a read needs; a write would have no place to go. Refused, and reported true, here.
   */
  private returnedReferenceAsPlace(e: Expr): boolean {
    let base = e;
    while (base.kind === 'Field' || base.kind === 'Component' || (base.kind === 'Element' && base.object.type.kind !== 'pointer')) base = base.object;
    if (base.kind !== 'Call' || base.callee.returnsReference !== true) return false;
    const name = base.callee.member?.cppName ?? base.callee.name;
    this.report(`binding or writing through the reference that '${name}' returns is not supported by ampc in kernels (a WGSL function cannot return a pointer); return an index, or pass the place by reference`, e.span);
    return true;
  }

  // ------------------------------------------------------------ views

  /** The captured view a view expression is a window on, or null where the kernel cannot name it. */
  private viewAccess(view: Expr): Variable | null {
    switch (view.kind) {
      case 'VarRef': {
        const v = view.variable;
        const local = this.viewLocals.get(v) ?? this.viewParams.get(v);
        if (local) return local;
        return this.buffers.has(v) || this.textures.has(v) ? v : null;
      }
      case 'Field': {
        // A view member of a class object (src/sema/struct-views.ts): of a class parameter, the view its call passed.
        const path: string[] = [];
        let b: Expr = view;
        while (b.kind === 'Field') {
          path.unshift(b.field);
          b = b.object;
        }
        const passed = b.kind === 'VarRef' ? this.structParams.get(b.variable) : undefined;
        if (passed) return passed.get(path.join('.')) ?? null;
        const source = structFieldSource(view, this.structViews);
        return source && source !== view ? this.viewAccess(source) : null;
      }
      case 'Convert':
        return isViewType(view.operand.type) ? this.viewAccess(view.operand) : null;
      case 'Subview': {
        const root = this.viewAccess(view.view);
        if (!root) return null;
        const p = view.part;
        switch (p.kind) {
          case 'project': this.expr(p.row); return root;
          case 'section':
            if (p.origin) this.expr(p.origin);
            if (p.extent) this.expr(p.extent);
            return root;
          case 'viewAs': {
            // Only a rank-1 view is sure to be contiguous, which reshaping needs.
            const t = view.view.type;
            if ((t.kind === 'arrayView' || t.kind === 'ampArray') && t.rank !== 1) return null;
            this.expr(p.extent);
            return root;
          }
          case 'reinterpret': return null; // refused in amp code (check-views.ts)
        }
      }
      // eslint-disable-next-line no-fallthrough
      default:
        return null;
    }
  }

  /** `auto row = in[i];`: the local is a window on the view its initialiser names. */
  private declareView(v: Variable): void {
    const root = v.ampViewSource ? this.viewAccess(v.ampViewSource) : null;
    if (!root) {
      this.report(`the view '${v.name}' is not supported in kernels by ampc`, v.span);
      return;
    }
    this.viewLocals.set(v, root);
  }

  /**
   * A reference (or pointer) to an element of a view chosen by `?:` would be one of two buffers'
   * memory: refused, after reporting it. Reading and writing such an element is distributed over the choice.
   */
  private chosenReference(e: Expr): boolean {
    if (!chosenElement(e)) return false;
    this.report(`a reference or pointer to an element of a view chosen by '?:' is not supported by ampc in kernels: WGSL names a buffer statically (read or write the element itself, or choose the element: 'c ? a[i] : b[i]')`, e.span);
    return true;
  }

  private viewElement(e: Extract<Expr, { kind: 'ViewElement' }>): Variable | null {
    if (this.chosenReference(e)) return null;
    const root = this.viewAccess(e.view);
    if (!root) {
      this.report('element access through this view is not supported in kernels by ampc', e.span);
      return null;
    }
    if (e.index) this.expr(e.index);
    e.components.forEach((c) => this.expr(c));
    return root;
  }

  /** A helper's view argument: a captured view, or a window on one, that the kernel does not use atomically. */
  private viewArgument(a: Expr): Variable | null {
    const root = this.viewAccess(withoutViewConversions(a));
    if (!root || this.textures.has(root)) {
      this.report('passing this view to a function is not supported by ampc in kernels', a.span);
      return null;
    }
    if (this.atomics.has(root)) {
      this.report(`passing '${root.name}', which the kernel uses atomically, to a function is not supported by ampc`, a.span);
      return null;
    }
    return root;
  }

  // ------------------------------------------------------------ pointers

  /** A pointer value's root; null after reporting why it has none the kernel can know. */
  private pointer(e: Expr): Root | null {
    switch (e.kind) {
      case 'VarRef': {
        const root = this.roots.get(e.variable);
        // Null: its declaration was reported.
        if (root === undefined) this.report(pointerMessages.unknown(e.variable), e.span);
        return root ?? null;
      }
      case 'AddressOf': return this.addressOf(e.operand);
      case 'Convert':
        // An array decayed to a pointer to its first element.
        if (e.operand.type.kind === 'array') return this.addressOf(e.operand);
        this.report(pointerMessages.conversion, e.span);
        return null;
      case 'Binary': {
        if (e.op === ',') {
          this.inStatement(() => this.exprStatement(e.left));
          return this.pointer(e.right);
        }
        const p = this.pointer(e.left);
        this.expr(e.right);
        return p;
      }
      // Used as a value, an assignment or increment becomes a statement (src/lower/), and the
      // value is the pointer variable it leaves (or a copy of its old value): the same root.
      case 'Assign':
        this.inStatement(() => this.exprStatement(e));
        return this.pointer(e.target);
      case 'Unary':
        this.inStatement(() => this.exprStatement(e));
        return this.pointer(e.operand);
      case 'Conditional': {
        const a = this.pointer(e.then);
        const b = this.pointer(e.otherwise);
        this.expr(e.cond);
        if (!a || !b) return null;
        if (!sameRoot(a, b)) {
          this.report(pointerMessages.differentConditionalRoots, e.span);
          return null;
        }
        return a;
      }
      case 'Call':
        this.report(pointerMessages.returned(e.callee), e.span);
        return null;
      default:
        this.report(pointerMessages.expression, e.span);
        return null;
    }
  }

  /** `&lvalue`, or an array decayed to a pointer to its first element. */
  private addressOf(lvalue: Expr): Root | null {
    const { base, indices } = addressBase(lvalue);
    indices.forEach((ix) => this.expr(ix));
    if (base.kind === 'Element' && base.object.type.kind === 'pointer') {
      // `&p[k]`, `&*p`: the pointer moved by k.
      const p = this.pointer(base.object);
      this.expr(base.index);
      return p;
    }
    if (base.kind === 'ViewElement' && indices.length === 0) {
      const view = this.viewElement(base);
      if (!view) return null;
      const problem = viewPointerProblem(view, (v) => this.atomics.has(v));
      if (problem) {
        this.report(problem, lvalue.span);
        return null;
      }
      return { kind: 'buffer', view };
    }
    if (base.kind === 'VarRef') {
      const v = base.variable;
      const problem = variablePointerProblem(v, (u) => this.uniforms.has(u), (u) => this.atomics.has(u));
      if (problem) {
        this.report(problem, lvalue.span);
        return null;
      }
      return { kind: 'variable', variable: v };
    }
    this.report(pointerMessages.member, lvalue.span);
    return null;
  }

  /** `T* p = init;`: p points into init's root for the rest of the function. */
  private declarePointer(v: Variable, init: Expr | null): void {
    if (!init) {
      this.report(pointerMessages.uninitialised(v), v.span);
      this.roots.set(v, null);
      return;
    }
    this.roots.set(v, this.pointer(init));
  }

  /** `p = q`, `p - q`, `p < q`: both must point into the same variable or array. */
  private checkSameRoot(a: Expr, b: Expr, at: Expr): void {
    const pa = this.pointer(a);
    const pb = this.pointer(b);
    if (pa && pb && !sameRoot(pa, pb)) this.report(pointerMessages.differentRoots, at.span);
  }

  /**
   * A call of a helper taking pointers or views: checked once per roots its arguments give it
   * (src/sema/pointer-roots.ts). Whether a view argument is a window on its captured view changes
   * nothing checked here, so the check's copies name the view alone.
   */
  private callWithRoots(e: Extract<Expr, { kind: 'Call' }>): void {
    const fn = e.callee;
    const viewParams = new Map<Variable, Variable>();
    const roots = new Map<Variable, Root | null>();
    const structParams = new Map<Variable, Map<string, Variable>>();
    const bindings: ParamBinding[] = [];
    let complete = true;
    e.args.forEach((a, k) => {
      const p = fn.params[k];
      if (p && hasViewFields(p.type)) {
        // A class holding views: its value, and per view member the captured view the argument holds.
        this.argument(p, a);
        const members = new Map<string, Variable>();
        const views: (Variable | null)[] = [];
        for (const { path } of viewFieldPaths(p.type)) {
          const view = this.viewArgument(fieldChain(a, path));
          if (view) members.set(path.join('.'), view);
          else complete = false;
          views.push(view);
        }
        structParams.set(p, members);
        bindings.push({ kind: 'struct', views: views.map((view) => (view ? { view, window: false } : null)) });
        return;
      }
      if (p && isViewType(p.type)) {
        const view = this.viewArgument(a);
        if (view) viewParams.set(p, view);
        else complete = false;
        bindings.push(view ? { kind: 'buffer', view } : null);
        return;
      }
      if (p?.type.kind !== 'pointer') {
        this.argument(p, a);
        bindings.push(null);
        return;
      }
      const root = this.pointer(a);
      if (!root) {
        complete = false;
        return;
      }
      // Memory the helper can name is its own root; a caller's variable arrives through a parameter.
      const binding = pointerBinding(root);
      roots.set(p, binding?.kind === 'function' ? { kind: 'caller', param: p, type: binding.type } : root);
      bindings.push(binding);
    });
    // Reported: no copy of the helper is made for an argument it cannot reach.
    if (!complete) return;
    const id = specialisationKey(fn.name, bindings);
    const checked = this.checkedCopies.get(fn) ?? new Set<string>();
    this.checkedCopies.set(fn, checked);
    if (checked.has(id)) return;
    checked.add(id);
    this.checkFunction(fn, viewParams, roots, structParams);
  }
}
