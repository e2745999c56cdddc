/**
 * `check(AST) → typed program + diagnostics`: the semantic analysis entry point.
 * Declarations are processed in source order, as C++ requires.
 */
import { withoutRepeats } from '../diagnostics.js';
import { defineEnumerator } from './enumerators.js';
import { declaredNothrow } from './noexcept.js';
import { checkCopyingMoves } from './moves.js';
import { defineStaticDataMember } from './static-members.js';
import type { Diagnostic } from '../diagnostics.js';
import type * as A from '../parser/ast.js';
import { markAsyncFunctions } from './async.js';
import { checkDestructorUses } from './destructors.js';
import { checkUniquePtrCopies } from './smart-pointers.js';
import { checkSortComparators } from './void-pointers.js';
import { checkThreadVectors } from './std-thread.js';
import { checkJumps } from './jumps.js';
import { checkAmpVariableType, checkBlock, checkVarDecl } from './check-stmt.js';
import { CheckContext, Scope } from './context.js';
import type { FunctionInfo, Program, Variable } from './program.js';
import { constantInt, resolveTypeRef, typedefSymbol, type ResolvedType } from './resolve-type.js';
import { checkExpr, convert } from './check-expr.js';
import { checkAmpRules } from './rules/amp-rules.js';
import { checkHostSupport } from './rules/host-support.js';
import { markNoexceptEscapes } from './thrown-types.js';
import { declareTemplate, deduce } from './templates.js';
import { provideDeduction } from './converting-constructors.js';
import { dropUnusedTypeOnlyClasses } from './unused-classes.js';
import { checkStaticAssert } from './static-assert.js';
import { declaredEnumType } from './enums.js';
import { libraryPreludeDeclarations } from './library-prelude.js';
import { checkAmpSide, checkNotAutoRedeclared, hasAutoRestriction, inferRestriction } from './infer-restriction.js';
import { checkClass, defineOutOfClass, functionIdentifier } from './check-class.js';
import { checkClassDefinedOutside, uniqueClassNames } from './nested-classes.js';
import { checkTiling } from './rules/tiling.js';
import { checkKernelSupport } from './rules/kernel-support.js';
import { checkReturnType } from './rules/return-type.js';
import { intType, sameType, type StructInfo } from './types.js';
import { divResultClasses } from '../library/cstdlib-div.js';
import { withDeducedReturn } from './deduced-return.js';

/**
 * `identifiers`: the names the program's tokens spell, which decide what of the library's C++
 * it needs (library-prelude.ts); without them all of it is declared.
 */
