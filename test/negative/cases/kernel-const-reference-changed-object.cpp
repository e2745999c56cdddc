// expect: error unsupported 22:5
// expect: error unsupported 25:5
// expect: error unsupported 29:5
// expect: error unsupported 31:27
// ampc compiles a const reference in a kernel as a copy of its object: exact while the object
// keeps its value. Where the kernel may change the object while the reference is in use, C++
// reads the new value, so each such reference is refused: a local bound to a variable, a view
// element or a reference a function returns, written afterwards, and an argument that the same
// call may write through another parameter. (Without the check these printed the old values.)
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Pair { int a; int b; const int& first() const restrict(amp) { return a; } };
int setAndRead(const int& src, int& dst) restrict(amp) { dst = 7; return src; }

int main() {
  std::vector<int> out(8, 0);
  array_view<int, 1> ov(8, out);
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    int x = idx[0];
    const int& r = x;
    x = 100;
    int sum = r;
    const int& e = ov[idx];
    ov[idx] = 50;
    sum += e;
    Pair p = {3, 4};
    const int& g = p.first();
    p.a = 9;
    sum += g + setAndRead(x, x);
    ov[idx] = sum;
  });
  ov.synchronize();
  return 0;
}
