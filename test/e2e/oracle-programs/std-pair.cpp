// std::pair: construction (value, default, converting), make_pair with decay, comparisons, get,
// tuple_size, swap, in vectors, as a map key, insert(make_pair) and insert({k, v}), copies of map entries.
#include <iostream>
#include <utility>
#include <vector>
#include <map>
#include <string>
#include <algorithm>
std::pair<int, int> mk(int a) { return std::make_pair(a, a + 1); }

int main() {
  std::pair<int, float> p(1, 2.5f);
  std::pair<double, double> q = p;
  std::pair<double, double> r(p);
  auto m = std::make_pair("abc", 2);
  std::cout << p.first << " " << p.second << " " << q.first << " " << r.second << " " << m.first << "\n";
  std::pair<int, int> a(1, 2), b(1, 3), c;
  std::cout << (a < b) << (a == b) << (a != b) << (a <= b) << (a > b) << (a >= b) << c.first << c.second << "\n";
  std::cout << std::get<0>(a) << std::get<1>(b) << std::tuple_size<std::pair<int, int>>::value << "\n";
  std::swap(a, b);
  std::cout << a.second << b.second << "\n";
  std::vector<std::pair<std::string, int>> v;
  v.push_back(std::make_pair(std::string("x"), 1));
  v.push_back({"y", 2});
  for (auto& e : v) std::cout << e.first << e.second << " ";
  std::cout << "\n";
  std::map<std::pair<int, int>, int> mp;
  mp[std::make_pair(2, 1)] = 5;
  mp.insert(std::make_pair(std::make_pair(1, 9), 3));
  mp.insert({{0, 0}, 7});
  for (auto& kv : mp) std::cout << kv.first.first << "," << kv.first.second << "=" << kv.second << " ";
  std::cout << "\n";
  std::map<int, std::string> ms;
  ms.insert(std::make_pair(3, std::string("three")));
  ms.insert({1, "one"});
  for (const auto& kv : ms) { std::pair<int, std::string> copy = kv; std::cout << copy.first << copy.second << " "; }
  std::cout << "\n";
  std::pair<int, int> lo = std::min(a, b), hi = std::max(a, b);
  std::cout << lo.second << hi.second << "\n";
  // std::count and binary_search of pairs (a value that is a call), std::min/max with a comparator, of strings and vectors.
  std::vector<std::pair<int, int>> w;
  for (int i = 0; i < 9; i++) w.push_back(mk(i % 3));
  std::cout << std::count(w.begin(), w.end(), mk(1)) << std::count(w.begin(), w.end(), mk(5)) << "\n";
  auto bySecond = [](const std::pair<int, int>& x, const std::pair<int, int>& y) { return x.second < y.second; };
  std::pair<int, int> s1(2, 9), s2(3, 1);
  std::cout << std::min(s1, s2, bySecond).first << std::max(s1, s2, bySecond).first << "\n";
  std::string pear = "pear", apple = "apple";
  std::cout << std::min(pear, apple) << std::max(pear, apple) << "\n";
  std::vector<int> x = {1, 2}, y = {1, 3};
  std::cout << std::max(x, y)[1] << "\n";
  std::sort(w.begin(), w.end());
  std::cout << std::binary_search(w.begin(), w.end(), mk(2)) << std::binary_search(w.begin(), w.end(), mk(4)) << "\n";
  return 0;
}
