/**
 * `<numeric>` on the host: `std::accumulate(first, last, init)`, which computes
 * `init = init + *it` for each element in C++'s arithmetic: the sum is taken in the usual
 * arithmetic conversions of the accumulator's type T and the element type, then converted
 * back to T at every step (`accumulate(v.begin(), v.end(), 0)` over floats truncates each
 * partial sum to int, as libstdc++ does). With a fifth argument, `init = op(init, *it)`: any
 * callable the algorithms take (a function, a lambda, a closure, `std::multiplies<int>()`).
 */
import { commonArithmeticType, isArithmetic, type Type } from '../sema/types.js';
import { voidType } from '../sema/types.js';
import { accepts, adapt, algorithm, call, callableOf, elementAt, elementOf, isPosition, isValue, outputAt, outputElementOf, outputResult, passes, range, resultOf, signature } from './algorithm.js';
import type { HostIntrinsicContext, Intrinsic } from './intrinsics.js';

/** `acc + x` in C++: the common type's arithmetic, converted back to the accumulator's type. */
function step(acc: Type, element: Type, cx: HostIntrinsicContext): string {
  const common = commonArithmeticType(acc, element);
  // The operands are converted first: a 64-bit integer (a bigint on the host) cannot meet a number.
  const sum = cx.arith(common, `${cx.convert('acc', acc, common)} + ${cx.convert('x', element, common)}`);
  return cx.convert(sum, common, acc);
}

export const numericIntrinsics: Intrinsic[] = [
  {
    id: 'std::accumulate', name: 'accumulate', namespaces: ['std'], header: 'numeric', restriction: { cpu: true, amp: false },
    signatures: [],
    iteratorRange: true,
    deduce: (args) => {
      if (args.length !== 4 && args.length !== 5) return null;
      const [container, start, end, init, op] = args.map((a) => a.type);
      const element = elementOf(container);
      const number = (t: Type) => isArithmetic(t) && t.kind !== 'bool';
      if (!element || start.kind !== 'int' || end.kind !== 'int') return null;
      // `init + *it` needs numbers; an operation takes any element it accepts (class objects, strings:
      // `accumulate(v.begin(), v.end(), 0.0f, [](float s, const P& p) { return s + p.w; })`) into a number or a string.
      if (!op && (!number(element) || !number(init))) return null;
      if (op && (!(number(init) || init.kind === 'string') || !accepts(callableOf(op), [init, element], init))) return null;
      // A pointer container is the range's block, not an out-parameter (src/sema/pointer-args.ts).
      return { params: [container, start, end, init, ...(op ? [op] : [])], result: init, pointees: ['value'] };
    },
    wgsl: null,
    host: (a, cx) => {
      const element = elementOf(cx.params[0])!;
      if (a.length === 5) return `${cx.use('accumulate')}(${a[0]}, ${a[1]}, ${a[2]}, ${a[3]}, ${adapt(a[4], callableOf(cx.params[4])!, [cx.result, element], cx.result, cx)})`;
      return `${cx.use('accumulate')}(${a[0]}, ${a[1]}, ${a[2]}, ${a[3]}, (acc, x) => ${step(cx.result, element, cx)})`;
    },
  },
];

/** `x + y` (names of types `x`, `y`) in C++'s arithmetic, converted to `to`: what `std::plus<>()` returns, stored in a T. */
function plus(tx: Type, ty: Type, to: Type, cx: HostIntrinsicContext, x = 'x', y = 'y'): string {
  const common = commonArithmeticType(tx, ty);
  return cx.convert(cx.arith(common, `${cx.convert(x, tx, common)} + ${cx.convert(y, ty, common)}`), common, to);
}

/** `a * b` in C++'s arithmetic: `std::multiplies<>()`, the default product of transform_reduce. */
function times(tx: Type, ty: Type, cx: HostIntrinsicContext): string {
  const common = commonArithmeticType(tx, ty);
  return cx.arith(common, `${cx.convert('x', tx, common)} * ${cx.convert('y', ty, common)}`);
}

const isNumber = (t: Type) => isArithmetic(t) && t.kind !== 'bool';

/**
 * The three calls libstdc++'s reduce makes of its operation (runtime/numeric.ts reduce), each
 * with its arguments' types and its result stored in T: (element, element), (T, T), (T, element).
 */
function reduceSteps(op: { text: string; type: Type } | null, element: Type, t: Type, cx: HostIntrinsicContext): string[] {
  const pairs: [Type, Type][] = [[element, element], [t, t], [t, element]];
  if (!op) return pairs.map(([x, y]) => `(x, y) => ${plus(x, y, t, cx)}`);
  return pairs.map(([x, y]) => adapt(op.text, callableOf(op.type)!, [x, y], t, cx));
}

/** Whether the operation `op` (null: `std::plus<>`) takes each pair reduce gives it and returns something T takes. */
function reducible(op: Type | null, element: Type, t: Type): boolean {
  if (!op) return isNumber(element) && isNumber(t);
  const f = callableOf(op);
  return accepts(f, [element, element], t) && accepts(f, [t, t], t) && accepts(f, [t, element], t);
}

