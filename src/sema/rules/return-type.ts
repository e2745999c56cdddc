/**
 * g++'s -Wreturn-type, on by default: a value-returning function whose end control can reach.
 * Flowing off that end is undefined behaviour only if it happens, so this is a warning, and g++
 * gives it in one of two words, which ampc repeats:
 * - "no return statement in function returning non-void" (the front end's, `finish_function`): the
 *   body has no `return` at all, no `throw` or call of a noreturn function, and no loop whose
 *   condition is constantly true that no `break` leaves;
 * - "control reaches end of non-void function" (the middle end's, on its control-flow graph)
 *   otherwise.
 * Both at the body's closing brace.
 *
 * The reachability is C++'s, as conservative as g++'s: a constant condition decides its branch,
 * `while (true)`/`for (;;)`/`do ... while (true)` end only by a `break`, `exit` and `abort` do not
 * return, a `switch` without `default` may run no case (over an enum too, as g++ says), and a
 * handler is reached only from a `try` body that may throw. A function with a `goto` is not
 * judged (ampc does not follow its jumps). This is not the WGSL analysis of
 * src/lower/missing-return.ts, whose rules are WGSL's.
 *
 * g++ sees only the functions it emits: an inline function (a member defined in its class, a
 * template instance, a lambda, `inline` or `constexpr`) only where an emitted function uses it.
 */
import type { DiagnosticBag } from '../../diagnostics.js';
import type { Span } from '../../source.js';
import { sequenceExits } from '../flow.js';
import type { Expr, FunctionInfo, Program, Stmt } from '../program.js';
import { forEachExpr, forEachExprInStmt, forEachStmt, ownExprs } from '../walk.js';

/** The library functions that never return ([[noreturn]] in the C and C++ libraries). */
const noreturnIntrinsics: ReadonlySet<string> = new Set(['exit', 'abort', 'quick_exit', '_Exit', 'terminate']);

/**
 * How control leaves a statement: on to the next one, out of the innermost loop or switch
 * (`break`), to the innermost loop's next test (`continue`). A return, a throw and a noreturn
 * call leave the function, which no kind here stands for.
 */
type Exit = 'next' | 'break' | 'continue';

export function checkReturnType(program: Program, diags: DiagnosticBag): void {
  const emitted = emittedFunctions(program);
  for (const fn of program.functions) {
    if (!fn.body || !returnsValue(fn) || fn === program.main) continue;
    if (!emitted.has(fn)) continue;
    if (hasJumps(fn.body)) continue;
    if (!sequence(fn.body.statements).has('next')) continue;
    const end = closingBrace(fn.body.span);
    if (hasReturn(fn.body) || leavesAbnormally(fn.body) || hasEndlessLoop(fn.body)) diags.warning('return-type', 'control reaches end of non-void function', end);
    else diags.warning('return-type', 'no return statement in function returning non-void', end);
  }
}

function returnsValue(fn: FunctionInfo): boolean {
  if (fn.member?.kind === 'constructor') return false;
  return fn.returnType.kind !== 'void' && fn.returnType.kind !== 'error';
}

/**
 * The functions g++ emits, as far as ampc can tell: the non-inline ones, and those a function
 * emitted, one of its kernels or a global's initialiser calls or names, and so on. A lambda written
 * as a variable's initialiser is used where the variable is called, not there. A function reached
 * only in ways not followed here (a vtable's functions that no virtual call names) is left out: no
 * warning.
 */
