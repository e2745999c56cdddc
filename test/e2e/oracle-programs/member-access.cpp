// Access to private and protected members where C++ allows it: members and their lambdas,
// friend functions, friend classes and class templates, hidden friends, derived classes (for
// protected), static member definitions, a private constructor called by a static member.
#include <iostream>
#include <vector>
#include <algorithm>
class Counter {
  int n = 0;
  static int made;
  void bump() { ++n; }
  friend void poke(Counter& c);
  friend class Inspector;
  template <class T> friend struct Peek;
  friend int total(const Counter& a, const Counter& b) { return a.n + b.n; }
public:
  Counter() { ++made; }

  void twice() { bump(); auto f = [this]() { bump(); return n; }; f(); }
  int value() const { return n; }
  static int count() { return made; }
  bool operator<(const Counter& o) const { return n < o.n; }
};
int Counter::made = 0;
void poke(Counter& c) { c.bump(); c.n += 10; auto g = [&c]() { c.n++; }; g(); }
class Inspector { public: static int look(const Counter& c) { return c.n * 100 + Counter::made; } };
template <class T> struct Peek { static int at(const Counter& c) { return c.n; } };
class Base { protected: int p = 3; static int sp() { return 4; } private: int q = 5; public: int q2() const { return q; } };
class Derived : public Base { public: int sum() const { return p + sp() + q2(); } };
template <typename T> class Holder {
  T v;
public:
  Holder(T x) : v(x) {}
  T get() const { return v; }
  bool same(const Holder& o) const { return v == o.v; }
};
class Singleton {
  Singleton() : id(7) {}
  int id;
public:
  static Singleton make() { return Singleton(); }
  int get() const { return id; }
};
struct Plain { int a = 1; private: int b = 2; public: int both() const { return a + b; } };
int main() {
  Counter c;
  c.twice();
  poke(c);

  Counter d;
  std::vector<Counter> v{c, d};
  std::sort(v.begin(), v.end());
  std::cout << c.value() << " " << Counter::count() << " " << " " << Inspector::look(c) << " " << Peek<int>::at(c) << " " << total(c, d) << "\n";
  Derived der;
  Holder<int> h(4), h2(4);
  Plain pl;
  std::cout << der.sum() << " " << h.get() << h.same(h2) << " " << Singleton::make().get() << " " << pl.a << pl.both() << " " << v[0].value() << "\n";
  return 0;
}
