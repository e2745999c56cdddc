// expect: error unsupported 8:7
// A class derived from a standard exception is a JS Error on the host, whose `message` a field
// keeps its name for (others are renamed): one that is not a string is refused, not miscompiled.
#include <stdexcept>
#include <cstdio>
struct Failure : std::runtime_error {
  Failure() : std::runtime_error("failure") {}
  int message = 0;
};
int main() {
  try { throw Failure(); } catch (const std::exception& e) { printf("%s\n", e.what()); }
  return 0;
}
