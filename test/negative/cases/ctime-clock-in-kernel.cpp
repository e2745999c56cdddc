// expect: error amp-call-non-amp 12:75
// expect: error unsupported-library 14:14
// clock() is host processor time (runtime/cstdlib.ts): C++ AMP declares no clock on the
// accelerator, so a kernel calling it is an error as under any C++ AMP compiler. difftime is
// still not implemented: reported as not supported, not as an undeclared name.
#include <amp.h>
#include <ctime>
using namespace concurrency;
int main() {
  int out[1] = {0};
  array_view<int, 1> a(1, out);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = (int)clock(); });
  clock_t c = clock();
  double d = difftime(c, c);
  return (int)d;
}
