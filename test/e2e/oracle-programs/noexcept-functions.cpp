// `noexcept` (and noexcept(true), noexcept(false), the old `throw()`) after a function's
// parameters, members and constructors included; an exception leaving a noexcept function calls
// std::terminate even where a caller would catch it.
#include <iostream>
#include <stdexcept>

struct Counter {
  int n = 0;
  Counter() noexcept {}
  int next() noexcept { return ++n; }
  int get() const noexcept { return n; }
  void check(int limit) noexcept(false) { if (n > limit) throw std::overflow_error("too many"); }
};

int twice(int x) noexcept(true) { return 2 * x; }
int parse(int x) throw() { return x + 1; }

void mustNotThrow(int x) noexcept {
  if (x > 2) throw std::runtime_error("escaped");
  std::cout << "fine " << x << std::endl;
}

int main() {
  Counter c;
  c.next();
  c.next();
  std::cout << c.get() << ' ' << twice(21) << ' ' << parse(1) << std::endl;
  try {
    c.check(1);
  } catch (const std::exception& e) {
    std::cout << "caught " << e.what() << std::endl;
  }
  try {
    mustNotThrow(1);
    mustNotThrow(3);
  } catch (...) {
    std::cout << "never printed" << std::endl;
  }
  return 0;
}
