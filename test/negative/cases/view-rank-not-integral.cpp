// expect: error not-constant 9:19
// expect: error rank-mismatch 10:19
// expect: error unsupported 11:10
// A view's rank is an integral constant greater than 0 (found by the crash fuzzer: a rank of
// 1e30f reached the section overloads' message, which spelled out 1e30 dimensions).
#include <amp.h>
using namespace concurrency;
int main() {
  array_view<int, 1e30f> a(6);
  array_view<int, 0> b(6);
  extent<1000000> e;
  return 0;
}
