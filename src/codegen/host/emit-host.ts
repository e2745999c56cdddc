/**
 * `emitHost(program, kernels) → TypeScript`: the C++ host code as a module
 * that runs through `ampc/runtime`.
 *
 * C++ semantics are kept exactly: `int` arithmetic wraps to 32 bits (`| 0`,
 * `Math.imul`), `float` arithmetic rounds to single precision (`Math.fround`),
 * integer division truncates, structs are values (`clone()` on copy).
 * A std::vector of numbers is a runtime `Vector` over a typed array (runtime/vector.ts, indexed
 * as `v.data[i]`); other vectors and C arrays are JS arrays (vectors are passed by reference the
 * way C++ passes `vector<T>&`). Functions that wait for the GPU are
 * `async`, and their calls are awaited.
 *
 * Where C++ copies an object is the host lowering's decision, not this printer's: it prints a copy
 * (`copyOf`) at each `Copy` node (src/lower/host-copies.ts: declarations, by-value arguments,
 * returns without NRVO, assignments, braced lists' elements, push_back/insert, by-value
 * captures), at each element of a fill or a range whose node carries an `ElementCopy`
 * (`vector(n, x)`, `assign`, `resize`, `insert(pos, n, x)`, `vector(first, last)`, a vector's
 * initializer_list copied again), and at a function object's by-value parameter (`callOperatorCopies`).
 * A class's `clone()` and `copyAssign()` and a copyable closure's `copy()` print the lowering's
 * copy plans (src/lower/implicit-copies.ts). What stays here is how a copy is made on the runtime
 * (`.clone()`, `.slice()` or an element-wise `.map`, a copyable closure's `.copy()`, `copyFunction`),
 * and the reports of copies that cannot run (a deleted copy constructor, one that waits for the
 * GPU), made where a copy is printed; a by-value handler's copy of the exception object is the
 * lowering's `copiesThrown`. A declaration's default initialisation is a `DefaultInit` node
 * (src/lower/default-inits.ts); what a type's zero or empty value is on the host, an array's
 * elements each constructed, stays here (`defaultValue`), as do the members of a class's plain
 * object. What `++`/`--` means is the host lowering's decision too (src/lower/lower-host.ts): a
 * store, JavaScript's own `++` where it computes C++'s, or an `Update`, which this printer prints
 * as the runtime's step (an array_view's `update`, a store of the new pointer or index); and which
 * sums a conversion wraps once, int or 64-bit, is marked by src/lower/conversion-wraps.ts.
 */
import { overridesStdWhat, stdExceptionBaseOf } from '../../sema/exception-classes.js';
import { thrownTypeName } from '../../sema/thrown-types.js';
import { writerFor } from '../../library/stream-writers.js';
import { formatOf } from '../../library/graphics.js';
import type { Diagnostic } from '../../diagnostics.js';
import { error } from '../../diagnostics.js';
import type { Span } from '../../source.js';
import { syncsAtScopeEnd, viewTemporaries, waitsForGpu } from '../../sema/async.js';
import { isDerivedFrom, memberFunctionsNamed, possibleTargets } from '../../sema/inheritance.js';
import type { Closure, ElementCopy, Expr, FunctionInfo, Kernel, LetBinding, Program, Stmt, StreamItem, Variable } from '../../sema/program.js';
import { defaultConstructorOf, intType, isArithmetic, isHostObject, sameType, typeToString, uintType, type StructField, type StructInfo, type Type } from '../../sema/types.js';
import { pointerTypeOf } from '../../sema/function-pointers.js';
import { plainSignature } from '../../sema/std-function.js';
import { genericInstanceName } from '../../sema/check-lambda.js';
import { isReferenceField, isScalarReferenceField, isScalarReferent } from '../../sema/reference-members.js';
import { readsTwiceAlike, sideEffectFree } from '../../sema/side-effects.js';
import { isInt64 } from '../../sema/const-eval.js';
import { forEachExpr, forEachExprInStmt, forEachStmt, isArrayMemberElement, isViewElementMember } from '../../sema/walk.js';
import { roundUp, storageLayout, structLayout } from '../layout.js';
import type { KernelInterface } from '../kernel-interface.js';
import { printIf } from '../print.js';
import { tagLines, untagLines, type LineTable } from '../line-tags.js';
import { jsName, memberName } from './names.js';
import { overloadNames } from '../overload-names.js';
import { unionClass } from './union-class.js';
import { sharesStorage } from '../../sema/unions.js';
import { isHostPointee } from '../../sema/host-pointers.js';
import { emitLibraryExports, planExports } from './exports.js';
import { isTypedVector, typedArrayOf, vectorStorage } from './typed-vectors.js';
import { destroyedAtScopeEnd, hasVirtualDestructor, isConstructorResult, isMemberInitializer, needsDestruction, userDestructor } from '../../sema/destructors.js';
import { assignRunsUserCode, asyncUserCopy, copyRunsUserCode, deletedCopyConstructor, namedReturnVariable, userMoveConstructor } from '../../sema/copies.js';
import { isThread } from '../../library/thread.js';
import { ownsResource, type LibraryClassHostContext } from '../../library/classes.js';
import { stdExceptionByName } from '../../library/std-exceptions.js';
import { ampExceptionByName } from '../../library/amp-exceptions.js';
import { asyncDestructorMessage, asyncDestructors, runtimeClassNames } from '../../sema/rules/host-support.js';
import { exceptionMayEscapeNoexcept } from '../../sema/thrown-types.js';
import { hostBody, keepsHostIncrement, lowerHostCode, type LoweredHost } from '../../lower/lower-host.js';
import { isCellParam, isObjectBehindPointer } from '../../lower/host-copies.js';
import { isCopyableClosure, type CopyAssignment, type CopyConstruction, type InPlaceAssignment, type MemberCopy } from '../../lower/implicit-copies.js';

export interface HostOptions {
  /** TypeScript (with types) or plain JavaScript. */
  typed: boolean;
  /** Module specifier of the runtime. */
  runtimeImport: string;
  /** The source file, for the header comment. */
  sourceName: string;
  /** Per WGSL line, the C++ statement it came from: the kernels carry it (runtime/kernel-source-lines.ts). */
  wgslLines?: LineTable;
}

export interface HostModule {
  code: string;
  /** The module's exports as a TypeScript declaration file (`.d.ts`), for the JavaScript form. */
  declarations: string;
  diagnostics: Diagnostic[];
  /** Per line of `code`, the C++ statement it was printed from (for its source map). */
  lines: LineTable;
}

export function emitHost(program: Program, wgsl: string, interfaces: KernelInterface[], options: HostOptions, lowered?: LoweredHost): HostModule {
  const e = new HostEmitter(program, interfaces, options, lowered ?? lowerHostCode(program));
  const { text: code, lines } = untagLines(e.emitModule(wgsl));
  const declarations = [`// Declarations of ${options.sourceName}'s exports, generated by ampc.`, ...e.exportedDeclarations, ''].join('\n');
  return { code, declarations, diagnostics: e.diagnostics, lines };
}

/** Structs the runtime already defines (from `<Windows.h>`, and `<cstdlib>`'s results of div). */
const runtimeStructs = runtimeClassNames;

type JumpTarget =
  | { kind: 'loop' | 'switch'; label: string | null }
  | { kind: 'dispatch'; label: string; state: string; labels: Set<string> };

class HostEmitter {
  readonly diagnostics: Diagnostic[] = [];
  /** `export declare function …;` for each exported function, typed whatever `options.typed` says. */
  readonly exportedDeclarations: string[] = [];
  private readonly imports = new Set<string>();
  private readonly typeImports = new Set<string>();
  /** Each function's name in the module, overloads numbered (src/codegen/overload-names.ts). */
  private readonly functionNames: ReadonlyMap<FunctionInfo, string>;
  /** The program's class names: a runtime export of the same name is imported under an alias (use). */
  private readonly classNames: ReadonlySet<string>;
  private readonly variableNames = new Map<Variable, string>();
  /** The module-level names of namespace-scope variables, which no local may hide (`::x` reads the global beside a local `x`). */
  private readonly globalNames = new Set<string>();
  /** The temporary array_views over host data of the statement being printed, and their variables. */
  private readonly viewTemporaries = new Map<Expr, string>();
  private viewTemporaryCount = 0;
  /** Scalar references: what each one's uses print (see bindReference). */
  private readonly aliases = new Map<Variable, string>();
  /** The loops, switches and goto dispatch loops around the statement being printed, innermost last. */
  private jumpTargets: JumpTarget[] = [];
  private loopLabels = 0;
  /** The labels that the function being printed jumps to. */
  private gotoTargets = new Set<string>();
  /** Whether some class's objects need destroying: then try statements tell the runtime what they catch. */
  private readonly hasDestructors: boolean;
  private readonly kernelNames = new Map<Kernel, string>();
  private indent = '';
  private catchDepth = 0;
  /** The function being printed (its `return`s depend on whether it returns a reference). */
  private currentFunction: FunctionInfo | null = null;
  /** Copy constructors that wait for the GPU, reported once where the host would have to copy with them. */
  private readonly reportedAsyncCopies = new Set<FunctionInfo>();
  private readonly reportedDeletedCopies = new Set<StructInfo>();
  /** The variables holding the exceptions of the handlers being printed, innermost last (for `throw;`). */
  private handled: string[] = [];

  constructor(
    private readonly program: Program,
    private readonly interfaces: KernelInterface[],
    private readonly options: HostOptions,
    /** The bodies as the host lowering left them (src/lower/lower-host.ts): what is printed. */
    private readonly lowered: LoweredHost,
  ) {
    this.classNames = new Set(program.structs.filter((s) => !runtimeStructs.has(s.name)).map((s) => s.name));
    // A closure has no name: it is printed where its lambda is written (closureValue).
    const named = program.functions.filter((fn) => fn.restriction.cpu && !fn.closure);
    this.functionNames = overloadNames(named, (fn) => jsName(fn.name), new Set([...this.classNames, ...program.kernels.map((k) => k.name)]));
    // Namespace-scope variables of one name in different namespaces (`int x;` and `N::x`) are
    // module-level `let`s side by side here: the later ones are numbered, as functions are.
    const functionNames = new Set(this.functionNames.values());
    const globalNames = this.globalNames;
    for (const { variable } of program.globals) {
      const base = jsName(variable.name);
      let name = base;
      for (let n = 2; globalNames.has(name) || functionNames.has(name); n++) name = `${base}_${n}`;
      globalNames.add(name);
      this.variableNames.set(variable, name);
    }
    for (const k of program.kernels) this.kernelNames.set(k, k.name);
    this.hasDestructors = program.structs.some((s) => needsDestruction({ kind: 'struct', info: s }));
  }

  /** A runtime export, imported; under an alias where a class of the program has its name (`struct Vector`). */
  private use(name: string): string {
    this.imports.add(name);
    return this.runtimeAlias(name);
  }

  /** A runtime type, imported for annotations (typed output only). */
  private useType(name: string): string {
    this.typeImports.add(name);
    return this.runtimeAlias(name);
  }

  private runtimeAlias(name: string): string {
    return this.classNames.has(name) ? `${name}_rt` : name;
  }

  private fail(message: string, span: Span): string {
    this.diagnostics.push(error('host-unsupported', message, span));
    return 'undefined';
  }

  private t(type: string): string {
    return this.options.typed ? `: ${type}` : '';
  }

  // ------------------------------------------------------------ module

  emitModule(wgsl: string): string {
    const body: string[] = [];
    const onDevice = structsInBuffers(this.program);
    for (const s of this.program.structs) if (!runtimeStructs.has(s.name)) body.push(this.emitStruct(s, onDevice.has(s)));
    for (const g of this.program.globals) {
      const v = g.variable;
      // A static local made on its first pass (src/sema/static-locals.ts) is only declared here.
      const init = this.lowered.globals.get(v) ?? g.init;
      if (g.firstPass) body.push(`let ${this.nameOf(v)}${this.t(this.tsType(v.type))};`);
      else body.push(`${v.isConst ? 'const' : 'let'} ${this.nameOf(v)}${this.t(this.tsType(v.type))} = ${init ? this.initValue(init) : this.defaultValue(v.type)};`);
    }
    for (const iface of this.interfaces) body.push(this.emitKernelConst(iface));
    for (const fn of this.program.functions) {
      if (!fn.restriction.cpu || !fn.body || fn.closure) continue;
      body.push(this.emitFunction(fn));
    }
    body.push(...this.libraryExports());
    const sourceLines = this.wgslSourceLines();
    const header = `// Generated by ampc from ${this.options.sourceName}. Host code for the kernels in the WGSL below.\n`;
    const names = [...this.imports].sort();
    const typeNames = [...this.typeImports].filter((n) => !this.imports.has(n)).sort();
    const spelled = (n: string) => (this.runtimeAlias(n) === n ? n : `${n} as ${this.runtimeAlias(n)}`);
    const importList = [...names.map(spelled), ...(this.options.typed ? typeNames.map((n) => `type ${spelled(n)}`) : [])];
    const importLine = importList.length ? `import { ${importList.join(', ')} } from ${JSON.stringify(this.options.runtimeImport)};\n` : '';
    const wgslConst = `const wgsl = ${templateLiteral(wgsl)};\n${sourceLines}`;
    return `${header}${importLine}\n${wgslConst}\n${body.join('\n\n')}\n`;
  }

  /** The WGSL → C++ line table the kernels carry, so WebGPU's messages about the WGSL name C++ lines. */
  private wgslSourceLines(): string {
    if (!this.options.wgslLines || this.interfaces.length === 0) return '';
    const sources: string[] = [];
    const rows: string[] = [];
    this.options.wgslLines.forEach((at, n) => {
      if (at === null) return;
      const source = sources.includes(at.file) ? sources.indexOf(at.file) : sources.push(at.file) - 1;
      rows.push(`[${n + 1}, ${source}, ${at.line}, ${at.column}]`);
    });
    const lineTable = this.options.typed ? this.useType('KernelSourceLines') : '';
    return `/** Per WGSL line: [line, source, C++ line, C++ column]. */\nconst wgslSourceLines${this.t(lineTable)} = { sources: ${JSON.stringify(sources)}, lines: [${rows.join(', ')}] };\n`;
  }

  /** Library mode: typed exports of the main file's functions with external linkage (exports.ts). */
  private libraryExports(): string[] {
    const plan = planExports(this.program, this.options.sourceName);
    const moduleNames = new Set(['wgsl', ...this.functionNames.values(), ...this.kernelNames.values(), ...this.program.structs.map((s) => s.name),
      ...this.program.globals.map((g) => this.nameOf(g.variable))]);
    const { code, declarations } = emitLibraryExports(plan, {
      typed: this.options.typed,
      functionName: (fn) => this.functionNames.get(fn)!,
      paramName: (v) => this.nameOf(v),
      structClass: (info) => this.tsType({ kind: 'struct', info }),
      use: (name) => this.use(name),
      useType: (name) => this.useType(name),
      returnsCell,
    }, moduleNames, this.options.runtimeImport);
    // The runtime's types first, before main's line too.
    this.exportedDeclarations.unshift(...declarations.filter((d) => d.startsWith('import ')));
    this.exportedDeclarations.push(...declarations.filter((d) => !d.startsWith('import ')));
    return code;
  }

  /** A C++ struct as a class with value semantics; with its GPU buffer layout when views hold it. */
  private emitStruct(s: StructInfo, inBuffers: boolean): string {
    // A union whose members share its bytes (src/sema/unions.ts); amp code has no unions, so no buffer holds one.
    if (sharesStorage(s)) return inBuffers ? rejectedBySema(`union '${s.name}' in a GPU buffer`) : unionClass(s, this.options.typed, (t) => this.tsType(t));
    // A reference member holds the object it names, or a scalar's `{ value }` cell, which the
    // constructor binds (a class with one has no default constructor); copies share it.
    const fieldType = (f: StructField) => (f.isReference && isScalarReferent(f.type) ? `{ value: ${this.tsType(f.type)} }` : this.tsType(f.type));
    const fields = s.fields.map((f) => `  ${memberName(f.name)}${this.t(fieldType(f))};`);
    // A class member is a plain object here: the C++ constructor (`S_new`) constructs it, once, in
    // member order (src/sema/check-class.ts constructorBody). Arrays of objects are constructed here.
    const params = s.fields.map((f) => `${memberName(f.name)}${this.t(fieldType(f))} = ${f.isReference ? `undefined${this.options.typed ? ` as unknown as ${fieldType(f)}` : ''}` : f.type.kind === 'struct' ? this.plainObject(f.type.info) : this.defaultValue(f.type)}`);
    const assigns = s.fields.map((f) => `    this.${memberName(f.name)} = ${memberName(f.name)};`);
    // A class derived from a standard exception extends the runtime's error (src/sema/exception-classes.ts).
    const stdBase = stdExceptionBaseOf(s);
    const plan = this.lowered.copyPlans.get(s) ?? unreachable(`a class without a copy plan`);
    const classLines = [
      `class ${s.name}${stdBase ? ` extends ${this.use(stdBase.runtime)}` : ''} {`,
      ...(stdBase ? this.stdExceptionMembers(s) : []),
      ...(this.options.typed ? fields : []),
      `  constructor(${params.join(', ')}) {`,
      ...(stdBase ? ['    super();'] : []),
      ...assigns,
      '  }',
      `  ${stdBase && this.options.typed ? 'override ' : ''}clone()${this.t(s.name)} {`,
      this.cloneBody(s, plan.construction, stdBase !== undefined),
      '  }',
      ...this.copyAssignMethod(s, plan.assignment),
      ...this.virtualMethods(s),
      ...this.destroyObjectMethod(s),
      '}',
    ];
    if (!inBuffers) return classLines.join('\n');
    const { layout, offsets } = structLayout(s);
    const elementFields = s.fields.map((f, i) => `[${JSON.stringify(memberName(f.name))}, ${this.elementType(f.type)}, ${offsets[i]}]`);
    const elementType = this.options.typed ? `: ${this.useType('ElementType')}<${s.name}>` : '';
    return [
      ...classLines,
      `/** ${s.name} as laid out in GPU buffers (WGSL storage layout). */`,
      `const ${s.name}Element${elementType} = ${this.use('structType')}(${JSON.stringify(s.name)}, () => new ${s.name}(), [${elementFields.join(', ')}], ${layout.size}, ${layout.align});`,
    ].join('\n');
  }

