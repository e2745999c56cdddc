/**
 * Library mode: the host module exports every function of the main file that has external
 * linkage, as a typed TypeScript function that callers outside C++ can use.
 *
 * An export is a small wrapper around the emitted function. It takes what a TypeScript caller
 * has (a `Float32Array` for `std::vector<float>`, a plain object for a struct, the runtime's
 * `ArrayView` for an `array_view`), converts it to the module's own representation (JS arrays,
 * struct classes), calls the function, and writes a non-const reference's final value back
 * into the caller's object. Every export is `async`, so that a function that starts using the
 * GPU keeps its signature.
 *
 * Not exported (C++ gives them no name another translation unit could use, or ampc has no
 * single function to export):
 * - `static` functions and functions in anonymous namespaces (internal linkage);
 * - function templates: a template is not a function until instantiated, and the instances a
 *   program happens to use are not an interface;
 * - member functions, lambdas, restrict(amp)-only functions, and functions of included files;
 * - functions with a parameter or result that has no TypeScript form here (pointers, C arrays,
 *   unions, polymorphic classes, ...): the module says so in a comment.
 *
 * Names: `ns::f` is exported as `ns_f`. Of overloads, the first declared keeps the name and
 * each other gets a suffix spelling its parameter types: `scale(vector<float>&, float)` then
 * `scale(vector<double>&, double)` are `scale` and `scale_vector_double_double`. `main` stays
 * `main`, exported as the program's entry point (`runProgram` runs it).
 */
import type { FunctionInfo, Program, Variable } from '../../sema/program.js';
import { typedArrayOf } from './typed-vectors.js';
import { typeKey, typeToString, type StructInfo, type Type } from '../../sema/types.js';
import { jsName, memberName } from './names.js';

/** What the wrappers need from the host emitter. */
export interface ExportHost {
  typed: boolean;
  /** The emitted function's name in the module. */
  functionName(fn: FunctionInfo): string;
  /** A parameter's name in the module. */
  paramName(v: Variable): string;
  /** The class a struct is in the module (recording an import where the runtime defines it). */
  structClass(info: StructInfo): string;
  /** A runtime value the wrapper calls (recorded as an import). */
  use(name: string): string;
  /** A runtime type the wrapper's annotations name (recorded as a type import). */
  useType(name: string): string;
  /** Whether a call of the emitted function returns a cell (`{ value }`) for a reference to a scalar. */
  returnsCell(fn: FunctionInfo): boolean;
}

export interface ExportPlan {
  /** Each exported function (not `main`, which exports itself) with its public name. */
  exports: Map<FunctionInfo, string>;
  /** Functions with external linkage that have no TypeScript form, and why. */
  skipped: { fn: FunctionInfo; reason: string }[];
}

/** Which functions of `program` library mode exports, and under which names. */
export function planExports(program: Program, mainFile: string): ExportPlan {
  const skipped: ExportPlan['skipped'] = [];
  const exportable: FunctionInfo[] = [];
  for (const fn of program.functions) {
    if (fn === program.main || !fn.namespaceScope?.external || !fn.restriction.cpu || !fn.body || fn.span.file !== mainFile) continue;
    const reason = whyNotExportable(fn);
    if (reason === null) exportable.push(fn);
    else skipped.push({ fn, reason });
  }
  const taken = new Set<string>(program.main ? ['main'] : []);
  const exports = new Map<FunctionInfo, string>();
  const baseOf = (fn: FunctionInfo) => jsName([...fn.namespaceScope!.namespaces, fn.name].join('_'));
  // The first of each name keeps it; then the other overloads take their suffixed names.
  const rest: FunctionInfo[] = [];
  for (const fn of exportable) {
    const base = baseOf(fn);
    if (taken.has(base)) rest.push(fn);
    else {
      taken.add(base);
      exports.set(fn, base);
    }
  }
  for (const fn of rest) {
    const suffix = fn.params.length === 0 ? 'void' : fn.params.map(typeTag).join('_');
    let name = `${baseOf(fn)}_${suffix}`;
    for (let n = 2; taken.has(name); n++) name = `${baseOf(fn)}_${suffix}_${n}`;
    taken.add(name);
    exports.set(fn, name);
  }
  return { exports, skipped };
}

/** A parameter type as a name suffix: `const std::vector<float>&` → `const_vector_float`. */
function typeTag(p: Variable): string {
  const spelled = typeKey(p.type).replace(/\b(std|concurrency|Concurrency)::/g, '');
  const tag = spelled.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return p.isConst && p.isReference && !tag.startsWith('const_') ? `const_${tag}` : tag;
}

