// Copies of class objects run the user's copy constructor and copy assignment exactly where g++
// runs them, and nowhere else: the constructor and operator= print, so the output counts them.
// g++ elides the copy of a named return value when every return names it (NRVO) and of every
// temporary (C++17); it copies a returned parameter, global, member or one of two locals.
#include <iostream>
#include <utility>
#include <vector>

struct S {
  int v;
  S() : v(0) { std::cout << "default\n"; }
  S(int x) : v(x) { std::cout << "ctor " << v << "\n"; }
  S(const S& o) : v(o.v + 100) { std::cout << "copy " << o.v << "\n"; }
  S& operator=(const S& o) { std::cout << "assign " << o.v << " over " << v << "\n"; v = o.v + 1000; return *this; }
};

// Only a copy constructor: the implicit operator= assigns member by member and constructs nothing.
struct C {
  int v;
  C(int x) : v(x) {}
  C(const C& o) : v(o.v + 1) { std::cout << "C copy " << o.v << "\n"; }
};

struct B {
  int a;
  B(int x) : a(x) {}
  B(const B& o) : a(o.a + 1) { std::cout << "B copy " << o.a << "\n"; }
  virtual int id() const { return a; }
};
struct D : B {
  int d;
  D(int x) : B(x), d(x * 10) {}
  int id() const override { return a + d; }
};

// A base with its own operator=: the derived class's implicit one runs it for the base part.
struct Named {
  int n;
  Named(int x) : n(x) {}
  Named& operator=(const Named& o) { std::cout << "Named assign " << o.n << "\n"; n = o.n * 2; return *this; }
};
struct Labelled : Named {
  int label;
  Labelled(int x, int l) : Named(x), label(l) {}
};

S make(int x) { S s(x); return s; }
S makeTemp(int x) { return S(x); }
S pass(S s) { return s; }
S two(bool b) { S a(1); S c(2); if (b) return a; return c; }
S g(7);
S retGlobal() { return g; }
struct H { S s; int k; H(int x) : s(x), k(x) {} };
S retMember(const H& h) { return h.s; }
int byValue(S s) { return s.v; }
C makeC(int x) { C c(x); if (x < 0) { C other(0); return other; } return c; }

int main() {
  S a = make(1);
  std::cout << "a " << a.v << "\n";
  S b = makeTemp(2);
  std::cout << "b " << b.v << "\n";
  S c = pass(a);
  std::cout << "c " << c.v << "\n";
  S d = two(true);
  std::cout << "d " << d.v << "\n";
  S e = retGlobal();
  std::cout << "e " << e.v << "\n";
  H h(3);
  S f = retMember(h);
  std::cout << "f " << f.v << "\n";
  H h2 = h;
  std::cout << "h2 " << h2.s.v << "\n";
  a = b;
  std::cout << "a " << a.v << "\n";
  h2 = h;
  std::cout << "h2 " << h2.s.v << " " << h2.k << "\n";
  S x(a);
  std::cout << "x " << x.v << " " << byValue(x) << "\n";
  auto lam = [x]() { return x.v; };
  auto lam2 = lam;
  std::cout << "lam " << lam() << " " << lam2() << "\n";
  std::pair<S, int> p(a, 1);
  std::pair<S, int> q = p;
  q = p;
  std::cout << "p " << p.first.v << " q " << q.first.v << "\n";
  S arr[2] = {a, b};
  std::cout << "arr " << arr[0].v << " " << arr[1].v << "\n";
  std::vector<S> v(2, a);
  std::vector<S> w = v;
  std::cout << "w " << w[0].v << " " << w[1].v << "\n";
  w[1] = b;
  arr[0] = w[1];
  std::cout << "w " << w[1].v << " arr " << arr[0].v << "\n";
  S y = pass(S(5));
  std::cout << "y " << y.v << "\n";
  // The initializer_list's array first (an lvalue copied into it, a temporary made there), then the vector's copies of it.
  std::vector<S> il = {a, S(6)};
  std::cout << "il " << il[0].v << " " << il[1].v << "\n";
  H agg = h;
  agg = H(8);
  std::cout << "agg " << agg.s.v << " " << agg.k << "\n";

  // `c ? a : b` of two objects copies the chosen one (and a change to the copy leaves it alone).
  S chosen = a.v > b.v ? a : b;
  chosen.v = 1;
  std::cout << "chosen " << chosen.v << " " << a.v << " " << b.v << "\n";
  S either = a.v > 0 ? S(11) : b;
  std::cout << "either " << either.v << "\n";

  C c1 = makeC(4);
  C c2(9);
  c2 = c1;
  std::cout << "C " << c1.v << " " << c2.v << "\n";

  D dx(1);
  D dy = dx;
  B sliced = dx;
  std::cout << "D " << dy.a << " " << dy.d << " " << dy.id() << " " << sliced.a << " " << sliced.id() << "\n";
  dy = D(5);
  sliced = dy;
  std::cout << "D " << dy.a << " " << dy.d << " " << sliced.a << "\n";
  Labelled l1(1, 2), l2(3, 4);
  l1 = l2;
  std::cout << "Labelled " << l1.n << " " << l1.label << "\n";
  return 0;
}
