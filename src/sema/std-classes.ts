/**
 * What sema adds to the C++ declarations of `std::tuple`, `std::array` and `std::pair`
 * (src/library/tuple.ts, std-array.ts, pair.ts, declared in namespace std before the program),
 * and to the containers' own pair entries (library classes: src/library/associative.ts):
 *
 * - name lookup: `std::array` against `concurrency::array` (an unqualified `array` with both
 *   namespaces nominated is ambiguous, as g++ says), and `std::tuple<A, B>` as the prelude's
 *   `__tuple2<A, B>`, since ampc has no variadic templates;
 * - `std::array`'s element access as its C array's: `a[i]`, `a.size()`, `a.front()`, `a.back()`,
 *   `a.data()`, `a.begin()`/`a.end()`, `std::begin(a)`/`std::end(a)` and range-for become
 *   `a._M_elems` accesses, so the generated code indexes an array (on the host and in WGSL) and
 *   the algorithms see a C array range;
 * - pair's converting constructor (`pair<double, int> p = std::make_pair(1, 2)`);
 * - `std::get<I>(x)` on a pair, tuple or array: the element itself, an lvalue;
 * - `std::tie(a, b, std::ignore) = x`: each named variable assigned its element of x.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { construct, copyInitialize } from './check-call.js';
import { userMoveSpan } from './copies.js';
import { checkExpr, errorExpr, make } from './check-expr.js';
import { setClassDisplayName } from './class-members.js';
import { Scope, type CheckContext, type FunctionTemplate } from './context.js';
import type { Expr } from './program.js';
import { constantInt } from './resolve-type.js';
import { reverseIteratorOf } from './reverse-iterators.js';
import { instantiateClass, templateOfInstance } from './templates.js';
import { sameType, sizeType, typeToString, voidType, type StructInfo, type Type } from './types.js';
import { maxTupleSize } from '../library/tuple.js';
import { isOwningPointer } from '../library/memory.js';
import { readsTwiceAlike } from './side-effects.js';
import { isInitializerList } from './initializer-lists.js';
import { checkQuietly } from './probes.js';

/** The classes namespace std declares in C++ (the containers' own pair entries are library classes: associative.ts). */
export type StdClass = 'tuple' | 'array' | 'pair';

/** The prelude's namespace std (also the program's, which reopens it). */
function stdScope(cx: CheckContext): Scope | undefined {
  const symbol = cx.globalScope.lookupLocal('std');
  return symbol?.kind === 'namespace' ? symbol.scope : undefined;
}

/** The operator templates namespace std declares, for operands of std's classes (or none). */
export function stdOperatorTemplates(cx: CheckContext, name: string, operands: readonly Expr[]): FunctionTemplate[] {
  if (!operands.some((o) => o.type.kind === 'struct' && stdClassOf(o.type.info))) return [];
  const symbol = stdScope(cx)?.lookupLocal(name);
  return symbol?.kind === 'functions' ? symbol.templates : [];
}

/** Which of the two `info` is an instance of, or null. */
export function stdClassOf(info: StructInfo): StdClass | null {
  const template = templateOfInstance(info);
  if (!template || template.scope.owner !== 'namespace' || template.scope.name !== 'std' || template.scope.parent?.parent) return null;
  if (template.name === 'array') return 'array';
  if (template.name === 'pair') return 'pair';
  return /^__tuple\d+$/.test(template.name) ? 'tuple' : null;
}

export function isStdClass(t: Type, which: StdClass): t is Extract<Type, { kind: 'struct' }> {
  return t.kind === 'struct' && stdClassOf(t.info) === which;
}

/**
 * `array<...>` and `tuple<...>` as written, or undefined where the name is not std's (`array`
 * is concurrency's unless qualified by std or nominated by `using namespace std` alone).
 */
