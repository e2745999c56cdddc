// expect: error unsupported 17:12
// A loop waiting at a barrier whose condition has a side effect and reads tile_static memory:
// the side effect needs a statement before the test, so the test becomes an `if` inside the
// loop, which has no barrier of its own, and WGSL could not prove its load uniform (Dawn would
// reject the shader when the program runs). An `if` keeps its condition and compiles.
#include <amp.h>
using namespace concurrency;
int main() {
  int data[16];
  array_view<int, 1> out(16, data);
  parallel_for_each(out.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int sh[16];
    sh[t.local[0]] = 5;
    t.barrier.wait();
    int x = 0;
    if (sh[1] > x++) { t.barrier.wait(); }
    while (sh[0] > x++) { t.barrier.wait(); }
    out[t.global] = x;
  });
}
