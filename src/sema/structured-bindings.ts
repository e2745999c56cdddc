/**
 * Structured bindings ([dcl.struct.bind]): `auto [a, b] = p;`, `const auto& [x, y, z] = t;`,
 * `for (auto& [k, v] : m)`. As C++ defines them, the declaration introduces one hidden variable
 * `e`, declared with the written type and initialiser, and each name refers to an element of `e`:
 *
 *   auto [a, b] = p;   →   auto __bind = p;  auto& a = __bind.first;  auto& b = __bind.second;
 *
 * so assigning `a` writes the hidden copy (or, for `auto&`, the object itself), as C++'s names do.
 * The elements are those of a C array or std::array (`e[i]`), of a std::pair or std::tuple
 * (std::get<i>, which are its fields), or a class's non-static data members in declaration order.
 * Range-for's loop variable is such a declaration too (range-for.ts writes it as one).
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { checkExpr } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Stmt } from './program.js';
import { stdClassOf } from './std-classes.js';
import { typeToString, type Type } from './types.js';

/** How to name element `i` of a decomposed object: a field, or an index. */
type Element = { kind: 'field'; name: string } | { kind: 'index'; index: number };

/** The elements `t` decomposes into, or a reason it does not. */
function elementsOf(t: Type): Element[] | string {
  switch (t.kind) {
    case 'array':
      return t.length === null ? 'an array of unknown bound' : Array.from({ length: t.length }, (_, index) => ({ kind: 'index', index }));
    case 'struct': {
      if (stdClassOf(t.info) === 'array') {
        const inner = t.info.fields[0].type;
        return inner.kind === 'array' && inner.length !== null ? Array.from({ length: inner.length }, (_, index) => ({ kind: 'index', index })) : 'this std::array';
      }
      if (t.info.vtable?.length) return 'a polymorphic class';
      return t.info.fields.map((f) => ({ kind: 'field', name: f.name }));
    }
    case 'libraryClass':
      // A map's `pair<const K, V>` entry.
      return t.decl.id === 'std::pair' && t.decl.fields ? t.decl.fields(t).map((f) => ({ kind: 'field', name: f.name })) : `'${typeToString(t)}'`;
    default:
      return `'${typeToString(t)}'`;
  }
}

/**
 * The statements of `d`, a structured binding declaration: the hidden variable, then one
 * reference per name. `check` checks one ordinary declaration.
 */
export function checkStructuredBinding(cx: CheckContext, d: A.VarDecl & { bindings: NonNullable<A.VarDecl['bindings']> }, check: (d: A.VarDecl) => Stmt): Stmt[] {
  const span = d.span;
  if (d.type.spec.kind !== 'AutoTypeSpec' || d.type.pointers.length > 0 || d.type.arrayDims.length > 0) {
    cx.diags.error('syntax', "a structured binding must be declared with 'auto' (or 'auto&', 'const auto&', 'auto&&')", d.type.span);
    return [];
  }
  if (d.storage.isStatic || d.storage.isTileStatic) {
    cx.diags.error('unsupported', 'a static or tile_static structured binding is not supported by ampc', span);
    return [];
  }
  // A C array is not copied into a variable of its own (ampc's arrays are initialised from braced
  // lists only): the names are its elements, read from the array as named, copies for `auto`.
  const initValue = d.init && 'value' in d.init ? d.init.value : null;
  const before = cx.diags.items.length;
  const initType = initValue && isNamed(initValue) ? checkExpr(cx, initValue).type : null;
  cx.diags.items.length = before;
  const hidden = `__bind${cx.nextSyntheticId()}`;
  const direct = initType?.kind === 'array' ? initValue : null;
  const declared = direct ? null : check({ ...d, name: hidden, nameSpan: d.nameSpan, bindings: undefined });
  if (declared && (declared.kind !== 'VarDecl' || declared.variable.type.kind === 'error')) return [declared];
  const decomposed = declared?.kind === 'VarDecl' ? declared.variable.type : initType!;
  const elements = elementsOf(decomposed);
  if (typeof elements === 'string') {
    cx.diags.error('type-mismatch', `cannot decompose ${elements}: a structured binding takes a C array, std::array, std::pair, std::tuple or a class's data members`, d.init?.span ?? span);
    return declared ? [declared] : [];
  }
  if (elements.length !== d.bindings.length) {
    const n = d.bindings.length;
    cx.diags.error('type-mismatch', `type '${typeToString(decomposed)}' decomposes into ${elements.length} element${elements.length === 1 ? '' : 's'}, but ${n} name${n === 1 ? ' was' : 's were'} provided`, d.bindings[0].span);
    return declared ? [declared] : [];
  }
  const object: A.Expr = direct ?? { kind: 'NameExpr', name: { parts: [hidden], templateArgs: null, span }, span };
  const access = (e: Element, at: Span): A.Expr => (e.kind === 'field'
    ? { kind: 'MemberExpr', object, member: e.name, memberSpan: at, arrow: false, opSpan: at, templateArgs: null, span: at }
    : { kind: 'SubscriptExpr', object, index: { kind: 'IntLiteral', value: BigInt(e.index), isUnsigned: false, isLong: false, text: `${e.index}`, span: at }, bracketSpan: at, span: at });
  // Each name refers to its element: a reference, const when the declaration is.
  const reference: A.TypeRef = { spec: { kind: 'AutoTypeSpec', span: d.type.span }, isConst: d.type.isConst, isVolatile: false, pointers: [], reference: direct && !d.type.reference ? null : '&', arrayDims: [], span: d.type.span };
  const names = d.bindings.map((b, i) => check({
    kind: 'VarDecl', name: b.name, nameSpan: b.span, type: reference, storage: d.storage,
    init: { style: 'equals', value: access(elements[i], b.span), span: b.span }, bitWidth: null, span: b.span,
  }));
  return declared ? [declared, ...names] : names;
}

/** A variable, or a member of one (`c`, `s.values`): read again for each element. */
function isNamed(e: A.Expr): boolean {
  return e.kind === 'NameExpr' || (e.kind === 'MemberExpr' && !e.arrow && isNamed(e.object));
}
