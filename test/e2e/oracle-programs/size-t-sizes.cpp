// size_t is `unsigned long` (64 bits, g++ on Linux x86-64), and std::vector's and std::string's
// size() return it: unsigned wrap-around past zero, comparisons with signed values (-1 converts to
// the largest size_t), loops counted in int, unsigned and size_t, conversions to int and double,
// printf's %zu, and std::string::find/npos.
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

int main() {
  std::vector<int> v(3);
  std::vector<double> w;
  std::string s = "hello world";
  long long neg = -1;
  int m = -1;
  std::cout << (neg < v.size()) << " " << sizeof(v.size()) << " " << sizeof(s.size()) << " " << (v.size() - 4) << " " << (m < v.size()) << std::endl;
  printf("%zu %zu %lu %zu\n", v.size(), s.size(), s.length() - 20, w.size());

  int total = 0;
  for (int i = 0; i < v.size(); i++) total += i;
  for (unsigned i = 0; i < s.size(); i++) total += s[i];
  for (size_t i = 0; i < v.size(); i++) total += (int)i;
  for (int i = (int)v.size() - 1; i >= 0; i--) total += i * 100;
  int n = (int)v.size();
  double d = w.size();
  std::cout << total << " " << n << " " << d << " " << (v.size() == 3) << " " << (w.size() != 0) << " " << (v.size() > s.size()) << std::endl;

  auto k = v.size();
  k -= 5;
  size_t half = s.size() / 2;
  std::cout << k << " " << half << " " << (k > half) << " " << (s.size() * 1.5) << std::endl;

  std::cout << s.find('o') << " " << s.rfind('o') << " " << s.find("zz") << " " << std::string::npos << std::endl;
  if (s.find("xyz") == std::string::npos) std::cout << "not found" << std::endl;
  int p = s.find("q");
  size_t at = s.find('w');
  std::cout << p << " " << s.substr(s.find(' ') + 1) << " " << s.substr(at, std::string::npos) << " " << (s.find('l', 5) - s.find('l')) << std::endl;
  std::cout << std::stol("123456789012") << std::endl;
  return 0;
}
