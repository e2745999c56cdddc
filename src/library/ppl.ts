/**
 * `<ppl.h>`'s algorithms over iterator ranges, which are `<algorithm>`'s and `<numeric>`'s run
 * on the calling thread (see ppl-header.ts for the rest of the header and why one thread):
 *
 * - `parallel_sort(first, last[, comp])` and `parallel_buffered_sort` are `std::sort`. Neither is
 *   stable, so equivalent elements may end in any order; std::sort's order (libstdc++'s introsort,
 *   which the runtime replicates) is one of those, and the oracle's (test/oracle/ppl.h).
 * - `parallel_transform(first, last, out, f)` and `(first1, last1, first2, out, f)` are
 *   `std::transform`.
 * - `parallel_reduce(first, last, identity[, f])` folds the range in order from `identity`,
 *   converted to the element type, with `f` (`+` without one) in the element type: what PPL's one
 *   chunk computes (its result has the element type, and `f` must be associative).
 *
 * `parallel_reduce` with a range function and `parallel_radix_sort` are not supported by ampc.
 */
import { typeToString } from '../sema/types.js';
import { algorithmIntrinsics, elementOf } from './algorithm.js';
import type { Intrinsic } from './intrinsics.js';
import { numericIntrinsics } from './numeric.js';

const std = (id: string): Intrinsic[] => {
  const found = [...algorithmIntrinsics, ...numericIntrinsics].filter((i) => i.id === id);
  if (found.length === 0) throw new Error(`<ppl.h> names ${id}, which the library does not declare`);
  return found;
};

/** `concurrency::name`, the std algorithm's declaration under PPL's name (found unqualified too, as C++ AMP's names are). */
function pplName(name: string, of: Intrinsic): Intrinsic {
  return { ...of, id: `concurrency::${name}`, name, namespaces: [''], header: 'ppl.h' };
}

const [accumulate] = std('std::accumulate');

const parallelReduce: Intrinsic = {
  ...pplName('parallel_reduce', accumulate),
  // (container, first, last, identity[, f]): std::accumulate with the identity as an element.
  deduce: (args) => {
    const element = elementOf(args[0]?.type ?? { kind: 'void' });
    if (!element || args.length < 4) return null;
    if (args.length === 6) return { params: args.map((a) => a.type), result: element, pointees: { 0: 'value' } };
    const identity = args[3].type;
    if (!(identity.kind === 'int' || identity.kind === 'float' || identity.kind === 'bool')) return null;
    return accumulate.deduce!([...args.slice(0, 3), { type: element, isNullPointerConstant: false }, ...args.slice(4)]);
  },
  checkCall: (args) => (args.length === 6
    ? [{ severity: 'error', rule: 'unsupported-library', arg: 4, message: `'concurrency::parallel_reduce' with a range function ('${typeToString(args[4].type)}') is not supported by ampc (pass only the identity and a binary function)` }]
    : []),
};

export const pplIntrinsics: Intrinsic[] = [
  ...std('std::sort').map((sort) => pplName('parallel_sort', sort)),
  ...std('std::sort').map((sort) => pplName('parallel_buffered_sort', sort)),
  ...std('std::transform').map((transform) => pplName('parallel_transform', transform)),
  parallelReduce,
];
