// ampc accepts a switch whose condition is a float; C++ requires an integral or enumeration
// type (g++: "switch quantity not an integer"). Not "never silently wrong": invalid C++ is
// accepted instead of rejected. Likely cause: the switch statement check in src/sema/check-stmt.ts
// (checkSwitch, about line 150) never checks that the condition has an integral/enum type.
#include <iostream>
int main() {
  float f = 1.5f;
  switch (f * 2.0f) {
  case 3: std::cout << "three\n"; break;
  default: std::cout << "other\n"; break;
  }
  return 0;
}
