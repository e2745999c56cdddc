// expect: error unsupported 7:8
// Changing a std::string's characters in place is not supported by ampc: a range-based for over
// a string by non-const reference says so (by value and by const reference compile).
#include <string>
int main() {
  std::string s = "abc";
  for (auto& c : s) c = 'x';
  return 0;
}
