// Ordered containers and priority_queue with a Compare: std::greater, std::less (the default, one
// type with it left out), the transparent std::less<> and std::greater<>, a lambda passed to the
// constructor or default-constructed (decltype), a function pointer. The
// priority_queue keeps libstdc++'s heap, so its comparator is called as often as under g++.
#include <map>
#include <set>
#include <queue>
#include <vector>
#include <string>
#include <iostream>
#include <functional>
#include <algorithm>
bool byLen(const std::string& a, const std::string& b) { return a.size() < b.size(); }
int main() {
  std::map<int, int, std::greater<int>> m; m[1] = 2; m[3] = 4; m[2] = 0;
  for (auto& kv : m) std::cout << kv.first << ":" << kv.second << " ";
  std::cout << "\n";
  std::set<int, std::greater<int>> s = {1, 5, 3};
  for (int x : s) std::cout << x << " ";
  std::cout << *s.begin() << " " << (s.lower_bound(4) == s.end() ? -1 : *s.lower_bound(4)) << "\n";
  std::set<int, std::less<int>> plain = {2, 1};
  std::set<int> same = plain;
  std::cout << same.size() << "\n";
  std::priority_queue<int, std::vector<int>, std::greater<int>> pq; pq.push(3); pq.push(1); pq.push(2);
  while (!pq.empty()) { std::cout << pq.top() << " "; pq.pop(); }
  std::cout << "\n";
  int calls = 0;
  auto cmp = [&calls](int a, int b) { ++calls; return a % 10 < b % 10; };
  std::set<int, decltype(cmp)> byDigit(cmp);
  int d[] = {13, 21, 43, 5, 11, 36};
  for (int x : d) byDigit.insert(x);
  for (int x : byDigit) std::cout << x << " ";
  std::cout << "\n";
  std::multiset<std::string, bool (*)(const std::string&, const std::string&)> words(byLen);
  std::vector<std::string> ws = {"ccc", "a", "bb", "dd", "e"};
  for (std::string w : ws) words.insert(w);
  for (auto& w : words) std::cout << w << " ";
  std::cout << "\n";
  int pcalls = 0;
  auto pc = [&pcalls](int a, int b) { ++pcalls; return a > b; };
  std::priority_queue<int, std::vector<int>, decltype(pc)> q(pc);
  int e[] = {5, 1, 8, 3, 9, 2, 7};
  for (int x : e) q.push(x);
  while (!q.empty()) { std::cout << q.top() << " "; q.pop(); }
  std::cout << pcalls << "\n";
  // C++20 default-constructs a lambda that captures nothing.
  auto desc = [](int a, int b) { return a > b; };
  std::set<int, decltype(desc)> t;
  t.insert(3); t.insert(7); t.insert(5); t.insert(7);
  for (int x : t) std::cout << x;
  std::map<int, char, decltype(desc)> dm;
  dm[1] = 'a'; dm[2] = 'b';
  for (auto [k, v] : dm) std::cout << k << v;
  std::cout << " " << t.count(5) << dm.count(3) << "\n";
  // The transparent std::less<> and std::greater<>.
  std::set<int, std::less<>> tl = {3, 1, 2};
  for (int x : tl) std::cout << x;
  std::map<std::string, int, std::greater<>> tg = {{"a", 1}, {"c", 3}, {"b", 2}};
  for (auto& [k, v] : tg) std::cout << k << v;
  std::vector<double> dv = {2.5, -1, 7};
  std::sort(dv.begin(), dv.end(), std::greater<>());
  for (double x : dv) std::cout << " " << x;
  std::priority_queue<int, std::vector<int>, std::greater<>> tq;
  tq.push(4); tq.push(2); tq.push(8);
  std::cout << " " << tq.top() << "\n";
  std::multimap<std::string, int, std::greater<std::string>> mm;
  mm.insert({"a", 1}); mm.insert({"b", 2}); mm.insert({"a", 3});
  for (auto& [k, v] : mm) std::cout << k << v << " ";
  std::cout << "\n";
}
