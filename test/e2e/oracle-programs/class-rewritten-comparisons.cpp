// C++20's rewritten comparisons: `a != b` is `!(a == b)` when the class has operator== (member or
// free) and no operator!=, and `x == a` (`x != a`) with only `a`'s class's operator== is `a == x`
// (`!(a == x)`); an operator!= of the class's own is still the one called. On the host and in
// kernels. A reversed comparison is the call `a.operator==(x)`, whose operands g++ evaluates as
// any call's: `x` first. (Found by the differential fuzzer's classes, test/fuzz/classes.ts.)
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct P {
  int x, y;
  P(int a, int b) restrict(amp, cpu) : x(a), y(b) {}
  bool operator==(const P& o) const restrict(amp, cpu) { return x == o.x && y == o.y; }
  bool operator==(int v) const restrict(amp, cpu) { return x + y == v; }
};

// Converts from int: `3 == v` is `v == V(3)`, reversed.
struct V {
  int v;
  V(int x) : v(x) {}
  bool operator==(const V& o) const { return v == o.v; }
};

struct Q {
  unsigned v;
};
bool operator==(const Q& a, const Q& b) { return a.v % 10 == b.v % 10; }

int notEqualCalls = 0;
struct R {
  int v;
  bool operator==(const R& o) const { return v == o.v; }
  bool operator!=(const R& o) const { ++notEqualCalls; return v != o.v; }
};

int order = 0;
int f(int x) { order = order * 10 + x; return x; }
V g(int x) { order = order * 10 + x; return V(x); }

int main() {
  P a(1, 2), b(1, 2), c(2, 1);
  std::cout << (a != b) << " " << (a != c) << " " << !(a != c) << "\n";
  std::cout << (3 == a) << " " << (4 == a) << " " << (3 != a) << " " << (4 != c) << "\n";
  V v(3);
  std::cout << (3 == v) << " " << (4 == v) << " " << (3 != v) << " " << (v != 4) << "\n";
  bool e1 = f(1) == g(2);
  bool e2 = g(3) == f(3);
  bool e3 = f(4) != g(5);
  std::cout << e1 << e2 << e3 << " " << order << "\n";
  Q q1{13}, q2{23}, q3{24};
  std::cout << (q1 != q2) << " " << (q1 != q3) << "\n";
  R r1{1}, r2{2};
  std::cout << (r1 != r2) << " " << (r1 != r1) << " " << notEqualCalls << "\n";
  std::vector<int> out(8, 0);
  array_view<int, 1> av(8, out);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    P p(i % 3, i % 2), q(i % 3, 0);
    av[idx] = ((p != q) ? 10 + i : i) + (i == p ? 100 : 0) + (i != q ? 1000 : 0);
  });
  for (int i = 0; i < 8; i++) std::cout << av[i] << " ";
  std::cout << "\n";
  return 0;
}
