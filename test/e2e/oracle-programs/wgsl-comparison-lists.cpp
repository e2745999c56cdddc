// Comparisons as items of comma-separated lists in kernels: WGSL would read `p < q, r > s` as a
// template list (found by the differential fuzzer: `cond ? (p < p) : (p >= -553.0f)`).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int both(bool a, bool b) restrict(amp, cpu) { return (a ? 2 : 0) + (b ? 1 : 0); }
struct Pair { bool lo; bool hi; };

int main() {
  std::vector<int> out(16, 0);
  array_view<int, 1> av(16, out);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    float p = i * 0.5f;
    bool c = (i % 3 == 0) ? (p < p) : (p >= 2.0f);
    int r = both(i < 5, i > 10) * 10 + both(p < 3.0f, p >= 6.0f);
    Pair q = { i < 8, i > 4 };
    av[idx] = r * 10 + (c ? 1 : 0) + (q.lo ? 100 : 0) + (q.hi ? 1000 : 0);
  });
  for (int k = 0; k < 16; k++) std::cout << av[k] << (k == 15 ? "\n" : " ");
}
