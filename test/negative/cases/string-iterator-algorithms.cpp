// expect: error unsupported-library 10:13
// expect: error unsupported-library 11:14
// An algorithm whose result is an iterator into a vector of strings is not supported by ampc
// (std::sort of strings is); the error names the algorithm and the element type as written.
#include <vector>
#include <string>
#include <algorithm>
int main() {
  std::vector<std::string> words = {"pear", "apple"};
  auto it = std::max_element(words.begin(), words.end());
  bool has = std::find(words.begin(), words.end(), std::string("x")) != words.end();
  std::sort(words.begin(), words.end());
  return 0;
}
