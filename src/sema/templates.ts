/**
 * Function and class templates: declared once, instantiated once per distinct template-argument
 * list (C++ [temp.inst]), by checking the template's body again with its parameters bound, in a
 * scope whose parent is the scope the template was declared in. A function template's instance
 * is declared for overload resolution and its body checked only once a call chooses it. Template arguments come
 * from the call (`f<int>(x)`), from deduction against the argument types ([temp.deduct.call]),
 * then from defaults. A function template whose substituted type names a member that is not
 * there (`enable_if<false, T>::type`) is no candidate (SFINAE); an explicit specialisation
 * (`template <> int f<int>(int)`) replaces the instance it names. Class templates choose among
 * their specialisations in specialization.ts.
 */
import { declaredNothrow } from './noexcept.js';
import { isBracedList } from './braced-arguments.js';
import { deduceFromList } from './initializer-lists.js';
import type * as A from '../parser/ast.js';
import type { Diagnostic } from '../diagnostics.js';
import type { Span } from '../source.js';
import { checkFunctionBody, declareParams, restrictionOf } from './check.js';
import { constantInt, resolveTypeRef } from './resolve-type.js';
import { Scope, type CheckContext, type ClassTemplate, type FunctionTemplate } from './context.js';
import { checkClass, functionIdentifier, instantiateMemberTemplate, isClassBeingDefined } from './check-class.js';
import type { StructInfo } from './types.js';
import type { Expr, FunctionInfo } from './program.js';
import { charType, sameType, typeKey, typeToString, type Type } from './types.js';
import { isStringLiteral } from './overload.js';
import { wrapToType } from './const-eval.js';
import { chooseSpecialization, declareClassSpecialization } from './specialization.js';
import { declareLibrarySpecialization } from './std-specializations.js';
import { classDisplayName, setClassDisplayName } from './class-members.js';
import { defineClassTemplateMember, defineMembersOfInstance } from './class-template-members.js';
import { defineStaticMemberSpecialization } from './static-members.js';
import { programNamespaces } from './nested-classes.js';
import { pointeeConstness } from './qualification-overloads.js';
import { templateMoreSpecialised } from './partial-ordering.js';

/**
 * A bound template parameter. A type keeps its top-level `const` and `&` (which `Type` does not
 * carry) so that `S<const int>`, `S<int&>` and `S<int>` are different instances and
 * specialisations tell them apart. `pointeeConst`: a pointer to const (`T = const char*`), a
 * function template's argument only (class templates refuse it: their specialisations would not
 * tell it apart).
 */
export type Binding = { kind: 'type'; type: Type; isConst?: boolean; isReference?: boolean; pointeeConst?: boolean } | { kind: 'value'; value: number; type: Type };

export function declareTemplate(cx: CheckContext, d: A.TemplateDecl): void {
  const decl = d.decl;
  if (decl.kind === 'VarDecl') {
    // A class template's static data member, for one instance (`template <>`) or for all.
    if (d.params.length === 0) defineStaticMemberSpecialization(cx, decl);
    else if (!defineClassTemplateMember(cx, d as A.TemplateDecl & { decl: A.VarDecl })) {
      cx.diags.error('unsupported', `variable template '${decl.name}' is not supported by ampc`, decl.nameSpan);
    }
    return;
  }
  if (decl.kind === 'StructDecl') {
    if (decl.specializationArgs) {
      // `namespace std { template <> struct hash<Key> ... }`: of a library class (std-specializations.ts).
      if (declareLibrarySpecialization(cx, d as A.TemplateDecl & { decl: A.StructDecl })) return;
      declareClassSpecialization(cx, d as ClassTemplate['decl']);
      return;
    }
    if (d.params.length === 0) {
      cx.diags.error('template-argument', `explicit specialisation of '${decl.name}' needs its template arguments: template <> struct ${decl.name}<...>`, decl.nameSpan);
      return;
    }
    // A redeclaration is one of this scope: a template of the same name in an enclosing
    // namespace is another template, with its own specialisations.
    const existing = cx.scope.lookupLocal(decl.name);
    // A forward declaration followed by the definition: the definition wins.
    if (existing?.kind === 'classTemplate' && !decl.isDefinition) return;
    // Specialisations declared between the two stay with the template. (A definition after a
    // definition is the program's own template of a library name, such as `is_same`: a new one.)
    const specializations = existing?.kind === 'classTemplate' && !existing.template.decl.decl.isDefinition ? existing.template.specializations : [];
    const template: ClassTemplate = { name: decl.name, decl: d as ClassTemplate['decl'], scope: cx.scope, instances: new Map(), instanceNames: new Set(), specializations };
    cx.scope.define(decl.name, { kind: 'classTemplate', template });
    return;
  }
  const name = decl.name.parts[decl.name.parts.length - 1];
  if (d.params.length === 0) {
    declareFunctionSpecialization(cx, decl, name);
    return;
  }
  if (decl.name.parts.length > 1 && defineClassTemplateMember(cx, d as FunctionTemplate['decl'])) return;
  if (decl.name.parts.length > 1 && defineMemberTemplateOutOfClass(cx, d as FunctionTemplate['decl'])) return;
  const existing = cx.scope.lookupLocal(name);
  const symbol = existing?.kind === 'functions' ? existing : { kind: 'functions' as const, overloads: [], templates: [] };
  const template: FunctionTemplate = { name, decl: d as FunctionTemplate['decl'], scope: cx.scope, instances: new Map() };
  // A redeclaration (declaration, then definition) of the same template: keep the one with a body.
  const same = symbol.templates.findIndex((t) => t.decl.decl.params.length === decl.params.length && t.decl.params.length === d.params.length && !t.decl.decl.body);
  if (same >= 0 && decl.body) {
    template.explicitSpecializations = symbol.templates[same].explicitSpecializations;
    symbol.templates[same] = template;
  } else if (same < 0 || decl.body) symbol.templates.push(template);
  cx.scope.define(name, symbol);
}

