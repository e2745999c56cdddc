// Containers of containers as keys and elements: std::vector keys of set, map, multiset (their
// ordering is the vector's lexicographic `<`), pairs of vectors, vectors of vectors and of
// strings; dereferencing the elements (`*it`, `it->size()`, range for), find/count/erase by a
// vector, a vector grown by push_back (capacity past its size) as a key; vectors in priority queues,
// lists and unordered containers with the program's Hash.
#include <cstddef>
#include <iostream>
#include <list>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

struct VecHash {
  std::size_t operator()(const std::vector<int>& v) const {
    std::size_t h = 0;
    for (int x : v) h = h * 131 + static_cast<std::size_t>(x);
    return h;
  }
};

void print(const std::vector<int>& v) {
  std::cout << "[";
  for (std::size_t i = 0; i < v.size(); i++) std::cout << (i ? "," : "") << v[i];
  std::cout << "]";
}

int main() {
  std::set<std::vector<int>> sv;
  std::vector<int> a = {1, 2};
  sv.insert(a);
  sv.insert(std::vector<int>{0, 5, 6});
  sv.insert(std::vector<int>{1});
  sv.insert(std::vector<int>{1, 2});
  sv.insert(std::vector<int>());
  std::vector<int> grown;
  for (int i = 0; i < 5; i++) grown.push_back(i);  // capacity 8, size 5
  sv.insert(grown);
  for (auto& v : sv) {
    print(v);
    std::cout << v.size() << " ";
  }
  std::cout << "\n" << sv.size() << " " << sv.begin()->size() << " " << (*sv.find(a))[1] << " " << sv.count(a) << sv.count(std::vector<int>{9}) << "\n";
  auto it = sv.lower_bound(std::vector<int>{0, 9});
  print(*it);
  ++it;
  print(*it);
  std::cout << " " << sv.erase(a) << sv.erase(a) << " " << sv.size() << "\n";
  std::vector<int> probe = {0, 1, 2, 3, 4};
  std::cout << (sv.find(probe) != sv.end()) << " " << sv.rbegin()->size() << "\n";

  std::map<std::vector<int>, std::string> names;
  names[std::vector<int>{3, 1}] = "three-one";
  names[std::vector<int>(1, 3)] = "three";
  names[a] = "a";
  names.insert(std::make_pair(std::vector<int>{2, 9, 9}, std::string("two")));
  for (const auto& kv : names) {
    print(kv.first);
    std::cout << "=" << kv.second << " ";
  }
  std::cout << names.at(std::vector<int>{3}) << " " << names.count(std::vector<int>{3, 1}) << "\n";

  std::multiset<std::vector<double>> ms;
  ms.insert(std::vector<double>{1.5, 2});
  ms.insert(std::vector<double>{1.5});
  ms.insert(std::vector<double>{1.5, 2});
  ms.insert(std::vector<double>{-0.5, 7});
  for (const auto& v : ms) std::cout << v.size() << ":" << v.back() << " ";
  std::cout << ms.count(std::vector<double>{1.5, 2}) << "\n";

  std::set<std::pair<std::vector<int>, int>> pv;
  pv.insert(std::make_pair(std::vector<int>{2}, 1));
  pv.insert(std::make_pair(std::vector<int>{1, 7}, 5));
  pv.insert(std::make_pair(std::vector<int>{2}, 0));
  for (const auto& p : pv) {
    print(p.first);
    std::cout << p.second << " ";
  }
  std::cout << pv.begin()->first.size() << "\n";

  std::set<std::vector<std::vector<int>>> nested;
  std::vector<std::vector<int>> g1 = {{1, 2}, {3}};
  std::vector<std::vector<int>> g2 = {{1, 2}};
  std::vector<std::vector<int>> g3 = {{0, 9}, {9}};
  nested.insert(g1);
  nested.insert(g2);
  nested.insert(g3);
  nested.insert(g1);
  for (const auto& g : nested) {
    for (const auto& v : g) print(v);
    std::cout << " ";
  }
  std::cout << nested.size() << " " << nested.count(g2) << "\n";

  std::set<std::vector<std::string>> words;
  words.insert(std::vector<std::string>{"b", "a"});
  words.insert(std::vector<std::string>{"a", "z", "z"});
  words.insert(std::vector<std::string>{"b"});
  for (const auto& w : words) std::cout << w[0] << w.size() << " ";
  std::cout << "\n";

  std::map<std::string, std::vector<int>> byName;
  byName["x"] = a;
  byName["y"].push_back(4);
  byName["y"].push_back(5);
  std::map<std::string, std::vector<int>> copy = byName;
  copy["x"].push_back(3);
  std::cout << (copy == byName) << " " << byName["x"].size() << copy["x"].size() << " " << byName.at("y")[1] << "\n";
  copy["x"].pop_back();
  std::cout << (copy == byName) << "\n";

  std::priority_queue<std::vector<int>> pq;
  pq.push(std::vector<int>{1, 2});
  pq.push(std::vector<int>{1, 2, 0});
  pq.push(std::vector<int>{0, 9});
  while (!pq.empty()) {
    print(pq.top());
    pq.pop();
  }
  std::cout << "\n";

  std::list<std::vector<int>> l;
  l.push_back(std::vector<int>{3});
  l.push_back(std::vector<int>{1, 1});
  l.push_back(std::vector<int>{3});
  l.push_front(std::vector<int>{2});
  l.sort();
  for (const auto& v : l) print(v);
  l.remove(std::vector<int>{3});
  std::cout << " " << l.size() << " " << l.front()[1] << "\n";

  std::unordered_map<std::vector<int>, int, VecHash> counts;
  for (int i = 0; i < 12; i++) counts[std::vector<int>{i % 4, i % 3}]++;
  counts[a] = 100;
  for (const auto& kv : counts) {
    print(kv.first);
    std::cout << kv.second << " ";
  }
  std::cout << counts.size() << " " << counts.count(std::vector<int>{1, 1}) << " " << counts.find(a)->first.size() << "\n";

  std::unordered_set<std::vector<int>, VecHash> seen;
  seen.insert(grown);
  seen.insert(std::vector<int>{0, 1, 2, 3, 4});
  seen.insert(std::vector<int>{4});
  for (const auto& v : seen) std::cout << v.size() << " ";
  std::cout << seen.size() << "\n";
  return 0;
}
