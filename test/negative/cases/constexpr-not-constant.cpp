// expect: error not-constant 9:9
// A constexpr function is a constant only when its evaluation is: this one calls a function
// that is not constexpr, so it cannot size an array.
#include <iostream>
int runtimeValue() { return 3; }
constexpr int size() { return runtimeValue() + 1; }
constexpr int fine() { return 4; }
int main() {
  int a[size()];
  int b[fine()];
  return sizeof(b) == 16 ? 0 : 1;
}
