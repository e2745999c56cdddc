// Functions whose return type is deduced from their body ([dcl.spec.auto]): free functions,
// function templates, member functions, a void one, one returning a local class, a reference,
// and a restrict(amp) one called from a kernel.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

auto twiceInt(int v) { return v * 2; }
template <class T> auto sum(T a, T b) { return a + b; }
auto half(float f) { return f / 2; }
auto report(int v) { printf("report %d\n", v); }
auto makeCounter(int start) {
  struct Counter { int n; int next() { return ++n; } };
  return Counter{start};
}
int table[3] = {4, 5, 6};
auto& slot(int i) { return table[i]; }
struct Meter {
  int reading;
  auto scaled(int k) const { return reading * k; }
  auto ratio() const { return reading / 4.0; }
};
auto cube(int v) restrict(amp) { return v * v * v; }

int main() {
  printf("%d %d %g %g\n", twiceInt(21), sum(2, 3), sum(1.25, 2.5), half(5.0f));
  report(7);
  auto c = makeCounter(10);
  c.next();
  printf("%d\n", c.next());
  slot(1) = 50;
  printf("%d %d\n", table[1], slot(2));
  Meter m{6};
  printf("%d %g\n", m.scaled(3), m.ratio());
  std::vector<int> out(4);
  array_view<int, 1> v(4, out);
  parallel_for_each(v.get_extent(), [=](index<1> i) restrict(amp) { v[i] = cube(i[0] + 1); });
  v.synchronize();
  for (int x : out) printf("%d ", x);
  printf("\n");
  return 0;
}
