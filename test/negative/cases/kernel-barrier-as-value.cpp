// expect: error wgsl-unsupported 11:21
// expect: error wgsl-unsupported 11:40
// A barrier is a statement: ?: of two waits is refused.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> x(8);
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    t.tile[0] > 0 ? t.barrier.wait() : t.barrier.wait_with_tile_static_memory_fence();
    a[t.global] = 1;
  });
}
