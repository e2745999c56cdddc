// std::inserter into lists (also declared as std::insert_iterator) and sets ordered by std::greater; copies of a
// back_insert_iterator, and one assigned from another.
#include <algorithm>
#include <iostream>
#include <vector>
#include <list>
#include <set>
int main() {
  std::vector<int> v = {3, 1, 2};
  std::vector<int> w;
  std::copy(v.begin(), v.end(), std::back_inserter(w));
  std::list<int> l = {7, 8};
  auto it = std::inserter(l, l.end());
  *it = 9;
  *it++ = 10;
  std::insert_iterator<std::list<int>> named(l, l.begin());
  *named = 1;
  std::set<int, std::greater<int>> s;
  std::copy(v.begin(), v.end(), std::inserter(s, s.begin()));
  for (int x : w) std::cout << x;
  for (int x : l) std::cout << x;
  for (int x : s) std::cout << x;
  std::cout << "\n";
  auto bi = std::back_inserter(w);
  auto bi2 = bi;
  bi2 = std::back_inserter(w);
  *bi2 = 5;
  std::cout << w.size() << "\n";
  return 0;
}
