// expect: error wgsl-unsupported 12:13
// extent<2>::size() multiplies the dimensions, reading the extent once each: an unnamed extent
// computed by ?: is refused; name it first.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> x(8);
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    extent<2> e(2, 3), f(3, 2);
    a[i] = (i[0] > 1 ? e : f).size() + e.size();
  });
}
