/**
 * `emitWgsl(program) → WGSL`: one compute entry point per kernel, in one module.
 *
 * Mapping (see the reference notes §1.4):
 * - captured array_view/array → `var<storage, read|read_write>` arrays, addressed row-major
 *   with the views' extents taken from the kernel's uniform block;
 * - captured scalars/extents → fields of the uniform block (`params`);
 * - `tile_static` → `var<workgroup>` at module scope;
 * - C++ AMP's last index dimension is WGSL's `x`;
 * - the thread ids are separate entry-point builtins, because WGSL's uniformity
 *   analysis treats a struct holding a thread-varying member as wholly non-uniform.
 */
import { textureWgslType } from '../../library/graphics.js';
import type { Diagnostic } from '../../diagnostics.js';
import type { Expr, FenceKind, FunctionInfo, Kernel, Stmt, ThreadIndexPart, Variable } from '../../sema/program.js';
import { transitiveCallees } from '../../sema/rules/amp-rules.js';
import type { StructInfo, Type } from '../../sema/types.js';
import { floatType, typeToString } from '../../sema/types.js';
import { forEachExprInStmt, forEachStmt } from '../../sema/walk.js';
import { buffersReadAndWritten, containsBarrier, isAssignedIn, isNeverAssigned, kernelDependentFunctions, threadIndexPartsIn } from './kernel-facts.js';
import { isAtomicScalar, isInAtomicMemory, isPointer, isTileStaticRoot, isViewType, kernelAtomicMemory, memoryOf } from '../../sema/kernel-memory.js';
import { viewLocalsWithExtentRead } from './view-locals.js';
import { hasViewFields, heldViews, structFieldSource, viewFieldPaths, type HeldViews, type StructViews } from '../../sema/struct-views.js';
import { atomicWgslType } from './atomic-facts.js';
import { planKernelInterface, uniformWgslType, type KernelInterface } from '../kernel-interface.js';
import type { Program } from '../../sema/program.js';
import { printIf } from '../print.js';
import { wgslName } from './names.js';
import { PointerLowering, type Specialisation } from './pointers.js';
// A function with a pointer or view parameter (or a class one holding views) is emitted per root its calls point into.
import { specialisedPerCall } from '../../sema/pointer-roots.js';
import { packedWgslType, packHelpers, shortVectorWgslType } from '../../library/short-vectors.js';
import { doubleLiteral, DoubleOps, doubleWgslType, isDouble } from './doubles.js';
import { indexArrayEquals, indexComponent, indexWgslType, isIndexArray, makeIndexValue } from '../../library/index-wgsl.js';
import { tagLines, untagLines, type LineTable } from '../line-tags.js';
import { lowerAmpCode, loweredBody, type LoweredAmp } from '../../lower/lower-amp.js';
import { fallsThrough } from '../../lower/fallthrough.js';
import { overloadNames } from '../overload-names.js';

export interface WgslModule {
  code: string;
  interfaces: KernelInterface[];
  diagnostics: Diagnostic[];
  /** Per line of `code`, the C++ statement it was printed from (the kernels' line table). */
  lines: LineTable;
}

/**
 * `lowered`: the kernels' and amp functions' bodies as src/lower/ gives them, which are printed
 * (the pipeline passes them; lowered here, with the lowering's diagnostics, when not given).
 */
export function emitWgsl(program: Program, lowered?: LoweredAmp): WgslModule {
  const diagnostics: Diagnostic[] = [];
  const amp = lowered ?? lowerAmpCode(program);
  if (!lowered) diagnostics.push(...amp.diagnostics);
  const interfaces = program.kernels.map((k) => planKernelInterface(k, program.structViews));
  const parts: string[] = [];
  const structs = structsUsedOnDevice(program);
  for (const s of structs) parts.push(emitStruct(s));
  const emittedFunctions = new Set<FunctionInfo>();
  const functionNames = ampFunctionNames(program);
  // Library helper functions (math without a WGSL builtin, ...), declared once before their users.
  const helpers = new Map<string, string>();
  // WGSL language extensions the helpers need (`requires`), declared at the top of the module.
  const extensions = new Set<string>();
  const helpersAt = parts.length;
  const kernelDependent = withPointerCallers(program.functions, kernelDependentFunctions(program.functions));
  for (const iface of interfaces) {
    const callees = transitiveCallees(iface.kernel.callees);
    // Functions that depend on the kernel get their own copy, named after it.
    const names = new Map(functionNames);
    for (const fn of callees) if (kernelDependent.has(fn)) names.set(fn, `${functionNames.get(fn) ?? wgslName(fn.name)}_${iface.entryPoint}`);
    const emitter = new KernelEmitter(iface, program.structViews, amp, names, helpers, extensions);
    for (const fn of callees) {
      // A function taking pointers is emitted once per root it is called with (src/codegen/wgsl/pointers.ts).
      if (specialisedPerCall(fn)) continue;
      if (kernelDependent.has(fn)) {
        parts.push(emitter.emitFunction(fn));
        continue;
      }
      if (emittedFunctions.has(fn)) continue;
      emittedFunctions.add(fn);
      parts.push(emitter.emitFunction(fn));
    }
    parts.push(emitter.emitKernel());
    parts.push(...emitter.emitSpecialisations());
  }
  parts.splice(helpersAt, 0, ...helpers.values());
  if (extensions.size > 0) parts.unshift(`requires ${[...extensions].join(', ')};`);
  const { text: code, lines } = untagLines(parts.join('\n\n') + '\n');
  return { code, interfaces, diagnostics, lines };
}

function structsUsedOnDevice(program: Program): StructInfo[] {
  const used: StructInfo[] = [];
  const add = (t: Type) => {
    if (t.kind === 'struct') {
      for (const f of t.info.fields) add(f.type);
      if (!used.includes(t.info)) used.push(t.info);
    } else if (t.kind === 'array') add(t.element);
    else if (t.kind === 'arrayView' || t.kind === 'ampArray') add(t.element);
  };
  // Every type a kernel or an amp function it calls names: captures, tile_static and local
  // variables (`S s;` has no expression of type S), parameters, results and expressions.
  const body = (b: Stmt) => {
    forEachStmt(b, (s) => { if (s.kind === 'VarDecl') add(s.variable.type); });
    forEachExprInStmt(b, (e) => add(e.type));
  };
  for (const k of program.kernels) {
    for (const c of k.captures) add(c.outer.type);
    for (const v of k.tileStatics) add(v.type);
    body(k.body);
    for (const fn of transitiveCallees(k.callees)) {
      for (const p of fn.params) add(p.type);
      add(fn.returnType);
      for (const v of fn.tileStatics) add(v.type);
      if (fn.body) body(fn.body);
    }
  }
  return used;
}

function emitStruct(s: StructInfo): string {
  // A view member names its view statically (src/sema/struct-views.ts): WGSL structs cannot hold a buffer.
  const values = s.fields.filter((f) => !isViewType(f.type));
  const fields = values.map((f) => `  ${wgslName(f.name)}: ${wgslType(f.type)},`).join('\n');
  // A class without data members (a function object like std::plus), or only views: WGSL structs need one.
  if (values.length === 0) return `struct ${s.name} {\n  _empty: u32,\n}`;
  return `struct ${s.name} {\n${fields}\n}`;
}

export function wgslType(t: Type): string {
  switch (t.kind) {
    case 'int': return t.signed ? 'i32' : 'u32';
    case 'float': return t.bits === 64 ? doubleWgslType : 'f32';
    case 'bool': return 'bool';
    case 'struct': return t.info.name;
    case 'array': return `array<${wgslType(t.element)}, ${t.length ?? 0}>`;
    case 'index': case 'extent': return indexWgslType(t.rank);
    case 'tiledExtent': return indexWgslType(t.tile.length);
    case 'shortVector': return shortVectorWgslType(t);
    // A restrict(amp) pointer is an element index into the memory it points to (src/codegen/wgsl/pointers.ts).
    case 'pointer': return 'i32';
    default: return `/* ${typeToString(t)} */ i32`;
  }
}

function formatFloat(v: number): string {
  // `String(-0)` is "0": the sign is part of the value (`1.0f / -0.0f` is -inf).
  if (Object.is(v, -0)) return '-0.0';
  const s = Math.fround(v).toString();
  return /[.e]/.test(s) ? s : `${s}.0`;
}

/** Binary operator precedence in WGSL terms; mixing classes other than arithmetic needs parentheses. */
function precedenceClass(op: string): string {
  if (op === '*' || op === '/' || op === '%') return 'mul';
  if (op === '+' || op === '-') return 'add';
  return op;
}

class KernelEmitter {
  private readonly kernel: Kernel;
  private readonly prefix: string;
  /** Variables with a module-scope name (tile_static memory): the same in every function. */
  private readonly localNames = new Map<Variable, string>();
  /**
   * The names of the function being printed, which WGSL scopes to it: each function's are its own
   * (a parameter `a` of two helpers is `a` in both), apart from the entry point's builtins
   * (`reservedNames`). Started afresh by `startFunction`.
   */
  private readonly namesInFunction = new Map<Variable, string>();
  private usedNames = new Set<string>();
  private readonly reservedNames = new Set<string>();
  private indent = '  ';
  /**
   * While emitting the condition of a branch or loop that contains a barrier:
   * loads C++ AMP counts as uniform (tile_static, or a buffer at a uniform
   * address) but WGSL's analysis does not, are made provably uniform.
   */
  private uniformPrelude: string[] | null = null;
  private broadcastVars: string[] = [];
  /** Copy-in/copy-out temporaries for reference arguments that are not whole local variables. */
  private before: string[] | null = null;
  private after: string[] | null = null;
  private temporaries = 0;
  /** Whether the `if` statement printed last needed statements before its condition. */
  private lastIfHadPrelude = false;
  private needsLocalIndex = false;
  private inEntryPoint = false;
  /** In a helper's copy, each view parameter's captured view (src/codegen/wgsl/pointers.ts). */
  private readonly viewAliases = new Map<Variable, Variable>();
  /** In a helper's copy, the view parameters that are windows on their view: the WGSL parameters holding the window. */
  private readonly viewWindows = new Map<Variable, { offset: string; strides: string[]; extent: string[] }>();
  /**
   * In a helper's copy, each class parameter holding views: per view member (path joined by '.'), the
   * variable standing for it, bound as a view parameter is (`viewAliases`, `viewWindows`).
   */
  private readonly structParamViews = new Map<Variable, Map<string, Variable>>();
  /** Those variables, made once per parameter and member, so every copy names them alike. */
  private readonly memberVariables = new Map<string, Variable>();
  /**
   * The view locals declared so far (`auto row = in[i];`): the window each is on its captured view,
   * and whether it is that view (or view parameter) itself, which a helper then takes as it takes the view.
   */
  private readonly viewLocals = new Map<Variable, { access: ViewAccess; whole: boolean }>();
  /** The view locals whose extent is read (src/codegen/wgsl/view-locals.ts): only they keep it in `let`s. */
  private readonly viewLocalExtentsRead: ReadonlySet<Variable>;
  /** The uniform fields the entry point's body reads, and the `let` each is read into (see uniformRead). */
  private readonly uniformLets = new Map<string, string>();

