// expect: error unsupported 12:19
// Assigning a class object holding a view in a kernel: its views are fixed where it is declared.
#include <amp.h>
using namespace concurrency;
struct Pair { array_view<int, 1> a; int scale; };
int main() {
  int x[4] = {0, 0, 0, 0}, y[4] = {0, 0, 0, 0};
  array_view<int, 1> a(4, x), b(4, y);
  Pair p{a, 1}, q{b, 2};
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    Pair r = p;
    if (i[0] > 1) r = q;
    r.a[i] = 1;
  });
  a.synchronize();
}
