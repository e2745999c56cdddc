/**
 * Reverse iterators of contiguous containers: a std::vector's, a C array's, a std::array's.
 *
 * C++ defines `std::reverse_iterator<It>` by the iterator it holds (`base()`): `*r` is
 * `*(base() - 1)`, `++r` is `--base()`, `r + k` holds `base() - k`, `r - s` is
 * `s.base() - r.base()`, `r < s` is `s.base() < r.base()`. ampc's iterators into contiguous
 * storage are host pointers (iterator-pointers.ts), and a reverse iterator over them is a
 * pointer too, into the same elements numbered backwards (runtime/reverse-iterator.ts): a
 * pointer type with `reverse` set. Every pointer operation on it (`*r`, `r->m`, `r[k]`, `++r`,
 * `r += k`, `r - s`, `r < s`, `r == s`) is then the reverse iterator's, and the type keeps it
 * apart from the plain pointer (`r - v.begin()` is an error, as in C++). `r.base()` is the
 * plain pointer again.
 *
 * `c.rbegin()` is the reverse iterator at c's end, `c.rend()` at its start (their const forms
 * the same); `std::rbegin(c)`, `std::rend(c)` the same for C arrays too; `std::make_reverse_iterator(it)`
 * and `std::reverse_iterator<It> r(it)` the one at `it`. The algorithms and std::vector's range
 * constructor take a reverse range as the reversed view of the container with positions in it
 * (check-views.ts's `hostPosition`), so `std::sort(v.rbegin(), v.rend())` sorts the view.
 *
 * A std::string's and a std::deque's are the same over the view of their elements
 * (element-iterators.ts). Into elements a host pointer cannot point to (class objects, strings),
 * `rbegin()` is only a range's end: its type (`reverseIteratorClass`) has no operations.
 */
import type * as A from '../parser/ast.js';
import { reverseIteratorAt, reverseIteratorBase, reverseIteratorClass, reversedElements, makeReverseIterator } from '../library/iterator.js';
import type { Span } from '../source.js';
import { checkExpr, errorExpr, make } from './check-expr.js';
import { hostPosition, type HostPosition } from './check-views.js';
import type { CheckContext } from './context.js';
import { isHostPointee } from './host-pointers.js';
import { namedIteratorPointer } from './iterator-pointers.js';
import type { Expr } from './program.js';
import { sideEffectFree } from './side-effects.js';
import { isStdClass, stdArrayElements } from './std-classes.js';
import { intType, typeToString, type Type } from './types.js';
import { elementsViewOf, isDeque, isElementsView, viewSize } from './element-iterators.js';

export type ReverseIteratorType = Extract<Type, { kind: 'pointer' }> & { reverse: true };

export function reverseIteratorType(pointee: Type): ReverseIteratorType {
  return { kind: 'pointer', pointee, reverse: true };
}

export function isReverseIterator(t: Type): t is ReverseIteratorType {
  return t.kind === 'pointer' && t.reverse === true;
}

/**
 * The element type of a container a reverse iterator can run over (a vector, a C array, the view
 * of a string's or a deque's elements), or null.
 */
function containerElement(container: Expr): Type | null {
  const t = container.type;
  if (isElementsView(container) && t.kind === 'array') return t.element;
  return t.kind === 'vector' || (t.kind === 'array' && t.length !== null) ? t.element : null;
}

/** The number of elements of a container, as an int. */
function sizeOf(container: Expr, span: Span): Expr {
  const t = container.type;
  if (isElementsView(container)) return viewSize(container, span);
  if (t.kind === 'array') return make(intType, span, { kind: 'Const', value: t.length ?? 0 });
  return make(intType, span, { kind: 'Library', op: 'vector.size', receiver: container, args: [] });
}

