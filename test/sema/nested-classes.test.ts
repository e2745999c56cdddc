import { checkClean, checkSource, fn, where } from './helpers.js';
import { typeKey, typeToString } from '../../src/sema/types.js';
import type { Program } from '../../src/sema/program.js';

/** The program's classes, less those the library declares in C++ (<ppl.h>'s). */
const ownClasses = (program: Program): string[] => program.structs.map((s) => s.name).filter((n) => /^(Outer|List)/.test(n));

describe('nested classes', () => {
  test('a nested class is named through its class outside it, and unqualified inside', () => {
    const program = checkClean('struct Outer {\n  struct In { int a; };\n  In make(int v) { In i; i.a = v; return i; }\n};\nint f() { Outer o; Outer::In x = o.make(2); return x.a; }');
    // Generated code names it `Outer_In`; diagnostics spell it as C++ does.
    expect(typeKey(fn(program, 'Outer_make').returnType)).toBe('Outer_In');
    expect(typeToString(fn(program, 'Outer_make').returnType)).toBe('Outer::In');
    expect(ownClasses(program)).toEqual(['Outer_In', 'Outer']);
  });

  test("a nested enum's enumerators are members of the class", () => {
    checkClean('struct Outer {\n  enum Mode { A, B };\n  enum class Color { Red = 3 };\n  Mode m = B;\n};\nint f() { Outer::Mode m = Outer::B; return m + int(Outer::Color::Red); }');
  });

  test('an enumeration is a scope: E::A, S::E::A and N::S::E::A are qualified lookup, each finding its own enum\'s A', () => {
    checkClean([
      'enum class E { A = 1, B };',
      'enum U { A = 10 };',
      'struct S { enum class E { A = 20 }; enum V { A2 = 30 }; typedef enum { Red = 40 } Color; };',
      'namespace N { struct S { enum class E { A = 50 }; }; enum class F { A = 60 }; }',
      'static_assert(int(E::A) == 1 && int(::E::B) == 2 && U::A == 10 && A == 10, "");',
      'static_assert(int(S::E::A) == 20 && S::V::A2 == 30 && S::A2 == 30 && S::Color::Red == 40, "");',
      'static_assert(int(N::S::E::A) == 50 && int(N::F::A) == 60, "");',
    ].join('\n'));
  });

  test("a scoped enum's enumerators are not found outside its scope, nor another enumeration's through it", () => {
    const { diagnostics } = checkSource('enum class E { A };\nenum class G { B };\nint f() { return int(A); }\nint g() { return int(E::B); }');
    expect(where(diagnostics).map((d) => d.split('@')[0])).toEqual(['undeclared', 'undeclared']);
  });

  test("a nested class's members see the enclosing class's static members and enumerators, declared after it too", () => {
    checkClean('struct Outer {\n  struct In { int get() const { return limit + helper() + Big; } };\n  enum Kind { Small, Big };\n  static const int limit = 4;\n  static int helper() { return 1; }\n};\nint f() { Outer::In i; return i.get(); }');
  });

  test("the enclosing class's non-static members are not found without an object", () => {
    const { diagnostics } = checkSource('struct Outer {\n  int x;\n  struct In { int get() const { return x; } };\n};');
    expect(where(diagnostics)).toEqual(['undeclared@3:40']);
  });

  test('a nested class named like a class of the program gets a name of its own in the generated code', () => {
    const program = checkClean('struct Outer { struct In { int a; }; };\nstruct Outer_In { int b; };\nint f() { Outer::In x{1}; Outer_In y{2}; return x.a + y.b; }');
    // (Outer, which has no members of its own, needs no code.)
    expect(ownClasses(program).sort()).toEqual(['Outer_In', 'Outer_In_2']);
  });

  test("each instance of a class template has its own nested classes", () => {
    const program = checkClean('template <typename T> struct List { struct Node { T v; }; Node n; };\nfloat f() { List<int>::Node a{1}; List<float>::Node b{2.5f}; return a.v + b.v; }');
    expect(ownClasses(program)).toEqual(['List_int_Node', 'List_int', 'List_float_Node', 'List_float']);
  });

  test('a private nested type is a private member; the class and its nested classes may name it', () => {
    const { diagnostics } = checkSource('class Outer {\n  struct Secret { int a; };\npublic:\n  struct Open { Secret s; };\n  Secret make() const;\n};\nOuter::Secret Outer::make() const { return Secret{1}; }\nint f() { Outer::Secret s{1}; return s.a; }');
    expect(where(diagnostics)).toEqual(['access@8:11']);
    expect(diagnostics[0].message).toBe("'Secret' is a private member of 'Outer'");
  });
});
