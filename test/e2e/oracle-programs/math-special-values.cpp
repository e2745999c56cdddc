// <cmath>'s INFINITY, NAN, HUGE_VAL and HUGE_VALF, in a kernel (where WGSL forbids an infinite
// constant expression) and on the host.
#include <amp.h>
#include <cmath>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<float> v(4);
  for (int i = 0; i < 4; i++) v[i] = i * 1.5f - 2.0f;
  std::vector<int> r(4, 0);
  array_view<const float, 1> a(4, v);
  array_view<int, 1> b(4, r);
  parallel_for_each(b.extent, [=](index<1> i) restrict(amp) {
    float lo = INFINITY;
    lo = fmin(lo, a[i]);
    b[i] = (lo < INFINITY ? 1 : 0) + 2 * std::isinf(INFINITY) + 4 * std::isnan(NAN) + 8 * (HUGE_VALF > 1e38f);
  });
  for (int i = 0; i < 4; i++) std::cout << b[i] << " ";
  std::cout << INFINITY << " " << -HUGE_VAL << " " << NAN << " " << std::isnan(NAN) << std::endl;
  return 0;
}
