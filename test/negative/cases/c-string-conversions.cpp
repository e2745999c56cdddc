// expect: error type-mismatch 9:17
// expect: error type-mismatch 11:22
// A char array too short for its literal and its NUL (ill-formed in C++), and a std::string
// where <cstring> wants a `const char*` (C++ has no such conversion).
#include <cstring>
#include <string>

int main() {
  char buf[3] = "abc";
  std::string s = "text";
  return (int)strlen(s) + buf[0];
}
