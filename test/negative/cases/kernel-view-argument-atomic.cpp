// expect: error wgsl-unsupported 13:19
// Memory the kernel uses atomically is atomic<int> in WGSL, reached only by atomic builtins:
// a helper reading the view plainly cannot take it.
#include <amp.h>
#include <vector>
using namespace concurrency;
int first(array_view<int, 1> v) restrict(amp) { return v[1]; }
int main() {
  std::vector<int> x(8);
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    atomic_fetch_add(&a[0], 1);
    int q = first(a);
  });
}
