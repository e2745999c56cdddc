// std::min/std::max are templates, `const T& max(const T&, const T&)`: T is deduced from the
// arguments, so the result has the arguments' type. ampc declares them as (int, int),
// (float, float) and (double, double) overloads (src/library/math.ts, absMinMax, about line 261),
// which gives two bugs:
// - wrong output: std::max(a, b) of two chars is a char under g++ and prints "b"; ampc converts
//   to int and prints "98" (short, unsigned char and bool arguments also give an int);
// - valid C++ rejected: std::max(u, v) of two unsigned is "ambiguous" (unsigned → int and
//   unsigned → float are both conversions).
#include <algorithm>
#include <iostream>
int main() {
  char a = 'a', b = 'b';
  std::cout << std::max(a, b) << "\n";
  unsigned u = 3u, v = 5u;
  std::cout << std::max(u, v) << "\n";
  return 0;
}
