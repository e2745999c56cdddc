// C++ overload resolution: exact match beats promotion beats conversion, on the host
// and in amp code; <cmath>'s integer arguments go to the double overload.
#include <amp.h>
#include <cmath>
#include <iostream>
#include <vector>
using namespace concurrency;

int f(int x) restrict(amp, cpu) { return x + 1; }
int f(float x) restrict(amp, cpu) { return 100; }
int g(double x) { return 2; }
int g(long x) { return 3; }

int main() {
  std::cout << f(1) << " " << f(1.0f) << " " << f('a') << " " << g(1.0f) << std::endl;
  std::cout << std::sqrt(2) << " " << sqrt(2.0f) << std::endl;
  std::vector<int> v(4, 0);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    av[i] = f(i[0]) + f(0.5f);
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << " ";
  std::cout << std::endl;
  return 0;
}
