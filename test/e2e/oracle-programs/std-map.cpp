#include <iostream>
#include <map>
#include <string>
int main() {
  std::map<std::string, int> m;
  m["b"] = 2;
  m["a"] += 1;
  m["c"]++;
  m["a"] += 10;
  for (auto& kv : m) std::cout << kv.first << "=" << kv.second << "\n";
  for (const auto& kv : m) std::cout << kv.first << ";";
  std::cout << m.size() << " " << m.count("a") << " " << m.count("z") << "\n";
  auto it = m.find("b");
  if (it != m.end()) { std::cout << it->first << " " << it->second << "\n"; it->second = 42; }
  std::cout << m.at("b") << "\n";
  m.erase("a");
  std::cout << m.size() << " " << m.begin()->first << "\n";
  auto r = m.insert({"d", 4});
  std::cout << r.second << " " << r.first->second << "\n";
  auto r2 = m.insert({"d", 5});
  std::cout << r2.second << " " << r2.first->second << "\n";
  try { m.at("zz"); } catch (const std::out_of_range& e) { std::cout << "oor " << e.what() << "\n"; }
  std::map<int, int> sq = {{3, 9}, {1, 1}, {2, 4}};
  for (auto it2 = sq.begin(); it2 != sq.end(); ++it2) std::cout << it2->first << ":" << it2->second << " ";
  std::cout << "\n";
  std::map<std::string, int> copy = m;
  copy["b"] = 0;
  std::cout << m["b"] << " " << copy["b"] << "\n";
  return 0;
}
