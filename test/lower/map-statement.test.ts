/**
 * A statement rebuilt from its parts (src/lower/map-statement.ts): untouched statements keep their
 * identity, a changed part rebuilds only the statements around it, and each expression is told
 * whether its value is used.
 */
import { withAnyChildren } from '../../src/lower/children.js';
import { mapBlock, mapStatement, type StatementParts } from '../../src/lower/map-statement.js';
import type { Block, Expr, Stmt } from '../../src/sema/program.js';
import { childExprs } from '../../src/sema/walk.js';
import { checkClean } from '../sema/helpers.js';

/** `main`'s checked body (after `prelude`). */
function mainBody(body: string, prelude = ''): Block {
  const program = checkClean(`${prelude}\nint main() {\n${body}\n}`);
  return program.functions.find((f) => f.name === 'main')!.body!;
}

/** Parts that change nothing but record each expression's kind, with whether its value is used, in the order visited. */
function recording(seen: string[]): StatementParts {
  const parts: StatementParts = {
    expr: (e, used) => {
      seen.push(`${e.kind}${used ? '' : ' (unused)'}`);
      return e;
    },
    stmt: (s) => mapStatement(s, parts),
  };
  return parts;
}

/** Parts that replace every constant `from` in the statements' expressions by `to`. */
function replacing(from: number, to: number): StatementParts {
  const replace = (e: Expr): Expr => (e.kind === 'Const' && e.value === from ? { ...e, value: to } : withAnyChildren(e, childExprs(e).map(replace)));
  const parts: StatementParts = {
    expr: replace,
    stmt: (s: Stmt) => mapStatement(s, parts),
  };
  return parts;
}

describe('mapStatement', () => {
  test('a body nothing changes is returned itself', () => {
    const body = mainBody(`int s = 0;
for (int i = 0; i < 4; i++) { if (i == 2) continue; s += i; }
while (s > 10) s--;
do { s++; } while (s < 3);
switch (s) { case 1: s = 2; break; default: break; }
try { throw 1; } catch (int e) { s = e; }
return s;`);
    const seen: string[] = [];
    expect(mapBlock(body, recording(seen))).toBe(body);
    expect(seen.length).toBeGreaterThan(0);
  });

  test("an expression statement's and a for step's values are not used; a condition's and an initialiser's are", () => {
    const seen: string[] = [];
    mapBlock(mainBody('int s = 1;\nfor (int i = 0; i < 4; i++) s = i;'), recording(seen));
    // The parts in source order: s's initialiser, the loop's init (i's), its condition, its step, its body.
    expect(seen).toEqual(['Const', 'Const', 'Binary', 'Unary (unused)', 'Assign (unused)']);
  });

  test("a loop's condition is visited before its body, a do-while's too", () => {
    const seen: string[] = [];
    mapBlock(mainBody('int s = 0;\ndo { s = 1; } while (s < 3);'), recording(seen));
    expect(seen).toEqual(['Const', 'Binary', 'Assign (unused)']);
  });

  test('a changed part rebuilds the statements around it and keeps the others', () => {
    const body = mainBody('int a = 1;\nint b = 2;\nif (a > b) { a = 7; } else { b = 3; }');
    const mapped = mapBlock(body, replacing(7, 8));
    expect(mapped).not.toBe(body);
    const [a, b, ifStmt] = mapped.statements as [Stmt, Stmt, Extract<Stmt, { kind: 'If' }>];
    const original = body.statements[2] as Extract<Stmt, { kind: 'If' }>;
    expect(a).toBe(body.statements[0]);
    expect(b).toBe(body.statements[1]);
    expect(ifStmt).not.toBe(original);
    expect(ifStmt.cond).toBe(original.cond);
    expect(ifStmt.otherwise).toBe(original.otherwise);
    const assigned = ((ifStmt.then as Block).statements[0] as Extract<Stmt, { kind: 'ExprStmt' }>).expr;
    expect(assigned.kind === 'Assign' && assigned.value.kind === 'Const' && assigned.value.value).toBe(8);
  });

  test('a switch keeps the cases that did not change', () => {
    const body = mainBody('int s = 0;\nswitch (s) { case 1: s = 7; break; default: s = 2; }');
    const mapped = mapBlock(body, replacing(7, 8));
    const before = body.statements[1] as Extract<Stmt, { kind: 'Switch' }>;
    const after = mapped.statements[1] as Extract<Stmt, { kind: 'Switch' }>;
    expect(after).not.toBe(before);
    expect(after.cases[0]).not.toBe(before.cases[0]);
    expect(after.cases[1]).toBe(before.cases[1]);
  });
});
