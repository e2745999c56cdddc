// expect: warning tile-static-race 18:23
// expect: error wgsl-unsupported 18:23
// A tile_static array passed by reference would be one thread's copy, whose write back undoes the
// other threads' writes (here their atomic additions); ampc refuses it.
#include <amp.h>
#include <vector>
using namespace concurrency;
int sum(int (&v)[4]) restrict(amp) { return v[0] + v[3]; }
int main() {
  std::vector<int> x(8);
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int s[4];
    if (t.local[0] == 0) { s[0] = 0; s[1] = 0; s[2] = 0; s[3] = 0; }
    t.barrier.wait();
    atomic_fetch_add(&s[t.local[0]], 1);
    t.barrier.wait();
    a[t.global] = sum(s);
  });
}
