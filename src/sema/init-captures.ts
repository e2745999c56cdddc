/**
 * C++14's init-captures ([expr.prim.lambda.capture]/6): `[x = expr]` declares a variable of the
 * closure's own, `auto x = expr;`, and `[&r = expr]` a reference, `auto& r = expr;`. The
 * initializer is checked in the scope that encloses the lambda (the capture's own name is not
 * visible in it), once, where the lambda is written; the body sees the name.
 *
 * In a host closure (check-lambda.ts) a by-value one is one more of the closure's own copies
 * (`Closure.byValue`); a by-reference one to a variable names that variable itself, and one to
 * another place is a reference bound before the statement. In a kernel (check-kernel.ts) a
 * by-value one is a host variable made before the launch and captured by value, as C++ AMP
 * captures any value; a by-reference one names the variable it refers to, captured by reference,
 * which C++ AMP allows only of a concurrency::array or texture (check-expr.ts says so otherwise).
 */
import type * as A from '../parser/ast.js';
import { checkVarDecl } from './check-stmt.js';
import type { CheckContext } from './context.js';
import type { Closure, Variable } from './program.js';

/** A name the lambda's body sees, and the variable it names. */
export interface InitCaptureBinding {
  name: string;
  variable: Variable;
}

type InitCapture = A.LambdaCapture & { init: A.Expr };

export function initCapturesOf(e: A.LambdaExpr): InitCapture[] {
  return e.captures.filter((c): c is InitCapture => c.init !== undefined);
}

/** `auto name = init;` or `auto& name = init;`, checked in a scope of its own so the name stays out of the enclosing one. */
function declare(cx: CheckContext, c: InitCapture) {
  const d: A.VarDecl = {
    kind: 'VarDecl', name: c.name, nameSpan: c.span,
    type: { spec: { kind: 'AutoTypeSpec', span: c.span }, isConst: false, isVolatile: false, pointers: [], reference: c.byReference ? '&' : null, arrayDims: [], span: c.span },
    storage: { isTypedef: false, isStatic: false, isTileStatic: false, isExtern: false, isThreadLocal: false, isConstexpr: false, isInline: false, isVirtual: false, spans: {} },
    init: { style: 'equals', value: c.init, span: c.init.span }, bitWidth: null, span: c.span,
  };
  cx.pushScope('block');
  const decl = checkVarDecl(cx, d, 'local');
  cx.popScope();
  return decl;
}

/**
 * A by-reference init-capture: the variable it refers to when that is a variable, else a
 * reference bound before the statement (under a name of its own, as the enclosing block may use
 * the capture's), or null where it is not supported (reported).
 */
function referenceCapture(cx: CheckContext, c: InitCapture, hoistAllowed: boolean): Variable | null {
  const decl = declare(cx, c);
  if (!decl.init || decl.init.type.kind === 'error') return null;
  if (decl.init.kind === 'VarRef') return decl.init.variable;
  if (!hoistAllowed) {
    cx.diags.error('unsupported', `the by-reference init-capture '${c.name}' of a kernel is supported by ampc only of a variable`, c.init.span);
    return null;
  }
  decl.variable.name = `${c.name}_ref${cx.nextSyntheticId()}`;
  cx.hoisted.push(decl);
  return decl.variable;
}

/** A host closure's init-captures: by-value ones join `closure`'s copies. */
export function closureInitCaptures(cx: CheckContext, e: A.LambdaExpr, closure: Closure): InitCaptureBinding[] {
  const out: InitCaptureBinding[] = [];
  for (const c of initCapturesOf(e)) {
    if (c.byReference) {
      const variable = referenceCapture(cx, c, true);
      if (variable) out.push({ name: c.name, variable });
      continue;
    }
    const decl = declare(cx, c);
    if (!decl.init || decl.init.type.kind === 'error') continue;
    // The closure's own: writable only in a `mutable` lambda.
    decl.variable.isConst = !closure.mutable;
    closure.byValue.push({ inner: decl.variable, outer: decl.init });
    out.push({ name: c.name, variable: decl.variable });
  }
  return out;
}

/**
 * A kernel's init-captures: the names its body sees (defined outside its lambda scope, so a use
 * is a capture), and the capture-list entries those variables are captured by.
 */
export function kernelInitCaptures(cx: CheckContext, e: A.LambdaExpr): { bindings: InitCaptureBinding[]; captures: A.LambdaCapture[] } {
  const bindings: InitCaptureBinding[] = [];
  const captures: A.LambdaCapture[] = [];
  for (const c of initCapturesOf(e)) {
    if (c.byReference) {
      const variable = referenceCapture(cx, c, false);
      if (!variable) continue;
      bindings.push({ name: c.name, variable });
      captures.push({ name: variable.name, byReference: true, span: c.span });
      continue;
    }
    const decl = declare(cx, c);
    if (!decl.init || decl.init.type.kind === 'error') continue;
    // Made on the host before the launch, under a name of its own; the kernel reads its copy.
    decl.variable.name = `${c.name}_init${cx.nextSyntheticId()}`;
    decl.variable.isConst = true;
    cx.hoisted.push(decl);
    bindings.push({ name: c.name, variable: decl.variable });
    captures.push({ name: decl.variable.name, byReference: false, span: c.span });
  }
  return { bindings, captures };
}
