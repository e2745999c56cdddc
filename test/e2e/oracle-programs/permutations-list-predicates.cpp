// std::next_permutation / prev_permutation (libstdc++'s steps: repeated elements give each
// distinct arrangement once; the last arrangement wraps around to the first and returns false),
// with and without a comparator, over a vector, a C array and a std::string; std::list's
// remove_if, sort(comp) and unique(pred), also of class objects; std::nan and std::nanf("").
#include <algorithm>
#include <cmath>
#include <functional>
#include <iostream>
#include <list>
#include <string>
#include <vector>
struct Job { std::string name; int cost; };
int main() {
  std::vector<int> v{1, 2, 2};
  int count = 0;
  do { for (int x : v) std::cout << x; std::cout << " "; count++; } while (std::next_permutation(v.begin(), v.end()));
  std::cout << count << " " << v[0] << v[1] << v[2] << "\n";
  int a[4] = {4, 3, 1, 2};
  bool more = std::prev_permutation(a, a + 4);
  std::cout << more << a[0] << a[1] << a[2] << a[3] << "\n";
  std::string s = "cba";
  std::cout << std::next_permutation(s.begin(), s.end()) << s << "\n";
  std::string word = "abc";
  while (std::prev_permutation(word.begin(), word.end(), std::greater<char>())) std::cout << word << " ";
  std::cout << word << "\n";
  std::vector<Job> jobs{{"c", 3}, {"a", 1}, {"b", 2}};
  auto byCost = [](const Job& x, const Job& y) { return x.cost < y.cost; };
  std::sort(jobs.begin(), jobs.end(), byCost);
  do { for (const Job& j : jobs) std::cout << j.name; std::cout << " "; } while (std::next_permutation(jobs.begin(), jobs.end(), byCost));
  std::cout << "\n";
  std::vector<double> one{1.5};
  std::cout << std::next_permutation(one.begin(), one.end()) << std::prev_permutation(one.begin(), one.begin()) << "\n";

  std::list<int> l{5, 1, 4, 4, 2, 8, 8, 8, 3, 6};
  std::cout << l.remove_if([](int x) { return x % 4 == 0; }) << " ";
  for (int x : l) std::cout << x; std::cout << "\n";
  l.sort(std::greater<int>());
  for (int x : l) std::cout << x; std::cout << "\n";
  std::list<int> runs{1, 2, 3, 7, 8, 20, 21, 40};
  std::cout << runs.unique([](int kept, int x) { return x - kept < 3; }) << " ";
  for (int x : runs) std::cout << x << " "; std::cout << "\n";
  std::list<Job> queue{{"x", 5}, {"y", 1}, {"z", 5}, {"w", 3}, {"v", 1}};
  queue.sort([](const Job& p, const Job& q) { return p.cost < q.cost; });
  for (const Job& j : queue) std::cout << j.name << j.cost; std::cout << "\n";
  queue.unique([](const Job& p, const Job& q) { return p.cost == q.cost; });
  queue.remove_if([](const Job& j) { return j.name == "w"; });
  for (const Job& j : queue) std::cout << j.name; std::cout << " " << queue.size() << "\n";

  double n = std::nan("");
  float f = std::nanf("");
  std::cout << std::isnan(n) << std::isnan(f) << (n == n) << (f != f) << std::signbit(n) << " " << n << " " << f << "\n";
  return 0;
}
