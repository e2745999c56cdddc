// expect: error unsupported 9:71
// expect: error unsupported 10:31
// A std::function is in scope in its own initialiser, which a lambda capturing it by reference
// uses to recurse (accepted). A by-value capture or a copy reads the variable before it holds a
// value (C++ copies an empty function; the host cannot read it at all): refused.
#include <iostream>
#include <functional>
int main() {
  std::function<int(int)> fact = [=](int n) { return n <= 1 ? 1 : n * fact(n - 1); };
  std::function<int(int)> f = f;
  std::cout << fact(1) << "\n";
}
