// Function objects of the program's classes held by std::function (a copy of the object), bound by
// std::bind, wrapped by std::ref, and passed to the program's own templates.
#include <algorithm>
#include <functional>
#include <vector>
#include <cstdio>

struct Adder {
  int k;
  Adder(int k) : k(k) {}
  int operator()(int x) const { return x + k; }
};

struct Printer {
  void operator()(int x) { printf("[%d]", x); }
};

struct Counter {
  int n = 0;
  void operator()(int x) { n += x; }
};

struct Scale {
  double factor;
  double operator()(double a, double b) const { return factor * a + b; }
};

template <class F> int apply(F f) { return f(3); }
template <class F> void twice(F& f) { f(1); f(2); }
template <class F> F byValue(F f) { f(10); return f; }

int run(const std::function<int(int)>& f, int x) { return f(x); }

int main() {
  Adder a(5);
  std::function<int(int)> f = a;
  a.k = 100;  // f holds its own copy
  printf("std::function: %d %d\n", f(1), a(1));
  std::function<int(int)> g = Adder(7);
  std::function<int(int)> h = g;
  g = Adder(9);
  printf("assigned: %d %d, passed: %d\n", g(1), h(1), run(Adder(20), 2));
  std::function<void(int)> p = Printer();
  p(4);
  p(5);
  printf("\n");
  std::vector<std::function<int(int)>> table = {Adder(1), Adder(2), [](int x) { return x * 3; }};
  for (auto& t : table) printf("%d ", t(10));
  printf("\n");
  std::function<double(double, double)> s = Scale{2.5};
  printf("%.2f\n", s(2.0, 0.25));

  printf("template: %d %d\n", apply(Adder(2)), apply(a));
  Counter c;
  twice(c);
  Counter d = byValue(c);
  printf("by reference %d, by value %d -> %d\n", c.n, c.n, d.n);

  using namespace std::placeholders;
  auto bound = std::bind(Adder(30), _1);
  auto scaled = std::bind(Scale{3.0}, _2, _1);
  printf("bind: %d %.1f\n", bound(1), scaled(1.0, 2.0));
  std::vector<int> v = {1, 2, 3, 4};
  Counter total;
  std::for_each(v.begin(), v.end(), std::ref(total));
  std::for_each(v.begin(), v.end(), std::bind(std::ref(total), _1));
  std::for_each(v.begin(), v.end(), total);
  printf("std::ref: %d\n", total.n);
  std::vector<int> w(4);
  std::transform(v.begin(), v.end(), w.begin(), std::bind(Adder(-1), _1));
  printf("%d %d %d %d\n", w[0], w[1], w[2], w[3]);
  return 0;
}
