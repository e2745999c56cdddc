/**
 * What sema rejects around destructors, switch and goto: C++'s own errors (a jump past an
 * initialization, an undeclared label) and what ampc cannot run at C++'s exact time.
 */
import { checkClean, checkSource, where } from './helpers.js';

const tracer = 'struct T {\n  int id;\n  T(int i) : id(i) {}\n  ~T() { id = 0; }\n};\n';

function codes(text: string): string[] {
  return where(checkSource(text).diagnostics);
}

describe('destructors', () => {
  test('locals, members, arrays and member initializers of a class with a destructor are accepted', () => {
    checkClean(`${tracer}struct P {\n  T a;\n  T b;\n  P() : a(1), b(2) {}\n};\nvoid f() {\n  T t(1);\n  T u = T(2);\n  T arr[2] = {T(3), T(4)};\n  P p;\n  T copy = t;\n}`);
  });

  test('an empty or defaulted destructor is trivial: temporaries and by-value parameters stay allowed', () => {
    checkClean('struct E {\n  int x;\n  ~E() {}\n};\nint g(E e) { return e.x; }\nint f() {\n  E e{1};\n  return g(e);\n}');
  });

  test('a temporary, a by-value parameter, a returned local and a global are rejected', () => {
    expect(codes(`${tracer}int g(T t) { return t.id; }\nint f() { return T(1).id; }`)).toEqual([
      'unsupported-destructor@6:9', 'unsupported-destructor@7:18',
    ]);
    expect(codes(`${tracer}T make() {\n  T t(1);\n  return t;\n}`)).toEqual(['unsupported-destructor@8:10']);
    expect(codes(`${tracer}T global(1);`)).toEqual(['unsupported-destructor@6:3']);
    expect(codes(`${tracer}void f() {\n  T t(1);\n  t = T(2);\n}`)).toEqual(['unsupported-destructor@8:7']);
  });

  test('a prvalue returned or used to initialize is elided, not a temporary', () => {
    checkClean(`${tracer}T make(int i) { return T(i); }\nvoid f() {\n  T t = make(2);\n}`);
  });

  test('an out-of-class destructor is checked with the class members in scope', () => {
    expect(codes('struct S {\n  int x;\n  ~S();\n};\nS::~S() { x = missing; }')).toEqual(['undeclared@5:15']);
  });
});

describe('switch', () => {
  test('a case label after a declaration with an initializer crosses it (as g++ says)', () => {
    expect(codes('int f(int x) {\n  switch (x) {\n  case 0:\n    int y = 1;\n    return y;\n  case 1:\n    return 2;\n  }\n  return 0;\n}')).toEqual([
      'jump-crosses-initialization@6:8',
    ]);
  });

  test('a declaration without initializer, or one in the last case or its own block, is fine', () => {
    checkClean('int f(int x) {\n  switch (x) {\n  case 0:\n    int y;\n    y = 1;\n    return y;\n  case 1: {\n    int z = 2;\n    return z;\n  }\n  default:\n    int w = 3;\n    return w;\n  }\n}');
  });
});

describe('goto', () => {
  test('an undeclared label and a repeated label are errors', () => {
    expect(codes('void f() {\n  goto nowhere;\n}')).toEqual(['goto-undefined-label@2:3']);
    expect(codes('void f() {\na:\n  ;\na:\n  ;\n}')).toEqual(['goto-undefined-label@4:1']);
  });

  test('a forward goto past an initialization is an error; past a plain declaration it is not', () => {
    expect(codes('void f() {\n  goto out;\n  int x = 1;\nout:\n  return;\n}')).toEqual(['jump-crosses-initialization@2:3']);
    checkClean('void f() {\n  goto out;\n  int x;\nout:\n  x = 1;\n}');
  });

  test('a goto into a nested block is rejected as unsupported', () => {
    expect(codes('void f(int n) {\n  goto inside;\n  {\n  inside:\n    n = 1;\n  }\n}')).toEqual(['unsupported@2:3']);
  });

  test('goto and labels stay errors in restrict(amp) code', () => {
    expect(codes('void f() restrict(amp) {\nl:\n  goto l;\n}')).toEqual(['amp-goto@2:1', 'amp-goto@3:3']);
  });
});

describe('destructors: what stays rejected', () => {
  test('a for-loop variable, a vector of objects, and a restrict(amp) local', () => {
    expect(codes(`${tracer}#include <vector>\nvoid f() {\n  for (T t(1); t.id < 3; t.id++) {}\n  std::vector<T> v;\n}`)).toEqual([
      'unsupported-destructor@8:10', 'unsupported-destructor@9:18',
    ]);
    const both = 'struct A {\n  int x;\n  A(int i) restrict(cpu, amp) : x(i) {}\n  ~A() restrict(cpu, amp) { x = 0; }\n};\n';
    expect(codes(`${both}int g() restrict(amp) {\n  A a(1);\n  return a.x;\n}`)).toEqual(['unsupported-destructor@7:5']);
  });
});
