// expect: none
// Value-returning functions whose end control cannot reach, where g++ gives no -Wreturn-type
// warning and neither may ampc: every path returns or throws; a loop with a constant-true
// condition and no break of its own (a break of a nested loop or switch does not leave it);
// exit and abort; a switch with a default whose every case returns; a constant if; a goto
// loop; a function nothing uses that g++ does not emit (inline, a member defined in its
// class, a lambda never called, an uninstantiated template).
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <amp.h>
using namespace concurrency;
int both(int a) { if (a > 0) return 1; else return 2; }
int spin(int a) { while (true) { if (a) return 1; } }
int ever(int a) { for (;;) { switch (a) { case 1: break; default: return a; } } }
int nested(int a) { while (1) { for (;;) { break; } if (a) return a; } }
int again(int a) { do { if (a) return 1; } while (true); }
int leave(int a) { if (a) return 1; exit(2); }
int stop(int a) { if (a) return 1; std::abort(); }
int fail(int a) { if (a) return 1; throw std::runtime_error("no"); }
int cases(int a) { switch (a) { case 1: return 1; case 2: a++; default: return 2; } }
int constant(int a) { if (true) return a; }
int guarded(int a) { const bool on = true; while (on) { if (a) return a; } }
int caught(int a) { try { return a; } catch (...) { } }
int handled(int a) { try { printf("."); return a; } catch (...) { return 0; } }
int looped(int a) { again: if (a) return a; a++; goto again; }
int amp_spin(int a) restrict(amp) { while (true) { if (a > 0) return a; a++; } }
int amp_cases(int a) restrict(amp) { switch (a) { case 0: return 1; default: return 2; } }
inline int unused_inline(int a) { if (a) return 1; }
struct Holder { int unused_member(int a) { if (a) return 1; } };
template <class T> T unused_template(T a) { if (a) return a; }
int main() {
  auto unused_lambda = [](int a) { if (a) return 1; };
  std::vector<int> v(4, 1);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = amp_spin(av[i]) + amp_cases(av[i]); });
  printf("%d %d %d %d %d\n", both(1), spin(1), ever(2), nested(1), again(1));
  printf("%d %d %d %d %d %d\n", leave(1), stop(1), fail(1), cases(1), constant(1), guarded(1));
  printf("%d %d %d %d\n", caught(1), handled(1), looped(1), av[0]);
}
