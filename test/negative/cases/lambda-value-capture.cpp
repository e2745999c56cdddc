// expect: error unsupported 11:52
// A host lambda that captures is a closure; a restrict(amp) lambda that captures is supported
// only as the kernel itself: one written inside a kernel is an error on the captured name.
#include <amp.h>
using namespace concurrency;
int main() {
  std::vector<int> v(4, 1);
  array_view<int, 1> av(4, v);
  int k = 5;
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    auto f = [=](int x) restrict(amp) { return x + k; };
    av[i] = f(av[i]);
  });
  return 0;
}
