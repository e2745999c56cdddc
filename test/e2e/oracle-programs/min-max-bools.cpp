// std::min and std::max of two bools: templates, T = bool (false < true), on the host and in
// kernels (where WGSL's min/max take no bools). Found by the differential fuzzer.
#include <amp.h>
#include <algorithm>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  bool a = true, b = false;
  std::cout << std::max(a, b) << std::min(a, b) << std::max(b, b) << std::min(a, a) << "\n";
  auto m = std::max(a, b);
  std::cout << (m + 1) << "\n";
  std::vector<int> v(4, 0);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    bool x = (idx[0] & 1) != 0, y = (idx[0] & 2) != 0;
    av[idx] = (std::max(x, y) ? 10 : 0) + (std::min(x, y) ? 1 : 0);
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << " ";
  std::cout << "\n";
  return 0;
}
