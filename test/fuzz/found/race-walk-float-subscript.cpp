// Compiler crash (an exception escapes compile()): "TypeError: Cannot read properties of
// undefined (reading 'terms')" at isConstant (src/sema/rules/affine.ts) from Walker.arithmetic
// (src/sema/rules/race-walk.ts): a tiled_index component subscripted with a float literal,
// `t.local[1e-45f]`, in a condition guarding a tile_static write. (C++ converts the float to
// an int index, 0 here.) Found by crash fuzzing (a mutant of
// samples/invalid/race-total-serialized.cpp, `local[0]` became `local[1e-45f]`).
// Likely cause: the race walker's affine evaluation assumes an integer-typed subscript and
// gets no affine form for the float one.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<float> v(4, 1.0f);
  array_view<float, 1> av(4, v);
  parallel_for_each(av.get_extent().tile<2>(), [=](tiled_index<2> t) restrict(amp) {
    tile_static float total;
    if (t.local[1e-45f] == 0) total = av[t.global];
    t.barrier.wait();
    av[t.global] = total;
  });
  std::cout << av[0] << "\n";
  return 0;
}
