/**
 * C++ AMP's arithmetic on `index<N>` and `extent<N>` (restrict(cpu, amp)): `index ± index`,
 * `extent ± extent`, `extent ± index`, and `+ - * / %` of either with an int (on either side), component by
 * component; and `extent::contains(index)`. In WGSL an index or extent is an `i32` or a
 * `vecN<i32>`, whose operators already work component by component (and a vector op a scalar
 * applies the scalar to each component), or above rank 4 an `array<i32, N>` with helper functions
 * (src/library/index-wgsl.ts); on the host, `indexArithmetic` in runtime/extent.ts.
 */
import { boolType, intType, type Type } from '../sema/types.js';
import type { Intrinsic, IntrinsicSignature } from './intrinsics.js';
import { indexArrayArithmetic, indexArrayContains, isIndexArray } from './index-wgsl.js';

export type IndexOperator = '+' | '-' | '*' | '/' | '%';

const both = { cpu: true, amp: true } as const;

/** The signature of `left op right`, or null when C++ AMP defines no such operator. */
export function indexArithmeticSignature(op: IndexOperator, left: Type, right: Type): IntrinsicSignature | null {
  // `k op idx`: the int applies to each component, on the left.
  if (left.kind === 'int' && left.bits <= 32 && (right.kind === 'index' || right.kind === 'extent')) return { params: [intType, right], result: right };
  if (left.kind !== 'index' && left.kind !== 'extent') return null;
  if (right.kind === 'int' && right.bits <= 32) return { params: [left, intType], result: left };
  if ((op === '+' || op === '-') && (right.kind === 'index' || right.kind === 'extent') && right.rank === left.rank) {
    // index ± index, extent ± extent, extent ± index; index ± extent is not declared.
    if (left.kind === 'index' && right.kind === 'extent') return null;
    return { params: [left, right], result: left };
  }
  return null;
}

/** The operator's intrinsic: one per operator, its signature chosen by `indexArithmeticSignature`. */
export function indexArithmeticIntrinsic(op: IndexOperator): Intrinsic {
  return operators[op];
}

const operators = Object.fromEntries((['+', '-', '*', '/', '%'] as const).map((op): [IndexOperator, Intrinsic] => [op, {
  id: `concurrency::operator${op}`, name: `operator${op}`, namespaces: ['concurrency'], header: 'amp.h', restriction: both,
  signatures: [],
  wgsl: (a, cx) => {
    const left = cx.params[0];
    const rank = left.kind === 'index' || left.kind === 'extent' ? left.rank : 1;
    if (!isIndexArray(rank)) return `(${a[0]} ${op} ${a[1]})`;
    return indexArrayArithmetic((name, source) => cx.helper(name, source), op, rank, cx.params[1].kind === 'int', a[0], a[1]);
  },
  host: (a, cx) => (cx.params[0].kind === 'int'
    ? `${cx.use('indexArithmetic')}('${op}', ${a[1]}, ${a[0]}, true)`
    : `${cx.use('indexArithmetic')}('${op}', ${a[0]}, ${a[1]})`),
}])) as Record<IndexOperator, Intrinsic>;

/** `e.contains(idx)`: every component of idx in [0, e[d]). */
export const extentContains: Intrinsic = {
  id: 'concurrency::extent::contains', name: 'contains', namespaces: ['concurrency'], header: 'amp.h', restriction: both,
  signatures: [],
  wgsl: (a, cx) => {
    const extent = cx.params[0];
    if (extent.kind === 'extent' && isIndexArray(extent.rank)) return indexArrayContains((name, source) => cx.helper(name, source), extent.rank, a[0], a[1]);
    const t = cx.wgslType(cx.params[0]);
    const name = cx.helper(`extent_contains_${t.replace(/[^a-z0-9]/g, '_')}`, `fn extent_contains_${t.replace(/[^a-z0-9]/g, '_')}(e: ${t}, i: ${t}) -> bool {\n  return all(i >= ${t}(0)) && all(i < e);\n}`);
    return `${name}(${a[0]}, ${a[1]})`;
  },
  host: (a) => `${a[0]}.contains(${a[1]})`,
};

/** The signature of `extent<N>::contains(index<N>)`. */
export function extentContainsSignature(extent: Type): IntrinsicSignature | null {
  return extent.kind === 'extent' ? { params: [extent, { kind: 'index', rank: extent.rank }], result: boolType } : null;
}
