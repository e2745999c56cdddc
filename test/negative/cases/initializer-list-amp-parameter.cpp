// expect: error unsupported 9:38
// A restrict(amp) function taking a std::initializer_list: ampc's list holds its elements in a
// std::vector, which amp code cannot use; refused once, at the parameter (a range-for over a
// braced list in a kernel is compiled: braced-range-for.cpp).
#include <amp.h>
#include <initializer_list>
using namespace concurrency;

int total(std::initializer_list<int> values) restrict(amp) {
  int s = 0;
  for (int v : values) s += v;
  return s;
}

int main() {
  int data[4] = {0, 0, 0, 0};
  array_view<int, 1> a(4, data);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = total({1, 2, 3}); });
  a.synchronize();
  return data[0] == 6 ? 0 : 1;
}
