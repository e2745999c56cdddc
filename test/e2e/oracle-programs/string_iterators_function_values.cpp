// Library functions named as values (::toupper, tolower, ::isspace, std::isdigit): the algorithms
// call them, a function pointer holds one.
#include <algorithm>
#include <cctype>
#include <iostream>
#include <string>
#include <vector>
int main() {
  std::string s = "Hello World";
  std::transform(s.begin(), s.end(), s.begin(), ::toupper);
  std::cout << s << "\n";
  std::transform(s.begin(), s.end(), s.begin(), tolower);
  std::cout << s << "\n";
  s.erase(std::remove_if(s.begin(), s.end(), ::isspace), s.end());
  std::cout << s << "\n";
  int (*f)(int) = std::isdigit;
  std::cout << (f('7') != 0) << " " << std::count_if(s.begin(), s.end(), ::isupper) << "\n";
  std::vector<int> v = {'a', 'B'};
  std::transform(v.begin(), v.end(), v.begin(), ::toupper);
  std::cout << v[0] << v[1] << "\n";
}
