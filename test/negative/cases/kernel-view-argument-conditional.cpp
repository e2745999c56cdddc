// expect: error wgsl-unsupported 12:18
// A helper is compiled once per captured view it is called with: a view chosen at run time
// (here by ?:) names no one buffer, so ampc refuses it (valid C++ AMP).
#include <amp.h>
#include <vector>
using namespace concurrency;
int first(array_view<int, 1> v) restrict(amp) { return v[0]; }
int main() {
  std::vector<int> x(8), y(8);
  array_view<int, 1> a(8, x), b(8, y);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    a[i] = first(i[0] > 2 ? a : b);
  });
}