export function stdNamedType(cx: CheckContext, name: A.QualifiedName): Type | undefined {
  const last = name.parts[name.parts.length - 1];
  const qualifiers = name.parts.slice(0, -1).filter((p) => p !== '');
  if (qualifiers.length > 0 && qualifiers.join('::') !== 'std') return undefined;
  const scope = stdScope(cx);
  if (!scope) return undefined;
  if (last === 'array') {
    if (qualifiers.length === 0 && !inNamespace(cx, scope)) {
      const nominated = cx.libraryNamespacesInScope();
      if (!nominated.includes('std')) return undefined;
      if (nominated.includes('')) {
        cx.diags.error('ambiguous-name', "reference to 'array' is ambiguous: 'using namespace std' and 'using namespace concurrency' both make it visible (std::array and concurrency::array); qualify it", name.span);
        return { kind: 'error' };
      }
    }
    const template = scope.lookupLocal('array');
    if (template?.kind !== 'classTemplate') return undefined;
    const info = instantiateClass(cx, template.template, name.templateArgs, name.span);
    return info ? { kind: 'struct', info } : { kind: 'error' };
  }
  if (last !== 'tuple') return undefined;
  const args = name.templateArgs ?? [];
  if (args.length === 0 || args.length > maxTupleSize) {
    cx.diags.error('unsupported', `std::tuple of ${args.length} elements is not supported by ampc (1 to ${maxTupleSize} are)`, name.span);
    return { kind: 'error' };
  }
  const template = scope.lookupLocal(`__tuple${args.length}`);
  if (template?.kind !== 'classTemplate') return { kind: 'error' };
  const info = instantiateClass(cx, template.template, args, name.span);
  if (!info) return { kind: 'error' };
  nameTuple(info);
  return { kind: 'struct', info };
}

/** Whether the scope being checked is inside `ns` (the prelude's own code, in namespace std). */
function inNamespace(cx: CheckContext, ns: Scope): boolean {
  for (let s: Scope | null = cx.scope; s; s = s.parent) if (s === ns) return true;
  return false;
}

/** `__tuple2<int, float>` is `std::tuple<int, float>` in diagnostics. */
function nameTuple(info: StructInfo): void {
  setClassDisplayName(info, `std::tuple<${info.fields.map((f) => typeToString(f.type)).join(', ')}>`);
}

/** `first` and `second` of a std::pair (a library class with fields), or null for other types. */
function pairFields(t: Type): readonly { name: string; type: Type }[] | null {
  if (t.kind !== 'libraryClass' || t.decl.id !== 'std::pair' || !t.decl.fields) return null;
  return t.decl.fields(t);
}

/** `a._M_elems` for a std::array `a`, or null. */
export function stdArrayElements(object: Expr): Expr | null {
  if (!isStdClass(object.type, 'array')) return null;
  const field = object.type.info.fields[0];
  return make(field.type, object.span, { kind: 'Field', object, field: field.name });
}

function stdArrayLength(t: Type): number {
  if (!isStdClass(t, 'array')) return 0;
  const field = t.info.fields[0].type;
  return field.kind === 'array' ? field.length ?? 0 : 0;
}

/** The std::array's length, when `t` is one (range-for's bound). */
export function stdArraySize(t: Type): number | null {
  return isStdClass(t, 'array') ? stdArrayLength(t) : null;
}

const elemsOf = (object: A.Expr, span: Span): A.Expr => ({ kind: 'MemberExpr', object, member: '_M_elems', memberSpan: span, arrow: false, opSpan: span, templateArgs: null, span });

/**
 * `a.m()` for std::array's element-access members, as the C array's own operations, or null for
 * the members the class declares (`at`, `fill`, `swap`) and unknown ones.
 */
export function stdArrayMember(cx: CheckContext, callee: Extract<A.Expr, { kind: 'MemberExpr' }>, object: Expr, args: readonly A.Expr[], span: Span): Expr | null {
  if (!isStdClass(object.type, 'array') || callee.arrow) return null;
  const n = stdArrayLength(object.type);
  const elements = stdArrayElements(object)!;
  const element = elements.type.kind === 'array' ? elements.type.element : object.type;
  const noArgs = () => {
    if (args.length === 0) return true;
    cx.diags.error('call-arity', `'std::array::${callee.member}' takes no arguments`, callee.memberSpan);
    return false;
  };
  const at = (i: number) => make(element, span, { kind: 'Element', object: elements, index: make({ kind: 'int', signed: true, bits: 32 }, span, { kind: 'Const', value: i }) });
  const std = (fn: string): A.Expr => ({
    kind: 'CallExpr', span,
    callee: { kind: 'NameExpr', name: { parts: ['std', fn], templateArgs: null, span: callee.memberSpan }, span: callee.memberSpan },
    args: [elemsOf(callee.object, callee.object.span)],
  });
  switch (callee.member) {
    case 'size':
    case 'max_size':
      return noArgs() ? make(sizeType, span, { kind: 'Const', value: BigInt(n) }) : errorExpr(span);
    case 'empty':
      return noArgs() ? make({ kind: 'bool' }, span, { kind: 'Const', value: n === 0 }) : errorExpr(span);
    case 'front':
      return noArgs() ? at(0) : errorExpr(span);
    case 'back':
      return noArgs() ? at(n - 1) : errorExpr(span);
    case 'data':
      return noArgs() ? elements : errorExpr(span);
    case 'begin':
    case 'cbegin':
      return noArgs() ? checkExpr(cx, std('begin')) : errorExpr(span);
    case 'end':
    case 'cend':
      return noArgs() ? checkExpr(cx, std('end')) : errorExpr(span);
    case 'rbegin':
    case 'rend':
    case 'crbegin':
    case 'crend':
      // Those of its C array (reverse-iterators.ts).
      return noArgs() ? reverseIteratorOf(cx, object, callee.member, span, callee.memberSpan) ?? errorExpr(span) : errorExpr(span);
    default:
      return null;
  }
}

