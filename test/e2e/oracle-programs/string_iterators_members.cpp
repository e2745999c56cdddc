// Iterators into strings that are members (in member functions too), elements of a C array,
// bound to a local reference, const, captured by reference; std::rbegin, std::next, std::distance.
#include <algorithm>
#include <iostream>
#include <iterator>
#include <string>
struct Person {
  std::string name;
  void shout() { std::transform(name.begin(), name.end(), name.begin(), ::toupper); }
  int count(char c) const { return static_cast<int>(std::count(name.begin(), name.end(), c)); }
};
int main() {
  std::string s = "banana";
  auto sortIt = [&s]() { std::sort(s.begin(), s.end()); };
  sortIt();
  std::cout << s << "\n";
  std::string& r = s;
  std::sort(r.begin(), r.end());
  std::cout << s << "\n";
  std::string arr[2] = {"xy", "ba"};
  std::sort(arr[1].begin(), arr[1].end());
  std::cout << arr[1] << "\n";
  Person p{"ann"};
  p.shout();
  std::cout << p.name << " " << p.count('N') << "\n";
  std::string t(std::rbegin(s), std::rend(s));
  std::cout << t << " " << std::distance(s.begin(), s.end()) << "\n";
  auto it = s.begin();
  s += "!";
  it = s.begin();
  std::cout << *std::next(it, 6) << "\n";
  const std::string c = "const";
  std::cout << std::count(c.begin(), c.end(), 'c') << "\n";
}
