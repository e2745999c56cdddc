// The WGSL is rejected by Dawn at run time ("index 11 out of bounds [0..1]"): a constant subscript
// past the end of a tile_static (or local) array is accepted by ampc. In C++ it is undefined
// behaviour, not an error, but WGSL rejects a constant out-of-range index at shader creation,
// so the program dies with "the kernel's WGSL was rejected". ampc should diagnose it at compile
// time (an error diagnostic for an out-of-range constant index in amp code).
// Found by crash fuzzing (a mutant of samples/, `nums[1][1]` became `nums[11][1]`).
// Likely place: the subscript check in src/sema (array element access) or the WGSL emitter.
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
  });
  std::cout << av[0] << "\n";
  return 0;
}
