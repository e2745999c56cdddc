// expect: error type-mismatch 8:12
// An implicit conversion sequence holds one user-defined conversion at most: `const char*` to
// std::string (a constructor of std::string), then std::string to Name, is two.
#include <string>
struct Name { Name(const std::string& s) : text(s) {} std::string text; };
int main() {
  Name direct("direct");
  Name n = "chained";
  return direct.text.size() + n.text.size();
}
