/**
 * A library function named as a value on the host: `std::transform(s.begin(), s.end(),
 * s.begin(), ::toupper)`, `remove_if(..., ::isspace)`, `int (*f)(int) = abs;`. C++ takes the
 * function's address; ampc's library functions are intrinsics printed inline (src/library/), so
 * the value is the address of a small function of the program calling the intrinsic, made once
 * per intrinsic (`int toupper(int c) { return toupper(c); }`), which every use of a function
 * pointer (a call through it, an algorithm's operation, a std::function) takes as it takes the
 * program's own functions.
 *
 * Only a function with one signature of arithmetic types qualifies (the <cctype> functions,
 * C's `abs`): for an overloaded one C++ needs the target type to pick an overload, which is not
 * modelled; those stay undeclared as values.
 */
import type * as A from '../parser/ast.js';
import type { Intrinsic } from '../library/intrinsics.js';
import { lookupIntrinsics } from '../library/registry.js';
import type { Span } from '../source.js';
import { make } from './check-expr.js';
import type { CheckContext } from './context.js';
import { functionValue } from './function-pointers.js';
import type { Expr, FunctionInfo } from './program.js';
import { isArithmetic } from './types.js';

/** The function made for each intrinsic, per program. */
const made = new WeakMap<CheckContext, Map<Intrinsic, FunctionInfo>>();

/** `name` as the address of a library function, or null where it names none that qualifies. */
export function libraryFunctionValue(cx: CheckContext, name: A.QualifiedName, span: Span): Expr | null {
  if (cx.inAmp) return null;
  const found = lookupIntrinsics(name.parts, cx.libraryNamespacesInScope());
  const intrinsic = found.length === 1 ? found[0]! : null;
  const signature = intrinsic?.signatures.length === 1 ? intrinsic.signatures[0]! : null;
  if (!intrinsic || !signature || !intrinsic.host || !intrinsic.restriction.cpu || intrinsic.deduce || intrinsic.awaits) return null;
  if (!signature.params.every(isArithmetic) || !isArithmetic(signature.result)) return null;
  let functions = made.get(cx);
  if (!functions) made.set(cx, (functions = new Map()));
  let fn = functions.get(intrinsic);
  if (!fn) {
    const params = signature.params.map((t, i) => cx.newVariable(signature.params.length === 1 ? 'c' : `a${i}`, t, 'param', span));
    const args = params.map((p) => make(p.type, span, { kind: 'VarRef', variable: p }));
    const call = make(signature.result, span, { kind: 'Intrinsic', intrinsic, signature, args });
    fn = {
      name: intrinsic.name, params, returnType: signature.result, restriction: { cpu: true, amp: false },
      body: { kind: 'Block', statements: [{ kind: 'Return', value: call, span }], span },
      span, isAsync: false, tileStatics: [],
    };
    functions.set(intrinsic, fn);
    cx.functions.push(fn);
  }
  return functionValue(cx, { kind: 'functions', overloads: [fn], templates: [] }, span);
}
