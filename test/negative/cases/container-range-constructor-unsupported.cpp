// expect: error unsupported-library 16:17
// expect: error unsupported-library 17:18
// expect: error unsupported-library 18:21
// expect: error unsupported-library 20:3
// A container's range constructor takes two iterators into one std::vector or C array of
// elements the runtime copies and compares itself: a range of class objects (whose copy
// constructor and operator< would run in other numbers) and a range over another set are
// reported as not supported, not mis-typed; so is a std::vector made from a set's iterators,
// and a multiset's insert(hint, x), where the hint places the element among equal keys.
#include <set>
#include <vector>
struct Pt { int x, y; bool operator<(const Pt& o) const { return x < o.x; } };
int main() {
  std::vector<Pt> points{{1, 2}, {0, 1}};
  std::set<int> numbers{3, 1};
  std::set<Pt> s(points.begin(), points.end());
  std::set<int> t(numbers.begin(), numbers.end());
  std::vector<int> u(numbers.begin(), numbers.end());
  std::multiset<int> ms{1};
  ms.insert(ms.begin(), 1);
  return (int)(s.size() + t.size() + u.size());
}
