/**
 * `emitHost(program, kernels) → TypeScript`: the C++ host code as a module
 * that runs through `ampc/runtime`.
 *
 * C++ semantics are kept exactly: `int` arithmetic wraps to 32 bits (`| 0`,
 * `Math.imul`), `float` arithmetic rounds to single precision (`Math.fround`),
 * integer division truncates, structs are values (`clone()` on copy).
 * std::vector and C arrays become JS arrays (vectors are passed by reference
 * the way C++ passes `vector<T>&`). Functions that wait for the GPU are
 * `async`, and their calls are awaited.
 */
import type { Diagnostic } from '../../diagnostics.js';
import { error } from '../../diagnostics.js';
import type { Span } from '../../source.js';
import { syncsAtScopeEnd, waitsForGpu } from '../../sema/async.js';
import { possibleTargets } from '../../sema/inheritance.js';
import type { Expr, FunctionInfo, Kernel, Program, Stmt, StreamItem, Variable } from '../../sema/program.js';
import { intType, promote, typeToString, type StructInfo, type Type } from '../../sema/types.js';
import { isInt64 } from '../../sema/const-eval.js';
import { forEachExprInStmt, forEachStmt } from '../../sema/walk.js';
import { structLayout } from '../layout.js';
import type { KernelInterface } from '../kernel-interface.js';
import { printIf } from '../print.js';
import { jsName } from './names.js';
import { destroyedAtScopeEnd, needsDestruction, userDestructor } from '../../sema/destructors.js';
import type { LibraryClassHostContext } from '../../library/classes.js';

export interface HostOptions {
  /** TypeScript (with types) or plain JavaScript. */
  typed: boolean;
  /** Module specifier of the runtime. */
  runtimeImport: string;
  /** The source file, for the header comment. */
  sourceName: string;
}

export function emitHost(program: Program, wgsl: string, interfaces: KernelInterface[], options: HostOptions): { code: string; diagnostics: Diagnostic[] } {
  const e = new HostEmitter(program, interfaces, options);
  const code = e.emitModule(wgsl);
  return { code, diagnostics: e.diagnostics };
}

/** Structs the runtime already defines (from `<Windows.h>`). */
const runtimeStructs = new Set(['COORD', 'SMALL_RECT']);

type JumpTarget =
  | { kind: 'loop' | 'switch'; label: string | null }
  | { kind: 'dispatch'; label: string; state: string; labels: Set<string> };

class HostEmitter {
  readonly diagnostics: Diagnostic[] = [];
  private readonly imports = new Set<string>();
  private readonly typeImports = new Set<string>();
  private readonly functionNames = new Map<FunctionInfo, string>();
  private readonly variableNames = new Map<Variable, string>();
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

  constructor(private readonly program: Program, private readonly interfaces: KernelInterface[], private readonly options: HostOptions) {
    const taken = new Map<string, number>();
    for (const fn of program.functions) {
      if (!fn.restriction.cpu) continue;
      const base = jsName(fn.name);
      const n = taken.get(base) ?? 0;
      taken.set(base, n + 1);
      this.functionNames.set(fn, n === 0 ? base : `${base}_${n + 1}`);
    }
    for (const k of program.kernels) this.kernelNames.set(k, k.name);
    this.hasDestructors = program.structs.some((s) => needsDestruction({ kind: 'struct', info: s }));
  }

