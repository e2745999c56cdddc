// expect: error unsupported-library 13:13
// expect: error unsupported 15:10
// Pointers into arrays of class objects (`&arr[i]`, `arr + n`) have arithmetic, but a range
// std::sort reads must start at a container ampc sees (`arr`, `&v[0]`), not a pointer variable
// whose array only the run time knows; and `v.data()` as a pointer is refused, since libstdc++'s
// is null for a vector that never held elements, which the element's object cannot tell.
#include <algorithm>
#include <vector>
struct S { int a; unsigned b; };
int main() {
  S arr[3] = { { 5, 2u }, { 3, 4u }, { 4, 6u } };
  S* p = arr;
  std::sort(p, p + 3, [](const S& x, const S& y) { return x.a < y.a; });
  std::vector<S> v(3);
  S* d = v.data();
  return d == p ? 1 : 0;
}