  /** The views the class objects of this kernel's code hold (src/sema/struct-views.ts). */
  private readonly structViews: HeldViews;
  /** Whether threads can communicate through global memory (some buffer is both read and written). */
  private readonly sharesGlobalMemory: boolean;
  /** Buffers and tile_static variables this kernel uses atomically: declared `atomic<...>`, read and written through builtins. */
  private readonly atomics: ReadonlySet<Variable>;
  private readonly pointers: PointerLowering;
  /** `double` operators and conversions, printed as calls of the software-double helpers. */
  private readonly doubles: DoubleOps;

  constructor(
    private readonly iface: KernelInterface,
    structViews: StructViews,
    private readonly amp: LoweredAmp,
    private readonly functionNames: ReadonlyMap<FunctionInfo, string>,
    private readonly helpers: Map<string, string>,
    private readonly extensions: Set<string>,
  ) {
    // The kernel as it is printed: its lowered body (src/lower/).
    this.kernel = { ...iface.kernel, body: amp.kernels.get(iface.kernel) ?? iface.kernel.body };
    this.prefix = iface.entryPoint;
    // The entry point's builtins and the ids it derives from them.
    for (const name of ['global_id', 'local_id', 'tile_id', 'dispatch_id', 'dispatch_tile_id', 'num_workgroups', 'flat_id', 'local_index']) this.reservedNames.add(name);
    if (iface.foldGroups && this.kernel.tile) for (const name of ['groups', 'group_number']) this.reservedNames.add(name);
    this.structViews = heldViews(structViews, this.kernel.captures);
    this.sharesGlobalMemory = buffersReadAndWritten(iface.kernel, structViews).size > 0;
    this.atomics = kernelAtomicMemory(this.kernel);
    this.viewLocalExtentsRead = viewLocalsWithExtentRead([this.kernel.body, ...transitiveCallees(this.kernel.callees).flatMap((fn) => (fn.body ? [fn.body] : []))], structViews);
    this.pointers = new PointerLowering({
      nameOf: (v) => this.nameOf(v),
      bufferName: (v) => this.bufferName(v),
      viewElementAddress: (e) => this.viewAddress(e),
      viewArgument: (a) => this.viewArgument(a),
      expr: (e) => this.expr(e),
      operand: (e, op, right) => this.operand(e, op, right),
      internal: (message, e) => this.internal(message, e),
      isUniformCapture: (v) => this.isUniformCapture(v),
      isAtomic: (v) => this.atomics.has(v),
      wgslType,
      functionName: (fn) => this.functionNames.get(fn) ?? wgslName(fn.name),
    });
    this.doubles = new DoubleOps(helpers);
  }

  /**
   * A construct that sema's kernel-support check (src/sema/rules/kernel-support.ts) refuses, or that
   * the C++ AMP rules refuse in restrict(amp) code, reached the printer: a bug in the compiler.
   */
  private internal(message: string, e: { span: Expr['span'] }): never {
    const at = `${e.span.file}:${e.span.start.line}:${e.span.start.column}`;
    throw new Error(`internal: ${message} (at ${at}; sema should have refused it)`);
  }

  private paramsStruct(): string {
    return `${this.prefix}_Params`;
  }

  private bufferName(v: Variable): string {
    return `${this.prefix}_${wgslName(v.name)}`;
  }

  private uniformField(source: (f: KernelInterface['uniforms'][number]) => boolean): string | null {
    const f = this.iface.uniforms.find(source);
    return f ? this.uniformRead(f.name) : null;
  }

  /**
   * A uniform field as the code reads it. In the entry point each field is read once, into a
   * `let` at the top (`uniformLets`), as a person writes it: loads from the uniform block inside
   * a `&&` chain or a loop are not hoisted by every driver (a 5x5 convolution whose bounds test
   * read `params.rows` in place ran at half the speed on an H100). Helper functions read the
   * module-scope block directly.
   */
  private uniformRead(fieldName: string): string {
    if (!this.inEntryPoint) return `${this.prefix}_params.${fieldName}`;
    let name = this.uniformLets.get(fieldName);
    if (name === undefined) {
      name = fieldName;
      while (this.usedNames.has(name)) name = `${name}_`;
      this.usedNames.add(name);
      this.uniformLets.set(fieldName, name);
    }
    return name;
  }

  private viewExtent(v: Variable, dim: number): string {
    return this.uniformField((f) => f.source.kind === 'viewExtent' && f.source.variable === v && f.source.dim === dim) ?? '0';
  }

  /**
   * How the kernel reaches a view value: the captured view it comes from, the element offset of
   * its index (0,...,0) in that view's buffer, its strides (the last dimension's is 1) and its
   * extent. Sections and rows of a captured view are offsets and strides over the same buffer.
   */
  private viewAccess(view: Expr): ViewAccess | null {
    switch (view.kind) {
      case 'VarRef': {
        const local = this.viewLocals.get(view.variable);
        if (local) return local.access;
        // A helper's view parameter is the captured view its copy was made for, or a window on it.
        const window = this.viewWindows.get(view.variable);
        if (window) return { root: this.viewAliases.get(view.variable)!, ...window };
        const v = this.viewAliases.get(view.variable) ?? view.variable;
        if (!this.iface.buffers.some((b) => b.capture.outer === v)) return null;
        const rank = v.type.kind === 'arrayView' || v.type.kind === 'ampArray' ? v.type.rank : 1;
        const extent = Array.from({ length: rank }, (_, d) => this.viewExtent(v, d));
        if (v.isWholeView) {
          // Row-major from the buffer's start: stride d is the product of the later dimensions.
          const strides = extent.map((_, d) => (d === rank - 1 ? '1' : extent.slice(d + 1).join(' * ')));
          return { root: v, offset: '0', strides, extent, rowMajor: true };
        }
        const field = (kind: 'viewOffset' | 'viewStride', dim = 0) =>
          this.uniformField((f) => f.source.kind === kind && f.source.variable === v && (kind === 'viewOffset' || (f.source as { dim: number }).dim === dim)) ?? '0';
        return {
          root: v,
          offset: field('viewOffset'),
          strides: Array.from({ length: rank }, (_, d) => (d === rank - 1 ? '1' : field('viewStride', d))),
          extent,
        };
      }
      case 'Field': {
        const source = this.memberView(view);
        return source ? this.viewAccess(source) : null;
      }
      case 'Convert':
        return isViewType(view.operand.type) ? this.viewAccess(view.operand) : null;
      case 'Subview': {
        const base = this.viewAccess(view.view);
        if (!base) return null;
        const p = view.part;
        switch (p.kind) {
          case 'project':
            return { root: base.root, offset: addTerm(base.offset, this.operand(p.row, '*', false), base.strides[0]), strides: base.strides.slice(1), extent: base.extent.slice(1) };
          case 'section': {
            const rank = base.strides.length;
            const origin = p.origin ? this.components(p.origin, rank) : null;
            let offset = base.offset;
            if (origin) origin.forEach((c, d) => (offset = addTerm(offset, c, base.strides[d])));
            const extent = p.extent
              ? this.components(p.extent, rank)
              : base.extent.map((x, d) => (origin ? `(${x} - ${origin[d]})` : x));
            return { root: base.root, offset, strides: base.strides, extent };
          }
          case 'viewAs': {
            // Only a rank-1 view is sure to be contiguous, which reshaping needs.
            if (base.strides.length !== 1) return null;
            const rank = p.extent.type.kind === 'extent' ? p.extent.type.rank : 1;
            const extent = this.components(p.extent, rank);
            const strides = extent.map((_, d) => (d === rank - 1 ? '1' : extent.slice(d + 1).join(' * ')));
            return { root: base.root, offset: base.offset, strides, extent };
          }
          case 'reinterpret': // sema refuses reinterpret_as in amp code (check-views.ts)
            return null;
        }
      }
      // eslint-disable-next-line no-fallthrough
      default:
        return null;
    }
  }

  /**
   * The view a view member access names (src/sema/struct-views.ts): a view variable, or, for a member
   * of a class parameter of the helper's copy being emitted, the view parameter standing for it.
   */
  private memberView(e: Expr & { kind: 'Field' }): Expr | null {
    const path: string[] = [];
    let b: Expr = e;
    while (b.kind === 'Field') {
      path.unshift(b.field);
      b = b.object;
    }
    const member = b.kind === 'VarRef' ? this.structParamViews.get(b.variable)?.get(path.join('.')) : undefined;
    if (member) return { type: member.type, span: e.span, kind: 'VarRef', variable: member };
    const source = structFieldSource(e, this.structViews);
    if (!source || source === e) return null;
    return source.kind === 'Field' ? this.memberView(source) : source;
  }

  /**
   * The captured view that a helper's view argument is (a captured view, a view parameter of the
   * function being emitted, a conversion of one from `array` to `array_view`), and, for a section,
   * row or `view_as` of one, its window: offset, strides but the last, and extent, which the
   * helper's copy takes as parameters.
   */
  private viewArgument(a: Expr): { view: Variable; window: string[] | null } | null {
    let b = a;
    for (;;) {
      if (b.kind === 'Convert' && (b.operand.type.kind === 'arrayView' || b.operand.type.kind === 'ampArray')) b = b.operand;
      else if (b.kind === 'Field' && isViewType(b.type)) b = this.memberView(b) ?? b;
      else break;
    }
    const access = this.viewAccess(b);
    if (!access || this.iface.buffers.some((x) => x.capture.outer === access.root && x.texture)) {
      this.internal('passing this view to a function is not supported by ampc in kernels', a);
      return null;
    }
    if (this.atomics.has(access.root)) {
      this.internal(`passing '${access.root.name}', which the kernel uses atomically, to a function is not supported by ampc`, a);
      return null;
    }
    // A captured view itself (or a parameter standing for one): the copy reads its uniforms.
    if (b.kind === 'VarRef' && !this.viewWindows.has(b.variable) && (this.viewLocals.get(b.variable)?.whole ?? true)) return { view: access.root, window: null };
    return { view: access.root, window: [access.offset, ...access.strides.slice(0, -1), ...access.extent] };
  }

