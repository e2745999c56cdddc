// expect: error unsupported 12:5
// A view member of a class object a function returns: which view is not known statically.
#include <amp.h>
using namespace concurrency;
struct Pair { array_view<int, 1> a; int scale; };
Pair pick(const Pair& p, const Pair& q, int k) restrict(amp) { return k > 1 ? p : q; }
int main() {
  int x[4] = {0, 0, 0, 0}, y[4] = {0, 0, 0, 0};
  array_view<int, 1> a(4, x), b(4, y);
  Pair p{a, 1}, q{b, 2};
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    pick(p, q, i[0]).a[i] = 1;
  });
  a.synchronize();
}
