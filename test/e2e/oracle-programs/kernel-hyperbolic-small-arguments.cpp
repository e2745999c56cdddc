// tanh, sinh, asinh and atanh in a kernel are accurate near 0, where C++'s are x itself to float
// precision. WGSL only asks its builtins to be as accurate as their textbook formulas
// ((e^x - e^-x) / 2 and the like), which cancel there: lavapipe gave tanh(1e-5) = 1.00136e-05 and
// asinh(1e-8) = 0. ampc computes them by Cephes' float algorithms (src/library/math-wgsl.ts).
// Printed to 5 digits: kernel floats may differ from the host's in the last bits.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<float> in = {1e-30f, -1e-8f, 1e-5f, -3e-4f, 1e-3f, 0.01f, -0.2f, 0.5f, 0.7f, -2.0f, 9.5f, -4.0f, 0.0f, -0.0f};
  const int n = static_cast<int>(in.size());
  std::vector<float> out(n * 6, 0.0f);
  array_view<const float, 1> iv(n, in);
  array_view<float, 2> ov(n, 6, out);
  parallel_for_each(iv.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float x = iv[i];
    ov(i, 0) = precise_math::tanhf(x);
    ov(i, 1) = fast_math::tanh(x);
    ov(i, 2) = precise_math::sinh(x);
    ov(i, 3) = precise_math::asinhf(x);
    ov(i, 4) = precise_math::fabs(x) < 1.0f ? precise_math::atanh(x) : 0.0f;
    // tanh(x) / x is 1 near 0: a cancelling formula shows here at any precision.
    ov(i, 5) = x != 0.0f && precise_math::fabs(x) < 0.01f ? precise_math::tanh(x) / x : 1.0f;
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < 6; ++j) std::printf("%.5g%s", out[i * 6 + j], j == 5 ? "\n" : " ");
  }
  return 0;
}
