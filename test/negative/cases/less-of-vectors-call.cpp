// expect: error unsupported-library 9:12
// expect: error unsupported-library 10:12
// std::less over vectors, and the transparent std::less<>, are callable in C++; ampc takes them as
// comparators only (a priority_queue's, an algorithm's), and refuses a call of one.
#include <functional>
#include <vector>
int main() {
  std::vector<int> a{1, 2}, b{1, 3};
  bool x = std::less<std::vector<int>>()(a, b);
  bool y = std::less<>()(1, 2);
  return x && y ? 0 : 1;
}
