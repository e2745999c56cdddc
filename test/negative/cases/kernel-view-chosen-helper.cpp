// expect: error wgsl-unsupported 16:19
// expect: error wgsl-unsupported 17:5
// An element of a view chosen by ?: is read and written on the chosen view only; the choice
// passed to a helper or returned by one stays a view chosen at run time, which ampc refuses.
#include <amp.h>
#include <vector>
using namespace concurrency;
array_view<int, 1> either(array_view<int, 1> p, array_view<int, 1> q, bool c) restrict(amp) {
  return c ? p : q;
}
int first(array_view<int, 1> v) restrict(amp) { return v[0]; }
int main() {
  std::vector<int> x(8), y(8);
  array_view<int, 1> a(8, x), b(8, y);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    a[i] += first(i[0] > 2 ? a : b);
    either(a, b, i[0] > 2)[i] = 2;
  });
}
