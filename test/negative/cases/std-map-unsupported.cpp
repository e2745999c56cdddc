// expect: error operand-type 16:3
// expect: error const-write 20:3
// expect: error const-write 23:3
// expect: error no-member 24:5
// A class key is ordered by its operator< (or a comparator): a class without one is an error where
// ampc's map is made (g++'s is where it first compares keys), not ordered some other way. A map element's key and a set's elements are const, as in C++.
// A map has no random access.
#include <map>
#include <set>

struct Point {
  int x, y;
};

int main() {
  std::map<Point, int> byPoint;
  std::map<int, int> m;
  m[1] = 2;
  auto it = m.begin();
  it->first = 5;
  std::set<int> s = {1, 2};
  auto first = s.begin();
  *first = 3;
  m.push_back(1);
  return 0;
}
