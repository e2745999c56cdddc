// expect: error wgsl-unsupported 14:30
// expect: error wgsl-unsupported 14:39
// expect: error wgsl-unsupported 15:16
// An integer divided by the constant 0 in a kernel: undefined behaviour, and a WGSL shader-creation error.
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
  std::vector<int> data(8, 1);
  array_view<int, 1> av(8, data);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    av[idx] = av[idx] + (i % 0) + i / 0;
    av[idx] /= 0;
  });
  return 0;
}
