// amp helpers called from two kernels: a barrier helper and one that takes the tiled_index.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

void sync(tiled_index<4> t) restrict(amp) { t.barrier.wait(); }
int lid(tiled_index<4> t) restrict(amp) { return t.local[0]; }

int main() {
  std::vector<int> a(8, 1), b(8, 2), c(8, 0);
  array_view<int, 1> av(8, a);
  array_view<const int, 1> bv(8, b);
  array_view<int, 1> out(8, c);
  parallel_for_each(av.get_extent().tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    int x = av[t.global];
    int y = av[t.tile_origin[0] + (t.local[0] + 1) % 4] * (t.global[0] + 1);
    sync(t);
    av[t.global] = x + y + lid(t);
  });
  parallel_for_each(out.get_extent().tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    int x = bv[t.global];
    sync(t);
    out[t.global] = x;
  });
  for (int i = 0; i < 8; i++) std::cout << av[i] << " " << out[i] << std::endl;
  return 0;
}
