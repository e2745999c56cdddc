// std::map with struct values and string keys: value semantics, iteration in key order,
// erase while iterating, lower/upper_bound, multimap, and std::map inside a struct.
#include <iostream>
#include <map>
#include <string>
#include <vector>

struct Account {
  std::string owner;
  int balance;
  std::vector<int> history;
};

struct Registry {
  std::map<int, std::string> names;
  int next = 1;
};

int main() {
  std::map<std::string, Account> accounts;
  accounts["bob"] = {"Bob", 10, {}};
  accounts["alice"].owner = "Alice";
  accounts["alice"].balance += 5;
  accounts["alice"].history.push_back(5);
  Account copy = accounts["bob"];
  copy.balance = 999;
  std::cout << accounts["bob"].balance << " " << copy.balance << "\n";
  for (const auto& kv : accounts) {
    std::cout << kv.first << ": " << kv.second.owner << " " << kv.second.balance << " " << kv.second.history.size() << "\n";
  }
  std::map<std::string, Account> snapshot = accounts;
  snapshot["alice"].balance = -1;
  std::cout << accounts["alice"].balance << " " << snapshot["alice"].balance << "\n";

  std::map<int, int> squares;
  for (int i = 0; i < 10; ++i) squares[i * 3 % 10] = i * i;
  for (auto it = squares.begin(); it != squares.end();) {
    if (it->first % 2 == 0) it = squares.erase(it);
    else ++it;
  }
  for (auto& kv : squares) { kv.second += 1; std::cout << kv.first << "->" << kv.second << " "; }
  std::cout << "\n";
  auto lb = squares.lower_bound(4);
  auto ub = squares.upper_bound(5);
  std::cout << lb->first << " " << ub->first << " " << (squares.upper_bound(9) == squares.end()) << "\n";
  std::cout << squares.erase(7) << squares.erase(8) << " " << squares.size() << "\n";
  auto last = squares.end();
  --last;
  std::cout << "last " << last->first << "\n";

  std::multimap<int, std::string> events;
  events.insert({2, "b"});
  events.insert({1, "a"});
  events.insert({2, "c"});
  events.emplace(1, "d");
  std::cout << events.count(2) << " " << events.size() << "\n";
  for (const auto& e : events) std::cout << e.first << e.second << " ";
  std::cout << "\n";

  Registry r;
  r.names[r.next++] = "first";
  r.names[r.next++] = "second";
  Registry r2 = r;
  r2.names[1] = "changed";
  std::cout << r.names[1] << " " << r2.names[1] << " " << r.names.size() << "\n";

  std::map<double, std::vector<int>> buckets;
  buckets[0.5].push_back(1);
  buckets[-1.25].push_back(2);
  buckets[0.5].push_back(3);
  for (const auto& b : buckets) std::cout << b.first << ":" << b.second.size() << " ";
  std::cout << "\n";
  std::cout << (squares.find(100) == squares.end()) << " " << squares.empty() << "\n";
  // A key with side effects is evaluated once by a compound assignment.
  std::map<int, int> counts;
  std::map<int, Account> byId;
  int id = 0;
  counts[id++] += 5;
  counts[id++]++;
  byId[id++].balance += 4;
  int k = (counts[id++] -= 2);
  std::cout << id << " " << counts.size() << " " << counts[0] << counts[1] << byId[2].balance << k << "\n";
  squares.clear();
  std::cout << squares.empty() << "\n";
  return 0;
}
