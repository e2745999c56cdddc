// Default arguments: from the declaration or the definition, in templates from a template
// parameter, and in amp functions.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int scaled(int x, int factor = 3);
int scaled(int x, int factor) { return x * factor; }

float blend(float a, float b = 1.0f, float t = 0.25f) restrict(amp, cpu) { return a + (b - a) * t; }

template <typename T, int Rank>
T rank_times(T x = Rank) { return x * Rank; }

int main() {
  std::cout << scaled(2) << " " << scaled(2, 5) << " " << blend(0.0f) << " " << blend(0.0f, 2.0f) << " " << blend(0.0f, 2.0f, 0.5f) << std::endl;
  std::cout << rank_times<int, 4>() << " " << rank_times<float, 2>(1.5f) << std::endl;
  std::vector<float> v(2, 0.0f);
  array_view<float, 1> av(2, v);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    av[i] = i[0] == 0 ? blend(4.0f) : blend(4.0f, 8.0f);
  });
  std::cout << av[0] << " " << av[1] << std::endl;
  return 0;
}
