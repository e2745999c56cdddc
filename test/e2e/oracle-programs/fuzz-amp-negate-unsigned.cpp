// Found by the differential fuzzer: -u on an unsigned in a kernel is 2^32 - u (0u - u in WGSL).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<unsigned> v(4, 0u);
  array_view<unsigned, 1> av(4, v);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    unsigned u = (unsigned)idx[0];
    av[idx] = -u;
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << "\n";
  return 0;
}
