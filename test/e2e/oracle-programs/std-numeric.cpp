// std::accumulate over host ranges, in C++'s arithmetic: an int accumulator truncates each
// partial sum of floats, a float accumulator rounds each step to float.
#include <iostream>
#include <iomanip>
#include <numeric>
#include <iterator>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
  const int n = 1000;
  std::vector<float> v(n);
  int a[8] = { 3, -1, 4, 1, -5, 9, 2, -6 };
  for (int i = 0; i < n; i++) v[i] = 0.1f * (float)i + 0.7f;
  array_view<float, 1> view(n, v);
  parallel_for_each(view.get_extent(), [=](index<1> i) restrict(amp) { view[i] = view[i] * 0.5f; });
  view.synchronize();
  std::cout << std::setprecision(10);
  std::cout << std::accumulate(v.begin(), v.end(), 0) << '\n';
  std::cout << std::accumulate(v.begin(), v.end(), 0.0f) << '\n';
  std::cout << std::accumulate(v.begin(), v.end(), 0.0) << '\n';
  std::cout << std::accumulate(std::begin(v), std::end(v), 1.5f) << '\n';
  std::cout << std::accumulate(std::begin(a), std::end(a), 0) << ' ' << std::accumulate(std::begin(a), std::end(a), 100) << '\n';
  std::cout << std::accumulate(std::begin(a), std::end(a), 0.25) << ' ' << -std::accumulate(std::begin(a), std::end(a), 0u) << '\n';
  return 0;
}
