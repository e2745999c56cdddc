// `a[0]++ + a[1]` in a kernel: a write and a read of distinct elements (constant indices) of a
// local array are unsequenced but distinct objects, so the result is defined.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> v(4);
  array_view<int, 1> out(4, v);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int a[3] = {i[0], 10, 100};
    int r = a[0]++ + a[1];
    r += a[2] * --a[1];
    out[i] = r * 1000 + a[0] * 10 + a[1];
  });
  out.synchronize();
  for (int x : v) std::cout << x << ' ';
  std::cout << '\n';
}