/**
 * `template <typename T> T S::f(T x) const { ... }`: the definition of a member function template
 * declared in class S. It replaces the declaration (its parameter names are the ones in force).
 * False when the qualifier names no class, as for a function template in a namespace.
 */
function defineMemberTemplateOutOfClass(cx: CheckContext, d: FunctionTemplate['decl']): boolean {
  const decl = d.decl;
  const owner = cx.lookupName(decl.name.parts.slice(0, -1))?.symbol;
  if (owner?.kind !== 'struct') return false;
  const name = decl.special === 'constructor' ? owner.info.name : decl.name.parts.at(-1)!;
  const declared = (owner.info.memberTemplates ?? []).find((t) => t.name === name && !t.decl.decl.body
    && t.decl.params.length === d.params.length && t.decl.decl.params.length === decl.params.length);
  if (!declared) {
    cx.diags.error('no-member', `no member function template '${name}' with these parameters is declared in '${owner.info.name}'`, decl.name.span);
    return true;
  }
  if (declared.instances.size > 0) return true; // used before: reported there (check-class.ts)
  // The class's `static`/`const` and restriction are the declaration's; the definition repeats them.
  declared.decl = { ...d, decl: { ...decl, storage: declared.decl.decl.storage, access: declared.decl.decl.access } };
  return true;
}

/**
 * The instance of `template` for a call with these explicit template arguments and argument
 * expressions, or null when deduction fails (a non-viable candidate: silent, as in C++,
 * unless it is the only one — then the caller reports no match and we say why here).
 */
export function instantiateForCall(cx: CheckContext, template: FunctionTemplate, explicit: A.TemplateArg[] | null, args: Expr[], callSpan: Span): FunctionInfo | null {
  const fail = (message: string) => {
    cx.diags.error('template-deduction', message, callSpan, [{ message: `template '${template.name}' declared here`, span: template.decl.decl.name.span }]);
  };
  // (The library's templates keep the literal a std::string: `std::make_tuple(1, "x")` then converts
  // where g++'s tuple<int, const char*> would, a converting constructor ampc's tuple lacks.)
  const library = inStd(template.scope);
  const argTypes = args.map((a, i) => (library ? null : literalArgumentType(a, template.decl.decl.params[i]?.type)) ?? a.type);
  const bindings = deduceArguments(cx, template, explicit, argTypes, fail, args.map((a) => (isBracedList(a) ? a.elements : null)), args.map((a) => pointeeConstness(a) === 'const'));
  if (!bindings) return null;
  const key = bindingKey(template.decl.params, bindings);
  const cached = template.instances.get(key);
  if (cached) return cached;
  const specialization = template.explicitSpecializations?.get(key);
  if (specialization) return instantiate(cx, template, specialization.decl, specialization.scope, new Map(), key, callSpan);
  if (!substitutes(cx, template, bindings)) return null;
  return instantiate(cx, template, template.decl.decl, template.scope, bindings, key, callSpan);
}

/** Whether `scope` is inside namespace std: a library template. */
function inStd(scope: Scope): boolean {
  for (let s: Scope | null = scope; s; s = s.parent) if (s.owner === 'namespace' && s.name === 'std') return true;
  return false;
}

/**
 * A string literal's type as deduction sees it ([temp.deduct.call]/2): ampc types the literal
 * `std::string`, but C++'s is `const char[N]`, which a parameter `const T&` (`T&&`) takes as it
 * is (`T = char[4]` for `"abc"`) and a parameter `T` or `T*` takes decayed to `const char*`
 * (`T = const char*`, `T = char`). The argument then converts to the instance's parameter as a
 * literal does (host-pointers.ts). Null for any other argument.
 */
function literalArgumentType(arg: Expr, param: A.TypeRef | undefined): Type | null {
  if (!isStringLiteral(arg) || arg.kind !== 'StringConst' || !param) return null;
  return param.reference ? { kind: 'array', element: charType, length: arg.value.length + 1 } : { kind: 'pointer', pointee: charType };
}

/**
 * `f<256>` used as a value (its address, `check("tiled", reduction<256>)`): the instance its
 * explicit (and default) template arguments name, or null after reporting why there is none.
 */
export function instantiateForAddress(cx: CheckContext, template: FunctionTemplate, explicit: A.TemplateArg[], span: Span): FunctionInfo | null {
  const fn = instanceForAddress(cx, template, explicit, span);
  return fn && defineInstanceBody(cx, fn, span);
}

function instanceForAddress(cx: CheckContext, template: FunctionTemplate, explicit: A.TemplateArg[], span: Span): FunctionInfo | null {
  const fail = (message: string) => {
    cx.diags.error('template-deduction', message, span, [{ message: `template '${template.name}' declared here`, span: template.decl.decl.name.span }]);
  };
  const bindings = deduceArguments(cx, template, explicit, null, fail);
  if (!bindings) return null;
  const key = bindingKey(template.decl.params, bindings);
  const cached = template.instances.get(key);
  if (cached) return cached;
  const specialization = template.explicitSpecializations?.get(key);
  if (specialization) return instantiate(cx, template, specialization.decl, specialization.scope, new Map(), key, span);
  if (!substitutes(cx, template, bindings)) return null;
  return instantiate(cx, template, template.decl.decl, template.scope, bindings, key, span);
}

