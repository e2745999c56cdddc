// std::numeric_limits<T> members as compile-time constants of T.
#include <iostream>
#include <limits>

int main() {
  std::cout << std::numeric_limits<int>::max() << " " << std::numeric_limits<int>::min() << " "
            << std::numeric_limits<unsigned int>::max() << " " << std::numeric_limits<short>::lowest() << std::endl;
  std::cout << std::numeric_limits<float>::max() << " " << std::numeric_limits<float>::min() << " "
            << std::numeric_limits<float>::epsilon() << " " << std::numeric_limits<double>::epsilon() << std::endl;
  std::cout << std::numeric_limits<float>::digits << " " << std::numeric_limits<double>::digits10 << " "
            << std::numeric_limits<int>::is_signed << " " << std::numeric_limits<unsigned char>::max() + 0 << std::endl;
  float big = std::numeric_limits<float>::infinity();
  std::cout << (big > 1e30f) << " " << -std::numeric_limits<double>::max() << std::endl;
  return 0;
}
