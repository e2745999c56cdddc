// expect: error unsupported 7:29
// ampc's long is int (32 bits, as on Windows), so is_same<long, int> would be true where C++
// says false: a long template argument is reported instead.
#include <iostream>
#include <type_traits>
int main() {
  std::cout << std::is_same<long, int>::value << std::endl;
  return 0;
}
