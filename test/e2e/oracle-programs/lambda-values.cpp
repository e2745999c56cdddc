// Lambdas that capture nothing, stored in auto and called on the host and in a kernel,
// with deduced and explicit return types.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int main() {
  auto square = [](int x) { return x * x; };
  auto half = [](float x) -> float { return x / 2; };
  auto cube = [](int x) restrict(amp, cpu) { return x * x * x; };
  auto amp_only = []() restrict(amp) {};
  auto by_default = [&]() restrict(amp, cpu) { return 5; };  // a capture default that captures nothing
  const int offset = 10;
  auto shifted = [](int x) { return x + offset; };
  std::cout << square(7) << " " << half(3) << " " << cube(3) << " " << shifted(1) << std::endl;
  std::vector<int> v(4, 0);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    auto twice = [](int x) restrict(amp) { return 2 * x; };
    av[i] = twice(i[0]) + cube(i[0]) + by_default();
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << " ";
  std::cout << std::endl;
  return 0;
}
