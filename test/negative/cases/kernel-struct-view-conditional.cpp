// expect: error unsupported 11:14
// A class object holding a view, chosen by '?:' in a kernel: WGSL names a buffer statically.
#include <amp.h>
using namespace concurrency;
struct Pair { array_view<int, 1> a; int scale; };
int main() {
  int x[4] = {0, 0, 0, 0}, y[4] = {0, 0, 0, 0};
  array_view<int, 1> a(4, x), b(4, y);
  Pair p{a, 1}, q{b, 2};
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    Pair r = i[0] > 1 ? p : q;
    r.a[i] = 1;
  });
  a.synchronize();
}
