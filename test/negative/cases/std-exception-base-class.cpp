// expect: error unsupported 6:17
// ampc's standard exception objects are its runtime's errors, not classes a program's class can
// extend: deriving from one is reported, not compiled as something else.
#include <stdexcept>
#include <cstdio>
struct Tagged : std::logic_error {
  int code = 0;
};
int main() { printf("x\n"); return 0; }
