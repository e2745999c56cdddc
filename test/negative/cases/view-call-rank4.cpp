// expect: error rank-mismatch 11:56
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  int dims[4] = {1, 2, 3, 4};
  extent<4> e(dims);
  std::vector<int> data(e.size());
  array_view<int, 4> v(e, data);
  // C++ AMP's operator() from components stops at rank 3: a rank-4 view takes an index<4>.
  parallel_for_each(e, [=](index<4> i) restrict(amp) { v(0, 1, 2, 3) = 1; });
  return 0;
}
