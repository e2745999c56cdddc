// hypot in a kernel with infinite and NaN operands, as C's: an infinity wins over a NaN, and a
// NaN operand gives a NaN (with its sign). ampc's helper took max(|x|, |y|) first, and WGSL's max
// drops a NaN for the other operand: hypot(nan, 0) was 0 on lavapipe.
#include <amp.h>
#include <amp_math.h>
#include <cstdio>
#include <limits>
using namespace concurrency;
int main() {
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> xs = {inf, nan, -nan, 3.0f, -inf, 0.0f, 1e30f};
  std::vector<float> ys = {nan, 0.0f, 1.0f, 4.0f, 2.0f, -0.0f, 1e30f};
  const int n = 7;
  std::vector<float> o(n);
  array_view<const float, 1> xv(n, xs), yv(n, ys);
  array_view<float, 1> ov(n, o);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = precise_math::hypotf(xv[i], yv[i]); });
  ov.synchronize();
  for (float v : o) printf("%g ", v);
  printf("\n");
  return 0;
}
