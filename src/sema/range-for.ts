/**
 * `for (decl : range) body` over a std::vector, a C array or a std::string read by value, written as the index loop C++
 * defines it to be ([stmt.ranged]), then checked like code the user wrote:
 *
 *   { auto&& __range = range;   // only when `range` is not already a variable
 *     for (unsigned int __i = 0; __i < <size>; ++__i) { decl = __range[__i]; body } }
 *
 * so references (`auto& x`), `auto`, captures and conversions all behave as they do elsewhere.
 */
import type * as A from '../parser/ast.js';
import { checkExpr, convert, make } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr, Stmt } from './program.js';
import { isBracedList } from './braced-arguments.js';
import { stdArraySize } from './std-classes.js';
import { heldElements, initializerListElement as listElementOf, isInitializerList } from './initializer-lists.js';
import { charType, sameType, typeToString, type Type } from './types.js';

export function desugarRangeFor(cx: CheckContext, s: Extract<A.Stmt, { kind: 'RangeForStmt' }>, rangeType: Type): A.Stmt | null {
  const span = s.span;
  const n = cx.nextSyntheticId();
  const name = (id: string): A.Expr => ({ kind: 'NameExpr', name: { parts: [id], templateArgs: null, span }, span });
  const typeRef = (spec: A.TypeSpec, reference: '&' | '&&' | null = null): A.TypeRef => ({
    spec, isConst: false, isVolatile: false, pointers: [], reference, arrayDims: [], span,
  });
  const statements: A.Stmt[] = [];
  // An initializer_list's elements are those of the vector it holds (initializer-lists.ts).
  if (isInitializerList(rangeType)) {
    return desugarRangeFor(cx, { ...s, range: heldElements(s.range, s.range.span) }, { kind: 'vector', element: listElementOf(rangeType) });
  }
  let range: A.Expr = s.range;
  if (s.range.kind !== 'NameExpr') {
    // Evaluated once, as C++'s `auto&& __range = range;`.
    const rangeName = `__range${n}`;
    statements.push({
      kind: 'DeclStmt', span,
      group: { kind: 'DeclGroup', span, decls: [{ kind: 'VarDecl', name: rangeName, nameSpan: span, type: typeRef({ kind: 'AutoTypeSpec', span }, '&&'), storage: s.decl.storage, init: { style: 'equals', value: s.range, span }, bitWidth: null, span }] },
    });
    range = name(rangeName);
  }
  // A std::string's characters through non-const references (`char& c`, `auto&& c`): an iterator
  // loop, whose iterators write the string itself (element-iterators.ts).
  const changesCharacters = rangeType.kind === 'string' && s.decl.type.reference !== null && !s.decl.type.isConst;
  if ((rangeType.kind === 'libraryClass' && rangeType.decl.members(rangeType).some((m) => m.name === 'begin')) || changesCharacters) {
    statements.push(iteratorLoop(s, range, n));
    return { kind: 'Block', statements, span };
  }
  let size: A.Expr;
  if (rangeType.kind === 'vector' || rangeType.kind === 'string') {
    size = { kind: 'CallExpr', callee: { kind: 'MemberExpr', object: range, member: 'size', memberSpan: span, arrow: false, opSpan: span, templateArgs: null, span }, args: [], span };
  } else if ((rangeType.kind === 'array' && rangeType.length !== null) || stdArraySize(rangeType) !== null) {
    // A C array, or a std::array (whose `__range[__i]` is its C array's element: std-classes.ts).
    const length = rangeType.kind === 'array' ? rangeType.length! : stdArraySize(rangeType)!;
    size = { kind: 'IntLiteral', value: BigInt(length), isUnsigned: true, isLong: false, text: `${length}u`, span };
  } else {
    cx.diags.error('unsupported', `a range-based for over '${typeToString(rangeType)}' is not supported by ampc (std::vector, std::string, C arrays and the std containers with iterators are)`, s.range.span);
    return null;
  }
  const index = `__i${n}`;
  const unsignedInt = typeRef({ kind: 'BuiltinTypeSpec', keywords: ['unsigned', 'int'], span } as A.TypeSpec);
  const init: A.Stmt = {
    kind: 'DeclStmt', span,
    group: { kind: 'DeclGroup', span, decls: [{ kind: 'VarDecl', name: index, nameSpan: span, type: unsignedInt, storage: emptyStorage(), init: { style: 'equals', value: { kind: 'IntLiteral', value: 0n, isUnsigned: true, isLong: false, text: '0u', span }, span }, bitWidth: null, span }] },
  };
  const element: A.Expr = { kind: 'SubscriptExpr', object: range, index: name(index), bracketSpan: span, span };
  // A const reference to a string's character is its value: nothing can change the character
  // while the loop runs (ampc's strings are not changed in place; a change to the whole string
  // would invalidate the loop in C++).
  const decl = rangeType.kind === 'string' ? { ...s.decl, type: { ...s.decl.type, reference: null } } : s.decl;
  const loopVariable: A.Stmt = { kind: 'DeclStmt', span: s.decl.span, group: { kind: 'DeclGroup', span: s.decl.span, decls: [{ ...decl, init: { style: 'equals', value: element, span: s.decl.span } }] } };
  const body: A.Block = { kind: 'Block', statements: [loopVariable, s.body], span: s.body.span };
  statements.push({
    kind: 'ForStmt', init, span, body,
    cond: { kind: 'BinaryExpr', op: '<', left: name(index), right: size, opSpan: span, span },
    step: { kind: 'UnaryExpr', op: 'pre++', operand: name(index), opSpan: span, span },
  });
  return { kind: 'Block', statements, span };
}

