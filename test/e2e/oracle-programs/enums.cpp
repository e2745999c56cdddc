// Enumerators are constants on the host and in kernels, with explicit values restarting the count.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

enum Color { Red, Green = 5, Blue };
enum Size { Small = -1, Medium, Large = Blue * 2 };

int main() {
  Color c = Blue;
  std::cout << Red << " " << Green << " " << c << " " << Small << " " << Medium << " " << Large << std::endl;
  std::vector<int> v(3, 0);
  array_view<int, 1> av(3, v);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    av[i] = i[0] == 0 ? Green : (i[0] == 1 ? Large : Small);
  });
  std::cout << av[0] << " " << av[1] << " " << av[2] << std::endl;
  return 0;
}
