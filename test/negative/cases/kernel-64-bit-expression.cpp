// expect: error wgsl-unsupported 10:18
// WGSL has no 64-bit integers: a long long value in a kernel is refused (variables are amp-type).
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> x(8);
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    a[i] = (int)(a[i] * 5LL);
  });
}
