// Dawn rejects the kernel ("invalid vector swizzle member"): a constant subscript past the rank
// of an index<2> is accepted; idx[2] is emitted as `idx.z` of a vec2, and idx[11] as
// `idx.undefined`. It should be an error diagnostic (subscript out of range for index<2>).
// Found by crash fuzzing (a mutant of a generated program). Likely cause: sema does not check a
// constant index subscript against the rank, and the WGSL printer maps k to a swizzle letter.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> v(16, 0);
  array_view<int, 2> av(4, 4, v);
  parallel_for_each(av.get_extent(), [=](index<2> idx) restrict(amp) {
    av[idx] = idx[0] * 4 + idx[2];
  });
  std::cout << av(0, 0) << "\n";
  return 0;
}
