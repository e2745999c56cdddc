/**
 * The rules of C++'s jumps that need a whole function: every goto names a label the function
 * defines, and neither a goto nor a case label jumps forward into a variable's scope past its
 * initialization (C++ [stmt.dcl]/3; g++: "jump to label/case label crosses initialization").
 *
 * ampc also limits where a goto may go, to what the host emitter lowers exactly: the label must
 * be a statement of a block that encloses the goto (so forward and backward, out of any depth of
 * loops and blocks, but not into a nested block or from one case of a switch into another).
 */
import type { CheckContext } from './context.js';
import type { Program, Stmt } from './program.js';

interface Frame {
  list: Stmt[];
  at: number;
}

export function checkJumps(cx: CheckContext, program: Program): void {
  for (const fn of program.functions) if (fn.body) checkFunction(cx, fn.body.statements);
  for (const k of program.kernels) checkFunction(cx, k.body.statements);
}

function checkFunction(cx: CheckContext, body: Stmt[]): void {
  const labels = new Map<string, Frame>();
  const gotos: { stmt: Extract<Stmt, { kind: 'Goto' }>; frames: Frame[] }[] = [];
  const frames: Frame[] = [];
  const visitList = (list: Stmt[]) => {
    const frame: Frame = { list, at: 0 };
    frames.push(frame);
    for (frame.at = 0; frame.at < list.length; frame.at++) visit(list[frame.at]);
    frames.pop();
  };
  // A branch or loop body that is one statement is a block of its own.
  const child = (s: Stmt) => (s.kind === 'Block' ? visitList(s.statements) : visitList([s]));
  const visit = (s: Stmt): void => {
    switch (s.kind) {
      case 'Block': visitList(s.statements); return;
      case 'If': child(s.then); if (s.otherwise) child(s.otherwise); return;
      case 'For': if (s.init) child(s.init); child(s.body); return;
      case 'While': case 'DoWhile': child(s.body); return;
      case 'Switch':
        checkCaseLabels(cx, s);
        for (const c of s.cases) visitList(c.body);
        return;
      case 'Try': visitList(s.body.statements); for (const h of s.handlers) visitList(h.body.statements); return;
      case 'Goto': gotos.push({ stmt: s, frames: frames.map((f) => ({ ...f })) }); return;
      case 'Label': {
        if (labels.has(s.label)) cx.diags.error('goto-undefined-label', `redefinition of label '${s.label}'`, s.span);
        else labels.set(s.label, { ...frames[frames.length - 1] });
        return;
      }
      case 'VarDecl': case 'ExprStmt': case 'Break': case 'Continue': case 'Return': case 'Throw': return;
    }
  };
  visitList(body);
  for (const g of gotos) {
    const target = labels.get(g.stmt.label);
    if (!target) {
      cx.diags.error('goto-undefined-label', `use of undeclared label '${g.stmt.label}'`, g.stmt.span);
      continue;
    }
    const from = g.frames.find((f) => f.list === target.list);
    if (!from) {
      cx.diags.error('unsupported', `a goto into a nested block (label '${g.stmt.label}' is not in a block that encloses the goto) is not supported by ampc`, g.stmt.span);
      continue;
    }
    for (let n = from.at + 1; n < target.at; n++) {
      const s = target.list[n];
      if (s.kind === 'VarDecl' && s.init) {
        cx.diags.error('jump-crosses-initialization', `jump to label '${g.stmt.label}' crosses the initialization of '${s.variable.name}'`, g.stmt.span, [
          { message: `'${s.variable.name}' is declared here`, span: s.variable.span },
        ]);
        break;
      }
    }
  }
}

/** A case label after a declaration with an initializer in the switch's own block jumps past it. */
function checkCaseLabels(cx: CheckContext, s: Extract<Stmt, { kind: 'Switch' }>): void {
  for (const [n, c] of s.cases.entries()) {
    const decl = c.body.find((x) => x.kind === 'VarDecl' && x.init);
    if (decl?.kind !== 'VarDecl' || n === s.cases.length - 1) continue;
    const next = s.cases[n + 1];
    cx.diags.error('jump-crosses-initialization', `jump to ${next.values === 'default' ? "'default'" : 'case'} label crosses the initialization of '${decl.variable.name}'`, next.values === 'default' ? s.span : next.values[0].span, [
      { message: `'${decl.variable.name}' is declared here`, span: decl.variable.span },
    ]);
  }
}
