// expect: error unsupported-library 9:12
// std::equal_range returns iterators into the range: over strings ampc has no host pointer to
// return (its host pointers point to scalars).
#include <algorithm>
#include <string>
#include <vector>
int main() {
  std::vector<std::string> words = {"a", "b", "b", "c"};
  auto r = std::equal_range(words.begin(), words.end(), std::string("b"));
  return 0;
}
