// expect: error unsupported 12:5
// A view member of an element of an array of class objects: the element is chosen at run time.
#include <amp.h>
using namespace concurrency;
struct Pair { array_view<int, 1> a; int scale; };
int main() {
  int x[4] = {0, 0, 0, 0}, y[4] = {0, 0, 0, 0};
  array_view<int, 1> a(4, x), b(4, y);
  Pair p{a, 1}, q{b, 2};
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    Pair both[2] = {p, q};
    both[i[0] % 2].a[i] = 1;
  });
  a.synchronize();
}