  /**
   * The members by which a class derived from a standard exception is one to the runtime
   * (src/sema/exception-classes.ts): its name for the terminate handler, and a what() that calls
   * the class's overrider of the virtual what(), if it has one, for handlers of the standard class.
   */
  private stdExceptionMembers(s: StructInfo): string[] {
    const name = JSON.stringify(thrownTypeName({ kind: 'struct', info: s }));
    const cppName = this.options.typed ? `  override readonly cppName: string = ${name};` : `  cppName = ${name};`;
    const slot = s.vtable?.find((v) => overridesStdWhat(v.introducer.member!.owner, v.introducer));
    if (!slot) return [cppName];
    return [cppName, `  ${this.options.typed ? 'override ' : ''}what()${this.t('string')} {`, `    return ${this.use('stringOf')}(this.${memberName(slot.slot)}());`, '  }'];
  }

  /**
   * A user copy constructor or operator= called by the copies the host makes itself (`clone()`,
   * `copyAssign()`), which cannot wait (those that wait are reported where they would run).
   */
  private userCopyFunction(fn: FunctionInfo): string {
    return this.functionNames.get(fn) ?? jsName(fn.name);
  }

  /**
   * A class's `clone()` body: its copy constructor as the host lowering's plan says
   * (src/lower/implicit-copies.ts). Members are copied without reports: a copy that cannot run is
   * reported where a copy of the class is made. `withWhat`: a class derived from a standard
   * exception, whose implicit copy copies its what() string too.
   */
  private cloneBody(s: StructInfo, plan: CopyConstruction, withWhat: boolean): string {
    const copied = (made: string) => (withWhat ? `this.withWhat(${made})` : made);
    const member = (m: MemberCopy) => {
      const text = `this.${memberName(m.field.name)}`;
      return m.kind === 'copied' && m.copy ? this.copyOf(text, m.copy.type, true) : text;
    };
    switch (plan.kind) {
      case 'waitsForGpu': return `    throw new Error(${JSON.stringify(`${s.name}'s copy constructor waits for the GPU`)});`;
      case 'userConstructor': return `    return ${this.userCopyFunction(plan.constructor)}(this);`;
      case 'memberwise': {
        const members = plan.members.map(member);
        if (!plan.basePart) return `    return ${copied(`new ${s.name}(${members.join(', ')})`)};`;
        const part = plan.basePart;
        return `    const part = ${part.name}.prototype.clone.call(this);\n    return ${copied(`new ${s.name}(${[...part.fields.map((f) => `part.${memberName(f.name)}`), ...members].join(', ')})`)};`;
      }
    }
  }

  /**
   * `a = b` of a class: into `a` itself, as the host lowering's plan says (src/lower/implicit-copies.ts):
   * by the user's operator= or member by member as the implicit one does, never by copy
   * construction. Every class assigns into the object itself, so a reference or pointer to it (or
   * to one of its members) sees the new value; a union is replaced whole.
   */
  private copyAssignMethod(s: StructInfo, plan: CopyAssignment): string[] {
    const head = `  copyAssign(o${this.t(s.name)})${this.t(s.name)} {`;
    switch (plan.kind) {
      case 'none': return [];
      // One that waits for the GPU is reported where an assignment would run it (assign).
      case 'waitsForGpu': return [head, `    throw new Error(${JSON.stringify(`${s.name}'s operator= waits for the GPU`)});`, '  }'];
      case 'userOperator': return [head, `    ${this.userCopyFunction(plan.operator)}(this, o);`, '    return this;', '  }'];
      case 'deleted': return [head, `    throw new Error(${JSON.stringify(`${s.name}'s copy assignment is deleted`)});`, '  }'];
      case 'memberwise': break;
    }
    const bang = this.options.typed ? '!' : '';
    // Into the target's own objects and arrays, innermost elements assigned.
    const inPlace = (target: string, source: string, assign: InPlaceAssignment, depth: number): string => {
      if (assign.kind === 'copyAssign') return `${target}.copyAssign(${source});`;
      if (assign.kind === 'vector') {
        const copy = this.copyOf(source, assign.copy.type);
        return isTypedVector(assign.copy.type) ? `${target}.swap(${copy});` : `${this.use('vectorAssign')}(${target}, ${copy});`;
      }
      const [x, i] = depth === 0 ? ['x', 'i'] : [`x${depth + 1}`, `i${depth + 1}`];
      const element = assign.element ? inPlace(`${target}[${i}]${bang}`, x, assign.element, depth + 1) : `${target}[${i}] = ${x};`;
      return `${source}.forEach((${x}, ${i}) => { ${element} });`;
    };
    const members = plan.members.map((m) => {
      const name = memberName(m.field.name);
      if (m.kind === 'inPlace') return `    ${inPlace(`this.${name}`, `o.${name}`, m.assign, 0)}`;
      return `    this.${name} = ${m.copy ? this.copyOf(`o.${name}`, m.copy.type) : `o.${name}`};`;
    });
    return [head, ...(plan.base ? [`    ${plan.base.name}.prototype.copyAssign.call(this, o);`] : []), ...members, '    return this;', '  }'];
  }

