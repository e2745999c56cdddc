/**
 * HCC's `restrict(auto)`: a function definition whose restriction is inferred from its body.
 * The function is restrict(amp) as well as what else it names when its body obeys every
 * restrict(amp) rule and calls only amp-callable functions; otherwise it keeps only the other
 * restrictions it names (restrict(cpu) when `auto` is alone). HCC infers before it diagnoses the
 * body: the body is then checked once more, for real, under the inferred restriction.
 *
 * The same trial check, with its errors kept, is what makes a restrict(cpu, amp) body obey the
 * restrict(amp) rules: the body the host runs is checked as CPU code, and the amp side is
 * checked by a trial whose typed result is dropped.
 */
import type { Diagnostic } from '../diagnostics.js';
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { checkAmpVariableType, checkBlock } from './check-stmt.js';
import type { CheckContext } from './context.js';
import type { FunctionInfo } from './program.js';

/** Functions defined with `restrict(auto)`: they may have no other declaration. */
const autoFunctions = new WeakSet<FunctionInfo>();

export function hasAutoRestriction(restrictions: A.Restriction[]): boolean {
  return restrictions.some((r) => r.name === 'auto');
}

/**
 * Settles `fn`'s restriction from its definition `d`, which says `restrict(auto)`, before the
 * body is checked. `previous` is where the same function was declared before, if it was.
 */
export function inferRestriction(cx: CheckContext, fn: FunctionInfo, d: A.FunctionDecl, previous: Span | null): void {
  const auto = d.restrictions.find((r) => r.name === 'auto')!;
  const name = d.name.parts.at(-1) ?? fn.name;
  if (!d.body) {
    cx.diags.error('restrict-auto-declaration', `'auto' restriction specifier is only allowed on a function definition ('${name}' is only declared here)`, auto.span);
    return;
  }
  if (previous) {
    cx.diags.error('restrict-auto-redeclared', `'${name}': expected no other declaration since it is auto restricted`, d.name.span, [
      { message: 'previous declaration is here', span: previous },
    ]);
    return;
  }
  autoFunctions.add(fn);
  // `restrict(amp, auto)`: amp is already there, and auto never takes cpu away or adds it.
  if (fn.restriction.amp) return;
  // What restrict(amp) forbids in the declarator itself (checkFunction reports these for amp functions).
  if (d.isVariadic || d.storage.isVirtual || d.exceptionSpec) return;
  if (ampErrors(cx, fn, d).length === 0) fn.restriction = { ...fn.restriction, amp: true };
}

/** A declaration, after a `restrict(auto)` definition, of a function with the same parameters. */
export function checkNotAutoRedeclared(cx: CheckContext, sameSignature: FunctionInfo[], d: A.FunctionDecl): void {
  const fn = sameSignature.find((f) => autoFunctions.has(f));
  if (!fn) return;
  cx.diags.error('restrict-auto-redeclared', `'${d.name.parts.at(-1) ?? fn.name}': expected no other declaration since it is auto restricted`, d.name.span, [
    { message: 'the auto-restricted definition is here', span: fn.span },
  ]);
}

/**
 * The restrict(amp) side of a restrict(cpu, amp) definition: its body checked as amp code. The
 * errors that the CPU check of the same body did not already give are added to the diagnostics.
 */
export function checkAmpSide(cx: CheckContext, fn: FunctionInfo, d: A.FunctionDecl, cpuDiagnostics: Diagnostic[]): void {
  const key = (x: Diagnostic) => `${x.code}@${x.span.file}:${x.span.start.offset}:${x.message}`;
  const seen = new Set(cpuDiagnostics.map(key));
  for (const x of ampErrors(cx, fn, d)) if (!seen.has(key(x))) cx.diags.add(x);
}

/**
 * Checks `d`'s body as restrict(amp) code and returns the errors inside the definition, leaving
 * the context as it was: what the trial made inside the definition (its typed body, lambdas,
 * kernels, diagnostics) is dropped. What it made outside (template instances, which are cached
 * and checked on their own terms) is kept, with its diagnostics, as a real check would make it.
 * `fn.restriction` is left alone, so a recursive call is a call to a non-amp function: recursion
 * breaks the amp rules.
 */
function ampErrors(cx: CheckContext, fn: FunctionInfo, d: A.FunctionDecl): Diagnostic[] {
  if (!d.body) return [];
  const inside = (s: Span) => s.file === d.span.file && s.start.offset >= d.span.start.offset && s.end.offset <= d.span.end.offset;
  const firstDiagnostic = cx.diags.items.length;
  const functionCount = cx.functions.length;
  const kernelCount = cx.kernels.length;
  const warnedDouble = new Set(cx.warnedDouble);
  const saved = {
    scope: cx.scope, currentFunction: cx.currentFunction, currentKernel: cx.currentKernel, inAmp: cx.inAmp, ampCallees: cx.ampCallees,
    loopDepth: cx.loopDepth, switchDepth: cx.switchDepth, valueLambda: cx.valueLambda, deducingReturn: cx.deducingReturn, hoisted: cx.hoisted,
  };
  const savedTileStatics = fn.tileStatics;
  cx.currentFunction = fn;
  cx.currentKernel = null;
  cx.inAmp = true;
  cx.ampCallees = new Set();
  cx.loopDepth = cx.switchDepth = 0;
  cx.valueLambda = null;
  cx.deducingReturn = null;
  cx.hoisted = [];
  fn.tileStatics = [];
  cx.pushScope('function');
  for (const p of fn.params) {
    checkAmpVariableType(cx, p, p.span);
    cx.scope.define(p.name, { kind: 'variable', variable: p });
  }
  checkBlock(cx, d.body, false);
  Object.assign(cx, saved);
  fn.tileStatics = savedTileStatics;
  // Drop what the trial made inside the definition; keep the rest in order.
  const made = cx.diags.items.splice(firstDiagnostic);
  const errors = made.filter((x) => inside(x.span));
  cx.diags.items.push(...made.filter((x) => !inside(x.span)));
  const functions = cx.functions.splice(functionCount);
  cx.functions.push(...functions.filter((f) => !inside(f.span)));
  const kernels = cx.kernels.splice(kernelCount);
  cx.kernels.push(...kernels.filter((k) => !inside(k.span)));
  cx.warnedDouble.clear();
  for (const w of warnedDouble) cx.warnedDouble.add(w);
  return errors.filter((x) => x.severity === 'error');
}
