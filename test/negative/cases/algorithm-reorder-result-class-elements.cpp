// expect: error unsupported-library 13:17
// expect: error unsupported-library 14:17
// The iterator rotate and partition return into a range of class objects is not one ampc has
// (its host pointers point to scalars): using it is "not supported", not a type error about
// 'void'. As statements of their own (line 15) the calls are fine.
#include <algorithm>
#include <iostream>
#include <vector>
struct R { int key; };
int main() {
  std::vector<R> v = {{3}, {1}, {2}};
  auto big = [](const R& r) { return r.key > 1; };
  std::cout << (std::partition(v.begin(), v.end(), big) - v.begin()) << "\n";
  std::cout << (std::rotate(v.begin(), v.begin() + 1, v.end()) - v.begin()) << "\n";
  std::stable_partition(v.begin(), v.end(), big);
  return 0;
}
