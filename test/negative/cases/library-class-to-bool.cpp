// expect: error type-mismatch 13:12
// expect: error type-mismatch 14:12
// expect: error type-mismatch 15:12
// A std::string has no conversion to bool; a string literal, a pointer, has one. The
// operator bool of a smart pointer and of a std::function is explicit: a condition calls it,
// a copy-initialization does not.
#include <functional>
#include <memory>
#include <string>
int main() {
  auto p = std::make_unique<int>(4);
  std::function<int()> g = [] { return 1; };
  bool a = std::string("x");
  bool b = p;
  bool c = g;
  bool d = "x";
  if (p && g && !!static_cast<bool>(p) && bool(g)) return a + b + c + d;
  return 0;
}
