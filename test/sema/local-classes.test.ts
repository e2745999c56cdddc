import { checkClean, checkSource, fn, where } from './helpers.js';
import { typeKey, typeToString } from '../../src/sema/types.js';
import type { Program, Stmt } from '../../src/sema/program.js';

/** The program's classes whose names match (the library's C++ declares others). */
const classesNamed = (program: Program, pattern: RegExp): string[] => program.structs.map((s) => s.name).filter((n) => pattern.test(n));

describe('local classes', () => {
  test("each function's local class is a class of its own, named after the function", () => {
    const program = checkClean('int f() { struct P { int a; int get() const { return a; } }; P p{1}; return p.get(); }\nfloat g() { struct P { float b, c; }; P p{1, 2}; return p.b + p.c; }');
    expect(classesNamed(program, /_P$/)).toEqual(['f_P', 'g_P']);
    expect(fn(program, 'f_P_get').member?.cppName).toBe('get');
  });

  test('two blocks of one function, and two instances of one template, declare different classes', () => {
    const program = checkClean('template <typename T> T twice(T t) { struct L { T v; }; L l{t}; return l.v + l.v; }\nint f() { { struct P { int a; }; } struct P { float b; }; P p{1.5f}; return (int)p.b + twice(1) + (int)twice(2.5); }');
    expect(classesNamed(program, /_(P|L)(_\d)?$/)).toEqual(['f_P', 'f_P_2', 'twice_L', 'twice_L_2']);
  });

  test('a made-up name that a class of the program spells is renamed, with its member functions', () => {
    const program = checkClean('int f() { struct P { int a; int get() const { return a; } }; P p{1}; return p.get(); }\nstruct f_P { int b; };\nint g() { f_P q{2}; return q.b; }');
    expect(classesNamed(program, /^f_P/).sort()).toEqual(['f_P', 'f_P_2']);
    expect(fn(program, 'f_P_2_get').member?.cppName).toBe('get');
  });

  test('the name is visible to the end of its block, and hides an outer class until then', () => {
    const { diagnostics } = checkSource('struct P { double d; };\nint f() {\n  P outer{1.5};\n  { struct P { int a; }; P inner{2}; }\n  P again{2.5};\n  return (int)(outer.d + again.d);\n}\nint g() { { struct Q { int a; }; } Q q; return 0; }');
    expect(where(diagnostics)).toEqual(['unknown-type@8:36']);
  });

  test("a function declared `auto` returns its local class (the return type is deduced from the body)", () => {
    const program = checkClean('auto make(int v) { struct R { int v; }; return R{v}; }\nint f() { auto r = make(2); return r.v; }');
    expect(typeKey(fn(program, 'make').returnType)).toBe('make_R');
    expect(typeToString(fn(program, 'make').returnType)).toBe('R');
  });

  test("a member function reads the enclosing function's constants as their values", () => {
    const program = checkClean('int f() { const int k = 7; struct P { int get() const { return k; } }; return P().get(); }');
    const body = fn(program, 'f_P_get').body!.statements[0] as Extract<Stmt, { kind: 'Return' }>;
    expect(body.value?.kind).toBe('Const');
  });

  test('diagnostics name a local class as it is written, not by its generated name', () => {
    const { diagnostics } = checkSource('int main() {\n  struct P { int v; };\n  P p{1};\n  int* q = p;\n  return 0;\n}');
    expect(diagnostics.map((d) => d.message)).toEqual(["cannot convert 'P' to 'int *'"]);
  });

  test("the enclosing function's automatic variables are reported where a member uses them, not in unevaluated operands", () => {
    const { diagnostics } = checkSource('int f(int n) {\n  int k = 2;\n  struct P {\n    int a() const { return n; }\n    int b() const { return sizeof(k) + sizeof n; }\n    decltype(k) c = k;\n  };\n  return P().a();\n}');
    expect(where(diagnostics)).toEqual(['local-class-automatic@4:28', 'local-class-automatic@6:21']);
  });
});
