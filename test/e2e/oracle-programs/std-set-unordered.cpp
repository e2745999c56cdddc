// std::set, std::multiset, std::unordered_map and std::unordered_set. The unordered ones print
// only what does not depend on their iteration order (sizes, lookups, sorted copies, sums).
#include <algorithm>
#include <iostream>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

int main() {
  std::set<int> s;
  int digits[] = {5, 1, 4, 1, 5, 9, 2, 6};
  for (int x : digits) s.insert(x);
  auto r = s.insert(4);
  auto r2 = s.insert(3);
  std::cout << r.second << " " << *r.first << " " << r2.second << " " << *r2.first << "\n";
  for (int x : s) std::cout << x << " ";
  std::cout << "| " << s.size() << " " << s.count(9) << " " << s.count(7) << "\n";
  s.erase(1);
  s.erase(s.find(9));
  std::cout << *s.begin() << " " << *s.lower_bound(5) << " " << (s.find(42) == s.end()) << "\n";
  std::set<std::string> words = {"pear", "apple", "fig", "apple"};
  for (const auto& w : words) std::cout << w << ",";
  std::cout << "\n";

  std::multiset<int> ms = {3, 1, 3, 2, 3};
  std::cout << ms.count(3) << " " << ms.size() << "\n";
  ms.erase(ms.find(3));
  for (auto it = ms.begin(); it != ms.end(); it++) std::cout << *it;
  std::cout << "\n";

  std::unordered_map<std::string, int> freq;
  std::vector<std::string> text = {"a", "b", "a", "c", "b", "a"};
  for (const auto& w : text) freq[w]++;
  std::cout << freq.size() << " " << freq["a"] << " " << freq.at("b") << " " << freq.count("z") << "\n";
  std::vector<std::string> keys;
  int total = 0;
  for (const auto& kv : freq) { keys.push_back(kv.first); total += kv.second; }
  std::sort(keys.begin(), keys.end());
  for (const auto& k : keys) std::cout << k;
  std::cout << " " << total << "\n";
  freq.erase("a");
  std::cout << freq.size() << " " << (freq.find("a") == freq.end()) << "\n";
  try {
    freq.at("zzz");
  } catch (const std::out_of_range& e) {
    std::cout << "caught " << e.what() << "\n";
  }

  std::unordered_set<int> seen;
  int dups = 0;
  int values[] = {4, 8, 15, 16, 23, 42, 8, 4};
  for (int x : values) {
    if (!seen.insert(x).second) dups++;
  }
  std::cout << seen.size() << " " << dups << " " << seen.count(15) << "\n";
  return 0;
}
