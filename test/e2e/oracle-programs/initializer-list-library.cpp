// The standard library's initializer_list overloads: std::min/max/minmax of a named list (with
// and without a comparator), a vector's insert(pos, {...}) and a set's insert({...}).
#include <algorithm>
#include <initializer_list>
#include <iostream>
#include <set>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

struct Item {
  int key;
  int order;
};

bool byKey(const Item& a, const Item& b) { return a.key < b.key; }

std::initializer_list<int> unused();

int main() {
  std::initializer_list<int> l = {4, 2, 9, 2, 9};
  std::cout << std::min(l) << " " << std::max(l) << "\n";
  std::cout << std::min({3, 1, 2}) << " " << std::max({3, 1, 2}) << "\n";
  auto p = std::minmax(l);
  std::cout << p.first << " " << p.second << "\n";
  auto greater = [](int a, int b) { return a > b; };
  std::cout << std::min(l, greater) << " " << std::max(l, greater) << "\n";

  // Equal elements: min is the first smallest, max the first largest, minmax's max the last largest.
  std::initializer_list<Item> items = {{2, 0}, {1, 1}, {3, 2}, {1, 3}, {3, 4}};
  Item lo = std::min(items, byKey);
  Item hi = std::max(items, byKey);
  auto both = std::minmax(items, byKey);
  std::cout << lo.order << " " << hi.order << " " << both.first.order << " " << both.second.order << "\n";

  std::vector<int> w = {1, 2};
  w.insert(w.end(), {7, 8});
  w.insert(w.begin() + 1, {w[0] + 10, w[3] + 20});
  w.insert(w.begin(), {});
  w.insert(w.begin(), {5});
  for (int x : w) std::cout << x << " ";
  std::cout << "\n";

  std::vector<std::string> words = {"c"};
  words.insert(words.begin(), {"a", "b"});
  for (const std::string& s : words) std::cout << s;
  std::cout << "\n";

  // `{1, 2}` does not make an initializer_list<pair<int, int>>: it is one pair.
  std::vector<std::pair<int, int>> pairs;
  pairs.insert(pairs.end(), {1, 2});
  pairs.insert(pairs.end(), {{3, 4}, {5, 6}});
  for (auto& q : pairs) std::cout << q.first << "," << q.second << " ";
  std::cout << "\n";

  std::set<int> s;
  s.insert({5});
  s.insert({3, 1, 3});
  s.insert({});
  for (int x : s) std::cout << x << " ";
  std::cout << s.size() << "\n";

  std::multiset<int> ms;
  ms.insert({2, 2, 1});
  for (int x : ms) std::cout << x << " ";
  std::cout << "\n";

  std::unordered_set<int> us;
  us.insert({4, 4, 6});
  std::cout << us.size() << " " << us.count(6) << "\n";

  std::set<std::string> names;
  names.insert({"bob", "al"});
  for (const auto& n : names) std::cout << n << " ";
  std::cout << "\n";
  return 0;
}
