// expect: error unsupported 7:3
// expect: error unsupported 8:14
// g++'s long double is x87's 80-bit format; ampc would compute it as a double and print other digits.
#include <cstdio>

int main() {
  long double third = 1;
  double d = 1.0L / 3;
  (void)third;
  printf("%f\n", d);
  return 0;
}
