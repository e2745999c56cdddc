// expect: error unsupported-destructor 10:11
// expect: error unsupported-destructor 10:23
// A member function called on a temporary (`D().get()`, `make().get()`) is C++, but the temporary
// would have to be destroyed at the end of the full-expression: for a class with a destructor,
// ampc reports it. Without one it compiles (test/e2e/oracle-programs/member-call-on-temporary.cpp).
#include <iostream>
struct D { int v = 1; ~D() { std::cout << "bye\n"; } int get() { return v; } int peek() const { return v; } };
D make() { return D(); }
int main() {
  int x = D().get() + make().peek();
  D d;
  return x + d.get();
}
