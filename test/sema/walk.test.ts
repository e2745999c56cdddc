/**
 * The statement walkers of src/sema/walk.ts that the analyses share: a statement's own
 * expressions (`ownExprs`, `forEachTopExpr`) and the statement lists nested in it, one per scope
 * (`nestedScopes`).
 */
import type { Stmt } from '../../src/sema/program.js';
import { forEachTopExpr, nestedScopes, ownExprs } from '../../src/sema/walk.js';
import { checkClean, fn } from './helpers.js';

const program = checkClean(`int main() {
  int a = 1;
  for (int i = 0; i < 3; i++) a += i;
  if (a > 2) { a = 2; int b = a; } else a = 3;
  switch (a) { case 1: a = 4; break; default: break; }
  while (a < 9) a++;
  return a;
}`);
const [decl, loop, branch, choice, whileLoop, ret] = fn(program, 'main').body!.statements as Stmt[];

describe('ownExprs: the expressions a statement holds itself', () => {
  test("a declaration's initialiser, a loop's condition and step, a switch's condition and case values, a return's value", () => {
    expect(ownExprs(decl!).map((e) => e.kind)).toEqual(['Const']);
    expect(ownExprs(loop!).map((e) => e.kind)).toEqual(['Binary', 'Unary']);
    expect(ownExprs(choice!).length).toBe(2);
    expect(ownExprs(ret!).map((e) => e.kind)).toEqual(['VarRef']);
  });

  test('not those of the statements nested in it', () => {
    expect(ownExprs(branch!).map((e) => e.kind)).toEqual(['Binary']);
    expect(ownExprs({ kind: 'Block', statements: [decl!], span: decl!.span } as Stmt)).toEqual([]);
  });

  test('forEachTopExpr visits each statement\'s own expressions, nested ones too, in source order', () => {
    const seen: unknown[] = [];
    forEachTopExpr(branch!, (e) => seen.push(e));
    const b = branch as Extract<Stmt, { kind: 'If' }>;
    const then = b.then as Extract<Stmt, { kind: 'Block' }>;
    expect(seen).toEqual([b.cond, ...then.statements.flatMap(ownExprs), ...ownExprs(b.otherwise!)]);
  });
});

describe('nestedScopes: the statement lists inside a statement, one per scope', () => {
  test("a branch's blocks; a body that is no block is a list of its one statement", () => {
    const b = branch as Extract<Stmt, { kind: 'If' }>;
    expect(nestedScopes(b)).toEqual([(b.then as Extract<Stmt, { kind: 'Block' }>).statements, [b.otherwise]]);
    const w = whileLoop as Extract<Stmt, { kind: 'While' }>;
    expect(nestedScopes(w)).toEqual([[w.body]]);
  });

  test("a for's init begins its body's list", () => {
    const f = loop as Extract<Stmt, { kind: 'For' }>;
    expect(nestedScopes(f)).toEqual([[f.init, f.body]]);
  });

  test("a switch's cases are a list each; a declaration has none", () => {
    const s = choice as Extract<Stmt, { kind: 'Switch' }>;
    expect(nestedScopes(s)).toEqual(s.cases.map((c) => c.body));
    expect(s.cases.length).toBe(2);
    expect(nestedScopes(decl!)).toEqual([]);
  });
});