/** `std::begin(a)` / `std::end(a)` of a std::array: those of its C array (the arguments, rewritten), or null. */
export function stdArrayRangeArgs(cx: CheckContext, id: string, args: readonly A.Expr[]): A.Expr[] | null {
  if ((id !== 'begin' && id !== 'end' && id !== 'cbegin' && id !== 'cend') || args.length !== 1) return null;
  const first = checkExprQuietly(cx, args[0]);
  // An initializer_list's elements are its vector `_M_elems` (initializer-lists.ts).
  return first && (isStdClass(first.type, 'array') || isInitializerList(first.type)) ? [elemsOf(args[0], args[0].span)] : null;
}

/** `e` checked as a probe (probes.ts), or null where it has an error. */
function checkExprQuietly(cx: CheckContext, e: A.Expr): Expr | null {
  const checked = checkQuietly(cx, e);
  return checked.type.kind === 'error' ? null : checked;
}

/** The element `i` of a pair, tuple or array object, as an lvalue, or null (with the error) when there is none. */
function elementOf(cx: CheckContext, object: Expr, i: number, span: Span): Expr | null {
  const pair = pairFields(object.type);
  if (pair) {
    if (i < 0 || i > 1) {
      cx.diags.error('template-argument', `index ${i} is out of range for '${typeToString(object.type)}' (2 elements)`, span);
      return errorExpr(span);
    }
    return make(pair[i].type, span, { kind: 'Field', object, field: pair[i].name });
  }
  if (object.type.kind !== 'struct') return null;
  const which = stdClassOf(object.type.info);
  const info = object.type.info;
  const count = which === 'array' ? stdArrayLength(object.type) : info.fields.length;
  if (which === null) return null;
  if (i < 0 || i >= count) {
    cx.diags.error('template-argument', `index ${i} is out of range for '${typeToString(object.type)}' (${count} element${count === 1 ? '' : 's'})`, span);
    return errorExpr(span);
  }
  if (which === 'array') {
    const elements = stdArrayElements(object)!;
    const element = elements.type.kind === 'array' ? elements.type.element : object.type;
    return make(element, span, { kind: 'Element', object: elements, index: make({ kind: 'int', signed: true, bits: 32 }, span, { kind: 'Const', value: i }) });
  }
  const field = info.fields[i];
  return make(field.type, span, { kind: 'Field', object, field: field.name });
}

/** `std::get<I>(x)` on a pair, tuple or array, or null when the call is something else. */
export function stdGet(cx: CheckContext, callee: Extract<A.Expr, { kind: 'NameExpr' }>, args: readonly A.Expr[], span: Span): Expr | null {
  const ta = callee.name.templateArgs;
  if (callee.name.parts[callee.name.parts.length - 1] !== 'get' || !ta || ta.length !== 1 || args.length !== 1) return null;
  const probe = checkExprQuietly(cx, args[0]);
  if (!probe || !(pairFields(probe.type) || (probe.type.kind === 'struct' && stdClassOf(probe.type.info)))) return null;
  if (ta[0].kind !== 'ExprArg') {
    cx.diags.error('unsupported-library', "'std::get<T>' (an element by its type) is not supported by ampc; use its index", ta[0].span);
    return errorExpr(span);
  }
  const i = constantInt(cx, ta[0].expr, 'template argument');
  if (i === null) return errorExpr(span);
  return elementOf(cx, checkExpr(cx, args[0]), i, span);
}

/**
 * `std::swap(a, b)`: `(t = a, a = b, b = t)` with `t` declared before the statement, which is
 * what the move-based swap does to the values of ampc's types. Both operands are evaluated
 * twice, so they must be names, fields or elements at names (anything else is reported).
 * Null when the call is not std::swap of two arguments of one type.
 */
