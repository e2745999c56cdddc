// expect: error unsupported 11:31
// expect: error unsupported 12:31
// expect: error unsupported 13:32
// expect: error unsupported 14:22
// std::function converts from callables of its exact signature; ampc does not adapt a lambda of
// or function object of another signature.
#include <functional>
struct Twice { int operator()(int x) const { return 2 * x; } };
int main() {
  int k = 1;
  std::function<int(int)> f = [k](double x) { return x + k; };
  std::function<int(int)> g = [](auto x) { return x; };
  std::function<long(int)> h = Twice();
  std::function<void(int&)> inc;
  return f(1) + g(2) + h(3);
}
