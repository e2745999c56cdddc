/**
 * Iterators into a std::string's characters and a std::deque's elements, on the host.
 *
 * Both are random-access iterators, and ampc's iterators into contiguous storage are host
 * pointers (iterator-pointers.ts). Here the storage is a *view*: an array-typed expression whose
 * host value is an array-like of the elements, one per container, so that two iterators into one
 * container are pointers into one array:
 *
 * - a std::string is an immutable JS string held in a place (runtime/string.ts); its view
 *   (`stringCharacters`, runtime/string-characters.ts) reads and replaces characters of the
 *   string in that place, so `*it = c`, `std::sort(s.begin(), s.end())` and
 *   `std::transform(..., s.begin(), ::toupper)` change the string itself. A local variable whose
 *   iterators are taken is kept boxed (`Variable.isBoxed`), which gives it a place.
 * - a std::deque's elements are the JS array it holds (`Deque.elements()`, runtime/containers.ts).
 *
 * `c.begin()` is then `&view[0]` and `c.end()` `&view[size]`, a `T*` every pointer operation and
 * every algorithm takes (check-views.ts's `hostPosition` reads the view and the position back), and
 * `c.rbegin()` the reverse iterator over the view (reverse-iterators.ts).
 */
import type * as A from '../parser/ast.js';
import { dequeElements, dequeSize, isDequeClass } from '../library/containers.js';
import { eraseCharacters, insertCharacters, replaceCharacters, stringCharacters, stringFromRange } from '../library/string.js';
import type { Span } from '../source.js';
import { convert, errorExpr, make } from './check-expr.js';
import { hostPosition } from './check-views.js';
import { sameContainer } from './iterator-range.js';
import { markWrite } from './check-operators.js';
import { isDiscarded } from './check-short-vectors.js';
import type { CheckContext } from './context.js';
import { isHostPointee } from './host-pointers.js';
import type { Expr } from './program.js';
import { reverseIteratorMembers, reverseIteratorOf } from './reverse-iterators.js';
import { readsTwiceAlike, sideEffectFree } from './side-effects.js';
import { charType, intType, isIntegral, stringType, typeToString, uintType, voidType, type Type } from './types.js';

type ElementsView = Extract<Expr, { kind: 'Intrinsic' }>;

/**
 * A view's type: an array of the elements. Its length in the type is 0, as a reversed view's is
 * (reverse-iterators.ts): the container's size is read where it is needed (`viewSize`).
 */
function viewType(element: Type): Type {
  return { kind: 'array', element, length: 0 };
}

/** Whether `e` is the view of a string's characters or a deque's elements. */
export function isElementsView(e: Expr): e is ElementsView {
  return e.kind === 'Intrinsic' && (e.intrinsic === stringCharacters || e.intrinsic === dequeElements);
}

/** The container a view is of. */
export function viewedContainer(e: Expr): Expr | null {
  return isElementsView(e) ? e.args[0]! : null;
}

/** The number of elements of a view's container, as an int. */
export function viewSize(view: ElementsView, span: Span): Expr {
  const container = view.args[0]!;
  if (view.intrinsic === stringCharacters) return make(intType, span, { kind: 'Library', op: 'string.size', receiver: container, args: [] });
  return make(intType, span, { kind: 'Intrinsic', intrinsic: dequeSize, signature: { params: [container.type], result: intType }, args: [container] });
}

/**
 * Whether `e` is a place whose string ampc can see through a view: a local variable or by-value
 * parameter (boxed from here on, which gives it a place), a reference parameter (its cell), a
 * local reference to such a place, a member of such a place, an element of a vector or C array at
 * a plain index. (A global, a local const reference or a lambda's by-value copy is not: the host
 * has no place of its own for it.)
 */
function stringPlace(cx: CheckContext, e: Expr): boolean {
  switch (e.kind) {
    case 'VarRef': {
      const v = e.variable;
      // A non-const reference parameter is a cell on the host; a const one holds the string's value, boxed as a by-value one.
      if (v.isReference && v.storage === 'param') {
        if (v.isConst) v.isBoxed = true;
        return true;
      }
      if (v.isReference) {
        // `std::string& r = s;`: printed as the place it is bound to.
        const target = cx.referenceTargets.get(v);
        return target !== undefined && stringPlace(cx, target);
      }
      if (v.storage !== 'local' && v.storage !== 'param') return false;
      // A lambda's copy of a variable captured by value is a parameter of the closure's maker, which is not boxed.
      if (cx.functions.some((f) => f.closure?.byValue.some((b) => b.inner === v))) return false;
      v.isBoxed = true;
      return true;
    }
    case 'Field': return e.object.type.kind === 'struct' && (e.object.kind === 'VarRef' || e.object.kind === 'Field' || e.object.kind === 'Element') && sideEffectFree(e.object);
    case 'Element': return (e.object.type.kind === 'vector' || e.object.type.kind === 'array') && sideEffectFree(e.object) && sideEffectFree(e.index);
    default: return false;
  }
}

