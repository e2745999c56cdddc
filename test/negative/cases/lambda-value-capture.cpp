// expect: error unsupported 6:38
// A lambda that captures is supported only as a kernel; the caret is on the captured name.
#include <iostream>
int main() {
  int base = 3;
  auto add = [=](int x) { return x + base; };
  std::cout << add(1) << std::endl;
  return 0;
}
