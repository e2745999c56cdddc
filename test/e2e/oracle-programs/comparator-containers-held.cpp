// Containers ordered by a function object (or std::greater) made without a constructor argument:
// elements of C arrays, std::array, vectors and maps, class members, braced lists. Each gets its own
// value-initialised Compare(); each array element is its own container.
#include <array>
#include <functional>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

struct Desc {
  bool operator()(int a, int b) const { return a > b; }
};
struct ByLength {
  bool operator()(const std::string& a, const std::string& b) const { return a.size() < b.size(); }
};
struct Inventory {
  int count = 0;
  std::set<std::string, ByLength> names;
  void add(const std::string& s) { if (names.insert(s).second) count++; }
};

template <class C> void print(const C& c) {
  for (const auto& x : c) std::cout << x << " ";
  std::cout << "| ";
}

int main() {
  std::set<int, Desc> buckets[3];
  for (int i = 0; i < 10; i++) buckets[i % 3].insert(i);
  for (const auto& b : buckets) print(b);
  std::cout << "\n";

  std::vector<std::set<int, Desc>> v(2);
  v[0].insert(4); v[0].insert(7); v[1].insert(1); v[1].insert(9); v[1].insert(5);
  v.push_back(v[1]);
  v[2].insert(100);
  for (const auto& s : v) print(s);
  std::cout << "\n";

  std::vector<std::map<int, int, std::greater<int>>> maps(3);
  for (int i = 0; i < 9; i++) maps[i % 3][i] = i * i;
  for (const auto& m : maps) {
    for (const auto& kv : m) std::cout << kv.first << ":" << kv.second << " ";
    std::cout << "| ";
  }
  std::cout << "\n";

  std::map<std::string, std::multiset<int, Desc>> groups;
  groups["odd"].insert(3); groups["odd"].insert(1); groups["odd"].insert(3);
  groups["even"].insert(2); groups["even"].insert(8);
  for (const auto& g : groups) { std::cout << g.first << ": "; print(g.second); }
  std::cout << "\n";

  std::set<int, Desc> listed = {4, 9, -1, 4};
  std::multiset<int, Desc> many{2, 7, 2};
  print(listed);
  print(many);
  std::cout << "\n";

  std::vector<int> lists[3];
  for (int i = 0; i < 7; i++) lists[i % 3].push_back(i);
  for (const auto& l : lists) std::cout << l.size() << " ";
  std::cout << "\n";

  std::array<std::set<int, Desc>, 2> pair_of_sets;
  pair_of_sets[0].insert(1); pair_of_sets[0].insert(2); pair_of_sets[1].insert(3);
  for (const auto& s : pair_of_sets) print(s);
  std::cout << "\n";

  Inventory inv;
  std::vector<std::string> fruit = {"pear", "fig", "apple", "kiwi", "plum", "banana"};
  for (const auto& s : fruit) inv.add(s);
  Inventory copy = inv;
  copy.add("cherries");
  std::cout << inv.count << " " << copy.count << ": ";
  print(inv.names);
  print(copy.names);
  std::cout << "\n";
  return 0;
}
