/**
 * How a math function's WGSL printer picks its double overload: C++ `double` in kernels is a
 * software double (`vec2<u32>`, src/library/f64-wgsl.ts), so a call whose chosen signature
 * takes a double calls the f64 helper of the same function (src/library/f64-math-wgsl.ts),
 * and a float call prints the f32 WGSL as before.
 */
import { f64HelperFor, f64MathHelpers } from './f64-math-wgsl.js';
import { f64Helpers } from './f64-wgsl.js';
import type { WgslIntrinsicContext, WgslPrinter } from './intrinsics.js';
import type { WgslHelper } from './math-wgsl.js';
import { floatType, type Type } from '../sema/types.js';

/** The chosen signature's first parameter (the one math functions overload on) is double. */
export const takesDouble = (cx: WgslIntrinsicContext): boolean => {
  const t = cx.params[0];
  return t !== undefined && t.kind === 'float' && t.bits === 64;
};

/** Declares a helper (after the helpers it calls) once per module; returns its name. */
export function declareHelper(cx: WgslIntrinsicContext, h: WgslHelper): string {
  for (const dep of h.needs) declareHelper(cx, dep);
  return cx.helper(h.name, h.source);
}

/** The software-double helper of library function `name`; every double overload has one. */
export function f64HelperOf(name: string): WgslHelper {
  const h = f64HelperFor(name);
  // The tables are the compiler's own: a double overload without a helper is a bug in ampc.
  if (!h) throw new Error(`internal: no software-double helper for '${name}'`);
  return h;
}

/** The helpers' sources are constants: each helper's count is computed once per process. */
const inlinedLineCounts = new Map<string, number>();

/**
 * How many WGSL lines a helper becomes once every call in it is inlined, as Mesa's Vulkan
 * drivers inline every function. Shader compile time grows faster than this size: on lavapipe
 * (software Vulkan, what CI and GPU-less machines run) tgamma (7k lines) takes 6 s of CPU to
 * compile, exp (9k) 9 s, acosh (14k) 16 s, sin (26k) about a minute, pow (36k) 80 s (45 s on
 * two cores), and the old acosh with three logarithms (57k) took 205 s, per kernel, before it
 * runs. So the helpers call each large helper from one place (f64-math-wgsl.ts).
 */
export function inlinedLines(h: WgslHelper, memo = inlinedLineCounts): number {
  const known = memo.get(h.name);
  if (known !== undefined) return known;
  memo.set(h.name, 0); // no recursion in WGSL; guards the walk anyway
  let lines = h.source.split('\n').length;
  for (const call of h.source.match(/\bf64_\w+(?=\()/g) ?? []) {
    const callee = call === h.name ? undefined : (f64MathHelpers[call] ?? f64Helpers[call]);
    if (callee) lines += inlinedLines(callee, memo);
  }
  memo.set(h.name, lines);
  return lines;
}

/**
 * Above this inlined size a double overload is computed in f32 in kernels (and sema warns,
 * rule amp-double): its software double would take minutes to compile on lavapipe. The exact
 * helpers exist for all of them (src/library/f64-math-wgsl.ts); this is a compile-time budget.
 */
export const MAX_EXACT_INLINED_LINES = 40_000;

/**
 * Whether the double overload of library function `name` is computed in f32 in kernels (none
 * is now: the largest, erfcinv and probit, are 38k lines; `budget` is for tests of the rule).
 */
export function doubleComputedAsFloat(name: string, budget = MAX_EXACT_INLINED_LINES): boolean {
  const h = f64HelperFor(name);
  return h !== undefined && inlinedLines(h) > budget;
}

/** `floatPrinter` for float (and int) calls; a call of `name`'s f64 helper for double ones. */
export function dual(name: string, floatPrinter: WgslPrinter, budget = MAX_EXACT_INLINED_LINES): WgslPrinter {
  const f64 = f64HelperOf(name);
  if (doubleComputedAsFloat(name, budget)) {
    // Narrowed to f32, computed by the float overload's WGSL, widened back.
    return (args, cx) => {
      if (!takesDouble(cx)) return floatPrinter(args, cx);
      const narrow = declareHelper(cx, f64Helpers.f64_to_f32!);
      const widen = declareHelper(cx, f64Helpers.f64_from_f32!);
      const asFloat = (t: Type): Type => (t.kind === 'float' ? floatType : t);
      const floatCx: WgslIntrinsicContext = { ...cx, params: cx.params.map(asFloat), result: asFloat(cx.result), wgslType: cx.wgslType, helper: cx.helper, addressSpace: cx.addressSpace, requires: cx.requires };
      const narrowed = args.map((a, i) => (cx.params[i]?.kind === 'float' && cx.params[i]?.bits === 64 ? `${narrow}(${a})` : a));
      const call = floatPrinter(narrowed, floatCx);
      return cx.result.kind === 'float' && cx.result.bits === 64 ? `${widen}(${call})` : call;
    };
  }
  return (args, cx) => (takesDouble(cx) ? `${declareHelper(cx, f64)}(${args.join(', ')})` : floatPrinter(args, cx));
}