function emittedFunctions(program: Program): Set<FunctionInfo> {
  const emitted = new Set<FunctionInfo>();
  const pending: Stmt[] = [];
  const emit = (fn: FunctionInfo): void => {
    if (emitted.has(fn)) return;
    emitted.add(fn);
    if (fn.body) pending.push(fn.body);
  };
  const written = new Set<Expr>();
  const lambdaWritten = (init: Expr | null): void => {
    let e = init;
    while (e && e.kind === 'Convert') e = e.operand;
    if (e?.kind === 'FunctionRef' && e.fn.isLambda) written.add(e);
  };
  const note = (e: Expr): void => {
    if (written.has(e)) return;
    switch (e.kind) {
      case 'Call':
        emit(e.callee);
        // A virtual call may run any class's overrider of its slot.
        if (e.virtualSlot) for (const c of program.structs) for (const v of c.vtable ?? []) if (v.slot === e.virtualSlot && v.fn) emit(v.fn);
        break;
      case 'FunctionRef': emit(e.fn); e.fn.genericInstances?.forEach(emit); break;
      case 'CallPointer':
        if (e.instance) emit(e.instance);
        if (e.callee.type.kind === 'lambda' && e.callee.type.fn) emit(e.callee.type.fn);
        break;
      case 'MemberPointerConst': if (e.fn) emit(e.fn); break;
      // The kernel's body is the enclosing function's code (walk.ts does not enter it).
      case 'ParallelForEach': pending.push(e.kernel.body); break;
      default: break;
    }
  };
  for (const fn of program.functions) if (fn.notInline) emit(fn);
  // A variable known at compile time (`constexpr int k = f(1);`) is initialised by g++'s constant
  // evaluation: the functions of its initialiser are not run, nor emitted for it.
  for (const g of program.globals) {
    if (g.variable.constValue !== null || !g.init) continue;
    lambdaWritten(g.init);
    forEachExpr(g.init, note);
  }
  for (let body = pending.pop(); body; body = pending.pop()) {
    forEachStmt(body, (st) => {
      if (st.kind === 'VarDecl' && st.variable.constValue !== null) return;
      if (st.kind === 'VarDecl') lambdaWritten(st.init);
      for (const e of ownExprs(st)) forEachExpr(e, note);
    });
  }
  return emitted;
}

/** The closing `}` of a body whose span ends with it. */
function closingBrace(body: Span): Span {
  return { file: body.file, start: { offset: body.end.offset - 1, line: body.end.line, column: body.end.column - 1 }, end: body.end };
}

function hasJumps(body: Stmt): boolean {
  let found = false;
  forEachStmt(body, (s) => { if (s.kind === 'Goto' || s.kind === 'Label') found = true; });
  return found;
}

function hasReturn(body: Stmt): boolean {
  let found = false;
  forEachStmt(body, (s) => { if (s.kind === 'Return') found = true; });
  return found;
}

/** A `throw` or a call of a noreturn function anywhere in the body (g++'s `current_function_returns_abnormally`). */
function leavesAbnormally(body: Stmt): boolean {
  let found = false;
  forEachStmt(body, (s) => { if (s.kind === 'Throw') found = true; });
  forEachExprInStmt(body, (e) => { if (isNoreturnCall(e)) found = true; });
  return found;
}

/** A loop whose condition is constantly true and that no `break` of its own leaves (g++'s `current_function_infinite_loop`). */
function hasEndlessLoop(body: Stmt): boolean {
  let found = false;
  forEachStmt(body, (s) => {
    if ((s.kind === 'For' || s.kind === 'While' || s.kind === 'DoWhile') && loopsForever(s) && !breaksOut(s.body)) found = true;
  });
  return found;
}

function loopsForever(s: Extract<Stmt, { kind: 'For' | 'While' | 'DoWhile' }>): boolean {
  return s.kind === 'For' ? s.cond === null || constantTruth(s.cond) === true : constantTruth(s.cond) === true;
}

/** Whether a loop body holds a `break` of that loop (not of a loop or switch nested in it). */
function breaksOut(s: Stmt): boolean {
  switch (s.kind) {
    case 'Break': return true;
    case 'Block': return s.statements.some(breaksOut);
    case 'If': return breaksOut(s.then) || (s.otherwise !== null && breaksOut(s.otherwise));
    case 'Try': return breaksOut(s.body) || s.handlers.some((h) => breaksOut(h.body));
    case 'For': case 'While': case 'DoWhile': case 'Switch':
    case 'VarDecl': case 'ExprStmt': case 'Continue': case 'Return': case 'Throw': case 'Goto': case 'Label':
      return false;
  }
}

