// std::string from literals: construction, copies, size, and reading characters.
#include <iostream>
#include <string>

int main() {
  std::string greeting("Hello");
  std::string copy(greeting);
  std::string empty;
  int sum = 0;
  for (unsigned i = 0; i < copy.size(); i++) sum += copy[i];
  std::cout << greeting << " " << copy.length() << " " << empty.size() << " " << sum << " " << static_cast<char>(copy[1]) << " " << int(copy[copy.size()]) << std::endl;
  return 0;
}
