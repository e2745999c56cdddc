// long and unsigned long are integral types of their own (64 bits on Linux x86-64, as g++ has them).
#include <cstddef>
#include <iostream>
#include <type_traits>

template <class T>
typename std::enable_if<std::is_integral<T>::value, int>::type kind(T) { return 1; }
template <class T>
typename std::enable_if<!std::is_integral<T>::value, int>::type kind(T) { return 0; }

int main() {
  std::cout << std::is_integral<long>::value << std::is_integral<unsigned long>::value
            << std::is_arithmetic<long>::value << std::is_same<long, int>::value
            << std::is_same<long, long long>::value << std::is_same<unsigned long, size_t>::value
            << std::is_floating_point<long>::value << '\n';
  std::cout << kind(5L) << ' ' << kind(5UL) << ' ' << kind(5.0) << ' ' << kind(sizeof(int)) << '\n';
  return 0;
}
