// Unsigned shifts of constants in a kernel wrap as C++ says, even where WGSL would evaluate them
// as const-expressions (in which overflow is an error): `!true` folds like `-` and `~`, so the
// whole shift is folded with C++'s wrapping; named constants (captured, or const locals) too.
// Found by the differential fuzzer's compile mode (seed 149): Dawn rejected
// "'4294967289 << 9' cannot be represented as 'u32'".
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<unsigned> v(4, 0u);
  array_view<unsigned, 1> av(4, v);
  const unsigned k = 4294967289u;
  const int s = 9;
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    const unsigned j = 4294967289u;
    unsigned r = 4294967289u << ((!true - 919) & 31);
    if (idx[0] == 1) r = (k << s) + (j << 9);
    if (idx[0] == 2) r = (unsigned)(2147483647 * 1u * 2) + (!false ? 3u : 5u) * 4294967295u;
    if (idx[0] == 3) r = ~0u << !0 << (true + true);
    av[idx] = r;
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << "\n";
  return 0;
}
