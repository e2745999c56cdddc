// expect: error amp-call-non-amp 11:24
// std::lround and its kin are CPU-only: C++ AMP's math libraries have no rounding to a long, and
// kernels have no 64-bit integers.
#include <amp.h>
#include <cmath>
using namespace concurrency;
int main() {
  float data[4] = {0.5f, 1.5f, 2.5f, 3.5f};
  array_view<float, 1> values(4, data);
  parallel_for_each(values.extent, [=](index<1> i) restrict(amp) {
    values[i] = (float)std::lround(values[i]);
  });
  return 0;
}
