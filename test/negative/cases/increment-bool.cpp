// expect: error operand-type 7:7
// C++17 removed ++ and -- of a bool (g++: "use of an operand of type 'bool' in 'operator++' is
// forbidden in C++17").
#include <cstdio>
int main() {
  bool seen = false;
  seen++;
  printf("%d\n", seen);
  return 0;
}
