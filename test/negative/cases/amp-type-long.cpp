// expect: error amp-type 10:10
// A long local in a kernel: 64 bits in ampc (g++'s LP64), 32 under MSVC's C++ AMP; reported, not
// given either width silently.
#include <amp.h>
using namespace concurrency;

int main() {
  array_view<int, 1> av(4);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    long n = idx[0];
    av[idx] = (int)n;
  });
  return 0;
}
