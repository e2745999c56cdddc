// expect: error unsupported 6:73
// Assigning a view member of a class parameter in amp code.
#include <amp.h>
using namespace concurrency;
struct Pair { array_view<int, 1> a; int scale; };
void retarget(Pair& p, const array_view<int, 1>& other) restrict(amp) { p.a = other; }
int main() {
  int x[4] = {0, 0, 0, 0}, y[4] = {0, 0, 0, 0};
  array_view<int, 1> a(4, x), b(4, y);
  Pair p{a, 1};
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    Pair r = p;
    retarget(r, b);
    r.a[i] = 1;
  });
  a.synchronize();
}
