// expect: error unsupported-library 17:17
// expect: error unsupported-library 18:3
// expect: error unsupported-library 20:3
// expect: error unsupported-library 21:3
// expect: error unsupported-library 22:29
// Ordered containers of class keys order by the class's operator< (a lambda sema passes to
// the constructor); what needs operators the runtime does not call stays refused: == over class
// elements, such a set held by a vector (made without that lambda), list::sort()/unique() of
// class objects without a function, and std::nan with a payload (NaN payloads are not kept).
#include <cmath>
#include <list>
#include <set>
#include <vector>
struct Pt { int x, y; bool operator<(const Pt& o) const { return x < o.x; } bool operator==(const Pt& o) const { return x == o.x; } };
int main() {
  std::set<Pt> a{{1, 2}}, b{{1, 3}};
  bool same = a == b;
  std::vector<std::set<Pt>> many(2);
  std::list<Pt> l{{2, 0}, {1, 0}};
  l.sort();
  l.unique();
  double payload = std::nan("1");
  return same + (int)payload;
}
