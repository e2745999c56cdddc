// expect: error unsupported 11:13
// expect: error unsupported 12:12
// Thrown values and handlers are matched by type: ampc boxes scalars, strings, string literals
// and the program's classes with their type's name; a container is reported as not supported.
#include <vector>

int main() {
  std::vector<int> v = {1, 2};
  try {
    if (v.size() == 2)
      throw v;
  } catch (std::vector<int>& w) {
    return (int)w.size();
  }
  return 0;
}
