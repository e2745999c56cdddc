// expect: error unsupported 7:29
// ampc's long double is double, so is_same<long double, double> would be true where C++
// says false: a long double template argument is reported instead.
#include <iostream>
#include <type_traits>
int main() {
  std::cout << std::is_same<long double, double>::value << std::endl;
  return 0;
}
