// expect: error unsupported-library 6:3
// A library name ampc lacks at the head of a `<<` chain is reported once, not once per `<<`.
#include <iostream>
int main() {
  int n = 1;
  std::wclog << L"a" << n << 2 << std::endl;
  return 0;
}
