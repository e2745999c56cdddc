// The containers' == and != compare their elements by ==, as libstdc++'s std::equal does: a NaN
// value is not equal to itself, though neither is less than the other (a map's value, a set's
// only key, a list's element), and a map whose values differ is not equal.
#include <cmath>
#include <iostream>
#include <list>
#include <map>
#include <set>
#include <string>
int main() {
  double nan = std::nan("");
  std::map<int, double> m{{1, 2.5}, {2, nan}};
  std::map<int, double> same{{1, 2.5}, {2, 7.0}};
  std::cout << (m == m) << (m != m) << (same == same) << (m == same) << "\n";
  std::set<double> s{nan};
  std::set<double> t{1.0};
  std::cout << (s == s) << (t == t) << (s != t) << "\n";
  std::list<double> l{1.0, nan};
  std::list<double> k{1.0, 2.0};
  std::cout << (l == l) << (k == k) << (l != k) << "\n";
  std::map<std::string, int> a{{"x", 1}}, b{{"x", 2}};
  std::multimap<int, int> c{{1, 1}, {1, 2}}, d{{1, 2}, {1, 1}};
  std::cout << (a == b) << (a == a) << (c == d) << (c == c) << "\n";
  return 0;
}
