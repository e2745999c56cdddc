// std::min and std::max of an initializer_list, with and without a comparator: the first smallest (largest), elements evaluated left to right.
#include <iostream>
#include <algorithm>
#include <string>
#include <cstdio>
int f(int x) { printf("f%d ", x); return x; }
bool absLess(int a, int b) { return (a < 0 ? -a : a) < (b < 0 ? -b : b); }
int main() {
  int a = 3, b = -4;
  std::cout << std::min({a, b, 5}) << " " << std::max({a, b, 5}) << std::endl;
  std::cout << std::min({f(3), f(1), f(2)}) << std::endl;
  std::cout << std::max({2.5, -1.0, 2.5}) << std::endl;
  std::string s = std::min({std::string("pear"), std::string("apple")});
  std::cout << s << std::endl;
  std::cout << std::max({-7, 3, 5}, absLess) << " " << std::min({-7, 3, -3}, absLess) << std::endl;
  return 0;
}
