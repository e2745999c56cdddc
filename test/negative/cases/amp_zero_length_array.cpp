// expect: error unsupported 11:9
// g++ accepts a zero-length array (a GNU extension); WGSL has no array of no elements, so in a
// kernel it is refused rather than printed as array<i32, 0>, which Dawn rejects. (On the host it
// is an empty array.)
#include <amp.h>
using namespace concurrency;
int main() {
  int none[0];
  array_view<int, 1> av(4);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int z[0];
    av[i] = 1;
  });
  return 0;
}