  /**
   * A view local (`auto row = in[i];`, `auto tile = out.section(o, e);`): the window its initialiser
   * gives on its captured view. The parts computed here (an origin's offset, a section's extent) are
   * kept in `let`s, as C++ computes them once, here; those it shares with the view it is made from
   * (uniform reads, a parameter's window) are used as they are.
   */
  private declareView(v: Variable): string[] {
    const source = v.ampViewSource;
    const access = source ? this.viewAccess(source) : null;
    if (!source || !access) {
      this.internal(`the view '${v.name}' is not supported in kernels by ampc`, v);
      return [];
    }
    let base = source;
    while (base.kind === 'Subview' || (base.kind === 'Convert' && isViewType(base.operand.type))) base = base.kind === 'Subview' ? base.view : base.operand;
    const baseAccess = this.viewAccess(base);
    const stable = new Set(baseAccess ? [baseAccess.offset, ...baseAccess.strides, ...baseAccess.extent] : []);
    const name = this.nameOf(v);
    const lines: string[] = [];
    const keep = (text: string, part: string): string => {
      // A section that runs to the end of a constant extent from a constant origin: `(4 - 2)` is 2.
      const difference = /^\((-?\d+) - (-?\d+)\)$/.exec(text);
      if (difference) return String(Number(difference[1]) - Number(difference[2]));
      if (stable.has(text) || /^-?\d+$/.test(text)) return text;
      const letName = this.freshName(`${name}_${part}`);
      lines.push(`${this.indent}let ${letName} = ${text};`);
      return letName;
    };
    const rank = access.strides.length;
    const offset = keep(access.offset, 'offset');
    const strides = access.strides.map((s, d) => (d === rank - 1 ? s : keep(s, `stride${d}`)));
    const extent = this.viewLocalExtentsRead.has(v) ? access.extent.map((x, d) => keep(x, `extent${d}`)) : access.extent;
    const whole = base === source && (base.kind !== 'VarRef' || !this.viewWindows.has(base.variable)) && (base.kind !== 'VarRef' || (this.viewLocals.get(base.variable)?.whole ?? true));
    this.viewLocals.set(v, { access: { ...access, offset, strides, extent }, whole });
    return lines;
  }

  private freshName(base: string): string {
    let name = base;
    while (this.usedNames.has(name)) name = `${name}_`;
    this.usedNames.add(name);
    return name;
  }

  /** The components of an index or extent value, each as an operand of `*`/`+`. */
  private components(e: Expr, rank: number): string[] {
    if (rank === 1) return [this.operand(e, '*', false)];
    if (e.kind === 'MakeIndex' || e.kind === 'MakeExtent') return e.components.map((c) => this.operand(c, '*', false));
    const value = this.operand(e, '.', false);
    return Array.from({ length: rank }, (_, d) => indexComponent(value, rank, d));
  }

  private nameOf(v: Variable): string {
    const existing = this.localNames.get(v) ?? this.namesInFunction.get(v);
    if (existing) return existing;
    let name = wgslName(v.name);
    while (this.usedNames.has(name)) name = `${name}_`;
    this.usedNames.add(name);
    this.namesInFunction.set(v, name);
    return name;
  }

  /** A function's names start afresh: only the reserved ones are taken (`namesInFunction`). */
  private startFunction(): void {
    this.namesInFunction.clear();
    this.usedNames = new Set(this.reservedNames);
  }

  // ------------------------------------------------------------ declarations

  emitKernel(): string {
    this.startFunction();
    const k = this.kernel;
    const lines: string[] = [];
    const where = `${k.span.file}:${k.span.start.line}`;
    lines.push(`// parallel_for_each at ${where}`);
    const fields = [`  domain: vec3<u32>,`, ...(this.iface.flatDomain ?? []).map((f) => `  ${f.name}: u32,`), ...this.iface.uniforms.map((u) => `  ${u.name}: ${uniformWgslType(u.type)},`)];
    lines.push(`struct ${this.paramsStruct()} {\n${fields.join('\n')}\n}`);
    for (const b of this.iface.buffers) {
      const v = b.capture.outer;
      if (v.type.kind === 'texture') {
        lines.push(`@group(0) @binding(${b.binding}) var ${this.bufferName(v)}: ${textureWgslType(v.type, b.access)};`);
        continue;
      }
      const element = v.type.kind === 'arrayView' || v.type.kind === 'ampArray' ? v.type.element : v.type;
      // A length-3 short vector is stored packed, at C++'s 12-byte stride (see `packedWgslType`).
      const stored = this.atomics.has(v) ? atomicWgslType(element) : (element.kind === 'shortVector' && packedWgslType(element)) || wgslType(element);
      lines.push(`@group(0) @binding(${b.binding}) var<storage, ${b.access}> ${this.bufferName(v)}: array<${stored}>;`);
    }
    lines.push(`@group(0) @binding(${this.iface.buffers.length}) var<uniform> ${this.prefix}_params: ${this.paramsStruct()};`);
    const folds = this.iface.folds;
    // The dispatch axis that folded axes continue along: the first one the domain does not use.
    const foldInto = 'xyz'[k.rank];
    if (folds) {
      lines.push(`// Set by the launcher when an axis needs more workgroups than maxComputeWorkgroupsPerDimension: it then continues in rows along ${foldInto}.`);
      for (const f of folds) lines.push(`override ${f}: bool = false;`);
    }
    const foldGroups = this.iface.foldGroups;
    if (foldGroups) {
      lines.push('// Set by the launcher when an axis needs more workgroups than maxComputeWorkgroupsPerDimension: rank 3 leaves no axis to');
      lines.push('// continue along, so the dispatch is then a range of workgroups in rows (x, then y), each finding its place from its number.');
      lines.push(`override ${foldGroups}: bool = false;`);
    }
    for (const v of k.tileStatics) {
      lines.push(`var<workgroup> ${this.prefix}_${wgslName(v.name)}: ${this.atomics.has(v) ? atomicWgslType(v.type) : wgslType(v.type)};`);
      this.localNames.set(v, `${this.prefix}_${wgslName(v.name)}`);
    }
    const [x, y, z] = this.iface.workgroupSize;
    const calleeParts = threadIndexPartsIn(transitiveCallees(k.callees));
    const parts = new Set([...this.threadIndexPartsUsed(), ...calleeParts]);
    const builtins: string[] = [];
    // A kernel that may run folded reads its dispatch's ids under other names and unfolds them into the usual ones.
    const usesGlobal = parts.has('global') || !k.tile;
    const usesTile = parts.has('tile') || parts.has('tileOrigin') || (folds !== null && k.tile !== null) || foldGroups !== null;
    const renamed = folds !== null || foldGroups !== null;
    if (usesGlobal) builtins.push(`@builtin(global_invocation_id) ${renamed ? 'dispatch_id' : 'global_id'}: vec3<u32>`);
    if (this.iface.flatDomain || renamed) builtins.push('@builtin(num_workgroups) num_workgroups: vec3<u32>');
    if (parts.has('local') || (foldGroups && k.tile)) builtins.push('@builtin(local_invocation_id) local_id: vec3<u32>');
    if (usesTile) builtins.push(`@builtin(workgroup_id) ${renamed ? 'dispatch_tile_id' : 'tile_id'}: vec3<u32>`);
    const body: string[] = [];
    if (folds) {
      // Along a folded axis, id = id + row * (workgroups a row * threads a workgroup); the rest are unused (0).
      const unfold = (id: string, size: (axis: number) => string) =>
        `vec3<u32>(${['x', 'y', 'z'].map((c, a) =>
          a < folds.length ? `${id}.${c} + select(0u, ${id}.${foldInto} * num_workgroups.${c}${size(a)}, ${folds[a]})` : '0u').join(', ')})`;
      if (usesGlobal) body.push(`  let global_id = ${unfold('dispatch_id', (a) => ` * ${this.iface.workgroupSize[a]}u`)};`);
      if (usesTile) body.push(`  let tile_id = ${unfold('dispatch_tile_id', () => '')};`);
      if (k.tile) {
        // The last row of a folded dispatch may run past the tiles; whole workgroups leave, so barriers stay uniform.
        const any = folds.length === 1 ? folds[0] : `(${folds.join(' || ')})`;
        const past = ['x', 'y'].slice(0, k.rank).map((c, a) => `tile_id.${c} * ${this.iface.workgroupSize[a]}u >= ${this.prefix}_params.domain.${c}`);
        body.push(`  if (${any} && ${past.length === 1 ? past[0] : `(${past.join(' || ')})`}) {\n    return;\n  }`);
      }
    }
    if (foldGroups) body.push(...this.unfoldGroups(foldGroups, usesGlobal));
    if (this.iface.flatDomain) {
      // WebGPU dispatches have 3 dimensions: this domain runs as a range of threads (runtime/kernel.ts).
      body.push(`  let flat_id = global_id.y * num_workgroups.x * ${x}u + global_id.x;`);
      body.push(`  if (flat_id >= ${this.prefix}_params.domain.x) {\n    return;\n  }`);
    } else if (!k.tile) {
      const dims = ['x', 'y', 'z'].slice(0, k.rank).map((c) => `global_id.${c} >= ${this.prefix}_params.domain.${c}`);
      body.push(`  if (${dims.join(' || ')}) {\n    return;\n  }`);
    }
    // Captured structs and C arrays arrive as flat uniform fields and are rebuilt once.
    for (const c of k.captures) {
      if (c.kind !== 'uniform' || (c.outer.type.kind !== 'struct' && c.outer.type.kind !== 'array')) continue;
      body.push(`  let ${this.nameOf(c.outer)} = ${this.rebuildStruct(c.outer, c.outer.type, [])};`);
    }
    for (const part of ['global', 'local', 'tile', 'tileOrigin'] as ThreadIndexPart[]) {
      if (parts.has(part)) body.push(`  let ${this.threadIndexName(part)} = ${this.threadIndexValue(part)};`);
    }
    // Functions that read the thread's index find the builtins in module-scope copies.
    for (const builtin of new Set([...calleeParts].map((p) => (p === 'global' ? 'global_id' : p === 'local' ? 'local_id' : 'tile_id')))) {
      this.helpers.set(`thread_${builtin}`, `var<private> thread_${builtin}: vec3<u32>;`);
      body.push(`  thread_${builtin} = ${builtin};`);
    }
    const uniformLetsAt = body.length;
    this.inEntryPoint = true;
    body.push(...this.block(k.body.statements));
    this.inEntryPoint = false;
    body.splice(uniformLetsAt, 0, ...[...this.uniformLets].map(([field, name]) => `  let ${name} = ${this.prefix}_params.${field};`));
    if (this.needsLocalIndex) builtins.push('@builtin(local_invocation_index) local_index: u32');
    lines.push(...this.broadcastVars);
    // The entry point's own lines (signature, domain guard) are the parallel_for_each's.
    lines.push(...tagLines([`@compute @workgroup_size(${x}, ${y}, ${z})\nfn ${this.iface.entryPoint}(${builtins.join(', ')}) {\n${body.join('\n')}\n}`], k.span));
    return lines.join('\n');
  }

