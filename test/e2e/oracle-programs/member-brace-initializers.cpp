// Default member initializers with braces: `Cell origin = {1, 2};`, `Cell o{3, 4};`,
// `int arr[3] = {1, 2, 3};`, `std::vector<int> v = {1, 2};`, on the host and in a kernel.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct Cell { int x, y; };
struct G {
  Cell origin = {1, 2};
  Cell o2{3, 4};
  int arr[3] = {5, 6, 7};
  int partial[4] = {8};
  std::vector<int> v = {9, 10};
  std::vector<int> w{11, 12, 13};
  float scale{0.5f};
};
struct K {
  Cell c = {2, 3};
  int weights[3] = {1, 10, 100};
  int sum() const restrict(amp, cpu) { return c.x * weights[0] + c.y * weights[1] + weights[2]; }
};

int main() {
  G g;
  std::cout << g.origin.x << ' ' << g.origin.y << ' ' << g.o2.x << ' ' << g.o2.y << ' ' << g.arr[2] << ' ' << g.partial[0] << ' ' << g.partial[3]
            << ' ' << g.v.size() << ' ' << g.v[1] << ' ' << g.w.size() << ' ' << g.w[2] << ' ' << g.scale << '\n';
  std::vector<int> out(3);
  array_view<int, 1> av(3, out);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    K k;
    k.c.x += i[0];
    av[i] = k.sum();
  });
  av.synchronize();
  for (int v : out) std::cout << v << ' ';
  std::cout << '\n';
  return 0;
}
