// expect: error wgsl-unsupported 11:14
// A reference to memory the kernel uses atomically would read it plainly.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> x(8);
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    atomic_fetch_add(&a[0], 1);
    int& r = a[1];
    r = 2;
  });
}
