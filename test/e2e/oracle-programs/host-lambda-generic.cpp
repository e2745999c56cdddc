// Generic lambdas: each call with new argument types is an instance of its own, also the calls a
// std algorithm makes.
#include <algorithm>
#include <numeric>
#include <iostream>
#include <string>
#include <vector>
int main() {
  int k = 2;
  auto add = [k](auto x) { return x + k; };
  std::cout << add(1) << " " << add(1.5) << " " << add(3) << "\n";
  auto twice = [](auto f, int v) { return f(f(v)); };
  std::cout << twice(add, 3) << "\n";
  auto show = [](const auto& a, const auto& b) { std::cout << a << "/" << b << "\n"; };
  show(1, std::string("x"));
  show(2.5, 'c');
  std::vector<int> v{1, 2, 3};
  int total = 0;
  auto acc = [&total](auto& container) { for (auto x : container) total += x; };
  acc(v);
  std::cout << total << "\n";
  std::vector<int> w{5, 2, 8, 1, 9};
  std::sort(w.begin(), w.end(), [](const auto& a, const auto& b) { return a > b; });
  for (auto x : w) std::cout << x << " ";
  std::cout << "\n";
  int limit = 4;
  std::cout << std::count_if(w.begin(), w.end(), [limit](auto x) { return x > limit; }) << "\n";
  std::vector<double> halves(w.size());
  std::transform(w.begin(), w.end(), halves.begin(), [](auto x) { return x / 2.0; });
  std::for_each(halves.begin(), halves.end(), [](auto x) { std::cout << x << " "; });
  std::cout << "\n";
  std::cout << std::accumulate(w.begin(), w.end(), 0.5, [](auto acc, auto x) { return acc + x; }) << "\n";
  return 0;
}
