// Wrong output: a switch on a bool picks `case -2` for true. C++ promotes the condition (bool →
// int, value 1) and converts the case labels to the promoted type, so no case matches here and
// g++ prints "default"; ampc prints "case -2", as if the labels were converted to bool.
// Likely cause: checkSwitch in src/sema/check-stmt.ts (about line 150) converts the labels to the
// condition's unpromoted type.
// In a kernel the same conversion makes Dawn reject the WGSL: `case true:` ("case selector must be
// an i32 or u32 value").
#include <iostream>
int main() {
  bool b = true;
  switch (b) {
  case -2: std::cout << "case -2\n"; break;
  case 2: std::cout << "case 2\n"; break;
  default: std::cout << "default\n"; break;
  }
  return 0;
}
