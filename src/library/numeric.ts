/**
 * `<numeric>` on the host: `std::accumulate(first, last, init)`, which computes
 * `init = init + *it` for each element in C++'s arithmetic: the sum is taken in the usual
 * arithmetic conversions of the accumulator's type T and the element type, then converted
 * back to T at every step (`accumulate(v.begin(), v.end(), 0)` over floats truncates each
 * partial sum to int, as libstdc++ does). With a fifth argument, `init = op(init, *it)`: any
 * callable the algorithms take (a function, a lambda, a closure, `std::multiplies<int>()`).
 */
import { commonArithmeticType, isArithmetic, type Type } from '../sema/types.js';
import { accepts, adapt, callableOf, elementOf } from './algorithm.js';
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
      if (!element || !number(element) || !number(init) || start.kind !== 'int' || end.kind !== 'int') return null;
      if (op && !accepts(callableOf(op), [init, element], init)) return null;
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
