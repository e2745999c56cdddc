// expect: error unsupported-library 8:20
// expect: error unsupported 9:3
// What ampc's <tuple> leaves out, each reported as not supported: std::get by type, and tuples
// of more than six elements (ampc has no variadic templates).
#include <tuple>
int main() {
  std::tuple<int, float> t(1, 2.0f);
  int i = std::get<int>(t);
  std::tuple<int, int, int, int, int, int, int> seven;
  return i;
}
