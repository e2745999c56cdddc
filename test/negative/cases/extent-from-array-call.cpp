// expect: error unsupported 7:15
#include <amp.h>
using namespace concurrency;
int* dims() { return new int[4]; }
int main() {
  // The array expression would be evaluated once per component.
  extent<4> e(dims());
  return 0;
}
