// C++17's guaranteed copy elision: a prvalue of a class initialises the object itself, so T(T(13)),
// T x(make()), T{T(2)} and new T(T(9)) run no copy constructor (g++ prints no 'copy' for them),
// while copies of lvalues (T d(ref(a)), a by-value parameter returned) still run it.
#include <iostream>
struct T {
  int v;
  T(int x) : v(x) { std::cout << "ctor " << x << "\n"; }
  T(const T& o) : v(o.v) { std::cout << "copy " << v << "\n"; }
  T& operator=(const T& o) { v = o.v; std::cout << "assign " << v << "\n"; return *this; }
};
struct W { T t; W(T x) : t(x) {} };
T make(int x) { return T(x); }
T& ref(T& t) { return t; }
const T cmake(int x) { return T(x); }
T twice(T t) { return T(t); }
T named(int x) { T t(x); t.v++; return t; }
T pass(T t) { return t; }
int main() {
  T a(T(1));
  T b{T(2)};
  T c = T{make(3)};
  T d(ref(a));
  T e = T(cmake(4));
  T f = twice(T(T(5)));
  W w(T(6));
  T g = true ? T(7) : T(8);
  T h = T(false ? a : b);
  T* p = new T(T(9));
  std::cout << a.v << b.v << c.v << d.v << e.v << f.v << w.t.v << g.v << h.v << p->v << "\n";
  delete p;
  T x = T(T(13));
  T y = named(3);
  T z = pass(T(5));
  T u = pass(a);
  u = make(9);
  std::cout << x.v << y.v << z.v << u.v << "\n";
}
