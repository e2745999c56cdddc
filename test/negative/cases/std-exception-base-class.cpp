// expect: error unsupported 7:17
// A class derived from a standard exception that has no constructor is an aggregate whose base
// is initialised by braces (`Tagged{std::logic_error("m"), 3}`): ampc refuses it where the base
// is named, rather than give it a default constructor std::logic_error does not have.
#include <stdexcept>
#include <cstdio>
struct Tagged : std::logic_error {
  int code = 0;
};
int main() { printf("x\n"); return 0; }