  /**
   * A class's virtual functions as methods calling its final overriders: a call through a base
   * reference (`r.area()`) dispatches on the object's own JS class. A pure one has no method.
   */
  /**
   * A class whose destructor is virtual destroys its objects by a method, which `delete p` calls
   * through a base pointer (`pointer.deleteVirtualObject`): the object's own JS class runs its
   * destructors, then its members' and bases', as C++'s virtual destructor does.
   */
  private destroyObjectMethod(s: StructInfo): string[] {
    if (!hasVirtualDestructor(s)) return [];
    const self: Type = { kind: 'struct', info: s };
    const waits = asyncDestructors(self)[0];
    const saved = this.indent;
    this.indent = '    ';
    const body = waits ? [`    throw new Error(${JSON.stringify(`destroying a '${s.name}' runs '${waits.name}''s destructor, which waits for the GPU: not supported by ampc`)});`]
      : this.destroy('this', self, userDestructor(s)?.span ?? this.program.functions[0]!.span);
    this.indent = saved;
    return [`  destroyObject()${this.t('void')} {`, ...body, '  }'];
  }

  private virtualMethods(s: StructInfo): string[] {
    return (s.vtable ?? []).flatMap((slot) => {
      const params = slot.introducer.params.slice(1);
      // A scalar reference parameter is a cell (cellParam), passed on as it is.
      const paramList = params.map((p) => `${this.nameOf(p)}${this.t(isCellParam(p) ? `{ value: ${this.tsType(p.type)} }` : this.tsType(p.type))}`).join(', ');
      // One signature per slot in every class: async when any override waits for the GPU.
      const isAsync = possibleTargets(slot.introducer).some((f) => f.isAsync);
      const returnType = this.tsType(slot.introducer.returnType);
      const head = `  ${isAsync ? 'async ' : ''}${memberName(slot.slot)}(${paramList})${this.t(isAsync ? `Promise<${returnType}>` : returnType)} {`;
      // A pure function is only reachable from a constructor or destructor of the abstract class: C++ aborts.
      if (!slot.fn) return [head, `    throw new Error(${JSON.stringify(`pure virtual function ${s.name}::${slot.introducer.member!.cppName} called`)});`, '  }'];
      const call = `${this.functionNames.get(slot.fn) ?? jsName(slot.fn.name)}(${['this', ...params.map((p) => this.nameOf(p))].join(', ')})`;
      return [head, `    return ${call};`, '  }'];
    });
  }

  private emitKernelConst(iface: KernelInterface): string {
    const k = iface.kernel;
    const buffers = iface.buffers.map((b) => {
      const texture = b.texture ? `, texture: { format: ${JSON.stringify(b.texture.format)}, dimension: ${JSON.stringify(b.texture.dimension)} }` : '';
      return `{ name: ${JSON.stringify(b.cppName)}, access: ${JSON.stringify(b.access)}${texture} }`;
    });
    const uniforms = iface.uniforms.map((u) => `{ name: ${JSON.stringify(u.name)}, type: ${JSON.stringify(u.type)}, offset: ${u.offset} }`);
    const kernelType = this.options.typed ? this.useType('Kernel') : '';
    return [
      `/** The kernel of the parallel_for_each at ${k.span.file}:${k.span.start.line}. */`,
      `const ${iface.entryPoint}${this.t(kernelType)} = {`,
      `  wgsl,`,
      `  entryPoint: ${JSON.stringify(iface.entryPoint)},`,
      `  workgroupSize: [${iface.workgroupSize.join(', ')}],`,
      `  tiled: ${k.tile !== null},`,
      `  buffers: [${buffers.join(', ')}],`,
      `  uniforms: [${uniforms.join(', ')}],`,
      ...(iface.flatDomain ? [`  flatDomain: [${iface.flatDomain.map((f) => f.offset).join(', ')}],`] : []),
      ...(iface.folds ? [`  folds: [${iface.folds.map((f) => JSON.stringify(f)).join(', ')}],`] : []),
      ...(iface.foldGroups ? [`  foldGroups: ${JSON.stringify(iface.foldGroups)},`] : []),
      `  uniformSize: ${iface.uniformSize},`,
      ...(this.options.wgslLines ? ['  sourceLines: wgslSourceLines,'] : []),
      `};`,
    ].join('\n');
  }

  private emitFunction(fn: FunctionInfo): string {
    const name = this.functionNames.get(fn)!;
    const isMain = fn === this.program.main;
    this.renameShadowedReceiver(fn);
    const params = fn.params.map((p) => {
      // A scalar has no JS reference: the parameter is a cell whose `value` is the caller's place.
      if (isCellParam(p)) return this.cellParam(p);
      // A parameter whose address is taken arrives as `<name>_value` and is boxed (Variable.isBoxed).
      if (isMainArgv(isMain, fn, p)) return `${this.nameOf(p)}_strings${this.t('string[]')}`;
      return `${this.nameOf(p)}${p.isBoxed ? '_value' : ''}${this.t(this.tsType(p.type))}`;
    });
    const ret = fn.returnType.kind === 'void' ? 'void' : returnsCell(fn) ? `{ value: ${this.tsType(fn.returnType)} }` : this.tsType(fn.returnType);
    this.currentFunction = fn;
    const async = fn.isAsync || isMain;
    const retType = async ? `Promise<${ret}>` : ret;
    if (isMain) {
      const typedParams = fn.params.map((p) => `${this.nameOf(p)}: ${isMainArgv(isMain, fn, p) ? 'string[]' : this.tsType(p.type)}`);
      this.exportedDeclarations.push(`export declare function ${name}(${typedParams.join(', ')}): ${retType};`);
    }
    this.indent = '  ';
    this.gotoTargets = new Set();
    const fnBody = hostBody(this.lowered, fn);
    forEachStmt(fnBody, (s) => { if (s.kind === 'Goto') this.gotoTargets.add(s.label); });
    this.jumpTargets = [];
    const body = this.nothrowBody(fn, this.block(fnBody.statements, isMain));
    const boxes = fn.params.filter((p) => p.isBoxed).map((p) => `  const ${this.nameOf(p)}${this.t(`${this.tsType(p.type)}[]`)} = [${this.nameOf(p)}_value];`);
    body.unshift(...boxes);
    // main's `char** argv` is made from the runner's strings (runtime/cstring.ts).
    const argv = fn.params.find((p) => isMainArgv(isMain, fn, p));
    // A `char* argv[]` parameter is kept as the JS array of the pointers.
    if (argv) body.unshift(`  const ${this.nameOf(argv)}${argv.isBoxed ? '_value' : ''} = ${this.use('cArgv')}(${this.nameOf(argv)}_strings)${argv.type.kind === 'array' ? '.array' : ''};`);
    // C++'s main returns 0 when control reaches its end.
    const last = fnBody.statements[fnBody.statements.length - 1];
    if (isMain && fn.returnType.kind !== 'void' && last?.kind !== 'Return') body.push('  return 0;');
    this.indent = '';
    // The header is the C++ function's line, where a debugger stepping in lands.
    const head = tagLines([`${isMain ? 'export ' : ''}${async ? 'async ' : ''}function ${name}(${params.join(', ')})${this.t(retType)} {`], fn.span)[0];
    return `${head}\n${body.join('\n')}\n}`;
  }

  /**
   * A method's receiver is its first parameter, `self` (src/sema/check-class.ts): a parameter or
   * local the program itself names `self` would redeclare it in JS, so it gets another name.
   */
  private renameShadowedReceiver(fn: FunctionInfo): void {
    const receiver = fn.member && fn.member.kind !== 'static' ? fn.params[0] : undefined;
    if (!receiver || receiver.name !== 'self') return;
    const named = (v: Variable) => {
      if (v !== receiver && v.name === 'self' && !this.variableNames.has(v)) this.variableNames.set(v, 'self_');
    };
    fn.params.forEach(named);
    forEachStmt(hostBody(this.lowered, fn), (s) => { if (s.kind === 'VarDecl') named(s.variable); });
  }

  /**
   * A non-const reference to a scalar as a parameter: a `{ value }` cell (the shape of a returned
   * scalar reference, returnReference) whose accessors read and write the argument's place;
   * every use of the parameter in the body prints `name.value`.
   */
  private cellParam(p: Variable): string {
    // Sema boxes no reference parameter that is a cell: `&r` of a reference is refused (host-pointers.ts), and only
    // a const std::string& is boxed (element-iterators.ts), which is a cell only when a reference member, refused for strings, binds it.
    if (p.isBoxed) unreachable(`reference parameter '${p.name}' is both a cell and boxed`);
    this.aliases.set(p, `${this.nameOf(p)}.value`);
    return `${this.nameOf(p)}${this.t(`{ value: ${this.tsType(p.type)} }`)}`;
  }

  /**
   * The cell passed for a scalar reference parameter: accessors on the argument's place, its
   * subscript evaluated once, at the call, where C++ binds the reference.
   */
  private cellArgument(arg: Expr): string {
    // A reference parameter or a returned reference passed on: its own cell.
    if (arg.kind === 'VarRef' && isCellParam(arg.variable) && this.aliases.get(arg.variable) === `${this.nameOf(arg.variable)}.value`) return this.nameOf(arg.variable);
    if (arg.kind === 'Call' && returnsCell(arg.callee)) return this.expr(arg).slice(0, -'.value'.length);
    const cell = (place: string) => this.cellOf(place, arg.type);
    if (arg.kind === 'VarRef' || (arg.kind === 'Field' && readsTwiceAlike(arg))) {
      const holder: Variable = { id: -1, name: 'ref', type: arg.type, storage: 'local', isReference: true, isConst: false, constValue: null, span: arg.span };
      const place = this.placeOf(arg, holder, [], '');
      if (place !== null) return cell(place);
    }
    if (arg.kind === 'Element' && (arg.object.type.kind === 'array' || arg.object.type.kind === 'vector') && readsTwiceAlike(arg.object)) {
      const present = this.options.typed ? '!' : '';
      const object = this.elements(arg.object);
      if (arg.index.kind === 'Const') return cell(`${object}[${this.subscript(arg.index)}]${present}`);
      // The subscript, bound once, in a name the object's text does not use (`rows[i]` of `rows[i][j]`).
      let i = 'i';
      for (let n = 1; new RegExp(`\\b${i}\\b`).test(object); n++) i = `i${n}`;
      return `((${i}${this.t('number')}) => (${cell(`${object}[${i}]${present}`)}))(${this.subscript(arg.index)})`;
    }
    // `m[k]`, `*it`: the element's holder (`m.entryFor(k)`), found once, at the call.
    const element = arg.kind === 'Intrinsic' && arg.intrinsic.returnsReference !== undefined ? holderAndProperty(this.expr(arg)) : null;
    if (element) return `((holder${this.t(`{ ${element.property}: ${this.tsType(arg.type)} }`)}) => (${cell(`holder.${element.property}`)}))(${element.holder})`;
    // `*p`, `p[k]`, `*(p + 2)`: the pointer and subscript are read again at each use, so only side-effect-free ones.
    if (arg.kind === 'Element' && isScalarPointer(arg.object.type) && sideEffectFree(arg)) return cell(this.pointerElement(arg.object, arg.index, false));
    return this.fail('passing this expression to a non-const reference parameter is not supported by ampc in host code', arg.span);
  }

  /** `{ value }` accessors on a JS place; the setter's parameter shadows no name the place uses (`v.data[i]`). */
  private cellOf(place: string, type: Type): string {
    const t = this.t(this.tsType(type));
    let name = 'v';
    for (let n = 1; new RegExp(`\\b${name}\\b`).test(place); n++) name = `v${n}`;
    return `{ get value()${t} { return ${place}; }, set value(${name}${t}) { ${place} = ${name}; } }`;
  }

  /**
   * A capturing lambda's value, printed where the lambda is written: an arrow function, so a
   * by-reference capture is the enclosing function's own variable. By-value captures are the
   * parameters of a function called at once with their copies: each closure made has its own,
   * which a `mutable` lambda's calls update.
   */
  private closureValue(fn: FunctionInfo, closure: Closure): string {
    const i = this.indent;
    // A generic lambda: one function per instance, named after its parameter types.
    const value = fn.genericInstances
      ? `{\n${fn.genericInstances.map((f) => { this.indent = `${i}  `; const arrow = this.arrowOf(f); this.indent = i; return `${i}  ${genericInstanceName(fn, f)}: ${arrow},\n`; }).join('')}${i}}`
      : this.arrowOf(fn);
    if (closure.byValue.length === 0) return fn.genericInstances ? `(${value})` : value;
    const copies = closure.byValue.map((c) => `${this.nameOf(c.inner)}${this.t(this.tsType(c.inner.type))}`);
    const captures = this.lowered.captures.get(fn) ?? unreachable(`a closure whose captures the host lowering did not see`);
    const made = captures.map((c) => this.initValue(c)).join(', ');
    if (!isCopyableClosure(fn)) return `((${copies.join(', ')}) => ${fn.genericInstances ? `(${value})` : value})(${made})`;
    // A mutable one's state is its own: a copy of it starts from the state's current values.
    const planned = this.lowered.closureCopies.get(fn) ?? unreachable(`a copyable closure whose copy the host lowering did not plan`);
    const again = closure.byValue.map((c, k) => {
      const copy = planned[k];
      return copy ? this.copyOf(this.nameOf(c.inner), copy.type) : this.nameOf(c.inner);
    }).join(', ');
    return `(function __closure(${copies.join(', ')})${this.t(this.tsType({ kind: 'lambda', fn }))} {\n`
      + `${i}  return Object.assign(${value.split('\n').join(`\n  `)}, { copy: () => __closure(${again}) });\n${i}})(${made})`;
  }

  /**
   * The body of a `noexcept` (or `throw()`) function from which an exception could leave
   * (sema's `exceptionMayEscapeNoexcept`): it calls std::terminate when one does, as C++ requires.
   */
  private nothrowBody(fn: FunctionInfo, body: string[]): string[] {
    if (!exceptionMayEscapeNoexcept(fn)) return body;
    return ['  try {', ...body.map((line) => `  ${line}`), '  } catch (escaped) {', `    ${this.use('escapedNoexcept')}(escaped);`, '  }'];
  }

  /** A lambda's function as an arrow function, its body indented one level in from the current line. */
  private arrowOf(fn: FunctionInfo): string {
    const saved = { currentFunction: this.currentFunction, indent: this.indent, gotoTargets: this.gotoTargets, jumpTargets: this.jumpTargets };
    const params = fn.params.map((p) => {
      if (isCellParam(p)) return this.cellParam(p);
      return `${this.nameOf(p)}${p.isBoxed ? '_value' : ''}${this.t(this.tsType(p.type))}`;
    });
    const ret = fn.returnType.kind === 'void' ? 'void' : this.tsType(fn.returnType);
    this.currentFunction = fn;
    this.indent = `${saved.indent}  `;
    this.gotoTargets = new Set();
    const fnBody = hostBody(this.lowered, fn);
    forEachStmt(fnBody, (s) => { if (s.kind === 'Goto') this.gotoTargets.add(s.label); });
    this.jumpTargets = [];
    const body = this.block(fnBody.statements);
    body.unshift(...fn.params.filter((p) => p.isBoxed).map((p) => `${this.indent}const ${this.nameOf(p)}${this.t(`${this.tsType(p.type)}[]`)} = [${this.nameOf(p)}_value];`));
    Object.assign(this, saved);
    return `${fn.isAsync ? 'async ' : ''}(${params.join(', ')})${this.t(fn.isAsync ? `Promise<${ret}>` : ret)} => {\n${body.join('\n')}\n${saved.indent}}`;
  }

  // ------------------------------------------------------------ types and values

  private tsType(t: Type): string {
    switch (t.kind) {
      case 'int': return t.bits === 64 ? 'bigint' : 'number';
      case 'float': return 'number';
      case 'bool': return 'boolean';
      case 'string': return 'string';
      case 'void': return 'void';
      case 'struct': return runtimeStructs.has(t.info.name) ? this.use(t.info.name) : t.info.name;
      case 'array': return `${this.tsType(t.element)}[]`;
      case 'vector': return isTypedVector(t) ? `${this.use('Vector')}<${typedArrayOf(t.element)}>` : `${this.tsType(t.element)}[]`;
      // A pointer to a scalar is a runtime Pointer (runtime/pointer.ts); one to a class object is the
      // object; a `void*` (a qsort comparator's parameter, src/sema/void-pointers.ts) either.
      case 'pointer':
        if (t.pointee.kind === 'void') return 'unknown';
        return isHostPointee(t.pointee) ? `(${this.use('Pointer')}<${this.tsType(t.pointee)}> | null)` : this.tsType(t.pointee);
      case 'extent': return this.use('Extent');
      case 'index': return this.use('Index');
      case 'tiledExtent': return this.useType('TiledExtent');
      // A `std::ostream&` (a user operator<<'s stream): cout, cerr or an ostringstream, all OStreams.
      case 'ostream': return this.useType('OStream');
      // A `std::istream&`: cin or an istringstream (IStreams), or a stringstream.
      case 'istream': return `(${this.useType('IStream')} | ${this.useType('StringStream')})`;
      case 'arrayView': return `${this.useType('ArrayView')}<${this.tsType(t.element)}>`;
      case 'ampArray': return `${this.useType('AmpArray')}<${this.tsType(t.element)}>`;
      case 'texture': return `${this.useType('Texture')}<${this.tsType(t.element)}>`;
      case 'opaque': return 'number';
      case 'exception': return 'Error';
      case 'libraryClass': return t.decl.hostType(this.libraryClassContext(t, []));
      // norm/unorm are numbers; the vectors immutable runtime values (runtime/short-vectors.ts).
      case 'shortVector': return t.length === 1 ? 'number' : this.use('ShortVector');
      // A closure: the lambda's function type (async when it waits for the GPU).
      case 'lambda': {
        if (!t.fn) return 'unknown';
        if (t.fn.genericInstances) return `{ ${t.fn.genericInstances.map((f) => `${genericInstanceName(t.fn!, f)}: ${this.tsType({ kind: 'lambda', fn: f })}`).join('; ')} }`;
        const result = t.fn.returnType.kind === 'void' ? 'void' : this.tsType(t.fn.returnType);
        // A scalar reference parameter is a cell (cellParam).
        const f = `((${t.fn.params.map((p, i) => `a${i}: ${isCellParam(p) ? `{ value: ${this.tsType(p.type)} }` : this.tsType(p.type)}`).join(', ')}) => ${t.fn.isAsync ? `Promise<${result}>` : result})`;
        if (!isCopyableClosure(t.fn)) return f;
        return `${this.useType('CopyableClosure')}<${f}>`;
      }
      case 'functionPointer': {
        const params = t.params.map((p, i) => `a${i}: ${this.tsType(p)}`).join(', ');
        // An async function (one that waits for the GPU) of this type returns a promise.
        const result = t.result.kind === 'void' ? 'void' : this.program.functions.some((f) => f.isAsync && sameType(pointerTypeOf(f), plainSignature(t)))
          ? `${this.tsType(t.result)} | Promise<${this.tsType(t.result)}>` : this.tsType(t.result);
        // Parenthesized as a whole, so that `T[]` of it (a vector of pointers) reads right.
        return `(((${params}) => ${result}) | null)`;
      }
      case 'memberPointer': {
        // A data member's pointer is the name of one of the class's fields of its type.
        if (t.member.kind !== 'functionPointer') {
          const names = t.owner.fields.filter((f) => sameType(f.type, t.member)).map((f) => JSON.stringify(memberName(f.name)));
          return names.length === 0 ? 'never' : `(${names.join(' | ')})`;
        }
        // A member function's is the function, which takes the object first.
        const params = [`self: ${this.tsType({ kind: 'struct', info: t.owner })}`, ...t.member.params.map((p, i) => `a${i}: ${this.tsType(p)}`)].join(', ');
        const result = t.member.result.kind === 'void' ? 'void' : this.tsType(t.member.result);
        const async = this.program.functions.some((f) => f.isAsync && f.member?.kind === 'method' && f.member.owner === t.owner);
        return `(((${params}) => ${async ? `${result} | Promise<${result}>` : result}) | null)`;
      }
      default: return 'unknown';
    }
  }

  /** An object of the class with its members zero or empty, before (or without) a constructor. */
  private plainObject(info: StructInfo): string {
    return `new ${runtimeStructs.has(info.name) ? this.use(info.name) : info.name}()`;
  }

  /**
   * A place for an object of type `t` that is made later (a temporary in g++'s argument order, a
   * variable hoisted out of a goto's region): no constructor of the user's runs for it.
   */
  private storageValue(t: Type): string {
    if (t.kind === 'struct') return this.plainObject(t.info);
    if (t.kind === 'array' && (t.element.kind === 'struct' || t.element.kind === 'array')) return `Array.from({ length: ${t.length ?? 0} }, () => ${this.storageValue(t.element)})`;
    return this.defaultValue(t);
  }

  private defaultValue(t: Type): string {
    switch (t.kind) {
      case 'int': return t.bits === 64 ? '0n' : '0';
      case 'float': case 'opaque': return '0';
      case 'bool': return 'false';
      case 'string': return "''";
      case 'struct': {
        // Default-initialized: its default constructor runs, the user's or C++'s implicit one.
        const constructor = runtimeStructs.has(t.info.name) ? undefined : defaultConstructorOf(t.info);
        return constructor ? this.defaultConstructed(t.info, constructor) : this.plainObject(t.info);
      }
      case 'vector': return isTypedVector(t) ? `new ${this.use('Vector')}(${typedArrayOf(t.element)})` : '[]';
      case 'array': {
        const inner = this.defaultValue(t.element);
        // Each object element its own (a library class, a vector: `std::set<int> s[3]` holds three sets).
        const isObject = ['array', 'struct', 'vector', 'libraryClass', 'extent', 'index'].includes(t.element.kind) || (t.element.kind === 'shortVector' && t.element.length > 1);
        return isObject ? `Array.from({ length: ${t.length ?? 0} }, () => ${inner})` : `new Array(${t.length ?? 0}).fill(${inner})`;
      }
      // All zeros, of the type's rank.
      case 'extent': return `new ${this.use('Extent')}(${new Array(t.rank).fill('0').join(', ')})`;
      case 'index': return `new ${this.use('Index')}(${new Array(t.rank).fill('0').join(', ')})`;
      case 'shortVector': return t.length === 1 ? '0' : `${this.use('ShortVector')}.of(${JSON.stringify(t.scalar)}, ${t.length}, [])`;
      case 'functionPointer': case 'memberPointer': return 'null';
      case 'pointer': return isHostPointee(t.pointee) ? 'null' : 'undefined';
      // Default-constructed (a struct's std::map member, `m[k]` of a map of lists).
      // One with no default constructor (accelerator_view) is a member every constructor initializes:
      // this placeholder is never read.
      case 'libraryClass':
        if (!t.decl.constructors(t).some((c) => c.params.length === 0)) return `undefined${this.options.typed ? '!' : ''}`;
        return t.decl.hostConstruct([], this.libraryClassContext(t, []));
      default: return 'undefined';
    }
  }

  /** An object of class `info` made by its default constructor `constructor`, its default arguments filled in. */
  private defaultConstructed(info: StructInfo, constructor: FunctionInfo): string {
    if (constructor.isAsync) return this.fail(`default-constructing a '${info.name}' here runs its constructor, which waits for the GPU: not supported by ampc`, constructor.span);
    const defaults = constructor.params.map((p) => this.expr(p.defaultArgument!));
    return `${this.functionNames.get(constructor) ?? constructor.name}(${defaults.join(', ')})`;
  }

  /** The element type object for array_view/array construction (sema admits only these element types). */
  private elementType(t: Type): string {
    switch (t.kind) {
      case 'int': return this.use(t.signed ? 'int32' : 'uint32');
      case 'float': return this.use(t.bits === 64 ? 'float64' : 'float32');
      case 'bool': return this.use('bool32');
      case 'shortVector': return t.length === 1 ? this.use('float32') : `${this.use('shortVectorElement')}(${JSON.stringify(t.scalar)}, ${t.length})`;
      // A struct's array member (sema admits fixed lengths only), at WGSL's `array<T, N>` stride.
      case 'array': {
        const element = storageLayout(t.element);
        return `${this.use('arrayType')}(${this.elementType(t.element)}, ${t.length}, ${roundUp(element.align, element.size)})`;
      }
      default: return `${t.kind === 'struct' ? t.info.name : 'Unsupported'}Element`;
    }
  }

  /** `n` copies of `value` as a JS array, each element `copy` of it (the host lowering's); `value` evaluated once. */
  private copies(n: string, value: string, copy: ElementCopy | undefined): string {
    const each = copy ? this.copyOf('x', copy.type) : 'x';
    return each === 'x' ? `new Array(${n}).fill(${value})` : `((x) => Array.from({ length: ${n} }, () => ${each}))(${value})`;
  }

  /** A new JS array of `array`'s elements, each `copy` of it (the host lowering's); `array` itself where the copy is the value. */
  private eachCopied(array: string, copy: ElementCopy | undefined): string {
    const each = copy ? this.copyOf('x', copy.type) : 'x';
    return each === 'x' ? array : `${array}.map((x) => ${each})`;
  }

  /** A copy with C++ value semantics (`inClone`: a member's copy in its class's clone(), reported where that is used). */
  private copyOf(text: string, t: Type, inClone = false): string {
    const deleted = t.kind === 'struct' && !inClone ? deletedCopyConstructor(t.info) : null;
    if (deleted && t.kind === 'struct' && !this.reportedDeletedCopies.has(t.info)) {
      this.reportedDeletedCopies.add(t.info);
      this.fail(`a copy of '${typeToString(t)}', whose copy constructor is deleted, is made here by ampc: not supported`, deleted);
    }
    const waits = inClone ? null : asyncUserCopy(t);
    if (waits && !this.reportedAsyncCopies.has(waits)) {
      this.reportedAsyncCopies.add(waits);
      this.fail(`a copy of '${typeToString(t)}' that runs this copy constructor, which waits for the GPU, outside a declaration, by-value argument or return is not supported by ampc`, waits.span);
    }
    switch (t.kind) {
      case 'struct': return `${text}.clone()`;
      case 'libraryClass': return `${text}.clone()`;
      case 'lambda': return t.fn && isCopyableClosure(t.fn) ? `${text}.copy()` : text;
      // A std::function may hold a closure with state of its own, where the program has one.
      case 'functionPointer': return t.stdFunction && this.program.functions.some(isCopyableClosure) ? `${this.use('copyFunction')}(${text})` : text;
      case 'vector': case 'array': {
        if (isTypedVector(t)) return `${text}.clone()`;
        const element = ['struct', 'array', 'vector', 'functionPointer'].includes(t.element.kind) ? this.copyOf('x', t.element) : 'x';
        return element !== 'x' ? `${text}.map((x) => ${element})` : `${text}.slice()`;
      }
      default: return text;
    }
  }

  /**
   * A static local's first-pass initialisation (src/sema/static-locals.ts): the global is made
   * once, its guard set when that has finished, and an object with a destructor registered to
   * be destroyed at exit.
   */
  private staticLocalInit(v: Variable, init: Expr | null, guard: Variable, span: Span): string[] {
    const i = this.indent;
    const name = this.nameOf(v);
    const value = init ? this.initValue(init) : this.defaultValue(v.type);
    this.indent = `${i}    `;
    const destroy = needsDestruction(v.type) ? this.destroy(name, v.type, span) : [];
    this.indent = i;
    const atExit = destroy.length > 0 ? [`${i}  ${this.use('atExit')}(() => {`, ...destroy, `${i}  });`] : [];
    return [`${i}if (!${this.nameOf(guard)}) {`, `${i}  ${name} = ${value};`, `${i}  ${this.nameOf(guard)} = true;`, ...atExit, `${i}}`];
  }

  /**
   * The initial value of a variable, a by-value parameter, a return value or a capture. The host
   * lowering made its copies explicit (src/lower/host-copies.ts); `c ? Copy(a) : S(1)`, whose
   * chosen branch only is copied, is printed in parentheses of its own.
   */
  private initValue(init: Expr): string {
    if (init.kind === 'Conditional' && (holdsCopy(init.then) || holdsCopy(init.otherwise))) {
      return `(${this.paren(init.cond)} ? ${this.initValue(init.then)} : ${this.initValue(init.otherwise)})`;
    }
    return this.expr(init);
  }

  /**
   * A declaration printed as one JavaScript binding (`keyword binding`, `binding` being
   * `name: T = value`), which a `for` header or a goto's dispatch takes apart; null where it is
   * printed otherwise: a scalar reference (an alias of its place, see bindReference), a static
   * local's guarded initialisation, one whose view temporaries are to be declared first.
   */
  private declarationBinding(s: Extract<Stmt, { kind: 'VarDecl' }>): { keyword: 'let' | 'const'; binding: string; name: string; value: string } | null {
    const v = s.variable;
    if (s.staticGuard || viewTemporaries(s).some((e) => !this.viewTemporaries.has(e))) return null;
    const name = this.nameOf(v);
    const make = (keyword: 'let' | 'const', type: string, value: string) => ({ keyword, binding: `${name}${this.t(type)} = ${value}`, name, value });
    if (v.isReference && s.init) {
      // An object is aliased by the JS value itself; a reference to an array_view element is refused (bindReference).
      const viewElement = s.init.kind === 'ViewElement' || (s.init.kind === 'Field' && s.init.object.kind === 'ViewElement');
      return aliasesObject(v.type) && !viewElement ? make('const', this.tsType(v.type), this.expr(s.init)) : null;
    }
    const value = s.init ? this.initValue(s.init) : s.storageOnly ? this.storageValue(v.type) : this.defaultValue(v.type);
    if (v.isBoxed) return make('const', `${this.tsType(v.type)}[]`, `[${value}]`);
    return make(v.isConst ? 'const' : 'let', this.tsType(v.type), value);
  }

  /**
   * `T& r = place;` on the host. An object (struct, vector, view) is aliased by the JS value
   * itself. A scalar has no JS reference, so every use of `r` prints the place it is bound to,
   * with the place's index evaluated once, where C++ binds it.
   */
  private bindReference(v: Variable, init: Expr, indent: string): string[] {
    const objectLike = aliasesObject(v.type);
    if (init.kind === 'ViewElement' || (init.kind === 'Field' && init.object.kind === 'ViewElement')) {
      return rejectedBySema(`a reference ('${v.name}') to an array_view element`);
    }
    if (objectLike) return [`${indent}const ${this.nameOf(v)}${this.t(this.tsType(v.type))} = ${this.expr(init)};`];
    const lines: string[] = [];
    const place = this.placeOf(init, v, lines, indent);
    if (place === null) {
      this.fail(`a reference ('${v.name}') to this expression is not supported by ampc in host code`, init.span);
      return [];
    }
    this.aliases.set(v, place);
    return lines;
  }

  /**
   * `return place;` in a function returning `T&`. An object is returned itself, not a copy. A
   * scalar has no JS reference, so the function returns a cell whose `value` reads and writes
   * the place (its index evaluated once, here); a call prints `f().value`.
   */
  private returnReference(value: Expr, i: string): string[] {
    if (!returnsCell(this.currentFunction!)) return [`${i}return ${this.expr(value)};`];
    // Returning another function's reference: its cell is this one.
    if (value.kind === 'Call' && returnsCell(value.callee)) return [`${i}return ${this.expr(value).slice(0, -'.value'.length)};`];
    const lines: string[] = [];
    const holder: Variable = { id: -1, name: 'ref', type: value.type, storage: 'local', isReference: true, isConst: false, constValue: null, span: value.span };
    const place = this.placeOf(value, holder, lines, i);
    const t = this.tsType(value.type);
    if (place === null) {
      // No JS place to write through (an array_view element, a conditional): the value read
      // now, and a write through the reference fails loudly rather than changing a copy.
      const fail = `throw new ${this.use('RuntimeException')}('writing through this returned reference is not supported by ampc')`;
      return [`${i}const ref_value${this.t(t)} = ${this.expr(value)};`, `${i}return { get value()${this.t(t)} { return ref_value; }, set value(_v${this.t(t)}) { ${fail}; } };`];
    }
    return [...lines, `${i}return ${this.cellOf(place, value.type)};`];
  }

  /** The JS lvalue a C++ lvalue is, with non-constant indices hoisted into constants. */
  private placeOf(e: Expr, v: Variable, lines: string[], indent: string): string | null {
    switch (e.kind) {
      case 'Call': {
        // `int& r = counter();`: the function's cell, called once, where C++ binds the reference.
        if (!returnsCell(e.callee)) return null;
        const cell = `${this.nameOf(v)}_cell`;
        const call = this.expr(e);
        lines.push(`${indent}const ${cell} = ${call.slice(0, -'.value'.length)};`);
        return `${cell}.value`;
      }
      case 'VarRef':
        return this.aliases.get(e.variable) ?? this.variable(e.variable);
      case 'Field': {
        const object = e.object.type.kind === 'struct' || e.object.type.kind === 'libraryClass' ? this.expr(e.object) : null;
        return object === null ? null : `${object}.${memberName(e.field)}${isScalarReferenceField(e) ? '.value' : ''}`;
      }
      case 'Intrinsic': {
        // `int& r = m[k];`: the element's holder (`m.entryFor(k)`), found once, where C++ binds the reference.
        const place = e.intrinsic.returnsReference !== undefined ? holderAndProperty(this.expr(e)) : null;
        if (!place) return null;
        const holder = `${this.nameOf(v)}_holder`;
        lines.push(`${indent}const ${holder} = ${place.holder};`);
        return `${holder}.${place.property}`;
      }
      case 'Element': {
        // `int& r = *it;` (a range-based for over a deque or a string's characters): the pointer, read once, where C++ binds the reference.
        if (isScalarPointer(e.object.type)) {
          const pointer = `${this.nameOf(v)}_pointer`;
          const present = this.options.typed ? '!' : '';
          lines.push(`${indent}const ${pointer} = ${this.expr(e.object)}${present};`);
          return `${pointer}.array[${sumOf([`${pointer}.offset`, this.subscript(e.index)])}]${present}`;
        }
        if (e.object.type.kind !== 'array' && e.object.type.kind !== 'vector') return null;
        const object = this.elements(e.object);
        // Asserted present, as an `Element` expression is (C++ indexes unchecked).
        const present = this.options.typed ? '!' : '';
        if (e.index.kind === 'Const') return `${object}[${this.expr(e.index)}]${present}`;
        const index = `${this.nameOf(v)}_index`;
        lines.push(`${indent}const ${index} = ${this.expr(e.index)};`);
        return `${object}[${index}]${present}`;
      }
      default:
        return null;
    }
  }

  /** A variable's value as an lvalue: a boxed one (`Variable.isBoxed`) is the first element of its array. */
  private variable(v: Variable): string {
    return v.isBoxed ? `${this.nameOf(v)}[0]${this.options.typed ? '!' : ''}` : this.nameOf(v);
  }

  private nameOf(v: Variable): string {
    let n = this.variableNames.get(v);
    if (!n) {
      n = jsName(v.name);
      // A local named as a function of the module (`float twice` beside `void twice(int&)`) would
      // hide it for its whole JS block, calls before the C++ declaration included.
      if (v.storage !== 'global' && [...this.functionNames.values()].includes(n)) n = `${n}_`;
      // A local named as a namespace-scope variable would hide it from a `::x` in its block.
      else if (v.storage !== 'global' && this.globalNames.has(n)) n = `${n}_`;
      this.variableNames.set(v, n);
    }
    return n;
  }

  // ------------------------------------------------------------ statements

  private block(statements: Stmt[], isMainBody = false): string[] {
    if (statements.some((s) => s.kind === 'Label' && this.gotoTargets.has(s.label))) return this.dispatch(statements);
    const out: string[] = [];
    for (const [n, s] of statements.entries()) {
      out.push(...tagLines(this.stmt(s), s.span));
      // Nothing can read a view's data after main's own block ends.
      if (syncsAtScopeEnd(s) && !isMainBody) {
        // C++ AMP's array_view destructor: the data source gets what kernels wrote, however the block is left.
        const i = this.indent;
        this.indent += '  ';
        const rest = this.block(statements.slice(n + 1));
        this.indent = i;
        out.push(`${i}try {`, ...rest, `${i}} finally {`, `${i}  await ${this.nameOf(s.variable)}.synchronize();`, `${i}}`);
        break;
      }
      if (s.kind === 'VarDecl' && destroyedAtScopeEnd(s.variable)) {
        // The object's destructor runs however its scope is left; later locals' finally blocks nest inside, so run first.
        const i = this.indent;
        this.indent += '  ';
        const rest = this.block(statements.slice(n + 1), isMainBody);
        this.indent += '  ';
        const destroy = this.destroy(this.nameOf(s.variable), s.variable.type, s.span);
        this.indent = i;
        // An exception no handler takes (or exit()) ends the program without unwinding: nothing is destroyed.
        const flag = `destroy_${this.nameOf(s.variable)}`;
        const e = this.catchDepth === 0 ? 'thrown' : `thrown${this.catchDepth}`;
        out.push(
          `${i}let ${flag} = true;`,
          `${i}try {`, ...rest,
          `${i}} catch (${e}) {`, `${i}  ${flag} = ${this.use('unwinds')}(${e});`, `${i}  throw ${e};`,
          `${i}} finally {`, `${i}  if (${flag}) {`, ...destroy, `${i}  }`, `${i}}`,
        );
        break;
      }
    }
    return out;
  }

  /**
   * A statement whose full-expression builds temporary array_views over host data: each is kept
   * in a variable as it is built (in its place, so the evaluation order stays C++'s) and
   * synchronized after the statement, as C++ AMP's destructor copies back what kernels wrote.
   */
  private withViewTemporaries(s: Stmt, temporaries: Expr[]): string[] {
    const i = this.indent;
    const names = temporaries.map((e) => {
      const name = `temporary_view${++this.viewTemporaryCount}`;
      this.viewTemporaries.set(e, name);
      return name;
    });
    const declarations = temporaries.map((e, k) => `${i}let ${names[k]}${this.t(`${this.tsType(e.type)} | undefined`)};`);
    const syncs = (at: string) => names.map((n) => `${at}await ${n}?.synchronize();`);
    // A declared variable stays in its block; the views are synchronized once it is initialized.
    if (s.kind === 'VarDecl') return [...declarations, ...this.stmt(s), ...syncs(i)];
    this.indent += '  ';
    const body = this.stmt(s);
    this.indent = i;
    return [...declarations, `${i}try {`, ...body, `${i}} finally {`, ...syncs(`${i}  `), `${i}}`];
  }

  /**
   * `delete p;` of a class object (the pointer is the object): destroyed unless p is null; the GC
   * frees it. `dynamic`: the class's destructor is virtual, so the object's own class destroys it.
   */
  private deleteObject(pointer: Expr, span: Span, dynamic = false): string[] {
    const i = this.indent;
    const text = this.expr(pointer);
    // A name, a field or an element read twice costs nothing; anything else is evaluated once.
    const simple = /^[\w$.[\]!]+$/.test(text);
    const place = simple ? text : 'deleted';
    this.indent += simple ? '  ' : '    ';
    const destroy = dynamic ? [`${this.indent}${place}.destroyObject();`] : pointer.type.kind === 'pointer' ? this.destroy(place, pointer.type.pointee, span) : [];
    this.indent = i;
    if (simple) return [`${i}if (${place}) {`, ...destroy, `${i}}`];
    return [`${i}{`, `${i}  const ${place} = ${text};`, `${i}  if (${place}) {`, ...destroy, `${i}  }`, `${i}}`];
  }

  /** `delete[] p` of class objects: each is destroyed, last first, when destroying one runs code. */
  private deleteObjects(pointer: Expr, span: Span): string {
    const pointee = pointer.type.kind === 'pointer' ? pointer.type.pointee : pointer.type;
    if (!needsDestruction(pointee)) return `${this.use('deleteObjects')}(${this.expr(pointer)})`;
    const saved = this.indent;
    this.indent = '';
    const destroy = this.destroy('o', pointee, span).join(' ');
    this.indent = saved;
    return `${this.use('deleteObjects')}(${this.expr(pointer)}, (o${this.t(this.tsType(pointee))}) => { ${destroy} })`;
  }

  /** Destroys an object: its class's destructor, then its members last to first (an array's elements likewise). */
  private destroy(place: string, t: Type, span: Span, depth = 0): string[] {
    const i = this.indent;
    if (t.kind === 'array') {
      const k = `k${depth === 0 ? '' : depth}`;
      this.indent += '  ';
      const body = this.destroy(`${place}[${k}]${this.options.typed ? '!' : ''}`, t.element, span, depth + 1);
      this.indent = i;
      return [`${i}for (let ${k} = ${place}.length - 1; ${k} >= 0; --${k}) {`, ...body, `${i}}`];
    }
    // A std::unique_ptr / shared_ptr: its end may destroy its object (runtime/memory.ts); a
    // std::thread's, and a vector's of them, terminate the program if one is joinable (runtime/thread.ts).
    if (ownsResource(t)) return [`${i}${place}.destroy();`];
    if (t.kind === 'vector' && isThread(t.element)) return [`${i}${this.use('destroyThreads')}(${place});`];
    // A vector of owning pointers ends each, first to last (libstdc++'s order).
    if (t.kind === 'vector' && ownsResource(t.element)) return [`${i}for (const owner of ${place}) owner.destroy();`];
    if (t.kind !== 'struct') return [];
    const out: string[] = [];
    const dtor = userDestructor(t.info);
    if (dtor) {
      // sema reports the destructors that wait where it sees the object destroyed; destroyer, those a library class runs.
      if (dtor.isAsync) rejectedBySema(`destroying a '${t.info.name}', whose destructor waits for the GPU,`);
      out.push(`${i}${this.functionNames.get(dtor) ?? jsName(dtor.name)}(${place});`);
    }
    // The class's own members, last first, then its base part as a base object (C++'s order).
    const own = t.info.fields.slice(t.info.base?.fields.length ?? 0);
    for (const f of [...own].reverse()) if (needsDestruction(f.type)) out.push(...this.destroy(`${place}.${memberName(f.name)}`, f.type, span, depth));
    if (t.info.base) out.push(...this.destroy(place, { kind: 'struct', info: t.info.base }, span, depth));
    return out;
  }

  /**
   * A loop or switch: `break` and `continue` in it are plain unless a goto's dispatch loop
   * (see dispatch) stands between them and it; then it is labelled and they name it.
   */
  private jumpTarget(kind: 'loop' | 'switch', header: (label: string) => string[], body: () => string[], end: string[]): string[] {
    const target: JumpTarget = { kind, label: null };
    this.jumpTargets.push(target);
    const lines = body();
    this.jumpTargets.pop();
    return [...header(target.label ? `${target.label}: ` : ''), ...lines, ...end];
  }

  private jumpTo(kind: 'break' | 'continue'): string {
    let crossesDispatch = false;
    for (const t of [...this.jumpTargets].reverse()) {
      if (t.kind === 'dispatch') crossesDispatch = true;
      else if (t.kind === 'loop' || kind === 'break') {
        if (!crossesDispatch) return kind;
        t.label ??= `loop${++this.loopLabels}`;
        return `${kind} ${t.label}`;
      }
    }
    return kind;
  }

  /**
   * A block with labels that gotos name: a loop around a switch on the label to go to. A goto
   * sets the label and continues the loop; falling off the switch's end leaves the block. Its
   * variables are declared before the loop, so a jump back over a declaration finds them
   * initialized, as in C++ (sema rejects a jump forward past an initialization).
   */
  private dispatch(statements: Stmt[]): string[] {
    const i = this.indent;
    const n = this.jumpTargets.filter((t) => t.kind === 'dispatch').length;
    const region: JumpTarget = {
      kind: 'dispatch', label: `goto_dispatch${n === 0 ? '' : n + 1}`, state: `goto_label${n === 0 ? '' : n + 1}`,
      labels: new Set(statements.flatMap((s) => (s.kind === 'Label' && this.gotoTargets.has(s.label) ? [s.label] : []))),
    };
    this.jumpTargets.push(region);
    this.indent = `${i}      `;
    const hoisted: string[] = [];
    const body: string[] = [];
    for (const s of statements) {
      if (s.kind === 'Label') {
        if (region.labels.has(s.label)) body.push(`${i}    case '${s.label}':`);
        continue;
      }
      if (s.kind !== 'VarDecl') {
        body.push(...this.stmt(s));
        continue;
      }
      const v = s.variable;
      if (destroyedAtScopeEnd(v) || syncsAtScopeEnd(s) || v.isReference) {
        rejectedBySema(`a goto in a block that declares '${v.name}'`);
      }
      // Declared before the dispatch loop, assigned where it stood: one plain binding only.
      const declaration = this.declarationBinding(s);
      if (!declaration || v.isBoxed) rejectedBySema(`a goto in a block that declares '${v.name}'`);
      // Only a place: the declaration's own initialiser (below) makes the object, so no constructor runs here.
      hoisted.push(`${i}let ${declaration.name}${this.t(this.tsType(v.type))} = ${this.storageValue(v.type)};`);
      body.push(`${this.indent}${declaration.name} = ${declaration.value};`);
    }
    this.jumpTargets.pop();
    this.indent = i;
    // A block that ends in a jump never falls off the switch: without the final break, TypeScript sees that too.
    const last = statements[statements.length - 1];
    const fallsOff = !(last?.kind === 'Return' || last?.kind === 'Throw' || last?.kind === 'Goto');
    return [
      ...hoisted,
      `${i}let ${region.state}${this.t('string | null')} = null;`,
      `${i}${region.label}: for (;;) {`,
      `${i}  switch (${region.state}) {`,
      `${i}    case null:`,
      ...body,
      `${i}  }`,
      ...(fallsOff ? [`${i}  break;`] : []),
      `${i}}`,
    ];
  }

  private nested(s: Stmt): string[] {
    const saved = this.indent;
    this.indent += '  ';
    const out = s.kind === 'Block' ? this.block(s.statements) : tagLines(this.stmt(s), s.span);
    this.indent = saved;
    return out;
  }

  private stmt(s: Stmt): string[] {
    const temporaries = viewTemporaries(s).filter((e) => !this.viewTemporaries.has(e));
    if (temporaries.length > 0) return this.withViewTemporaries(s, temporaries);
    const i = this.indent;
    switch (s.kind) {
      case 'Block':
        return [`${i}{`, ...this.nested(s), `${i}}`];
      case 'VarDecl': {
        const v = s.variable;
        const declaration = this.declarationBinding(s);
        if (declaration) return [`${i}${declaration.keyword} ${declaration.binding};`];
        // (short vector references bind like scalars: an alias of the place)
        if (v.isReference && s.init) return this.bindReference(v, s.init, i);
        if (s.staticGuard) return this.staticLocalInit(v, s.init, s.staticGuard, s.span);
        return unreachable(`a declaration of '${v.name}' that is neither a binding, a reference nor a static local`);
      }
      case 'ExprStmt':
        // (isDelete: these two print as statements of their own.)
        if (s.expr.kind === 'Library' && s.expr.op === 'pointer.delete') return [`${i}// delete ${this.expr(s.expr.args[0])}: the garbage collector frees the block`];
        if (s.expr.kind === 'Library' && s.expr.op === 'pointer.deleteObject') return this.deleteObject(s.expr.args[0], s.span);
        if (s.expr.kind === 'Library' && s.expr.op === 'pointer.deleteVirtualObject') return this.deleteObject(s.expr.args[0], s.span, true);
        return [`${i}${this.exprStatement(s.expr)};`];
      case 'If': {
        const elseIsIf = s.otherwise?.kind === 'If';
        const elseLines = s.otherwise ? (elseIsIf ? this.stmt(s.otherwise) : this.nested(s.otherwise)) : null;
        return printIf(i, [`${i}if (${this.expr(s.cond)}) {`], this.nested(s.then), elseLines, elseIsIf);
      }
      case 'For': {
        // `for (int i = 0, j = n; ...)`: one `let` of both where each is a plain `let`; otherwise
        // (a reference's binding, a boxed scalar) the declarations before the loop, in a block of their own.
        const inBlock = () => this.stmt({ kind: 'Block', statements: [...(s.init?.kind === 'Block' ? s.init.statements : [s.init!]), { ...s, init: null }], span: s.span });
        let init = '';
        if (s.init?.kind === 'Block') {
          const declarations = s.init.statements.map((d) => (d.kind === 'VarDecl' ? this.declarationBinding(d) : null));
          if (!declarations.every((d) => d?.keyword === 'let')) return inBlock();
          init = `let ${declarations.map((d) => d!.binding).join(', ')}`;
        } else if (s.init?.kind === 'VarDecl') {
          const declaration = this.declarationBinding(s.init);
          if (!declaration) return inBlock();
          init = `${declaration.keyword} ${declaration.binding}`;
        } else if (s.init?.kind === 'ExprStmt' && !isDelete(s.init.expr) && viewTemporaries(s.init).every((e) => this.viewTemporaries.has(e))) {
          init = this.exprStatement(s.init.expr);
        } else if (s.init) {
          return inBlock();
        }
        const header = `for (${init}; ${s.cond ? this.expr(s.cond) : ''}; ${s.step ? this.exprStatement(s.step) : ''}) {`;
        return this.jumpTarget('loop', (label) => [`${i}${label}${header}`], () => this.nested(s.body), [`${i}}`]);
      }
      case 'While': {
        const header = `while (${this.expr(s.cond)}) {`;
        return this.jumpTarget('loop', (label) => [`${i}${label}${header}`], () => this.nested(s.body), [`${i}}`]);
      }
      case 'DoWhile':
        return this.jumpTarget('loop', (label) => [`${i}${label}do {`], () => this.nested(s.body), [`${i}} while (${this.expr(s.cond)});`]);
      case 'Switch': {
        // A variable declared in one case is in scope in the later ones, which may be entered
        // directly: JS would see it uninitialized (TDZ), so it is declared before the switch.
        // Sema rejects a case label that skips an initializer, so only plain declarations move.
        const hoisted: string[] = [];
        const header = `switch (${this.expr(s.cond)}) {`;
        const body = () => {
          const out: string[] = [];
          for (const c of s.cases) {
            if (c.values === 'default') out.push(`${i}  default:`);
            else for (const v of c.values) out.push(`${i}  case ${this.expr(v)}:`);
            const saved = this.indent;
            this.indent = `${i}  `;
            for (const x of c.body) if (isInitialisedByDefault(x)) hoisted.push(...this.stmt(x));
            this.indent = `${i}    `;
            out.push(...this.block(c.body.filter((x) => !isInitialisedByDefault(x))));
            this.indent = saved;
          }
          return out;
        };
        const lines = this.jumpTarget('switch', (label) => [`${i}${label}${header}`], body, [`${i}}`]);
        if (hoisted.length === 0) return lines;
        return [`${i}{`, ...hoisted, ...lines.map((l) => `  ${l}`), `${i}}`];
      }
      case 'Break':
        return [`${i}${this.jumpTo('break')};`];
      case 'Continue':
        return [`${i}${this.jumpTo('continue')};`];
      case 'Goto': {
        const region = [...this.jumpTargets].reverse().find((t) => t.kind === 'dispatch' && t.labels.has(s.label));
        // sema (src/sema/jumps.ts) admits only a goto to a label of a statement list that encloses it.
        if (!region || region.kind !== 'dispatch') return rejectedBySema(`a goto to '${s.label}' out of the blocks that enclose it`);
        return [`${i}${region.state} = '${s.label}';`, `${i}continue ${region.label};`];
      }
      case 'Label':
        return []; // a label no goto names; the targets of gotos are cases of their block's dispatch (see dispatch)
      case 'Return':
        if (s.value && this.currentFunction?.returnsReference) return this.returnReference(s.value, i);
        // Without NRVO a local is moved from (C++'s implicit move): a user move constructor would run.
        // (Where the return copies, and where it does not — NRVO, a constructor's own object —, the host lowering said.)
        if (s.value?.kind === 'VarRef' && s.value.type.kind === 'struct' && s.value.variable.storage === 'local' && userMoveConstructor(s.value.type.info)
          && !isConstructorResult(s.value.variable) && (!this.currentFunction || s.value.variable !== namedReturnVariable(this.currentFunction))) {
          return rejectedBySema(`returning '${s.value.variable.name}', which runs a user move constructor,`);
        }
        return [`${i}return${s.value ? ` ${this.initValue(s.value)}` : ''};`];
      case 'Try':
        return this.tryStmt(s);
      case 'Throw':
        // `throw;` in a handler rethrows the exception it took.
        if (s.value && s.boxedAs !== undefined) return [`${i}throw new ${this.use('Thrown')}(${this.expr(s.value)}, ${JSON.stringify(s.boxedAs)});`];
        return [`${i}throw ${s.value ? this.expr(s.value) : this.handled.at(-1) ?? `new ${this.use('RuntimeException')}('rethrow')`};`];
    }
  }

  /**
   * `value` is an object of class `info` or of a class derived from it: the host's classes do not
   * extend their bases (inheritance.ts flattens them), so each class of the program is tested.
   */
  private isClassOrDerived(value: string, info: StructInfo): string {
    const classes = this.program.structs.filter((d) => !runtimeStructs.has(d.name) && isDerivedFrom(d, info)).map((d) => `${value} instanceof ${this.tsType({ kind: 'struct', info: d })}`);
    if (classes.length === 0) return `${value} instanceof ${this.tsType({ kind: 'struct', info })}`;
    return classes.length === 1 ? classes[0]! : `(${classes.join(' || ')})`;
  }

  private tryStmt(s: Extract<Stmt, { kind: 'Try' }>): string[] {
    const i = this.indent;
    // `thrown`, not the C++ name: the handler's own variable (often `e`) is bound from it.
    const e = this.catchDepth === 0 ? 'thrown' : `thrown${this.catchDepth}`;
    this.catchDepth++;
    // With destructors about, the runtime knows which exceptions the handlers take while the body runs (runtime/unwinding.ts).
    const registers = this.hasDestructors;
    if (registers) this.indent += '  ';
    const body = this.nested(s.body);
    this.indent = i;
    const out = registers
      ? [`${i}try {`, `${i}  ${this.use('enterTry')}((${e}) => TAKES);`, `${i}  try {`, ...body, `${i}  } finally {`, `${i}    ${this.use('leaveTry')}();`, `${i}  }`, `${i}} catch (${e}) {`]
      : [`${i}try {`, ...body, `${i}} catch (${e}) {`];
    const takes: string[] = [];
    let first = true;
    let catchesAll = false;
    for (const h of s.handlers) {
      // A class of the program derived from a standard exception is thrown as itself (src/sema/exception-classes.ts).
      const derivedStd = h.variable?.type.kind === 'struct' && stdExceptionBaseOf(h.variable.type.info) ? h.variable : null;
      const cls = derivedStd ? this.tsType(derivedStd.type) : h.variable ? exceptionClass(h.variable.type) : null;
      // A value the program threw is boxed with its type's name (src/sema/thrown-types.ts): a class
      // handler takes its class and derived ones, any other handler its own type.
      const boxed = h.catchesType !== undefined && h.variable && !derivedStd ? h.variable : null;
      const boxCond = boxed === null ? null : boxed.type.kind === 'struct'
        ? `${e} instanceof ${this.use('Thrown')} && ${this.isClassOrDerived(`${e}.value`, boxed.type.info)}`
        : `${e} instanceof ${this.use('Thrown')} && ${e}.cppName === ${JSON.stringify(h.catchesType)}`;
      // catch (...) does not catch exit(), abort() or a failed assert: they end the program by throwing ProgramExit.
      const cond = derivedStd?.type.kind === 'struct' ? this.isClassOrDerived(e, derivedStd.type.info) : boxCond ?? (cls === null ? (h.variable ? null : `!(${e} instanceof ${this.use('ProgramExit')})`) : `${e} instanceof ${cls === 'Error' ? 'Error' : this.use(cls)}`);
      const saved = this.indent;
      this.indent += '    ';
      // `catch (runtime_exception&)`: a handler without a name binds nothing.
      // Narrowed by `instanceof` for a class; a thrown scalar is whatever the handler's type says.
      const cast = this.options.typed && cls === null && h.variable ? ` as ${this.tsType(h.variable.type)}` : '';
      // A class caught by value is a copy of the thrown object (the lowering's `copiesThrown`; a rethrow throws the original).
      const derivedCast = this.options.typed ? ` as ${cls}` : '';
      const thrown = derivedStd ? `${e}${derivedCast}` : boxed === null ? `${e}${cast}` : `${e}.value${cast}`;
      const caught = h.copiesThrown && (derivedStd || boxed) ? `(${thrown}).clone()` : thrown;
      const bind = h.variable && h.variable.name !== '' ? [`${this.indent}const ${this.nameOf(h.variable)} = ${caught};`] : [];
      this.handled.push(e);
      const body = this.block(h.body.statements);
      this.handled.pop();
      this.indent = saved;
      takes.push(cond ?? 'true');
      if (cond === null) {
        out.push(`${i}  ${first ? '' : 'else '}{`, ...bind, ...body, `${i}  }`);
        catchesAll = true;
        break;
      }
      out.push(`${i}  ${first ? 'if' : 'else if'} (${cond}) {`, ...bind, ...body, `${i}  }`);
      first = false;
    }
    if (!catchesAll) out.push(`${i}  else {`, `${i}    throw ${e};`, `${i}  }`);
    out.push(`${i}}`);
    if (registers) out[1] = out[1].replace('TAKES', () => takes.join(' || '));
    this.catchDepth--;
    return out;
  }

  /** An expression in statement position: where its value is not read, the host lowering has left it out (an `Update` yielding nothing). */
  private exprStatement(e: Expr): string {
    return this.expr(e);
  }

  // ------------------------------------------------------------ expressions

  private awaited(text: string): string {
    return `(await ${text})`;
  }

  private paren(e: Expr): string {
    return parenthesized(this.expr(e));
  }

  private expr(e: Expr): string {
    switch (e.kind) {
      case 'Const':
        if (e.type.kind === 'functionPointer' || isScalarPointer(e.type)) return 'null';
        // A null pointer to an object (whose TypeScript type is the object's: it is the object where not null).
        if (e.type.kind === 'pointer') return `null${this.options.typed ? '!' : ''}`;
        if (typeof e.value === 'boolean') return String(e.value);
        if (e.type.kind === 'bool') return String(e.value !== 0);
        if (isInt64(e.type) || typeof e.value === 'bigint') {
          const v = typeof e.value === 'bigint' ? e.value : BigInt(e.value);
          return v < 0n ? `(${v}n)` : `${v}n`;
        }
        return e.value < 0 ? `(${formatNumber(e.value)})` : formatNumber(e.value);
      case 'StringConst':
        return JSON.stringify(e.value);
      case 'Stream':
        return this.use(e.name);
      case 'Manipulator':
        return rejectedBySema('a stream manipulator outside a stream output');
      case 'VarRef':
        return this.aliases.get(e.variable) ?? this.variable(e.variable);
      case 'Unary':
        switch (e.op) {
          case '-': return this.arith(e.type, `-${this.paren(e.operand)}`);
          case '!': return `!${this.paren(e.operand)}`;
          case '~': return this.arith(e.type, `~${this.paren(e.operand)}`);
          default: return this.increment(e);
        }
      case 'Binary':
        return this.binary(e);
      case 'Logical':
        return `${this.paren(e.left)} ${e.op} ${this.paren(e.right)}`;
      case 'Assign':
        return this.assign(e);
      case 'Convert':
        return this.convert(e.operand, e.type);
      case 'Conditional':
        return `${this.paren(e.cond)} ? ${this.paren(e.then)} : ${this.paren(e.otherwise)}`;
      case 'Call': {
        const args = e.args.map((a, idx) => {
          const p = e.callee.params[idx];
          if (p && isCellParam(p)) return this.cellArgument(a);
          // By value: a parameter's initial value, its copies made by the host lowering.
          return this.initValue(a);
        });
        if (e.virtualSlot !== undefined) {
          // Dispatch on the object's class: its method calls that class's overrider.
          const call = `${this.paren(e.args[0])}.${memberName(e.virtualSlot)}(${args.slice(1).join(', ')})`;
          const result = waitsForGpu(e) ? this.awaited(call) : call;
          return returnsCell(e.callee) ? `${result}.value` : result;
        }
        const call = `${this.functionNames.get(e.callee) ?? jsName(e.callee.name)}(${args.join(', ')})`;
        const result = e.callee.isAsync ? this.awaited(call) : call;
        // A returned scalar reference is a cell: its value is the place (see returnReference).
        return returnsCell(e.callee) ? `${result}.value` : result;
      }
      case 'MemberPointerConst':
        return e.fn ? this.functionNames.get(e.fn) ?? jsName(e.fn.name) : JSON.stringify(memberName(e.field ?? ''));
      case 'MemberPointerAccess':
        return `${this.paren(e.object)}[${this.expr(e.pointer)}]`;
      case 'MemberPointerCall': {
        // The object is the member function's `self` (a reference); by-value arguments are copies (the host lowering's).
        const args = e.args.map((a) => this.expr(a));
        const call = `${this.paren(e.pointer)}${this.options.typed ? '!' : ''}(${[this.expr(e.object), ...args].join(', ')})`;
        return waitsForGpu(e) ? this.awaited(call) : call;
      }
      case 'CallPointer': {
        // By-value class arguments are copies (the host lowering's), as in a direct call; awaiting a plain value is harmless.
        const t = e.callee.type;
        const lambda = e.instance ?? (t.kind === 'lambda' ? t.fn : undefined);
        const args = e.args.map((a, i) => {
          // A lambda's scalar reference parameter is a cell on the argument's place, as in a direct call.
          const param = lambda?.params[i];
          return param && isCellParam(param) ? this.cellArgument(a) : this.expr(a);
        });
        // Calling a null pointer is undefined behaviour in C++; in JS it throws a TypeError.
        const callee = e.instance && t.kind === 'lambda' && t.fn ? `${this.paren(e.callee)}.${genericInstanceName(t.fn, e.instance)}`
          // Calling an empty std::function throws std::bad_function_call.
          : t.kind === 'functionPointer' && t.stdFunction ? `${this.use('nonEmptyFunction')}(${this.expr(e.callee)})` : this.paren(e.callee);
        const call = `${callee}${this.options.typed && t.kind === 'functionPointer' && !t.stdFunction ? '!' : ''}(${args.join(', ')})`;
        return waitsForGpu(e) ? this.awaited(call) : call;
      }
      case 'Field':
        // A reference member bound to a scalar holds a cell on its place (reference-members.ts).
        return `${this.paren(e.object)}.${memberName(e.field)}${isScalarReferenceField(e) ? '.value' : ''}`;
      case 'Element':
        // A pointer a library call returns (`*std::max_element(...)`) is read once, through its value.
        if (isScalarPointer(e.object.type) && e.object.kind === 'Intrinsic') return `${this.paren(e.object)}.get(${this.subscript(e.index)})`;
        if (isScalarPointer(e.object.type)) return this.pointerElement(e.object, e.index);
        // A pointer to a class object is the object; `p[i]` is its neighbour in the block `new S[n]` made.
        if (e.object.type.kind === 'pointer' && e.object.type.pointee.kind === 'struct') return `${this.use('objectAt')}(${this.expr(e.object)}, ${this.subscript(e.index)})`;
        // C++ indexes unchecked: under noUncheckedIndexedAccess the element is asserted present.
        return `${this.elements(e.object)}[${this.subscript(e.index)}]${this.options.typed ? '!' : ''}`;
      case 'ViewElement': {
        const get = this.awaited(`${this.paren(e.view)}.get(${this.viewIndexArgs(e)})`);
        // Once the host copy is current a read is synchronous; the view and index are read again only when it is not.
        const repeatable = readsTwiceAlike(e.view) && (e.index ? sideEffectFree(e.index) : e.components.every(sideEffectFree));
        return repeatable ? `(${this.paren(e.view)}.peek(${this.viewIndexArgs(e)}) ?? ${get})` : get;
      }
      case 'MakeIndex':
        return `new ${this.use('Index')}(${e.components.map((c) => this.expr(c)).join(', ')})`;
      case 'MakeExtent':
        return `new ${this.use('Extent')}(${e.components.map((c) => this.expr(c)).join(', ')})`;
      case 'Component':
        return `${this.paren(e.object)}.get(${this.subscript(e.dim)})`;
      case 'ExtentOf':
        return `${this.paren(e.view)}.extent`;
      case 'Subview':
        return this.subview(e);
      case 'Tile':
        return `${this.paren(e.extent)}.tile(${e.tile.join(', ')})`;
      case 'ThreadIndex':
      case 'Barrier':
        return rejectedBySema('a thread index or barrier');
      case 'ParallelForEach':
        return this.launch(e);
      case 'Library':
        return this.library(e);
      case 'StreamOut':
        return this.streamOut(e.target ? this.expr(e.target) : this.use(e.stream), e.items);
      case 'StreamIn': {
        const source = e.source ? this.paren(e.source) : this.use('cin');
        const delimiter = e.delimiter !== undefined ? `, ${e.delimiter}` : '';
        return e.targets.map((t) => this.assignTo(t, `${source}.${e.line ? 'readLine' : readerFor(t.type)}(${this.expr(t)}${delimiter})`)).join(', ');
      }
      case 'Construct':
        return this.construct(e);
      case 'InitList': {
        const items = e.elements.map((x) => (x.kind === 'InitList' ? this.expr({ ...x, type: elementOf(e.type) }) : this.initValue(x)));
        // The elements a braced list leaves out are value-initialized: `int a[100] = {0}` is 100 zeros.
        const missing = e.type.kind === 'array' && e.type.length !== null ? e.type.length - items.length : 0;
        if (missing > 0 && e.type.kind === 'array') {
          const rest = this.defaultValue({ ...e.type, length: missing });
          return items.length === 0 ? rest : `[${items.join(', ')}, ...${rest}]`;
        }
        if (isTypedVector(e.type)) return `${this.use('Vector')}.of(${vectorStorage(e.type)}, [${items.join(', ')}])`;
        // A vector copies its std::initializer_list's array, made first (each lvalue copied into it): a user copy constructor runs twice.
        return this.eachCopied(`[${items.join(', ')}]`, e.elementCopy);
      }
      case 'New': // sema admits only `new S(...)` of a struct: the pointer is the object itself
        return `new ${this.tsType(e.type.kind === 'pointer' ? e.type.pointee : e.type)}(${e.args.map((a) => this.expr(a)).join(', ')})`;
      case 'FunctionRef':
        if (e.fn.closure) return this.closureValue(e.fn, e.fn.closure);
        // A restrict(amp) lambda has no host function: its value can only be called in kernels.
        return this.functionNames.get(e.fn) ?? 'undefined';
      case 'Intrinsic':
        return this.intrinsic(e);
      case 'Copy':
        return this.copyOf(this.expr(e.operand), e.type);
      // The host lowering chose the constructor (src/lower/default-inits.ts); without one, the type's zero or empty value.
      case 'DefaultInit':
        return e.defaultConstructor && e.type.kind === 'struct' ? this.defaultConstructed(e.type.info, e.defaultConstructor) : this.defaultValue(e.type);
      case 'Let':
        return this.letExpr(e);
      case 'Update':
        return this.update(e);
      case 'AddressOf':
        if (isScalarPointer(e.type)) return this.addressOf(e.operand);
        // A pointer to an object is the object itself (src/sema/object-pointers.ts); one to an
        // element of a C array or vector of class objects also learns its position, for `p + k`.
        if (e.type.kind === 'pointer' && e.type.pointee.kind === 'struct' && e.operand.kind === 'Element' && (e.operand.object.type.kind === 'array' || e.operand.object.type.kind === 'vector')) {
          return `${this.use('objectIn')}(${this.elements(e.operand.object)}, ${this.subscript(e.operand.index)})`;
        }
        if (e.type.kind === 'pointer' && isHostObject(e.type.pointee)) return this.expr(e.operand);
        return rejectedBySema(`an address of type '${typeToString(e.type)}'`);
    }
  }

  /**
   * Wraps a JS expression so it has the C++ type's value: int32 wrap, uint32 wrap, float rounding;
   * a 64-bit integer is a bigint, wrapped with `BigInt.asIntN`/`asUintN`.
   */
  private arith(t: Type, text: string): string {
    if (t.kind === 'int') {
      if (t.bits === 64) return `BigInt.${t.signed ? 'asIntN' : 'asUintN'}(64, ${text})`;
      const p = parenthesized(text);
      if (t.bits === 8) return t.signed ? `(${p} << 24) >> 24` : `${p} & 0xff`;
      if (t.bits === 16) return t.signed ? `(${p} << 16) >> 16` : `${p} & 0xffff`;
      if (!t.signed) return `${p} >>> 0`;
      return `${p} | 0`;
    }
    if (t.kind === 'float' && t.bits === 32) return `Math.fround(${text})`;
    return text;
  }

  private binary(e: Extract<Expr, { kind: 'Binary' }>): string {
    // A comma's operands are printed as they are, whatever their type.
    if (e.op === ',') return this.comma(e);
    const t = e.left.type;
    if (isScalarPointer(t)) return this.pointerBinary(e);
    const small = this.smallUnsignedComparison(e);
    if (small !== null) return small;
    const l = this.paren(e.left);
    let r = this.paren(e.right);
    // A sum whose wrap is the conversion's around it, exact in a bigint or, of ints, in a double (src/lower/conversion-wraps.ts).
    if (isInt64(t)) return this.binary64(e, e.op, l, r, e.unwrapped !== true);
    if (e.unwrapped) return `${l} ${e.op} ${r}`;
    if (t.kind === 'index' || t.kind === 'extent') return `${e.op === '!=' ? '!' : ''}${l}.equals(${r})`;
    // An int shifted by a 64-bit count: JS's 32-bit shifts then take the count mod 32, as x86-64 does.
    if ((e.op === '<<' || e.op === '>>') && isInt64(e.right.type)) r = `Number(${r} & 31n)`;
    const isInt = t.kind === 'int' || t.kind === 'bool';
    const unsigned = t.kind === 'int' && !t.signed;
    switch (e.op) {
      case '+': case '-': return this.arith(e.type, `${l} ${e.op} ${r}`);
      case '*': return isInt && (t.kind !== 'int' || t.bits === 32) ? this.arith(e.type, `Math.imul(${l}, ${r})`) : this.arith(e.type, `${l} * ${r}`);
      case '/': return isInt ? this.arith(e.type, `${l} / ${r}`) : this.arith(e.type, `${l} / ${r}`);
      case '%': return isInt ? this.arith(e.type, `${l} % ${r}`) : `${l} % ${r}`;
      case '<<': return this.arith(e.type, `${l} << ${r}`);
      case '>>': return unsigned ? `${l} >>> ${r}` : `${l} >> ${r}`;
      case '&': case '|': case '^': return unsigned ? `(${l} ${e.op} ${r}) >>> 0` : `${l} ${e.op} ${r}`;
      case '==': return `${l} === ${r}`;
      case '!=': return `${l} !== ${r}`;
      case '<': case '>': case '<=': case '>=': return `${l} ${e.op} ${r}`;
    }
  }

  /**
   * A binary operator on 64-bit integers (bigints). Only the shift count may be narrower: it is
   * taken mod 64 as x86-64 does (a count outside 0..63 is undefined behaviour in C++), and
   * constant folding in sema does the same. `binary` prints a comma itself, so `op` is never one.
   */
  private binary64(e: Extract<Expr, { kind: 'Binary' }>, op: Exclude<Extract<Expr, { kind: 'Binary' }>['op'], ','>, l: string, r: string, wrap = true): string {
    const wrapped = (text: string) => (wrap ? this.arith(e.type, text) : text);
    switch (op) {
      case '+': case '-': case '*': return wrapped(`${l} ${op} ${r}`);
      // BigInt division truncates toward zero and % takes the dividend's sign, as in C++. Only
      // LLONG_MIN / -1 overflows, which C++ leaves undefined.
      case '/': case '%': return `${l} ${op} ${r}`;
      case '<<': case '>>': {
        const c = e.right;
        const count = c.kind === 'Const' && typeof c.value !== 'boolean' ? `${BigInt(c.value) & 63n}n` : isInt64(c.type) ? `(${r} & 63n)` : `BigInt(${r} & 63)`;
        return op === '<<' ? wrapped(`${l} << ${count}`) : `${l} >> ${count}`;
      }
      // Two's complement bitwise results of operands in range stay in range, signed or not.
      case '&': case '|': case '^': return `${l} ${op} ${r}`;
      case '==': return `${l} === ${r}`;
      case '!=': return `${l} !== ${r}`;
      case '<': case '>': case '<=': case '>=': return `${l} ${op} ${r}`;
    }
  }

  private convert(operand: Expr, to: Type): string {
    const from = operand.type;
    // `(int)v.size()`, `double(s.length())`: the size read as the number it is, then converted.
    const size = to.kind === 'float' || (to.kind === 'int' && to.bits <= 32) ? this.sizeAsNumber(operand) : null;
    if (size !== null) return this.convertText(size, uintType, to);
    if (isScalarPointer(from) && to.kind === 'bool') return `${this.paren(operand)} !== null`;
    // `(const int*)a` of a `void*`: the same value, which TypeScript is told the type of.
    if (from.kind === 'pointer' && from.pointee.kind === 'void' && to.kind === 'pointer') return this.options.typed ? `(${this.expr(operand)} as ${this.tsType(to)})` : this.expr(operand);
    // A C array decays to a pointer to its first element.
    if (isScalarPointer(to) && from.kind === 'array') return `new ${this.use('Pointer')}(${this.expr(operand)}, 0)`;
    if (to.kind === 'pointer' && to.pointee.kind === 'struct' && from.kind === 'array') return `${this.use('objectIn')}(${this.expr(operand)}, 0)`;
    // (A sum that the conversion wraps is marked `unwrapped` by the host lowering: src/lower/conversion-wraps.ts.)
    return this.convertText(this.expr(operand), from, to);
  }

  /** The JS expression `text`, of C++ type `from`, converted to `to` (also for library printers). */
  private convertText(text: string, from: Type, to: Type): string {
    const p = parenthesized(text);
    if (to.kind === 'bool' && from.kind === 'functionPointer') return `${p} !== null`;
    // A pointer to a class object is the object, or null / undefined (never assigned).
    if (to.kind === 'bool' && from.kind === 'pointer' && !isHostPointee(from.pointee)) return `${p} != null`;
    if (to.kind === 'bool') return from.kind === 'bool' ? p : `${p} !== ${isInt64(from) ? '0n' : '0'}`;
    if (from.kind === 'bool') return isInt64(to) ? `(${p} ? 1n : 0n)` : `(${p} ? 1 : 0)`;
    if (isInt64(from) || isInt64(to)) return this.convert64(text, from, to);
    if (to.kind === 'float') return to.bits === 32 && !(from.kind === 'float' && from.bits === 32) ? `Math.fround(${text})` : p;
    if (to.kind === 'int') {
      if (from.kind === 'float') return this.arith(to, `Math.trunc(${text})`);
      if (from.kind === 'int' && from.signed === to.signed && from.bits <= to.bits) return p;
      // A narrower unsigned value fits a wider signed type as it is.
      if (from.kind === 'int' && !from.signed && to.signed && from.bits < to.bits) return p;
      return this.arith(to, p);
    }
    return p;
  }

  /**
   * A container's size() (`vector.size`, `string.size`) of type size_t as a JS number, which it
   * always is exactly (a length is below 2^53); null for any other expression.
   */
  private sizeAsNumber(e: Expr): string | null {
    if (e.kind !== 'Library' || (e.op !== 'vector.size' && e.op !== 'string.size') || !isInt64(e.type)) return null;
    return this.library({ ...e, type: uintType });
  }

  /**
   * `i < v.size()` and the other comparisons of size_t values that are all safe integers (a size,
   * an unsigned 32-bit value, a small constant, and at most one signed 32-bit value, which C++
   * converts to 2^64 + i when negative: above any size, as Infinity is) compared as numbers,
   * without bigints. Null when the comparison needs 64 bits.
   */
  private smallUnsignedComparison(e: Extract<Expr, { kind: 'Binary' }>): string | null {
    const t = e.left.type;
    if (t.kind !== 'int' || t.bits !== 64 || t.signed || !['<', '>', '<=', '>=', '==', '!='].includes(e.op)) return null;
    const asNumber = (x: Expr): { text: string; signed: boolean } | null => {
      const size = this.sizeAsNumber(x);
      if (size !== null) return { text: size, signed: false };
      if (x.kind === 'Const' && typeof x.value !== 'boolean' && BigInt(x.value) >= 0n && BigInt(x.value) < 2n ** 53n) return { text: String(x.value), signed: false };
      if (x.kind !== 'Convert' || x.operand.type.kind !== 'int' || x.operand.type.bits > 32) return null;
      const text = this.expr(x.operand);
      if (!x.operand.type.signed) return { text, signed: false };
      return /^[\w$.]+$/.test(text) ? { text: `(${text} < 0 ? Infinity : ${text})`, signed: true } : null;
    };
    const l = asNumber(e.left);
    const r = l && asNumber(e.right);
    if (!l || !r || (l.signed && r.signed) || (l.text.includes('BigInt') || r.text.includes('BigInt'))) return null;
    const op = e.op === '==' ? '===' : e.op === '!=' ? '!==' : e.op;
    // `(v) & 0xff < 7` would compare first: JS's `<` binds tighter than `&`.
    return `${parenthesized(l.text)} ${op} ${parenthesized(r.text)}`;
  }

  /** A conversion to or from a 64-bit integer (a bigint); bool is handled by `convertText`. */
  private convert64(text: string, from: Type, to: Type): string {
    if (to.kind === 'float') {
      // Number() rounds a bigint once to the nearest double; a float needs one rounding too, not two.
      return to.bits === 64 ? `Number(${text})` : `${this.use('floatFromInt64')}(${text})`;
    }
    if (to.kind !== 'int') return text;
    if (to.bits < 64) return `Number(BigInt.${to.signed ? 'asIntN' : 'asUintN'}(${to.bits}, ${text}))`;
    if (from.kind === 'float') return `${this.use(to.signed ? 'int64FromDouble' : 'uint64FromDouble')}(${text})`;
    if (from.kind !== 'int') return text;
    if (from.bits === 64) return from.signed === to.signed ? parenthesized(text) : this.arith(to, text);
    // A narrower integer is exact as a bigint; a negative one becomes unsigned modulo 2^64.
    return from.signed && !to.signed ? this.arith(to, `BigInt(${text})`) : `BigInt(${text})`;
  }

  /**
   * A subscript (of an array, a vector, a view, an index). A 64-bit one becomes a number: exact
   * for every index in bounds, and an index out of bounds is undefined behaviour anyway.
   */
  /**
   * `p[i]` through a host pointer, as a JS place: `p.array[p.offset + i]`. Pointer arithmetic and
   * addresses are folded into the subscript (`*(p + 1)`, `(&a[2])[i]`); any other pointer
   * expression is evaluated twice, so it must be a variable or a member.
   */
  private pointerElement(pointer: Expr, index: Expr, read = true): string {
    return this.pointerAt(pointer, [this.subscript(index)], read);
  }

  /**
   * The place `terms` (summed) past where `pointer` points. A pointer computed by a call or the
   * like is evaluated once: read through `at`, and not written through (it would be evaluated twice).
   */
  private pointerAt(pointer: Expr, terms: string[], read: boolean): string {
    const nonNull = this.options.typed ? '!' : '';
    if (pointer.kind === 'Binary' && (pointer.op === '+' || pointer.op === '-') && isScalarPointer(pointer.type)) {
      return this.pointerAt(pointer.left, [`${pointer.op === '-' ? '-' : ''}${this.paren(pointer.right)}`, ...terms], read);
    }
    if (pointer.kind === 'Convert' && pointer.operand.type.kind === 'array') return `${this.paren(pointer.operand)}[${sumOf(terms)}]${nonNull}`;
    if (pointer.kind === 'AddressOf' && pointer.operand.kind === 'Element') {
      const element = pointer.operand;
      if (isScalarPointer(element.object.type)) return this.pointerAt(element.object, [this.subscript(element.index), ...terms], read);
      return `${this.elements(element.object)}[${sumOf([this.subscript(element.index), ...terms])}]${nonNull}`;
    }
    if (pointer.kind !== 'VarRef' && pointer.kind !== 'Field' && !(pointer.kind === 'Element' && readsTwiceAlike(pointer))) {
      if (read) return `${this.paren(pointer)}${nonNull}.at(${sumOf(terms)})`;
      return this.fail('an element through this pointer expression is not supported by ampc; store the pointer in a variable first', pointer.span);
    }
    const p = `${this.paren(pointer)}${nonNull}`;
    return `${p}.array[${sumOf([`${p}.offset`, ...terms])}]${nonNull}`;
  }

  /**
   * A host container and a position in it, as the runtime's copies take them (a JS array and an
   * index): a pointer is its array, with the position counted from the pointer's offset.
   */
  private hostContainer(container: Expr, start: string): { array: string; start: string } {
    if (!isScalarPointer(container.type)) return { array: this.elements(container), start };
    const p = `${this.paren(container)}${this.options.typed ? '!' : ''}`;
    return { array: `${p}.array`, start: sumOf([`${p}.offset`, start]) };
  }

  /** `&x`, `&a[i]`, `&v[i]`, `&p[i]` as a host Pointer. */
  private addressOf(operand: Expr): string {
    if (operand.kind === 'VarRef' && operand.variable.isBoxed) return `new ${this.use('Pointer')}(${this.nameOf(operand.variable)}, 0)`;
    if (operand.kind === 'Element' && isScalarPointer(operand.object.type)) {
      return operand.index.kind === 'Const' && operand.index.value === 0 ? this.expr(operand.object) : `${this.paren(operand.object)}${this.options.typed ? '!' : ''}.plus(${this.subscript(operand.index)})`;
    }
    if (operand.kind === 'Element') return `new ${this.use('Pointer')}(${this.elements(operand.object)}, ${this.subscript(operand.index)})`;
    return rejectedBySema('an address of a scalar that is neither a boxed variable nor an element');
  }

  /** `p + k`, `p - k`, `p - q` and comparisons of host pointers to scalars. */
  private pointerBinary(e: Extract<Expr, { kind: 'Binary' }>): string {
    const nonNull = this.options.typed ? '!' : '';
    const l = `${this.paren(e.left)}${nonNull}`;
    switch (e.op) {
      case '+': return `${l}.plus(${this.expr(e.right)})`;
      case '-': return isScalarPointer(e.right.type) ? `${l}.difference(${this.expr(e.right)}${nonNull})` : `${l}.minus(${this.expr(e.right)})`;
      case '==': return `${this.use('samePointer')}(${this.expr(e.left)}, ${this.expr(e.right)})`;
      case '!=': return `!${this.use('samePointer')}(${this.expr(e.left)}, ${this.expr(e.right)})`;
      case '<': case '>': case '<=': case '>=': return `${l}.difference(${this.expr(e.right)}${nonNull}) ${e.op} 0`;
      default: return rejectedBySema(`operator '${e.op}' on pointers`);
    }
  }

  /**
   * The JS array or typed array holding the elements of a container expression: a typed vector's
   * `data` (runtime/vector.ts), which generated code indexes directly, as a hand-written loop would.
   */
  private elements(container: Expr): string {
    return isTypedVector(container.type) ? `${this.paren(container)}.data` : this.expr(container);
  }

  private subscript(index: Expr): string {
    if (isInt64(index.type)) return `Number(${this.expr(index)})`;
    if (index.kind === 'Convert' && isInt64(index.operand.type)) return `Number(${this.expr(index.operand)})`;
    return this.expr(index);
  }

  /** `++`/`--` the host lowering left as JavaScript's own, which computes C++'s (src/lower/lower-host.ts `keepsHostIncrement`). */
  private increment(e: Extract<Expr, { kind: 'Unary' }>): string {
    const target = e.operand;
    if (!keepsHostIncrement(target.type)) return unreachable(`'${e.op}' of a '${typeToString(target.type)}', which the host lowering makes a store or an update,`);
    // `++*p`: the place must be one that can be read and written alike.
    if (target.kind === 'Element' && isScalarPointer(target.object.type)) this.pointerElement(target.object, target.index, false);
    const op = e.op.endsWith('++') ? '++' : '--';
    return e.op.startsWith('pre') ? `${op}${this.expr(target)}` : `${this.expr(target)}${op}`;
  }

  /**
   * An increment the host lowering made one step of the runtime's (src/lower/lower-host.ts): an
   * array_view element's `update`, which takes the new value as a function of the old one and
   * returns both, or a store of the new value, its old one read from the target itself.
   */
  private update(e: Extract<Expr, { kind: 'Update' }>): string {
    const target = e.target;
    const value = (old: string) => {
      this.aliases.set(e.old, old);
      const text = this.expr(e.value);
      this.aliases.delete(e.old);
      return text;
    };
    if (target.kind === 'ViewElement') {
      const update = `(await ${this.paren(target.view)}.update((x) => ${value('x')}, ${this.viewIndexArgs(target)}))`;
      return e.yields === null ? update : `${update}[${e.yields === 'old' ? 0 : 1}]`;
    }
    if (e.yields === 'old') return unreachable('the old value of an update outside an array_view');
    const assign = `${this.expr(target)} = ${value(this.paren(target))}`;
    return e.yields === null ? assign : `(${assign})`;
  }

  /** `(v) => { target = v; }`, with a parameter name the target does not use. */
  private setterOf(target: Expr): string {
    const place = this.expr(target);
    let name = 'v';
    for (let n = 1; new RegExp(`\\b${name}\\b`).test(place); n++) name = `v${n}`;
    return `(${name}${this.t(this.tsType(target.type))}) => { ${this.assignTo(target, name)}; }`;
  }

  private assignTo(target: Expr, value: string): string {
    if (target.kind === 'ViewElement') return `(await ${this.paren(target.view)}.set(${value}, ${this.viewIndexArgs(target)}))`;
    // A member of a view's element (`av[i].p.x = v`, `av[i].v[k] = v`): written in place, and the device copy made stale.
    const path: string[] = [];
    let element: Expr = target;
    while (element.kind === 'Field' || isArrayMemberElement(element)) {
      path.unshift(element.kind === 'Field' ? JSON.stringify(memberName(element.field)) : this.subscript(element.index));
      element = element.object;
    }
    if (element.kind === 'ViewElement') {
      return `(await ${this.paren(element.view)}.setField([${path.join(', ')}], ${value}, ${this.viewIndexArgs(element)}))`;
    }
    // A plain store needs no presence assertion (`v[i] = x`, not `v[i]! = x`).
    if (target.kind === 'Element' && isScalarPointer(target.object.type)) return `${this.pointerElement(target.object, target.index, false).replace(/!$/, '')} = ${value}`;
    if (target.kind === 'Element') return `${this.elements(target.object)}[${this.subscript(target.index)}] = ${value}`;
    return `${this.expr(target)} = ${value}`;
  }

  /** `(a, b, c)`: a chain of comma operators (src/sema/argument-order.ts makes them) in one pair of parentheses. */
  private comma(e: Extract<Expr, { kind: 'Binary' }>): string {
    const items: string[] = [];
    let rest: Expr = e;
    while (rest.kind === 'Binary' && rest.op === ',') {
      items.push(this.expr(rest.left));
      rest = rest.right;
    }
    items.push(this.expr(rest));
    return `(${items.join(', ')})`;
  }

  private assign(e: Extract<Expr, { kind: 'Assign' }>): string {
    const t = e.target.type;
    // A constructor binding a reference member: the object itself, or a scalar's cell (reference-members.ts).
    if (isMemberInitializer(e) && isReferenceField(e.target)) {
      const bound = isScalarReferenceField(e.target) ? this.cellArgument(e.value) : this.expr(e.value);
      return `${this.paren(e.target.object)}.${memberName(e.target.field)} = ${bound}`;
    }
    const handle = t.kind === 'libraryClass' && t.decl.ownsResource !== true ? t.decl.id : null;
    // Every class object is assigned in place, by its user operator= or member by member
    // (copyAssignMethod), so that a reference, a pointer or a std::reference_wrapper to it sees the
    // new value, as in C++; an element of an array_view is data, stored whole below.
    const intoView = e.target.kind === 'ViewElement' || isViewElementMember(e.target);
    const userCode = t.kind === 'struct' && assignRunsUserCode(t);
    if (e.op === null && t.kind === 'struct' && !t.info.isUnion && !runtimeStructs.has(t.info.name) && !isMemberInitializer(e) && (userCode || !intoView)) {
      if (userCode && intoView) return rejectedBySema(`assigning a '${t.info.name}' that runs user code into an array_view`);
      if (userCode && asyncUserCopy(t, true)) return rejectedBySema(`assigning a '${t.info.name}' by an operator= that waits for the GPU`);
      // operator= is not virtual: through a base reference to a derived object, the base's runs.
      const isBase = this.program.structs.some((d) => d.base === t.info);
      return isBase ? `${t.info.name}.prototype.copyAssign.call(${this.expr(e.target)}, ${this.expr(e.value)})` : `${this.paren(e.target)}.copyAssign(${this.expr(e.value)})`;
    }
    if (e.op === null) {
      const value = this.expr(e.value);
      // An owning pointer gives up its old object (runtime/memory.ts) as it takes the new one.
      if (ownsResource(t)) return `${this.paren(e.target)}.assign(${value})`;
      // Through a reference, or where a std::reference_wrapper holds it, the object itself is overwritten (its
      // fields; it keeps its class, as a C++ object assigned through a base reference does); rebinding the JS name would lose the write.
      if (t.kind === 'struct' && ((e.target.kind === 'VarRef' && (e.target.variable.isReference || e.target.variable.heldByReference)) || isObjectBehindPointer(e.target))) return `Object.assign(${this.expr(e.target)}, ${value})`;
      // A vector through a reference (`v = w` in `f(vector<T>& v)`, `m.data() = w`): its contents are
      // exchanged with the fresh copy, so the caller's vector changes.
      // An array keeps its identity (references to it see the new contents): src/runtime data.ts assignArray.
      // A variable or member not referred to elsewhere may take a new array where the extents differ.
      // A member's initializer constructs the array (`dataOld(n, view)`): there is no old array to copy into.
      if (t.kind === 'ampArray' && isMemberInitializer(e)) return this.assignTo(e.target, value);
      if (t.kind === 'ampArray') {
        const rebindable = (e.target.kind === 'VarRef' && !e.target.variable.isReference && !e.target.variable.heldByReference) || (e.target.kind === 'Field' && !isReferenceField(e.target));
        const assigned = this.awaited(`${this.use('assignArray')}(${this.expr(e.target)}, ${value}, ${!rebindable})`);
        return rebindable ? this.assignTo(e.target, assigned) : assigned;
      }
      // A container keeps its identity, as a C++ object does: an assignment takes the fresh copy's
      // contents, so a reference, a pointer or a std::reference_wrapper to it (which hold the JS
      // object) sees the new contents, however the target is named; a vector of objects assigns
      // its first elements in place (runtime vectorAssign), so references to them see them too.
      // Where an element's copy or operator= runs user code, only a temporary reaches here
      // (host-support.ts), which C++ moves in whole, running none of it: its contents are taken.
      if (t.kind === 'vector' && !isMemberInitializer(e)) {
        if (isTypedVector(t)) return `${this.paren(e.target)}.swap(${value})`;
        const moved = copyRunsUserCode(t.element) || assignRunsUserCode(t.element);
        return `${this.use(moved ? 'vectorSwap' : 'vectorAssign')}(${this.expr(e.target)}, ${value})`;
      }
      // (`t` is narrowed by ownsResource's guard above, which does not say which library classes remain.)
      const container = e.target.type;
      if (container.kind === 'libraryClass' && container.decl.assignsInPlace === true && !isMemberInitializer(e)) return `${this.paren(e.target)}.swap(${value})`;
      // A library object is a handle its copies share (runtime/accelerator.ts `clone()`): assigning
      // through a reference would only rebind the reference's JS name, not change the caller's object.
      if (handle !== null && ((e.target.kind === 'VarRef' && (e.target.variable.isReference || e.target.variable.heldByReference)) || isReferenceField(e.target))) {
        return rejectedBySema(`assigning a '${handle}' through a reference`);
      }
      return this.assignTo(e.target, value);
    }
    if (isScalarPointer(t)) return this.assignTo(e.target, `${this.paren(e.target)}${this.options.typed ? '!' : ''}.${e.op === '-' ? 'minus' : 'plus'}(${this.expr(e.value)})`);
    // An arithmetic one is a store by now, its conversions explicit (src/lower/lower-host.ts).
    return unreachable(`a compound assignment to a '${typeToString(t)}', which the host lowering makes a store,`);
  }

  /**
   * Temporaries the host lowering named inside an expression (src/lower/lower-host.ts): an arrow
   * function applied to their values, which JavaScript evaluates in order, as the lowering
   * placed them; async where its body waits for the GPU.
   */
  private letExpr(e: Extract<Expr, { kind: 'Let' }>): string {
    const params: string[] = [];
    const values: string[] = [];
    for (const b of e.bindings) {
      const name = this.nameOf(b.variable);
      const bound = this.letBinding(b, name);
      params.push(`${name}${this.t(bound.type)}`);
      values.push(bound.text);
      if (bound.alias !== null) this.aliases.set(b.variable, bound.alias);
    }
    const body = parenthesized(this.expr(e.body));
    for (const b of e.bindings) this.aliases.delete(b.variable);
    let waits = false;
    forEachExpr(e.body, (x) => { if (waitsForGpu(x)) waits = true; });
    const arrow = `(${params.join(', ')}) => ${body}`;
    return waits ? this.awaited(`(async ${arrow})(${values.join(', ')})`) : `(${arrow})(${values.join(', ')})`;
  }

  /**
   * A Let's binding: its value, and what the body's uses of it print. A reference to a scalar is
   * the `{ value }` cell of its place (a call's own; a library lvalue's holder), one to an object
   * the object itself.
   */
  private letBinding(b: LetBinding, name: string): { text: string; alias: string | null; type: string } {
    const v = b.variable;
    const type = this.tsType(v.type);
    if (!v.isReference || !isArithmetic(v.type)) return { text: this.expr(b.value), alias: null, type };
    if (b.value.kind === 'Call' && returnsCell(b.value.callee)) return { text: this.expr(b.value).slice(0, -'.value'.length), alias: `${name}.value`, type: `{ value: ${type} }` };
    const held = b.value.kind === 'Intrinsic' && b.value.intrinsic.returnsReference !== undefined ? holderAndProperty(this.expr(b.value)) : null;
    if (held) return { text: held.holder, alias: `${name}.${held.property}`, type: `{ ${held.property}: ${type} }` };
    return { text: this.cellArgument(b.value), alias: `${name}.value`, type: `{ value: ${type} }` };
  }

  private viewIndexArgs(e: Extract<Expr, { kind: 'ViewElement' }>): string {
    if (e.index) return `...${this.paren(e.index)}.toArray()`;
    return e.components.map((c) => this.subscript(c)).join(', ');
  }

  private launch(e: Extract<Expr, { kind: 'ParallelForEach' }>): string {
    const iface = this.interfaces.find((i) => i.kernel === e.kernel)!;
    const buffers = iface.buffers.map((b) => this.nameOf(b.capture.outer));
    const values = iface.uniforms.map((u) => {
      const s = u.source;
      const v = this.nameOf(s.variable);
      switch (s.kind) {
        case 'scalar': return s.variable.type.kind === 'bool' ? `(${v} ? 1 : 0)` : v;
        case 'component': return s.variable.type.kind === 'tiledExtent' ? `${v}.extent.get(${s.dim})` : `${v}.get(${s.dim})`;
        case 'viewExtent': return `${v}.extent.get(${s.dim})`;
        case 'viewOffset': return `${v}.offset`;
        case 'viewStride': return `${v}.stride(${s.dim})`;
        case 'field': {
          // An element of an array member is a number in the path (`ctx.coef[1]`).
          const value = v + s.path.map((name) => (/^\d+$/.test(name) ? `[${name}]` : `.${memberName(name)}`)).join('');
          if (s.dim !== undefined) return `${value}.get(${s.dim})`;
          return u.type === 'u32' && isBoolField(s.variable.type, s.path) ? `(${value} ? 1 : 0)` : value;
        }
      }
    });
    const view = e.view ? `, ${this.expr(e.view)}` : '';
    return this.awaited(`${this.use('parallelForEach')}(${this.expr(e.domain)}, ${iface.entryPoint}, [${buffers.join(', ')}], [${values.join(', ')}]${view})`);
  }

  private library(e: Extract<Expr, { kind: 'Library' }>): string {
    // size() is a size_t, 64 bits: a bigint where the program computes with it (see sizeAsNumber).
    const size = this.sizeAsNumber(e);
    if (size !== null) return `BigInt(${size})`;
    const recv = e.receiver ? this.paren(e.receiver) : '';
    const args = e.args.map((a) => this.expr(a));
    if (e.op.startsWith('vector.') && e.receiver && isTypedVector(e.receiver.type)) return this.typedVectorOp(e, recv, args);
    // libstdc++ copies (or assigns) the elements again where it grows or shifts them; ampc does not count those copies.
    if (['vector.push_back', 'vector.resize', 'vector.insert', 'vector.erase', 'vector.assign'].includes(e.op) && e.receiver?.type.kind === 'vector'
      && (copyRunsUserCode(e.receiver.type.element) || assignRunsUserCode(e.receiver.type.element))) {
      return rejectedBySema(`'${e.op.replace('.', '::')}' on a std::vector of '${typeToString(e.receiver.type.element)}'`);
    }
    switch (e.op) {
      case 'vector.push_back': return `${recv}.push(${args[0]})`;
      case 'vector.size': return `${recv}.length`;
      // Strings hold ASCII (sema refuses other characters); s[s.size()] is the terminating '\0'.
      case 'string.at': return `(${recv}.charCodeAt(${args[0]}) || 0)`;
      case 'string.size': return `${recv}.length`;
      case 'pointer.indexIn': return `${this.use('indexIn')}(${args[0]}, ${this.elements(e.receiver!)})`;
      case 'string.withChar': return `${this.use('withChar')}(${args.join(', ')})`;
      case 'vector.clear': return `${recv}.length = 0`;
      case 'vector.resize': {
        // New elements are the value given, or value-initialized; object elements each a copy of it.
        const copy = e.elementCopy ? this.copyOf('x', e.elementCopy.type) : 'x';
        return `${this.use('vectorResize')}(${recv}, ${args[0]}, ${args[1] ?? this.defaultValue(elementOf(e.receiver!.type))}${copy === 'x' ? '' : `, (x) => ${copy}`})`;
      }
      case 'vector.begin': case 'vector.end': case 'vector.data': return recv;
      case 'vector.at': return `${this.use('vectorRangeCheck')}(${recv}.length, ${args[0]})`;
      case 'vector.empty': return `(${recv}.length === 0)`;
      case 'vector.pop_back': return `${recv}.pop()`;
      case 'vector.reserve': return `void ${this.paren(e.args[0])}`;
      case 'vector.assign': return `${this.use('vectorAssign')}(${this.expr(e.receiver!)}, ${this.copies(args[0], args[1], e.elementCopy)})`;
      case 'vector.insert':
        if (e.args[1].kind === 'Const' && e.args[1].value === 1) return `${recv}.splice(${args[0]}, 0, ${args[2]})`;
        return `${recv}.splice(${args[0]}, 0, ...${this.copies(args[1], args[2], e.elementCopy)})`;
      case 'vector.erase': return `${this.use('vectorErase')}(${recv}, ${args[0]}, ${args[1]})`;
      case 'vector.swap': return `${this.use('vectorSwap')}(${recv}, ${args[0]})`;
      case 'vector.equal': return `${this.use('vectorEqual')}(${recv}, ${args[0]})`;
      case 'vector.less': return `${this.use('vectorLess')}(${recv}, ${args[0]})`;
      case 'pointer.delete': return `void ${this.paren(e.args[0])}`;
      // A statement `delete p;` is printed by stmt (deleteObject).
      case 'pointer.deleteObject': case 'pointer.deleteVirtualObject': return rejectedBySema("'delete' of an object with a destructor inside a larger expression");
      case 'cstring.literal': return `${this.use('cString')}(${args[0]})`;
      case 'cstring.array': return `${this.use('charArray')}(${args[0]}${e.type.kind === 'array' && e.type.length !== null ? `, ${e.type.length}` : ''})`;
      case 'cstring.toString': return `${this.use('stringOf')}(${args[0]})`;
      // A negative count is a huge size_t in C++ (std::length_error); JS's repeat throws a RangeError.
      case 'string.fill': return `String.fromCharCode(${args[1]} & 255).repeat(${args[0]})`;
      case 'pointer.newObjects': return `${this.use('newObjects')}(${args[0]}, () => ${this.expr(e.args[1])})`;
      case 'pointer.deleteObjects': return this.deleteObjects(e.args[0], e.span);
      case 'pointer.objectAt': {
        // `arr + k` of a C array of class objects: straight to its element k.
        const [p] = e.args;
        if (p?.kind === 'Convert' && p.operand.type.kind === 'array') return `${this.use('objectIn')}(${this.expr(p.operand)}, ${args[1]})`;
        return `${this.use('objectAt')}(${args[0]}, ${args[1]})`;
      }
      // A Pointer is a value the runtime steps by a new one; an Update's is the pointer just made, never null.
      case 'pointer.next': case 'pointer.previous': {
        const nonNull = this.options.typed && e.receiver!.kind !== 'Update' ? '!' : '';
        return `${recv}${nonNull}.${e.op === 'pointer.next' ? 'plus' : 'minus'}(1)`;
      }
      case 'index.next': return `${recv}.offsetBy(1)`;
      case 'index.previous': return `${recv}.offsetBy(-1)`;
      case 'index.withComponent': return `${recv}.withComponent(${args[0]}, ${args[1]})`;
      case 'pointer.objectDistance': return `${this.use('objectDistance')}(${args[0]}, ${args[1]})`;
      case 'pointer.newArray': return `${this.use('Pointer')}.block(${args[0]}, ${this.defaultValue(e.type.kind === 'pointer' ? e.type.pointee : e.type)})`;
      case 'view.synchronize': return this.awaited(`${recv}.synchronize()`);
      case 'view.synchronizeAsync': return `${this.use('CompletionFuture')}.run(() => ${recv}.synchronize())`;
      case 'view.synchronizeTo': return this.awaited(`${recv}.synchronizeTo(${args[0]})`);
      case 'view.synchronizeToAsync': return `${this.use('CompletionFuture')}.run(() => ${recv}.synchronizeTo(${args[0]}))`;
      case 'view.sourceAcceleratorView': return this.awaited(`${recv}.getSourceAcceleratorView()`);
      case 'view.discard_data': return `${recv}.discardData()`;
      case 'view.refresh': return `${recv}.refresh()`;
      case 'array.toVector':
        if (isTypedVector(e.type)) return `${this.use('Vector')}.of(${vectorStorage(e.type)}, ${this.awaited(`${recv}.toArray()`)})`;
        return this.awaited(`${recv}.toArray()`);
      case 'array.copyTo': return this.awaited(`${recv}.copyTo(${args[0]})`);
      case 'array.acceleratorView': return this.awaited(`${recv}.getAcceleratorView()`);
      case 'array.associatedView': return this.awaited(`${recv}.getAssociatedAcceleratorView()`);
      case 'view.data': return `new ${this.use('Pointer')}(${this.awaited(`${recv}.data()`)}, 0)`;
      case 'view.copyTo': return this.awaited(`${recv}.copyTo(${args[0]})`);
      case 'copy.fromHost': {
        const count = e.args[2].kind === 'Const' && e.args[2].value === -1 ? 'null' : args[2];
        const from = this.hostContainer(e.args[0], args[1]);
        return this.awaited(`${this.use('copyFromHost')}(${from.array}, ${from.start}, ${count}, ${args[3]})`);
      }
      case 'vector.fromRange': {
        const t = e.type;
        const from = this.hostContainer(e.args[0], args[1]);
        const to = this.hostContainer(e.args[0], args[2]);
        const slice = `${from.array}.slice(${from.start}, ${to.start})`;
        if (t.kind === 'vector' && isTypedVector(t)) return `${this.use('Vector')}.of(${typedArrayOf(t.element)}, ${slice})`;
        return this.eachCopied(slice, e.elementCopy);
      }
      case 'copy.toHost': {
        const to = this.hostContainer(e.args[1], args[2]);
        return this.awaited(`${this.use('copyToHost')}(${args[0]}, ${to.array}, ${to.start})`);
      }
      case 'extent.size': return `${recv}.size()`;
      case 'tiledExtent.extent': return `${recv}.extent`;
      case 'tiledExtent.pad': return `${recv}.pad()`;
      case 'tiledExtent.truncate': return `${recv}.truncate()`;
      // A virtual call: a class of the program derived from a standard exception may override it.
      case 'exception.what': return `${this.use('exceptionWhat')}(${recv})`;
      case 'exception.errorCode': return `${recv}.get_error_code()`;
      case 'exception.viewRemovedReason': return `${recv}.get_view_removed_reason()`;
      case 'exception.setWhat': return `${recv}.whatArg = ${args[0]}`;
      case 'windows.GetStdHandle': case 'windows.SetConsoleTextAttribute': case 'windows.SetConsoleScreenBufferSize': case 'windows.SetConsoleWindowInfo':
        return `${this.use(e.op.slice('windows.'.length))}(${args.join(', ')})`;
    }
  }

  /** A std::vector operation on a typed vector (runtime/vector.ts): its elements are numbers or bigints, copied by value. */
  private typedVectorOp(e: Extract<Expr, { kind: 'Library' }>, recv: string, args: string[]): string {
    switch (e.op) {
      case 'vector.push_back': return `${recv}.push(${args[0]})`;
      case 'vector.size': return `${recv}.size`;
      case 'vector.clear': return `${recv}.clear()`;
      case 'vector.resize': return `${recv}.resize(${args.join(', ')})`;
      case 'vector.begin': case 'vector.end': case 'vector.data': return recv;
      case 'vector.at': return `${this.use('vectorRangeCheck')}(${recv}.size, ${args[0]})`;
      case 'vector.empty': return `(${recv}.size === 0)`;
      case 'vector.pop_back': return `${recv}.pop()`;
      case 'vector.reserve': return `${recv}.reserve(${args[0]})`;
      case 'vector.assign': return `${recv}.assign(${args[0]}, ${args[1]})`;
      case 'vector.insert': return `${recv}.insert(${args[0]}, ${args[1]}, ${args[2]})`;
      case 'vector.erase': return `${recv}.erase(${args[0]}, ${args[1]})`;
      case 'vector.swap': return `${recv}.swap(${args[0]})`;
      case 'vector.equal': return `${recv}.equals(${args[0]})`;
      case 'vector.less': return `${recv}.less(${args[0]})`;
      // Every vector operation with a receiver is above (vector.fromRange has none).
      default: return unreachable(`'${e.op}' on a std::vector of numbers`);
    }
  }

  /** `stream` is the printed stream object: `cout`, `cerr`, or an ostringstream. */
  private streamOut(stream: string, items: StreamItem[]): string {
    let text = stream;
    for (const item of items) {
      if (item.kind === 'manipulator') {
        // setw(n) and friends take an int: a 64-bit argument (a bigint) converts to one.
        const arg = item.arg && isInt64(item.arg.type) ? this.convertText(this.expr(item.arg), item.arg.type, intType) : item.arg && this.expr(item.arg);
        text += arg ? `.${item.name}(${arg})` : `.${item.name}()`;
        continue;
      }
      const x = item.expr;
      text += `.${writerFor(x.type)}(${this.expr(x)})`;
    }
    return text;
  }

  private construct(e: Extract<Expr, { kind: 'Construct' }>): string {
    const t = e.type;
    const args = e.args.map((a) => this.expr(a));
    switch (t.kind) {
      case 'struct': {
        // Its members' copies are the host lowering's.
        return `new ${this.tsType(t)}(${args.join(', ')})`;
      }
      case 'arrayView': {
        // Over one variable (`array_view<int> v(1, &x)`): the one-element array it is kept in
        // (src/sema/check-views.ts); over a pointer: the array it starts.
        const source = e.args[1];
        if (source?.kind === 'AddressOf' && source.operand.kind === 'VarRef' && source.operand.variable.isBoxed) args[1] = this.nameOf(source.operand.variable);
        else if (source && isScalarPointer(source.type)) args[1] = `${this.paren(source)}${this.options.typed ? '!' : ''}.elements()`;
        const view = `new ${this.use('ArrayView')}(${this.elementType(t.element)}, ${args.join(', ')})`;
        const temporary = this.viewTemporaries.get(e);
        return temporary ? `(${temporary} = ${view})` : view;
      }
      case 'ampArray': {
        // Trailing accelerator_views (src/sema/check-views.ts): where the array lives, and a staging array's associated view.
        const viewCount = e.args.filter((a) => a.type.kind === 'libraryClass').length;
        const on = viewCount > 0 ? `.on(${args.splice(args.length - viewCount).join(', ')})` : '';
        const data = e.args.slice(0, e.args.length - viewCount);
        // From one argument, an array or a view: a copy of its current data.
        if (data.length === 1 && data[0].type.kind !== 'extent') return `${this.awaited(`${this.use('AmpArray')}.copyOf(${this.elementType(t.element)}, ${args[0]})`)}${on}`;
        // From an iterator (container, start) that may be a host pointer.
        if (data.length === 3) {
          const from = this.hostContainer(data[1], args[2]);
          [args[1], args[2]] = [from.array, from.start];
        }
        return `new ${this.use('AmpArray')}(${this.elementType(t.element)}, ${args.join(', ')})${on}`;
      }
      case 'texture': {
        // (extent) or (extent, container, start, count): the texels from a host iterator range.
        const format = JSON.stringify(formatOf(t).format);
        if (e.args.length === 4) {
          const from = this.hostContainer(e.args[1], args[2]);
          return `new ${this.use('Texture')}(${format}, ${args[0]}, ${from.array}, ${from.start}, ${args[3]})`;
        }
        return `new ${this.use('Texture')}(${format}, ${args[0]})`;
      }
      case 'vector':
        if (isTypedVector(t)) {
          const type = typedArrayOf(t.element);
          if (args.length === 0) return `new ${this.use('Vector')}(${type})`;
          return args.length === 1 ? `new ${this.use('Vector')}(${type}, ${args[0]})` : `${this.use('Vector')}.filled(${type}, ${args[0]}, ${args[1]})`;
        }
        if (args.length === 0) return '[]';
        if (args[1] === undefined) {
          // Struct, array, vector and library class elements are objects: each value-initialised one is its own
          // (`std::vector<std::thread> v(2)` holds two threads, `std::vector<std::mt19937>` two engines).
          const objects = t.element.kind === 'struct' || t.element.kind === 'array' || t.element.kind === 'vector' || t.element.kind === 'libraryClass';
          return objects ? `Array.from({ length: ${args[0]} }, () => ${this.defaultValue(t.element)})` : `new Array(${args[0]}).fill(${this.defaultValue(t.element)})`;
        }
        // Each element a copy of x, as the host lowering states (`elementCopy`); x evaluated once.
        const copy = e.elementCopy;
        const each = copy ? this.copyOf('x', copy.type) : 'x';
        if (!copy || each === 'x') return `new Array(${args[0]}).fill(${args[1]})`;
        return e.args[1].kind === 'VarRef'
          ? `Array.from({ length: ${args[0]} }, () => ${this.copyOf(args[1], copy.type)})`
          : `((x) => Array.from({ length: ${args[0]} }, () => ${each}))(${args[1]})`;
      case 'exception': {
        const amp = ampExceptionByName(t.name);
        if (amp) return `new ${this.use(amp.runtime)}(${args.join(', ')})`;
        const std = stdExceptionByName(t.name);
        if (!std) return this.fail(`constructing '${typeToString(t)}' on the host is not supported`, e.span);
        return `new ${this.use(std.runtime)}(${args.join(', ')})`;
      }
      case 'libraryClass': {
        const params = e.args.map((a) => a.type);
        const text = t.decl.hostConstruct(args, this.libraryClassContext(t, params, e.fromList === true));
        return t.decl.constructAwaits?.(params) ? this.awaited(text) : text;
      }
      default:
        return this.fail(`constructing '${typeToString(t)}' on the host is not supported`, e.span);
    }
  }

  /** Sections, projections and view_as share the data of their view: `av.section(origin, ext)`, `av.project(i)`, `av.viewAs(ext)`. */
  private subview(e: Extract<Expr, { kind: 'Subview' }>): string {
    const view = this.paren(e.view);
    const p = e.part;
    switch (p.kind) {
      case 'section': {
        const origin = p.origin ? this.expr(p.origin) : 'null';
        return `${view}.section(${origin}${p.extent ? `, ${this.expr(p.extent)}` : ''})`;
      }
      case 'project': return `${view}.project(${this.expr(p.row)})`;
      case 'viewAs': return `${view}.viewAs(${this.expr(p.extent)})`;
      case 'reinterpret': return `${view}.reinterpretAs(${this.elementType(p.element)})`;
    }
  }

  private libraryClassContext(t: Extract<Type, { kind: 'libraryClass' }>, params: Type[], fromList = false): LibraryClassHostContext {
    return {
      params, result: t, typeArgs: t.typeArgs, use: (name) => this.use(name), arith: (u, text) => this.arith(u, text),
      convert: (text, from, to) => this.convertText(text, from, to),
      fromList, tsType: (u) => this.tsType(u), defaultValue: (u) => this.defaultValue(u), destroyer: (u) => this.destroyer(u),
      functionObject: (u, args, result) => this.functionObjectValue(u, args, result),
    };
  }

  /** LibraryClassHostContext.functionObject: `((o) => (x, y) => T_operator_call(o, x, y))(T())`. */
  private functionObjectValue(t: Extract<Type, { kind: 'struct' }>, args: readonly Type[], result: Type): string {
    const call = memberFunctionsNamed(t.info, 'operator()').find((m) => m.member?.kind === 'method');
    const params = call?.params.slice(1) ?? [];
    if (!call || call.isAsync || returnsCell(call) || params.length !== args.length || params.some((p) => isCellParam(p))) {
      return this.fail(`a value-initialised '${typeToString(t)}' called by a library container here is not supported by ampc`, call?.span ?? this.program.functions[0]!.span);
    }
    const names = args.map((_, i) => `a${i}`);
    const copies = this.lowered.callOperatorCopies.get(call) ?? unreachable(`a call operator whose parameters' copies the host lowering did not state`);
    const passed = params.map((p, i) => {
      const arg = sameType(args[i], p.type) ? names[i] : this.convertText(names[i], args[i], p.type);
      const copy = copies[i];
      return copy ? this.copyOf(arg, copy.type) : arg;
    });
    const value = `${this.functionNames.get(call) ?? jsName(call.name)}(o, ${passed.join(', ')})`;
    const converted = sameType(call.returnType, result) ? value : this.convertText(value, call.returnType, result);
    return `((o${this.t(this.tsType(t))}) => (${names.map((n, i) => `${n}${this.t(this.tsType(args[i]))}`).join(', ')}) => ${converted})(${this.defaultValue(t)})`;
  }

  /** A JS function destroying an object of type `t` as C++ does, or 'null' where that runs no code. */
  private destroyer(t: Type): string {
    // A class with a virtual destructor: the object's own class destroys it (an owner of a Base
    // made from a Base* to a Derived destroys the Derived).
    if (t.kind === 'struct' && hasVirtualDestructor(t.info)) return `(object${this.t(this.tsType(t))}) => object.destroyObject()`;
    if (!needsDestruction(t)) return 'null';
    // A library class (std::unique_ptr's deleter) destroys it where sema does not see: its destructors that wait are reported here.
    const waiting = asyncDestructors(t);
    if (waiting.length > 0) {
      const span = (t.kind === 'struct' ? userDestructor(t.info)?.span : undefined) ?? this.program.functions[0]!.span;
      for (const info of waiting) this.fail(asyncDestructorMessage(info), span);
      return 'null';
    }
    const indent = this.indent;
    this.indent = '';
    const lines = this.destroy('object', t, (t.kind === 'struct' ? userDestructor(t.info)?.span : undefined) ?? this.program.functions[0]!.span);
    this.indent = indent;
    return `(object${this.t(this.tsType(t))}) => { ${lines.join(' ')} }`;
  }

  private intrinsic(e: Extract<Expr, { kind: 'Intrinsic' }>): string {
    const print = e.intrinsic.host;
    // Sema calls an intrinsic from CPU code only where it is restrict(cpu), and every such one has a host printer.
    if (!print) return rejectedBySema(`'${e.intrinsic.id}', which has no host form,`);
    // A pointer argument (`frexp(x, &e)`, to a local: sema checks) is a setter the runtime stores through,
    // unless the function takes the pointer's value (`pointees` 'value': bsearch's key).
    // A typed vector (a range's or an iterator's container) passes its typed array: the runtime indexes it.
    // A pointer to a library object (`QueryPerformanceCounter(&li)`) is the object, which the runtime writes in place.
    const printed = e.args.map((a, i) => (a.kind === 'AddressOf' && a.operand.type.kind === 'libraryClass' ? this.expr(a.operand)
      : a.kind === 'AddressOf' && e.signature.pointees?.[i] !== 'value' ? this.setterOf(a.operand)
      // An algorithm takes its function object by value: a mutable closure's own copy (the host lowering's).
      : a.kind === 'Copy' ? this.expr(a)
      : e.intrinsic.takesContainers ? this.expr(a) : this.elements(a)));
    // An iterator range (container, from, to) over a host pointer: its array, positions from its offset.
    if (e.intrinsic.iteratorRange && e.args[0] && isScalarPointer(e.args[0].type)) {
      const from = this.hostContainer(e.args[0], printed[1]);
      printed.splice(0, 3, from.array, from.start, this.hostContainer(e.args[0], printed[2]).start);
    }
    const text = print(printed, {
      params: e.signature.params,
      result: e.type,
      use: (name) => this.use(name),
      // Parenthesized: printers compose them into larger expressions (`x | 0 === y` would misparse).
      arith: (t, text) => parenthesized(this.arith(t, text)),
      convert: (text, from, to) => parenthesized(this.convertText(text, from, to)),
      destroyer: (t) => this.destroyer(t),
    });
    const value = e.intrinsic.awaits ? this.awaited(text) : text;
    // 64-bit integers are bigints on the host; runtime functions with a 64-bit result (`time()`, a
    // random engine's `e()`) may return it as an exact JS number, which BigInt() takes as it is.
    return isInt64(e.type) ? `BigInt(${value})` : value;
  }
}

function isBoolField(t: Type, path: string[]): boolean {
  let cur: Type = t;
  for (const name of path) {
    if (cur.kind === 'array') {
      cur = cur.element;
      continue;
    }
    if (cur.kind !== 'struct') return false;
    cur = cur.info.fields.find((f) => f.name === name)?.type ?? cur;
  }
  return cur.kind === 'bool';
}

/** `*p` of a pointer to a class object: the object `new` made, which the pointer is on the host. */
/** A declaration written without an initialiser (default-initialised by the host lowering). */
function isInitialisedByDefault(s: Stmt): boolean {
  return s.kind === 'VarDecl' && (s.init === null || s.init.kind === 'DefaultInit');
}

/** `delete p` of a block or of an object (its destructors, virtual or not), printed as statements of their own (a comment; the destruction). */
function isDelete(e: Expr): boolean {
  return e.kind === 'Library' && /^pointer\.delete(Object|VirtualObject)?$/.test(e.op);
}

/** Whether a reference of type `t` is the JS object it refers to (a std::string, an immutable JS string, is aliased by its place, as a scalar is). */
function aliasesObject(t: Type): boolean {
  return ['struct', 'vector', 'array', 'arrayView', 'ampArray', 'libraryClass'].includes(t.kind);
}

/** A copy, or a `?:` one of whose branches holds one: an initial value whose chosen branch only is copied. */
function holdsCopy(e: Expr): boolean {
  return e.kind === 'Copy' || (e.kind === 'Conditional' && (holdsCopy(e.then) || holdsCopy(e.otherwise)));
}

/** Structs that travel in GPU buffers: array_view/array elements, and the structs inside them (array members' too). */
function structsInBuffers(program: Program): Set<StructInfo> {
  const found = new Set<StructInfo>();
  const add = (t: Type): void => {
    if (t.kind === 'array') return add(t.element);
    if (t.kind === 'struct' && !found.has(t.info)) {
      found.add(t.info);
      t.info.fields.forEach((f) => add(f.type));
    }
  };
  const visitType = (t: Type) => {
    if (t.kind === 'arrayView' || t.kind === 'ampArray') add(t.element);
  };
  for (const fn of program.functions) {
    fn.params.forEach((p) => visitType(p.type));
    if (fn.body) forEachExprInStmt(fn.body, (e) => visitType(e.type));
  }
  program.globals.forEach((g) => visitType(g.variable.type));
  return found;
}

function readerFor(t: Type): string {
  switch (t.kind) {
    case 'int':
      if (t.bits === 8) return 'readChar';
      if (t.bits === 16) return t.signed ? 'readShort' : 'readUnsignedShort';
      if (t.bits === 64) return t.signed ? 'readLongLong' : 'readUnsignedLongLong';
      return t.signed ? 'readInt' : 'readUnsigned';
    case 'float': return t.bits === 32 ? 'readFloat' : 'readDouble';
    case 'bool': return 'readBool';
    case 'string': return 'readString';
    default: return 'readInt';
  }
}

function exceptionClass(t: Type): string | null {
  if (t.kind !== 'exception') return null;
  switch (t.name) {
    // std::exception takes concurrency::runtime_exception too (its base in C++ AMP).
    case 'exception': return 'Error';
    default: return ampExceptionByName(t.name)?.runtime ?? stdExceptionByName(t.name)?.runtime ?? 'Error';
  }
}

function elementOf(t: Type): Type {
  return t.kind === 'array' || t.kind === 'vector' ? t.element : t;
}

function formatNumber(v: number): string {
  if (Object.is(v, -0)) return '-0';
  if (Number.isFinite(v)) return String(v);
  return Number.isNaN(v) ? 'NaN' : v > 0 ? 'Infinity' : '-Infinity';
}

/** `text` in parentheses unless it is a name, a call, a subscript or already parenthesized. */
function parenthesized(text: string): string {
  if (/^[\w.$[\]()]+$/.test(text) && balanced(text)) return text;
  if (text.startsWith('(') && text.endsWith(')') && balanced(text.slice(1, -1))) return text;
  return `(${text})`;
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === '(' || c === '[') depth++;
    if (c === ')' || c === ']') depth--;
    if (depth < 0) return false;
  }
  return depth === 0;
}