function whyNotExportable(fn: FunctionInfo): string | null {
  for (const p of fn.params) {
    if (publicType(p.type, new Set()) === null) return `its parameter '${p.name}' has type '${typeToString(p.type)}', which has no TypeScript form here`;
    // Rejected by the host emitter already; a copy could not write back to a caller's number anyway.
    if (p.isReference && !p.isConst && isScalar(p.type)) return `its parameter '${p.name}' is a non-const reference to a scalar`;
    if (p.isReference && !p.isConst && p.type.kind === 'string') return `its parameter '${p.name}' is a non-const reference to a std::string`;
  }
  if (publicType(fn.returnType, new Set()) === null) return `it returns '${typeToString(fn.returnType)}', which has no TypeScript form here`;
  return null;
}

function isScalar(t: Type): boolean {
  return t.kind === 'int' || t.kind === 'float' || t.kind === 'bool' || t.kind === 'shortVector';
}

/** The runtime's types for views' elements: scalars are numbers (or booleans), short vectors `ShortVector`. */
function viewElementType(t: Type, runtimeTypes: Set<string>): string | null {
  switch (t.kind) {
    case 'int': return t.bits === 64 ? null : 'number';
    case 'float': return 'number';
    case 'bool': return 'boolean';
    case 'shortVector':
      if (t.length === 1) return 'number';
      runtimeTypes.add('ShortVector');
      return 'ShortVector';
    default: return null;
  }
}

/**
 * The TypeScript type a caller passes for (or receives as) a C++ `t`, or null when library mode
 * has none. `runtimeTypes` collects the runtime's types it names.
 */
export function publicType(t: Type, runtimeTypes: Set<string>): string | null {
  switch (t.kind) {
    case 'void': return 'void';
    case 'bool': return 'boolean';
    case 'int': return t.bits === 64 ? 'bigint' : 'number';
    case 'float': return 'number';
    case 'string': return 'string';
    case 'vector': {
      const typed = typedArrayOf(t.element);
      if (typed) return typed;
      const element = publicType(t.element, runtimeTypes);
      return element === null ? null : `${element}[]`;
    }
    case 'struct': {
      // A plain object has no dynamic type for virtual calls, and a union no single field list.
      if (t.info.isUnion || (t.info.vtable?.length ?? 0) > 0) return null;
      const fields: string[] = [];
      for (const f of t.info.fields) {
        const ft = publicType(f.type, runtimeTypes);
        if (ft === null) return null;
        fields.push(`${jsName(f.name)}: ${ft}`);
      }
      return fields.length === 0 ? 'Record<string, never>' : `{ ${fields.join('; ')} }`;
    }
    case 'arrayView':
    case 'ampArray': {
      const element = viewElementType(t.element, runtimeTypes);
      if (element === null) return null;
      const name = t.kind === 'arrayView' ? 'ArrayView' : 'AmpArray';
      runtimeTypes.add(name);
      return `${name}<${element}>`;
    }
    case 'extent': runtimeTypes.add('Extent'); return 'Extent';
    case 'index': runtimeTypes.add('Index'); return 'Index';
    case 'tiledExtent': runtimeTypes.add('TiledExtent'); return 'TiledExtent';
    // norm and unorm clamp on conversion; a number from outside would skip that.
    case 'shortVector':
      if (t.length === 1) return null;
      runtimeTypes.add('ShortVector');
      return 'ShortVector';
    default:
      return null;
  }
}

/** The module's value for a caller's `e` of C++ type `t` (a fresh copy of anything mutable). */
function toInternal(e: string, t: Type, host: ExportHost, depth = 0): string {
  switch (t.kind) {
    case 'int':
      if (t.bits === 64) return `BigInt.as${t.signed ? 'Int' : 'Uint'}N(64, ${e})`;
      if (t.bits === 32) return t.signed ? `${e} | 0` : `${e} >>> 0`;
      return t.signed ? `(${e} << ${32 - t.bits}) >> ${32 - t.bits}` : `${e} & ${t.bits === 8 ? '0xff' : '0xffff'}`;
    case 'float': return t.bits === 32 ? `Math.fround(${e})` : e;
    case 'vector': {
      // A copy (a by-value parameter, or an element of a vector of vectors) of the caller's typed array.
      const typed = typedArrayOf(t.element);
      if (typed) return `${host.use('Vector')}.of(${typed}, ${e})`;
      const x = `x${depth}`;
      return `Array.from(${e}, (${x}) => ${toInternal(x, t.element, host, depth + 1)})`;
    }
    case 'struct':
      return `new ${host.structClass(t.info)}(${t.info.fields.map((f) => toInternal(`${e}.${jsName(f.name)}`, f.type, host, depth)).join(', ')})`;
    default:
      // Booleans, strings, and the runtime's own objects (views, extents, short vectors) pass as they are.
      return e;
  }
}

