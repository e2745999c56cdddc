// expect: error amp-exceptions 8:40
// A restrict(amp, cpu) function obeys both restrictions: its throw is an error where a kernel calls
// it (found by the crash fuzzer; the WGSL printer met the throw).
#include <amp.h>
using namespace concurrency;
struct K {
  int w = 3;
  int sum() const restrict(amp, cpu) { throw w; }
};
int main() {
  int data[4] = {0};
  array_view<int, 1> av(4, data);
  K k;
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) { av[i] = k.sum(); });
  return 0;
}
