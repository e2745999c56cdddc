// A view made over a vector after the host changed it directly (std::partial_sum in place, after
// an earlier view's synchronize) sees the host's data, not the device copy the earlier view left.
#include <amp.h>
#include <iostream>
#include <vector>
#include <numeric>
using namespace concurrency;
int main(){
  std::vector<int> sums(4);
  array_view<int,1> ts(4, sums);
  ts.discard_data();
  parallel_for_each(ts.extent, [=](index<1> i) restrict(amp) { ts[i] = 10 + i[0]; });
  ts.synchronize();
  std::partial_sum(sums.begin(), sums.end(), sums.begin());
  for (int i = 0; i < 4; i++) std::cout << sums[i] << " "; std::cout << "\n";
  array_view<const int,1> off(4, sums);
  std::vector<int> o(4);
  array_view<int,1> ov(4, o);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = off[i]; });
  ov.synchronize();
  for (int i = 0; i < 4; i++) std::cout << o[i] << " "; std::cout << "\n";
}
