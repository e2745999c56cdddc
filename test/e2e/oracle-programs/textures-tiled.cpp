// A tiled kernel that writes texels, waits at the tile's barrier and reads its neighbour's
// writes back: the barrier fences texture memory too (WGSL textureBarrier()).
#include <amp.h>
#include <amp_graphics.h>
#include <iostream>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  const int n = 16;
  std::vector<int> init(n * 4);
  for (int i = 0; i < n * 4; i++) init[i] = i;
  texture<int, 2> t(extent<2>(4, n), init.begin(), init.end());
  std::vector<int> out(n * 4);
  array_view<int, 2> o(4, n, out);
  parallel_for_each(t.extent.tile<2, 8>(), [&t, o](tiled_index<2, 8> ti) restrict(amp) {
    index<2> g = ti.global;
    t.set(g, t[g] * 3);
    ti.barrier.wait();
    // The texel written by the next thread of the tile (wrapping inside the tile).
    index<2> next(g[0], ti.tile_origin[1] + (ti.local[1] + 1) % 8);
    o[g] = t[next];
  });
  o.synchronize();
  for (int r = 0; r < 4; r++) {
    for (int c = 0; c < n; c++) std::cout << out[r * n + c] << " ";
    std::cout << "\n";
  }
  return 0;
}
