// The kernel variant of overload_name_clash: restrict(amp) overloads are numbered in the WGSL
// too, and the number skips the names of the other functions (`f_2`) and of the structs (`g_2`).
// A function named as ampc names main's first kernel (`main_kernel0`) is renamed, in the WGSL
// and in the host module, which both name the kernel.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int f(int x) restrict(amp) { return x; }
int f(float x) restrict(amp) { return 2; }
int f_2(int x) restrict(amp) { return 3; }
int main_kernel0(int x) restrict(amp, cpu) { return x + 1; }

struct g_2 { int v; };
int g(int x) restrict(amp) { return 10 * x; }
int g(g_2 s) restrict(amp) { return s.v; }

int main() {
  std::vector<int> out(4);
  array_view<int, 1> av(4, out);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    g_2 s{5 + i[0]};
    av[i] = f(i[0]) * 1000 + f(1.5f) * 100 + f_2(i[0]) * 10 + g(s) - g(1) / 10 + main_kernel0(i[0]) * 10000;
  });
  av.synchronize();
  for (int v : out) std::cout << v << " ";
  std::cout << main_kernel0(41) << "\n";
  return 0;
}