/** The view of `container`'s elements (a std::string or a std::deque); null, reported, where ampc cannot make one. */
export function elementsViewOf(cx: CheckContext, container: Expr, what: string, span: Span): ElementsView | null {
  if (container.type.kind === 'string') {
    if (!stringPlace(cx, container)) {
      cx.diags.error('unsupported-library', `'${what}' of this std::string expression is not supported by ampc (of a local variable, a parameter, a member or a vector's element it is; not of a global, a temporary, a local const reference or a lambda's copy)`, span);
      return null;
    }
    const view: Type = viewType(charType);
    return make(view, container.span, { kind: 'Intrinsic', intrinsic: stringCharacters, signature: { params: [stringType], result: view }, args: [container] }) as ElementsView;
  }
  const element = dequeElementType(container.type);
  if (element === null) return null;
  if (!isHostPointee(element)) {
    cx.diags.error('unsupported-library', `iterators into a '${typeToString(container.type)}' are not supported by ampc (into a std::deque of scalars they are); use an index`, span);
    return null;
  }
  if (!sideEffectFree(container)) {
    cx.diags.error('unsupported-library', `'${what}' of this std::deque expression is not supported by ampc (call it on a named deque)`, span);
    return null;
  }
  const view: Type = viewType(element);
  return make(view, container.span, { kind: 'Intrinsic', intrinsic: dequeElements, signature: { params: [container.type], result: view }, args: [container] }) as ElementsView;
}

function dequeElementType(t: Type): Type | null {
  return t.kind === 'libraryClass' && isDequeClass(t.decl) ? t.typeArgs[0] ?? null : null;
}

export function isDeque(t: Type): boolean {
  return dequeElementType(t) !== null;
}

/**
 * `std::string(first, last)`: the characters between two iterators into one container of chars
 * (a string's characters, forwards or reversed, a std::vector<char>, a char array). Null where
 * the arguments are not two iterators.
 */
export function stringFromIteratorRange(cx: CheckContext, args: readonly Expr[], span: Span): Expr | null {
  if (args.length !== 2 || args.some((a) => a.type.kind === 'int')) return null;
  // An iterator already reported: a second error about the construction would only repeat it.
  if (args.some((a) => a.type.kind === 'error')) return errorExpr(span);
  const from = hostPosition(cx, args[0]!);
  const to = hostPosition(cx, args[1]!);
  if (!from && !to) return null;
  const element = from ? containerElementType(from.container.type) : null;
  if (!from || !to || !sameContainer(from.container, to.container) || !element || element.kind !== 'int' || element.bits !== 8) {
    cx.diags.error('unsupported-library', 'constructing a std::string from this iterator range is not supported by ampc (from two iterators into one std::string, std::vector<char> or char array it is)', span);
    return errorExpr(span);
  }
  const params = [from.container.type, intType, intType];
  return make(stringType, span, { kind: 'Intrinsic', intrinsic: stringFromRange, signature: { params, result: stringType }, args: [from.container, from.start, to.start] });
}

function containerElementType(t: Type): Type | null {
  return t.kind === 'vector' || t.kind === 'array' ? t.element : t.kind === 'pointer' ? t.pointee : null;
}

/** `&view[position]`: the iterator at a position of the view. */
function iteratorAt(view: ElementsView, position: Expr, span: Span): Expr {
  const element = (view.type as Extract<Type, { kind: 'array' }>).element;
  return make({ kind: 'pointer', pointee: element }, span, { kind: 'AddressOf', operand: make(element, span, { kind: 'Element', object: view, index: position }) });
}

const forwardMembers: ReadonlySet<string> = new Set(['begin', 'end', 'cbegin', 'cend']);

/**
 * `c.begin()`, `c.end()`, `c.rbegin()` and the rest of a std::string or std::deque `c`; for a
 * string also `s.erase(...)` and `s.insert(it, c)`. Null where `member` is none of those (or
 * `container` neither).
 */
export function elementIteratorMember(cx: CheckContext, source: A.Expr, container: Expr, member: string, args: Expr[], span: Span, memberSpan: Span): Expr | null {
  const isString = container.type.kind === 'string';
  if (!isString && dequeElementType(container.type) === null) return null;
  const owner = isString ? 'std::string' : typeToString(container.type);
  if (forwardMembers.has(member) || reverseIteratorMembers.has(member)) {
    if (args.length !== 0) {
      cx.diags.error('call-arity', `'${owner}::${member}' takes no arguments`, memberSpan);
      return errorExpr(span);
    }
    const view = elementsViewOf(cx, container, member, memberSpan);
    if (!view) return errorExpr(span);
    if (reverseIteratorMembers.has(member)) return reverseIteratorOf(cx, view, member, span, memberSpan)!;
    const start = member === 'begin' || member === 'cbegin' ? make(intType, span, { kind: 'Const', value: 0 }) : viewSize(view, span);
    return iteratorAt(view, start, span);
  }
  if (isString && (member === 'erase' || member === 'insert')) return stringEdit(cx, source, container, member, args, span, memberSpan);
  return null;
}

