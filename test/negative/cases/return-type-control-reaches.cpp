// expect: warning return-type 16:40
// expect: warning return-type 17:48
// expect: warning return-type 18:79
// expect: warning return-type 19:58
// expect: warning return-type 20:68
// expect: warning return-type 21:54
// expect: warning return-type 25:66
// A value-returning function that returns on some paths but whose end control can still reach
// warns "control reaches end of non-void function" at its closing brace, as g++ does: a loop
// whose condition may be false, a switch without default (over an enum too, as g++ says), a
// break out of a switch, a do-while(false), a member function, a lambda with a deduced return type.
#include <cstdio>
#include <amp.h>
using namespace concurrency;
enum Colour { Red, Green };
int sign(int a) { if (a > 0) return 1; }
int first(int a) { while (a > 0) { return a; } }
int name(Colour c) { switch (c) { case Red: return 1; case Green: return 2; } }
int once(int a) { do { if (a) return 1; } while (false); }
int pick(int a) { switch (a) { case 0: return 1; default: break; } }
struct Counter { int n; int get() { if (n) return n; } };
int main() {
  std::vector<int> v(4, 1);
  array_view<int, 1> av(4, v);
  auto half = [](int x) restrict(amp) { if (x > 1) return x / 2; };
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = half(av[i]); });
  Counter c{3};
  printf("%d %d %d %d %d %d\n", sign(1), first(1), name(Red), once(1), pick(0), c.get());
}