export function stdSwap(cx: CheckContext, callee: Extract<A.Expr, { kind: 'NameExpr' }>, args: readonly A.Expr[], span: Span): Expr | null {
  const parts = callee.name.parts;
  if (parts[parts.length - 1] !== 'swap' || args.length !== 2 || !parts.slice(0, -1).every((p) => p === '' || p === 'std')) return null;
  if (parts.length === 1 && cx.lookup('swap')) return null; // the program's own swap
  const a = checkExprQuietly(cx, args[0]);
  const b = checkExprQuietly(cx, args[1]);
  if (!a || !b) {
    // An operand with an error of its own: report it (not "undeclared std::swap").
    const checked = [checkExpr(cx, args[0]), checkExpr(cx, args[1])];
    return checked.some((e) => e.type.kind === 'error') ? errorExpr(span) : null;
  }
  // Owning pointers swap what they own (their `swap` member), each evaluated once, as C++'s
  // move-based swap leaves the owner counts as they were.
  if (sameType(a.type, b.type) && isOwningPointer(a.type)) {
    return checkExpr(cx, { kind: 'CallExpr', callee: { kind: 'MemberExpr', object: args[0], member: 'swap', memberSpan: callee.span, arrow: false, opSpan: callee.span, templateArgs: null, span: callee.span }, args: [args[1]], span });
  }
  // Two array_views swap which data each views (`std::swap(av_src, av_dst)` between reduction passes).
  if (!sameType(a.type, b.type) || a.type.kind === 'ampArray') {
    cx.diags.error('no-matching-function', `no matching function for call to 'swap(${typeToString(a.type)}, ${typeToString(b.type)})': ampc's std::swap exchanges two values of one type`, callee.span);
    return errorExpr(span);
  }
  if (!readsTwiceAlike(a) || !readsTwiceAlike(b)) {
    cx.diags.error('unsupported-library', "std::swap of these operands is not supported by ampc: swap variables, their fields or elements (v[i], s.x)", callee.span);
    return errorExpr(span);
  }
  // libstdc++'s swap moves: `T tmp(move(a)); a = move(b); b = move(tmp);`. ampc runs a class's
  // copy constructor and operator= for those (what the moves call where the class declares no
  // move operations); a user-written move constructor or assignment would run instead: refused.
  const userMove = a.type.kind === 'struct' ? userMoveSpan(a.type) : null;
  if (userMove) {
    cx.diags.error('unsupported-library', `std::swap of a '${typeToString(a.type)}' runs its move constructor and move assignment, which is not supported by ampc`, callee.span, [{ message: 'declared here', span: userMove }]);
    return errorExpr(span);
  }
  const name = `__swap${cx.nextSyntheticId()}`;
  const variable = cx.newVariable(name, a.type, 'local', span);
  const t: A.Expr = { kind: 'NameExpr', name: { parts: [name], templateArgs: null, span }, span };
  const assign = (target: A.Expr, value: A.Expr): A.Expr => ({ kind: 'AssignExpr', op: '=', target, value, opSpan: span, span });
  const comma = (left: A.Expr, right: A.Expr): A.Expr => ({ kind: 'BinaryExpr', op: ',', left, right, opSpan: span, span });
  cx.scope.define(name, { kind: 'variable', variable });
  if (a.type.kind !== 'struct') {
    cx.hoisted.push({ kind: 'VarDecl', variable, init: null, span });
    const swapped = checkExpr(cx, comma(comma(assign(t, args[0]), assign(args[0], args[1])), assign(args[1], t)));
    return swapped.type.kind === 'error' ? swapped : make(voidType, span, { kind: 'Convert', operand: swapped });
  }
  // A class object's temporary is made by its copy constructor from `a` (in place: no default
  // constructor runs first, and the class need not have one), then the two assignments.
  cx.hoisted.push({ kind: 'VarDecl', variable, init: null, span, storageOnly: true });
  const made = copyInitialize(cx, checkExpr(cx, args[0]), a.type);
  if (made.type.kind === 'error') return made;
  const temp = make(a.type, span, { kind: 'VarRef', variable });
  const construct = make(a.type, span, { kind: 'Assign', op: null, target: temp, value: made, initializes: true });
  const assignments = checkExpr(cx, comma(assign(args[0], args[1]), assign(args[1], t)));
  if (assignments.type.kind === 'error') return assignments;
  return make(voidType, span, { kind: 'Convert', operand: make(assignments.type, span, { kind: 'Binary', op: ',', left: construct, right: assignments }) });
}