  /**
   * A rank-3 kernel's ids when its dispatch may be folded into rows of workgroups
   * (`KernelInterface.foldGroups`). A plain kernel numbers its thread, as a flattened one does, and
   * decomposes the number row-major; a tiled one decomposes its workgroup's number into its tile's,
   * n -> (n % groups.x, n / groups.x % groups.y, n / (groups.x * groups.y)). Unfolded, the select
   * keeps the dispatch's own ids.
   */
  private unfoldGroups(fold: string, usesGlobal: boolean): string[] {
    const [x, y, z] = this.iface.workgroupSize;
    const domain = `${this.prefix}_params.domain`;
    const decompose = (n: string, d: string) => `vec3<u32>(${n} % ${d}.x, ${n} / ${d}.x % ${d}.y, ${n} / (${d}.x * ${d}.y))`;
    if (!this.kernel.tile) {
      // The padding threads of the last row land past the domain's last z, and its guard drops them.
      this.needsLocalIndex = true;
      return [
        '  // Folded: this thread\'s number in the domain, row-major, decomposed into its index.',
        `  let flat_id = (dispatch_tile_id.y * num_workgroups.x + dispatch_tile_id.x) * ${x * y * z}u + local_index;`,
        `  let global_id = select(dispatch_id, ${decompose('flat_id', domain)}, ${fold});`,
      ];
    }
    const size = `vec3<u32>(${x}u, ${y}u, ${z}u)`;
    const lines = [
      '  // Folded: this workgroup\'s number, decomposed into its tile\'s position among the domain\'s tiles.',
      `  let groups = ${domain} / ${size};`,
      '  let group_number = dispatch_tile_id.y * num_workgroups.x + dispatch_tile_id.x;',
      `  let tile_id = select(dispatch_tile_id, ${decompose('group_number', 'groups')}, ${fold});`,
    ];
    if (usesGlobal) lines.push(`  let global_id = select(dispatch_id, tile_id * ${size} + local_id, ${fold});`);
    // The last row may run past the tiles: whole workgroups leave, before any barrier.
    lines.push(`  if (${fold} && tile_id.z >= groups.z) {\n    return;\n  }`);
    return lines;
  }

  /** The helpers that take pointers, one per set of roots their calls asked for (and those they call). */
  emitSpecialisations(): string[] {
    const out: string[] = [];
    for (let spec = this.pointers.nextPending(); spec; spec = this.pointers.nextPending()) out.push(this.emitFunction(spec.fn, spec));
    return out;
  }

  emitFunction(fn: FunctionInfo, spec?: Specialisation): string {
    // A non-const reference parameter is a pointer to the caller's variable; a const one is a value.
    // A tiled_index parameter is always the calling thread's own (amp code cannot make another):
    // the function reads the thread's ids instead, so it takes no WGSL parameter.
    // WGSL parameters are immutable: a by-value parameter the body assigns arrives as `<name>_in`
    // and is copied into a `var` of its own name, as C++'s parameter is a local of the function.
    this.startFunction();
    const fnBody = loweredBody(this.amp, fn);
    const assigned = (p: Variable) => !isPointer(p) && fnBody !== null && isAssignedIn(p, [fnBody]);
    for (const v of fn.tileStatics) this.declareFunctionTileStatic(fn, v);
    const copies: string[] = [];
    const params = fn.params.filter((p) => p.type.kind !== 'tiledIndex').flatMap((p) => {
      const window = this.bindView(p, fn, spec);
      if (window) return window;
      // A class holding views: its value (the other members), then the windows of its views that are sections.
      const windows = this.bindStructViews(p, fn, spec);
      if (windows) return [this.parameter(p, assigned, copies), ...windows];
      // A pointer is its index, after the caller's variable it points into when that is not module-scope.
      const root = spec && p.type.kind === 'pointer' ? this.pointers.bindParameter(p, spec, fn.params.indexOf(p)) : null;
      if (root) return `${root}, ${this.parameter(p, assigned, copies)}`;
      return this.parameter(p, assigned, copies);
    });
    const ret = fn.returnType.kind === 'void' ? '' : ` -> ${wgslType(fn.returnType)}`;
    const body = [...copies, ...(fnBody ? this.block(fnBody.statements) : [])];
    return `fn ${spec?.name ?? this.functionNames.get(fn) ?? wgslName(fn.name)}(${params.join(', ')})${ret} {\n${body.join('\n')}\n}`;
  }

  /**
   * A tile_static variable declared in an amp function: one `var<workgroup>` at module scope,
   * shared by every copy of the function (per kernel, per view argument), as C++ has one per tile.
   */
  private declareFunctionTileStatic(fn: FunctionInfo, v: Variable): void {
    const key = `tile_static ${v.id}`;
    let declaration = this.helpers.get(key);
    if (declaration === undefined) {
      const base = `${wgslName(fn.name)}_${wgslName(v.name)}`;
      const taken = (name: string) => [...this.helpers.values()].some((d) => d.startsWith(`var<workgroup> ${name}:`));
      let name = base;
      for (let n = 2; taken(name); n++) name = `${base}_${n}`;
      declaration = `var<workgroup> ${name}: ${wgslType(v.type)};`;
      this.helpers.set(key, declaration);
    }
    this.localNames.set(v, declaration.slice('var<workgroup> '.length, declaration.indexOf(':')));
  }

  /**
   * A view parameter of a helper's copy names the captured view it was made for, and takes no
   * WGSL parameter; a window on it takes the window's offset, strides and extent. Null for other parameters.
   */
  private bindView(p: Variable, fn: FunctionInfo, spec: Specialisation | undefined, at = fn.params.indexOf(p)): string[] | null {
    if (!isViewType(p.type)) return null;
    const root = spec?.roots[at];
    // Each copy binds its parameters afresh: an earlier copy of the function may have made p a window.
    this.viewWindows.delete(p);
    if (root?.kind === 'buffer') this.viewAliases.set(p, root.view);
    if (root?.kind !== 'window') return [];
    this.viewAliases.set(p, root.view);
    const rank = p.type.kind === 'arrayView' || p.type.kind === 'ampArray' ? p.type.rank : 1;
    const name = this.nameOf(p);
    const window = {
      offset: `${name}_offset`,
      strides: Array.from({ length: rank }, (_, d) => (d === rank - 1 ? '1' : `${name}_stride${d}`)),
      extent: Array.from({ length: rank }, (_, d) => `${name}_extent${d}`),
    };
    this.viewWindows.set(p, window);
    return [window.offset, ...window.strides.slice(0, -1), ...window.extent].map((w) => `${w}: i32`);
  }

  /**
   * A class parameter holding views, in a helper's copy: each view member stands for the view its
   * call passed, as a view parameter does (`bindView`); the windows of those that are sections are
   * WGSL parameters. Null for other parameters.
   */
  private bindStructViews(p: Variable, fn: FunctionInfo, spec: Specialisation | undefined): string[] | null {
    const root = spec?.roots[fn.params.indexOf(p)];
    if (!hasViewFields(p.type) || root?.kind !== 'struct') return null;
    const members = new Map<string, Variable>();
    this.structParamViews.set(p, members);
    return viewFieldPaths(p.type).flatMap(({ path, type }, k) => {
      const view = root.views[k];
      // One variable per member, named after it, standing for the view as a view parameter would.
      const key = `${p.id}:${path.join('.')}`;
      let member = this.memberVariables.get(key);
      if (!member) {
        member = { ...p, id: -1 - this.memberVariables.size, name: `${p.name}_${path.join('_')}`, type, isReference: false, isConst: false };
        this.memberVariables.set(key, member);
      }
      members.set(path.join('.'), member);
      return this.bindView(member, fn, { ...spec!, roots: [view ? { kind: view.window ? 'window' : 'buffer', view: view.view } : null] }, 0) ?? [];
    });
  }

  private parameter(p: Variable, assigned: (p: Variable) => boolean, copies: string[]): string {
    if (isPointer(p)) return `${this.nameOf(p)}: ptr<function, ${wgslType(p.type)}>`;
    if (!assigned(p)) return `${this.nameOf(p)}: ${wgslType(p.type)}`;
    copies.push(`  var ${this.nameOf(p)} = ${this.nameOf(p)}_in;`);
    return `${this.nameOf(p)}_in: ${wgslType(p.type)}`;
  }

  private rebuildStruct(v: Variable, t: Type, path: string[]): string {
    if (t.kind === 'array') return `${wgslType(t)}(${Array.from({ length: t.length ?? 0 }, (_, k) => this.rebuildStruct(v, t.element, [...path, String(k)])).join(', ')})`;
    if (t.kind === 'extent' || t.kind === 'index' || (t.kind === 'shortVector' && t.length > 1)) {
      const comps = this.iface.uniforms.filter((f) => f.source.kind === 'field' && f.source.variable === v && f.source.dim !== undefined && f.source.path.join('.') === path.join('.'));
      const names = comps.map((f) => this.uniformRead(f.name));
      return t.kind === 'shortVector' ? `${wgslType(t)}(${names.join(', ')})` : makeIndexValue(names);
    }
    if (t.kind !== 'struct') {
      const field = this.uniformField((f) => f.source.kind === 'field' && f.source.variable === v && f.source.path.join('.') === path.join('.'));
      return t.kind === 'bool' ? `(${field} != 0u)` : field ?? '0';
    }
    return `${t.info.name}(${t.info.fields.filter((f) => !isViewType(f.type)).map((f) => this.rebuildStruct(v, f.type, [...path, f.name])).join(', ')})`;
  }