/**
 * The template's arguments for a call with these argument types: explicit ones, then deduced
 * ones ([temp.deduct.call]), then defaults. Null when the call is not viable; `fail` hears why,
 * except for a wrong number of arguments, which overload resolution reports. No argument types
 * (null): the function's address is taken, and nothing is deduced.
 */
function deduceArguments(
  cx: CheckContext, template: FunctionTemplate, explicit: A.TemplateArg[] | null, callArgTypes: Type[] | null, fail: (message: string) => void,
  bracedArgs: readonly (readonly Expr[] | null)[] = [], argPointsToConst: readonly boolean[] = [],
): Map<string, Binding> | null {
  const argTypes = callArgTypes ?? [];
  const params = template.decl.params;
  const bindings = new Map<string, Binding>();
  if (explicit && explicit.length > params.length) {
    fail(`too many template arguments for '${template.name}'`);
    return null;
  }
  for (let i = 0; i < (explicit?.length ?? 0); i++) {
    const b = bindArgument(cx, params[i], explicit![i], true);
    if (!b) return null;
    bindings.set(params[i].name, b);
  }
  const fnParams = template.decl.decl.params;
  // Explicitly specified parameters are not deduced: their arguments just convert ([temp.arg.explicit]).
  const deducible = params.filter((p) => !bindings.has(p.name));
  // Arguments deduce; parameters left to their default arguments do not ([temp.deduct.call]).
  if (callArgTypes && !(argTypes.length <= fnParams.length && fnParams.slice(argTypes.length).every((p) => p.defaultValue))) return null;
  const deducedPointeeConst = new Map<string, boolean>();
  for (let i = 0; i < argTypes.length; i++) {
    // A braced list has no type: its parameter is a non-deduced context ([temp.deduct.call]/1),
    // but for `std::initializer_list<T>`, which each element deduces (initializer-lists.ts; the
    // other exception, a `T[N]` parameter, ampc does not have).
    const braced = bracedArgs[i];
    if (braced) {
      if (!deduceFromList(fnParams[i].type, braced, (p, a) => deduce(p, a, deducible, bindings))) {
        fail(`no matching function for call to '${template.name}': deduction failed for argument ${i + 1} (a braced list)`);
        return null;
      }
      continue;
    }
    // A parameter that is no reference takes an array as a pointer to its first element ([temp.deduct.call]/2).
    const arg = argTypes[i];
    const decayed: Type = !fnParams[i].type.reference && arg.kind === 'array' ? { kind: 'pointer', pointee: arg.element } : arg;
    if (!deduce(fnParams[i].type, decayed, deducible, bindings)) {
      fail(`no matching function for call to '${template.name}': deduction failed for argument ${i + 1} ('${typeToString(argTypes[i])}')`);
      return null;
    }
    // A pointer argument deduces `T = const U*` for a parameter `T` (`const T&`, `T&&`) where it
    // points to const: two arguments that differ in that deduce two types, a conflict.
    const bare = bareParameter(fnParams[i].type, deducible);
    const deduced = bare ? bindings.get(bare) : undefined;
    if (bare && deduced?.kind === 'type' && deduced.type.kind === 'pointer') {
      const pointsToConst = argPointsToConst[i] === true;
      const prior = deducedPointeeConst.get(bare);
      if (prior !== undefined && prior !== pointsToConst) {
        fail(`no matching function for call to '${template.name}': conflicting types deduced for '${bare}' (a pointer to const and a pointer to non-const)`);
        return null;
      }
      deducedPointeeConst.set(bare, pointsToConst);
      bindings.set(bare, pointsToConst ? { ...deduced, pointeeConst: true } : deduced);
    }
  }
  for (const p of params) {
    if (bindings.has(p.name)) continue;
    if (p.default === null) {
      fail(`couldn't infer template argument '${p.name}' of '${template.name}'`);
      return null;
    }
    // A default is substituted too: `typename enable_if<C, int>::type = 0` fails quietly (SFINAE).
    const first = cx.diags.items.length;
    const b = withBindings(cx, template, bindings, () => (p.kind === 'TypeParam' ? bindArgument(cx, p, { kind: 'TypeArg', type: p.default!, span: p.span }) : bindArgument(cx, p, { kind: 'ExprArg', expr: p.default!, span: p.span })));
    if (!b || cx.diags.items.length > first) {
      dropSubstitutionFailures(cx, first);
      return null;
    }
    bindings.set(p.name, b);
  }
  return bindings;
}

/**
 * SFINAE ([temp.deduct]/8): substituting the arguments into the function's type (its return
 * and parameter types) must not name a member that isn't there (`enable_if<false, T>::type`);
 * where it does, the template is not a candidate, silently. Other errors stay hard errors.
 */
function substitutes(cx: CheckContext, template: FunctionTemplate, bindings: Map<string, Binding>): boolean {
  const first = cx.diags.items.length;
  const d = template.decl.decl;
  withBindings(cx, template, bindings, () => {
    resolveTypeRef(cx, d.returnType);
    for (const p of d.params) resolveTypeRef(cx, p.type);
  });
  if (cx.diags.items.length === first) return true;
  dropSubstitutionFailures(cx, first);
  return false;
}

/** The diagnostics since `first`, when all are substitution failures (a missing member), are no errors. */
function dropSubstitutionFailures(cx: CheckContext, first: number): void {
  if (cx.diags.items.slice(first).every((x) => x.code === 'no-member')) cx.diags.items.length = first;
}

function bindingKey(params: readonly A.TemplateParam[], bindings: Map<string, Binding>): string {
  return params.map((p) => bindingText(bindings.get(p.name)!)).join(', ');
}

