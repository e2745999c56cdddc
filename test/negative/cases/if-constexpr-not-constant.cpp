// expect: error not-constant 9:17
// expect: error undeclared 11:5
// `if constexpr` needs a constant condition; outside a template its discarded branch is still
// checked (only a template instance's is not instantiated), so the undeclared name is an error.
#include <iostream>

int main(int argc, char**) {
  int n = argc;
  if constexpr (n > 1) std::cout << "many\n";
  if constexpr (sizeof(int) == 8) {
    undeclared_name = 1;
  }
  return 0;
}