/** The caller's value for the module's `e` of C++ type `t`. */
function toPublic(e: string, t: Type, depth = 0): string {
  switch (t.kind) {
    case 'vector': {
      const typed = typedArrayOf(t.element);
      // The module's typed vector: its elements, sharing the storage (the value is the caller's now).
      if (typed) return `${e}.elements()`;
      const x = `x${depth}`;
      const element = toPublic(x, t.element, depth + 1);
      // An object literal as an arrow's body needs parentheses, or it reads as a block.
      return `${e}.map((${x}) => ${element.startsWith('{') ? `(${element})` : element})`;
    }
    case 'struct':
      return `{ ${t.info.fields.map((f) => `${jsName(f.name)}: ${toPublic(`${e}.${memberName(f.name)}`, f.type, depth)}`).join(', ')} }`;
    default:
      return e;
  }
}

/** Statements that write the module's `value` of C++ type `t` back into the caller's `target`. */
function writeBackInto(target: string, value: string, t: Type, host: ExportHost, fnName: string, param: string): string[] {
  switch (t.kind) {
    case 'vector':
      if (typedArrayOf(t.element)) return [`${host.use('writeBackVector')}(${target}, ${value}, ${JSON.stringify(fnName)}, ${JSON.stringify(param)});`];
      return [`${target}.splice(0, ${target}.length, ...${toPublic(value, t)});`];
    case 'struct':
      // Field by field, nested structs in place: the caller's objects stay the objects it holds.
      return t.info.fields.flatMap((f) => {
        const [name, member] = [jsName(f.name), memberName(f.name)];
        return f.type.kind === 'struct'
          ? writeBackInto(`${target}.${name}`, `${value}.${member}`, f.type, host, fnName, `${param}.${f.name}`)
          : [`${target}.${name} = ${toPublic(`${value}.${member}`, f.type)};`];
      });
    default:
      // The runtime's objects are shared, not copied: the C++ code already wrote to the caller's.
      return [];
  }
}

/** Whether a non-const reference of type `t` is passed as a copy that must be written back. */
function copiedReference(t: Type): boolean {
  return t.kind === 'vector' || t.kind === 'struct';
}

function cppSignature(fn: FunctionInfo): string {
  const params = fn.params.map((p) => `${p.isConst && p.isReference ? 'const ' : ''}${typeToString(p.type)}${p.isReference ? '&' : ''} ${p.name}`);
  const name = [...fn.namespaceScope!.namespaces, fn.name].join('::');
  return `${typeToString(fn.returnType)}${fn.returnsReference ? '&' : ''} ${name}(${params.join(', ')})`;
}

/**
 * The wrapper that exports `fn` as `exportName`, and its line for the `.d.ts`. The wrapper is
 * `localName` in the module (the emitted function may already have the public name).
 */