function templateLiteral(text: string): string {
  return '`' + text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
}

export { waitsForGpu };

/**
 * A construct that sema rejects before any back end runs (src/sema/rules/host-support.ts, or the
 * check that types it), so the emitter never meets it: reaching one is a bug in ampc.
 */
function rejectedBySema(what: string): never {
  throw new Error(`ampc internal error: ${what} reached the host emitter, which sema should have reported`);
}

/** A case the typed program cannot hold (the comment at the call says why). */
function unreachable(what: string): never {
  throw new Error(`ampc internal error: ${what} reached the host emitter`);
}

/**
 * A library lvalue's printed text (`m.entryFor(k).second`) split into its holder, the object found
 * once, and the property read and written on it; null where the text is not `HOLDER.property`.
 */
function holderAndProperty(text: string): { holder: string; property: string } | null {
  const split = /^(.*)\.([A-Za-z_$][\w$]*)$/s.exec(text);
  return split ? { holder: split[1]!, property: split[2]! } : null;
}

/** A non-const reference parameter to a scalar: on the host it is a `{ value }` cell. */

/** A function returning a reference to a scalar: on the host it returns a `{ value }` cell. */
function returnsCell(fn: FunctionInfo): boolean {
  return fn.returnsReference === true && ['int', 'float', 'bool', 'shortVector', 'string', 'functionPointer', 'pointer'].includes(fn.returnType.kind);
}

/** `char** argv` (or `char* argv[]`) of `int main(int argc, char** argv)`, which the runner passes as JS strings. */
function isMainArgv(isMain: boolean, fn: FunctionInfo, p: FunctionInfo['params'][number]): boolean {
  const element = p.type.kind === 'pointer' ? p.type.pointee : p.type.kind === 'array' ? p.type.element : null;
  return isMain && fn.params[1] === p && element !== null && isScalarPointer(element);
}

/** A pointer to a scalar: a runtime Pointer on the host (src/sema/host-pointers.ts). */
function isScalarPointer(t: Type): boolean {
  return t.kind === 'pointer' && isHostPointee(t.pointee);
}

/** `a + b - c` from the terms `a`, `b`, `-c`, leaving out zeros. */
function sumOf(terms: string[]): string {
  const kept = terms.filter((t) => t !== '0');
  if (kept.length === 0) return '0';
  return kept.map((t, i) => (i === 0 ? t : t.startsWith('-') ? `- ${t.slice(1)}` : `+ ${t}`)).join(' ');
}