/**
 * `s.erase(first, last)`, `s.erase(it)`, `s.insert(it, c)` (by iterators: the view writes the
 * string's place) and `s.erase(pos, n)` (by positions: `s = <s edited>`, as `s += t` is in
 * string-operators.ts), each a statement of its own: the iterator or string they return is not
 * modelled. `s.insert(pos, text)` by position is not supported.
 */
function stringEdit(cx: CheckContext, source: A.Expr, s: Expr, member: 'erase' | 'insert', args: Expr[], span: Span, memberSpan: Span): Expr | null {
  if (args.some((a) => a.type.kind === 'error')) return errorExpr(span);
  const byIterator = args.length > 0 && args[0].type.kind === 'pointer';
  // `s.insert(pos, text)`: a std::string or a literal; not insert(pos, n, c) or a char array.
  const insertsText = member === 'insert' && !byIterator && args.length === 2 && isIntegral(args[0].type) && args[1].type.kind === 'string';
  if (member === 'insert' && !byIterator && !insertsText) {
    cx.diags.error('unsupported-library', "this form of 'std::string::insert' is not supported by ampc (insert(pos, str) and insert(it, c) are); build the string with substr and +", memberSpan);
    return errorExpr(span);
  }
  if (!isDiscarded(source)) {
    cx.diags.error('unsupported-library', `the value of 'std::string::${member}' is not supported by ampc; call it as a statement of its own`, memberSpan);
    return errorExpr(span);
  }
  if (byIterator) {
    const view = elementsViewOf(cx, s, member, memberSpan);
    if (!view) return errorExpr(span);
    const iterator: Type = { kind: 'pointer', pointee: charType };
    const count = (n: number) => make(intType, span, { kind: 'Const', value: n });
    const empty = make(stringType, span, { kind: 'StringConst', value: '' });
    let rest: Expr[];
    if (member === 'erase' && args.length === 1) rest = [convert(cx, args[0], iterator), count(1), empty];
    else if (member === 'erase' && args.length === 2) rest = [convert(cx, args[0], iterator), convert(cx, args[1], iterator), empty];
    else if (member === 'insert' && args.length === 2) rest = [convert(cx, args[0], iterator), count(0), charText(cx, args[1])];
    else {
      cx.diags.error('unsupported-library', `this form of 'std::string::${member}' is not supported by ampc (erase(it), erase(first, last) and insert(it, c) are)`, memberSpan);
      return errorExpr(span);
    }
    if (rest.some((a) => a.type.kind === 'error')) return errorExpr(span);
    // The iterators are passed as the pointers they are, not as out-parameters.
    const signature = { params: [view.type, ...rest.map((a) => a.type)], result: voidType, pointees: { 1: 'value', 2: 'value' } as const };
    markWrite(cx, s);
    return make(voidType, span, { kind: 'Intrinsic', intrinsic: replaceCharacters, signature, args: [view, ...rest] });
  } else {
    if (!readsTwiceAlike(s)) {
      cx.diags.error('unsupported-library', `'std::string::${member}' of this std::string expression is not supported by ampc; use a variable`, memberSpan);
      return errorExpr(span);
    }
    if (insertsText) {
      // `s = <s with text inserted at pos>`, libstdc++'s out_of_range where pos is past the end.
      const args2 = [s, convert(cx, args[0], uintType), args[1]];
      const edited = make(stringType, span, { kind: 'Intrinsic', intrinsic: insertCharacters, signature: insertCharacters.signatures[0]!, args: args2 });
      markWrite(cx, s);
      return make(stringType, span, { kind: 'Assign', op: null, target: s, value: edited });
    }
    if (args.length > 2) {
      cx.diags.error('call-arity', `no matching function for call to 'std::string::erase' with ${args.length} arguments`, memberSpan);
      return errorExpr(span);
    }
    const npos = make(uintType, span, { kind: 'Const', value: 4294967295 });
    const [pos, n] = [args[0] ?? make(uintType, span, { kind: 'Const', value: 0 }), args[1] ?? npos].map((a) => convert(cx, a, uintType));
    const edited = make(stringType, span, { kind: 'Intrinsic', intrinsic: eraseCharacters, signature: eraseCharacters.signatures[0]!, args: [s, pos, n] });
    markWrite(cx, s);
    return make(stringType, span, { kind: 'Assign', op: null, target: s, value: edited });
  }
}

/** The inserted character as a one-character string. */
function charText(cx: CheckContext, c: Expr): Expr {
  const char = convert(cx, c, charType);
  if (char.type.kind === 'error') return char;
  return make(stringType, c.span, { kind: 'Library', op: 'string.fill', receiver: null, args: [make(intType, c.span, { kind: 'Const', value: 1 }), char] });
}
