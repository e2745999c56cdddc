// expect: error unsupported 8:7
// The host's object for a class derived from a standard exception is the runtime's error, whose
// members (`stack`, `cppName`, ...) a field of the class would replace: refused, not miscompiled.
#include <stdexcept>
#include <cstdio>
struct Failure : std::runtime_error {
  Failure() : std::runtime_error("failure") {}
  int stack = 0;
};
int main() {
  try { throw Failure(); } catch (const std::exception& e) { printf("%s\n", e.what()); }
  return 0;
}
