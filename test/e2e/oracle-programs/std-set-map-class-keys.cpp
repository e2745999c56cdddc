// std::set, multiset, map and multimap of class keys ordered by the class's operator< (member or
// free), by std::greater<Key> (its operator>), by a function object class or a lambda: C++ orders
// by comp(a, b) and treats keys as equal when neither is less (multiset.count of {-5, 0} and
// {0, 5}, which the free operator< finds equally far from the origin).
#include <set>
#include <map>
#include <string>
#include <iostream>
#include <functional>
struct Name {
  std::string last, first;
  bool operator<(const Name& o) const { return last != o.last ? last < o.last : first < o.first; }
  bool operator>(const Name& o) const { return o < *this; }
  bool operator==(const Name& o) const { return last == o.last && first == o.first; }
};
struct Pt { int x, y; };
bool operator<(const Pt& a, const Pt& b) { return a.x * a.x + a.y * a.y < b.x * b.x + b.y * b.y; }
struct ByX { bool operator()(const Pt& a, const Pt& b) const { return a.x < b.x; } };
struct Holder { std::set<Pt> pts; std::map<Name, int> ages; };
int main() {
  std::set<Name> s = {{"b", "x"}, {"a", "z"}, {"b", "a"}, {"a", "z"}};
  for (const Name& n : s) std::cout << n.last << n.first << " ";
  std::cout << s.size() << "\n";
  std::set<Name, std::greater<Name>> g; for (auto& n : s) g.insert(n);
  for (const auto& n : g) std::cout << n.last << n.first << " ";
  std::cout << "\n";
  std::multiset<Pt> ms{{3, 4}, {5, 0}, {1, 1}, {0, 5}, {4, 3}};
  for (auto p : ms) std::cout << p.x << p.y << " ";
  std::cout << ms.count({-5, 0}) << "\n";
  auto it = ms.find({0, -5});
  std::cout << (it != ms.end()) << it->x << "\n";
  ms.erase(Pt{1, 1});
  std::cout << ms.size() << " " << ms.lower_bound({2, 2})->x << "\n";
  std::map<Name, int> m;
  m[{"k", "j"}] = 3; m[{"a", "b"}] = 5; m.insert({{"k", "j"}, 9});
  m.emplace(Name{"c", "d"}, 7);
  for (auto& [k, v] : m) std::cout << k.last << k.first << "=" << v << " ";
  std::cout << m.at({"c", "d"}) << "\n";
  Holder h; h.pts.insert({2, 2}); h.pts.insert({1, 0}); h.ages[{"z", "z"}] = 1;
  Holder h2 = h; h2.pts.insert({0, 0});
  std::cout << h.pts.size() << h2.pts.size() << h2.pts.begin()->x << h2.ages.size() << "\n";
  std::set<Name> copy = s; copy.insert({"0", "0"});
  std::cout << copy.begin()->last << s.begin()->last << "\n";
  std::multimap<Pt, int> mm; mm.insert({{1, 2}, 1}); mm.insert({{2, 1}, 2}); mm.insert({{0, 1}, 3});
  for (auto& kv : mm) std::cout << kv.second; std::cout << "\n";
  for (auto r = s.rbegin(); r != s.rend(); ++r) std::cout << r->first; std::cout << "\n";
  auto byY = [](const Pt& p, const Pt& q) { return p.y < q.y; };
  std::set<Pt, decltype(byY)> ys(byY); ys.insert({1, 5}); ys.insert({2, 4}); ys.insert({9, 4});
  std::cout << ys.size() << ys.begin()->x << "\n";
  std::map<Pt, std::string, ByX> xs; xs[{2, 0}] = "two"; xs[{1, 9}] = "one"; xs[{2, 7}] = xs[{2, 7}] + "!";
  for (auto& kv : xs) std::cout << kv.first.x << kv.first.y << kv.second << " ";
  std::cout << xs.count({1, 0}) << (xs.find({3, 3}) == xs.end()) << "\n";
  return 0;
}
