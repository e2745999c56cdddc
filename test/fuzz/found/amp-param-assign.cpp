// Dawn rejects the kernel ("cannot assign to parameter 'x'"): an amp function that assigns to its
// own by-value parameter (a scalar, or a member of a struct parameter) is emitted with the WGSL
// parameter assigned directly, and WGSL parameters are immutable. C++ allows it everywhere.
// Likely cause: emitFunction in src/codegen/wgsl/emit-wgsl.ts (about line 312) should copy an
// assigned by-value parameter into a `var` of the same name at the top of the body.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
struct S { int a; };
int f(int x) restrict(amp, cpu) { x = x + 1; return x; }
S g(S s) restrict(amp, cpu) { s.a = s.a + 1; return s; }
int main() {
  std::vector<int> v(4, 0); array_view<int, 1> av(4, v);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    S s = {idx[0]};
    av[idx] = f(idx[0]) + g(s).a;
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << "\n";
}
