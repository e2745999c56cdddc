// 2^25 threads in tiles of 256 (131,072 tiles), of rank 1, 2 and 3: more tiles along one
// dimension than WebGPU's maxComputeWorkgroupsPerDimension (65,535). Ranks 1 and 2 fold the wide
// dimension into rows along an unused one; rank 3 runs as rows of tiles (runtime/kernel.ts).
// Each tile's first thread counts the tile in slot (sum of its tile index) % 64, after a barrier;
// every thread checks its ids against the tile's first thread's, through tile_static memory.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

void print(const std::vector<int>& count, const std::vector<int>& bad) {
  for (int v : count) std::cout << v << " ";
  std::cout << bad[0] << "\n";
}

int main() {
  {
    std::vector<int> count(64), bad(1);
    array_view<int, 1> c(64, count), b(1, bad);
    parallel_for_each(extent<1>(1 << 25).tile<256>(), [=](tiled_index<256> t) restrict(amp) {
      tile_static int first;
      if (t.local[0] == 0) first = t.global[0];
      t.barrier.wait();
      if (first != t.tile[0] * 256 || t.global[0] != first + t.local[0]) atomic_fetch_add(&b[0], 1);
      if (t.local[0] == 0) atomic_fetch_add(&c[t.tile[0] % 64], 1);
    });
    c.synchronize(); b.synchronize();
    print(count, bad);
  }
  {
    std::vector<int> count(64), bad(1);
    array_view<int, 1> c(64, count), b(1, bad);
    parallel_for_each(extent<2>(2, 1 << 24).tile<1, 256>(), [=](tiled_index<1, 256> t) restrict(amp) {
      tile_static int first;
      if (t.local[1] == 0) first = t.global[1];
      t.barrier.wait();
      if (first != t.tile[1] * 256 || t.global[1] != first + t.local[1] || t.global[0] != t.tile[0]) atomic_fetch_add(&b[0], 1);
      if (t.local[1] == 0) atomic_fetch_add(&c[(t.tile[0] * 5 + t.tile[1]) % 64], 1);
    });
    c.synchronize(); b.synchronize();
    print(count, bad);
  }
  {
    std::vector<int> count(64), bad(1);
    array_view<int, 1> c(64, count), b(1, bad);
    parallel_for_each(extent<3>(2, 2, 1 << 23).tile<1, 1, 256>(), [=](tiled_index<1, 1, 256> t) restrict(amp) {
      tile_static int first;
      if (t.local[2] == 0) first = t.global[2];
      t.barrier.wait();
      if (first != t.tile[2] * 256 || t.global[2] != first + t.local[2] || t.global[0] != t.tile[0] || t.global[1] != t.tile[1]) atomic_fetch_add(&b[0], 1);
      if (t.local[2] == 0) atomic_fetch_add(&c[(t.tile[0] * 5 + t.tile[1] * 3 + t.tile[2]) % 64], 1);
    });
    c.synchronize(); b.synchronize();
    print(count, bad);
  }
  return 0;
}
