// expect: error rank-mismatch 6:14
// expect: error rank-mismatch 8:15
#include <amp.h>
using namespace concurrency;
int main() {
  extent<5> e(1, 2, 3, 4, 5);
  int small[3] = {1, 2, 3};
  extent<5> f(small);
  extent<5> zero;
  return 0;
}