/**
 * `template <> R f<args>(params) {...}`: filed under its primary template's instance key. Where
 * more than one template of the name matches, the most specialised is the one specialised
 * ([temp.deduct.decl]/1, partial-ordering.ts).
 */
function declareFunctionSpecialization(cx: CheckContext, decl: A.FunctionDecl, name: string): void {
  if (decl.name.parts.length > 1) {
    cx.diags.error('unsupported', `an explicit specialisation of a member function ('${decl.name.parts.join('::')}') is not supported by ampc`, decl.name.span);
    return;
  }
  const symbol = cx.lookup(name)?.symbol;
  const templates = symbol?.kind === 'functions' ? symbol.templates : [];
  const declared = declareParams(cx, decl);
  const paramTypes = declared.map((p) => p.type);
  const returnType = resolveTypeRef(cx, decl.returnType).type;
  const matching: { template: FunctionTemplate; key: string }[] = [];
  for (const template of templates) {
    if (template.decl.decl.params.length !== decl.params.length) continue;
    const bindings = deduceArguments(cx, template, decl.name.templateArgs, paramTypes, () => {}, [], declared.map((p) => p.pointeeConst === true));
    if (!bindings) continue;
    // The specialisation's type must be the template's with these arguments.
    const matches = withBindings(cx, template, bindings, () => sameType(resolveTypeRef(cx, template.decl.decl.returnType).type, returnType)
      && template.decl.decl.params.every((p, i) => {
        const resolved = resolveTypeRef(cx, p.type);
        return sameType(resolved.type, paramTypes[i]) && !!resolved.pointeeConst === !!declared[i].pointeeConst;
      }));
    if (matches) matching.push({ template, key: bindingKey(template.decl.params, bindings) });
  }
  const count = decl.params.length;
  const chosen = matching.filter((m) => matching.every((o) => o === m || templateMoreSpecialised(cx, m.template, o.template, count) === true));
  if (chosen.length !== 1) {
    if (matching.length === 0) cx.diags.error('template-argument', `explicit specialisation of '${name}' matches no function template of that name`, decl.name.span);
    else cx.diags.error('ambiguous-call', `explicit specialisation of '${name}' is ambiguous: it matches ${matching.length} function templates, none more specialised than the others`, decl.name.span, matching.map((m) => ({ message: 'candidate template', span: m.template.decl.decl.name.span })));
    return;
  }
  const { template, key } = chosen[0];
  template.explicitSpecializations ??= new Map();
  const prior = template.explicitSpecializations.get(key);
  const instance = template.instances.get(key);
  if (instance && !prior) {
    // [temp.expl.spec]/7: it must be declared before the use that would instantiate the template.
    cx.diags.error('template-argument', `explicit specialisation of '${name}' after its instantiation`, decl.name.span);
    return;
  }
  if (prior?.decl.body) return;
  template.explicitSpecializations.set(key, { decl, scope: cx.scope });
  // Declared (`template <> int f<int>(int);`), used, then defined: the instance made from the
  // declaration gets this body, checked here as any function's (it is no template).
  if (instance && !template.member && decl.body) defineSpecializationBody(cx, instance, decl);
}

function defineSpecializationBody(cx: CheckContext, fn: FunctionInfo, decl: A.FunctionDecl): void {
  pendingBodies.delete(fn);
  fn.params = declareParams(cx, decl); // the definition's parameter names
  if (!cx.functions.includes(fn)) cx.functions.push(fn);
  checkFunctionBody(cx, fn, decl);
}

function bindingText(b: Binding, spell: (t: Type) => string = typeKey): string {
  if (b.kind === 'type') return `${b.isConst ? 'const ' : ''}${b.pointeeConst ? 'const ' : ''}${spell(b.type)}${b.isReference ? '&' : ''}`;
  return b.type.kind === 'bool' ? String(b.value !== 0) : String(b.value);
}

/** The arguments as C++ spells them, for messages and class names (`B<N::P>`; the key has generated names, `B<N_P>`). */
function shownArguments(params: readonly A.TemplateParam[], bindings: Map<string, Binding>): string {
  return params.map((p) => {
    const b = bindings.get(p.name);
    return b ? bindingText(b, typeToString) : p.name;
  }).join(', ');
}

function bindArgument(cx: CheckContext, p: A.TemplateParam, arg: A.TemplateArg, ofFunction = false): Binding | null {
  if (p.kind === 'TypeParam') {
    if (arg.kind !== 'TypeArg') {
      cx.diags.error('template-argument', `template parameter '${p.name}' is a type; the argument is a value`, arg.span);
      return null;
    }
    const t = resolveTypeRef(cx, arg.type);
    // ampc's `long double` is `double`: as a template argument it would make the same instance
    // where C++ makes two (`is_same<long double, double>` would be true). Outside amp code
    // resolving the type has said that ampc has no long double.
    const words = arg.type.spec.kind === 'BuiltinTypeSpec' ? arg.type.spec.keywords : [];
    if (words.includes('long') && words.includes('double')) {
      if (cx.inAmp) cx.diags.error('unsupported', `'${words.join(' ')}' as a template argument is not supported by ampc (its 'long double' is the same type as 'double')`, arg.span);
      return null;
    }
    // Likewise a pointer to const, whose `const` ampc's types do not carry: a function template's
    // argument carries it in its binding (one level: `const char*`); a class template's cannot.
    const deeper = arg.type.pointers.length > 1 && (arg.type.isConst || arg.type.pointers.slice(0, -1).some((p) => p.isConst));
    if (deeper || (t.pointeeConst && !ofFunction)) {
      cx.diags.error('unsupported', `a pointer to const as a${ofFunction ? '' : ' class'} template argument is not supported by ampc${deeper ? ' (but for one level, `const T*`, of a function template)' : ''}`, arg.span);
      return null;
    }
    return {
      kind: 'type', type: t.type, ...(t.isConst && arg.type.pointers.length === 0 ? { isConst: true } : {}), ...(t.isReference ? { isReference: true } : {}),
      ...(t.pointeeConst ? { pointeeConst: true } : {}),
    };
  }
  const expr = arg.kind === 'ExprArg' ? arg.expr : qualifiedNameAsExpr(arg.type);
  if (!expr) {
    cx.diags.error('template-argument', `template parameter '${p.name}' is a value; the argument is a type`, arg.span);
    return null;
  }
  const value = constantInt(cx, expr, 'template argument');
  if (value === null) return null;
  // The argument converts to the parameter's type (`template <bool B>` with `S<2>` is `S<true>`).
  const type = resolveTypeRef(cx, p.type).type;
  const converted = wrapToType(value, type);
  return { kind: 'value', value: typeof converted === 'number' ? converted : value, type };
}

