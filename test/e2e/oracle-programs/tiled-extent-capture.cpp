// A tiled_extent captured by value and read in the kernel: its dimensions, size and tile.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

// A tiled_extent passed to amp functions, by reference and by value.
int rows(const tiled_extent<2, 2>& e) restrict(amp) { return e[0]; }
int cols(tiled_extent<2, 2> e) restrict(amp) { return e[1] * e.tile_dim1; }

int main() {
  // 2-D: the truncated domain's last row and column, as transpose samples use it.
  std::vector<int> out(6 * 5, -1);
  array_view<int, 2> av(6, 5, out);
  tiled_extent<2, 2> t = av.get_extent().tile<2, 2>().truncate();
  parallel_for_each(t, [=](tiled_index<2, 2> ti) restrict(amp) {
    int edge = (ti.global[0] == t[0] - 1 ? 10 : 0) + (ti.global[1] == t[1] - 1 ? 1 : 0);
    av[ti.global] = edge * 1000 + (int)t.size() * 10 + t.tile_dim0 + t.get_tile_extent()[1];
  });
  av.synchronize();
  for (int i = 0; i < 6; i++) {
    for (int j = 0; j < 5; j++) std::cout << out[i * 5 + j] << ' ';
    std::cout << '\n';
  }
  // 1-D and 3-D, and a plain extent's size read in the kernel.
  std::vector<int> one(8, 0);
  array_view<int, 1> a1(8, one);
  tiled_extent<4> t1 = extent<1>(8).tile<4>();
  extent<1> plain(8);
  parallel_for_each(t1, [=](tiled_index<4> ti) restrict(amp) {
    a1[ti.global] = t1[0] * 100 + (int)plain.size() + (int)t1.size() * 1000 + ti.global[0];
  });
  a1.synchronize();
  for (int v : one) std::cout << v << ' ';
  std::cout << '\n';
  std::vector<unsigned> three(2 * 4 * 6, 0);
  array_view<unsigned, 3> a3(2, 4, 6, three);
  tiled_extent<1, 2, 3> t3(a3.get_extent());
  parallel_for_each(t3, [=](tiled_index<1, 2, 3> ti) restrict(amp) {
    extent<3> base = t3;
    a3[ti.global] = t3.size() + base[0] * 100 + t3[2] * 10 + t3.tile_dim2;
  });
  a3.synchronize();
  std::cout << three[0] << ' ' << three[47] << '\n';
  // Copied in the kernel, converted to its extent, passed to functions.
  std::vector<int> sq(16);
  array_view<int, 2> a2(4, 4, sq);
  tiled_extent<2, 2> t2 = a2.get_extent().tile<2, 2>();
  parallel_for_each(t2, [=](tiled_index<2, 2> ti) restrict(amp) {
    tiled_extent<2, 2> copy = t2;
    extent<2> e = static_cast<extent<2>>(copy);
    a2[ti] = rows(t2) * 100 + cols(copy) * 10 + e.size() + copy.get_tile_extent().size();
  });
  a2.synchronize();
  std::cout << sq[0] << ' ' << sq[15] << '\n';
  return 0;
}
