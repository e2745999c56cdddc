/**
 * A constant subscript outside an array in restrict(amp) code. C++ makes it undefined behaviour
 * only where it runs (clang warns, -Warray-bounds), but WGSL refuses a constant index outside a
 * fixed-size array, or a negative one into a runtime-sized buffer, when it creates the shader:
 * ampc says so at the subscript instead of handing Dawn a kernel it rejects.
 */
import { constValueOf } from './const-eval.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import { typeToString } from './types.js';

export function checkConstantSubscript(cx: CheckContext, object: Expr, index: Expr): void {
  if (!cx.inAmp) return;
  const at = constValueOf(index);
  if (at === null || !Number.isInteger(at)) return;
  const t = object.type;
  const what = `'${typeToString(t)}'`;
  if (at < 0 && (t.kind === 'array' || ((t.kind === 'arrayView' || t.kind === 'ampArray') && t.rank === 1))) {
    cx.diags.error('index-out-of-range', `index ${at} is before the beginning of ${what} (undefined behaviour; a WGSL kernel cannot index it)`, index.span);
  } else if (t.kind === 'array' && t.length !== null && at >= t.length) {
    cx.diags.error('index-out-of-range', `index ${at} is past the end of ${what}, which has ${t.length} elements (undefined behaviour; a WGSL kernel cannot index it)`, index.span);
  }
}