/** The value of a condition known at compile time (a literal, a constant variable), or null. */
function constantTruth(e: Expr): boolean | null {
  switch (e.kind) {
    case 'Const': return typeof e.value === 'boolean' ? e.value : typeof e.value === 'bigint' ? e.value !== 0n : e.value !== 0;
    case 'Convert': return constantTruth(e.operand);
    case 'VarRef': {
      const v = e.variable.constValue;
      if (!e.variable.isConst || v === null) return null;
      return typeof v === 'bigint' ? v !== 0n : v !== 0;
    }
    default: return null;
  }
}

/** A call of `exit`, `abort`, ... as the whole of an expression statement's value (conversions aside). */
function isNoreturnCall(e: Expr): boolean {
  if (e.kind === 'Convert') return isNoreturnCall(e.operand);
  return e.kind === 'Intrinsic' && noreturnIntrinsics.has(e.intrinsic.id);
}

function sequence(statements: readonly Stmt[]): Set<Exit> {
  return sequenceExits(statements, exitsOf);
}

/** What a loop gives the statement after it: it ends by its condition (unless constantly true) or a break. */
function loop(body: Stmt, endsByCondition: boolean): Set<Exit> {
  const exits = exitsOf(body);
  return new Set<Exit>(endsByCondition || exits.has('break') ? ['next'] : []);
}

/** Whether running `s` may throw: a `throw`, or a call (of the program's or the library's) or an allocation, which ampc does not prove nothrow. */
function mayThrow(s: Stmt): boolean {
  let found = false;
  forEachStmt(s, (x) => { if (x.kind === 'Throw') found = true; });
  forEachExprInStmt(s, (e) => {
    switch (e.kind) {
      case 'Call': case 'CallPointer': case 'MemberPointerCall': case 'Intrinsic': case 'Library': case 'StreamOut': case 'StreamIn':
      case 'Construct': case 'New': case 'Copy': case 'DefaultInit': case 'InitList':
        found = true;
        break;
      default: break;
    }
  });
  return found;
}

function exitsOf(s: Stmt): Set<Exit> {
  switch (s.kind) {
    case 'Block': return sequence(s.statements);
    case 'Return': case 'Throw': return new Set();
    case 'Break': return new Set(['break']);
    case 'Continue': return new Set(['continue']);
    case 'ExprStmt': return new Set(isNoreturnCall(s.expr) ? [] : ['next']);
    case 'VarDecl': case 'Goto': case 'Label': return new Set(['next']);
    case 'If': {
      const truth = constantTruth(s.cond);
      if (truth === true) return exitsOf(s.then);
      const otherwise = s.otherwise ? exitsOf(s.otherwise) : new Set<Exit>(['next']);
      if (truth === false) return otherwise;
      return new Set([...exitsOf(s.then), ...otherwise]);
    }
    case 'For': return loop(s.body, !loopsForever(s));
    case 'While': return loop(s.body, !loopsForever(s));
    case 'DoWhile': {
      // The condition is tested after a body that ends or continues; constantly false, the body runs once.
      const exits = exitsOf(s.body);
      const tested = exits.has('next') || exits.has('continue');
      const truth = constantTruth(s.cond);
      return new Set<Exit>(exits.has('break') || (tested && truth !== true) ? ['next'] : []);
    }
    case 'Switch': {
      // Each case label enters the cases' statements, which fall through from one case into the next.
      const out = new Set<Exit>(s.cases.some((c) => c.values === 'default') ? [] : ['next']);
      let reachable = false;
      for (const c of s.cases) {
        reachable = true;
        for (const x of c.body) {
          if (!reachable) break;
          const exits = exitsOf(x);
          if (exits.has('break')) out.add('next');
          if (exits.has('continue')) out.add('continue');
          reachable = exits.has('next');
        }
      }
      if (reachable) out.add('next');
      return out;
    }
    case 'Try': {
      const out = exitsOf(s.body);
      if (mayThrow(s.body)) for (const h of s.handlers) for (const x of exitsOf(h.body)) out.add(x);
      return out;
    }
  }
}