/**
 * `S<T>::value` written as a template argument: the parser reads a qualified name as a member
 * type, but without `typename` C++ takes it for a value ([temp.res]/6) where the parameter is one.
 */
function qualifiedNameAsExpr(t: A.TypeRef): A.Expr | null {
  if (t.spec.kind !== 'NamedTypeSpec' || t.spec.name.parts.length < 2 || t.pointers.length > 0 || t.reference || t.arrayDims.length > 0 || t.isConst) return null;
  return { kind: 'NameExpr', name: t.spec.name, span: t.span };
}

/** The class template an instance was made from (its injected name `S<args>` inside it names the template). */
const instanceTemplates = new WeakMap<StructInfo, ClassTemplate>();

export function templateOfInstance(info: StructInfo): ClassTemplate | undefined {
  return instanceTemplates.get(info);
}

/**
 * Deduces template parameters from `P` (a parameter's type as written) against `A` (the
 * argument's type): a bare parameter `T` (through `const`, `&`, `*`), and the template
 * arguments of the library templates (`array_view<T, N>`, `vector<T>`, `index<N>`,
 * `tiled_index<T0, T1>`). Returns false on a conflict or a mismatch.
 */
export function deduce(p: A.TypeRef, a: Type, params: readonly A.TemplateParam[], bindings: Map<string, Binding>): boolean {
  // `T (&a)[N]`: a reference to an array deduces each bound from the argument's, then the element.
  if (p.reference && p.arrayDims.length > 0 && p.pointers.length === 0 && !p.isFunctionPointer) {
    let arg = a;
    for (const dim of p.arrayDims) {
      if (arg.kind !== 'array' || arg.length === null) return false;
      const vp = dim?.kind === 'NameExpr' && dim.name.parts.length === 1 ? params.find((x) => x.name === dim.name.parts[0] && x.kind === 'ValueParam') : undefined;
      if (vp) {
        const prior = bindings.get(vp.name);
        if (prior && (prior.kind !== 'value' || prior.value !== arg.length)) return false;
        bindings.set(vp.name, { kind: 'value', value: arg.length, type: { kind: 'int', signed: true, bits: 32 } });
      }
      arg = arg.element;
    }
    return deduce({ ...p, reference: null, arrayDims: [] }, arg, params, bindings);
  }
  // `const char*` and other types naming no parameter deduce nothing, whatever the argument
  // (a string literal, typed as a string here); conversions decide.
  if (p.spec.kind !== 'NamedTypeSpec') return true;
  let arg = a;
  for (let i = 0; i < p.pointers.length; i++) {
    if (arg.kind === 'pointer') arg = arg.pointee;
    else if (arg.kind === 'array') arg = arg.element; // array-to-pointer decay
    else return false;
  }
  if (p.arrayDims.length > 0) return true; // nothing to deduce from; conversions decide
  const name = p.spec.name;
  const last = name.parts[name.parts.length - 1];
  const param = name.parts.length === 1 ? params.find((x) => x.name === last && x.kind === 'TypeParam') : undefined;
  if (param && !name.templateArgs) return bindType(param.name, arg, bindings);
  if (!name.templateArgs) return true;
  const parts = libraryTemplateParts(last, arg) ?? classTemplateParts(last, arg);
  if (!parts) return params.every((x) => !mentions(name, x.name)); // a non-deduced context unless it names a parameter
  for (let i = 0; i < name.templateArgs.length && i < parts.length; i++) {
    const ta = name.templateArgs[i];
    const part = parts[i];
    if (ta.kind === 'TypeArg') {
      if (typeof part === 'number' || !deduce(ta.type, part, params, bindings)) return false;
    } else if (ta.expr.kind === 'NameExpr' && ta.expr.name.parts.length === 1) {
      const written = ta.expr.name.parts[0];
      const vp = params.find((x) => x.name === written && x.kind === 'ValueParam');
      if (vp) {
        if (typeof part !== 'number') return false;
        const prior = bindings.get(vp.name);
        if (prior && (prior.kind !== 'value' || prior.value !== part)) return false;
        bindings.set(vp.name, { kind: 'value', value: part, type: { kind: 'int', signed: true, bits: 32 } });
      }
    }
  }
  return true;
}

/** The template parameter a function parameter's type is, as written (`T`, `const T&`, `T&&`), or null. */
function bareParameter(t: A.TypeRef, params: readonly A.TemplateParam[]): string | null {
  if (t.spec.kind !== 'NamedTypeSpec' || t.spec.name.parts.length !== 1 || t.spec.name.templateArgs || t.pointers.length > 0 || t.arrayDims.length > 0 || t.isFunctionPointer) return null;
  const name = t.spec.name.parts[0];
  return params.some((p) => p.kind === 'TypeParam' && p.name === name) ? name : null;
}

