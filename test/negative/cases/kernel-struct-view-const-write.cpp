// expect: error const-write 13:3
// expect: error const-write 20:5
// expect: error const-write 24:5
// expect: error const-write 25:7
// A view member of const elements is written through as a captured array_view<const int, 1> is:
// an error (g++: assignment of read-only location), also where the view it holds has non-const
// elements, in a local object, a captured one and a helper's parameter.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct P { array_view<const int, 1> a; };
void set(P q) restrict(amp) {
  q.a[0] = 1;
}
int main() {
  std::vector<int> v(8);
  array_view<int, 1> av(8, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    P q{av};
    q.a[0] = 1;
  });
  P p{av};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    p.a[i] += 1;
    ++p.a[i];
    set(p);
  });
}
