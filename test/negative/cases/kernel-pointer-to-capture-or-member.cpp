// expect: error wgsl-unsupported 15:21
// expect: error wgsl-unsupported 18:15
// expect: error wgsl-unsupported 20:10
// A captured value is a uniform, not memory; a pointer to a class member is not lowered by ampc;
// a pointer must be initialised where it is declared.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct S { int v; int w[2]; };
int main() {
  std::vector<int> x(8);
  int c = 5;
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    const int* p = &c;
    S s;
    s.v = 1;
    int* q = &s.v;
    int b[2] = {1, 2};
    int* u;
    u = b;
    a[i] = *p + *q + *u;
  });
}
