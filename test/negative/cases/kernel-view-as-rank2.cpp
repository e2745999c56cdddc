// expect: error wgsl-unsupported 12:24
// expect: error wgsl-unsupported 13:12
// view_as reshapes a view that is contiguous: only a rank-1 view is sure to be, so ampc
// refuses reshaping a rank-2 view in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> x(16);
  array_view<int, 2> a(4, 4, x);
  parallel_for_each(a.extent, [=](index<2> i) restrict(amp) {
    array_view<int, 2> b = a.view_as(extent<2>(2, 8));
    a[i] = b(0, 1);
  });
}
