/**
 * The order in which a host call evaluates its arguments. C++ leaves it unspecified; g++, which
 * built the programs ampc runs and its oracle, evaluates them right to left (at -O0 and -O2
 * alike), and a program sees it when two arguments have side effects (`printf("%d %d\n",
 * rand(), rand())`) or one changes what another reads (`f(x, x++)`). JavaScript evaluates left
 * to right. So such a call evaluates its scalar arguments into temporaries, last first, in the
 * expression itself (the rest of the statement keeps its order), and reads its variables last:
 *
 *   (__arg2 = rand(), __arg1 = rand(), printf(fmt, __arg1, __arg2))
 *
 * Only where the arguments that have side effects are all scalars passed by value: a class
 * object, or anything bound to a reference, stays where it is written, and the call then keeps
 * JavaScript's order (the temporaries would change when objects are copied and destroyed).
 * Kernels keep theirs: WGSL has no comma expression, and g++'s order is not a GPU's.
 */
import type { CheckContext } from './context.js';
import { make } from './check-expr.js';
import type { Expr, Stmt } from './program.js';
import { isArithmetic, type Type } from './types.js';
import { sideEffectFree } from './side-effects.js';
import { copyRunsUserCode } from './copies.js';
import { needsDestruction } from './destructors.js';

/** The declarations hoisted before one statement of a block (check-stmt.ts), which a temporary may join. */
const flushed = new WeakSet<Stmt[]>();

/** A fresh list for the declarations a statement needs before it; the block puts them there. */
export function statementHoists(): Stmt[] {
  const list: Stmt[] = [];
  flushed.add(list);
  return list;
}

/** Whether a declaration pushed to `cx.hoisted` now lands before the statement being checked. */
export function canHoist(cx: CheckContext): boolean {
  return flushed.has(cx.hoisted);
}

export function inGccArgumentOrder(cx: CheckContext, call: Expr, isOperator = false): Expr {
  // Temporaries need a statement to be declared before: not in a global's initializer, a member
  // initializer or a default argument, where the call keeps JavaScript's order.
  if (!canHoist(cx)) return call;
  // A restrict(amp, cpu) function's body is checked once and printed for both: it keeps its order too.
  if (cx.inAmp || cx.currentFunction?.restriction.amp || (call.kind !== 'Call' && call.kind !== 'Intrinsic') || call.args.length < 2) return call;
  // The order shows only when two arguments have effects, or one writes a variable another reads.
  const impure = call.args.filter((a) => !sideEffectFree(a));
  if (impure.length === 0 || (impure.length === 1 && !writesDirectly(impure[0]!))) return call;
  const byValue = (i: number): boolean => {
    if (call.kind === 'Call') {
      const p = call.callee.params[i];
      return p === undefined || !p.isReference || p.isConst;
    }
    return !(call.signature.outParams ?? []).includes(i);
  };
  // As g++ gimplifies a call: a constant or a variable is read at the call itself, after the
  // other arguments' side effects (so `printf("%d %d", ++i, i)` prints the new i twice); every
  // other argument is computed into a temporary, last first.
  // A class object made for the call (a function's result, a constructed temporary) moves into a
  // temporary too when that is unobservable: nothing of the user's runs to copy or destroy it.
  const byReference = (i: number): boolean => call.kind === 'Call' && call.callee.params[i]?.isReference === true;
  const hoist = call.args.map((a, i) => byValue(i) && ((isArithmetic(a.type) && a.kind !== 'Const' && a.kind !== 'StringConst' && a.kind !== 'VarRef') || isPlainTemporary(a, byReference(i))));
  // `f().g(x)` evaluates the object first (C++17 [expr.call]/8); `f() + x`, last, like a first argument.
  const objectFirst = call.kind === 'Call' && call.callee.member?.kind === 'method' && !isOperator;
  if (objectFirst) hoist[0] = false;
  // A side effect the temporaries cannot move (an object's copy, a reference's target) stays as
  // written: only the first argument's, which the call then evaluates after the temporaries, last
  // as in g++ (not a method's object, which comes first).
  if (call.args.some((a, i) => (i > 0 || objectFirst) && !hoist[i] && !sideEffectFree(a))) return call;
  // An assignment operator's right operand is sequenced before its left one (C++17 [expr.ass]/1,
  // for overloaded ones too, [over.match.oper]/2): `(o += a) += o.f` reads o.f first, so it moves
  // into a temporary even without effects of its own when the left operand has some.
  const rightFirst = isOperator && call.args.length === 2 && !sideEffectFree(call.args[0]!) && call.kind === 'Call' && /^operator([-+*/%&|^]|<<|>>)?=$/.test(call.callee.member?.cppName ?? call.callee.name);
  if (!hoist[0] && !call.args.slice(1).some((a, i) => hoist[i + 1] && (!sideEffectFree(a) || rightFirst))) return call;
  const n = cx.nextSyntheticId();
  const args = [...call.args];
  const steps: Expr[] = [];
  for (let i = args.length - 1; i >= 0; i--) {
    if (!hoist[i]) continue;
    const a = args[i]!;
    const temp = cx.newVariable(`__arg${n}_${i}`, a.type, 'local', a.span);
    // A class temporary's place is only storage: its object is made by the step below, and
    // default-constructing it first would run the user's constructor (and its side effects) once more.
    // A scalar one has no initializer either (the step assigns it before the call reads it): a goto
    // past its statement then crosses no initialization (jumps.ts), as in the C++ written.
    cx.hoisted.push(isArithmetic(a.type) ? { kind: 'VarDecl', variable: temp, init: null, span: a.span } : { kind: 'VarDecl', variable: temp, init: null, span: a.span, storageOnly: true });
    const ref = make(a.type, a.span, { kind: 'VarRef', variable: temp });
    // A class temporary is made in place there (no operator= runs), as C++ materialises it.
    const step = make(a.type, a.span, { kind: 'Assign', op: null, target: ref, value: a, initializes: isArithmetic(a.type) ? undefined : true });
    steps.push(step);
    args[i] = ref;
  }
  let sequenced: Expr = { ...call, args } as Expr;
  for (let i = steps.length - 1; i >= 0; i--) sequenced = make(sequenced.type, call.span, { kind: 'Binary', op: ',', left: steps[i]!, right: sequenced });
  return sequenced;
}

