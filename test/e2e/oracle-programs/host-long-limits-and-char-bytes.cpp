// <climits>'s long limits are g++'s on Linux x86-64 (long is 64 bits), DBL_ constants are exact,
// and a char written to a narrow stream is one byte, also above 127 (g++ writes the raw byte).
#include <cfloat>
#include <climits>
#include <cstdio>
#include <iostream>

int main() {
  long big = LONG_MAX;
  unsigned long ubig = ULONG_MAX;
  std::cout << sizeof(long) << ' ' << big << ' ' << LONG_MIN << ' ' << ubig << '\n';
  printf("%ld %lu %d\n", big, ubig, LONG_MAX > INT_MAX);
  printf("%.17g %.17g %.17g %g\n", DBL_MAX, DBL_MIN, DBL_EPSILON, DBL_TRUE_MIN);
  std::cout << (DBL_MAX == 1.7976931348623157e308) << (-DBL_MAX < 0) << (1.0 + DBL_EPSILON > 1.0) << '\n';
  unsigned char pixel = 200;
  signed char below = -3;
  char high = (char)0xE9;
  std::cout << '[' << pixel << below << high << "] " << +pixel << ' ' << +below << '\n';
  printf("[%c%c]\n", pixel, 0xA0);
  return 0;
}
