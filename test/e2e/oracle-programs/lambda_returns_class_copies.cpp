// A call of a lambda, a std::function or a std::bind expression that returns a class by value is
// a prvalue: it initialises the object it is given to itself, in `C c = mk();` as in `C c(mk());`,
// `C c{mk()}` and `C(mk())`, and a member function may be called on it. The lambda's `return`
// copies only what C++ copies: not its own local (g++'s NRVO) nor a prvalue, but a capture (a
// member of the closure, or the enclosing function's object). `-> auto` deduces as no `-> T`
// does. Each copy prints "c".
// (ampc copied once more in `C c(mk())` of a capturing lambda; a lambda returning its capture
// by value handed out the captured object itself, so writes through the result reached it; and
// `-> auto` left the call's type unknown: `deduced().a` printed "[object Object]".)
#include <functional>
#include <iostream>

struct C {
  int a;
  C(int x) : a(x) {}
  C(const C& o) : a(o.a) { std::cout << "c"; }
  C& bump() { a += 1; return *this; }
};

C global(50);
C& globalRef() { return global; }
C made() { return C(60); }

void line(const char* what, const C& c) { std::cout << " " << what << " " << c.a << "\n"; }

int main() {
  int k = 3;
  C held(10);

  auto prvalue = [k]() { return C(k); };               // capturing, returns a prvalue
  auto named = [&k]() { C t(k + 1); return t; };       // capturing, NRVO of its own local
  auto plain = []() { return C(5); };                  // capture-less
  auto plainNamed = []() { C t(6); return t; };
  auto byValue = [held]() { return held; };            // returns its member: a copy
  auto byRef = [&held]() { return held; };             // returns the enclosing object: a copy
  auto generic = [k](auto d) { return C(k + d); };
  std::function<C()> fn = [k]() { return C(k + 20); };
  std::function<C()> fnNamed = [&k]() { C t(k + 30); return t; };
  auto boundRef = std::bind(globalRef);                // the bound call returns a reference: a copy
  auto boundValue = std::bind(made);
  auto deduced = [&held]() -> auto { return held; };   // `-> auto` deduces C: a copy
  auto deducedNamed = [k]() -> auto { C t(k + 40); return t; };

  std::cout << "[1]"; C c1 = prvalue(); line("copy-init prvalue", c1);
  std::cout << "[2]"; C c2(prvalue()); line("direct-init prvalue", c2);
  std::cout << "[3]"; C c3{prvalue()}; line("list-init prvalue", c3);
  std::cout << "[4]"; C c4 = C(prvalue()); line("cast of prvalue", c4);
  std::cout << "[5]"; C c5(named()); line("direct-init NRVO", c5);
  std::cout << "[6]"; C c6 = named(); line("copy-init NRVO", c6);
  std::cout << "[7]"; C c7(plain()); C c8(plainNamed()); line("capture-less", c7); line("capture-less NRVO", c8);
  std::cout << "[8]"; C c9(byValue()); c9.a = 99; line("member copy, held", held);
  std::cout << "[9]"; C c10 = byValue(); c10.a = 98; line("member copy, held", held);
  std::cout << "[10]"; C c11(byRef()); c11.a = 97; line("enclosing copy, held", held);
  std::cout << "[11]"; auto c12 = byRef(); c12.a = 96; line("enclosing copy, held", held);
  std::cout << "[12]"; C c13(generic(2)); C c14{generic(4)}; line("generic", c13); line("generic", c14);
  std::cout << "[13]"; C c15(fn()); C c16 = fn(); line("std::function", c15); line("std::function", c16);
  std::cout << "[14]"; C c17(fnNamed()); line("std::function NRVO", c17);
  std::cout << "[15]"; C c18(boundRef()); c18.a = 1; line("bind of a reference, global", global);
  std::cout << "[16]"; C c19(boundValue()); line("bind of a value", c19);
  std::cout << "[17]"; std::cout << prvalue().bump().a << "\n";
  std::cout << "[18]"; const C& r = prvalue(); line("bound to a reference", r);
  std::cout << "[19]"; C c20(deduced()); c20.a = 2; line("-> auto, held", held);
  std::cout << "[20]"; C c21 = deducedNamed(); C c22(deducedNamed()); line("-> auto NRVO", c21); line("-> auto NRVO", c22);
  return 0;
}
