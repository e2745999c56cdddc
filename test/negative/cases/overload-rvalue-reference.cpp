// expect: error unsupported 8:6
// expect: error unsupported 15:3
// ampc's references are one kind, so `f(const T&)` beside `f(T&&)` would be one function (the
// later definition called for lvalues and temporaries alike); and `g(int&)` beside
// `g(const int&)` called with an argument whose constness ampc cannot see would be a guess.
#include <iostream>
void f(const int& x) { std::cout << "lvalue " << x << "\n"; }
void f(int&& x) { std::cout << "rvalue " << x << "\n"; }
void g(int& x) { x++; }
void g(const int& x) { std::cout << x << "\n"; }
int& pick(int& a) { return a; }
int main() {
  int i = 1;
  f(i);
  g(i ? pick(i) : pick(i));
  return 0;
}