function mentions(name: A.QualifiedName, param: string): boolean {
  return (name.templateArgs ?? []).some((t) => t.kind === 'TypeArg' && t.type.spec.kind === 'NamedTypeSpec' && t.type.spec.name.parts.includes(param));
}

function bindType(name: string, t: Type, bindings: Map<string, Binding>): boolean {
  const prior = bindings.get(name);
  if (prior) return prior.kind === 'type' && sameType(prior.type, t);
  bindings.set(name, { kind: 'type', type: t });
  return true;
}

/** The template arguments a type was made with, when it is an instance of the template named `template` (`vector<int>`: [int]). */
export function templateArgumentsOf(template: string, t: Type): (Type | number)[] | null {
  return libraryTemplateParts(template, t) ?? classTemplateParts(template, t);
}

/** The template arguments of an instance of the program's class template `template` (`Box<U>` from `Box<int>`). */
function classTemplateParts(template: string, t: Type): (Type | number)[] | null {
  if (t.kind !== 'struct' || templateOfInstance(t.info)?.name !== template) return null;
  return instanceArguments.get(t.info)?.map((b) => (b.kind === 'type' ? b.type : b.value)) ?? null;
}

/** The template arguments an instance was made with, in parameter order. */
const instanceArguments = new WeakMap<StructInfo, Binding[]>();

/** The template arguments a library type was made from, in declaration order. */
function libraryTemplateParts(template: string, t: Type): (Type | number)[] | null {
  switch (template) {
    case 'array_view': return t.kind === 'arrayView' ? [t.element, t.rank] : null;
    case 'array': return t.kind === 'ampArray' ? [t.element, t.rank] : null;
    case 'vector': return t.kind === 'vector' ? [t.element] : null;
    case 'index': return t.kind === 'index' ? [t.rank] : null;
    case 'extent': return t.kind === 'extent' ? [t.rank] : null;
    case 'tiled_index': return t.kind === 'tiledIndex' ? t.tile : null;
    case 'tiled_extent': return t.kind === 'tiledExtent' ? t.tile : null;
    default: return null;
  }
}

/** Runs `f` with the template's parameters visible, in the template's own scope. */
export function withBindings<R>(cx: CheckContext, template: { scope: Scope; decl: { span: Span } }, bindings: Map<string, Binding>, f: () => R): R {
  const saved = cx.scope;
  cx.scope = new Scope(template.scope, 'block');
  for (const [name, b] of bindings) {
    if (b.kind === 'type') cx.scope.define(name, { kind: 'typedef', type: b.type, ...(b.pointeeConst ? { pointeeConst: true } : {}) });
    else cx.scope.define(name, { kind: 'variable', variable: cx.newVariable(name, b.type, 'constant', template.decl.span, { isConst: true, constValue: b.value }) });
  }
  cx.templateDepth++;
  try {
    return f();
  } finally {
    cx.scope = saved;
    cx.templateDepth--;
  }
}

/**
 * Where a function template's instance came from: its template (the primary one, also for an
 * explicit specialisation's instance) and its arguments. Overload resolution reads it to rank
 * equally good instances by their templates (partial-ordering.ts) and to name them in notes.
 */
export interface InstanceOrigin {
  template: FunctionTemplate;
  bindings: ReadonlyMap<string, Binding>;
}

const instanceOrigins = new WeakMap<FunctionInfo, InstanceOrigin>();

export function instanceOrigin(fn: FunctionInfo): InstanceOrigin | undefined {
  return instanceOrigins.get(fn);
}

/**
 * The argument of a call of instance `fn` that points to const where the template's parameter is
 * `T*` (T a type parameter, its pointee written without const): C++ deduces `T = const U`, which
 * ampc's bindings cannot hold (a pointee's constness lives on variables, not in types), so the
 * instance would be `T = U`'s and an overload on constness in its body would choose the other
 * function. Null where there is none.
 */
export function constPointeeForMutableParameter(fn: FunctionInfo, args: readonly Expr[]): Expr | null {
  const origin = instanceOrigin(fn);
  if (!origin) return null;
  const typeParams = new Set(origin.template.decl.params.filter((p) => p.kind === 'TypeParam').map((p) => p.name));
  const params = origin.template.decl.decl.params;
  for (let i = 0; i < args.length && i < params.length; i++) {
    const t = params[i]!.type;
    if (t.pointers.length !== 1 || t.isConst || t.spec.kind !== 'NamedTypeSpec' || t.spec.name.parts.length !== 1 || t.spec.name.templateArgs) continue;
    if (typeParams.has(t.spec.name.parts[0]!) && pointeeConstness(args[i]!) === 'const') return args[i]!;
  }
  return null;
}

/** The template arguments of an instance as g++'s "[with ...]" spells them, `T = int *; int N = 3`. */
export function shownInstanceArguments(origin: InstanceOrigin, writtenType: (t: A.TypeRef) => string): string {
  return origin.template.decl.params.map((p) => {
    const b = origin.bindings.get(p.name);
    return b ? `${p.kind === 'ValueParam' ? `${writtenType(p.type)} ` : ''}${p.name} = ${bindingText(b, typeToString)}` : null;
  }).filter((x) => x !== null).join('; ');
}

/**
 * The bodies of instances made for overload resolution and not yet chosen ([temp.inst]/4, /11:
 * deduction and ranking need only the declaration; the body is instantiated for the function
 * the call uses). Checking it reports its errors with the note naming where it was chosen.
 */
