/**
 * `std::move(x)` of a value that owns no resource: a std::string, a std::vector, a class object
 * (a scalar's move is a copy in C++ too). C++ moves where the result initialises or is assigned
 * to an object (the source left "valid but unspecified": libstdc++ empties strings and vectors),
 * and does nothing where it binds to a reference. ampc copies instead. The two agree exactly when
 * nothing observes the source after the move: it is a local variable or by-value parameter of
 * the function, no expression names it later in the function, no loop around the move runs it
 * again with the same variable, nothing else refers to it (a reference, a pointer, a lambda), and
 * its end runs no code (no destructor that could print what it holds). Anything else is reported
 * as not supported, never guessed.
 */
import { ownsResource } from '../library/classes.js';
import type { Span } from '../source.js';
import type { CheckContext } from './context.js';
import { needsDestruction } from './destructors.js';
import type { Expr, FunctionInfo, Program, Stmt, Variable } from './program.js';
import { isArithmetic, typeToString } from './types.js';
import { forEachExpr, forEachExprInStmt } from './walk.js';

export function isCopyingMove(e: Expr): e is Extract<Expr, { kind: 'Intrinsic' }> {
  return e.kind === 'Intrinsic' && e.intrinsic.id === 'std::move' && e.args.length === 1 && !ownsResource(e.args[0]!.type);
}

const before = (a: Span, b: Span): boolean => a.file === b.file && a.start.offset < b.start.offset;

export function checkCopyingMoves(cx: CheckContext, program: Program): void {
  // Every function naming a variable: a use from another function (a lambda's body) is a use
  // the order within one function cannot place.
  const usedIn = new Map<Variable, Set<FunctionInfo>>();
  for (const fn of program.functions) {
    if (!fn.body) continue;
    forEachExprInStmt(fn.body, (e) => {
      if (e.kind !== 'VarRef') return;
      const fns = usedIn.get(e.variable) ?? new Set<FunctionInfo>();
      fns.add(fn);
      usedIn.set(e.variable, fns);
    });
  }
  for (const fn of program.functions) {
    if (!fn.body) continue;
    const moves: { move: Extract<Expr, { kind: 'Intrinsic' }>; loops: Stmt[] }[] = [];
    let jumps = false;
    walkWithLoops(fn.body, [], (e, loops) => {
      if (isCopyingMove(e)) moves.push({ move: e, loops });
    }, () => { jumps = true; });
    for (const { move, loops } of moves) {
      const why = problem(fn, move, loops, jumps, usedIn);
      if (why !== null) {
        const what = typeToString(move.args[0]!.type);
        cx.diags.error('unsupported-library', `'std::move' of a '${what}' here is not supported by ampc: ${why.message} (ampc copies the value, where C++ would leave the source moved-from)`, why.span, why.span === move.span ? [] : [{ message: 'moved here', span: move.span }]);
      }
    }
  }
}

function problem(fn: FunctionInfo, move: Extract<Expr, { kind: 'Intrinsic' }>, loops: Stmt[], jumps: boolean, usedIn: Map<Variable, Set<FunctionInfo>>): { message: string; span: Span } | null {
  const source = move.args[0]!;
  // A scalar's move is a copy in C++ too.
  if (isArithmetic(source.type) || source.type.kind === 'pointer') return null;
  if (source.kind !== 'VarRef') return { message: 'only a local variable or by-value parameter can be moved from', span: move.span };
  const v = source.variable;
  if ((v.storage !== 'local' && v.storage !== 'param') || v.isReference) return { message: `'${v.name}' is not a local variable or by-value parameter`, span: move.span };
  if (v.heldByReference || (usedIn.get(v)?.size ?? 0) > 1) return { message: `'${v.name}' is referred to from elsewhere`, span: move.span };
  if (needsDestruction(v.type)) return { message: `'${v.name}' runs code when it is destroyed`, span: move.span };
  if (jumps) return { message: 'the function has a goto', span: move.span };
  if (loops.some((loop) => before(v.span, loop.span))) return { message: `the loop around the move uses '${v.name}' again`, span: move.span };
  let later: Expr | null = null;
  forEachExprInStmt(fn.body!, (e) => {
    if (later === null && e.kind === 'VarRef' && e.variable === v && e !== source && before(move.span, e.span)) later = e;
  });
  if (later !== null) return { message: `'${v.name}' is used after the move`, span: (later as Expr).span };
  return null;
}

/** Visits every expression of `s` with the loops around it (outermost first); `onJump` at a goto. */
function walkWithLoops(s: Stmt, loops: Stmt[], visit: (e: Expr, loops: Stmt[]) => void, onJump: () => void): void {
  switch (s.kind) {
    case 'Block': s.statements.forEach((x) => walkWithLoops(x, loops, visit, onJump)); return;
    case 'If':
      forEachExpr(s.cond, (e) => visit(e, loops));
      walkWithLoops(s.then, loops, visit, onJump);
      if (s.otherwise) walkWithLoops(s.otherwise, loops, visit, onJump);
      return;
    case 'For': {
      if (s.init) walkWithLoops(s.init, loops, visit, onJump);
      const inner = [...loops, s];
      if (s.cond) forEachExpr(s.cond, (e) => visit(e, inner));
      if (s.step) forEachExpr(s.step, (e) => visit(e, inner));
      walkWithLoops(s.body, inner, visit, onJump);
      return;
    }
    case 'While': case 'DoWhile': {
      const inner = [...loops, s];
      forEachExpr(s.cond, (e) => visit(e, inner));
      walkWithLoops(s.body, inner, visit, onJump);
      return;
    }
    case 'Switch':
      forEachExpr(s.cond, (e) => visit(e, loops));
      for (const c of s.cases) c.body.forEach((x) => walkWithLoops(x, loops, visit, onJump));
      return;
    case 'Try':
      walkWithLoops(s.body, loops, visit, onJump);
      s.handlers.forEach((h) => walkWithLoops(h.body, loops, visit, onJump));
      return;
    case 'Goto': onJump(); return;
    // The rest hold expressions only (a declaration, an expression, return, throw) or nothing.
    default: forEachExprInStmt(s, (e) => visit(e, loops));
  }
}