  private use(name: string): string {
    this.imports.add(name);
    return name;
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
      body.push(`${v.isConst ? 'const' : 'let'} ${this.nameOf(v)}${this.t(this.tsType(v.type))} = ${g.init ? this.initValue(v.type, g.init) : this.defaultValue(v.type)};`);
    }
    for (const iface of this.interfaces) body.push(this.emitKernelConst(iface));
    for (const fn of this.program.functions) {
      if (!fn.restriction.cpu || !fn.body) continue;
      body.push(this.emitFunction(fn));
    }
    const header = `// Generated by ampc from ${this.options.sourceName}. Host code for the kernels in the WGSL below.\n`;
    const names = [...this.imports].sort();
    const typeNames = [...this.typeImports].filter((n) => !this.imports.has(n)).sort();
    const importList = [...names, ...(this.options.typed ? typeNames.map((n) => `type ${n}`) : [])];
    const importLine = importList.length ? `import { ${importList.join(', ')} } from ${JSON.stringify(this.options.runtimeImport)};\n` : '';
    const wgslConst = `const wgsl = ${templateLiteral(wgsl)};\n`;
    return `${header}${importLine}\n${wgslConst}\n${body.join('\n\n')}\n`;
  }

  /** A C++ struct as a class with value semantics; with its GPU buffer layout when views hold it. */
  private emitStruct(s: StructInfo, inBuffers: boolean): string {
    const fields = s.fields.map((f) => `  ${jsName(f.name)}${this.t(this.tsType(f.type))};`);
    const params = s.fields.map((f) => `${jsName(f.name)}${this.t(this.tsType(f.type))} = ${this.defaultValue(f.type)}`);
    const assigns = s.fields.map((f) => `    this.${jsName(f.name)} = ${jsName(f.name)};`);
    const cloneArgs = s.fields.map((f) => this.copyOf(`this.${jsName(f.name)}`, f.type));
    const classLines = [
      `class ${s.name} {`,
      ...(this.options.typed ? fields : []),
      `  constructor(${params.join(', ')}) {`,
      ...assigns,
      '  }',
      `  clone()${this.t(s.name)} {`,
      `    return new ${s.name}(${cloneArgs.join(', ')});`,
      '  }',
      ...this.virtualMethods(s),
      '}',
    ];
    if (!inBuffers) return classLines.join('\n');
    const { layout, offsets } = structLayout(s);
    const elementFields = s.fields.map((f, i) => `[${JSON.stringify(f.name)}, ${this.elementType(f.type)}, ${offsets[i]}]`);
    const elementType = this.options.typed ? `: ElementType<${s.name}>` : '';
    this.typeImports.add('ElementType');
    return [
      ...classLines,
      `/** ${s.name} as laid out in GPU buffers (WGSL storage layout). */`,
      `const ${s.name}Element${elementType} = ${this.use('structType')}(${JSON.stringify(s.name)}, () => new ${s.name}(), [${elementFields.join(', ')}], ${layout.size}, ${layout.align});`,
    ].join('\n');
  }

  /**
   * A class's virtual functions as methods calling its final overriders: a call through a base
   * reference (`r.area()`) dispatches on the object's own JS class. A pure one has no method.
   */
  private virtualMethods(s: StructInfo): string[] {
    return (s.vtable ?? []).flatMap((slot) => {
      const params = slot.introducer.params.slice(1);
      const paramList = params.map((p) => `${this.nameOf(p)}${this.t(this.tsType(p.type))}`).join(', ');
      // One signature per slot in every class: async when any override waits for the GPU.
      const isAsync = possibleTargets(slot.introducer).some((f) => f.isAsync);
      const returnType = this.tsType(slot.introducer.returnType);
      const head = `  ${isAsync ? 'async ' : ''}${jsName(slot.slot)}(${paramList})${this.t(isAsync ? `Promise<${returnType}>` : returnType)} {`;
      // A pure function is only reachable from a constructor or destructor of the abstract class: C++ aborts.
      if (!slot.fn) return [head, `    throw new Error(${JSON.stringify(`pure virtual function ${s.name}::${slot.introducer.member!.cppName} called`)});`, '  }'];
      const call = `${this.functionNames.get(slot.fn) ?? jsName(slot.fn.name)}(${['this', ...params.map((p) => this.nameOf(p))].join(', ')})`;
      return [head, `    return ${call};`, '  }'];
    });
  }

  private emitKernelConst(iface: KernelInterface): string {
    const k = iface.kernel;
    const buffers = iface.buffers.map((b) => `{ name: ${JSON.stringify(b.capture.outer.name)}, access: ${JSON.stringify(b.access)} }`);
    const uniforms = iface.uniforms.map((u) => `{ name: ${JSON.stringify(u.name)}, type: ${JSON.stringify(u.type)}, offset: ${u.offset} }`);
    this.typeImports.add('Kernel');
    return [
      `/** The kernel of the parallel_for_each at ${k.span.file}:${k.span.start.line}. */`,
      `const ${iface.entryPoint}${this.t('Kernel')} = {`,
      `  wgsl,`,
      `  entryPoint: ${JSON.stringify(iface.entryPoint)},`,
      `  workgroupSize: [${iface.workgroupSize.join(', ')}],`,
      `  tiled: ${k.tile !== null},`,
      `  buffers: [${buffers.join(', ')}],`,
      `  uniforms: [${uniforms.join(', ')}],`,
      `  uniformSize: ${iface.uniformSize},`,
      `};`,
    ].join('\n');
  }

  private emitFunction(fn: FunctionInfo): string {
    const name = this.functionNames.get(fn)!;
    const isMain = fn === this.program.main;
    const params = fn.params.map((p) => {
      // Short vectors are immutable values on the host too: a write rebinds, so it cannot reach the caller's.
      if (p.isReference && !p.isConst && (p.type.kind === 'int' || p.type.kind === 'float' || p.type.kind === 'bool' || p.type.kind === 'shortVector')) {
        this.fail(`reference parameter '${p.name}' of scalar type is not supported in host code yet`, p.span);
      }
      return `${this.nameOf(p)}${this.t(this.tsType(p.type))}`;
    });
    const ret = fn.returnType.kind === 'void' ? 'void' : this.tsType(fn.returnType);
    const async = fn.isAsync || isMain;
    const retType = async ? `Promise<${ret}>` : ret;
    this.indent = '  ';
    this.gotoTargets = new Set();
    forEachStmt(fn.body!, (s) => { if (s.kind === 'Goto') this.gotoTargets.add(s.label); });
    this.jumpTargets = [];
    const body = this.block(fn.body!.statements, isMain);
    // C++'s main returns 0 when control reaches its end.
    const last = fn.body!.statements[fn.body!.statements.length - 1];
    if (isMain && fn.returnType.kind !== 'void' && last?.kind !== 'Return') body.push('  return 0;');
    this.indent = '';
    return `${isMain ? 'export ' : ''}${async ? 'async ' : ''}function ${name}(${params.join(', ')})${this.t(retType)} {\n${body.join('\n')}\n}`;
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
      case 'vector': return `${this.tsType(t.element)}[]`;
      case 'pointer': return this.tsType(t.pointee);
      case 'extent': this.imports.add('Extent'); return 'Extent';
      case 'index': this.imports.add('Index'); return 'Index';
      case 'tiledExtent': this.typeImports.add('TiledExtent'); return 'TiledExtent';
      case 'arrayView': this.typeImports.add('ArrayView'); return `ArrayView<${this.tsType(t.element)}>`;
      case 'ampArray': this.typeImports.add('AmpArray'); return `AmpArray<${this.tsType(t.element)}>`;
      case 'opaque': return 'number';
      case 'exception': return 'Error';
      case 'libraryClass': return t.decl.hostType(this.libraryClassContext(t, []));
      // norm/unorm are numbers; the vectors immutable runtime values (runtime/short-vectors.ts).
      case 'shortVector': return t.length === 1 ? 'number' : this.use('ShortVector');
      default: return 'unknown';
    }
  }

  private defaultValue(t: Type): string {
    switch (t.kind) {
      case 'int': return t.bits === 64 ? '0n' : '0';
      case 'float': case 'opaque': return '0';
      case 'bool': return 'false';
      case 'string': return "''";
      case 'struct': return `new ${runtimeStructs.has(t.info.name) ? this.use(t.info.name) : t.info.name}()`;
      case 'vector': return '[]';
      case 'array': {
        const inner = this.defaultValue(t.element);
        const isObject = t.element.kind === 'array' || t.element.kind === 'struct';
        return isObject ? `Array.from({ length: ${t.length ?? 0} }, () => ${inner})` : `new Array(${t.length ?? 0}).fill(${inner})`;
      }
      case 'extent': return `new ${this.use('Extent')}()`;
      case 'index': return `new ${this.use('Index')}()`;
      case 'shortVector': return t.length === 1 ? '0' : `${this.use('ShortVector')}.of(${JSON.stringify(t.scalar)}, ${t.length}, [])`;
      default: return 'undefined';
    }
  }

  /** The element type object for array_view/array construction (sema admits only these element types). */
  private elementType(t: Type): string {
    switch (t.kind) {
      case 'int': return this.use(t.signed ? 'int32' : 'uint32');
      case 'float': return this.use('float32');
      case 'bool': return this.use('bool32');
      case 'shortVector': return t.length === 1 ? this.use('float32') : `${this.use('shortVectorElement')}(${JSON.stringify(t.scalar)}, ${t.length})`;
      default: return `${t.kind === 'struct' ? t.info.name : 'Unsupported'}Element`;
    }
  }

  /** A copy with C++ value semantics. */
  private copyOf(text: string, t: Type): string {
    switch (t.kind) {
      case 'struct': return `${text}.clone()`;
      case 'libraryClass': return `${text}.clone()`;
      case 'vector': case 'array':
        return t.element.kind === 'struct' || t.element.kind === 'array' || t.element.kind === 'vector' ? `${text}.map((x) => ${this.copyOf('x', t.element)})` : `${text}.slice()`;
      default: return text;
    }
  }

  private isLValueExpr(e: Expr): boolean {
    // A view's element too: the runtime hands out the stored object, which a copy must not alias.
    return e.kind === 'VarRef' || e.kind === 'Field' || e.kind === 'Element' || e.kind === 'ViewElement' || isObjectBehindPointer(e);
  }

  /** Initial value of a variable of type `t` from `init`. */
  private initValue(t: Type, init: Expr): string {
    const text = this.expr(init);
    return this.isLValueExpr(init) ? this.copyOf(text, t) : text;
  }

  /**
   * `T& r = place;` on the host. An object (struct, vector, view) is aliased by the JS value
   * itself. A scalar has no JS reference, so every use of `r` prints the place it is bound to,
   * with the place's index evaluated once, where C++ binds it.
   */
  private bindReference(v: Variable, init: Expr, indent: string): string[] {
    const objectLike = ['struct', 'vector', 'array', 'arrayView', 'ampArray', 'libraryClass', 'string'].includes(v.type.kind);
    if (init.kind === 'ViewElement' || (init.kind === 'Field' && init.object.kind === 'ViewElement')) {
      this.fail(`a reference to an array_view element ('${v.name}') is not supported by ampc in host code yet`, init.span);
      return [];
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

  /** The JS lvalue a C++ lvalue is, with non-constant indices hoisted into constants. */
  private placeOf(e: Expr, v: Variable, lines: string[], indent: string): string | null {
    switch (e.kind) {
      case 'VarRef':
        return this.aliases.get(e.variable) ?? this.nameOf(e.variable);
      case 'Field': {
        const object = e.object.type.kind === 'struct' ? this.expr(e.object) : null;
        return object === null ? null : `${object}.${jsName(e.field)}`;
      }
      case 'Element': {
        if (e.object.type.kind !== 'array' && e.object.type.kind !== 'vector') return null;
        const object = this.expr(e.object);
        if (e.index.kind === 'Const') return `${object}[${this.expr(e.index)}]`;
        const index = `${this.nameOf(v)}_index`;
        lines.push(`${indent}const ${index} = ${this.expr(e.index)};`);
        return `${object}[${index}]`;
      }
      default:
        return null;
    }
  }

  private nameOf(v: Variable): string {
    let n = this.variableNames.get(v);
    if (!n) {
      n = jsName(v.name);
      this.variableNames.set(v, n);
    }
    return n;
  }

  // ------------------------------------------------------------ statements

  private block(statements: Stmt[], isMainBody = false): string[] {
    if (statements.some((s) => s.kind === 'Label' && this.gotoTargets.has(s.label))) return this.dispatch(statements);
    const out: string[] = [];
    for (const [n, s] of statements.entries()) {
      out.push(...this.stmt(s));
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

  /** Destroys an object: its class's destructor, then its members last to first (an array's elements likewise). */
  private destroy(place: string, t: Type, span: Span, depth = 0): string[] {
    const i = this.indent;
    if (t.kind === 'array') {
      const k = `k${depth === 0 ? '' : depth}`;
      this.indent += '  ';
      const body = this.destroy(`${place}[${k}]`, t.element, span, depth + 1);
      this.indent = i;
      return [`${i}for (let ${k} = ${place}.length - 1; ${k} >= 0; --${k}) {`, ...body, `${i}}`];
    }
    if (t.kind !== 'struct') return [];
    const out: string[] = [];
    const dtor = userDestructor(t.info);
    if (dtor) {
      if (dtor.isAsync) this.fail(`destructor '~${t.info.name}' waits for the GPU, which ampc does not support`, span);
      out.push(`${i}${this.functionNames.get(dtor) ?? jsName(dtor.name)}(${place});`);
    }
    for (const f of [...t.info.fields].reverse()) if (needsDestruction(f.type)) out.push(...this.destroy(`${place}.${jsName(f.name)}`, f.type, span, depth));
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
        this.fail(`a goto in a block that declares '${v.name}' (${v.isReference ? 'a reference' : 'an object with a destructor'}) is not supported by ampc`, s.span);
        continue;
      }
      const lines = this.stmt(s);
      const declared = `${this.indent}${v.isConst ? 'const' : 'let'} ${this.nameOf(v)}${this.t(this.tsType(v.type))} = `;
      if (lines.length !== 1 || !lines[0].startsWith(declared)) {
        this.fail(`a goto in a block that declares '${v.name}' is not supported by ampc`, v.span);
        continue;
      }
      hoisted.push(`${i}let ${this.nameOf(v)}${this.t(this.tsType(v.type))} = ${this.defaultValue(v.type)};`);
      body.push(`${this.indent}${this.nameOf(v)} = ${lines[0].slice(declared.length)}`);
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
    const out = s.kind === 'Block' ? this.block(s.statements) : this.stmt(s);
    this.indent = saved;
    return out;
  }

  private stmt(s: Stmt): string[] {
    const i = this.indent;
    switch (s.kind) {
      case 'Block':
        return [`${i}{`, ...this.nested(s), `${i}}`];
      case 'VarDecl': {
        const v = s.variable;
        if (v.isReference && !v.isConst && v.type.kind === 'shortVector') this.fail(`reference variable '${v.name}' of short vector type is not supported by ampc in host code`, s.span);
        if (v.isReference && s.init) return this.bindReference(v, s.init, i);
        const value = s.init ? this.initValue(v.type, s.init) : this.defaultValue(v.type);
        return [`${i}${v.isConst ? 'const' : 'let'} ${this.nameOf(v)}${this.t(this.tsType(v.type))} = ${value};`];
      }
      case 'ExprStmt':
        return [`${i}${this.exprStatement(s.expr)};`];
      case 'If': {
        const elseIsIf = s.otherwise?.kind === 'If';
        const elseLines = s.otherwise ? (elseIsIf ? this.stmt(s.otherwise) : this.nested(s.otherwise)) : null;
        return printIf(i, [`${i}if (${this.expr(s.cond)}) {`], this.nested(s.then), elseLines, elseIsIf);
      }
      case 'For': {
        const init = s.init ? this.stmt(s.init).map((l) => l.trim().replace(/;$/, '')).join(', ') : '';
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
            for (const x of c.body) if (x.kind === 'VarDecl' && x.init === null) hoisted.push(...this.stmt(x));
            this.indent = `${i}    `;
            out.push(...this.block(c.body.filter((x) => x.kind !== 'VarDecl' || x.init !== null)));
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
        if (!region || region.kind !== 'dispatch') return [this.fail(`this goto to '${s.label}' is not supported by ampc`, s.span)];
        return [`${i}${region.state} = '${s.label}';`, `${i}continue ${region.label};`];
      }
      case 'Label':
        return []; // a label no goto names; the targets of gotos are cases of their block's dispatch (see dispatch)
      case 'Return':
        return [`${i}return${s.value ? ` ${this.initValue(s.value.type, s.value)}` : ''};`];
      case 'Try':
        return this.tryStmt(s);
      case 'Throw':
        return [`${i}throw ${s.value ? this.expr(s.value) : `new ${this.use('RuntimeException')}('rethrow')`};`];
    }
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
      const cls = h.variable ? exceptionClass(h.variable.type) : null;
      // catch (...) does not catch exit(), abort() or a failed assert: they end the program by throwing ProgramExit.
      const cond = cls === null ? (h.variable ? null : `!(${e} instanceof ${this.use('ProgramExit')})`) : `${e} instanceof ${cls === 'Error' ? 'Error' : this.use(cls)}`;
      const saved = this.indent;
      this.indent += '    ';
      const bind = h.variable ? [`${this.indent}const ${this.nameOf(h.variable)} = ${e};`] : [];
      const body = this.block(h.body.statements);
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

  /** Expressions in statement position may skip the value-producing wrappers. */
  private exprStatement(e: Expr): string {
    if (e.kind === 'Unary' && (e.op === 'post++' || e.op === 'pre++' || e.op === 'post--' || e.op === 'pre--')) {
      return this.increment(e, true);
    }
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
        return this.fail('a stream manipulator can only be written to a stream', e.span);
      case 'VarRef':
        return this.aliases.get(e.variable) ?? this.nameOf(e.variable);
      case 'Unary':
        switch (e.op) {
          case '-': return this.arith(e.type, `-${this.paren(e.operand)}`);
          case '!': return `!${this.paren(e.operand)}`;
          case '~': return this.arith(e.type, `~${this.paren(e.operand)}`);
          default: return this.increment(e, false);
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
          return p && !p.isReference && this.isLValueExpr(a) ? this.copyOf(this.expr(a), p.type) : this.expr(a);
        });
        if (e.virtualSlot !== undefined) {
          // Dispatch on the object's class: its method calls that class's overrider.
          const call = `${this.paren(e.args[0])}.${jsName(e.virtualSlot)}(${args.slice(1).join(', ')})`;
          return waitsForGpu(e) ? this.awaited(call) : call;
        }
        const call = `${this.functionNames.get(e.callee) ?? jsName(e.callee.name)}(${args.join(', ')})`;
        return e.callee.isAsync ? this.awaited(call) : call;
      }
      case 'Field':
        return `${this.paren(e.object)}.${jsName(e.field)}`;
      case 'Element':
        return `${this.paren(e.object)}[${this.subscript(e.index)}]`;
      case 'ViewElement':
        return this.awaited(`${this.paren(e.view)}.get(${this.viewIndexArgs(e)})`);
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
        return this.fail('thread indices and barriers exist only in kernels', e.span);
      case 'ParallelForEach':
        return this.launch(e);
      case 'Library':
        return this.library(e);
      case 'StreamOut':
        return this.streamOut(e.stream, e.items);
      case 'StreamIn':
        return e.targets.map((t) => this.assignTo(t, `${this.use('cin')}.${readerFor(t.type)}(${this.expr(t)})`)).join(', ');
      case 'Construct':
        return this.construct(e);
      case 'InitList': {
        const items = e.elements.map((x) => (x.kind === 'InitList' ? this.expr({ ...x, type: elementOf(e.type) }) : this.initValue(elementOf(e.type), x)));
        // The elements a braced list leaves out are value-initialized: `int a[100] = {0}` is 100 zeros.
        const missing = e.type.kind === 'array' && e.type.length !== null ? e.type.length - items.length : 0;
        if (missing > 0 && e.type.kind === 'array') {
          const rest = this.defaultValue({ ...e.type, length: missing });
          return items.length === 0 ? rest : `[${items.join(', ')}, ...${rest}]`;
        }
        return `[${items.join(', ')}]`;
      }
      case 'New': // sema admits only `new S(...)` of a struct: the pointer is the object itself
        return `new ${this.tsType(e.type.kind === 'pointer' ? e.type.pointee : e.type)}(${e.args.map((a) => this.expr(a)).join(', ')})`;
      case 'FunctionRef':
        // A restrict(amp) lambda has no host function: its value can only be called in kernels.
        return this.functionNames.get(e.fn) ?? 'undefined';
      case 'Intrinsic':
        return this.intrinsic(e);
      case 'AddressOf': // only the atomics take pointers, and they are restrict(amp)
        return this.fail("taking an address ('&') is not supported in host code", e.span);
    }
  }

  /**
   * Wraps a JS expression so it has the C++ type's value: int32 wrap, uint32 wrap, float rounding;
   * a 64-bit integer is a bigint, wrapped with `BigInt.asIntN`/`asUintN`.
   */
  private arith(t: Type, text: string): string {
    if (t.kind === 'int') {
      if (t.bits === 64) return `BigInt.${t.signed ? 'asIntN' : 'asUintN'}(64, ${text})`;
      if (t.bits === 8) return t.signed ? `((${text}) << 24) >> 24` : `(${text}) & 0xff`;
      if (t.bits === 16) return t.signed ? `((${text}) << 16) >> 16` : `(${text}) & 0xffff`;
      if (!t.signed) return `(${text}) >>> 0`;
      return `(${text}) | 0`;
    }
    if (t.kind === 'float' && t.bits === 32) return `Math.fround(${text})`;
    return text;
  }

  private binary(e: Extract<Expr, { kind: 'Binary' }>): string {
    const t = e.left.type;
    const l = this.paren(e.left);
    let r = this.paren(e.right);
    if (t.kind === 'index' || t.kind === 'extent') return `${e.op === '!=' ? '!' : ''}${l}.equals(${r})`;
    if (isInt64(t)) return this.binary64(e, l, r);
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
      case ',': return `(${this.expr(e.left)}, ${this.expr(e.right)})`;
    }
  }

  /**
   * A binary operator on 64-bit integers (bigints). Only the shift count may be narrower: it is
   * taken mod 64 as x86-64 does (a count outside 0..63 is undefined behaviour in C++), and
   * constant folding in sema does the same.
   */
  private binary64(e: Extract<Expr, { kind: 'Binary' }>, l: string, r: string, wrap = true): string {
    const wrapped = (text: string) => (wrap ? this.arith(e.type, text) : text);
    switch (e.op) {
      case '+': case '-': case '*': return wrapped(`${l} ${e.op} ${r}`);
      // BigInt division truncates toward zero and % takes the dividend's sign, as in C++. Only
      // LLONG_MIN / -1 overflows, which C++ leaves undefined.
      case '/': case '%': return `${l} ${e.op} ${r}`;
      case '<<': case '>>': {
        const c = e.right;
        const count = c.kind === 'Const' && typeof c.value !== 'boolean' ? `${BigInt(c.value) & 63n}n` : isInt64(c.type) ? `(${r} & 63n)` : `BigInt(${r} & 63)`;
        return e.op === '<<' ? wrapped(`${l} << ${count}`) : `${l} >> ${count}`;
      }
      // Two's complement bitwise results of operands in range stay in range, signed or not.
      case '&': case '|': case '^': return `${l} ${e.op} ${r}`;
      case '==': return `${l} === ${r}`;
      case '!=': return `${l} !== ${r}`;
      case '<': case '>': case '<=': case '>=': return `${l} ${e.op} ${r}`;
      case ',': return `(${this.expr(e.left)}, ${this.expr(e.right)})`;
    }
  }

  private convert(operand: Expr, to: Type): string {
    const from = operand.type;
    // Wrapping a 64-bit +, - or * to a narrower integer or the other signedness also does the
    // operator's own wrapping: it is printed unwrapped.
    const rewraps = to.kind === 'int' && isInt64(from) && (to.bits < 64 || (from.kind === 'int' && from.signed !== to.signed));
    const text = rewraps && operand.kind === 'Binary' && isInt64(operand.left.type)
      ? this.binary64(operand, this.paren(operand.left), this.paren(operand.right), false)
      : this.expr(operand);
    return this.convertText(text, from, to);
  }

  /** The JS expression `text`, of C++ type `from`, converted to `to` (also for library printers). */
  private convertText(text: string, from: Type, to: Type): string {
    const p = parenthesized(text);
    if (to.kind === 'bool') return from.kind === 'bool' ? p : `${p} !== ${isInt64(from) ? '0n' : '0'}`;
    if (from.kind === 'bool') return isInt64(to) ? `(${p} ? 1n : 0n)` : `(${p} ? 1 : 0)`;
    if (isInt64(from) || isInt64(to)) return this.convert64(text, from, to);
    if (to.kind === 'float') return to.bits === 32 && !(from.kind === 'float' && from.bits === 32) ? `Math.fround(${text})` : p;
    if (to.kind === 'int') {
      if (from.kind === 'float') return this.arith(to, `Math.trunc(${text})`);
      if (from.kind === 'int' && from.signed === to.signed && from.bits <= to.bits) return p;
      return this.arith(to, p);
    }
    return p;
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
  private subscript(index: Expr): string {
    if (isInt64(index.type)) return `Number(${this.expr(index)})`;
    if (index.kind === 'Convert' && isInt64(index.operand.type)) return `Number(${this.expr(index.operand)})`;
    return this.expr(index);
  }

  private increment(e: Extract<Expr, { kind: 'Unary' }>, asStatement: boolean): string {
    const t = e.operand.type;
    const target = e.operand;
    const plus = e.op.endsWith('++');
    if (target.kind === 'ViewElement') {
      // One read-modify-write of the element, its index evaluated once.
      const update = `(await ${this.paren(target.view)}.update((x) => ${this.arith(t, `x ${plus ? '+' : '-'} 1`)}, ${this.viewIndexArgs(target)}))`;
      return asStatement ? update : `${update}[${e.op.startsWith('pre') ? 1 : 0}]`;
    }
    if (isViewElementMember(target)) {
      const updated = this.arith(t, `${this.expr(target)} ${plus ? '+' : '-'} 1`);
      if (asStatement) return this.assignTo(target, updated);
      return this.fail('the value of ++/-- on a member of an array_view element on the host is not supported by ampc; use it as a statement', e.span);
    }
    if (t.kind === 'index' || t.kind === 'extent') {
      // C++ AMP's ++/-- on an index add 1 to every component; Index objects are immutable.
      const step = plus ? 1 : -1;
      const assign = `${this.expr(target)} = ${this.paren(target)}.offsetBy(${step})`;
      if (asStatement || e.op.startsWith('pre')) return asStatement ? assign : `(${assign})`;
      return `(${assign}).offsetBy(${-step})`;
    }
    // Signed overflow is undefined behaviour, so a signed int's (or bigint's) own ++ does as a statement.
    const simple = t.kind === 'float' && t.bits === 64 || (t.kind === 'int' && t.signed && (t.bits === 32 || t.bits === 64) && asStatement);
    if (simple) {
      const op = plus ? '++' : '--';
      return e.op.startsWith('pre') ? `${op}${this.expr(target)}` : `${this.expr(target)}${op}`;
    }
    const one = isInt64(t) ? '1n' : '1';
    const updated = this.arith(t, `${this.expr(target)} ${plus ? '+' : '-'} ${one}`);
    const assign = `${this.expr(target)} = ${updated}`;
    if (asStatement || e.op.startsWith('pre')) return asStatement ? assign : `(${assign})`;
    const old = `(${this.expr(target)} = ${updated}) ${plus ? '-' : '+'} ${one}`;
    // The old value of an unsigned or narrow integer that wrapped around must wrap back.
    return t.kind === 'int' && !(t.signed && t.bits === 32) ? this.arith(t, old) : `(${old})`;
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
    // A member of a view's element (`av[i].p.x = v`): written in place, and the device copy made stale.
    const path: string[] = [];
    let element: Expr = target;
    while (element.kind === 'Field') {
      path.unshift(jsName(element.field));
      element = element.object;
    }
    if (element.kind === 'ViewElement') {
      return `(await ${this.paren(element.view)}.setField(${JSON.stringify(path)}, ${value}, ${this.viewIndexArgs(element)}))`;
    }
    return `${this.expr(target)} = ${value}`;
  }

  private assign(e: Extract<Expr, { kind: 'Assign' }>): string {
    const t = e.target.type;
    if (e.op === null) {
      const value = this.isLValueExpr(e.value) ? this.copyOf(this.expr(e.value), t) : this.expr(e.value);
      // Through a reference the object itself is overwritten (its fields; it keeps its class, as a
      // C++ object assigned through a base reference does); rebinding the JS name would lose the write.
      if (t.kind === 'struct' && ((e.target.kind === 'VarRef' && e.target.variable.isReference) || isObjectBehindPointer(e.target))) return `Object.assign(${this.expr(e.target)}, ${value})`;
      return this.assignTo(e.target, value);
    }
    // t op= v  ≡  t = T(T'(t) op v), with T' the computation type carried by `value`; a shift's
    // `value` keeps its own promoted type, and the shift is computed in the promoted target's.
    const computation = e.op === '<<' || e.op === '>>' ? promote(t) : e.value.type;
    const left: Expr = sameNumericType(t, computation) ? e.target : { kind: 'Convert', operand: e.target, type: computation, span: e.target.span };
    const combined: Expr = { kind: 'Binary', op: e.op, left, right: e.value, type: computation, span: e.span };
    const result = sameNumericType(t, computation) ? this.expr(combined) : this.convert(combined, t);
    return this.assignTo(e.target, result);
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
        case 'component': return `${v}.get(${s.dim})`;
        case 'viewExtent': return `${v}.extent.get(${s.dim})`;
        case 'viewOffset': return `${v}.offset`;
        case 'viewStride': return `${v}.stride(${s.dim})`;
        case 'field': {
          const value = [v, ...s.path.map(jsName)].join('.');
          return u.type === 'u32' && isBoolField(s.variable.type, s.path) ? `(${value} ? 1 : 0)` : value;
        }
      }
    });
    return this.awaited(`${this.use('parallelForEach')}(${this.expr(e.domain)}, ${iface.entryPoint}, [${buffers.join(', ')}], [${values.join(', ')}])`);
  }

  private library(e: Extract<Expr, { kind: 'Library' }>): string {
    const recv = e.receiver ? this.paren(e.receiver) : '';
    const args = e.args.map((a) => this.expr(a));
    switch (e.op) {
      case 'vector.push_back': return `${recv}.push(${this.isLValueExpr(e.args[0]) ? this.copyOf(args[0], e.args[0].type) : args[0]})`;
      case 'vector.size': return `${recv}.length`;
      // Strings hold ASCII (sema refuses other characters); s[s.size()] is the terminating '\0'.
      case 'string.at': return `(${recv}.charCodeAt(${args[0]}) || 0)`;
      case 'string.size': return `${recv}.length`;
      case 'vector.clear': return `${recv}.length = 0`;
      case 'vector.resize': return `${recv}.length = ${args[0]}`;
      case 'vector.begin': case 'vector.end': case 'vector.data': return recv;
      case 'view.synchronize': return this.awaited(`${recv}.synchronize()`);
      case 'view.discard_data': return `${recv}.discardData()`;
      case 'view.refresh': return `${recv}.refresh()`;
      case 'array.toVector': return this.awaited(`${recv}.toArray()`);
      case 'array.copyTo': return this.awaited(`${recv}.copyTo(${args[0]})`);
      case 'view.data': return this.awaited(`${recv}.data()`);
      case 'view.copyTo': return this.awaited(`${recv}.copyTo(${args[0]})`);
      case 'copy.fromHost': {
        const count = e.args[2].kind === 'Const' && e.args[2].value === -1 ? 'null' : args[2];
        return this.awaited(`${this.use('copyFromHost')}(${args[0]}, ${args[1]}, ${count}, ${args[3]})`);
      }
      case 'copy.toHost': return this.awaited(`${this.use('copyToHost')}(${args[0]}, ${args[1]}, ${args[2]})`);
      case 'extent.size': return `${recv}.size()`;
      case 'tiledExtent.extent': return `${recv}.extent`;
      case 'tiledExtent.pad': return `${recv}.pad()`;
      case 'tiledExtent.truncate': return `${recv}.truncate()`;
      case 'exception.what': return `${recv}.message`;
      case 'windows.GetStdHandle': case 'windows.SetConsoleTextAttribute': case 'windows.SetConsoleScreenBufferSize': case 'windows.SetConsoleWindowInfo':
        return `${this.use(e.op.slice('windows.'.length))}(${args.join(', ')})`;
    }
  }

  private streamOut(stream: 'cout' | 'cerr', items: StreamItem[]): string {
    let text = this.use(stream);
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
        const fields = t.info.fields;
        const values = e.args.map((a, i) => (this.isLValueExpr(a) ? this.copyOf(args[i], fields[i].type) : args[i]));
        return `new ${this.tsType(t)}(${values.join(', ')})`;
      }
      case 'arrayView':
        return `new ${this.use('ArrayView')}(${this.elementType(t.element)}, ${args.join(', ')})`;
      case 'ampArray':
        // From one argument, an array or a view: a copy of its current data.
        if (e.args.length === 1 && e.args[0].type.kind !== 'extent') return this.awaited(`${this.use('AmpArray')}.copyOf(${this.elementType(t.element)}, ${args[0]})`);
        return `new ${this.use('AmpArray')}(${this.elementType(t.element)}, ${args.join(', ')})`;
      case 'vector':
        if (args.length === 0) return '[]';
        // Struct, array and vector elements are objects: each element gets its own copy.
        if (t.element.kind === 'struct' || t.element.kind === 'array' || t.element.kind === 'vector') {
          const value = args[1] !== undefined ? this.copyOf(args[1], t.element) : this.defaultValue(t.element);
          return args[1] !== undefined && e.args[1].kind !== 'VarRef'
            ? `((x) => Array.from({ length: ${args[0]} }, () => ${this.copyOf('x', t.element)}))(${args[1]})`
            : `Array.from({ length: ${args[0]} }, () => ${value})`;
        }
        return `new Array(${args[0]}).fill(${args[1] ?? this.defaultValue(t.element)})`;
      case 'libraryClass':
        return t.decl.hostConstruct(args, this.libraryClassContext(t, e.args.map((a) => a.type)));
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
    }
  }

  private libraryClassContext(t: Extract<Type, { kind: 'libraryClass' }>, params: Type[]): LibraryClassHostContext {
    return {
      params, result: t, typeArgs: t.typeArgs, use: (name) => this.use(name), arith: (u, text) => this.arith(u, text),
      convert: (text, from, to) => this.convertText(text, from, to),
    };
  }

  private intrinsic(e: Extract<Expr, { kind: 'Intrinsic' }>): string {
    const print = e.intrinsic.host;
    if (!print) return this.fail(`'${e.intrinsic.id}' is not available in host code`, e.span);
    // A pointer argument (`frexp(x, &e)`, to a local: sema checks) is a setter the runtime stores through.
    const text = print(e.args.map((a) => (a.kind === 'AddressOf' ? this.setterOf(a.operand) : this.expr(a))), {
      params: e.signature.params,
      result: e.type,
      use: (name) => this.use(name),
      arith: (t, text) => this.arith(t, text),
      convert: (text, from, to) => this.convertText(text, from, to),
    });
    // 64-bit integers are bigints on the host; runtime functions with a 64-bit result (`time()`, a
    // random engine's `e()`) may return it as an exact JS number, which BigInt() takes as it is.
    return isInt64(e.type) ? `BigInt(${text})` : text;
  }
}

