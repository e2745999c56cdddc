/**
 * `check(AST) → typed program + diagnostics`: the semantic analysis entry point.
 * Declarations are processed in source order, as C++ requires.
 */
import type { Diagnostic } from '../diagnostics.js';
import type * as A from '../parser/ast.js';
import { markAsyncFunctions } from './async.js';
import { checkAmpVariableType, checkBlock, checkVarDecl } from './check-stmt.js';
import { CheckContext } from './context.js';
import type { FunctionInfo, Program } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { checkAmpRules } from './rules/amp-rules.js';
import { checkTiling } from './rules/tiling.js';
import { intType, type StructInfo } from './types.js';

export function check(unit: A.TranslationUnit): { program: Program; diagnostics: Diagnostic[] } {
  const cx = new CheckContext();
  defineWindowsStructs(cx);
  let main: FunctionInfo | null = null;
  const visit = (decls: A.TopLevelDecl[]) => {
    for (const d of decls) {
      switch (d.kind) {
        case 'DeclGroup':
          for (const v of d.decls) {
            if (v.storage.isTypedef) {
              cx.scope.define(v.name, { kind: 'typedef', type: resolveTypeRef(cx, v.type).type });
              continue;
            }
            const checked = checkVarDecl(cx, v, 'global');
            cx.globals.push({ variable: checked.variable, init: checked.init });
          }
          break;
        case 'FunctionDecl': {
          const fn = checkFunction(cx, d);
          if (fn && fn.name === 'main' && d.body) main = fn;
          break;
        }
        case 'StructDecl':
          checkStruct(cx, d);
          break;
        case 'EnumDecl':
          checkEnum(cx, d);
          break;
        case 'TypedefDecl':
          cx.scope.define(d.name, { kind: 'typedef', type: resolveTypeRef(cx, d.type).type });
          break;
        case 'UsingDirective':
        case 'UsingDeclaration':
          break; // namespaces are not modelled: std:: and concurrency:: names are found unqualified too
        case 'NamespaceDecl':
          visit(d.decls);
          break;
        case 'UnsupportedDecl':
          cx.diags.error('unsupported', `${d.what} are not supported yet`, d.span);
          break;
      }
    }
  };
  visit(unit.decls);
  const program: Program = { structs: cx.structs, globals: cx.globals, functions: cx.functions, kernels: cx.kernels, main };
  markAsyncFunctions(program);
  checkAmpRules(program, cx.diags);
  checkTiling(program, cx.diags);
  const diagnostics = cx.diags.items.slice().sort((a, b) => a.span.file === b.span.file ? a.span.start.offset - b.span.start.offset : 0);
  return { program, diagnostics };
}

function defineWindowsStructs(cx: CheckContext): void {
  const define = (name: string, fields: string[]) => {
    const info: StructInfo = { name, fields: fields.map((f) => ({ name: f, type: intType })), isUnion: false, methods: [] };
    cx.globalScope.define(name, { kind: 'struct', info });
  };
  define('COORD', ['X', 'Y']);
  define('SMALL_RECT', ['Left', 'Top', 'Right', 'Bottom']);
}

function checkStruct(cx: CheckContext, d: A.StructDecl): void {
  const existing = cx.lookup(d.name);
  const info: StructInfo = existing?.symbol.kind === 'struct' ? existing.symbol.info : { name: d.name, fields: [], isUnion: d.keyword === 'union', methods: [] };
  cx.scope.define(d.name, { kind: 'struct', info });
  if (!d.isDefinition) return;
  for (const f of d.fields) {
    const t = resolveTypeRef(cx, f.type);
    if (f.bitWidth) cx.diags.error('bit-field', `bit-field '${f.name}' is not supported (restrict(amp) forbids bit-fields)`, f.nameSpan);
    if (t.isReference) cx.diags.error('unsupported', `reference member '${f.name}' is not supported`, f.nameSpan);
    info.fields.push({ name: f.name, type: t.type });
  }
  for (const m of d.methods) {
    const restriction = restrictionOf(cx, m.restrictions);
    if (m.storage.isVirtual && restriction.amp) {
      cx.diags.error('amp-virtual', `restrict(amp) member function '${m.name.parts.at(-1)}' cannot be virtual`, m.storage.spans.virtual ?? m.span);
    }
    info.methods.push({ name: m.name.parts.at(-1) ?? '', restriction, span: m.name.span });
  }
  if (!cx.structs.includes(info)) cx.structs.push(info);
}

