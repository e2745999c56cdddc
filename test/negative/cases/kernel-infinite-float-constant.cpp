// expect: error wgsl-unsupported 10:12
// WGSL refuses an f32 constant that is infinite.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<float> x(8);
  array_view<float, 1> a(8, x);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    a[i] = 1e39f;
  });
}