  private threadIndexPartsUsed(): Set<ThreadIndexPart> {
    const parts = new Set<ThreadIndexPart>();
    forEachExprInStmt(this.kernel.body, (e) => {
      if (e.kind === 'ThreadIndex') parts.add(e.part);
    });
    return parts;
  }

  private threadIndexName(part: ThreadIndexPart): string {
    const base = wgslName(this.kernel.indexParam.name);
    if (!this.kernel.tile && part === 'global') return base;
    return `${base}_${part === 'tileOrigin' ? 'tile_origin' : part}`;
  }

  /** C++ AMP index (dimension 0 first) from a builtin (x = last dimension). */
  private threadIndexValue(part: ThreadIndexPart, prefix = ''): string {
    const rank = this.kernel.rank;
    if (this.iface.flatDomain) return this.flatThreadIndex(prefix);
    const builtin = prefix + (part === 'global' ? 'global_id' : part === 'local' ? 'local_id' : 'tile_id');
    const tile = this.kernel.tile;
    const comps = [];
    for (let d = 0; d < rank; d++) {
      const c = `i32(${builtin}.${['x', 'y', 'z'][rank - 1 - d]})`;
      comps.push(part === 'tileOrigin' && tile ? `${c} * ${tile[d]}` : c);
    }
    return rank === 1 ? comps[0] : `vec${rank}<i32>(${comps.join(', ')})`;
  }

  /**
   * A flattened kernel's index from its thread's number, row-major: component d is
   * flat_id / (extent[d+1] * ... * extent[N-1]) % extent[d] (no remainder for dimension 0).
   */
  private flatThreadIndex(prefix: string): string {
    // The kernel's own index is a value only its entry point computes (amp functions take it as a parameter).
    // Unreachable: a helper reads the thread's index only through a tiled_index, and tiled kernels have at most 3 dimensions.
    if (prefix) return this.internal('reading the thread index of a kernel of rank above 3 outside its body is not supported by ampc', this.kernel);
    const dims = this.iface.flatDomain!.map((f) => `${this.prefix}_params.${f.name}`);
    const comps = dims.map((dim, d) => {
      const later = dims.slice(d + 1);
      const quotient = later.length === 0 ? 'flat_id' : `flat_id / ${later.length === 1 ? later[0] : `(${later.join(' * ')})`}`;
      return d === 0 ? `i32(${quotient})` : `i32(${quotient} % ${dim})`;
    });
    // One component a line: the products are long.
    return `${indexWgslType(comps.length)}(\n${comps.map((c) => `    ${c}`).join(',\n')}\n  )`;
  }

  // ------------------------------------------------------------ statements

  private block(statements: Stmt[]): string[] {
    const saved = this.indent;
    const out: string[] = [];
    for (const s of statements) {
      out.push(...tagLines(this.stmt(s), s.span));
      // C++ allows statements after a jump; WGSL warns that they are unreachable, so they are dropped.
      if (s.kind === 'Return' || s.kind === 'Break' || s.kind === 'Continue') break;
    }
    this.indent = saved;
    return out;
  }

  private nested(s: Stmt): string[] {
    this.indent += '  ';
    const out = s.kind === 'Block' ? this.block(s.statements) : tagLines(this.stmt(s), s.span);
    this.indent = this.indent.slice(2);
    return out;
  }

  private stmt(s: Stmt): string[] {
    const i = this.indent;
    switch (s.kind) {
      case 'Block':
        return [`${i}{`, ...this.nested(s), `${i}}`];
      case 'VarDecl': {
        // Lambda variables have no WGSL value: calls through them call the lambda's function.
        if (s.variable.storage === 'tileStatic' || s.variable.type.kind === 'lambda') return [];
        if (isViewType(s.variable.type)) return this.declareView(s.variable);
        if (isPointer(s.variable) && s.init) return this.withTemporaries(() => `let ${this.nameOf(s.variable)} = ${this.pointerTo(s.init!)};`);
        if (s.variable.type.kind === 'pointer') this.pointers.declare(s.variable, s.init);
        const name = this.nameOf(s.variable);
        const type = wgslType(s.variable.type);
        if (!s.init) return [`${i}var ${name}: ${type};`];
        const keyword = s.variable.isConst || isNeverAssigned(s.variable, this.kernel, (fn) => loweredBody(this.amp, fn)) ? 'let' : 'var';
        return [`${i}${keyword} ${name}: ${type} = ${this.expr(s.init)};`];
      }
      case 'ExprStmt':
        return this.withTemporaries(() => this.exprStatement(s.expr).join(`\n${i}`));
      case 'If': {
        const cond = this.condition(s.cond, s);
        const thenLines = this.nested(s.then);
        // `else if` chains only when the nested condition needs no statements before it.
        let elseLines: string[] | null = null;
        let elseIsIf = false;
        if (s.otherwise?.kind === 'If') {
          const chained = this.stmt(s.otherwise);
          elseIsIf = !this.lastIfHadPrelude;
          elseLines = elseIsIf ? chained : chained.map((l) => `  ${l}`);
        } else if (s.otherwise) elseLines = this.nested(s.otherwise);
        this.lastIfHadPrelude = cond.prelude.length > 0;
        return printIf(i, [...cond.prelude, `${i}if (${cond.text}) {`], thenLines, elseLines, elseIsIf);
      }
      case 'For': {
        // `int i = 0, j = n;` is a block of declarations: its names must outlive it, in the loop's scope.
        const init = s.init ? (s.init.kind === 'Block' ? s.init.statements.flatMap((x) => this.stmt(x)) : this.stmt(s.init)) : [];
        const step = s.step ? this.exprStatement(s.step) : [];
        // The condition is emitted once; its prelude (if any) goes at the top of the loop body.
        const cond = s.cond ? this.condition(s.cond, s, `${i}    `) : null;
        if (init.length <= 1 && step.length <= 1 && !init[0]?.includes('\n') && !cond?.prelude.length) {
          const initText = (init[0] ?? '').trim().replace(/;$/, '');
          const stepText = (step[0] ?? '').replace(/;$/, '');
          return [`${i}for (${initText}; ${cond?.text ?? ''}; ${stepText}) {`, ...this.nested(s.body), `${i}}`];
        }
        this.indent += '  ';
        const inner = this.indent;
        const body = this.nested(s.body);
        const loop = [
          `${inner}loop {`,
          ...(cond ? [...cond.prelude, `${inner}  if (!(${cond.text})) {`, `${inner}    break;`, `${inner}  }`] : []),
          ...body,
          `${inner}  continuing {`,
          ...step.map((l) => `${inner}    ${l}`),
          `${inner}  }`,
          `${inner}}`,
        ];
        this.indent = i;
        return [`${i}{`, ...init.map((l) => `  ${l}`), ...loop, `${i}}`];
      }
      case 'While': {
        // `while (true)`, as the lowering writes a loop whose condition needs statements first.
        if (s.cond.kind === 'Const' && s.cond.value === true) return [`${i}loop {`, ...this.nested(s.body), `${i}}`];
        const cond = this.condition(s.cond, s, `${i}  `);
        if (cond.prelude.length === 0) return [`${i}while (${cond.text}) {`, ...this.nested(s.body), `${i}}`];
        return [`${i}loop {`, ...cond.prelude, `${i}  if (!(${cond.text})) {`, `${i}    break;`, `${i}  }`, ...this.nested(s.body), `${i}}`];
      }
      case 'DoWhile':
        return [`${i}loop {`, ...this.nested(s.body), `${i}  continuing {`, `${i}    break if !(${this.condition(s.cond, s).text});`, `${i}  }`, `${i}}`];
      case 'Switch': {
        const out = [`${i}switch (${this.expr(s.cond)}) {`];
        let hasDefault = false;
        for (const [k, c] of s.cases.entries()) {
          const body = c.body.slice();
          const last = body[body.length - 1];
          if (last?.kind === 'Break') body.pop();
          else if (k < s.cases.length - 1 && fallsThrough(body)) throw new Error('a switch case that falls through reached the WGSL printer: src/lower/ should have removed it');
          const label = c.values === 'default' ? 'default' : `case ${c.values.map((v) => this.expr(v)).join(', ')}`;
          if (c.values === 'default') hasDefault = true;
          this.indent += '  ';
          out.push(`${i}  ${label}: {`, ...this.block(body).map((l) => `  ${l}`), `${i}  }`);
          this.indent = i;
        }
        if (!hasDefault) out.push(`${i}  default: {}`);
        out.push(`${i}}`);
        return out;
      }
      case 'Break':
        return [`${i}break;`];
      case 'Continue':
        return [`${i}continue;`];
      case 'Return':
        return [`${i}return${s.value ? ` ${this.expr(s.value)}` : ''};`];
      case 'Try':
      case 'Throw':
        this.internal('exceptions are not available in kernels', s);
        return [];
      case 'Goto':
      case 'Label':
        this.internal('goto is not available in kernels', s); // sema rejects it in restrict(amp) code
        return [];
    }
  }

  /**
   * A branch or loop condition. When the statement contains a barrier, WGSL must be able to prove the
   * condition uniform: sema has checked that it is uniform in C++ AMP's sense, so tile_static loads are
   * wrapped in `workgroupUniformLoad`, and buffer loads are broadcast through a workgroup variable.
   */
  private condition(cond: Expr, s: Stmt, indent = this.indent): { prelude: string[]; text: string } {
    if (!this.inEntryPoint || !containsBarrier(s)) return { prelude: [], text: this.expr(cond) };
    this.uniformPrelude = [];
    const text = this.expr(cond);
    const prelude = this.uniformPrelude.map((l) => `${indent}${l}`);
    this.uniformPrelude = null;
    return { prelude, text };
  }

  /** Emits one statement, with the copy-in/copy-out temporaries its reference arguments need around it. */
  private withTemporaries(emit: () => string): string[] {
    const i = this.indent;
    const savedBefore = this.before;
    const savedAfter = this.after;
    this.before = [];
    this.after = [];
    const text = emit();
    const out = [...this.before.map((l) => `${i}${l}`), `${i}${text}`, ...this.after.map((l) => `${i}${l}`)];
    this.before = savedBefore;
    this.after = savedAfter;
    return out;
  }

