// After `using namespace std;`, std's class templates that ampc knows only qualified (a program's
// own `int stack;` is common) are named unqualified where `<` follows: queue<int>, hash<P>{}(p).
#include <chrono>
#include <functional>
#include <iostream>
#include <list>
#include <map>
#include <queue>
#include <set>
#include <stack>
#include <unordered_map>
struct P { int x, y; bool operator==(const P& o) const { return x == o.x && y == o.y; } };
namespace std {
template <> struct hash<P> {
  size_t operator()(const P& p) const { return hash<int>()(p.x) * 31 + hash<int>()(p.y); }
};
}
using namespace std;
int set_size(int set) { return set < 3 ? set : 3; }  // a parameter named `set` hides std::set
// Data members named like std's templates: in the member functions they are the members.
struct R {
  double ratio;
  int list;
  bool small() const { return ratio < 0.5 && list > 1; }
};
int main() {
  queue<int> q;
  q.push(3);
  q.push(4);
  stack<int> st;
  st.push(5);
  map<int, int> m{{1, 2}};
  set<int> s{4, 2, 4};
  list<int> l{1, 2, 3};
  cout << q.front() << " " << st.top() << " " << m[1] << " " << s.size() << " " << l.back() << "\n";
  cout << less<int>()(1, 2) << " " << greater<int>{}(1, 2) << " " << plus<int>()(2, 3) << "\n";
  function<int(int)> twice = [](int v) { return 2 * v; };
  cout << twice(21) << "\n";
  P p{1, 2};
  cout << (hash<P>{}(p) == hash<int>()(1) * 31 + hash<int>()(2)) << " " << hash<int>()(7) << "\n";
  unordered_map<P, int> cells;
  cells[p] = 5;
  cout << cells[P{1, 2}] << " " << cells.count(P{2, 1}) << "\n";
  int list = 4, map = 2;
  cout << (list < 5 && map > 1) << " " << set_size(2) << set_size(8) << "\n";
  R r{0.25, 2};
  cout << r.small() << "\n";
  {
    using namespace std::chrono;
    duration<double, milli> d(1.5);
    cout << d.count() << "\n";
  }
  return 0;
}
