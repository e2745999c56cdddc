// A class template holding views (one a section), its restrict(amp) members calling each other, passed to a function template.
#include <amp.h>
#include <iostream>
using namespace concurrency;
template <typename T>
struct Ctx {
  array_view<T, 1> data;
  array_view<const T, 1> src;
  T get(int k) const restrict(amp) { return src[k]; }
  void set(int k, T v) const restrict(amp) { data[k] = v + get(k); }
};
template <typename T>
void twice(const Ctx<T>& c, int k) restrict(amp) { c.set(k, c.get(k)); }
int main() {
  std::vector<float> x(6, 0.0f), y(6);
  for (int k = 0; k < 6; ++k) y[k] = k * 1.5f;
  array_view<float, 1> d(6, x);
  array_view<const float, 1> s(6, y);
  Ctx<float> c{d.section(1, 5), s};
  parallel_for_each(extent<1>(5), [=](index<1> i) restrict(amp) { twice(c, i[0]); });
  d.synchronize();
  for (float v : x) std::cout << v << " ";
  std::cout << "\n";
}
