// A call's scalar arguments with side effects, in a kernel and on the host: C++ leaves their order
// unspecified, g++ evaluates them right to left, and ampc follows g++ on both sides, so the kernel
// and the host give g++'s answers (src/sema/argument-order.ts, src/lower/lower-expr.ts). The
// host's twice(j) writes j through a reference, which the order shows too.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int f(int a, int b) restrict(amp, cpu) { return a * 10 + b; }
int g(int a, int b, int c) restrict(amp, cpu) { return a * 100 + b * 10 + c; }
int twice(int& x) restrict(amp, cpu) { x *= 2; return x; }
int main() {
  std::vector<int> v(4);
  array_view<int, 1> out(4, v);
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    int r = f(i, i++);
    r += f(i++, i);
    r += g(i + 1, ++i, i);
    int j = 1;
    r += g(j, (j += 2), j++);
    out[idx] = r;
  });
  out.synchronize();
  for (int x : v) std::cout << x << ' ';
  std::cout << '\n';
  int i = 3;
  int r = f(i, i++);
  r += f(i++, i);
  r += g(i + 1, ++i, i);
  int j = 1;
  r += g(j, twice(j), j + 2);
  r += g(j, (j += 2), j++);
  std::cout << r << '\n';
}
