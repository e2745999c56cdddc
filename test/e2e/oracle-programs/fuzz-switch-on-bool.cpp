// Found by the differential fuzzer: a switch promotes a bool condition, and the labels convert to int.
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
