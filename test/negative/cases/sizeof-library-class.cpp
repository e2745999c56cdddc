// expect: error unsupported 9:10
// The size of array_view is its implementation's: ampc does not make one up.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> v(4);
  array_view<int, 1> av(4, v);
  return sizeof(av) > 0 ? 0 : 1;
}
