// expect: error unsupported-library 7:19
// expect: error unsupported 8:29
// std::unique_ptr<T[]> (which owns a `new T[n]` and is subscripted) and std::make_unique<T[]>(n)
// parse, and are reported as not supported.
#include <memory>
int main() {
  std::unique_ptr<int[]> p(new int[4]);
  auto q = std::make_unique<int[]>(4);
  return 0;
}
