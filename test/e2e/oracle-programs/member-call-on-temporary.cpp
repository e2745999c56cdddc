// Non-const member functions called on temporaries (prvalues of class type): `P().get()`,
// `Builder().add(1).add(2).build()`, on the host and in a kernel.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct P {
  int v = 3;
  int get() { return v; }
  int bumped() restrict(amp, cpu) { v += 4; return v; }
};
struct Builder {
  int s = 0;
  Builder& add(int x) { s += x; return *this; }
  int build() { return s; }
};
struct Acc {
  int total;
  Acc(int t) restrict(amp, cpu) : total(t) {}
  int plus(int x) restrict(amp, cpu) { total += x; return total; }
};
P make() { P p; p.v = 20; return p; }

int main() {
  std::cout << P().get() << ' ' << Builder().add(1).add(2).build() << ' ' << make().bumped() << ' ' << Acc(5).plus(6) << '\n';
  std::vector<int> out(4);
  array_view<int, 1> av(4, out);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    av[i] = Acc(i[0]).plus(10) + P().bumped() * 100;
  });
  av.synchronize();
  for (int v : out) std::cout << v << ' ';
  std::cout << '\n';
  return 0;
}
