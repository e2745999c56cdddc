// Found by the differential fuzzer: x *= 1u ^ m with int x keeps its parentheses in WGSL.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  int h = 3;
  unsigned m = 2u;
  h *= 1u ^ m;
  std::cout << h << "\n";
  std::vector<int> v(4, 0);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    int x = idx[0] + 1;
    x *= 1u ^ m;
    av[idx] = x;
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << "\n";
  return 0;
}