export function emitExport(fn: FunctionInfo, exportName: string, localName: string, host: ExportHost): { code: string; declaration: string; runtimeTypes: Set<string> } {
  const runtimeTypes = new Set<string>();
  const t = (type: string) => (host.typed ? `: ${type}` : '');
  // The wrapper's own names must not hide the module's that it calls.
  const names = new Set([host.functionName(fn), 'writeBack', 'writeBackVector', 'Vector', ...structsIn(fn).map((s) => host.structClass(s))]);
  const fresh = (base: string) => {
    let name = base;
    while (names.has(name)) name = `${name}_`;
    names.add(name);
    return name;
  };
  const params: string[] = [];
  const setup: string[] = [];
  const args: string[] = [];
  const writeBacks: string[] = [];
  for (const p of fn.params) {
    const name = fresh(host.paramName(p));
    const type = publicType(p.type, runtimeTypes)!;
    params.push(`${name}: ${type}`);
    const wraps = p.type.kind === 'vector' && typedArrayOf(p.type.element) !== null;
    if (p.isReference && p.isConst && wraps) {
      // Read only: the C++ code works on the caller's typed array itself.
      args.push(`${host.use('Vector')}.wrap(${name})`);
    } else if (p.isReference && !p.isConst && copiedReference(p.type)) {
      const copy = fresh(`${name}_cpp`);
      // A typed vector wraps the caller's typed array, so writes land in it without a copy.
      setup.push(`  const ${copy} = ${wraps ? `${host.use('Vector')}.wrap(${name})` : toInternal(name, p.type, host)};`);
      args.push(copy);
      writeBacks.push(...writeBackInto(name, copy, p.type, host, exportName, p.name).map((s) => `    ${s}`));
    } else {
      args.push(toInternal(name, p.type, host));
    }
  }
  const resultType = publicType(fn.returnType, runtimeTypes)!;
  let call = `${host.functionName(fn)}(${args.join(', ')})`;
  if (fn.isAsync) call = `await ${call}`;
  if (host.returnsCell(fn)) call = fn.isAsync ? `(${call}).value` : `${call}.value`;
  const isVoid = fn.returnType.kind === 'void';
  const result = fresh('result');
  const callLines = isVoid ? [`${call};`] : toPublic('x', fn.returnType) === 'x' ? [`return ${call};`] : [`const ${result} = ${call};`, `return ${toPublic(result, fn.returnType)};`];
  // Writes through a reference reach the caller even when the C++ function throws.
  const body = writeBacks.length === 0
    ? callLines.map((l) => `  ${l}`)
    : ['  try {', ...callLines.map((l) => `    ${l}`), '  } finally {', ...writeBacks, '  }'];
  for (const name of runtimeTypes) host.useType(name);
  const typedParams = params.map((p) => (host.typed ? p : p.slice(0, p.indexOf(':'))));
  // Exported under another name where the emitted function already has the public one.
  const code = [
    `/** \`${cppSignature(fn)}\` for TypeScript callers (library mode). */`,
    `${localName === exportName ? 'export ' : ''}async function ${localName}(${typedParams.join(', ')})${t(`Promise<${resultType}>`)} {`,
    ...setup,
    ...body,
    '}',
    ...(localName === exportName ? [] : [`export { ${localName} as ${exportName} };`]),
  ].join('\n');
  const declaration = `export declare function ${exportName}(${params.join(', ')}): Promise<${resultType}>;`;
  return { code, declaration, runtimeTypes };
}

/** The comment that says why a function with external linkage is not exported. */
export function skippedComment(fn: FunctionInfo, reason: string): string {
  return `// Not exported (library mode): \`${cppSignature(fn)}\`: ${reason}.`;
}

/** The structs a function's signature names (their classes are what the wrapper constructs). */
function structsIn(fn: FunctionInfo): StructInfo[] {
  const found = new Set<StructInfo>();
  const visit = (t: Type): void => {
    if (t.kind === 'struct' && !found.has(t.info)) {
      found.add(t.info);
      t.info.fields.forEach((f) => visit(f.type));
    } else if (t.kind === 'vector') visit(t.element);
  };
  fn.params.forEach((p) => visit(p.type));
  visit(fn.returnType);
  return [...found];
}

/**
 * The module's exports (wrappers, and comments for the functions left out) and their `.d.ts`
 * lines, the runtime's types they name imported first. `moduleNames` are the names the module
 * already declares, which a wrapper's own name must avoid.
 */
export function emitLibraryExports(plan: ExportPlan, host: ExportHost, moduleNames: ReadonlySet<string>, runtimeImport: string): { code: string[]; declarations: string[] } {
  const code: string[] = [];
  const declarations: string[] = [];
  const runtimeTypes = new Set<string>();
  const taken = new Set(moduleNames);
  for (const { fn, reason } of plan.skipped) {
    code.push(skippedComment(fn, reason));
    declarations.push(skippedComment(fn, reason));
  }
  for (const [fn, exportName] of plan.exports) {
    let local = exportName;
    if (taken.has(local)) local = `${exportName}_export`;
    while (taken.has(local)) local = `${local}_`;
    taken.add(local);
    const e = emitExport(fn, exportName, local, host);
    code.push(e.code);
    declarations.push(e.declaration);
    for (const t of e.runtimeTypes) runtimeTypes.add(t);
  }
  if (runtimeTypes.size > 0) declarations.unshift(`import type { ${[...runtimeTypes].sort().join(', ')} } from ${JSON.stringify(runtimeImport)};`);
  return { code, declarations };
}
