// std::begin/std::end as the data of a concurrency::array, and C arrays whose braced
// initializer leaves elements out (they are zero).
#include <iostream>
#include <iterator>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
  const int n = 8;
  int init[n] { 5, 6 };
  float grid[2][3] = { { 1.5f }, { 2.5f, 3.5f } };
  std::vector<float> v(n, 0.25f);
  v[3] = 4.0f;
  array<int, 1> a(n, std::begin(init));
  extent<1> e(n);
  array<float, 1> b(e, std::begin(v), std::end(v));
  parallel_for_each(a.get_extent(), [=, &a, &b](index<1> i) restrict(amp) {
    a[i] += i[0];
    b[i] *= 2.0f;
  });
  array_view<int, 1> av(a);
  array_view<float, 1> bv(b);
  for (int i = 0; i < n; i++) std::cout << av[i] << ' ' << bv[i] << '\n';
  for (int r = 0; r < 2; r++) std::cout << grid[r][0] << ' ' << grid[r][1] << ' ' << grid[r][2] << '\n';
  return 0;
}
