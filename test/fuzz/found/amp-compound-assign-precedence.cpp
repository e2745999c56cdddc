// Dawn rejects the kernel ("mixing '*' and '^' requires parenthesis"): a compound assignment
// whose operands have different types, `x *= 1u ^ m` with int x, is emitted as
// `x = i32(u32(x) * 1u ^ m)`: the right-hand side loses its parentheses. C++ means
// x = x * (1u ^ m); the host code gets it right (prints 9). Were the operators ones WGSL lets
// mix, the kernel would compute the wrong value silently.
// Likely cause: src/codegen/wgsl/emit-wgsl.ts, the 'Assign' case (about line 599), prints
// `this.expr(e.value)` where the atomic branch above it uses `this.operand(e.value, e.op, true)`.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  int h = 3;
  unsigned m = 2u;
  h *= 1u ^ m;
  std::cout << h << "\n";
  std::vector<int> v(4, 0);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    int x = idx[0] + 1;
    x *= 1u ^ m;
    av[idx] = x;
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << "\n";
  return 0;
}