/** `reduce(first, last[, init[, op]])` and the other C++17 algorithms here are sequential: an execution policy first is refused (unsupported.ts). */
export const reduceScanIntrinsics: Intrinsic[] = [
  algorithm('reduce', 'numeric', ({ element, rest }, p) => {
    if (rest.length === 0) return isNumber(element) ? signature(p, element) : null;
    if (rest.length > 2 || !isNumber(rest[0])) return null;
    return reducible(rest[1] ?? null, element, rest[0]) ? signature(p, rest[0]) : null;
  }, (a, cx) => {
    const element = elementAt(cx, 0);
    const t = cx.result;
    // `reduce(first, last)` starts from `value_type{}`.
    const init = a.length > 3 ? a[3] : t.kind === 'int' && t.bits === 64 ? '0n' : '0';
    const op = a.length > 4 ? { text: a[4], type: cx.params[4] } : null;
    return call(cx, 'reduce', [...range(a), init, ...reduceSteps(op, element, t, cx)]);
  }),
  // `transform_reduce(first1, last1, first2, init[, reduce, transform])` (iterators: first2) and
  // `transform_reduce(first, last, init, reduce, transform)`.
  algorithm('transform_reduce', 'numeric', ({ element, rest }, p) => {
    const other = elementOf(rest[0] ?? voidType);
    if (other) {
      const t = rest[2] ?? voidType;
      if (!isPosition(rest[1] ?? voidType) || !isNumber(t)) return null;
      if (rest.length === 3) return isNumber(element) && isNumber(other) ? signature(p, t) : null;
      const product = rest.length === 5 ? resultOf(callableOf(rest[4]), [element, other]) : null;
      return product && reducible(rest[3], product, t) ? signature(p, t) : null;
    }
    const [t, op, unary] = rest;
    if (rest.length !== 3 || !isNumber(t)) return null;
    const product = resultOf(callableOf(unary), [element]);
    return product && reducible(op, product, t) ? signature(p, t) : null;
  }, (a, cx) => {
    const [x, t] = [elementAt(cx, 0), cx.result];
    // (The two-range forms have first2's container and position at 3 and 4; the one-range form has init at 3.)
    const twoRanges = elementOf(cx.params[3]) !== null;
    if (twoRanges && a.length === 6) {
      const y = elementAt(cx, 3);
      return call(cx, 'transformReduce', [...range(a), a[3], a[4], a[5], `(x, y) => ${times(x, y, cx)}`, ...reduceSteps(null, commonArithmeticType(x, y), t, cx)]);
    }
    if (twoRanges) {
      const y = elementAt(cx, 3);
      const product = resultOf(callableOf(cx.params[7]), [x, y])!;
      const transform = adapt(a[7], callableOf(cx.params[7])!, [x, y], product, cx);
      return call(cx, 'transformReduce', [...range(a), a[3], a[4], a[5], transform, ...reduceSteps({ text: a[6], type: cx.params[6] }, product, t, cx)]);
    }
    // The one-range form: the range is its own "second" range, whose elements the transform ignores.
    const product = resultOf(callableOf(cx.params[5]), [x])!;
    const unary = adapt(a[5], callableOf(cx.params[5])!, [x], product, cx);
    return call(cx, 'transformReduce', [...range(a), a[0], a[1], a[3], `((f) => (x) => f(x))(${unary})`, ...reduceSteps({ text: a[4], type: cx.params[4] }, product, t, cx)]);
  }, (n) => (n === 4 || n === 6 ? [2] : [])),
  // `inclusive_scan(first, last, out[, op[, init]])`: the running value is the element type, or init's.
  algorithm('inclusive_scan', 'numeric', ({ element, rest }, p) => {
    const out = outputElementOf(rest[0] ?? voidType);
    if (!out || !isPosition(rest[1] ?? voidType) || rest.length > 4) return null;
    const t = rest[3] ?? element;
    if (!passes(t, out) || !isValue(t)) return null;
    if (rest.length === 2) return isNumber(element) && isNumber(out) ? signature(p, outputResult(p[3])) : null;
    return accepts(callableOf(rest[2]), [t, element], t) ? signature(p, outputResult(p[3])) : null;
  }, (a, cx) => {
    const [element, out] = [elementAt(cx, 0), outputAt(cx, 3)];
    const t = a.length > 6 ? cx.params[6] : element;
    const step = a.length > 5 ? adapt(a[5], callableOf(cx.params[5])!, [t, element], t, cx) : `(x, y) => ${plus(t, element, t, cx)}`;
    const init = a.length > 6 ? `{ value: ${a[6]} }` : 'null';
    return call(cx, 'inclusiveScan', [...range(a), a[3], a[4], init, '(x) => x', step, `(x) => ${cx.convert('x', t, out)}`]);
  }, () => [2], () => 3),
  // `exclusive_scan(first, last, out, init[, op])`.
  algorithm('exclusive_scan', 'numeric', ({ element, rest }, p) => {
    const out = outputElementOf(rest[0] ?? voidType);
    if (!out || !isPosition(rest[1] ?? voidType) || rest.length < 3 || rest.length > 4) return null;
    const t = rest[2];
    if (!passes(t, out) || !isValue(t)) return null;
    if (rest.length === 3) return isNumber(element) && isNumber(t) ? signature(p, outputResult(p[3])) : null;
    return accepts(callableOf(rest[3]), [t, element], t) ? signature(p, outputResult(p[3])) : null;
  }, (a, cx) => {
    const [element, out, t] = [elementAt(cx, 0), outputAt(cx, 3), cx.params[5]];
    const step = a.length > 6 ? adapt(a[6], callableOf(cx.params[6])!, [t, element], t, cx) : `(x, y) => ${plus(t, element, t, cx)}`;
    return call(cx, 'exclusiveScan', [...range(a), a[3], a[4], a[5], step, `(x) => ${cx.convert('x', t, out)}`]);
  }, () => [2], () => 3),
];