/** The reverse iterator whose base is position `base` of `container` (a vector, a C array, a view). */
function reverseAt(container: Expr, base: Expr, span: Span): Expr {
  const element = containerElement(container);
  const type: Type = element && isHostPointee(element) ? reverseIteratorType(element) : { kind: 'libraryClass', decl: reverseIteratorClass, typeArgs: [container.type] };
  return make(type, span, { kind: 'Intrinsic', intrinsic: reverseIteratorAt, signature: { params: [container.type, intType], result: type }, args: [container, base] });
}

/**
 * `c.rbegin()`, `c.rend()`, `c.crbegin()`, `c.crend()` of a vector or C array `container` (a
 * std::array's is its C array), or `std::rbegin(c)` and the rest; null where `container` is none.
 */
export function reverseIteratorOf(cx: CheckContext, container: Expr, which: string, span: Span, nameSpan: Span): Expr | null {
  // A std::string's or a std::deque's: over the view of its elements.
  if (container.type.kind === 'string' || isDeque(container.type)) {
    const view = elementsViewOf(cx, container, which, nameSpan);
    return view ? reverseIteratorOf(cx, view, which, span, nameSpan) : errorExpr(span);
  }
  const elements = isStdClass(container.type, 'array') ? stdArrayElements(container) : container;
  if (!elements || !containerElement(elements)) return null;
  if (which === 'rend' || which === 'crend') return reverseAt(elements, make(intType, span, { kind: 'Const', value: 0 }), span);
  // The container is read twice, for its elements and for its size.
  if (!sideEffectFree(elements)) {
    cx.diags.error('unsupported-library', `'${which}' of this expression is not supported by ampc (call it on a named container)`, nameSpan);
    return errorExpr(span);
  }
  return reverseAt(elements, sizeOf(elements, span), span);
}

/** The members of a container that return a reverse iterator. */
export const reverseIteratorMembers: ReadonlySet<string> = new Set(['rbegin', 'rend', 'crbegin', 'crend']);

/** `std::rbegin(c)`, `std::rend(c)`, `std::crbegin(c)`, `std::crend(c)`, `std::make_reverse_iterator(it)`. */
export const reverseIteratorFunctions: ReadonlySet<string> = new Set(['rbegin', 'rend', 'crbegin', 'crend', 'make_reverse_iterator']);

/** A call of one of `reverseIteratorFunctions` (the name `id`), or null where its argument is no container or iterator of ampc's. */
export function reverseIteratorCall(cx: CheckContext, id: string, args: readonly A.Expr[], span: Span, calleeSpan: Span): Expr | null {
  if (args.length !== 1) return null;
  const arg = checkExpr(cx, args[0]);
  if (arg.type.kind === 'error') return arg;
  if (id === 'make_reverse_iterator') return reverseIteratorFrom(cx, reverseIteratorType(iteratorPointee(cx, arg) ?? intType), arg, span);
  const reverse = reverseIteratorOf(cx, arg, id, span, calleeSpan);
  if (reverse) return reverse;
  cx.diags.error('unsupported-library', `'std::${id}' of '${typeToString(arg.type)}' is not supported by ampc (of a std::vector, a C array, a std::array, a std::string or a std::deque it is)`, calleeSpan);
  return errorExpr(span);
}

/** The element type an iterator argument points to, or null where it is no iterator into host scalars. */
function iteratorPointee(cx: CheckContext, it: Expr): Type | null {
  const pointer = namedIteratorPointer(cx, it) ?? it;
  return pointer.type.kind === 'pointer' && !pointer.type.reverse && isHostPointee(pointer.type.pointee) ? pointer.type.pointee : null;
}

/**
 * `std::reverse_iterator<It> r(it)`, `std::make_reverse_iterator(it)`: the reverse iterator of
 * type `type` whose base is the iterator `it`; a copy where `it` is one already.
 */
