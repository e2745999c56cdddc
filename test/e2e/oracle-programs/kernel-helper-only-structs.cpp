// Structs that only amp helper functions use (a local, a parameter, a result), never a kernel's
// capture or view: the WGSL module declares them too. Found by crash fuzzing (Dawn rejected
// "unresolved type 'S'").
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
struct S { int a; unsigned b; };
struct Pair { S first; float second; };
struct Acc { int total; };
int helper(int x) restrict(amp, cpu) {
  S s = { x, 2u };
  return s.a + (int)s.b;
}
Pair make_pair_of(int x) restrict(amp) {
  Pair p;
  p.first.a = x * 3;
  p.first.b = 1u;
  p.second = 0.5f;
  return p;
}
int add(Acc acc, int x) restrict(amp) { acc.total += x; return acc.total; }
int main() {
  std::vector<int> v(4, 0);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    Acc a; a.total = 10;
    av[idx] = helper(idx[0]) + make_pair_of(idx[0]).first.a + add(a, 1);
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << "\n";
  return 0;
}
