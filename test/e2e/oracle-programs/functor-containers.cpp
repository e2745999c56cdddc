// Ordered containers and priority_queue ordered by a function object of the program's class:
// default-constructed (value-initialised) or passed to the constructor; each container holds its
// own copy.
#include <map>
#include <set>
#include <queue>
#include <string>
#include <vector>
#include <cstdio>

struct Descending {
  bool operator()(int a, int b) const { return a > b; }
};

struct ByLength {
  bool operator()(const std::string& a, const std::string& b) const { return a.size() < b.size(); }
};

struct ByRemainder {
  int m;
  ByRemainder() : m(10) {}
  explicit ByRemainder(int m) : m(m) {}
  bool operator()(int a, int b) const { return a % m < b % m; }
};

// Takes keys of another arithmetic type: each key converts at the call.
struct LessAsLongLong {
  bool operator()(long long a, long long b) const { return a < b; }
};

struct Base {
  bool operator()(double a, double b) const { return a > b; }
};
struct Derived : Base {};

int main() {
  std::map<int, std::string, Descending> names;
  names[1] = "one"; names[3] = "three"; names[2] = "two"; names[10] = "ten";
  for (auto& kv : names) printf("%d=%s ", kv.first, kv.second.c_str());
  printf("| first %d, count(3) %d, find(2) %s\n", names.begin()->first, (int)names.count(3), names.find(2)->second.c_str());
  auto lb = names.lower_bound(5);
  printf("lower_bound(5): %d\n", lb->first);

  std::set<std::string, ByLength> words;
  const char* list[] = {"pear", "fig", "banana", "kiwi", "apple", "plum", "date"};
  for (const char* w : list) words.insert(w);
  for (const std::string& w : words) printf("%s ", w.c_str());
  printf("(%d)\n", (int)words.size());

  std::set<int, ByRemainder> tens, sevens(ByRemainder(7));
  int values[] = {15, 23, 8, 31, 44, 57};
  for (int v : values) { tens.insert(v); sevens.insert(v); }
  for (int v : tens) printf("%d ", v);
  printf("| ");
  for (int v : sevens) printf("%d ", v);
  printf("\n");
  ByRemainder fives(5);
  std::multiset<int, ByRemainder> byFive(fives);
  fives.m = 2;  // the container holds its own copy
  for (int v : values) byFive.insert(v);
  for (int v : byFive) printf("%d ", v);
  printf("\n");
  std::set<int, ByRemainder> copy = sevens;
  copy.insert(70);
  printf("copy %d, original %d\n", (int)copy.size(), (int)sevens.size());

  std::priority_queue<int, std::vector<int>, Descending> smallest;
  for (int v : values) smallest.push(v);
  while (!smallest.empty()) { printf("%d ", smallest.top()); smallest.pop(); }
  printf("\n");
  std::priority_queue<int, std::vector<int>, ByRemainder> byRemainder(ByRemainder(4));
  for (int v : values) byRemainder.push(v);
  while (!byRemainder.empty()) { printf("%d ", byRemainder.top()); byRemainder.pop(); }
  printf("\n");

  std::set<int, LessAsLongLong> converted;
  for (int i = 0; i < 20; i++) converted.insert((i * 7919) % 101);
  printf("converted %d: %d %d\n", (int)converted.size(), *converted.begin(), *converted.rbegin());

  std::map<double, int, Derived> inherited;
  inherited[0.5] = 1; inherited[2.5] = 2; inherited[1.5] = 3;
  for (auto& kv : inherited) printf("%.1f:%d ", kv.first, kv.second);
  printf("\n");
  return 0;
}
