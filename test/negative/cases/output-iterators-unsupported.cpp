// expect: error unsupported-library 26:52
// expect: error unsupported-library 27:47
// expect: error unsupported-library 28:53
// expect: error unsupported-library 30:32
// expect: error unsupported-library 32:27
// expect: error unsupported-library 34:57
// expect: error unsupported-library 35:3
// Output iterators ampc does not implement are reported at their use: an inserter into a
// std::string, a std::vector position or a map, a container whose elements' copy constructor is
// user-written, an ostream_iterator of a class, and std::istream_iterator.
#include <algorithm>
#include <iostream>
#include <iterator>
#include <map>
#include <string>
#include <vector>
struct Loud {
  int v;
  Loud(int x) : v(x) {}
  Loud(const Loud& o) : v(o.v) { std::cout << "copy\n"; }
};
struct P { int x; };
int main() {
  std::vector<int> v = {1, 2, 3};
  std::string s;
  std::copy(v.begin(), v.end(), std::back_inserter(s));
  std::copy(v.begin(), v.end(), std::inserter(v, v.begin()));
  std::copy(v.begin(), v.end(), std::front_inserter(v));
  std::vector<Loud> loud;
  auto li = std::back_inserter(loud);
  std::map<int, int> m;
  auto mi = std::inserter(m, m.begin());
  std::vector<P> ps;
  std::copy(ps.begin(), ps.end(), std::ostream_iterator<P>(std::cout, " "));
  std::istream_iterator<int> in(std::cin);
  return 0;
}
