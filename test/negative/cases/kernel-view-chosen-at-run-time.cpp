// expect: error wgsl-unsupported 12:15
// A view chosen by ?: names no one buffer: a reference to its element cannot be taken (reading and
// writing the element itself is distributed over the choice: conditional-view-elements.cpp; so is
// its extent: kernel-chosen-view-extents.cpp).
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> x(8), y(8);
  array_view<int, 2> a(2, 4, x), b(2, 4, y);
  parallel_for_each(a.extent, [=](index<2> i) restrict(amp) {
    int& r = (i[1] > 0 ? a[0] : a[1])[1];
    r = (i[0] > 0 ? a : b).extent[1];
  });
}
