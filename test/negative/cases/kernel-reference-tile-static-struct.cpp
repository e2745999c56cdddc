// expect: warning tile-static-race 15:9
// expect: error wgsl-unsupported 15:9
// A tile_static object passed by reference would be one thread's copy, whose write back undoes
// the other threads' writes; ampc refuses it.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Pair { int v[4]; };
void put(Pair& p, int k, int value) restrict(amp) { p.v[k] = value; }
int main() {
  std::vector<int> x(8);
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static Pair s;
    put(s, t.local[0], 1);
    t.barrier.wait();
    a[t.global] = s.v[0];
  });
}
