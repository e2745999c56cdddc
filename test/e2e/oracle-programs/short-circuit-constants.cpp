// `true || x` and `false && x` are constants whatever x is (C++ does not evaluate x), in kernels
// too: WGSL folds them, so an unsigned shift by one must wrap as C++ says (found by the crash
// fuzzer: `2147483648u << u32(true || x)` was a const-expression overflow Dawn rejected).
#include <amp.h>
#include <iostream>
using namespace concurrency;
int main() {
  int data[4] = {1, 0, 3, 0};
  int out[4] = {0};
  array_view<const int, 1> in(4, data);
  array_view<int, 1> av(4, out);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    unsigned a = 2147483648u << (true || in[i] > 0);
    unsigned b = 3u << (false && in[i] > 0);
    av[i] = (int)(a + b) + (in[i] > 0 || false ? 10 : 20);
  });
  for (int k = 0; k < 4; k++) std::cout << av[k] << "\n";
  int n = 0;
  bool t = true || n++ > 0;
  std::cout << t << " " << n << "\n";
}
