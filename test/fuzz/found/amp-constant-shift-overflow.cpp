// Dawn rejects the kernel ("'4294967289 << 9' cannot be represented as 'u32'"): an unsigned
// left shift whose operands are both constant expressions but which ampc does not fold (the
// count involves `!true`) is emitted as `4294967289u << u32((i32(!true) - 919) & 31)`; WGSL
// evaluates it as a const-expression, where overflow is an error. In C++ unsigned shifts wrap:
// g++ prints 4294963712. README promises constant expressions are folded with C++'s wrapping
// because of this WGSL rule. Found by the differential fuzzer's compile mode (seed 149).
// Likely cause: src/sema/const-eval.ts does not fold `!` of a bool constant (or a bool-to-int
// conversion), so the emitter leaves a WGSL const-expression it did not fold.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<unsigned> v(2, 0u);
  array_view<unsigned, 1> av(2, v);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    av[idx] = 4294967289u << ((!true - 919) & 31);
  });
  std::cout << av[0] << "\n";
  return 0;
}