const pendingBodies = new WeakMap<FunctionInfo, (requestedAt: Span) => void>();

/** `fn` once its body is checked: an instance chosen by a call (or whose address is taken). Checks it once. */
export function defineInstanceBody(cx: CheckContext, fn: FunctionInfo, requestedAt: Span): FunctionInfo {
  const check = pendingBodies.get(fn);
  if (check) {
    pendingBodies.delete(fn); // before the body: a recursive call finds it defined
    check(requestedAt);
  }
  return fn;
}

function instantiate(cx: CheckContext, template: FunctionTemplate, d: A.FunctionDecl, scope: Scope, bindings: Map<string, Binding>, key: string, callSpan: Span): FunctionInfo | null {
  const shown = `${template.name}<${shownArguments(template.decl.params, bindings)}>`;
  if (tooDeep(cx, shown, callSpan)) return null;
  // An instance is checked as if at namespace scope: not inside the caller's function or kernel.
  const asAtNamespaceScope = <R>(f: () => R): R => {
    const saved = {
      currentFunction: cx.currentFunction, currentKernel: cx.currentKernel, inAmp: cx.inAmp, ampCallees: cx.ampCallees,
      loopDepth: cx.loopDepth, switchDepth: cx.switchDepth,
    };
    cx.currentKernel = null;
    cx.ampCallees = new Set();
    cx.loopDepth = 0;
    cx.switchDepth = 0;
    try {
      return f();
    } finally {
      Object.assign(cx, saved);
    }
  };
  // The declaration: what deduction and ranking need.
  const firstDiagnostic = cx.diags.items.length;
  let instanceScope = scope;
  let checkBody = () => {};
  const fn = asAtNamespaceScope(() => withBindings(cx, { scope, decl: template.decl }, bindings, () => {
    instanceScope = cx.scope;
    if (template.member) {
      const member = instantiateMemberTemplate(cx, template, d, key);
      checkBody = member.checkBody;
      return member.fn;
    }
    const restriction = restrictionOf(cx, d.restrictions);
    const returnType = resolveTypeRef(cx, d.returnType);
    const params = declareParams(cx, d);
    const info: FunctionInfo = {
      // An operator template's instances are functions named as operators are (`operator_eq`).
      name: functionIdentifier(template.name), params, returnType: returnType.type, restriction, body: null, span: d.name.span, isAsync: false, tileStatics: [],
      ...(d.storage.isConstexpr ? { isConstexpr: true } : {}),
      ...(returnType.isReference ? { returnsReference: true } : {}),
    };
    if (declaredNothrow(cx, d, params)) info.nothrow = true;
    template.instances.set(key, info); // before the body: a recursive call finds it
    checkBody = () => {
      cx.functions.push(info);
      checkFunctionBody(cx, info, d);
    };
    return info;
  }));
  // clang: "in instantiation of function template specialization 'f<int>' requested here".
  for (const diag of cx.diags.items.slice(firstDiagnostic)) noteInstantiation(diag, shown, callSpan);
  instanceOrigins.set(fn, { template, bindings });
  // The body, in the scope the declaration was instantiated in.
  const defineBody = (requestedAt: Span): void => {
    const first = cx.diags.items.length;
    asAtNamespaceScope(() => {
      const saved = cx.scope;
      cx.scope = instanceScope;
      cx.templateDepth++;
      try {
        checkBody();
      } finally {
        cx.scope = saved;
        cx.templateDepth--;
      }
    });
    for (const diag of cx.diags.items.slice(first)) noteInstantiation(diag, shown, requestedAt);
  };
  // A deduced return type (`auto f(T x)`) is part of the declaration, known from the body only.
  if (d.returnType.spec.kind === 'AutoTypeSpec' && fn.returnType.kind === 'error') defineBody(callSpan);
  else pendingBodies.set(fn, defineBody);
  return fn;
}

const shownContexts = 10;
const skipping = /^\(skipping (\d+) instantiation contexts\)$/;

/**
 * clang's "in instantiation of 'f<int>' requested here", innermost first. Past 10 contexts, as
 * clang does, the middle ones are counted in one "(skipping N ...)" note and the outermost (the
 * program's own call) stays last.
 */
function noteInstantiation(diag: Diagnostic, instance: string, span: Span): void {
  const note = { message: `in instantiation of '${instance}' requested here`, span };
  const contexts = diag.notes.filter((n) => n.message.startsWith('in instantiation of ')).length;
  if (contexts < shownContexts) {
    diag.notes.push(note);
    return;
  }
  const skipped = diag.notes.length >= 2 ? skipping.exec(diag.notes[diag.notes.length - 2]!.message) : null;
  const count = skipped ? Number(skipped[1]) + 1 : 1;
  if (skipped) diag.notes.splice(diag.notes.length - 2, 1);
  diag.notes.splice(diag.notes.length - 1, 0, { message: `(skipping ${count} instantiation contexts)`, span: diag.notes[diag.notes.length - 1]!.span });
  diag.notes[diag.notes.length - 1] = note;
}

/**
 * Instances nested deeper than ampc's checker can follow (each level is a nested check of a
 * body, on the JS stack). g++ allows 900 levels; a program that needs more than this many
 * (or recurses without end, `f<N + 1>` from `f<N>`) gets an error, not a stack overflow.
 */
const maxInstantiationDepth = 128;

function tooDeep(cx: CheckContext, instance: string, span: Span): boolean {
  if (cx.templateDepth < maxInstantiationDepth) return false;
  cx.diags.error('template-depth', `template instantiation depth exceeds the maximum of ${maxInstantiationDepth} supported by ampc, instantiating '${instance}'`, span);
  return true;
}

