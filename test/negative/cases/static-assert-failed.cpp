// expect: error static-assert 7:15
// expect: error static-assert 12:17
// A false static_assert is an error whose message is the assertion's; in a class template it
// is checked per instance (Small<int> passes, Small<double> fails).
#include <iostream>
constexpr int twice(int x) { return 2 * x; }
static_assert(twice(2) == 5, "twice(2) is 4");
static_assert(twice(2) == 4, "this one holds");
template <typename T>
struct Small {
  T value;
  static_assert(sizeof(T) <= 4, "Small holds at most 4 bytes");
};
int main() {
  Small<int> a = {1};
  Small<double> b = {2.0};
  return a.value + (int)b.value;
}
