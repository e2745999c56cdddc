// Declarations C++ disambiguates: several declarators with constructor arguments that are
// temporaries, functional casts as constructor arguments, and local typedefs and enums.
#include <amp.h>
#include <iostream>
using namespace concurrency;

struct Pair {
  int a, b;
  Pair(int x, int y) : a(x), b(y) {}
};

int main() {
  array<int, 1> A(extent<1>(1)), B(extent<1>(2));
  Pair p(int(2.7f), 3), q(float(1) > 0 ? 5 : 6, int('a'));
  typedef unsigned int count_t;
  using real = float;
  enum Mode { Off, On = 4 };
  count_t n = 3;
  real half = 0.5f;
  std::cout << A.get_extent()[0] + B.get_extent()[0] << " " << p.a + p.b << " " << q.a + q.b << " " << n * half << " " << On << std::endl;
  return 0;
}
