// Braced lists shorter than what they initialise, in kernels and in a restrict(amp, cpu) helper:
// [dcl.init.aggr] value-initialises what they leave out, to zero, and for a class with a default
// constructor by running it (`S a[3] = {S(1)}` constructs a[1] and a[2]: 5, not 0).
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

struct S {
  int a;
  S() restrict(amp, cpu) : a(5) {}
  S(int x) restrict(amp, cpu) : a(x) {}
};
struct T { int k; S s; };
struct V { int_2 v; float f; unsigned u[2]; };

int both(int i) restrict(amp, cpu) {
  S arr[3] = {S(i)};
  S grid[2][2] = {{S(i + 1)}};
  int small[5] = {i};
  return arr[0].a * 1000 + arr[2].a * 100 + grid[0][1].a * 10 + grid[1][0].a + small[4];
}

int main() {
  const int n = 4;
  std::vector<int> out(n * 6, -1);
  array_view<int, 2> o(n, 6, out);
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    S arr[3] = {S(i)};
    T t = {i + 1};
    V v = {int_2(i, 2)};
    V w[2] = {};
    int_2 pairs[3] = {int_2(7, 8)};
    o(i, 0) = arr[0].a * 100 + arr[2].a * 10 + t.s.a;
    o(i, 1) = t.k;
    o(i, 2) = v.v.x * 100 + v.v.y * 10 + (int)v.f + (int)v.u[1];
    o(i, 3) = w[1].v.y + (int)w[0].u[0] + (int)w[1].f;
    o(i, 4) = pairs[0].y * 10 + pairs[2].x;
    o(i, 5) = both(i);
  });
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < 6; k++) std::cout << o(i, k) << ' ';
    std::cout << both(i) << "\n";
  }
  return 0;
}