  /** A pointer to an lvalue, for `T& r = lvalue;` (WGSL lets a `let` hold any memory view). */
  private pointerTo(e: Expr): string {
    if (e.kind === 'VarRef' && isPointer(e.variable)) return this.nameOf(e.variable);
    if (this.isInAtomicMemory(e)) return this.internal('a reference to memory that the kernel also uses atomically is not supported by ampc', e);
    return `&${this.expr(e)}`;
  }

  private isInAtomicMemory(e: Expr): boolean {
    return isInAtomicMemory(e, this.atomics);
  }

  /** An lvalue as a WGSL memory reference, with no load: `buf[i]`, `t[i][j]`, `x`. */
  private place(e: Expr): string {
    switch (e.kind) {
      case 'ViewElement': return this.viewElement(e);
      case 'Element':
        if (e.object.type.kind === 'pointer') return this.pointers.element(e.object, e.index);
        return `${this.operand(e.object, '.', false)}[${this.expr(e.index)}]`;
      case 'VarRef': return isPointer(e.variable) ? `(*${this.nameOf(e.variable)})` : this.nameOf(e.variable);
      default: return this.expr(e);
    }
  }

  /**
   * A read of atomic memory (see `atomic-facts.ts`); a float is stored as its bits. In a condition
   * WGSL must see as uniform, a tile_static load is a `workgroupUniformLoad` (which takes atomics too).
   */
  private atomicLoad(e: Expr): string {
    const builtin = this.uniformPrelude && memoryOf(e)?.storage === 'tileStatic' ? 'workgroupUniformLoad' : 'atomicLoad';
    const load = `${builtin}(&${this.place(e)})`;
    return e.type.kind === 'float' ? `bitcast<f32>(${load})` : load;
  }

  private atomicStore(e: Expr, value: string): string {
    return `atomicStore(&${this.place(e)}, ${e.type.kind === 'float' ? `bitcast<u32>(${value})` : value});`;
  }

  /**
   * The argument for a reference parameter. WGSL passes only pointers to whole function-scope
   * variables, so anything else (an array_view element, tile_static, an array element) goes through a
   * temporary that is copied in before the statement and back after it.
   */
  private referenceArgument(e: Expr): string {
    if (e.kind === 'VarRef' && isPointer(e.variable)) return this.nameOf(e.variable);
    if (e.kind === 'VarRef' && (e.variable.storage === 'local' || e.variable.storage === 'param') && !this.isUniformCapture(e.variable)) {
      return `&${this.nameOf(e.variable)}`;
    }
    if (!this.before || !this.after) return this.internal('a reference argument here is not supported in kernels', e);
    // The copy would be the thread's own: its write back would undo what the tile's other threads
    // wrote to the rest of the array or object meanwhile.
    if ((e.type.kind === 'array' || e.type.kind === 'struct') && isTileStaticRoot(e)) {
      return this.internal('passing a tile_static array or class object by reference (or as a multi-dimensional array parameter) is not supported by ampc in kernels; pass a pointer to its first element', e);
    }
    // A scalar is copied with atomicLoad/atomicStore; a whole array of atomics cannot be copied at all.
    // Unreachable: atomic memory that is an array is tile_static, refused above (a view's elements are not arrays).
    if (this.isInAtomicMemory(e) && !isAtomicScalar(e, this.atomics)) return this.internal('passing an array that the kernel also uses atomically by reference is not supported by ampc', e);
    const tmp = `ref${this.temporaries++}`;
    const value = this.expr(e);
    this.before.push(`var ${tmp}: ${wgslType(e.type)} = ${value};`);
    // A temporary object a member function is called on (`Acc().add(x)`): nothing to write back to.
    if (e.kind === 'Construct' || e.kind === 'InitList' || (e.kind === 'Call' && !e.callee.returnsReference)) return `&${tmp}`;
    // A packed float_3 element (see packedWgslType) is written back packed.
    const pack = e.kind === 'ViewElement' ? this.packHelper(e.type, 'pack') : null;
    const writeBack = pack && e.kind === 'ViewElement' ? `${this.viewElement(e)} = ${pack}(${tmp});` : `${value} = ${tmp};`;
    this.after.push(isAtomicScalar(e, this.atomics) ? this.atomicStore(e, tmp) : writeBack);
    return `&${tmp}`;
  }

  private isUniformCapture(v: Variable): boolean {
    return this.iface.uniforms.some((f) => f.source.kind !== 'viewExtent' && f.source.kind !== 'viewOffset' && f.source.kind !== 'viewStride' && f.source.variable === v);
  }

  /** A load that WGSL must see as uniform (see `condition`). */
  private uniformLoad(load: string, type: Type): string {
    if (!this.uniformPrelude) return load;
    const name = `${this.prefix}_broadcast${this.broadcastVars.length}`;
    this.broadcastVars.push(`var<workgroup> ${name}: ${wgslType(type)};`);
    this.needsLocalIndex = true;
    this.uniformPrelude.push(`if (local_index == 0u) {`, `  ${name} = ${load};`, `}`);
    return `workgroupUniformLoad(&${name})`;
  }

  /**
   * An expression in statement position: assignments and increments are statements in WGSL. The
   * lowering (src/lower/compound.ts) has made every compound assignment and increment whose C++
   * meaning WGSL's `op=` and `++` do not have a plain store, so those left are printed as they are.
   */
  private exprStatement(e: Expr): string[] {
    switch (e.kind) {
      case 'Assign': {
        if (e.target.type.kind === 'pointer' && e.op === null) this.pointers.checkSameRoot(e.target, e.value, e);
        const shift = e.op === '<<' || e.op === '>>';
        if (e.op !== null && (isAtomicScalar(e.target, this.atomics) || !(shift || e.target.type.kind === 'pointer' || wgslType(e.target.type) === wgslType(e.value.type)) || isDouble(e.target.type))) {
          throw new Error(`a compound assignment WGSL's '${e.op}=' does not compute as C++ does reached the WGSL printer: src/lower/compound.ts should have made it a store`);
        }
        if (isAtomicScalar(e.target, this.atomics)) return [this.atomicStore(e.target, this.expr(e.value))];
        const packed = e.target.kind === 'ViewElement' ? this.packHelper(e.target.type, 'pack') : null;
        if (packed && e.target.kind === 'ViewElement' && e.op === null) return [`${this.viewElement(e.target)} = ${packed}(${this.expr(e.value)});`];
        const value = shift ? `u32(${this.expr(e.value)})` : this.expr(e.value);
        return [`${this.expr(e.target)} ${e.op ?? ''}= ${value};`];
      }
      case 'Unary':
        if (e.op.length === 1) break;
        if (isAtomicScalar(e.operand, this.atomics) || (e.operand.type.kind !== 'pointer' && !(e.operand.type.kind === 'int' && e.operand.type.bits === 32))) {
          throw new Error(`an increment WGSL's '${e.op.slice(-2)}' does not compute as C++ does reached the WGSL printer: src/lower/compound.ts should have made it a store`);
        }
        return [`${this.expr(e.operand)}${e.op.slice(-2)};`];
      case 'Barrier': {
        // storageBarrier() fences buffers only: a texture the kernel reads and writes needs textureBarrier().
        const texels = e.fence !== 'tileStatic' && this.iface.buffers.some((b) => b.texture && b.access === 'read_write') ? ['textureBarrier();'] : [];
        return [...texels, ...barrierCalls(e.fence, this.sharesGlobalMemory)];
      }
      case 'Call':
        return [e.callee.returnType.kind === 'void' ? `${this.expr(e)};` : `_ = ${this.expr(e)};`];
      case 'Intrinsic':
        // A void library function (`sincos`) is a call statement; WGSL's `_ =` needs a value.
        if (e.type.kind === 'void') return [`${this.expr(e)};`];
        break;
      case 'Binary':
        if (e.op === ',') return [...this.exprStatement(e.left), ...this.exprStatement(e.right)];
        break;
      case 'Const':
        return [];
    }
    return [`_ = ${this.expr(e)};`];
  }

  // ------------------------------------------------------------ expressions

  private operand(e: Expr, parentOp: string, isRight: boolean): string {
    const text = this.expr(e);
    // An operator on doubles prints as a call, which needs no parentheses.
    if ((e.kind !== 'Binary' && e.kind !== 'Logical') || (e.kind === 'Binary' && isDouble(e.left.type))) return text;
    const child = precedenceClass(e.op);
    const parent = precedenceClass(parentOp);
    if (child === 'mul' && parent === 'add') return text;
    if (child === parent && !isRight && (child === 'mul' || child === 'add' || child === '&&' || child === '||' || child === '&' || child === '|' || child === '^')) return text;
    return `(${text})`;
  }

  /**
   * An expression printed as one item of a comma-separated list (arguments, constructors, `select`).
   * WGSL finds template lists before it parses (wgsl.bs, "template list discovery"): in
   * `select(p < q, r > s, c)` the text from `p <` to `>` is taken for a template list, as in
   * `vec2<f32>`, and the shader does not parse. Elsewhere a `<` comparison is safe: `;`, `{`, `)`,
   * `&&` and `||` end the candidate, and operands of other operators are parenthesised by precedence.
   */
  /**
   * A struct or array built from a braced list, complete: the lowering gave the members and
   * elements the program's list leaves out their zero values (src/lower/value-initialise.ts). A
   * list of zeros is WGSL's zero-value constructor (`array<i32, 256>()` for `= {0}`).
   */
  private aggregate(t: Type, items: Expr[], at: Expr): string {
    const members = t.kind === 'struct' ? t.info.fields.map((f) => f.type) : t.kind === 'array' ? Array<Type>(t.length ?? items.length).fill(t.element) : items.map((x) => x.type);
    // No items: the storage a constructor then fills (check-class.ts `constructorBody`'s `self`).
    if (items.length > 0 && items.length < members.length) return this.internal(`a braced list of ${items.length} for '${typeToString(t)}' reached the WGSL printer: src/lower/value-initialise.ts completes it`, at);
    // A view member names its view statically (src/sema/struct-views.ts): it has no place in the WGSL struct.
    const given = items.filter((_, k) => k >= members.length || !isViewType(members[k]));
    if (given.every(isZeroValue)) return `${wgslType(t)}()`;
    return `${wgslType(t)}(${given.map((x) => this.listItem(x)).join(', ')})`;
  }

  private listItem(e: Expr): string {
    const text = this.expr(e);
    return e.kind === 'Binary' && e.op === '<' && !isDouble(e.left.type) ? `(${text})` : text;
  }

