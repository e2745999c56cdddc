// The range constructors of std::set, multiset, map, multimap, list, unordered_set and
// unordered_map, and their insert(first, last), from two iterators into a std::vector or a C
// array (also part of one, and reversed): each element inserted in order, so a set keeps the
// first of equal keys and a map the first value given for a key; and insert(hint, x).
#include <functional>
#include <iostream>
#include <list>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>
struct ByLength {
  bool operator()(const std::string& a, const std::string& b) const { return a.size() < b.size(); }
};
int main() {
  std::vector<int> v{5, 3, 5, 1, 3, 8};
  std::set<int> unique(v.begin(), v.end());
  std::multiset<int> all(v.begin() + 1, v.end());
  std::set<int, std::greater<int>> down(v.begin(), v.end());
  std::list<int> backwards(v.rbegin(), v.rend());
  for (int x : unique) std::cout << x << " ";
  std::cout << "| ";
  for (int x : all) std::cout << x << " ";
  std::cout << "| ";
  for (int x : down) std::cout << x << " ";
  std::cout << "| ";
  for (int x : backwards) std::cout << x << " ";
  std::cout << "\n";
  int a[] = {9, 8, 9, 7};
  std::set<int> fromArray(a, a + 4);
  std::list<int> firstTwo(std::begin(a), std::begin(a) + 2);
  std::cout << fromArray.size() << *fromArray.begin() << firstTwo.back() << "\n";
  std::vector<std::string> words{"pear", "fig", "plum", "apple", "kiwi"};
  std::set<std::string> sorted(words.begin(), words.end());
  std::set<std::string, ByLength> byLength(words.begin(), words.end());
  for (const auto& w : sorted) std::cout << w << " ";
  std::cout << "| ";
  for (const auto& w : byLength) std::cout << w << " ";
  std::cout << "\n";
  std::vector<std::pair<std::string, int>> pairs{{"b", 2}, {"a", 1}, {"b", 20}, {"c", 3}};
  std::map<std::string, int> m(pairs.begin(), pairs.end());
  std::multimap<std::string, int> mm(pairs.begin(), pairs.end());
  for (const auto& kv : m) std::cout << kv.first << kv.second << " ";
  std::cout << "| ";
  for (const auto& kv : mm) std::cout << kv.first << kv.second << " ";
  std::cout << "\n";
  std::vector<int> many;
  for (int i = 0; i < 30; i++) many.push_back((i * 37) % 101);
  std::unordered_set<int> hashed(many.begin(), many.end());
  for (int x : hashed) std::cout << x << " ";
  std::cout << hashed.bucket_count() << "\n";
  std::unordered_map<std::string, int> counts(pairs.begin(), pairs.end());
  std::cout << counts.size() << counts["b"] << "\n";
  std::set<int> more{0, 5};
  more.insert(v.begin(), v.end());
  more.insert(std::begin(a), std::end(a));
  m.insert(pairs.begin() + 2, pairs.end());
  std::unordered_set<int> seen;
  seen.insert(v.rbegin(), v.rend());
  for (int x : more) std::cout << x << " ";
  std::cout << "| " << m["b"] << m.size() << " " << seen.size() << "\n";
  // insert(hint, x) of unique keys: the element's place does not depend on the hint.
  auto at = more.insert(more.begin(), 4);
  auto again = more.insert(more.end(), 4);
  auto z = m.insert(m.begin(), {"z", 26});
  std::cout << *at << *again << more.size() << " " << z->first << z->second << m.rbegin()->first << "\n";
  return 0;
}
