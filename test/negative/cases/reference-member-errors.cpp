// expect: error deleted-function 23:5
// expect: error reference-binding 12:3
// expect: error amp-pointer-in-struct 26:72
// A class with a reference member has a deleted copy assignment, must bind the member in each
// constructor, and cannot be used in restrict(amp) code (C++ AMP allows references only as
// locals, parameters and return types).
#include <amp.h>
using namespace concurrency;

struct Ref {
  int& r;
  Ref(int& x) {}
};

struct View {
  int& r;
  View(int& x) : r(x) {}
};

int main() {
  int a = 1, b = 2;
  View v(a), w(b);
  v = w;
  std::vector<int> data(4);
  array_view<int, 1> av(4, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = v.r; });
  return 0;
}
