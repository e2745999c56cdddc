// expect: error no-matching-function 11:3
// An algorithm over iterators whose arguments match no declaration is reported with the call's
// C++ argument types (the iterators as iterators), not the containers and positions ampc passes
// the library.
#include <algorithm>
#include <vector>
struct S { int a; };
int main() {
  std::vector<int> v(3);
  S s{1};
  std::fill(v.begin(), v.end(), s);
  return v[0];
}
