/**
 * Iterator arguments of library functions (`Intrinsic.iteratorRange`, `Intrinsic.iterators`):
 * ampc has no general iterators, so `std::accumulate(v.begin(), v.end(), 0)` reaches the library
 * as `(v, 0, v.size(), 0)`: the container and the two positions, and the `out` of
 * `std::copy(first, last, out)` as two arguments, its container and position. Both iterators of
 * a range must point into the same named container; anything else is reported as not supported.
 * An output iterator (`std::back_inserter(v)`: src/library/output-iterators.ts) is passed on as
 * itself and position 0; the runtime writes through its `put`.
 */
import type { Intrinsic } from '../library/intrinsics.js';
import { outputIteratorValue } from '../library/output-iterators.js';
import { errorExpr, make } from './check-expr.js';
import { hostPosition, type HostPosition } from './check-views.js';
import type { CheckContext } from './context.js';
import type { Expr, FunctionInfo } from './program.js';
import { intType, sameType, typeToString, type Type } from './types.js';
import type { Span } from '../source.js';
import { rangeEndPosition } from '../library/iterator.js';
import { isHostPointee } from './host-pointers.js';
import { sideEffectFree } from './side-effects.js';
import { viewedContainer } from './element-iterators.js';
import { reversedViewsOf } from './reverse-iterators.js';

export function withIteratorRanges(cx: CheckContext, intrinsics: readonly Intrinsic[], args: Expr[]): Expr[] {
  const single = intrinsics.find((i) => i.iterators)?.iterators?.(args.length) ?? [];
  // Single iterators first, from the last, so the positions of the earlier ones stay as written.
  let out = args;
  for (const at of [...single].sort((a, b) => b - a)) {
    const it = out[at];
    if (!it) continue;
    if (it.type.kind === 'error') {
      out = [...out.slice(0, at), errorExpr(it.span), errorExpr(it.span), ...out.slice(at + 1)];
      continue;
    }
    // An output iterator (`std::back_inserter(v)`, `std::ostream_iterator<int>(std::cout)`): itself, at position 0.
    if (outputIteratorValue(it.type)) {
      out = [...out.slice(0, at), it, make(intType, it.span, { kind: 'Const', value: 0 }), ...out.slice(at + 1)];
      continue;
    }
    const position = hostPosition(cx, it);
    if (!position) {
      cx.diags.error('unsupported-library', `the iterator arguments of '${intrinsics[0].id}' must point into a std::vector, C array, std::string or std::deque variable (v.begin(), v.rbegin(), std::begin(a), a + n, ...); other iterators (std::istream_iterator, iterators of other containers) are not supported by ampc`, it.span);
      out = [...out.slice(0, at), errorExpr(it.span), errorExpr(it.span), ...out.slice(at + 1)];
      continue;
    }
    out = [...out.slice(0, at), position.container, position.start, ...out.slice(at + 1)];
  }
  if (!intrinsics.some((i) => i.iteratorRange) || out.length < 2) return out;
  // `std::merge(first1, last1, first2, last2, out)`: the second range, then the first.
  if (intrinsics.some((i) => i.secondRange) && out.length >= 4) out = [out[0], out[1], ...range(cx, intrinsics, out[2], out[3]), ...out.slice(4)];
  const [first, last, ...rest] = out;
  return [...range(cx, intrinsics, first, last), ...rest];
}

/** A range `[first, last)` as its container and the two positions in it (errors where it is not one ampc has). */
function range(cx: CheckContext, intrinsics: readonly Intrinsic[], first: Expr, last: Expr): Expr[] {
  if (first.type.kind === 'error' || last.type.kind === 'error') return [errorExpr(first.span), errorExpr(first.span), errorExpr(last.span)];
  const from = hostPosition(cx, first);
  const to = hostPosition(cx, last);
  if (from && to && !sameContainer(from.container, to.container)) {
    const end = rangeEndThroughPointer(from, to, last.span);
    if (end) return [from.container, from.start, end];
  }
  if (!from || !to || !sameContainer(from.container, to.container)) {
    cx.diags.error('unsupported-library', `the range of '${intrinsics[0].id}' must be two iterators into one std::vector, C array, std::string or std::deque variable (v.begin(), v.end(), v.rbegin(), v.rend(), std::begin(a), a + n, ...); other ranges are not supported by ampc`, first.span);
    return [errorExpr(first.span), errorExpr(first.span), errorExpr(last.span)];
  }
  return [from.container, from.start, to.start];
}

/**
 * A range's end where one of its iterators is a pointer held in a variable (`auto it =
 * std::find(...)`, `int* p = v.data()`): C++ requires both to point into one array, which only
 * the run time knows, so the end is found there (src/library/iterator.ts's rangeEndPosition).
 * Both containers are evaluated again for it: they must be free of side effects. Only over
 * scalars, the elements host pointers point to.
 */
export function rangeEndThroughPointer(from: HostPosition, to: HostPosition, span: Span): Expr | null {
  const element = (t: Type) => (t.kind === 'vector' || t.kind === 'array' ? t.element : t.kind === 'pointer' ? t.pointee : null);
  const [a, b] = [element(from.container.type), element(to.container.type)];
  if (!a || !b || !sameType(a, b) || !isHostPointee(a)) return null;
  if (from.container.type.kind !== 'pointer' && to.container.type.kind !== 'pointer') return null;
  if (![from.container, to.container, to.start].every(sideEffectFree)) return null;
  const args = [from.container, to.container, to.start];
  return make(intType, span, { kind: 'Intrinsic', intrinsic: rangeEndPosition, signature: { params: args.map((x) => x.type), result: intType }, args });
}

