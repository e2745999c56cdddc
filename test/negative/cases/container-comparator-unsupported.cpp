// expect: error unsupported-library 16:17
// expect: error unsupported-library 17:32
// expect: error unsupported-library 19:34
// expect: error unsupported-library 20:31
// A comparator class, a custom hash, a braced list for a container whose comparator is a lambda,
// and std::minmax_element over strings are reported as not supported by ampc.
#include <algorithm>
#include <cstddef>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>
struct ByAbs { bool operator()(int a, int b) const { return (a < 0 ? -a : a) < (b < 0 ? -b : b); } };
struct H { std::size_t operator()(int k) const { return k * 7; } };
int main() {
  std::set<int, ByAbs> s;
  std::unordered_map<int, int, H> m;
  auto cmp = [](int a, int b) { return a > b; };
  std::set<int, decltype(cmp)> t = {1, 2};
  std::vector<std::string> w; std::minmax_element(w.begin(), w.end());
  return 0;
}
