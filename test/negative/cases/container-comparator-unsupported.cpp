// expect: error unsupported-library 14:34
// expect: error unsupported-library 15:31
// A braced list for a container ordered by a lambda, and std::minmax_element over strings, are
// reported as not supported by ampc. (One ordered by a function object, and a custom hash, are
// supported: comparator-containers-held.cpp, unordered_custom_hash.cpp.)
#include <algorithm>
#include <cstddef>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>
int main() {
  auto cmp = [](int a, int b) { return a > b; };
  std::set<int, decltype(cmp)> t = {1, 2};
  std::vector<std::string> w; std::minmax_element(w.begin(), w.end());
  return 0;
}
