// index<N>::operator[] and extent<N>::operator[] take an int, so a floating subscript converts
// as any int argument does (truncation): `t.local[1e-45f]` is `t.local[0]`, `e[1.9]` is `e[1]`.
// Found by crash fuzzing (the race check crashed on the float subscript).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<float> v(8, 1.0f);
  array_view<float, 2> av(2, 4, v);
  parallel_for_each(av.get_extent().tile<1, 2>(), [=](tiled_index<1, 2> t) restrict(amp) {
    tile_static float total;
    if (t.local[1e-45f] == 0 && t.local[1.75f] == 0) total = t.global[0] * 10.0f + t.global[1.5];
    t.barrier.wait();
    av[t.global] = total + t.tile[0.5f];
  });
  extent<2> e(3, 7);
  index<2> i(4, 5);
  std::cout << e[1.9] << " " << i[0.99f] << " " << e[true] << "\n";
  for (int k = 0; k < 8; k++) std::cout << av[k / 4][k % 4] << " ";
  std::cout << "\n";
  return 0;
}
