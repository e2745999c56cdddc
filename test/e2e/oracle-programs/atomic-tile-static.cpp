// Atomics on tile_static memory: a scalar counter, a per-tile histogram, and a
// 2-D unsigned array updated by every thread of the tile; plain reads and
// writes of the same memory around barriers, and a branch on an atomic
// counter's value that contains a barrier.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 256;
  const int tile = 64;
  std::vector<int> data(n);
  for (int i = 0; i < n; i++) data[i] = (i * 7) % 5;
  std::vector<int> counts(n, 0), hist(n / tile * 5, 0), grid(n, 0);
  array_view<const int, 1> in(n, data);
  array_view<int, 1> count(n, counts);
  array_view<int, 1> h(n / tile * 5, hist);
  array_view<int, 1> g(n, grid);

  parallel_for_each(in.extent.tile<tile>(), [=](tiled_index<tile> t) restrict(amp) {
    tile_static int members;
    tile_static int bins[5];
    tile_static unsigned cells[4][4];
    int l = t.local[0];
    if (l == 0) members = 0;
    if (l < 5) bins[l] = 0;
    if (l == 0) {
      for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 4; j++) cells[i][j] = 0u;
      }
    }
    t.barrier.wait();
    atomic_fetch_add(&members, 1);
    atomic_fetch_inc(&bins[in[t.global]]);
    for (int i = 0; i < 4; i++) {
      for (int j = 0; j < 4; j++) {
        atomic_fetch_add(&(cells[i][j]), 1u);
      }
    }
    t.barrier.wait();
    if (members == tile) {
      if (l < 5) h[t.tile[0] * 5 + l] = bins[l];
      t.barrier.wait();
    }
    count[t.global] = members;
    g[t.global] = cells[l % 4][l / 16];
  });

  int good = 0;
  for (int i = 0; i < n; i++) good += count[i] == tile && g[i] == tile;
  std::cout << "threads that saw the whole tile: " << good << "\n";
  for (int i = 0; i < n / tile * 5; i++) std::cout << h[i] << ((i % 5 == 4) ? "\n" : " ");
  return 0;
}
