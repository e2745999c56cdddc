// C++'s alternative tokens (`and`, `or`, `not`, `bitand`, `xor`, `compl`, `and_eq`, `not_eq`, ...)
// are the operators they spell, on the host and in kernels; a stringized macro argument keeps
// them as written.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
#define SPELL(x) #x
int main() {
  bool a = true, b = false;
  int m = 12, n = 10;
  if (a and not b) std::cout << "and not\n";
  if (b or (m not_eq n)) std::cout << "or not_eq\n";
  std::cout << (m bitand n) << " " << (m bitor n) << " " << (m xor n) << " " << (compl m) << "\n";
  m and_eq 7; n or_eq 5; m xor_eq 1;
  std::cout << m << " " << n << "\n";
  std::cout << SPELL(a and b or not c) << "\n";
  std::vector<int> v(8);
  array_view<int, 1> av(8, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int k = i[0];
    av[i] = (k bitand 1) xor ((k > 2 and k < 6) ? 4 : 0);
    if (not (k % 3)) av[i] or_eq 16;
  });
  av.synchronize();
  for (int x : v) std::cout << x << " ";
  std::cout << "\n";
  return 0;
}
