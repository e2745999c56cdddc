// expect: error unsupported 19:33
// expect: error unsupported-library 20:17
// expect: error unsupported 21:31
// A function object with several operator()s passed to an algorithm or ordering a set, and one
// whose copy runs a user copy constructor held by a std::function, are reported as not
// supported by ampc. (One whose operator() changes it is held as C++ holds it: function_stateful.cpp.)
#include <algorithm>
#include <functional>
#include <set>
#include <vector>
struct Both {
  bool operator()(int a, int b) const { return a < b; }
  bool operator()(double a, double b) const { return a > b; }
};
struct Noisy { int n = 0; Noisy() {} Noisy(const Noisy& o) : n(o.n + 1) {} int operator()(int x) { return n += x; } };
int main() {
  std::vector<int> v = {3, 1, 2};
  Noisy noisy;
  std::sort(v.begin(), v.end(), Both());
  std::set<int, Both> s;
  std::function<int(int)> f = noisy;
  return f(1);
}
