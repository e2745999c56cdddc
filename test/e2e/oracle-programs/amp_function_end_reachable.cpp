// C++ lets control run off the end of a non-void function (undefined only if a call gets there);
// WGSL rejects a function whose end its behaviour analysis can reach, so ampc ends such an amp
// function with a return (src/lower/missing-return.ts). No call here reaches an end.
#include <amp.h>
#include <iostream>
using namespace concurrency;
int a1(int x) restrict(amp) { if (x > 0) return 1; else return 2; }
int a2(int x) restrict(amp) { while (true) { if (x > 3) return x; x++; } }
int a3(int x) restrict(amp) { for (;;) { x += 2; if (x > 9) return x; } }
int a4(int x) restrict(amp) { switch (x) { case 0: return 5; default: return 6; } }
int a5(int x) restrict(amp) { switch (x) { case 0: return 5; case 1: return 7; } }
int a6(int x) restrict(amp) { do { x++; } while (x < 5); }
int a7(int x) restrict(amp) { for (int i = 0; i < 3; i++) { if (i == x) return i; } }
int a8(int x) restrict(amp) { if (x > 0) return 1; }
int a9(int x) restrict(amp) { while (true) { if (x > 3) break; x++; } }
float a10(int x) restrict(amp) { { return 1.5f; } }
struct P { int a; float b; };
P a11(int x) restrict(amp) { if (x) { P p = {1, 2.0f}; return p; } }
int a12(int x) restrict(amp) { if (x) return 1; else if (x > 2) return 3; }
int a13(int x) restrict(amp) { switch (x) { case 0: return 5; default: break; } }
int main() {
  std::vector<int> v(4, 1);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int x = av[i];
    av[i] = a1(x) + a2(x) + a3(x) + a4(0) + a5(1) + a7(1) + a8(1) + a10(x) + a11(1).a + a12(1) + a13(0) + (x > 100 ? a6(x) + a9(x) : 0);
  });
  std::cout << av[0] << "\n";
}
