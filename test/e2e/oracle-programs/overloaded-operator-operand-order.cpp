// The operands of an overloaded operator are a call's arguments: g++ evaluates them right to
// left (the member operator's object last), except where C++17 orders the built-in operator's
// operands (`a[b]`, `a << b`: left first; `a = b`, `a += b`: right first). A member call
// `f().g(x)` evaluates its object first.
#include <iostream>

struct V { int x; V(int a) : x(a) {} };
V operator+(const V& a, const V& b) { return V(a.x + b.x); }
V operator*(V a, V b) { return V(a.x * b.x); }
bool operator<(const V& a, const V& b) { return a.x < b.x; }
V operator-(const V& a, int b) { return V(a.x - b); }

struct W {
  int x;
  W(int a) : x(a) {}
  W operator-(const W& o) const { return W(x - o.x); }
  W minus(const W& o) const { return W(x - o.x); }
  W& operator+=(const W& o) { x += o.x; return *this; }
  W& operator=(const W& o) { std::cout << "assign\n"; x = o.x; return *this; }
  int operator[](const W& o) const { return x * 10 + o.x; }
  bool operator==(const W& o) const { return x == o.x; }
};

V f() { std::cout << "f\n"; return V(1); }
V g() { std::cout << "g\n"; return V(2); }
int k() { std::cout << "k\n"; return 3; }
W wf() { std::cout << "wf\n"; return W(1); }
W wg() { std::cout << "wg\n"; return W(2); }
W global(5);
W& gr() { std::cout << "gr\n"; return global; }
V h(const V& a, const V& b) { return V(a.x - b.x); }
V hv(V a, V b, int c) { return V(a.x - b.x + c); }

int main() {
  std::cout << "free +\n"; V a = f() + g();
  std::cout << "free * by value\n"; V b = f() * g();
  std::cout << "free <\n"; bool c = f() < g();
  std::cout << "class and int\n"; V d = f() - k();
  std::cout << "member -\n"; W e = wf() - wg();
  std::cout << "member ==\n"; bool eq = wf() == wg();
  std::cout << "member +=\n"; gr() += wg();
  std::cout << "user =\n"; gr() = wg();
  std::cout << "member []\n"; int sub = wf()[wg()];
  std::cout << "member call\n"; W m = wf().minus(wg());
  std::cout << "call, references\n"; V r = h(f(), g());
  std::cout << "call, values\n"; V s = hv(f(), g(), k());
  std::cout << "nested\n"; V t = (f() + g()) + (g() * f());
  std::cout << a.x << " " << b.x << " " << c << " " << d.x << " " << e.x << " " << eq << " " << global.x << " " << sub << " " << m.x << " " << r.x << " " << s.x << " " << t.x << "\n";
  return 0;
}
