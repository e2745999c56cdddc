// expect: error unsupported-library 16:16
// expect: error unsupported-library 19:45
// expect: error unsupported-library 21:19
// expect: error unsupported-library 23:13
// std::move of a value ampc would copy, where the program can see the difference: the source
// is read after the move, moved again by a loop, a member, or destroyed by a destructor.
#include <iostream>
#include <string>
#include <vector>
#include <utility>
struct Noisy { std::string s; ~Noisy() { std::cout << "bye " << s << "\n"; } };
struct Q { std::string name; };
int main() {
  std::string a = "x";
  std::string b = std::move(a);
  std::cout << a.size() << b << "\n";
  std::vector<std::string> out;
  std::string line = "l";
  for (int i = 0; i < 2; i++) out.push_back(std::move(line));
  Q q{"q"};
  std::string n = std::move(q.name);
  Noisy x{"x"};
  Noisy y = std::move(x);
  return 0;
}
