// expect: error wgsl-unsupported 17:14
// expect: error wgsl-unsupported 18:14
// A pointer is an index into the one array it points into: ?: between pointers into two arrays,
// or a pointer returned by a function, points nowhere ampc knows at compile time.
#include <amp.h>
#include <vector>
using namespace concurrency;
int* pick(int* p) restrict(amp) { return p; }
int main() {
  std::vector<int> x(8);
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    int b[2] = {1, 2};
    int c[2] = {3, 4};
    int* p = b;
    int* q = c;
    int* r = i[0] > 3 ? p : q;
    int* s = pick(b);
    a[i] = *r + *s;
  });
}
