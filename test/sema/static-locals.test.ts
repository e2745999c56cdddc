/** Function-local statics on the host (src/sema/static-locals.ts): constant ones are globals, dynamic ones are made on the first pass. */
import { checkClean } from './helpers.js';
import type { Program, Stmt } from '../../src/sema/program.js';

function functionBody(p: Program, name: string): Stmt[] {
  return p.functions.find((f) => f.name === name)!.body!.statements;
}

test('a constant initialiser is static initialisation: a global with its value, no statement left', () => {
  const p = checkClean('int next() { static int n = 5; return ++n; }\nint main() { return next(); }');
  expect(p.globals.map((g) => [g.variable.name, g.firstPass ?? false])).toEqual([['next_n', false]]);
  expect(functionBody(p, 'next').map((s) => s.kind)).toEqual(['Return']);
});

test('a dynamic initialiser runs where the declaration is, behind a guard; the global is only declared', () => {
  const p = checkClean('int f();\nint next() { static int n = f(); return ++n; }\nint f() { return 3; }\nint main() { return next(); }');
  expect(p.globals.map((g) => [g.variable.name, g.firstPass ?? false, g.init === null])).toEqual([['next_n_initialised', false, true], ['next_n', true, true]]);
  const decl = functionBody(p, 'next')[0];
  expect(decl.kind === 'VarDecl' && decl.staticGuard?.name).toBe('next_n_initialised');
});

test('an object with a destructor is made on the first pass even from constants, so that its destruction at exit is registered then', () => {
  const p = checkClean('int ended = 0;\nstruct D { int v; ~D() { ended++; } };\nD& get() { static D d{1}; return d; }\nint main() { return get().v; }');
  expect(p.globals.map((g) => [g.variable.name, g.firstPass ?? false])).toEqual([['ended', false], ['get_d_initialised', false], ['get_d', true]]);
});
