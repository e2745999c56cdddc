// expect: warning tile-static-race 17:15
// expect: error wgsl-unsupported 17:15
// expect: error wgsl-unsupported 18:15
// A pointer into memory the kernel uses atomically would read it plainly.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> x(8);
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int s[4];
    s[t.local[0]] = 0;
    t.barrier.wait();
    atomic_fetch_add(&s[0], 1);
    atomic_fetch_add(&a[0], 1);
    int* p = &s[1];
    int* q = &a[1];
    t.barrier.wait();
    a[t.global] = *p + *q;
  });
}
