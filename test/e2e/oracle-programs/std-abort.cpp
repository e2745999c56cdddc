// abort() and NDEBUG: assert compiles to nothing, abort() ends with status 134 and loses
// what cout had not flushed.
#define NDEBUG
#include <iostream>
#include <cassert>
#include <cstdlib>

int main() {
  assert(1 == 2);
  std::cout << "assert is off" << std::endl;
  std::cout << "unflushed";
  abort();
  return 0;
}
