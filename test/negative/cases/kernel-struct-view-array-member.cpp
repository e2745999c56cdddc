// expect: error unsupported 13:5
// expect: error unsupported 13:5
// A captured class with an array of class objects holding views: an element's view is chosen at run time.
#include <amp.h>
using namespace concurrency;
struct Pair { array_view<int, 1> a; int scale; };
struct Bundle { Pair ps[2]; int n; };
int main() {
  int x[4] = {0, 0, 0, 0};
  array_view<int, 1> a(4, x);
  Bundle bundle{{{a, 1}, {a, 2}}, 2};
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    bundle.ps[0].a[i] = bundle.n;
  });
  a.synchronize();
}
