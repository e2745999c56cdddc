// expect: error amp-call-non-amp 8:10
// The error is inside the instance twice<int>, which a kernel requires; a note points at the call.
#include <amp.h>
using namespace concurrency;
int host_only(int x) { return x; }
template <typename T>
T twice(T x) restrict(amp) {
  return host_only(x) * 2;
}
int main() {
  std::vector<int> v(4);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = twice(i[0]); });
  return 0;
}