/** `av[i].a.b`: a member of a view's element, which the host writes through the view. */
function isViewElementMember(e: Expr): boolean {
  let object = e;
  while (object.kind === 'Field') object = object.object;
  return object !== e && object.kind === 'ViewElement';
}

function isBoolField(t: Type, path: string[]): boolean {
  let cur: Type = t;
  for (const name of path) {
    if (cur.kind !== 'struct') return false;
    cur = cur.info.fields.find((f) => f.name === name)?.type ?? cur;
  }
  return cur.kind === 'bool';
}

function sameNumericType(a: Type, b: Type): boolean {
  if (a.kind === 'int' && b.kind === 'int') return a.bits === b.bits && a.signed === b.signed;
  if (a.kind === 'float' && b.kind === 'float') return a.bits === b.bits;
  return a.kind === b.kind;
}

/** `*p` of a pointer to a class object: the object `new` made, which the pointer is on the host. */
function isObjectBehindPointer(e: Expr): boolean {
  return e.kind === 'Convert' && e.type.kind === 'struct' && e.operand.type.kind === 'pointer';
}

/** Structs that travel in GPU buffers: array_view/array elements, and the structs inside them. */
function structsInBuffers(program: Program): Set<StructInfo> {
  const found = new Set<StructInfo>();
  const add = (t: Type) => {
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

function writerFor(t: Type): string {
  switch (t.kind) {
    case 'int': return t.bits === 8 ? 'char' : t.signed ? 'int' : 'uint';
    case 'float': return t.bits === 32 ? 'float' : 'double';
    case 'bool': return 'bool';
    default: return 'str';
  }
}

function readerFor(t: Type): string {
  switch (t.kind) {
    case 'int': return t.bits === 8 ? 'readChar' : t.bits === 64 ? (t.signed ? 'readLongLong' : 'readUnsignedLongLong') : 'readInt';
    case 'float': return 'readDouble';
    case 'string': return 'readString';
    default: return 'readInt';
  }
}

function exceptionClass(t: Type): string | null {
  if (t.kind !== 'exception') return null;
  switch (t.name) {
    case 'invalid_compute_domain': return 'InvalidComputeDomain';
    case 'runtime_exception': return 'RuntimeException';
    default: return 'Error';
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
