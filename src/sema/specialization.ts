/**
 * Class template specialisations: explicit (`template <> struct S<int> {...}`) and partial
 * (`template <typename T> struct S<T, T>`, `template <class T> struct S<T*>`). An instance
 * `S<args>` uses the specialisation whose pattern matches its arguments ([temp.spec.partial.match]);
 * of several, the one more specialised than all the others ([temp.spec.partial.order]), and
 * where there is none, the use is ambiguous, as in C++.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { checkExpr } from './check-expr.js';
import { constValueOf } from './const-eval.js';
import type { CheckContext, ClassTemplate } from './context.js';
import { resolveTypeRef } from './resolve-type.js';
import { deduce, withBindings, type Binding } from './templates.js';
import { intType, sameType, type Type } from './types.js';

/** `template <...> struct S<pattern> ...`: files the specialisation with S's primary template. */
export function declareClassSpecialization(cx: CheckContext, d: ClassTemplate['decl']): void {
  const decl = d.decl;
  const primary = cx.lookup(decl.name)?.symbol;
  if (primary?.kind !== 'classTemplate') {
    cx.diags.error('template-argument', `'${decl.name}' is not a class template: declare the primary template before specialising it`, decl.nameSpan);
    return;
  }
  const patterns = decl.specializationArgs!;
  if (patterns.length !== primary.template.decl.params.length) {
    cx.diags.error('template-argument', `a specialisation of '${decl.name}' needs ${primary.template.decl.params.length} template arguments, got ${patterns.length}`, decl.nameSpan);
    return;
  }
  // Every parameter of a partial specialisation must be deducible from its arguments ([temp.spec.partial]/9).
  for (const p of d.params) {
    if (!patterns.some((a) => argMentions(a, p.name))) {
      cx.diags.error('template-argument', `template parameter '${p.name}' of this partial specialisation of '${decl.name}' is not deducible from its arguments`, p.span);
      return;
    }
  }
  primary.template.specializations.push({ name: decl.name, decl: d, scope: cx.scope, instances: new Map(), instanceNames: new Set(), specializations: [] });
}

function argMentions(a: A.TemplateArg, name: string): boolean {
  if (a.kind === 'ExprArg') return a.expr.kind === 'NameExpr' && a.expr.name.parts.length === 1 && a.expr.name.parts[0] === name;
  return typeMentions(a.type, name);
}

function typeMentions(t: A.TypeRef, name: string): boolean {
  if (t.spec.kind !== 'NamedTypeSpec') return false;
  const n = t.spec.name;
  return (n.parts.length === 1 && n.parts[0] === name) || (n.templateArgs ?? []).some((a) => argMentions(a, name));
}

/**
 * The specialisation an instance with these arguments (in the primary's parameter order) uses,
 * with its own parameters bound; null for the primary template; 'error' when ambiguous (reported).
 */
export function chooseSpecialization(cx: CheckContext, template: ClassTemplate, actual: Binding[], display: string, span: Span): [ClassTemplate, Map<string, Binding>] | null | 'error' {
  const matches: [ClassTemplate, Map<string, Binding>][] = [];
  for (const s of template.specializations) {
    const bindings = match(cx, s, actual);
    if (bindings) matches.push([s, bindings]);
  }
  if (matches.length <= 1) return matches[0] ?? null;
  const order = template.specializations;
  const beats = (s: ClassTemplate, o: ClassTemplate): boolean => {
    const so = atLeastAsSpecialized(cx, s, o);
    const os = atLeastAsSpecialized(cx, o, s);
    if (so && !os) return true;
    if (!so || !os) return false;
    // The same pattern declared, then defined: one specialisation.
    const sd = s.decl.decl.isDefinition;
    const od = o.decl.decl.isDefinition;
    return (sd && !od) || (!sd && !od && order.indexOf(s) < order.indexOf(o));
  };
  const best = matches.filter(([s]) => matches.every(([o]) => o === s || beats(s, o)));
  if (best.length === 1) return best[0];
  cx.diags.error('ambiguous-specialization', `ambiguous partial specialisations of '${display}'`, span,
    matches.map(([s]) => ({ message: 'partial specialisation matches', span: s.decl.decl.nameSpan })));
  return 'error';
}

