// expect: error unsupported 24:31
// expect: error unsupported 25:33
// expect: error unsupported-library 26:17
// expect: error unsupported-library 20:23
// A function object with state and a non-const operator() held by a std::function (its copies
// would share the state), one with several operator()s passed to an algorithm or ordering a set,
// and a class member ordered by a function object are reported as not supported by ampc.
#include <algorithm>
#include <functional>
#include <set>
#include <vector>
struct Counter { int n = 0; int operator()(int x) { return n += x; } };
struct Both {
  bool operator()(int a, int b) const { return a < b; }
  bool operator()(double a, double b) const { return a > b; }
};
struct Desc { bool operator()(int a, int b) const { return a > b; } };
struct Holder {
  int size;
  std::set<int, Desc> ordered;
};
int main() {
  std::vector<int> v = {3, 1, 2};
  std::function<int(int)> f = Counter();
  std::sort(v.begin(), v.end(), Both());
  std::set<int, Both> s;
  return f(1);
}
