// A container assigned as a whole keeps its identity: references to it (and to members and
// elements holding containers) see the assigned contents, as in C++.
#include <cstdio>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <vector>

struct Holder { std::vector<int> v; std::map<std::string, int> names; };

void refill(std::vector<int>& r, const std::vector<int>& w) { r = w; }

int main() {
  std::vector<int> v(3, 1), w(2, 2);
  std::vector<int>& r = v;
  v = w;
  printf("%d\n", (int)r.size());
  r = std::vector<int>(5, 4);
  printf("%d %d\n", (int)v.size(), v[4]);
  refill(v, std::vector<int>(7));
  printf("%d\n", (int)r.size());

  std::vector<float> f(3, 1.5f);
  const std::vector<float>& cf = f;
  f = std::vector<float>(1, 2.5f);
  printf("%d %.1f\n", (int)cf.size(), cf[0]);

  std::map<int, int> m, n;
  n[1] = 2; n[3] = 4;
  std::map<int, int>& rm = m;
  m = n;
  n[5] = 6;
  printf("%d %d\n", (int)rm.size(), (int)n.size());

  std::deque<int> d, e;
  e.push_back(1); e.push_back(2);
  auto& rd = d;
  d = e;
  printf("%d\n", (int)rd.size());

  std::set<std::string> names, more{"b", "a"};
  auto& rn = names;
  names = more;
  printf("%d %s\n", (int)rn.size(), rn.begin()->c_str());

  Holder h;
  auto& rv = h.v;
  auto& rnames = h.names;
  h.v = std::vector<int>(6);
  h.names = {{"x", 1}};
  printf("%d %d\n", (int)rv.size(), (int)rnames.size());

  std::vector<std::vector<int>> vv(2);
  auto& r0 = vv[0];
  vv[0] = std::vector<int>(9);
  printf("%d\n", (int)r0.size());
  std::vector<std::string> strings(3, "s");
  auto& rs = strings;
  strings = std::vector<std::string>(1, "t");
  printf("%d %s\n", (int)rs.size(), rs[0].c_str());
  return 0;
}
