import { checkSource, typeOf } from './helpers.js';

/** The messages of a program's diagnostics. */
const messages = (text: string): string[] => checkSource(text).diagnostics.map((d) => d.message);

describe('types and names as C++ spells them', () => {
  test('NULL is a long, as g++ has it', () => {
    expect(typeOf('NULL', '#include <cstddef>')).toBe('long');
  });

  test('wchar_t is a type of its own that promotes to int, as under g++ (32 bits, signed)', () => {
    expect(typeOf("L'a'")).toBe('wchar_t');
    expect(typeOf("L'a' + 1")).toBe('int');
    expect(typeOf("L'a' + 1u")).toBe('unsigned int');
    expect(typeOf('sizeof(wchar_t)')).toBe('unsigned long');
    // f(int) is a promotion, f(long) a conversion: no ambiguity.
    expect(messages("void f(int) {}\nvoid f(long) {}\nint main() { wchar_t w = L'x'; f(w); return 0; }")).toEqual([]);
  });

  test('an enumerator has its enum type; arithmetic on it promotes to int', () => {
    expect(typeOf('Green', 'enum Color { Red, Green };')).toBe('Color');
    expect(typeOf('Green + 1', 'enum Color { Red, Green };')).toBe('int');
    expect(typeOf('-Green', 'enum Color { Red, Green };')).toBe('int');
    expect(typeOf('static_cast<Color>(1)', 'enum Color { Red, Green };')).toBe('Color');
    expect(messages('namespace N { enum E { A }; }\nvoid f(N::E e) {}\nint main() { f(1); return 0; }')).toEqual(["invalid conversion from 'int' to 'N::E'"]);
  });

  test("a class's member enum is named with its class, as written", () => {
    const found = messages('namespace N { struct P { enum M { A }; enum class K { B }; }; }\ntemplate <class T> struct B { enum M { A }; };\nstruct S { enum M { A }; };\n'
      + 'void f(S::M) {}\nvoid g(N::P::M) {}\nvoid h(B<int>::M) {}\nvoid k(N::P::K) {}\nint main() { f(1); g(1); h(1); k(1); N::P::K x = N::P::K::B; int y = x; return y; }');
    expect(found).toEqual([
      "invalid conversion from 'int' to 'S::M'", "invalid conversion from 'int' to 'N::P::M'", "invalid conversion from 'int' to 'B<int>::M'",
      "invalid conversion from 'int' to 'N::P::K'", "cannot convert 'N::P::K' to 'int'",
    ]);
  });

  test("virtual functions' and member pointers' messages name a namespace's class and a template instance as written", () => {
    const found = messages('namespace N { struct P { virtual int f() { return 1; } int g(int) { return 0; } int g(double) { return 1; } }; }\n'
      + 'template <class T> struct B { virtual void v() = 0; int h() override { return 0; } };\n'
      + 'namespace N { struct Q : P { double f() override { return 1; } }; }\n'
      + 'int main() { auto pm = &N::P::f; auto pg = &N::P::g; B<int> b; return 0; }');
    expect(found).toEqual([
      "'B<int>::h' is marked 'override' but overrides no virtual function of a base class",
      "'N::Q::f' overrides a virtual function with a different return type ('double', not 'int')",
      "a pointer to virtual member function 'N::P::f' is not supported by ampc",
      "a pointer to overloaded member function 'N::P::g' is not supported by ampc",
      "cannot make an object of abstract class 'B<int>': it has pure virtual function 'v'",
    ]);
  });

  test("a constructor of a namespace's class, and of a template instance, is named as written", () => {
    const found = messages('namespace N { struct P { P(int a, int b) {} }; }\ntemplate <class T> struct B { B(int) {} };\nint main() { N::P p(1); B<N::P> b; return 0; }');
    expect(found).toEqual(["no function 'N::P::P' takes 1 argument", "no function 'B<N::P>::B' takes 0 arguments"]);
  });

  test("a namespace's function in an ambiguous call is named with its namespace", () => {
    const found = messages('namespace N { void g(int) {} void g(double) {} }\nint main() { N::g(1u); return 0; }');
    expect(found).toEqual(["call to 'N::g(unsigned int)' is ambiguous"]);
  });

  test('a string literal to std::string ranks as a user-defined conversion', () => {
    // h(bool) wins over h(const std::string&) for "x": a standard conversion beats a user-defined one.
    const { program } = checkSource('#include <string>\nvoid h(const std::string& s) {}\nvoid h(bool b) {}\nvoid probe() { h("x"); h(std::string("y")); }');
    const probe = program.functions.find((f) => f.name === 'probe')!;
    const callees = probe.body!.statements.map((s) => (s.kind === 'ExprStmt' && s.expr.kind === 'Call' ? s.expr.callee.params[0].type.kind : '?'));
    expect(callees).toEqual(['bool', 'string']);
  });
});

describe('parameters declared T&&', () => {
  test('are marked on their variables, which is what tells f(T&&) from f(const T&)', () => {
    const { program } = checkSource('void f(int&& x, const int& y, int z) {}\nint main() { return 0; }');
    const f = program.functions.find((fn) => fn.name === 'f')!;
    expect(f.params.map((p) => p.isRvalueReference === true)).toEqual([true, false, false]);
  });
});
