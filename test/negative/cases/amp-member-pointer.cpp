// expect: error amp-function-pointer 13:13
// expect: error amp-function-pointer 13:18
// Pointers to members are host-only: C++ AMP forbids them in restrict(amp) code, both the
// variable and the `&P::b` that would initialise it.
#include <amp.h>
using namespace concurrency;

struct P { int a; int b; };

int main() {
  array_view<int, 1> av(4);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int P::*pm = &P::b;
    P p = {i[0], 2};
    av[i] = p.a;
  });
  return 0;
}
