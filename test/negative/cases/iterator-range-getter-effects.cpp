// expect: error unsupported-library 15:13
// expect: error unsupported-library 16:13
// A range from two calls is one container only where the calls are a getter with no other
// effect; one that counts its calls, or returns a copy, is not supported by ampc.
#include <algorithm>
#include <vector>
struct S {
  std::vector<int> v{3, 1, 2};
  int calls = 0;
  std::vector<int>& next() { ++calls; return v; }
  std::vector<int> copy() const { return v; }
};
int main() {
  S s;
  std::sort(s.next().begin(), s.next().end());
  std::sort(s.copy().begin(), s.copy().end());
  return 0;
}
