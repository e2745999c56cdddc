// expect: error index-out-of-range 18:35
// expect: error index-out-of-range 19:53
// expect: error index-out-of-range 19:62
// A constant subscript outside an array in a kernel: undefined behaviour in C++ (clang warns),
// and WGSL refuses it when the shader is created, so ampc reports it at the subscript.
// Found by crash fuzzing (a mutant of samples/: `nums[1]` became `nums[11]`; `offsets[idx - 1]` became `offsets[-1]`).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> v(4, 1);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.get_extent().tile<2>(), [=](tiled_index<2> t) restrict(amp) {
    tile_static int nums[2];
    nums[t.local[0]] = av[t.global];
    t.barrier.wait();
    av[t.global] = nums[0] + nums[11];
    int local[3] = {1, 2, 3}; av[t.global] += local[-1] + av[-1] + local[2];
  });
  std::cout << av[0] << "\n";
  return 0;
}
