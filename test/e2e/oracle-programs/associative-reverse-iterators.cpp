// Reverse iterators of std::map, std::set, std::list, std::multiset and std::multimap: rbegin/rend
// and their const forms in loops, ++ and -- both ways, writing through them, std::next, std::prev
// and std::distance.
#include <map>
#include <set>
#include <list>
#include <iostream>
#include <iterator>
#include <string>
int main() {
  std::map<int, std::string> m = {{1, "a"}, {2, "b"}, {3, "c"}};
  for (auto it = m.rbegin(); it != m.rend(); ++it) std::cout << it->first << (*it).second << " ";
  std::cout << "\n";
  auto r = m.rbegin();
  r->second = "z";
  r++;
  std::cout << r->first << " " << m[3] << " " << std::distance(m.rbegin(), m.rend()) << "\n";
  std::set<int> s = {5, 1, 9, 3};
  for (auto it = s.crbegin(); it != s.crend(); it++) std::cout << *it;
  std::cout << " " << *std::next(s.rbegin(), 2) << " " << *std::prev(s.rend()) << "\n";
  std::list<int> l = {1, 2, 3};
  for (auto it = l.rbegin(); it != l.rend(); ++it) *it *= 10;
  for (auto it = l.rbegin(); it != l.rend(); ++it) std::cout << *it << " ";
  std::multiset<int> ms = {2, 2, 1};
  auto e = ms.rend(); --e;
  std::cout << *e << "\n";
  std::multimap<int, int> mm = {{1, 1}, {1, 2}, {0, 5}};
  for (auto it = mm.rbegin(); it != mm.rend(); ++it) std::cout << it->first << it->second << " ";
  std::cout << "\n";
}
