// expect: error capture-by-reference 12:33
// An init-capture by reference in a kernel is a by-reference capture: C++ AMP allows it only of a
// concurrency::array (or texture), not of an array_view.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> data(4);
  array_view<int, 1> av(4, data);
  float s = 1.0f;
  parallel_for_each(av.extent, [&v = av, k = s](index<1> i) restrict(amp) { v[i] = (int)k; });
  return 0;
}
