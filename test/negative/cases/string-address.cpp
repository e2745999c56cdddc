// expect: error unsupported 7:20
// A host std::string is an immutable JS string, not an object a pointer could refer to.
#include <string>
int main() {
  std::string s = "abc";
  std::string t = s;
  std::string* p = &s;
  return (int)t.size();
}
