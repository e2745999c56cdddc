// expect: error no-default-constructor 7:3
// std::runtime_error has no default constructor: a constructor of a class derived from it must
// initialise it, as g++ requires.
#include <stdexcept>
#include <cstdio>
struct Failure : std::runtime_error {
  Failure(int c) : code(c) {}
  int code;
};
int main() {
  try { throw Failure(2); } catch (const std::exception& e) { printf("%s\n", e.what()); }
  return 0;
}
