// expect: error unsupported-library 16:26
// expect: error unsupported-library 17:32
// expect: error unsupported-library 19:34
// expect: error unsupported-library 20:31
// Braced lists for containers ordered by a function object and by a lambda, a custom hash, and
// std::minmax_element over strings are reported as not supported by ampc.
#include <algorithm>
#include <cstddef>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>
struct ByAbs { bool operator()(int a, int b) const { return (a < 0 ? -a : a) < (b < 0 ? -b : b); } };
struct H { std::size_t operator()(int k) const { return k * 7; } };
int main() {
  std::set<int, ByAbs> s = {1, -2};
  std::unordered_map<int, int, H> m;
  auto cmp = [](int a, int b) { return a > b; };
  std::set<int, decltype(cmp)> t = {1, 2};
  std::vector<std::string> w; std::minmax_element(w.begin(), w.end());
  return 0;
}