/** Whether `e` is a call of `std::tie` (the target of `std::tie(a, b) = x`). */
export function isTieCall(e: A.Expr): e is Extract<A.Expr, { kind: 'CallExpr' }> {
  return e.kind === 'CallExpr' && e.callee.kind === 'NameExpr' && e.callee.name.parts[e.callee.name.parts.length - 1] === 'tie'
    && e.callee.name.parts.slice(0, -1).every((p) => p === '' || p === 'std');
}

/**
 * `std::tie(a, b) = x`: x is evaluated once, into a variable declared before the statement,
 * then each named variable is assigned its element in turn (`std::ignore` skips one), as
 * tuple's assignment does. The value of the whole is the last assignment's.
 */
export function assignTie(cx: CheckContext, tie: Extract<A.Expr, { kind: 'CallExpr' }>, valueAst: A.Expr, span: Span): Expr {
  const value = checkExpr(cx, valueAst);
  if (value.type.kind === 'error') return errorExpr(span);
  const fields = pairFields(value.type) ?? (isStdClass(value.type, 'tuple') || isStdClass(value.type, 'pair') ? value.type.info.fields : null);
  if (!fields || fields.length !== tie.args.length) {
    cx.diags.error('type-mismatch', `cannot assign '${typeToString(value.type)}' to std::tie of ${tie.args.length} variable${tie.args.length === 1 ? '' : 's'}: a std::pair or std::tuple of as many elements is needed`, valueAst.span);
    return errorExpr(span);
  }
  const name = `__tie${cx.nextSyntheticId()}`;
  const variable = cx.newVariable(name, value.type, 'local', span);
  cx.hoisted.push({ kind: 'VarDecl', variable, init: construct(cx, value.type, [], span), span });
  cx.scope.define(name, { kind: 'variable', variable });
  const ref = (): A.Expr => ({ kind: 'NameExpr', name: { parts: [name], templateArgs: null, span }, span });
  const steps: A.Expr[] = [{ kind: 'AssignExpr', op: '=', target: ref(), value: valueAst, opSpan: span, span }];
  tie.args.forEach((target, i) => {
    if (target.kind === 'NameExpr' && target.name.parts[target.name.parts.length - 1] === 'ignore') return;
    const field = fields[i].name;
    steps.push({ kind: 'AssignExpr', op: '=', target, value: { kind: 'MemberExpr', object: ref(), member: field, memberSpan: span, arrow: false, opSpan: span, templateArgs: null, span }, opSpan: span, span });
  });
  const chain = steps.reduce((left, right) => ({ kind: 'BinaryExpr', op: ',', left, right, opSpan: span, span }));
  return checkExpr(cx, chain);
}

/** Brace elision for std::array's one field: `array<int, 3> a = {1, 2, 3}` is `{{1, 2, 3}}`. */
export function elideStdArrayBraces(type: Type, args: Expr[], span: Span): Expr[] {
  if (!isStdClass(type, 'array')) return args;
  if (args.length === 1 && (args[0].kind === 'InitList' && args[0].type.kind === 'void')) return args;
  if (args.length === 1 && args[0].type.kind === 'struct' && args[0].type.info === type.info) return args;
  return [make(voidType, span, { kind: 'InitList', elements: args })];
}

/**
 * `pair<double, long> p = std::make_pair(1, 2)`, and a map's `pair<const K, V>` entry copied into
 * the program's own pair: pair's converting constructor, member by member. The source is read
 * twice, so anything but a variable, field or element is first put in a variable declared
 * before the statement. Null when the conversion is not one between pairs.
 */
export function convertStdPair(cx: CheckContext, e: Expr, to: Type, span: Span): Expr | null {
  if (!isStdClass(to, 'pair')) return null;
  const from = pairFields(e.type) ?? (isStdClass(e.type, 'pair') ? e.type.info.fields : null);
  if (!from) return null;
  let source = e;
  let assign: Expr | null = null;
  if (!readsTwiceAlike(e)) {
    const name = `__pair${cx.nextSyntheticId()}`;
    const variable = cx.newVariable(name, e.type, 'local', span);
    cx.hoisted.push({ kind: 'VarDecl', variable, init: null, span });
    source = make(e.type, span, { kind: 'VarRef', variable });
    assign = make(e.type, span, { kind: 'Assign', op: null, target: source, value: e });
  }
  const members = from.map((f) => make(f.type, span, { kind: 'Field', object: source, field: f.name }));
  const built = construct(cx, to, members, span);
  return assign ? make(to, span, { kind: 'Binary', op: ',', left: assign, right: built }) : built;
}
