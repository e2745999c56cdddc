// expect: error unsupported-library 10:20
// expect: error unsupported-library 12:14
// expect: error unsupported 13:3
// What ampc's <tuple> and <array> leave out, each reported as not supported: std::get by type,
// reverse iterators, and tuples of more than six elements (ampc has no variadic templates).
#include <array>
#include <tuple>
int main() {
  std::tuple<int, float> t(1, 2.0f);
  int i = std::get<int>(t);
  std::array<int, 2> a = {1, 2};
  auto r = a.rbegin();
  std::tuple<int, int, int, int, int, int, int> seven;
  return i;
}
