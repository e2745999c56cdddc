// expect: error host-unsupported 11:3
// An array_view assigned through a reference parameter: C++ makes the caller's view see the
// other data; the host would only rebind its own name for the view, so ampc refuses.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

void point_at(array_view<int, 1>& v, const array_view<int, 1>& w) {
  v[0] = 5;
  v = w;
}

int main() {
  std::vector<int> x(4, 1), y(4, 2);
  array_view<int, 1> v(4, x), w(4, y);
  point_at(v, w);
  std::cout << v[0] << std::endl;
}
