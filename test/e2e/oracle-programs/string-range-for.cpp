// Range-based for over a std::string: by value, by const reference, over a temporary.
#include <iostream>
#include <string>
int main() {
  std::string s = "hello world";
  int n = 0;
  for (char c : s) if (c == 'l') n++;
  std::cout << n << std::endl;
  std::string up;
  for (const auto& c : s) up += (char)(c >= 'a' && c <= 'z' ? c - 32 : c);
  std::cout << up << std::endl;
  for (auto c : std::string("abc")) std::cout << (int)c << " ";
  std::cout << std::endl;
  return 0;
}