function checkEnum(cx: CheckContext, d: A.EnumDecl): void {
  if (d.name && d.base) {
    const base = resolveTypeRef(cx, d.base).type;
    if (!(base.kind === 'int' && base.bits === 32 && base.signed)) cx.enumsWithNonIntBase.add(d.name);
  }
  let next = 0;
  for (const e of d.enumerators) {
    const variable = cx.newVariable(e.name, intType, 'global', e.span, { isConst: true, constValue: next });
    cx.scope.define(e.name, { kind: 'variable', variable });
    next++;
  }
  if (d.name) cx.scope.define(d.name, { kind: 'typedef', type: intType });
}

function restrictionOf(cx: CheckContext, restrictions: A.Restriction[]): FunctionInfo['restriction'] {
  if (restrictions.length === 0) return { cpu: true, amp: false };
  const r = { cpu: false, amp: false };
  for (const x of restrictions) {
    if (x.name === 'cpu' || x.name === 'amp') r[x.name] = true;
    else cx.diags.error('unknown-restriction', `unknown restriction '${x.name}': C++ AMP knows restrict(cpu) and restrict(amp)`, x.span);
  }
  if (!r.cpu && !r.amp) r.cpu = true;
  return r;
}

function checkFunction(cx: CheckContext, d: A.FunctionDecl): FunctionInfo | null {
  const name = d.name.parts[d.name.parts.length - 1];
  const restriction = restrictionOf(cx, d.restrictions);
  const returnType = resolveTypeRef(cx, d.returnType);
  const params = d.params.map((p, i) => {
    const t = resolveTypeRef(cx, p.type);
    return cx.newVariable(p.name ?? `arg${i}`, t.type, 'param', p.nameSpan ?? p.span, { isReference: t.isReference, isConst: t.isConst });
  });
  const existing = cx.lookup(name)?.symbol;
  const overloads = existing?.kind === 'functions' ? existing.overloads : [];
  let fn = overloads.find((f) => f.params.length === params.length && f.restriction.amp === restriction.amp && f.restriction.cpu === restriction.cpu);
  if (!fn) {
    fn = { name, params, returnType: returnType.type, restriction, body: null, span: d.name.span, isAsync: false, tileStatics: [] };
    overloads.push(fn);
    cx.functions.push(fn);
    cx.globalScope.define(name, { kind: 'functions', overloads });
  } else if (d.body) {
    fn.params = params; // the definition's parameter names and position win
    fn.span = d.name.span;
  }
  if (d.isVariadic && restriction.amp) cx.diags.error('amp-varargs', `restrict(amp) function '${name}' cannot take a variable number of arguments`, d.name.span);
  if (d.storage.isVirtual && restriction.amp) cx.diags.error('amp-virtual', `restrict(amp) function '${name}' cannot be virtual`, d.storage.spans.virtual ?? d.span);
  if (d.exceptionSpec && restriction.amp) cx.diags.error('amp-exceptions', `restrict(amp) function '${name}' cannot have an exception specification`, d.exceptionSpec);
  if (!d.body) return fn;
  const savedFunction = cx.currentFunction;
  const savedAmp = cx.inAmp;
  cx.currentFunction = fn;
  cx.inAmp = restriction.amp && !restriction.cpu;
  cx.pushScope('function');
  for (const p of params) {
    if (cx.inAmp) checkAmpVariableType(cx, p, p.span);
    cx.scope.define(p.name, { kind: 'variable', variable: p });
  }
  fn.body = checkBlock(cx, d.body, false);
  cx.popScope();
  cx.currentFunction = savedFunction;
  cx.inAmp = savedAmp;
  return fn;
}
