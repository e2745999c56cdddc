// expect: error wgsl-unsupported 11:13
// expect: error wgsl-unsupported 12:14
// A view chosen by ?: names no one buffer: neither its extent nor its elements can be reached.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> x(8), y(8);
  array_view<int, 2> a(2, 4, x), b(2, 4, y);
  parallel_for_each(a.extent, [=](index<2> i) restrict(amp) {
    a[i] = (i[0] > 0 ? a : b).extent[1];
    a[i] += (i[1] > 0 ? a[0] : a[1])[1];
  });
}
