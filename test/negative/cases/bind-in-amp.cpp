// expect: error amp-call 19:14
// expect: error amp-call 20:13
// expect: error amp-call 21:14
// expect: error amp-call 22:14
// expect: error amp-type 23:37
// C++ AMP forbids <functional>'s adaptors in restrict(amp) code: std::bind, std::invoke,
// std::ref and std::mem_fn are CPU-only library functions.
#include <amp.h>
#include <functional>
#include <vector>
using namespace concurrency;
struct S { int v; int get() const restrict(amp) { return v; } };
int twice(int v) restrict(amp) { return 2 * v; }
int main() {
  std::vector<int> data(4, 1);
  array_view<int, 1> av(4, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int v = av[i];
    auto f = std::bind(twice, 1);
    av[i] = std::invoke(twice, v);
    auto r = std::ref(v);
    auto m = std::mem_fn(&S::get);
    std::reference_wrapper<int> w = v;
  });
  av.synchronize();
  return 0;
}
