// When an array_view over host data goes out of scope, the data holds what kernels wrote,
// however the scope is left (end of block, return, break); host increments of elements.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

void twice(std::vector<int>& data) {
  array_view<int, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) { av[idx] *= 2; });
}

int firstAbove(std::vector<int>& data, int limit) {
  array_view<int, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) { av[idx] += 1; });
  for (int i = 0; i < av.extent[0]; i++)
    if (av[i] > limit) return i;
  return -1;
}

int main() {
  std::vector<int> data(6);
  for (int i = 0; i < 6; i++) data[i] = i;
  twice(data);
  for (int i = 0; i < 6; i++) std::cout << data[i] << ' ';
  std::cout << '\n';
  std::cout << firstAbove(data, 4) << ' ' << data[5] << '\n';

  int grid[6] = {1, 2, 3, 4, 5, 6};
  {
    array_view<int, 2> av(2, 3, grid);
    parallel_for_each(av.extent, [=](index<2> idx) restrict(amp) { av[idx] = av[idx] * 10 + idx[1]; });
  }
  std::cout << grid[0] << ' ' << grid[5] << '\n';

  for (int round = 0; round < 3; round++) {
    array_view<int, 1> av(6, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) { av[idx] -= 1; });
    if (round == 1) break;
  }
  std::cout << data[0] << ' ' << data[5] << '\n';

  array_view<int, 1> counts(3);
  parallel_for_each(counts.extent, [=](index<1> idx) restrict(amp) { counts[idx] = idx[0]; });
  counts[0]++;
  ++counts[1];
  int old = counts[2]--;
  std::cout << counts[0] << ' ' << counts[1] << ' ' << counts[2] << ' ' << old << '\n';
  return 0;
}
