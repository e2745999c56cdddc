/**
 * A value-returning amp function whose end WGSL can reach gets a `return` there. C++ lets control
 * flow off the end of a non-void function (`int f(int a) { a * 10; }`, `if (a) return 1;` alone):
 * undefined behaviour only if it happens, and g++ compiles it. WGSL rejects the function ("missing
 * return at end of function") wherever its behaviour analysis (WGSL spec, "Behavior Analysis")
 * finds the end reachable. The lowering ends such a body with `return r;` of a fresh local that
 * WGSL zero-initialises: any value is C++'s meaning for a call that gets there.
 *
 * The analysis is WGSL's over the statements as the back end prints them (src/codegen/wgsl/
 * emit-wgsl.ts): a `for` or `while` with a condition breaks out (the condition is not evaluated),
 * `while (true)` and a `for` without a condition are `loop`s that end only by `break`, a do-while's
 * `break if` ends it, and statements after a jump are not printed.
 */
import { sequenceExits } from '../sema/flow.js';
import type { Block, FunctionInfo, Stmt } from '../sema/program.js';
import { isViewType } from '../sema/types.js';
import type { Temporaries } from './temporaries.js';

type Behavior = 'next' | 'return' | 'break' | 'continue';

function sequence(statements: readonly Stmt[]): Set<Behavior> {
  return sequenceExits(statements, behaviors);
}

/** What running `body` as a WGSL loop's body gives the loop: it ends normally only by a break (`breaks`: its condition's). */
function loop(body: Stmt, breaks: boolean): Set<Behavior> {
  const b = behaviors(body);
  const out = new Set<Behavior>([...b].filter((x) => x === 'return'));
  if (breaks || b.has('break')) out.add('next');
  return out;
}

function behaviors(s: Stmt): Set<Behavior> {
  switch (s.kind) {
    case 'Block': return sequence(s.statements);
    case 'Return': return new Set(['return']);
    case 'Break': return new Set(['break']);
    case 'Continue': return new Set(['continue']);
    case 'If': return new Set([...behaviors(s.then), ...(s.otherwise ? behaviors(s.otherwise) : ['next' as const])]);
    case 'For': return loop(s.body, s.cond !== null);
    case 'While': return loop(s.body, !(s.cond.kind === 'Const' && s.cond.value === true));
    case 'DoWhile': return loop(s.body, true);
    case 'Switch': {
      // A switch without a default case gets an empty one (the printer's); a case's break ends the switch.
      const out = new Set<Behavior>(s.cases.some((c) => c.values === 'default') ? [] : ['next']);
      for (const c of s.cases) for (const x of sequence(c.body)) out.add(x === 'break' ? 'next' : x);
      return out;
    }
    case 'VarDecl': case 'ExprStmt': case 'Try': case 'Throw': case 'Goto': case 'Label':
      return new Set(['next']);
  }
}

/** `body` of the amp function `fn`, ended by a `return` of a zero-initialised local where WGSL could reach its end. */
export function withReturnAtEnd(fn: FunctionInfo, body: Block, temps: Temporaries): Block {
  const t = fn.returnType;
  if (t.kind === 'void' || t.kind === 'error' || fn.returnsReference || t.kind === 'pointer' || isViewType(t)) return body;
  if (!sequence(body.statements).has('next')) return body;
  const span = body.span;
  const value = temps.fresh('unreached', t, span, false);
  return {
    ...body,
    statements: [
      ...body.statements,
      { kind: 'VarDecl', variable: value, init: null, span },
      { kind: 'Return', value: { kind: 'VarRef', variable: value, type: t, span }, span },
    ],
  };
}
