// expect: error wgsl-unsupported 10:15
// extent::tile() makes a tiled_extent, a value only a parallel_for_each launch uses.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> x(8);
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    auto te = a.extent.tile<4>();
    a[i] = 1;
  });
}
