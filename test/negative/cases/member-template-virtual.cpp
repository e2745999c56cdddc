// expect: error syntax 6:22
// A member function template cannot be virtual (C++ [temp.mem]/4).
#include <iostream>

struct S {
  template <class U> virtual U f(U u) const { return u; }
};

int main() {
  S s;
  std::cout << s.f(1) << std::endl;
  return 0;
}