/** `spec`'s parameters deduced from `actual`, when its pattern, so substituted, is `actual`; else null. */
function match(cx: CheckContext, spec: ClassTemplate, actual: readonly Binding[]): Map<string, Binding> | null {
  const patterns = spec.decl.decl.specializationArgs!;
  const params = spec.decl.params;
  if (patterns.length !== actual.length) return null;
  const bindings = new Map<string, Binding>();
  for (const [i, pattern] of patterns.entries()) {
    const a = actual[i];
    if (pattern.kind === 'TypeArg') {
      if (a.kind !== 'type') return null;
      const bare = bareParameter(pattern.type, params);
      if (bare) {
        // `T` alone takes the whole argument, `const` included.
        const prior = bindings.get(bare);
        if (prior && !(prior.kind === 'type' && sameType(prior.type, a.type) && !!prior.isConst === !!a.isConst && !!prior.isReference === !!a.isReference)) return null;
        bindings.set(bare, a);
      } else if (!deduce(pattern.type, a.type, params, bindings)) return null;
      continue;
    }
    if (a.kind !== 'value') return null;
    const named = valueParameter(pattern.expr, params);
    if (named) {
      const prior = bindings.get(named);
      if (prior && !(prior.kind === 'value' && prior.value === a.value)) return null;
      bindings.set(named, a);
    }
  }
  if (!params.every((p) => bindings.has(p.name))) return null;
  // Deduction looked at the parts it could; the substituted pattern must be the arguments exactly.
  const first = cx.diags.items.length;
  const same = withBindings(cx, spec, bindings, () => patterns.every((pattern, i) => {
    const a = actual[i];
    if (pattern.kind === 'TypeArg') {
      if (bareParameter(pattern.type, params)) return true;
      const r = resolveTypeRef(cx, pattern.type);
      return a.kind === 'type' && sameType(r.type, a.type) && r.isConst === !!a.isConst && r.isReference === !!a.isReference;
    }
    if (valueParameter(pattern.expr, params)) return true;
    return a.kind === 'value' && constValueOf(checkExpr(cx, pattern.expr)) === a.value;
  }));
  cx.diags.items.length = first; // a pattern that does not fit these arguments is no error
  return same ? bindings : null;
}

function bareParameter(t: A.TypeRef, params: readonly A.TemplateParam[]): string | null {
  if (t.spec.kind !== 'NamedTypeSpec' || t.isConst || t.pointers.length > 0 || t.reference || t.arrayDims.length > 0) return null;
  const n = t.spec.name;
  if (n.parts.length !== 1 || n.templateArgs) return null;
  return params.some((p) => p.kind === 'TypeParam' && p.name === n.parts[0]) ? n.parts[0] : null;
}

function valueParameter(e: A.Expr, params: readonly A.TemplateParam[]): string | null {
  if (e.kind !== 'NameExpr' || e.name.parts.length !== 1) return null;
  return params.some((p) => p.kind === 'ValueParam' && p.name === e.name.parts[0]) ? e.name.parts[0] : null;
}

/**
 * Values no program writes as a template argument, standing for a value parameter in
 * `atLeastAsSpecialized`: distinct among one pattern's parameters, which is all one comparison needs.
 */
const firstUniqueValue = 0x7ffe0000;

/**
 * [temp.func.order] on the specialisations' patterns: `a` is at least as specialised as `b` when
 * `b` matches `a`'s pattern with each of `a`'s parameters replaced by a type (or value) of its own.
 */
function atLeastAsSpecialized(cx: CheckContext, a: ClassTemplate, b: ClassTemplate): boolean {
  const unique = new Map<string, Binding>();
  for (const [i, p] of a.decl.params.entries()) {
    const type: Type = { kind: 'struct', info: { name: p.name, fields: [], isUnion: false, methods: [] } };
    unique.set(p.name, p.kind === 'TypeParam' ? { kind: 'type', type } : { kind: 'value', value: firstUniqueValue + i, type: intType });
  }
  const first = cx.diags.items.length;
  const args = withBindings(cx, a, unique, () => a.decl.decl.specializationArgs!.map((pattern): Binding => {
    if (pattern.kind === 'TypeArg') {
      const bare = bareParameter(pattern.type, a.decl.params);
      if (bare) return unique.get(bare)!;
      const r = resolveTypeRef(cx, pattern.type);
      return { kind: 'type', type: r.type, ...(r.isConst ? { isConst: true } : {}), ...(r.isReference ? { isReference: true } : {}) };
    }
    const named = valueParameter(pattern.expr, a.decl.params);
    if (named) return unique.get(named)!;
    const v = constValueOf(checkExpr(cx, pattern.expr));
    return { kind: 'value', value: typeof v === 'number' ? v : NaN, type: intType };
  }));
  cx.diags.items.length = first;
  return match(cx, b, args) !== null;
}
