// expect: error capture-missing 11:41
// expect: error capture-missing 12:56
// A capture-less lambda calls another lambda held in a local variable of the enclosing
// function: C++ needs the variable captured (g++: "'twice' is not captured"), though calling a
// capture-less lambda reads nothing of it. `[=]`, `[&]` and `[twice]` may call it.
// Found by the differential fuzzer.
#include <iostream>
int main() {
  auto twice = [](int x) -> int { return 2 * x; };
  auto ok = [=](int x) { return twice(x); };
  auto four = [](int x) -> int { return twice(twice(x)); };
  auto nested = [&](int x) { return [](int y) { return twice(y); }(x); };
  std::cout << four(3) << ok(1) << nested(2) << "\n";
  return 0;
}