export function sameContainer(a: Expr, b: Expr): boolean {
  // `v.rbegin(), v.rend()`: the reversed views of one container (reverse-iterators.ts).
  const reversed = reversedViewsOf(a, b);
  if (reversed) return sameContainer(reversed[0], reversed[1]);
  // `s.begin(), s.end()`: the views of one string's characters or one deque's elements (element-iterators.ts).
  const [x, y] = [viewedContainer(a), viewedContainer(b)];
  if (x && y) return sameContainer(x, y);
  // `v[i].begin(), v[i].end()`: one element of one container, at one plain index.
  if (a.kind === 'Element' && b.kind === 'Element') return sameContainer(a.object, b.object) && sameIndex(a.index, b.index);
  // `s.values` of one variable: a std::array's C array (std-classes.ts), or a struct's array field.
  if (a.kind === 'Field' && b.kind === 'Field') return a.field === b.field && sameContainer(a.object, b.object);
  // `m.data().begin(), m.data().end()`: one getter returning a reference to a member, on one object.
  if (a.kind === 'Call' && b.kind === 'Call') {
    return a.callee === b.callee && !a.virtualSlot && isMemberGetter(a.callee) && a.args.length === b.args.length
      && a.args.every((x, i) => sameContainer(x, b.args[i]!) || sameIndex(x, b.args[i]!));
  }
  return a.kind === 'VarRef' && b.kind === 'VarRef' && a.variable === b.variable;
}

/**
 * A function returning a reference to a member of its object, and nothing else
 * (`std::vector<T>& data() { return data_; }`): calling it once or twice is the same, so a
 * range's two iterators from two calls are one container's, and the library evaluates it once.
 */
function isMemberGetter(fn: FunctionInfo): boolean {
  if (!fn.returnsReference || !fn.body || fn.body.statements.length !== 1) return false;
  const only = fn.body.statements[0]!;
  if (only.kind !== 'Return' || !only.value) return false;
  let place = only.value;
  while (place.kind === 'Field') place = place.object;
  return place !== only.value && place.kind === 'VarRef' && place.variable === fn.params[0];
}

function sameIndex(a: Expr, b: Expr): boolean {
  if (a.kind === 'Const' && b.kind === 'Const') return a.value === b.value;
  return a.kind === 'VarRef' && b.kind === 'VarRef' && a.variable === b.variable;
}

/**
 * Where no declaration of an algorithm over iterators matches its call: the message in the
 * program's terms, not the lowered argument list (containers and positions) deduction saw. Where
 * an iterator's elements are class objects, that is what ampc does not support for this
 * algorithm (or with these arguments); otherwise the call as C++ sees it, each iterator by its
 * type (`std::vector<S>::iterator`, `int*`).
 */
export function iteratorCallMismatch(cx: CheckContext, intrinsic: Intrinsic, written: readonly Expr[]): { rule: 'no-matching-function' | 'unsupported-library'; message: string } {
  const iteratorAt = new Set([...(intrinsic.iteratorRange ? [0, 1] : []), ...(intrinsic.secondRange ? [2, 3] : []), ...(intrinsic.iterators?.(written.length) ?? [])]);
  const positions = written.map((a, i) => (iteratorAt.has(i) && !outputIteratorValue(a.type) ? quietly(cx, () => hostPosition(cx, a)) : null));
  const call = `${intrinsic.id}(${written.map((a, i) => (positions[i] ? iteratorTypeName(positions[i]!) : typeToString(a.type))).join(', ')})`;
  const classElement = positions.map((p) => p && containerElement(p.container.type)).find((t) => t?.kind === 'struct');
  if (classElement) return { rule: 'unsupported-library', message: `'${intrinsic.id}' over elements of class type '${typeToString(classElement)}' is not supported by ampc (called as ${call})` };
  return { rule: 'no-matching-function', message: `no matching function for call to '${call}'` };
}

function containerElement(t: Type): Type | null {
  return t.kind === 'vector' || t.kind === 'array' ? t.element : t.kind === 'pointer' ? t.pointee : null;
}

/** The C++ type of the iterator at `position`: a vector's `iterator`, a pointer into a C array, a reverse iterator. */
function iteratorTypeName(position: HostPosition): string {
  const reversed = reversedViewsOf(position.container, position.container);
  if (reversed) return `std::reverse_iterator<${baseIteratorName(reversed[0].type)}>`;
  return baseIteratorName(position.container.type);
}

function baseIteratorName(container: Type): string {
  if (container.kind === 'vector') return `${typeToString(container)}::iterator`;
  const element = containerElement(container);
  return element ? `${typeToString(element)}*` : typeToString(container);
}

/** Runs `f` without keeping what it reports (the iterators were checked, and reported, already). */
function quietly<T>(cx: CheckContext, f: () => T): T {
  const before = cx.diags.items.length;
  const result = f();
  cx.diags.items.length = before;
  return result;
}
