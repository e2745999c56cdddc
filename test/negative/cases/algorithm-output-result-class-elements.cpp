// expect: error unsupported-library 18:13
// expect: error unsupported-library 19:13
// expect: error unsupported-library 20:11
// The iterator std::copy, std::transform and the other writing algorithms return points into
// the container written; into class objects or strings ampc has no such iterator (its host
// pointers point to scalars), so a program using the result is refused. The same calls as
// statements of their own, or cast to void, are accepted (lines 15-17).
#include <algorithm>
#include <string>
#include <vector>
struct S { int a; };
int main() {
  std::vector<S> a = {{1}, {2}}, v(3);
  std::vector<std::string> s = {"x"}, t(2);
  std::copy(a.begin(), a.end(), v.begin());
  std::copy(s.begin(), s.end(), t.begin());
  (void)std::copy(a.begin(), a.end(), v.begin());
  auto it = std::copy(a.begin(), a.end(), v.begin());
  auto ts = std::copy(s.begin(), s.end(), t.begin());
  return (std::transform(a.begin(), a.end(), v.begin(), [](S x) { return x; }) - v.begin()) == 2 ? 0 : 1;
}