export function reverseIteratorFrom(cx: CheckContext, type: ReverseIteratorType, it: Expr, span: Span): Expr {
  if (typeToString(it.type) === typeToString(type)) return it;
  const position = hostPosition(cx, it);
  const pointee = iteratorPointee(cx, it);
  if (!pointee || typeToString(pointee) !== typeToString(type.pointee)) {
    cx.diags.error('unsupported-library', `a '${typeToString(type)}' of '${typeToString(it.type)}' is not supported by ampc (of an iterator into a std::vector or C array of its element type it is)`, it.span);
    return errorExpr(span);
  }
  // Into a named container: the reverse iterator at its position, which the algorithms take as a range's end.
  if (position && containerElement(position.container) && sideEffectFree(position.container)) return reverseAt(position.container, position.start, span);
  const pointer = namedIteratorPointer(cx, it) ?? it;
  return make(type, span, { kind: 'Intrinsic', intrinsic: makeReverseIterator, signature: { params: [pointer.type], result: type }, args: [pointer] });
}

/** `r.base()` of a reverse iterator `r`; null for another member. */
export function reverseIteratorMember(cx: CheckContext, object: Expr, member: string, args: readonly Expr[], span: Span, memberSpan: Span): Expr | null {
  if (!isReverseIterator(object.type) || member !== 'base') return null;
  if (args.length !== 0) {
    cx.diags.error('call-arity', "'std::reverse_iterator::base' takes no arguments", memberSpan);
    return errorExpr(span);
  }
  const type: Type = { kind: 'pointer', pointee: object.type.pointee };
  return make(type, span, { kind: 'Intrinsic', intrinsic: reverseIteratorBase, signature: { params: [object.type], result: type }, args: [object] });
}

/**
 * Where a reverse iterator built here points, as the algorithms take a position
 * (check-views.ts's `hostPosition`): in the reversed view of its container, at minus its
 * base. Null for any other expression.
 */
export function reversePosition(e: Expr): HostPosition | null {
  if (e.kind !== 'Intrinsic' || e.intrinsic !== reverseIteratorAt) return null;
  const [container, base] = e.args;
  const element = containerElement(container);
  if (!element) return null;
  const view: Type = { kind: 'array', element, length: container.type.kind === 'array' ? container.type.length : 0 };
  const elements = make(view, e.span, { kind: 'Intrinsic', intrinsic: reversedElements, signature: { params: [container.type], result: view }, args: [container] });
  const start = base.kind === 'Const' && base.value === 0 ? base : make(intType, e.span, { kind: 'Unary', op: '-', operand: base });
  return { container: elements, start };
}

/** Whether `a` and `b` are the reversed views of one container (`sameContainer` compares those). */
export function reversedViewsOf(a: Expr, b: Expr): [Expr, Expr] | null {
  const of = (e: Expr) => (e.kind === 'Intrinsic' && e.intrinsic === reversedElements ? e.args[0] : null);
  const [x, y] = [of(a), of(b)];
  return x && y ? [x, y] : null;
}

/**
 * An algorithm's call over a reverse range: the iterator it returns (`std::find`'s,
 * `std::max_element`'s, a `minmax_element` pair's) is a position in the reversed view, which is
 * the reverse iterator there, so it gets the reverse iterator's type. Other calls are returned
 * as they are.
 */
export function reverseRangeResult(call: Expr): Expr {
  const container = call.kind === 'Intrinsic' && (call.intrinsic.iteratorRange || call.intrinsic.resultIn) ? call.args[call.intrinsic.resultIn?.(call.args.length) ?? 0] : undefined;
  if (!container || !(reversedViewsOf(container, container) || isReverseIterator(container.type))) return call;
  const reversed = (t: Type): Type => (t.kind === 'pointer' && !t.reverse && isHostPointee(t.pointee) ? reverseIteratorType(t.pointee) : t);
  const t = call.type;
  if (t.kind === 'pointer') return { ...call, type: reversed(t) };
  if (t.kind === 'libraryClass' && t.typeArgs.some((a) => a.kind === 'pointer')) return { ...call, type: { ...t, typeArgs: t.typeArgs.map(reversed) } };
  return call;
}