  private expr(e: Expr): string {
    // Sema rejects 64-bit variables in kernels; a 64-bit value can still arise in an expression (`x * 5LL`).
    if (e.type.kind === 'int' && e.type.bits === 64) return this.internal("64-bit integers ('long long') are not supported in kernels by ampc: WGSL has no 64-bit integer type", e);
    // A pointer value is its element index (src/codegen/wgsl/pointers.ts).
    if (e.type.kind === 'pointer') return this.pointers.value(e)?.index ?? '0';
    switch (e.kind) {
      case 'Const': {
        const t = e.type;
        if (typeof e.value === 'boolean') return e.value ? 'true' : 'false';
        // Unreachable: a bigint is a 64-bit integer's value, refused above.
        if (typeof e.value === 'bigint') return this.internal("64-bit integers ('long long') are not supported in kernels by ampc", e);
        if (isDouble(t)) return doubleLiteral(e.value);
        if (t.kind === 'float') return Number.isFinite(e.value) ? formatFloat(e.value) : this.internal('infinite or NaN constants are not supported in kernels', e);
        if (t.kind === 'int' && !t.signed) return `${e.value >>> 0}u`;
        if (t.kind === 'bool') return e.value ? 'true' : 'false';
        if (t.kind === 'index' || t.kind === 'extent') return `${e.value}`;
        return e.value === -2147483648 ? 'i32(-2147483648)' : `${e.value}`;
      }
      case 'StringConst':
        return this.internal('strings are not available in kernels', e);
      case 'Stream': case 'Manipulator':
        return this.internal('iostreams are not available in kernels', e);
      case 'VarRef': {
        const v = e.variable;
        // A namespace-scope constant read by a restrict(amp, cpu) function, whose body sema checked as
        // host code (where the name stays): the kernel has no such variable, only its value.
        if (v.storage === 'global' && v.constValue !== null) return this.expr({ type: e.type, span: e.span, kind: 'Const', value: v.constValue });
        if (isAtomicScalar(e, this.atomics)) return this.atomicLoad(e);
        if (this.uniformPrelude && v.storage === 'tileStatic' && v.type.kind !== 'array') return `workgroupUniformLoad(&${this.nameOf(v)})`;
        const uniform = this.uniformField((f) => f.source.kind === 'scalar' && f.source.variable === v);
        if (uniform) return v.type.kind === 'bool' ? `(${uniform} != 0u)` : uniform;
        if (v.type.kind === 'extent' || v.type.kind === 'index' || v.type.kind === 'tiledExtent') {
          const comps = this.iface.uniforms.filter((f) => f.source.kind === 'component' && f.source.variable === v);
          if (comps.length > 0) {
            const names = comps.map((f) => this.uniformRead(f.name));
            return makeIndexValue(names);
          }
        }
        if (v.type.kind === 'shortVector' && v.type.length > 1) {
          const comps = this.iface.uniforms.filter((f) => f.source.kind === 'component' && f.source.variable === v);
          if (comps.length > 0) return `${wgslType(v.type)}(${comps.map((f) => this.uniformRead(f.name)).join(', ')})`;
        }
        if (v.type.kind === 'arrayView' || v.type.kind === 'ampArray' || v.type.kind === 'texture') return this.bufferName(v);
        return isPointer(v) ? `(*${this.nameOf(v)})` : this.nameOf(v);
      }
      case 'ThreadIndex':
        // Outside the entry point, the ids come from the module-scope copies the entry point made.
        return this.inEntryPoint ? this.threadIndexName(e.part) : this.threadIndexValue(e.part, 'thread_');
      case 'Unary': {
        if (e.op === '-' && isDouble(e.type)) return this.doubles.call('f64_neg', [this.expr(e.operand)]);
        const operand = this.operand(e.operand, 'unary', false);
        switch (e.op) {
          // WGSL has no unary minus on u32; C++'s -u is 2^32 - u, which u32 subtraction wraps to.
          case '-': return e.type.kind === 'int' && !e.type.signed ? `(0u - ${this.operand(e.operand, '-', true)})` : `-${operand}`;
          case '!': return `!${operand}`;
          case '~': return `~${operand}`;
          default: throw new Error('an increment used as a value reached the WGSL printer: src/lower/ should have hoisted it');
        }
      }
      case 'Binary': {
        if (e.op === ',') throw new Error('a comma operator used as a value reached the WGSL printer: src/lower/ should have hoisted it');
        if ((e.left.type.kind === 'index' || e.left.type.kind === 'extent') && e.left.type.rank > 1) {
          const rank = e.left.type.rank;
          const eq = isIndexArray(rank)
            ? indexArrayEquals((name, source) => {
                if (!this.helpers.has(name)) this.helpers.set(name, source);
                return name;
              }, rank, this.expr(e.left), this.expr(e.right))
            : `all(${this.expr(e.left)} == ${this.expr(e.right)})`;
          return e.op === '==' ? eq : `!${eq}`;
        }
        if (isDouble(e.left.type)) {
          // C++ has no other operators on double (`%` and the bitwise ones take integers).
          return this.doubles.binary(e.op, this.expr(e.left), this.expr(e.right)) ?? this.internal(`operator '${e.op}' on doubles is not supported in kernels by ampc`, e);
        }
        // `p - q`, `p < q`: their indices, in the same memory.
        if (e.left.type.kind === 'pointer') this.pointers.checkSameRoot(e.left, e.right, e);
        // C++'s `!=` on floats is true when an operand is NaN; WGSL's is compiled to an ordered
        // comparison (SPIR-V's OpFOrdNotEqual), false there, so `x != x` would never find a NaN.
        // The negated `==` is the unordered comparison C++ means.
        if (e.op === '!=' && e.left.type.kind === 'float') return `!(${this.operand(e.left, '==', false)} == ${this.operand(e.right, '==', true)})`;
        const left = this.operand(e.left, e.op, false);
        let right = this.operand(e.right, e.op, true);
        if (e.op === '<<' || e.op === '>>') right = `u32(${this.expr(e.right)})`;
        return `${left} ${e.op} ${right}`;
      }
      case 'Logical':
        return `${this.operand(e.left, e.op, false)} ${e.op} ${this.operand(e.right, e.op, true)}`;
      case 'Assign':
        throw new Error('an assignment used as a value reached the WGSL printer: src/lower/ should have hoisted it');
      case 'Convert': {
        const to = e.type;
        const from = e.operand.type;
        // amp code makes pointers only from `&` and arrays: never null.
        if (from.kind === 'pointer' && to.kind === 'bool') return 'true';
        if (to.kind === 'float' && from.kind === 'float' && to.bits === from.bits) return this.expr(e.operand);
        if (to.kind === 'int' && from.kind === 'int' && to.signed === from.signed) return this.expr(e.operand);
        if (isDouble(to) || isDouble(from)) return this.doubleConversion(e.operand, to);
        return `${wgslType(to)}(${this.expr(e.operand)})`;
      }
      case 'Conditional':
        return `select(${this.listItem(e.otherwise)}, ${this.listItem(e.then)}, ${this.listItem(e.cond)})`;
      case 'Call': {
        if (specialisedPerCall(e.callee)) {
          return this.pointers.call(e, (a, k) => {
            const p = e.callee.params[k];
            return p?.type.kind === 'tiledIndex' ? [] : [p && isPointer(p) ? this.referenceArgument(a) : this.listItem(a)];
          });
        }
        const args = e.args.flatMap((a, k) => {
          const p = e.callee.params[k];
          if (p?.type.kind === 'tiledIndex') return [];
          return [p && isPointer(p) ? this.referenceArgument(a) : this.listItem(a)];
        });
        return `${this.functionNames.get(e.callee) ?? wgslName(e.callee.name)}(${args.join(', ')})`;
      }
      case 'Field':
        return `${this.operand(e.object, '.', false)}.${wgslName(e.field)}`;
      case 'Element': {
        if (e.object.type.kind === 'pointer') return this.pointers.element(e.object, e.index);
        if (isAtomicScalar(e, this.atomics)) return this.atomicLoad(e);
        const text = `${this.operand(e.object, '.', false)}[${this.expr(e.index)}]`;
        return this.uniformPrelude && isTileStaticRoot(e) && e.type.kind !== 'array' ? `workgroupUniformLoad(&${text})` : text;
      }
      case 'ViewElement': {
        const unpack = this.packHelper(e.type, 'unpack');
        const load = isAtomicScalar(e, this.atomics) ? this.atomicLoad(e) : unpack ? `${unpack}(${this.viewElement(e)})` : this.viewElement(e);
        const v = this.viewAccess(e.view)?.root;
        const access = this.iface.buffers.find((b) => b.capture.outer === v)?.access;
        return access === 'read_write' ? this.uniformLoad(load, e.type) : load;
      }
      case 'MakeIndex':
      case 'MakeExtent':
        return makeIndexValue(e.components.map((c) => this.expr(c)));
      case 'Component': {
        const rank = e.object.type.kind === 'index' || e.object.type.kind === 'extent' ? e.object.type.rank : 1;
        const dim = e.dim.kind === 'Const' && typeof e.dim.value === 'number' ? e.dim.value : null;
        if (e.object.kind === 'ExtentOf' && dim !== null) {
          const extent = this.viewAccess(e.object.view)?.extent[dim];
          if (extent) return extent;
        }
        const object = this.operand(e.object, '.', false);
        if (rank === 1) return object;
        return dim !== null ? indexComponent(object, rank, dim) : `${object}[${this.expr(e.dim)}]`;
      }
      case 'ExtentOf': {
        const dims = this.viewAccess(e.view)?.extent;
        if (!dims) return this.internal('the extent of this view is not supported in kernels by ampc', e);
        return makeIndexValue(dims);
      }
      case 'Subview':
        return this.internal('a section or row of a view is supported in kernels only where an element is taken from it or its extent read; a view variable in a kernel is not supported by ampc', e);
      case 'FunctionRef':
        return this.internal('a lambda used as a value (other than by calling it) is not supported by ampc in kernels', e);
      case 'CallPointer': // sema rejects function pointers in amp code (amp-function-pointer)
        return this.internal('a call through a function pointer is not allowed in restrict(amp) code', e);
      case 'MemberPointerConst': case 'MemberPointerAccess': case 'MemberPointerCall': // likewise pointers to members
        return this.internal('a pointer to member is not allowed in restrict(amp) code', e);
      case 'Intrinsic':
        return this.intrinsic(e);
      case 'AddressOf':
        return this.intrinsicPointer(e);
      case 'Barrier':
        return this.internal('a barrier cannot be used as a value', e);
      case 'Construct':
        if (e.type.kind === 'struct') return this.aggregate(e.type, e.args, e);
        return this.internal(`constructing '${typeToString(e.type)}' is not supported in kernels`, e);
      case 'InitList':
        return this.aggregate(e.type, e.elements, e);
      case 'Library': return this.library(e);
      case 'Tile': case 'ParallelForEach': case 'StreamOut': case 'StreamIn': case 'New':
        return this.internal(`this operation is not available in kernels`, e);
      case 'Let': return this.internal('a host lowering temporary (src/lower/lower-host.ts) in a kernel', e);
      case 'Copy': return this.internal('a host lowering copy (src/lower/host-copies.ts) in a kernel', e);
      case 'Update': return this.internal('a host lowering update (src/lower/lower-host.ts) in a kernel', e);
      case 'DefaultInit': return this.internal('a host lowering default initialisation (src/lower/default-inits.ts) in a kernel', e);
    }
  }

