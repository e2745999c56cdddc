// expect: error operand-type 12:5
// expect: error operand-type 13:5
// expect: error operand-type 14:5
// expect: error operand-type 19:7
// %=, <<=, >>=, &=, |= and ^= take integral operands only, as their binary forms do (a crash-fuzz
// mutation `dd %= 3` of a double in a kernel reached the WGSL printer).
#include <amp.h>
using namespace concurrency;
int main() {
  double d = 1.5;
  int i = 3;
  d %= 3;
  i ^= 1.5f;
  d <<= 1;
  std::vector<double> v(4, 0.5);
  array_view<double, 1> av(4, v);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    double x = av[idx];
    x %= 3;
    av[idx] = x;
  });
  return 0;
}
