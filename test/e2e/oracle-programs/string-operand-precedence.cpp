// Conditional expressions and concatenations as operands of std::string's operators and members,
// and of assert: each keeps its own grouping in the generated code.
#include <cassert>
#include <iostream>
#include <string>
#include <vector>
int main() {
  std::vector<std::string> words = {"apple", "fig", "pear"};
  std::string joined;
  for (size_t i = 0; i < words.size(); ++i) joined += (i ? "," : "") + words[i];
  std::cout << joined << " " << joined.size() << std::endl;
  std::string a = "ab", b = "cde";
  bool c = true;
  std::cout << (a + b).size() << " " << (c ? a : b).size() << std::endl;
  std::cout << ((c ? a : b) < (c ? b : a)) << " " << ((c ? b : a) >= a + b) << std::endl;
  std::cout << (a + b).substr(1, 2) << std::endl;
  std::string s = (c ? "x" : "y") + a + (c ? b : a);
  std::cout << s << std::endl;
  int x = 0;
  assert(!c ? x == 1 : x == 0);
  std::cout << s.find(!c ? 'z' : 'c') << std::endl;
  return 0;
}
