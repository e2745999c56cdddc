// Iterators into a std::string: the algorithms over them (transform with ::toupper and a lambda,
// reverse, sort, find, count, remove/remove_if with erase, accumulate, max_element), writes through
// them, ranges constructing strings and vectors, reverse iterators, and a range-based for by reference.
#include <algorithm>
#include <cctype>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>

static void shout(std::string& s) {
  std::transform(s.begin(), s.end(), s.begin(), ::toupper);
}

struct Named {
  std::string name;
};

int main() {
  std::string s = "hello world";
  std::transform(s.begin(), s.end(), s.begin(), ::toupper);
  std::cout << s << "\n";
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  std::cout << s << "\n";
  std::reverse(s.begin(), s.end());
  std::cout << s << "\n";
  std::sort(s.begin(), s.end());
  std::cout << "[" << s << "]\n";

  std::string t = "hello";
  auto it = std::find(t.begin(), t.end(), 'l');
  if (it != t.end()) {
    std::cout << "found at " << (it - t.begin()) << "\n";
    *it = 'L';
  }
  std::cout << t << "\n";
  std::cout << std::count(t.begin(), t.end(), 'l') << "\n";

  std::string spaced = " a b  c d ";
  spaced.erase(std::remove(spaced.begin(), spaced.end(), ' '), spaced.end());
  std::cout << spaced << " " << spaced.size() << "\n";
  std::string tabs = "x\ty z\n";
  tabs.erase(std::remove_if(tabs.begin(), tabs.end(), [](unsigned char c) { return std::isspace(c) != 0; }), tabs.end());
  std::cout << tabs << "\n";

  std::string w = "abcdef";
  std::string head(w.begin(), w.begin() + 3);
  std::vector<char> chars(w.begin(), w.end());
  std::cout << head << " " << chars.size() << " " << chars[5] << "\n";

  for (auto p = w.begin(); p != w.end(); ++p) *p = static_cast<char>(*p + 1);
  std::cout << w << "\n";
  for (char& c : w) c = static_cast<char>(toupper(c));
  std::cout << w << "\n";

  std::string r(w.rbegin(), w.rend());
  std::cout << r << "\n";
  std::sort(w.rbegin(), w.rend());
  std::cout << w << "\n";
  for (auto q = w.rbegin(); q != w.rend(); ++q) std::cout << *q;
  std::cout << "\n";

  std::string u = "shout";
  shout(u);
  std::cout << u << "\n";
  Named n{"named"};
  std::sort(n.name.begin(), n.name.end());
  std::cout << n.name << "\n";

  std::string digits = "31415";
  int sum = std::accumulate(digits.begin(), digits.end(), 0, [](int a, char c) { return a + (c - '0'); });
  std::cout << sum << "\n";
  std::string::iterator e = digits.end();
  std::cout << (e - digits.begin()) << " " << *(digits.begin() + 2) << "\n";
  digits.erase(digits.begin());
  std::cout << digits << "\n";
  auto mx = std::max_element(digits.begin(), digits.end());
  std::cout << *mx << " at " << std::distance(digits.begin(), mx) << "\n";
  return 0;
}