  /** The library operations a kernel may use: those of a captured tiled_extent (its extent and size). */
  private library(e: Extract<Expr, { kind: 'Library' }>): string {
    const receiver = e.receiver;
    // A tiled_extent is its extent in WGSL (its tile is a constant of its type).
    if (e.op === 'tiledExtent.extent' && receiver) return this.expr(receiver);
    const t = receiver?.type;
    const rank = t?.kind === 'extent' ? t.rank : t?.kind === 'tiledExtent' ? t.tile.length : 0;
    // extent::size() is an unsigned int, the product of the dimensions; the receiver is read once per dimension.
    if (e.op === 'extent.size' && receiver && rank > 0) {
      if (receiver.kind === 'MakeExtent') return `(${receiver.components.map((c) => `u32(${this.expr(c)})`).join(' * ')})`;
      // The extent of a view: the product of its dimensions as the view's window has them.
      const dims = receiver.kind === 'ExtentOf' ? this.viewAccess(receiver.view)?.extent : null;
      if (dims) return `(${dims.map((d) => `u32(${d})`).join(' * ')})`;
      if (rank > 1 && !['VarRef', 'Library', 'Field', 'ExtentOf'].includes(receiver.kind)) return this.internal('the size of this extent is not supported in kernels by ampc; name the extent first', e);
      const value = this.expr(receiver);
      if (rank === 1) return `u32(${value})`;
      return `(${Array.from({ length: rank }, (_, d) => `u32(${indexComponent(value, rank, d)})`).join(' * ')})`;
    }
    return this.internal(`this operation is not available in kernels`, e);
  }

  /** A conversion to or from double (the float-to-float case, double to double, is handled by the caller). */
  private doubleConversion(operand: Expr, to: Type): string {
    const from = operand.type;
    // float -> double -> float is the identity.
    if (to.kind === 'float' && !isDouble(to) && operand.kind === 'Convert' && operand.operand.type.kind === 'float' && !isDouble(operand.operand.type)) return this.expr(operand.operand);
    // A double constant rounds to float here, as C++ rounds it (to nearest even).
    if (to.kind === 'float' && !isDouble(to) && operand.kind === 'Const' && typeof operand.value === 'number' && Number.isFinite(Math.fround(operand.value))) return formatFloat(operand.value);
    const text = this.expr(operand);
    const converted = isDouble(to) ? this.doubles.fromValue(from, text) : this.doubles.toValue(to, text);
    // C++ converts a double only to and from arithmetic types, which the software double covers.
    return converted ?? this.internal(`converting '${typeToString(from)}' to '${typeToString(to)}' is not supported in kernels by ampc`, operand);
  }

  /** The helper that packs or unpacks a length-3 short vector in a buffer, declared once; null for other types. */
  private packHelper(t: Type, which: 'pack' | 'unpack'): string | null {
    if (t.kind !== 'shortVector' || !packedWgslType(t)) return null;
    const [name, source] = packHelpers(t)[which];
    if (!this.helpers.has(name)) this.helpers.set(name, source);
    return name;
  }

  /** An element of a view in its buffer: ((i0 * e1) + i1) * e2 + i2 for a whole view, else offset + i0 * stride0 + ... + i(N-1). */
  private viewElement(e: Extract<Expr, { kind: 'ViewElement' }>): string {
    const at = this.viewAddress(e);
    return at ? `${this.bufferName(at.view)}[${at.address}]` : '0';
  }

  /** The captured view an element access reaches, and the element's number in its buffer. */
  private viewAddress(e: Extract<Expr, { kind: 'ViewElement' }>): { view: Variable; address: string } | null {
    const access = this.viewAccess(e.view);
    if (!access) {
      this.internal('element access through this view is not supported in kernels by ampc', e);
      return null;
    }
    const rank = access.strides.length;
    if (access.rowMajor) {
      const parts = e.index ? this.components(e.index, rank) : e.components.map((c, d) => (rank === 1 ? this.expr(c) : d === 0 ? this.operand(c, '*', false) : this.operand(c, '+', true)));
      let address = rank === 1 && e.index ? this.expr(e.index) : parts[0];
      for (let d = 1; d < rank; d++) address = `${d === 1 ? address : `(${address})`} * ${access.extent[d]} + ${parts[d]}`;
      return { view: access.root, address };
    }
    const components = e.index ? this.components(e.index, rank) : e.components.map((c) => this.operand(c, '*', false));
    let address = access.offset;
    components.forEach((c, d) => (address = addTerm(address, c, access.strides[d])));
    return { view: access.root, address };
  }

  /** A library function's pointer argument (`atomic_fetch_add(&av[i], 1)`): a WGSL pointer to the element. */
  private intrinsicPointer(e: Extract<Expr, { kind: 'AddressOf' }>): string {
    // A reference parameter already is a pointer.
    return e.operand.kind === 'VarRef' && isPointer(e.operand.variable) ? this.nameOf(e.operand.variable) : `&${this.place(e.operand)}`;
  }

  private intrinsic(e: Extract<Expr, { kind: 'Intrinsic' }>): string {
    const print = e.intrinsic.wgsl;
    if (!print) return this.internal(`'${e.intrinsic.id}' is not available in kernels`, e);
    const helpers = this.helpers;
    const extensions = this.extensions;
    // Short vectors of double are f32 vectors (sema warns): their scalar doubles cross as f32.
    const asF32 = e.intrinsic.header === 'amp_short_vectors.h';
    const f32For = (t: Type) => (asF32 && isDouble(t) ? floatType : t);
    const args = e.args.map((a) => (a.kind === 'AddressOf' ? this.intrinsicPointer(a) : asF32 && isDouble(a.type) ? this.doubleConversion(a, floatType) : this.listItem(a)));
    const text = print(args, {
      params: e.signature.params.map(f32For),
      result: f32For(e.type),
      wgslType: (t) => wgslType(f32For(t)),
      helper(name, source) {
        if (!helpers.has(name)) helpers.set(name, source);
        return name;
      },
      addressSpace(arg) {
        const a = e.args[arg];
        if (a?.kind !== 'AddressOf') return null;
        const memory = memoryOf(a.operand);
        return memory === null ? 'function' : memory.storage === 'tileStatic' ? 'workgroup' : 'storage';
      },
      requires(extension) {
        extensions.add(extension);
      },
    });
    return asF32 && isDouble(e.type) ? this.doubles.fromValue(floatType, text)! : text;
  }
}

interface ViewAccess {
  root: Variable;
  offset: string;
  strides: string[];
  extent: string[];
  /** A whole captured view: addressed row-major by its extent alone. */
  rowMajor?: boolean;
}

/** `sum + c * stride`, leaving out a zero sum, a zero term and a stride of 1. */
function addTerm(sum: string, c: string, stride: string): string {
  if (c === '0') return sum;
  const term = stride === '1' ? c : `${c} * ${stride}`;
  return sum === '0' ? term : `${sum} + ${term}`;
}

/** The members of a class object's initialiser that its WGSL value holds: all but its views (src/sema/struct-views.ts). */
/** `0`, `false`, an empty list, or a conversion of one: a value WGSL's zero-value constructor gives. */
function isZeroValue(e: Expr): boolean {
  if (e.kind === 'Convert') return isZeroValue(e.operand);
  // Not `-0.0f`: its sign is part of its value.
  if (e.kind === 'Const') return typeof e.value === 'number' ? Object.is(e.value, 0) : e.value === 0n || e.value === false;
  // A list of zeros (src/lower/value-initialise.ts writes them out), or a short vector's `int_2()`.
  if (e.kind === 'InitList') return e.elements.every(isZeroValue);
  if (e.kind === 'Construct' && e.type.kind === 'struct') return e.args.every(isZeroValue);
  return e.kind === 'Intrinsic' && e.type.kind === 'shortVector' && e.args.length === 0;
}

/** Functions that depend on the kernel, with those that call a function taking pointers: its copies are the kernel's. */
function withPointerCallers(functions: readonly FunctionInfo[], kernelDependent: Set<FunctionInfo>): Set<FunctionInfo> {
  const out = new Set(kernelDependent);
  for (const fn of functions) {
    if (fn.restriction.amp && transitiveCallees([fn]).some(specialisedPerCall)) out.add(fn);
  }
  return out;
}

/** WGSL has no overloading: restrict(amp) functions that share a name get numbered. */
function ampFunctionNames(program: Program): Map<FunctionInfo, string> {
  const taken = new Set([...program.structs.map((s) => s.name), ...program.kernels.map((k) => k.name)]);
  return overloadNames(program.functions.filter((fn) => fn.restriction.amp), (fn) => wgslName(fn.name), taken);
}

/**
 * The narrowest WGSL barriers that keep C++ AMP's guarantee. `wait()` fences both memories, but
 * fencing global memory only matters when threads can see each other's global writes: when no
 * buffer is both read and written by the kernel, `workgroupBarrier()` alone is equivalent.
 */
function barrierCalls(fence: FenceKind, sharesGlobalMemory: boolean): string[] {
  switch (fence) {
    case 'all': return sharesGlobalMemory ? ['storageBarrier();', 'workgroupBarrier();'] : ['workgroupBarrier();'];
    case 'global': return ['storageBarrier();'];
    case 'tileStatic': return ['workgroupBarrier();'];
  }
}