/**
 * `S<args>` for a class template: binds the arguments (then defaults), and checks the class
 * once per distinct argument list as a class of its own, named `S_args` in generated code.
 */
export function instantiateClass(cx: CheckContext, template: ClassTemplate, args: A.TemplateArg[] | null, span: Span): StructInfo | null {
  const params = template.decl.params;
  const bindings = new Map<string, Binding>();
  if (!args) {
    cx.diags.error('template-argument', `use of class template '${template.name}' requires template arguments`, span);
    return null;
  }
  if (args.length > params.length) {
    cx.diags.error('template-argument', `too many template arguments for class template '${template.name}'`, span);
    return null;
  }
  for (let i = 0; i < args.length; i++) {
    const b = bindArgument(cx, params[i], args[i]);
    if (!b) return null;
    bindings.set(params[i].name, b);
  }
  for (const p of params.slice(args.length)) {
    if (p.default === null) {
      cx.diags.error('template-argument', `too few template arguments for class template '${template.name}'`, span);
      return null;
    }
    const b = withBindings(cx, template, bindings, () => (p.kind === 'TypeParam' ? bindArgument(cx, p, { kind: 'TypeArg', type: p.default!, span: p.span }) : bindArgument(cx, p, { kind: 'ExprArg', expr: p.default!, span: p.span })));
    if (!b) return null;
    bindings.set(p.name, b);
  }
  return instantiateBound(cx, template, bindings, span);
}

/**
 * The instance of a class template for arguments sema has as types, not as written
 * (`auto l = {1, 2};` makes a `std::initializer_list<int>`); null where they do not fit its parameters.
 */
export function instantiateClassForTypes(cx: CheckContext, template: ClassTemplate, types: readonly Type[], span: Span): StructInfo | null {
  const params = template.decl.params;
  if (types.length !== params.length || params.some((p) => p.kind !== 'TypeParam')) return null;
  return instantiateBound(cx, template, new Map(params.map((p, i): [string, Binding] => [p.name, { kind: 'type', type: types[i] }])), span);
}

/**
 * The host's name for a class template instance: its arguments spelled in identifier characters.
 * Pointers, references and arrays are spelled out (`Box<int *>` is `Box_int_ptr`), since dropping
 * them would name it as `Box<int>`; an instance whose name another one of this template already
 * has (`A<int, ptr>` and `A<int *>`) is numbered.
 */
function instanceIdentifier(prefix: string, key: string, taken: Set<string>): string {
  const spelled = key.replace(/&&/g, ' rref ').replace(/&/g, ' ref ').replace(/\*/g, ' ptr ').replace(/\[/g, ' arr ');
  const base = `${prefix}_${spelled.replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, '')}`;
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  taken.add(name);
  return name;
}

function instantiateBound(cx: CheckContext, template: ClassTemplate, bindings: Map<string, Binding>, span: Span): StructInfo | null {
  const params = template.decl.params;
  const key = params.map((p) => bindingText(bindings.get(p.name)!)).join(', ');
  const cached = template.instances.get(key);
  if (cached) return cached;
  const shown = `${template.name}<${shownArguments(params, bindings)}>`;
  if (tooDeep(cx, shown, span)) return null;
  // The most specialised matching specialisation is instantiated instead of the primary template ([temp.spec.partial.match]).
  const chosen = chooseSpecialization(cx, template, params.map((p) => bindings.get(p.name)!), shown, span);
  if (chosen === 'error') return null;
  const [source, sourceBindings] = chosen ?? [template, bindings];
  const decl = source.decl.decl;
  // A member template's instances are named after its class, a namespace's after the namespace
  // (`N::B<int>` is `N_B_int`, apart from a global `B<int>`).
  const namespaces = template.enclosing ? [] : programNamespaces(template.scope);
  const outer = template.enclosing ? `${template.enclosing.name}_` : namespaces.map((n) => `${n}_`).join('');
  const identifier = instanceIdentifier(`${outer}${template.name}`, key, template.instanceNames);
  const info: StructInfo = { name: identifier, fields: [], isUnion: decl.keyword === 'union', methods: [], memberFunctions: [], constructors: [] };
  template.instances.set(key, info); // before the members: `S<T>` inside S is this instance
  const qualifier = template.enclosing ? `${classDisplayName(template.enclosing)}::` : namespaces.map((n) => `${n}::`).join('');
  setClassDisplayName(info, `${qualifier}${shown}`);
  instanceTemplates.set(info, template);
  instanceArguments.set(info, params.map((p) => bindings.get(p.name)!));
  if (!decl.isDefinition) {
    cx.diags.error('undefined-template', `implicit instantiation of undefined template '${shown}'`, span, [{ message: `template '${template.name}' declared here`, span: decl.nameSpan }]);
  }
  const firstDiagnostic = cx.diags.items.length;
  const saved = { currentKernel: cx.currentKernel, inAmp: cx.inAmp, currentFunction: cx.currentFunction };
  cx.currentKernel = null;
  cx.inAmp = false;
  const madeWithIncompleteClass = [...bindings.values()].some((b) => b.kind === 'type' && b.type.kind === 'struct' && isClassBeingDefined(cx, b.type.info));
  withBindings(cx, source, sourceBindings, () => checkClass(cx, decl, info, madeWithIncompleteClass));
  // The members defined outside the class (`template <class T> void S<T>::f() {...}`) belong to the primary's instances.
  if (source === template) defineMembersOfInstance(cx, template, info, params.map((p) => bindings.get(p.name)!));
  Object.assign(cx, saved);
  for (const diag of cx.diags.items.slice(firstDiagnostic)) noteInstantiation(diag, shown, span);
  return info;
}
