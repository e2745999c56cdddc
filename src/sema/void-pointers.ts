/**
 * `void*` on the host, as far as `qsort` and `bsearch` need it (src/library/cstdlib-sort.ts): a
 * comparator `int cmp(const void* a, const void* b)` casts its parameters to pointers to the
 * element type (`*(const int*)a`, `(const S*)a`), and `bsearch`'s result is cast to one. A
 * `void*` holds what a pointer to its element holds on the host (a runtime `Pointer`, or the
 * class object itself), so such a cast changes nothing at run time: it is right exactly when
 * the element is of the type cast to, which is checked here once the whole program is known.
 * Every other use of a `void*` value is "not supported by ampc" (other conversions to `void*`
 * are refused where they are converted).
 */
import type { Span } from '../source.js';
import { layoutOf } from './sizeof.js';
import { sortedArray } from '../library/cstdlib-sort.js';
import { scalarLayout } from '../library/cstdlib-memory.js';
import { errorExpr, make } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr, FunctionInfo, Program } from './program.js';
import { forEachExprInStmt } from './walk.js';
import { isHostPointee } from './host-pointers.js';
import { typeKey, typeToString, type Type } from './types.js';

/** A comparator's cast of its `void*` parameter, to check against the arrays it compares. */
interface ParameterCast {
  pointee: Type;
  span: Span;
}

const parameterCasts = new WeakMap<FunctionInfo, ParameterCast[]>();
/** The `void*` parameters read by those casts: any other read of a `void*` variable is refused. */
const castOperands = new WeakSet<Expr>();

const isVoidPointer = (t: Type): boolean => t.kind === 'pointer' && t.pointee.kind === 'void';
const sameElement = (a: Type, b: Type): boolean => typeKey(a) === typeKey(b);

/** `(const T*)p`, `static_cast<const T*>(p)` of a `void*` `p`, or null when `operand` is no `void*`. */
export function castFromVoidPointer(cx: CheckContext, operand: Expr, target: Type, span: Span): Expr | null {
  if (!isVoidPointer(operand.type) || cx.inAmp) return null;
  const unsupported = (why: string): Expr => {
    cx.diags.error('unsupported', `this cast of a 'void *' is not supported by ampc: ${why}`, span);
    return errorExpr(span);
  };
  if (target.kind !== 'pointer' || !(isHostPointee(target.pointee) || target.pointee.kind === 'struct')) {
    return unsupported(`ampc casts a 'void *' to a pointer to a scalar or a class only, not to '${typeToString(target)}'`);
  }
  // `(T*)malloc(bytes)`: the block is made of T (src/library/cstdlib-memory.ts).
  if (operand.kind === 'Intrinsic' && ['malloc', 'calloc', 'realloc'].includes(operand.intrinsic.id)) {
    if (!isHostPointee(target.pointee) || scalarLayout(target.pointee) === null) return unsupported(`ampc allocates blocks of scalars with ${operand.intrinsic.id}, not of '${typeToString(target.pointee)}'`);
    return { ...operand, type: target, signature: { ...operand.signature, result: target } };
  }
  const cast = make(target, span, { kind: 'Convert', operand });
  if (operand.kind === 'Intrinsic' && operand.intrinsic.id === 'bsearch') {
    const element = sortedArray(operand.signature.params[1])?.element;
    if (element && !sameElement(element, target.pointee)) return unsupported(`bsearch searched '${typeToString(element)}' elements, not '${typeToString(target.pointee)}'`);
    return cast;
  }
  const fn = cx.currentFunction;
  if (operand.kind === 'VarRef' && fn && fn.params.includes(operand.variable) && !operand.variable.isReference) {
    const casts = parameterCasts.get(fn) ?? [];
    casts.push({ pointee: target.pointee, span });
    parameterCasts.set(fn, casts);
    castOperands.add(operand);
    return cast;
  }
  return unsupported("ampc's 'void *' is a qsort or bsearch comparator's parameter, bsearch's result, or malloc's, calloc's or realloc's, cast to the element type");
}

/**
 * Each qsort and bsearch call: its comparator names a function (or a lambda) whose casts of its
 * parameters are to the element type, and its size argument is sizeof the element.
 */
export function checkSortComparators(cx: CheckContext, program: Program): void {
  for (const fn of program.functions) {
    if (!fn.body) continue;
    forEachExprInStmt(fn.body, (e) => {
      if (e.kind === 'VarRef' && isVoidPointer(e.type) && !castOperands.has(e)) {
        cx.diags.error('unsupported', `using 'void *' variable '${e.variable.name}' other than by casting it to the element type (in a qsort or bsearch comparator) is not supported by ampc`, e.span);
      }
      if (e.kind !== 'Intrinsic' || (e.intrinsic.id !== 'qsort' && e.intrinsic.id !== 'bsearch')) return;
      const at = e.intrinsic.id === 'qsort' ? 0 : 1;
      const element = sortedArray(e.signature.params[at])?.element;
      if (!element) return;
      const size = e.args[at + 2];
      const bytes = layoutOf(element)?.size;
      if (size.kind !== 'Const' || bytes === undefined || Number(size.value) !== bytes) {
        cx.diags.error('unsupported', `${e.intrinsic.id}'s element size must be the constant sizeof(${typeToString(element)})${bytes === undefined ? '' : ` (${bytes})`}: other sizes are not supported by ampc`, size.span);
      }
      const comparator = e.args[at + 3];
      const target = comparator.kind === 'Convert' ? comparator.operand : comparator;
      if (target.kind !== 'FunctionRef') {
        cx.diags.error('unsupported', `${e.intrinsic.id}'s comparator must name a function or be a lambda: a comparator through a pointer variable is not supported by ampc`, comparator.span);
        return;
      }
      for (const cast of parameterCasts.get(target.fn) ?? []) {
        if (sameElement(cast.pointee, element)) continue;
        cx.diags.error('unsupported', `the comparator casts its 'void *' to '${typeToString(cast.pointee)} *', but ${e.intrinsic.id} is given '${typeToString(element)}' elements: not supported by ampc`, cast.span, [
          { message: `${e.intrinsic.id} called here`, span: e.span },
        ]);
      }
    });
  }
}
