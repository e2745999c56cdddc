// Valid C++ rejected: ampc says "call to 'fmin(float, int)' is ambiguous". <cmath> has
// "sufficient additional overloads" ([c.math.fmin] / [cmath.syn] p2): for arithmetic arguments of
// mixed types, an integer argument counts as double and the call is fmin(double, double), so
// g++ prints 1.5 (and pow(2.0f, 3), atan2(1, 2.0f), fmax(1, 2u) ... likewise).
// Likely cause: src/library/math.ts declares only the (float, float) and (double, double)
// overloads of the two-argument functions, without the promoted-arguments rule.
#include <cmath>
#include <iostream>
int main() {
  std::cout << std::fmin(1.5f, 2) << " " << std::fmax(1, 2.5f) << "\n";
  return 0;
}
