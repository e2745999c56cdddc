/**
 * Function templates: declared once, instantiated once per distinct template-argument list
 * (C++ [temp.inst]), by checking the template's body again with its parameters bound, in a
 * scope whose parent is the scope the template was declared in. Template arguments come
 * from the call (`f<int>(x)`), from deduction against the argument types ([temp.deduct.call]),
 * then from defaults.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { checkFunctionBody, declareParams, restrictionOf } from './check.js';
import { constantInt, resolveTypeRef } from './resolve-type.js';
import { Scope, type CheckContext, type ClassTemplate, type FunctionTemplate } from './context.js';
import { checkClass } from './check-class.js';
import type { StructInfo } from './types.js';
import type { Expr, FunctionInfo } from './program.js';
import { sameType, typeToString, type Type } from './types.js';

/** A bound template parameter. */
type Binding = { kind: 'type'; type: Type } | { kind: 'value'; value: number; type: Type };

export function declareTemplate(cx: CheckContext, d: A.TemplateDecl): void {
  const decl = d.decl;
  if (decl.kind === 'StructDecl') {
    if (d.params.length === 0) {
      cx.diags.error('unsupported', `explicit specialisation of class template '${decl.name}' is not supported by ampc yet`, decl.nameSpan);
      return;
    }
    const existing = cx.lookup(decl.name)?.symbol;
    // A forward declaration followed by the definition: the definition wins.
    if (existing?.kind === 'classTemplate' && !decl.isDefinition) return;
    const template: ClassTemplate = { name: decl.name, decl: d as ClassTemplate['decl'], scope: cx.scope, instances: new Map() };
    cx.scope.define(decl.name, { kind: 'classTemplate', template });
    return;
  }
  const name = decl.name.parts[decl.name.parts.length - 1];
  if (d.params.length === 0) {
    cx.diags.error('unsupported', `explicit specialisation of '${name}' is not supported by ampc yet`, decl.name.span);
    return;
  }
  const existing = cx.scope.lookupLocal(name);
  const symbol = existing?.kind === 'functions' ? existing : { kind: 'functions' as const, overloads: [], templates: [] };
  const template: FunctionTemplate = { name, decl: d as FunctionTemplate['decl'], scope: cx.scope, instances: new Map() };
  // A redeclaration (declaration, then definition) of the same template: keep the one with a body.
  const same = symbol.templates.findIndex((t) => t.decl.decl.params.length === decl.params.length && t.decl.params.length === d.params.length && !t.decl.decl.body);
  if (same >= 0 && decl.body) symbol.templates[same] = template;
  else if (same < 0 || decl.body) symbol.templates.push(template);
  cx.scope.define(name, symbol);
}

/**
 * The instance of `template` for a call with these explicit template arguments and argument
 * expressions, or null when deduction fails (a non-viable candidate: silent, as in C++,
 * unless it is the only one — then the caller reports no match and we say why here).
 */
export function instantiateForCall(cx: CheckContext, template: FunctionTemplate, explicit: A.TemplateArg[] | null, args: Expr[], callSpan: Span): FunctionInfo | null {
  const params = template.decl.params;
  const bindings = new Map<string, Binding>();
  const fail = (message: string) => {
    cx.diags.error('template-deduction', message, callSpan, [{ message: `template '${template.name}' declared here`, span: template.decl.decl.name.span }]);
    return null;
  };
  if (explicit && explicit.length > params.length) return fail(`too many template arguments for '${template.name}'`);
  for (let i = 0; i < (explicit?.length ?? 0); i++) {
    const b = bindArgument(cx, params[i], explicit![i]);
    if (!b) return null;
    bindings.set(params[i].name, b);
  }
  const fnParams = template.decl.decl.params;
  // Explicitly specified parameters are not deduced: their arguments just convert ([temp.arg.explicit]).
  const deducible = params.filter((p) => !bindings.has(p.name));
  // Arguments deduce; parameters left to their default arguments do not ([temp.deduct.call]).
  if (args.length <= fnParams.length && fnParams.slice(args.length).every((p) => p.defaultValue)) {
    for (let i = 0; i < args.length; i++) {
      if (!deduce(fnParams[i].type, args[i].type, deducible, bindings)) {
        return fail(`no matching function for call to '${template.name}': deduction failed for argument ${i + 1} ('${typeToString(args[i].type)}')`);
      }
    }
  } else {
    return null; // wrong arity: not viable; the overload resolution reports it
  }
  for (const p of params) {
    if (bindings.has(p.name)) continue;
    if (p.default === null) return fail(`couldn't infer template argument '${p.name}' of '${template.name}'`);
    const b = withBindings(cx, template, bindings, () => (p.kind === 'TypeParam' ? bindArgument(cx, p, { kind: 'TypeArg', type: p.default!, span: p.span }) : bindArgument(cx, p, { kind: 'ExprArg', expr: p.default!, span: p.span })));
    if (!b) return null;
    bindings.set(p.name, b);
  }
  const key = params.map((p) => bindingText(bindings.get(p.name)!)).join(', ');
  const cached = template.instances.get(key);
  if (cached) return cached;
  return instantiate(cx, template, bindings, key, callSpan);
}

function bindingText(b: Binding): string {
  return b.kind === 'type' ? typeToString(b.type) : String(b.value);
}

