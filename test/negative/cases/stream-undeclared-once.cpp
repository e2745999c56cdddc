// expect: error undeclared 6:3
// An undeclared name at the head of a `<<` chain is reported once, not once per `<<`.
#include <iostream>
int main() {
  int n = 1;
  std::wclog << L"a" << n << 2 << std::endl;
  return 0;
}
