// expect: error unsupported 16:13
// expect: error unsupported 17:10
// A call writing a variable through a reference parameter where another operand reads it: g++
// evaluates `g(j, twice(j), j + 2)` right to left and WGSL left to right, and nothing in the
// expression has a side effect the lowering would order, so ampc refuses (it printed 124, g++ 223).
#include <amp.h>
#include <vector>
using namespace concurrency;
int g(int a, int b, int c) restrict(amp) { return a * 100 + b * 10 + c; }
int twice(int& x) restrict(amp) { x *= 2; return x; }
int main() {
  std::vector<int> v(4);
  array_view<int, 1> out(4, v);
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
    int j = idx[0] + 1;
    int r = g(j, twice(j), j + 2);
    r += twice(j) + j;
    int k = twice(j) * 2;
    out[idx] = r + k;
  });
  return 0;
}
