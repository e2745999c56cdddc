// expect: error unsupported-library 16:12
// expect: error const-write 20:3
// expect: error const-write 23:3
// expect: error no-member 24:5
// A class key needs its operator< (or a comparator), which ampc's maps do not call: reported,
// not ordered some other way. A map element's key and a set's elements are const, as in C++.
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
