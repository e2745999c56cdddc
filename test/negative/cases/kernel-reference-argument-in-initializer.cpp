// expect: error wgsl-unsupported 15:18
// expect: error wgsl-unsupported 16:14
// expect: error wgsl-unsupported 17:34
// A view element passed by reference goes through a copy written back after the statement:
// only an expression statement has room for it, not an initializer, a condition or a for step.
#include <amp.h>
#include <vector>
using namespace concurrency;
int bump(int& x) restrict(amp) { x += 1; return x; }
void touch(int& x) restrict(amp) { x += 1; }
int main() {
  std::vector<int> x(8);
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    int r = bump(a[i]);
    if (bump(a[i]) > 2) r = 0;
    for (int k = 0; k < 2; touch(a[i])) k++;
    bump(a[i]);
    int local = r;
    a[i] = bump(local);
  });
}