export function check(unit: A.TranslationUnit, identifiers?: ReadonlySet<string>): { program: Program; diagnostics: Diagnostic[] } {
  const cx = new CheckContext();
  // Ranking a constructor template as a converting constructor deduces its parameter (converting-constructors.ts).
  provideDeduction(deduce);
  defineWindowsStructs(cx);
  let main: FunctionInfo | null = null;
  const visit = (decls: A.TopLevelDecl[]) => {
    for (const d of decls) {
      switch (d.kind) {
        case 'DeclGroup':
          for (const v of d.decls) {
            if (v.storage.isTypedef) {
              cx.scope.define(v.name, typedefSymbol(cx, v.type));
              continue;
            }
            if (defineStaticDataMember(cx, v)) continue;
            const checked = checkVarDecl(cx, v, 'global');
            cx.globals.push({ variable: checked.variable, init: checked.init });
          }
          break;
        case 'FunctionDecl': {
          if ((d.special || d.name.parts.length > 1) && defineOutOfClass(cx, d)) break;
          // `int N::f() { ... }`: defined in namespace N.
          const owner = d.name.parts.length > 1 ? cx.lookupName(d.name.parts.slice(0, -1)) : undefined;
          const saved = cx.scope;
          if (owner?.symbol.kind === 'namespace') cx.scope = owner.symbol.scope;
          const fn = checkFunction(cx, d);
          cx.scope = saved;
          if (fn && fn.name === 'main' && d.body) main = fn;
          break;
        }
        case 'StructDecl':
          if (d.qualifier) checkClassDefinedOutside(cx, d);
          else checkClass(cx, d);
          // `struct P { ... } origin, *last;`: variables of the class.
          if (d.declarators) visit([{ kind: 'DeclGroup', decls: d.declarators, span: d.span }]);
          break;
        case 'EnumDecl':
          checkEnum(cx, d);
          break;
        case 'TypedefDecl':
          defineTypedef(cx, d);
          break;
        case 'UsingDirective':
          applyUsingDirective(cx, d);
          break;
        case 'UsingDeclaration':
          applyUsingDeclaration(cx, d);
          break;
        case 'NamespaceDecl': {
          // Namespaces reopen; an anonymous one's names are visible in the enclosing scope.
          const existing = d.name ? cx.scope.lookupLocal(d.name) : undefined;
          const scope = existing?.kind === 'namespace' ? existing.scope : new Scope(cx.scope, 'namespace', d.name);
          if (!existing) {
            if (d.name) cx.scope.define(d.name, { kind: 'namespace', scope });
            else cx.scope.usingDirectives.push(scope);
          }
          const saved = cx.scope;
          cx.scope = scope;
          visit(d.decls);
          cx.scope = saved;
          break;
        }
        case 'TemplateDecl':
          declareTemplate(cx, d);
          break;
        case 'StaticAssert':
          checkStaticAssert(cx, d);
          break;
        case 'UnsupportedDecl':
          cx.diags.error('unsupported', `${d.what} are not supported yet`, d.span);
          break;
      }
    }
  };
  visit([...libraryPreludeDeclarations(identifiers)]);
  // Like the rest of the library, std's C++ declarations are found unqualified whatever the
  // program's using-directives (an unqualified `array` excepted: std-classes.ts).
  const std = cx.globalScope.lookupLocal('std');
  if (std?.kind === 'namespace') cx.globalScope.usingDirectives.push(std.scope);
  // <cstdlib>'s div_t, ldiv_t and lldiv_t (classes of the runtime), as ::div_t and std::div_t.
  for (const info of divResultClasses) {
    cx.globalScope.define(info.name, { kind: 'struct', info });
    if (std?.kind === 'namespace') std.scope.define(info.name, { kind: 'struct', info });
  }
  visit(unit.decls);
  const program: Program = { structs: cx.structs, globals: cx.globals, functions: cx.functions, kernels: cx.kernels, main, nextVariableId: cx.variableIdsEnd, structViews: cx.structViews };
  dropUnusedTypeOnlyClasses(program);
  uniqueClassNames(program);
  markAsyncFunctions(program);
  checkDestructorUses(cx, program);
  checkUniquePtrCopies(cx, program);
  checkCopyingMoves(cx, program);
  checkSortComparators(cx, program);
  checkThreadVectors(cx, program);
  checkJumps(cx, program);
  markNoexceptEscapes(program);
  checkAmpRules(program, cx.diags);
  checkTiling(program, cx.diags);
  // What the back ends cannot print, of a program that is otherwise valid (an error's typed tree
  // holds placeholders): both are checked, as both back ends once reported together.
  const valid = !cx.diags.items.some((d) => d.severity === 'error');
  // What valid C++ AMP ampc cannot compile into a kernel, on a program that is otherwise valid.
  // g++'s -Wreturn-type, on a valid program only: an error's typed tree may have lost a return.
  if (valid) checkReturnType(program, cx.diags);
  if (valid) checkKernelSupport(program, cx.diags);
  if (valid) checkHostSupport(program, cx.diags);
  // The passes above may make variables too.
  program.nextVariableId = cx.variableIdsEnd;
  const diagnostics = withoutRepeats(cx.diags.items).sort((a, b) => a.span.file === b.span.file ? a.span.start.offset - b.span.start.offset : 0);
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

export function checkEnum(cx: CheckContext, d: A.EnumDecl): void {
  if (d.name && d.base) {
    const base = resolveTypeRef(cx, d.base).type;
    if (!(base.kind === 'int' && base.bits === 32 && base.signed)) cx.enumsWithNonIntBase.add(d.name);
  }
  // A named enum is a type of its own, its enumerators of that type (enums.ts).
  const type = declaredEnumType(cx, d);
  let next = 0;
  for (const e of d.enumerators) {
    // `A = 5`: the value restarts there; the next enumerator is one more.
    if (e.value) next = constantInt(cx, e.value, 'enumerator value') ?? next;
    const variable = cx.newVariable(e.name, type, 'constant', e.span, { isConst: true, constValue: next });
    // A scoped enum's enumerators are in its own scope only (enumerators.ts): `E::A`, never `A`.
    defineEnumerator(type, e.name, variable);
    if (!d.isScoped || !d.name) cx.scope.define(e.name, { kind: 'variable', variable });
    next++;
  }
  if (d.name) cx.scope.define(d.name, { kind: 'typedef', type });
}

/**
 * The restriction a declaration names. HCC's `auto` adds nothing here: a function definition's
 * body decides it (infer-restriction.ts, when `inferred`). Elsewhere `auto` is accepted only next
 * to `amp`, where there is nothing left for it to add.
 */
export function restrictionOf(cx: CheckContext, restrictions: A.Restriction[], inferred = false): FunctionInfo['restriction'] {
  if (restrictions.length === 0) return { cpu: true, amp: false };
  const r = { cpu: false, amp: false };
  for (const x of restrictions) {
    if (x.name === 'cpu' || x.name === 'amp') r[x.name] = true;
    else if (x.name === 'auto') {
      // Members are declared, then defined: say it once.
      const said = cx.diags.items.some((d) => d.code === 'unsupported' && d.span.file === x.span.file && d.span.start.offset === x.span.start.offset);
      if (!inferred && !said && !restrictions.some((y) => y.name === 'amp')) {
        cx.diags.error('unsupported', "restrict(auto) is not supported by ampc here: only a function definition's restriction is inferred from its body", x.span);
      }
    } else cx.diags.error('unknown-restriction', `unknown restriction '${x.name}': C++ AMP knows restrict(cpu) and restrict(amp)`, x.span);
  }
  if (!r.cpu && !r.amp) r.cpu = true;
  return r;
}

export function checkFunction(cx: CheckContext, d: A.FunctionDecl): FunctionInfo | null {
  const name = d.name.parts[d.name.parts.length - 1];
  const restriction = restrictionOf(cx, d.restrictions, true);
  const returnType = resolveTypeRef(cx, d.returnType);
  const params = declareParams(cx, d);
  // Overloads of a name in this namespace (an outer namespace's function of the same name is hidden, not overloaded).
  const existing = cx.scope.lookupLocal(name);
  const symbol = existing?.kind === 'functions' ? existing : { kind: 'functions' as const, overloads: [], templates: [] };
  const overloads = symbol.overloads;
  // A redeclaration has the same parameter types (C++ [over.dcl]), which here includes what is
  // const behind a reference or pointer (`f(int&)` and `f(const int&)` are two functions), and the
  // same restriction (C++ AMP overloads on it).
  const sameParameterTypes = (f: FunctionInfo) => f.params.length === params.length && f.params.every((p, i) => sameType(p.type, params[i].type));
  const sameParameters = (f: FunctionInfo) => sameParameterTypes(f) && f.params.every((p, i) => sameParameterQualification(p, params[i]));
  // `f(const T&)` beside `f(T&&)`: ampc's references do not tell an rvalue one apart. Reported,
  // and then taken for the same function, so that its calls are not reported again as ambiguous.
  const byRvalue = overloads.find((f) => sameParameterTypes(f) && f.params.some((p, i) => !!p.isRvalueReference !== !!params[i].isRvalueReference));
  if (byRvalue) {
    cx.diags.error('unsupported', `overloading '${name}' on an rvalue reference parameter (T&& beside T or T&) is not supported by ampc`, d.name.span, [{ message: 'the other overload', span: byRvalue.span }]);
  }
  let fn = overloads.find((f) => (sameParameters(f) || f === byRvalue) && f.restriction.amp === restriction.amp && f.restriction.cpu === restriction.cpu);
  // Declarations of the same function whatever their restriction: a restrict(auto) one must have none.
  const sameSignature = overloads.filter(sameParameters);
  const previousSpan = sameSignature[0]?.span ?? null;
  if (!fn) {
    fn = { name: functionIdentifier(name), params, returnType: returnType.type, restriction, body: null, span: d.name.span, isAsync: false, tileStatics: [], ...(d.storage.isConstexpr ? { isConstexpr: true } : {}), ...(d.storage.isInline || d.storage.isConstexpr ? {} : { notInline: true as const }), ...(returnType.isReference ? { returnsReference: true } : {}) };
    fn.namespaceScope = namespaceScopeOf(cx.scope, !d.storage.isStatic);
    if (declaredNothrow(cx, d, params)) fn.nothrow = true;
    overloads.push(fn);
    cx.functions.push(fn);
    cx.scope.define(name, symbol);
  } else if (d.body) {
    // The definition's parameter names and positions win; default arguments may come from either.
    params.forEach((p, i) => { p.defaultArgument ??= fn!.params[i]?.defaultArgument; });
    fn.params = params;
    fn.span = d.name.span;
  }
  if (hasAutoRestriction(d.restrictions)) inferRestriction(cx, fn, d, previousSpan);
  else checkNotAutoRedeclared(cx, sameSignature, d);
  if (d.isVariadic && restriction.amp) cx.diags.error('amp-varargs', `restrict(amp) function '${name}' cannot take a variable number of arguments`, d.name.span);
  if (d.storage.isVirtual && restriction.amp) cx.diags.error('amp-virtual', `restrict(amp) function '${name}' cannot be virtual`, d.storage.spans.virtual ?? d.span);
  if (d.exceptionSpec && restriction.amp) cx.diags.error('amp-exceptions', `restrict(amp) function '${name}' cannot have an exception specification`, d.exceptionSpec);
  if (!d.body) return fn;
  checkFunctionBody(cx, fn, d);
  return fn;
}

/** The named namespaces around `scope`; linkage is internal inside an anonymous one ([basic.link]/4). */
function namespaceScopeOf(scope: Scope, notStatic: boolean): NonNullable<FunctionInfo['namespaceScope']> {
  const namespaces: string[] = [];
  let external = notStatic;
  for (let s: Scope | null = scope; s; s = s.parent) {
    if (s.owner !== 'namespace') continue;
    if (s.name) namespaces.unshift(s.name);
    else external = false;
  }
  return { namespaces, external };
}

/** Checks a function definition's body into `fn` (also used for template instances). */
export function checkFunctionBody(cx: CheckContext, fn: FunctionInfo, d: A.FunctionDecl): void {
  const { params, restriction } = fn;
  if (!d.body) return;
  if (d.nothrow) fn.nothrow = true;
  const savedFunction = cx.currentFunction;
  const savedAmp = cx.inAmp;
  cx.currentFunction = fn;
  cx.inAmp = restriction.amp && !restriction.cpu;
  cx.pushScope('function');
  for (const p of params) {
    if (cx.inAmp) checkAmpVariableType(cx, p, p.span);
    cx.scope.define(p.name, { kind: 'variable', variable: p });
  }
  const firstDiagnostic = cx.diags.items.length;
  withDeducedReturn(cx, fn, d, () => { fn.body = checkBlock(cx, d.body!, false); });
  cx.popScope();
  cx.currentFunction = savedFunction;
  cx.inAmp = savedAmp;
  // A restrict(cpu, amp) body was checked as the CPU code the host runs; it must obey the amp rules too.
  if (restriction.amp && restriction.cpu) checkAmpSide(cx, fn, d, cx.diags.items.slice(firstDiagnostic));
}

/**
 * `using namespace N;`: a namespace of the program joins unqualified lookup in the current
 * scope; a library namespace (std, concurrency::precise_math, ...) makes its intrinsics
 * callable unqualified there.
 */
export function applyUsingDirective(cx: CheckContext, d: A.UsingDirective): void {
  const target = cx.lookupName(d.namespace);
  if (target?.symbol.kind === 'namespace') cx.scope.usingDirectives.push(target.symbol.scope);
  // std is a namespace of the prelude's declarations and the rest of the library's: both.
  if (target?.symbol.kind !== 'namespace' || d.namespace.join('::') === 'std') cx.scope.libraryNamespaces.push(d.namespace.filter((p) => p !== 'concurrency' && p !== 'Concurrency').join('::'));
}

/** `using N::f;` brings N's f into the current scope; a library name (`using std::cout;`) is already visible. */
export function applyUsingDeclaration(cx: CheckContext, d: A.UsingDeclaration): void {
  const target = d.name.parts.length > 1 && cx.lookup(d.name.parts[0])?.symbol.kind === 'namespace' ? cx.lookupName(d.name.parts) : undefined;
  if (target) cx.scope.define(d.name.parts[d.name.parts.length - 1], target.symbol);
}

/** A type alias: `typedef T name;` / `using name = T;`. */
export function defineTypedef(cx: CheckContext, d: A.TypedefDecl): void {
  cx.scope.define(d.name, typedefSymbol(cx, d.type));
}

/**
 * A parameter declared as an array is C++'s pointer to its first element ([dcl.fct]/5): the
 * function reads and writes the caller's array, never a copy. `T a[n]` and `T a[]` become `T*`;
 * `T a[m][n]`, whose C++ type `T (*)[n]` ampc's pointers cannot spell, is the caller's array by
 * reference, which is what the function can reach through that pointer (indexing, not arithmetic).
 */
export function adjustArrayParam(t: ResolvedType): ResolvedType {
  if (t.isReference || t.type.kind !== 'array') return t;
  // `int rows[][3]`: C++ makes it `int (*rows)[3]`, as any array parameter is a pointer (host-pointers.ts);
  // with its bound written, ampc binds it to the caller's array, which amp code can use too.
  if (t.type.element.kind === 'array' && t.type.length === null) return { type: { kind: 'pointer', pointee: t.type.element }, isConst: false, isReference: false, pointeeConst: t.isConst };
  if (t.type.element.kind === 'array') return { ...t, isReference: true };
  return { type: { kind: 'pointer', pointee: t.type.element }, isConst: false, isReference: false, pointeeConst: t.isConst };
}

/** Whether two parameters of one type are declared alike: by reference or not, and const behind it. */
function sameParameterQualification(a: Variable, b: Variable): boolean {
  if (a.isReference !== b.isReference || !!a.pointeeConst !== !!b.pointeeConst) return false;
  // A by-value parameter's own const is no part of the function's type ([dcl.fct]/5).
  return !a.isReference || a.isConst === b.isConst;
}

/** A function's parameters as variables; a default argument is checked where the function is declared ([dcl.fct.default]). */
export function declareParams(cx: CheckContext, d: A.FunctionDecl): Variable[] {
  return d.params.map((p, i) => {
    const t = adjustArrayParam(resolveTypeRef(cx, p.type));
    const variable = cx.newVariable(p.name ?? `arg${i}`, t.type, 'param', p.nameSpan ?? p.span, {
      isReference: t.isReference, isConst: t.isConst, pointeeConst: t.pointeeConst, ...(p.type.reference === '&&' ? { isRvalueReference: true } : {}),
    });
    if (p.defaultValue) variable.defaultArgument = convert(cx, checkExpr(cx, p.defaultValue), t.type);
    return variable;
  });
}
