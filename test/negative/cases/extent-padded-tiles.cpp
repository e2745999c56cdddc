// expect: none
// A tile that does not divide the extent is fine once padded or truncated, or when it is not
// launched: only parallel_for_each over the tiled extent itself throws invalid_compute_domain.
#include <amp.h>
#include <iostream>
using namespace concurrency;
int main() {
  extent<2> e(10, 10);
  tiled_extent<4, 4> padded = e.tile<4, 4>().pad();
  std::cout << padded[0] << " " << e.tile<4, 4>().truncate()[1] << "\n";
  int data[10] = {0};
  array_view<int, 1> av(10, data);
  parallel_for_each(av.extent.tile<4>().pad(), [=](tiled_index<4> t) restrict(amp) {
    if (av.extent.contains(t.global)) av[t.global] = t.local[0];
  });
  std::cout << av[9] << "\n";
  return 0;
}
