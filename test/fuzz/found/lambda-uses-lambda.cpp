// Invalid C++ accepted: a capture-less lambda calls another lambda held in a local variable of
// the enclosing function. C++ needs the variable captured (g++: "'twice' is not captured");
// ampc compiles it and runs it. Not wrong output, but an ill-formed program that ampc should
// reject. Likely cause: name lookup in a lambda body (src/sema) sees the enclosing function's
// locals without the capture check that applies to other locals.
#include <iostream>
int main() {
  auto twice = [](int x) -> int { return 2 * x; };
  auto four = [](int x) -> int { return twice(twice(x)); };
  std::cout << four(3) << "\n";
  return 0;
}