/**
 * `x = v`, `x += v`, `++x`, `x++`, `twice(x)` with `int twice(int&)`: a write the arguments
 * around it may read (a call's, through the non-const reference it is passed).
 */
function writesDirectly(e: Expr): boolean {
  if (e.kind === 'Convert') return writesDirectly(e.operand);
  if (e.kind === 'Call') return writesThroughReference(e);
  return e.kind === 'Assign' || (e.kind === 'Unary' && (e.op === 'pre++' || e.op === 'pre--' || e.op === 'post++' || e.op === 'post--'));
}

/** A call that passes some argument to a non-const reference parameter, which it may write. */
function writesThroughReference(e: Expr): boolean {
  return e.kind === 'Call' && e.callee.params.some((p, i) => p.isReference && !p.isConst && i < e.args.length);
}

/**
 * A class prvalue (a call's result, `S(...)`) that can wait in a temporary unobservably: nothing of
 * the user's destroys it, nor copies it into a parameter taken by value (a reference binds to it).
 */
function isPlainTemporary(e: Expr, boundToReference: boolean): boolean {
  let a = e;
  while (a.kind === 'Binary' && a.op === ',') a = a.right; // a call already in g++'s order
  const temporary = (a.kind === 'Call' && !a.callee.returnsReference) || a.kind === 'Construct';
  return temporary && a.type.kind === 'struct' && (boundToReference || !copyRunsUserCode(a.type)) && !needsDestruction(a.type);
}

/**
 * An overloaded binary operator (`a + b`, `a == b`, `a += b`) is a call of `operator@(a, b)` (or
 * `a.operator@(b)`), whose operands g++ evaluates right to left, like any call's arguments,
 * except where C++17 sequences the built-in operator's operands left to right ([over.match.oper]/2:
 * `a[b]`, `a << b`, `a >> b`, `a && b`, `a || b`, `a, b`), which the call then keeps.
 */
export function operatorInGccOrder(cx: CheckContext, op: string, call: Expr): Expr {
  if (['[]', '<<', '>>', '&&', '||', ',', '->*', '()'].includes(op)) return call;
  return inGccArgumentOrder(cx, call, true);
}
