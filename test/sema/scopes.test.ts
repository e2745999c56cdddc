import type { Expr } from '../../src/sema/program.js';
import { typeToString } from '../../src/sema/types.js';
import { checkClean, checkSource, exprsIn, fn, where } from './helpers.js';

/** Every variable reference in function `name`, as `name:type#id`. */
function references(text: string, name = 'f'): { name: string; type: string; id: number }[] {
  const program = checkClean(text);
  const refs = exprsIn(fn(program, name).body!).filter((e): e is Extract<Expr, { kind: 'VarRef' }> => e.kind === 'VarRef');
  return refs.map((r) => ({ name: r.variable.name, type: typeToString(r.type), id: r.variable.id }));
}

describe('name lookup and scopes', () => {
  test('an inner block variable shadows the outer one only inside the block', () => {
    const refs = references('void f() {\n  int x = 1;\n  { float x = 2; x = 3; }\n  x = 4;\n}');
    expect(refs.map((r) => `${r.name}:${r.type}`)).toEqual(['x:float', 'x:int']);
    expect(refs[0].id).not.toBe(refs[1].id);
  });

  test('a parameter is visible in the body and a local may shadow it in a nested block', () => {
    const refs = references('void f(int n) {\n  n = n + 1;\n  if (n > 0) { double n = 0.5; n = n * 2; }\n}');
    expect(refs.map((r) => `${r.name}:${r.type}`)).toEqual(['n:int', 'n:int', 'n:int', 'n:double', 'n:double']);
  });

  test('a local shadows a global', () => {
    const refs = references('float g = 1.0f;\nvoid f() {\n  g = 2.0f;\n  { int g = 3; g = 4; }\n}');
    expect(refs.map((r) => `${r.name}:${r.type}`)).toEqual(['g:float', 'g:int']);
  });

  test('a for-loop variable is scoped to the loop', () => {
    const { diagnostics } = checkSource('void f() {\n  for (int i = 0; i < 3; i++) {}\n  i = 5;\n}');
    expect(where(diagnostics)).toEqual(['undeclared@3:3']);
  });

  test('a variable is not visible before its declaration', () => {
    const { diagnostics } = checkSource('void f() {\n  y = 1;\n  int y = 0;\n}');
    expect(where(diagnostics)).toEqual(['undeclared@2:3']);
  });

  test('an undeclared name is reported once with its span and name', () => {
    const { diagnostics } = checkSource('int main() {\n  int total = 0;\n  total = total + missing * 2;\n  return total;\n}');
    expect(diagnostics).toHaveLength(1);
    const [d] = diagnostics;
    expect(d.code).toBe('undeclared');
    expect(d.message).toContain("'missing'");
    expect([d.span.start.line, d.span.start.column, d.span.end.column]).toEqual([3, 19, 26]);
  });

  test('redefinition in the same scope is an error pointing at the second declaration, with a note at the first', () => {
    const { diagnostics } = checkSource('void f() {\n  int a = 1;\n  float a = 2;\n}');
    expect(where(diagnostics)).toEqual(['redefinition@3:9']);
    expect(diagnostics[0].notes[0].span?.start).toMatchObject({ line: 2, column: 7 });
  });

  test('a function defined later is not visible earlier, one defined earlier is', () => {
    expect(where(checkSource('void f() { g(); }\nvoid g() {}').diagnostics)).toEqual(['undeclared@1:12']);
    expect(where(checkSource('void g() {}\nvoid f() { g(); }').diagnostics)).toEqual([]);
  });

  test('a prototype makes a function callable before its definition', () => {
    const program = checkClean('int g(int);\nint f() { return g(2); }\nint g(int x) { return x * 2; }');
    expect(program.functions.filter((x) => x.name === 'g')).toHaveLength(1);
  });

  test('struct fields are looked up in the struct', () => {
    const { diagnostics } = checkSource('struct P { int x; float y; };\nvoid f() {\n  P p;\n  p.x = 1;\n  p.z = 2;\n}');
    expect(where(diagnostics)).toEqual(['no-member@5:5']);
  });

  test('an unknown type name is reported at the name', () => {
    // (An unknown bare name cannot start a declaration syntactically; an elaborated specifier can.)
    const { diagnostics } = checkSource('void f() { struct Widget w; }');
    expect(where(diagnostics)).toEqual(['unknown-type@1:19']);
  });
});
