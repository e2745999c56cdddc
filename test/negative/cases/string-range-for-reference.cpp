// expect: error unsupported-library 10:3
// expect: error unsupported-library 10:3
// A range-based for changing a std::string's characters goes through its iterators, which need
// the string's place: a local variable, a parameter, a member or an element has one; a global
// (a module-level JS string on the host) has none, and is refused rather than changed in a copy.
// By value and by const reference the loop reads the characters and compiles.
#include <string>
std::string g = "abc";
int main() {
  for (auto& c : g) c = 'x';
  for (char c : g) (void)c;
  std::string s = "abc";
  for (auto& c : s) c = 'x';
  return 0;
}
