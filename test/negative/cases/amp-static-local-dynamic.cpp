// expect: error amp-static-local 8:3
// A static local with a dynamic initialiser in a restrict(amp, cpu) function stays an error (C++ AMP
// rule), though the same declaration in a restrict(cpu) function is made on its first pass.
#include <amp.h>
using namespace concurrency;

int scaled(int x) restrict(amp, cpu) {
  static int base = x * 2;
  return base + x;
}

int main() {
  std::vector<int> v(4, 1);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = scaled(av[i]); });
  return av[0];
}