function bindArgument(cx: CheckContext, p: A.TemplateParam, arg: A.TemplateArg): Binding | null {
  if (p.kind === 'TypeParam') {
    if (arg.kind !== 'TypeArg') {
      cx.diags.error('template-argument', `template parameter '${p.name}' is a type; the argument is a value`, arg.span);
      return null;
    }
    return { kind: 'type', type: resolveTypeRef(cx, arg.type).type };
  }
  if (arg.kind !== 'ExprArg') {
    cx.diags.error('template-argument', `template parameter '${p.name}' is a value; the argument is a type`, arg.span);
    return null;
  }
  const value = constantInt(cx, arg.expr, 'template argument');
  if (value === null) return null;
  return { kind: 'value', value, type: resolveTypeRef(cx, p.type).type };
}

/**
 * Deduces template parameters from `P` (a parameter's type as written) against `A` (the
 * argument's type): a bare parameter `T` (through `const`, `&`, `*`), and the template
 * arguments of the library templates (`array_view<T, N>`, `vector<T>`, `index<N>`,
 * `tiled_index<T0, T1>`). Returns false on a conflict or a mismatch.
 */
function deduce(p: A.TypeRef, a: Type, params: readonly A.TemplateParam[], bindings: Map<string, Binding>): boolean {
  let arg = a;
  for (let i = 0; i < p.pointers.length; i++) {
    if (arg.kind === 'pointer') arg = arg.pointee;
    else if (arg.kind === 'array') arg = arg.element; // array-to-pointer decay
    else return false;
  }
  if (p.spec.kind !== 'NamedTypeSpec' || p.arrayDims.length > 0) return true; // nothing to deduce from; conversions decide
  const name = p.spec.name;
  const last = name.parts[name.parts.length - 1];
  const param = name.parts.length === 1 ? params.find((x) => x.name === last && x.kind === 'TypeParam') : undefined;
  if (param && !name.templateArgs) return bindType(param.name, arg, bindings);
  if (!name.templateArgs) return true;
  const parts = libraryTemplateParts(last, arg);
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

function mentions(name: A.QualifiedName, param: string): boolean {
  return (name.templateArgs ?? []).some((t) => t.kind === 'TypeArg' && t.type.spec.kind === 'NamedTypeSpec' && t.type.spec.name.parts.includes(param));
}

function bindType(name: string, t: Type, bindings: Map<string, Binding>): boolean {
  const prior = bindings.get(name);
  if (prior) return prior.kind === 'type' && sameType(prior.type, t);
  bindings.set(name, { kind: 'type', type: t });
  return true;
}

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
function withBindings<R>(cx: CheckContext, template: FunctionTemplate | ClassTemplate, bindings: Map<string, Binding>, f: () => R): R {
  const saved = cx.scope;
  cx.scope = new Scope(template.scope, 'block');
  for (const [name, b] of bindings) {
    if (b.kind === 'type') cx.scope.define(name, { kind: 'typedef', type: b.type });
    else cx.scope.define(name, { kind: 'variable', variable: cx.newVariable(name, b.type, 'constant', template.decl.span, { isConst: true, constValue: b.value }) });
  }
  try {
    return f();
  } finally {
    cx.scope = saved;
  }
}

function instantiate(cx: CheckContext, template: FunctionTemplate, bindings: Map<string, Binding>, key: string, callSpan: Span): FunctionInfo {
  const d = template.decl.decl;
  const firstDiagnostic = cx.diags.items.length;
  // An instance is checked as if at namespace scope: not inside the caller's function or kernel.
  const saved = {
    currentFunction: cx.currentFunction, currentKernel: cx.currentKernel, inAmp: cx.inAmp, ampCallees: cx.ampCallees,
    loopDepth: cx.loopDepth, switchDepth: cx.switchDepth,
  };
  cx.currentKernel = null;
  cx.ampCallees = new Set();
  cx.loopDepth = 0;
  cx.switchDepth = 0;
  const fn = withBindings(cx, template, bindings, () => {
    const restriction = restrictionOf(cx, d.restrictions);
    const returnType = resolveTypeRef(cx, d.returnType);
    const params = declareParams(cx, d);
    const info: FunctionInfo = {
      name: template.name, params, returnType: returnType.type, restriction, body: null, span: d.name.span, isAsync: false, tileStatics: [],
    };
    template.instances.set(key, info); // before the body: a recursive call finds it
    cx.functions.push(info);
    checkFunctionBody(cx, info, d);
    return info;
  });
  Object.assign(cx, saved);
  // clang: "in instantiation of function template specialization 'f<int>' requested here".
  for (const diag of cx.diags.items.slice(firstDiagnostic)) {
    diag.notes.push({ message: `in instantiation of '${template.name}<${key}>' requested here`, span: callSpan });
  }
  return fn;
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
  const key = params.map((p) => bindingText(bindings.get(p.name)!)).join(', ');
  const cached = template.instances.get(key);
  if (cached) return cached;
  const decl = template.decl.decl;
  const identifier = `${template.name}_${key.replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, '')}`;
  const info: StructInfo = { name: identifier, fields: [], isUnion: decl.keyword === 'union', methods: [], memberFunctions: [], constructors: [] };
  template.instances.set(key, info); // before the members: `S<T>` inside S is this instance
  const firstDiagnostic = cx.diags.items.length;
  const saved = { currentKernel: cx.currentKernel, inAmp: cx.inAmp, currentFunction: cx.currentFunction };
  cx.currentKernel = null;
  cx.inAmp = false;
  withBindings(cx, template, bindings, () => checkClass(cx, decl, info));
  Object.assign(cx, saved);
  for (const diag of cx.diags.items.slice(firstDiagnostic)) {
    diag.notes.push({ message: `in instantiation of '${template.name}<${key}>' requested here`, span });
  }
  return info;
}
