/**
 * Recursion through a std::function: the variable is in scope in its own initialiser, which a
 * lambda capturing it by reference calls once the variable holds it (std-function.ts has the type).
 */
import type { CheckContext } from './context.js';
import type { Expr, Variable } from './program.js';
import type { Type } from './types.js';
import { forEachExpr } from './walk.js';

/**
 * A variable is in scope in its own initialiser ([basic.scope.pdecl]/1), which real code uses for a
 * recursive lambda: `std::function<int(int)> fact = [&](int n) { return n < 2 ? 1 : n * fact(n - 1); };`.
 * ampc declares a host std::function variable before checking its initialiser, so the lambda's
 * by-reference capture is the variable itself, called once it holds the lambda.
 */
export function declaredBeforeInitializer(type: Type, isReference: boolean, inAmp: boolean): boolean {
  return type.kind === 'functionPointer' && type.stdFunction === true && !isReference && !inAmp;
}

/**
 * Any other use of the variable in its initialiser reads it before it has a value: a by-value
 * capture copies the empty function (C++ then throws std::bad_function_call where the copy is
 * called), `f = f` copies it. The host cannot read a JavaScript variable before its declaration, so
 * these are refused.
 */
export function checkOwnInitializerUses(cx: CheckContext, variable: Variable, init: Expr): void {
  forEachExpr(init, (e) => {
    const read = e.kind === 'VarRef' && e.variable === variable ? e
      : e.kind === 'FunctionRef' ? e.fn.closure?.byValue.find((c) => c.outer.kind === 'VarRef' && c.outer.variable === variable)?.outer : undefined;
    if (read) {
      cx.diags.error('unsupported', `reading '${variable.name}' in its own initialiser (a copy of the std::function before it holds a value) is not supported by ampc; capture it by reference`, read.span);
    }
  });
}
