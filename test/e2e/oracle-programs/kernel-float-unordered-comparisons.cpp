// `!=` on floats in a kernel is C++'s unordered comparison: true when an operand is NaN, so the
// `x != x` test for a NaN finds one. WGSL's float `!=` compiles to an ordered comparison (false
// with a NaN), as does a short vector's `any(a != b)`; ampc prints the negated `==`. Found by
// probing kernels with NaN inputs: every `x != x` below printed 0.
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <limits>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

int countNaNs(const float* p, int n) restrict(amp) {
  int c = 0;
  for (int i = 0; i < n; ++i)
    if (p[i] != p[i]) ++c;
  return c;
}

int main() {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> in = {nan, 1.0f, 0.0f, -nan, -0.0f, std::numeric_limits<float>::infinity()};
  const int n = static_cast<int>(in.size());
  std::vector<int> out(n * 8, -1);
  array_view<const float, 1> iv(n, in);
  array_view<int, 2> ov(n, 8, out);
  parallel_for_each(iv.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float x = iv[i];
    const float y = iv[(i + 1) % n];
    ov(i, 0) = x != x;
    ov(i, 1) = x != 0.0f;
    ov(i, 2) = x != y ? 10 : 20;
    int branch = 0;
    if (x != 1.0f) branch = 1;
    ov(i, 3) = branch;
    ov(i, 4) = !(x == y);
    float_2 v(x, 1.0f), w(y, 1.0f);
    ov(i, 5) = v != w;
    ov(i, 6) = v == v;
    float local[3] = {x, y, 2.0f};
    ov(i, 7) = countNaNs(local, 3);
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < 8; ++j) std::cout << out[i * 8 + j] << (j == 7 ? "\n" : " ");
  }
  return 0;
}
