// <functional>'s operator function objects, with accumulate (also with a closure), sort,
// transform and count_if, called directly, and held by a std::function.
#include <iostream>
#include <functional>
#include <numeric>
#include <vector>
#include <algorithm>
int main() {
  std::vector<int> v{1, 2, 3, 4, 5};
  std::cout << std::accumulate(v.begin(), v.end(), 1, std::multiplies<int>()) << "\n";
  std::cout << std::accumulate(v.begin(), v.end(), 100, std::minus<int>()) << "\n";
  int scale = 3;
  std::cout << std::accumulate(v.begin(), v.end(), 0, [scale](int acc, int x) { return acc + x * scale; }) << "\n";
  std::vector<double> d{1.5, 2.25, 4.0};
  std::cout << std::accumulate(d.begin(), d.end(), 0.0, std::plus<double>()) << "\n";
  std::sort(v.begin(), v.end(), std::greater<int>());
  for (int x : v) std::cout << x << " ";
  std::cout << "\n";
  std::vector<int> out(v.size());
  std::transform(v.begin(), v.end(), out.begin(), std::negate<int>());
  for (int x : out) std::cout << x << " ";
  std::cout << "\n";
  std::plus<int> add;
  std::modulus<int> mod;
  std::cout << add(2, 3) << " " << std::plus<int>()(40, 2) << " " << mod(-7, 3) << " " << std::divides<int>()(-7, 2) << "\n";
  std::cout << std::multiplies<int>()(65536, 65536) << " " << std::plus<unsigned char>()(200, 100) << "\n";
  std::cout << std::divides<float>()(1.0f, 3.0f) << " " << std::equal_to<int>()(3, 3) << std::less_equal<double>()(2.5, 2.0)
            << std::logical_and<int>()(2, 0) << std::logical_or<int>()(2, 0) << std::logical_not<int>()(0) << "\n";
  std::cout << std::count_if(v.begin(), v.end(), [](int x) { return std::not_equal_to<int>()(x, 3); }) << "\n";
  std::function<int(int, int)> f = std::plus<int>();
  std::cout << f(5, 6) << "\n";
  return 0;
}
