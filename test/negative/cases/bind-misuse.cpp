// expect: error call-arity 25:11
// expect: error call-arity 26:12
// expect: error unsupported 28:12
// expect: error unsupported 30:11
// expect: error ambiguous-call 31:22
// expect: error reference-binding 32:21
// expect: error not-assignable 35:3
// expect: error unsupported 36:14
// expect: error unsupported-library 37:16
// expect: error unsupported 38:22
// Misuse of std::bind, std::ref and std::cref that C++ rejects (a call giving fewer arguments
// than the highest placeholder, a bound call of the wrong arity, an overloaded function, std::ref
// of a temporary, a write through std::cref), and forms ampc does not support (placeholders that
// skip a number, a call with more arguments than the highest placeholder, placeholders with a
// generic lambda, a placeholder used as a value outside std::bind, std::ref of a global scalar).
#include <functional>
using namespace std::placeholders;
int sub(int a, int b) { return a - b; }
int over(int a) { return a; }
int over(double a) { return int(a); }
int make() { return 3; }
int globalCount = 0;
int main() {
  auto f = std::bind(sub, _1, _2);
  int a = f(1);
  auto g = std::bind(sub, _1);
  int b = g(1, 2);
  auto h = std::bind(sub, _1, _3);
  auto k = std::bind(sub, _1, 2);
  int c = k(1, 2);
  auto o = std::bind(over, _1);
  auto r = std::ref(make());
  int x = 1;
  auto cx = std::cref(x);
  cx.get() = 2;
  auto gen = std::bind([](auto v) { return v; }, _1);
  auto first = std::placeholders::_1;
  auto rg = std::ref(globalCount);
  return a + b + c;
}
