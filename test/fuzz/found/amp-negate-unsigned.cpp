// Dawn rejects the kernel: unary minus on an unsigned value is emitted as WGSL `-(u32)`, which
// WGSL has no overload for ("no matching overload for 'operator - (u32)'"). C++ defines -u as
// 2^32 - u. Likely cause: the unary '-' case of the expression printer in
// src/codegen/wgsl/emit-wgsl.ts does not rewrite it for u32 (e.g. as `0u - x`).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<unsigned> v(4, 0u);
  array_view<unsigned, 1> av(4, v);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    unsigned u = (unsigned)idx[0];
    av[idx] = -u;
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << "\n";
  return 0;
}
