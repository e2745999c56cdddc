// Found by the differential fuzzer: char and signed char are distinct types for overloading.
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
