// Wrong output and valid C++ rejected: `char` and `signed char` are distinct types in C++ (even
// where char is signed), but ampc treats them as one.
// - h('a') must call h(char) and print 1; ampc calls h(signed char): this program prints "12"
//   under g++ and "22" under ampc.
// - g(7u, c) with a char c: g(unsigned, short) is better than g(int, signed char) (exact match in
//   the first argument, a conversion in the second for both), g++ prints 1; ampc calls it
//   ambiguous, taking char → signed char for an exact match.
// Found by the differential fuzzer (an overload set with signed char and short parameters).
// Likely cause: src/sema/types.ts has one 8-bit signed int type for both (charType, about line
// 63), so conversion ranking in src/sema/overload.ts sees an identity conversion.
#include <iostream>
int h(char c) { return 1; }
int h(signed char c) { return 2; }
int g(unsigned a, short c) { return 1; }
int g(int a, signed char c) { return 2; }
int main() {
  signed char s = 5;
  std::cout << h('a') << h(s) << "\n";
  char c = 'x';
  std::cout << g(7u, c) << "\n";
  return 0;
}
