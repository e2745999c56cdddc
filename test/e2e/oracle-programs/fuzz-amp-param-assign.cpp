// Found by the differential fuzzer: an amp function may assign its by-value parameters.
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
