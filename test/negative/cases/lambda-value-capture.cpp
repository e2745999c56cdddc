// expect: error unsupported 6:15
// A lambda that captures is supported only as a kernel; the caret is on the capture default.
#include <iostream>
int main() {
  int base = 3;
  auto add = [=](int x) { return x + base; };
  std::cout << add(1) << std::endl;
  return 0;
}
