// expect: error pointer-argument 13:22
// expect: error unsupported 14:28
// expect: error unsupported 16:21
// An element of a view chosen by ?: is read and written on the chosen view only; a pointer into
// it (an atomic's destination), or a view local or reference initialised from the choice, would name no one buffer.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> x(8), y(8);
  array_view<int, 1> a(8, x), b(8, y);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    atomic_fetch_add(&(i[0] > 2 ? a : b)[0], 1);
    array_view<int, 1> v = i[0] > 2 ? a : b;
    v[i] = 1;
    const auto& w = i[0] > 2 ? b : a;
    w[i] = 2;
  });
}
