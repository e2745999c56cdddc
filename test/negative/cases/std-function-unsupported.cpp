// expect: error unsupported 13:31
// expect: error unsupported 14:31
// expect: error unsupported 15:31
// expect: error unsupported 16:22
// expect: error unsupported-library 17:12
// std::function converts from callables of its exact signature; ampc does not adapt a lambda of
// another signature, wrap a program's function object, or bind arguments.
#include <functional>
struct Twice { int operator()(int x) const { return 2 * x; } };
int add(int a, int b) { return a + b; }
int main() {
  int k = 1;
  std::function<int(int)> f = [k](double x) { return x + k; };
  std::function<int(int)> g = [](auto x) { return x; };
  std::function<int(int)> h = Twice();
  std::function<void(int&)> inc;
  auto b = std::bind(add, 1, 2);
  return f(1) + g(2) + h(3);
}