/**
 * `for (decl : {a, b, c})`: the range is a `std::initializer_list<T>` whose T is deduced from the
 * elements ([stmt.ranged]: `auto&& __range = {a, b, c};`), each decayed (a string literal is a
 * `const char*`) and all of one type. Its elements are a const array of T, which this declares in
 * the current scope as `__rangeN`; the loop is then the one over that array.
 */
export function bracedRange(cx: CheckContext, s: Extract<A.Stmt, { kind: 'RangeForStmt' }>, list: Extract<A.Expr, { kind: 'InitListExpr' }>):
  { decl: Stmt; loop: Extract<A.Stmt, { kind: 'RangeForStmt' }>; type: Type } | null {
  const elements = list.elements.map((e) => checkExpr(cx, e));
  if (elements.some((e) => e.type.kind === 'error')) return null;
  const deduced = elements.map(initializerListElement);
  const element = deduced[0];
  if (!element || deduced.some((t) => t === null || !sameType(t, element))) {
    const shown = elements.map((e) => (isBracedList(e) ? '{...}' : typeToString(e.type))).join(', ');
    cx.diags.error('template-deduction', `cannot deduce the element type of the std::initializer_list a range-based for makes of {${shown}}: the elements must have one type`, list.span);
    return null;
  }
  const type: Type = { kind: 'array', element, length: elements.length };
  const init = make(type, list.span, { kind: 'InitList', elements: elements.map((e) => convert(cx, e, element)) });
  const name = `__range${cx.nextSyntheticId()}`;
  const variable = cx.newVariable(name, type, 'local', list.span, { isConst: true });
  cx.scope.define(name, { kind: 'variable', variable });
  const range: A.Expr = { kind: 'NameExpr', name: { parts: [name], templateArgs: null, span: list.span }, span: list.span };
  return { decl: { kind: 'VarDecl', variable, init, span: list.span }, loop: { ...s, range }, type };
}

/** The `T` of `std::initializer_list<T>` one element deduces ([temp.deduct.call]: decayed); null for a braced element, which deduces none. */
function initializerListElement(e: Expr): Type | null {
  if (isBracedList(e) || e.type.kind === 'void') return null;
  if (e.kind === 'StringConst') return { kind: 'pointer', pointee: charType };
  if (e.type.kind === 'array') return { kind: 'pointer', pointee: e.type.element };
  return e.type;
}

/** The type of a range expression, for choosing the loop's bound (checked once more in the loop). */
export function rangeTypeOf(cx: CheckContext, range: A.Expr): Type {
  return checkExpr(cx, range).type;
}

function emptyStorage(): A.StorageSpecifiers {
  return {
    isTypedef: false, isStatic: false, isTileStatic: false, isExtern: false, isThreadLocal: false,
    isConstexpr: false, isInline: false, isVirtual: false, spans: {},
  };
}

/**
 * Over a library container with iterators (std::map, std::list, std::deque, ...), and a
 * std::string whose characters the body may change, the iterator loop:
 *   for (auto __it = range.begin(); __it != range.end(); ++__it) { decl = *__it; body }
 */
function iteratorLoop(s: Extract<A.Stmt, { kind: 'RangeForStmt' }>, range: A.Expr, n: number): A.Stmt {
  const span = s.span;
  const it = `__it${n}`;
  const itName: A.Expr = { kind: 'NameExpr', name: { parts: [it], templateArgs: null, span }, span };
  const call = (member: string): A.Expr => ({ kind: 'CallExpr', callee: { kind: 'MemberExpr', object: range, member, memberSpan: span, arrow: false, opSpan: span, templateArgs: null, span }, args: [], span });
  const auto: A.TypeRef = { spec: { kind: 'AutoTypeSpec', span }, isConst: false, isVolatile: false, pointers: [], reference: null, arrayDims: [], span };
  const init: A.Stmt = {
    kind: 'DeclStmt', span,
    group: { kind: 'DeclGroup', span, decls: [{ kind: 'VarDecl', name: it, nameSpan: span, type: auto, storage: emptyStorage(), init: { style: 'equals', value: call('begin'), span }, bitWidth: null, span }] },
  };
  const element: A.Expr = { kind: 'UnaryExpr', op: 'deref', operand: itName, opSpan: span, span };
  const loopVariable: A.Stmt = { kind: 'DeclStmt', span: s.decl.span, group: { kind: 'DeclGroup', span: s.decl.span, decls: [{ ...s.decl, init: { style: 'equals', value: element, span: s.decl.span } }] } };
  return {
    kind: 'ForStmt', init, span,
    body: { kind: 'Block', statements: [loopVariable, s.body], span: s.body.span },
    cond: { kind: 'BinaryExpr', op: '!=', left: itName, right: call('end'), opSpan: span, span },
    step: { kind: 'UnaryExpr', op: 'pre++', operand: itName, opSpan: span, span },
  };
}
