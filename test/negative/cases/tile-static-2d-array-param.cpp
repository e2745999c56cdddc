// expect: error wgsl-unsupported 18:26
// expect: warning tile-static-race 18:26
// A multi-dimensional array parameter is the caller's array by reference; WGSL cannot point a
// helper at tile_static memory through one, and a per-thread copy would lose the other threads'
// writes, so ampc reports it (a 1-D array parameter is a pointer, which works). The race check
// sees every thread passing the whole array to be written, and warns as well.
#include <amp.h>
using namespace concurrency;
int helper(int buffer[2][4], tiled_index<4> t, int v) restrict(amp) {
  buffer[0][t.local[0]] = v;
  t.barrier.wait();
  return buffer[0][(t.local[0] + 1) % 4];
}
int main() {
  array<int, 1> a(8);
  parallel_for_each(a.get_extent().tile<4>(), [&a](tiled_index<4> t) restrict(amp) {
    tile_static int b[2][4];
    a[t.global] = helper(b, t, t.global[0]);
  });
}
