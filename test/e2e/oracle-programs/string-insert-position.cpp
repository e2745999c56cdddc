// std::string::insert(pos, str) of a literal or a std::string, at the front, the middle and the
// end, into a variable, a member and a vector element, and libstdc++'s std::out_of_range (from the
// replace it calls) where pos is past the end.
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>
struct Label { std::string text; };
int main() {
  std::string s = "world";
  s.insert(0, "hello ");
  std::string bang = "!";
  s.insert(s.size(), bang);
  s.insert(5, std::string(","));
  std::cout << s << " " << s.size() << "\n";
  Label label{"ab"};
  label.text.insert(1, "-");
  std::vector<std::string> names{"x", "yz"};
  for (int i = 0; i < 2; i++) names[i].insert(names[i].size() - 1, std::to_string(i));
  std::cout << label.text << " " << names[0] << " " << names[1] << "\n";
  try {
    s.insert(100, "x");
  } catch (const std::out_of_range& e) {
    std::cout << e.what() << "\n";
  }
  std::cout << s << "\n";
  return 0;
}
