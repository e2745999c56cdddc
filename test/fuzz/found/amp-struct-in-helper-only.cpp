// Dawn rejects the kernel: a struct used only inside an amp helper function (a local of it, not
// captured and not a view element) is not declared in the WGSL module ("unresolved type 'S'").
// Likely cause: src/codegen/wgsl/emit-wgsl.ts collects the struct declarations to print from the
// kernel's captures/views and not from the locals of the helper functions it calls.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
struct S { int a; unsigned b; };
int helper(int x) restrict(amp, cpu) {
  S s = { x, 2u };
  return s.a + (int)s.b;
}
int main() {
  std::vector<int> v(4, 0);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) { av[idx] = helper(idx[0]); });
  for (int i = 0; i < 4; i++) std::cout << av[i] << "\n";
  return 0;
}
