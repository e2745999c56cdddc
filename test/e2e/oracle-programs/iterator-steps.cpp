// std::distance, std::advance, std::next and std::prev: pointer arithmetic on vector and array
// iterators (src/sema/iterator-steps.ts), steps on map, set and list iterators (library/iterator.ts).
#include <array>
#include <iostream>
#include <iterator>
#include <list>
#include <map>
#include <set>
#include <vector>

int main() {
  std::vector<int> v = {1, 2, 3, 4, 5};
  auto b = v.begin();
  std::advance(b, 2);
  std::cout << *b << " " << std::distance(v.begin(), b) << " " << *std::next(b) << " " << *std::prev(b) << " " << *std::next(b, 2) << "\n";
  std::cout << std::distance(v.begin(), v.end()) << " " << *std::prev(v.end()) << " " << *std::next(v.begin()) << "\n";
  std::advance(b, -2);
  std::cout << *b << "\n";

  std::array<int, 3> a = {7, 8, 9};
  std::cout << *std::next(a.begin(), 2) << " " << std::distance(a.begin(), a.end()) << "\n";

  std::map<int, int> m = {{1, 10}, {2, 20}, {3, 30}, {4, 40}};
  auto it = m.begin();
  std::advance(it, 2);
  std::cout << it->first << " " << std::distance(m.begin(), it) << " " << std::next(it)->second << " " << std::prev(it)->first << "\n";
  std::cout << std::distance(m.begin(), m.end()) << " " << std::prev(m.end())->first << " " << (std::next(it, 2) == m.end()) << "\n";

  std::set<int> s = {5, 1, 3};
  std::cout << *std::next(s.begin()) << " " << *std::prev(s.end(), 3) << "\n";

  std::list<int> l = {7, 8, 9};
  auto li = std::next(l.begin(), 2);
  std::cout << *li << " " << std::distance(l.begin(), l.end()) << " " << std::distance(l.begin(), li) << "\n";
  std::advance(li, -1);
  std::cout << *li << "\n";
  return 0;
}
